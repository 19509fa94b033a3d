import { localized, tr } from "~/lib/content";

/**
 * The words of an order's timeline on the customer's order page (decision 035) and of the
 * cash-on-delivery confirmation: who made a change is "You", the LIMRA team (staff are not named
 * to customers) or "Automatic" (the sweep that cancels orders nobody confirmed).
 */
export type OrderTimelineText = {
  title: string;
  placed: string;
  /** {status}: the status it moved to. */
  movedTo: string;
  /** {status}: the payment status it moved to. */
  payment: string;
  refunded: string;
  reason: string;
  by: { customer: string; staff: string; system: string };
  /** The sweep's cancellation, worded for the customer. */
  autoCancelled: string;
  /** Shown on an order awaiting confirmation. */
  awaitingNote: string;
};

export const orderTimelineText = localized<OrderTimelineText>({
  title: tr("Order timeline", "ஆர்டர் நிலை வரலாறு"),
  placed: tr("Order placed", "ஆர்டர் செய்யப்பட்டது"),
  movedTo: tr("Status: {status}", "நிலை: {status}"),
  payment: tr("Payment: {status}", "கட்டணம்: {status}"),
  refunded: tr("Refunded", "பணம் திருப்பித் தரப்பட்டது"),
  reason: tr("Reason", "காரணம்"),
  by: {
    customer: tr("You", "நீங்கள்"),
    staff: tr("LIMRA team", "LIMRA குழு"),
    system: tr("Automatic", "தானியங்கி"),
  },
  autoCancelled: tr(
    "Cancelled because the order was not confirmed in time",
    "உரிய நேரத்தில் உறுதிப்படுத்தப்படாததால் ரத்து செய்யப்பட்டது",
  ),
  awaitingNote: tr(
    "We will call or WhatsApp you to confirm this cash-on-delivery order. Please answer so we can send it.",
    "இந்த கேஷ் ஆன் டெலிவரி ஆர்டரை உறுதிப்படுத்த உங்களை அழைப்போம் அல்லது வாட்ஸ்அப்பில் தொடர்புகொள்வோம். ஆர்டரை அனுப்ப, தயவுசெய்து பதில் அளியுங்கள்.",
  ),
});

/**
 * The WhatsApp message staff send to confirm a cash-on-delivery order: {business}, {number},
 * {items} (one per line), {total} (delivery included), {address}. The customer replies YES.
 */
export const codConfirmMessage = localized<{ text: string; free: string }>({
  text: tr(
    "Hello {name}, this is {business}. Please confirm your cash-on-delivery order {number}:\n{items}\nTotal: {total} (delivery: {delivery})\nDeliver to: {address}\nReply YES to confirm.",
    "வணக்கம் {name}, நாங்கள் {business}. உங்கள் கேஷ் ஆன் டெலிவரி ஆர்டர் {number}-ஐ உறுதிப்படுத்துங்கள்:\n{items}\nமொத்தம்: {total} (டெலிவரி: {delivery})\nடெலிவரி முகவரி: {address}\nஉறுதிப்படுத்த YES என்று பதில் அனுப்புங்கள்.",
  ),
  free: tr("free", "இலவசம்"),
});
