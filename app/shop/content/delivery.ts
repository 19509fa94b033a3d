import { localized, tr } from "~/lib/content";

/**
 * The words of the delivery rule (~/lib/delivery) in the shop: the totals as the cart, the
 * checkout page, the confirmation page and the order detail show them, and the checkout's
 * refusals (a PIN code not served, cash on delivery above the limit).
 */
export type DeliveryText = {
  totals: { subtotal: string; delivery: string; free: string; total: string };
  pinNotServed: string;
  /** {limit}: the largest total paid cash on delivery; UPI is offered. */
  codLimit: string;
  /** The same while the shop has no UPI ID. */
  codLimitNoUpi: string;
};

export const deliveryText = localized<DeliveryText>({
  totals: {
    subtotal: tr("Subtotal", "பொருட்களின் தொகை"),
    delivery: tr("Delivery", "டெலிவரி"),
    free: tr("Free", "இலவசம்"),
    total: tr("Total", "மொத்தம்"),
  },
  pinNotServed: tr(
    "Sorry, we do not deliver to this PIN code yet. Please check it, or call us to collect your order from our shop.",
    "மன்னிக்கவும், இந்த PIN குறியீட்டுக்கு இன்னும் டெலிவரி செய்வதில்லை. எண்ணைச் சரிபாருங்கள், அல்லது எங்களை அழைத்து ஆர்டரைக் கடையில் நேரில் பெற்றுக்கொள்ளுங்கள்.",
  ),
  codLimit: tr(
    "Cash on Delivery is available for orders up to {limit}. Please choose UPI Payment.",
    "{limit} வரையிலான ஆர்டர்களுக்கு மட்டுமே கேஷ் ஆன் டெலிவரி உண்டு. UPI கட்டணத்தைத் தேர்ந்தெடுக்கவும்.",
  ),
  codLimitNoUpi: tr(
    "Cash on Delivery is available for orders up to {limit}. Please remove some items, or call us to arrange the payment.",
    "{limit} வரையிலான ஆர்டர்களுக்கு மட்டுமே கேஷ் ஆன் டெலிவரி உண்டு. சில பொருட்களை நீக்குங்கள், அல்லது பணம் செலுத்துவது பற்றி எங்களை அழைத்துப் பேசுங்கள்.",
  ),
});
