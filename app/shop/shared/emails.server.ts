import { formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import type { Locale } from "~/lib/i18n/i18n";
import { staffNoticeContent } from "~/platform/email/content";
import { notifyEmail } from "~/domain/business-settings.server";
import { businessContact } from "~/platform/business.server";
import type { OutgoingEmail } from "~/platform/email/outbox.server";
import { layoutEmail } from "~/platform/email/templates.server";
import { getEnv } from "~/platform/env.server";
import { formatIndianPhone } from "~/lib/phone";

/** E-mails about LimraKart orders: the customer's confirmation and the business's notice. */
export type OrderForEmail = {
  id: string;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  deliveryAddress: string;
  pinCode: string;
  /** The items' total. */
  subtotalPaise: number;
  /** The delivery charge (0: free). */
  deliveryPaise: number;
  /** Items plus delivery. */
  totalPaise: number;
  /** Cash on delivery when left out. */
  paymentMethod?: "cod" | "upi";
  /** For a UPI order: the `upi://` link that pays it. */
  upiLink?: string | null;
  items: {
    name: string;
    quantity: number;
    unitPricePaise: number;
    totalPricePaise: number;
    /** A print product's artwork: "Artwork received: …" or "Design requested: …". */
    artwork?: string;
  }[];
};

const itemLines = (o: OrderForEmail) =>
  o.items.map(
    (i) =>
      `${i.name} — ${formatRupees(i.unitPricePaise)} × ${i.quantity} = ${formatRupees(i.totalPricePaise)}${i.artwork ? `. ${i.artwork}` : ""}`,
  );

/**
 * Subtotal, delivery and total, worded like the cart and the checkout page ("Delivery: Free" or
 * the fee): the same figures the order stores.
 */
export function totalsLine(
  o: Pick<OrderForEmail, "subtotalPaise" | "deliveryPaise" | "totalPaise">,
) {
  const delivery = o.deliveryPaise > 0 ? formatRupees(o.deliveryPaise) : "Free";
  return `Subtotal: ${formatRupees(o.subtotalPaise)}. Delivery: ${delivery}. Total: ${formatRupees(o.totalPaise)}.`;
}

/** How the order is paid, for the customer's e-mail. */
function paymentLines(o: OrderForEmail): string[] {
  const total = totalsLine(o);
  if (o.paymentMethod !== "upi") {
    return [
      `${total} Payment: Cash on Delivery - pay when you receive your order.`,
      `We will call or WhatsApp you on ${formatIndianPhone(o.customerPhone)} to confirm the order before we send it. Please answer: an order that is not confirmed is cancelled.`,
    ];
  }
  return [
    `${total} Payment: UPI - we confirm your order when the payment arrives.`,
    ...(o.upiLink
      ? [
          `Pay ${formatRupees(o.totalPaise)} with a UPI app (GPay, PhonePe, Paytm, BHIM): ${o.upiLink}`,
        ]
      : []),
  ];
}

/**
 * The customer's first e-mail: the order was received, not yet confirmed (decision 066): a COD
 * order is confirmed by staff on the phone, a UPI order when its payment arrives.
 */
export function orderConfirmationEmail(o: OrderForEmail): OutgoingEmail {
  const origin = getEnv().APP_URL;
  const content = layoutEmail({
    subject: `Your ${businessContact().name} order ${o.orderNumber} has been received`,
    greeting: `Hello ${o.customerName},`,
    paragraphs: [
      `Thank you for your order ${o.orderNumber}. We have received it; once we confirm it, processing and shipping usually take 1-2 business days.`,
      ...itemLines(o),
      ...paymentLines(o),
      `Delivery address: ${o.deliveryAddress}, PIN ${o.pinCode}. Phone: ${formatIndianPhone(o.customerPhone)}.`,
    ],
    action: { label: "View my orders", url: `${origin}/limrakart/orders/${o.orderNumber}` },
  });
  return { to: o.customerEmail, ...content, entity: "order", entityId: o.id };
}

/** The business's notice of a new order, in `locale` (its account's saved language). */
export function newOrderNotice(o: OrderForEmail, locale: Locale = "en"): OutgoingEmail {
  const c = staffNoticeContent[locale].shopOrder;
  const number = o.orderNumber;
  const content = layoutEmail({
    subject: fill(c.subject, { number, total: formatRupees(o.totalPaise) }),
    greeting: fill(o.paymentMethod === "upi" ? c.greetingUpi : c.greetingCod, { number }),
    paragraphs: [
      `${c.customer}: ${o.customerName}, ${formatIndianPhone(o.customerPhone)}, ${o.customerEmail}`,
      fill(c.deliverTo, { address: o.deliveryAddress, pin: o.pinCode }),
      ...itemLines(o),
      fill(c.totals, {
        subtotal: formatRupees(o.subtotalPaise),
        delivery: o.deliveryPaise > 0 ? formatRupees(o.deliveryPaise) : c.free,
        total: formatRupees(o.totalPaise),
      }),
    ],
  });
  return {
    to: notifyEmail(),
    replyTo: o.customerEmail,
    ...content,
    entity: "order",
    entityId: o.id,
  };
}

export function orderCancelledEmail(o: {
  id: string;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
}): OutgoingEmail {
  const content = layoutEmail({
    subject: `Your ${businessContact().name} order ${o.orderNumber} is cancelled`,
    greeting: `Hello ${o.customerName},`,
    paragraphs: [
      `Your order ${o.orderNumber} has been cancelled as you asked. Nothing is due.`,
      "If this was a mistake, you are welcome to order again at any time.",
    ],
  });
  return { to: o.customerEmail, ...content, entity: "order", entityId: o.id };
}

/**
 * The customer's e-mail when the sweep cancels an order nobody confirmed (decision 035), in the
 * customer's language.
 */
export function unconfirmedCancelledEmail(
  o: { id: string; orderNumber: string; customerName: string; customerEmail: string },
  locale: "en" | "ta",
  hours: number,
): OutgoingEmail {
  const name = businessContact().name;
  const url = `${getEnv().APP_URL}/limrakart/orders/${o.orderNumber}`;
  const content =
    locale === "ta"
      ? layoutEmail({
          subject: `உங்கள் ${name} ஆர்டர் ${o.orderNumber} ரத்து செய்யப்பட்டது`,
          greeting: `வணக்கம் ${o.customerName},`,
          paragraphs: [
            `உங்கள் கேஷ் ஆன் டெலிவரி ஆர்டர் ${o.orderNumber} ${hours} மணி நேரத்துக்குள் உறுதிப்படுத்தப்படாததால் ரத்து செய்யப்பட்டது. நீங்கள் எதுவும் செலுத்த வேண்டியதில்லை.`,
            "இன்னும் பொருட்கள் வேண்டுமென்றால், மீண்டும் ஆர்டர் செய்யுங்கள்; நாங்கள் அழைக்கும்போது பதில் அளியுங்கள்.",
          ],
          action: { label: "என் ஆர்டர்களைப் பாருங்கள்", url },
        })
      : layoutEmail({
          subject: `Your ${name} order ${o.orderNumber} is cancelled`,
          greeting: `Hello ${o.customerName},`,
          paragraphs: [
            `Your cash-on-delivery order ${o.orderNumber} was cancelled because it was not confirmed within ${hours} hours. Nothing is due.`,
            "If you still want the items, please order again and answer when we call to confirm.",
          ],
          action: { label: "View my orders", url },
        });
  return { to: o.customerEmail, ...content, entity: "order", entityId: o.id };
}
