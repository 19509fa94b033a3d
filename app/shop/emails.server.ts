import { formatRupees } from "~/lib/format";
import { getBusiness } from "~/platform/business.server";
import type { OutgoingEmail } from "~/platform/email/outbox.server";
import { layoutEmail } from "~/platform/email/templates.server";
import { getEnv } from "~/platform/env.server";

/** E-mails about LimraKart orders: the customer's confirmation and the business's notice. */
export type OrderForEmail = {
  id: string;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  deliveryAddress: string;
  pinCode: string;
  totalPaise: number;
  items: { name: string; quantity: number; unitPricePaise: number; totalPricePaise: number }[];
};

const itemLines = (o: OrderForEmail) =>
  o.items.map(
    (i) =>
      `${i.name} — ${formatRupees(i.unitPricePaise)} × ${i.quantity} = ${formatRupees(i.totalPricePaise)}`,
  );

export function orderConfirmationEmail(o: OrderForEmail): OutgoingEmail {
  const origin = getEnv().APP_URL;
  const content = layoutEmail({
    subject: `Your ${getBusiness().name} order ${o.orderNumber} is confirmed`,
    greeting: `Hello ${o.customerName},`,
    paragraphs: [
      `Thank you for your order ${o.orderNumber}. We are preparing it now; processing and shipping usually take 1-2 business days.`,
      ...itemLines(o),
      `Total: ${formatRupees(o.totalPaise)} (delivery free). Payment: Cash on Delivery - pay when you receive your order.`,
      `Delivery address: ${o.deliveryAddress}, PIN ${o.pinCode}. Phone: ${o.customerPhone}.`,
    ],
    action: { label: "View my orders", url: `${origin}/limrakart/orders/${o.orderNumber}` },
  });
  return { to: o.customerEmail, ...content, entity: "order", entityId: o.id };
}

export function newOrderNotice(o: OrderForEmail): OutgoingEmail {
  const content = layoutEmail({
    subject: `New LimraKart order ${o.orderNumber}: ${formatRupees(o.totalPaise)}`,
    greeting: `New cash-on-delivery order ${o.orderNumber}`,
    paragraphs: [
      `Customer: ${o.customerName}, ${o.customerPhone}, ${o.customerEmail}`,
      `Deliver to: ${o.deliveryAddress}, PIN ${o.pinCode}`,
      ...itemLines(o),
      `Total: ${formatRupees(o.totalPaise)}`,
    ],
  });
  return {
    to: getBusiness().notifyEmail,
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
    subject: `Your ${getBusiness().name} order ${o.orderNumber} is cancelled`,
    greeting: `Hello ${o.customerName},`,
    paragraphs: [
      `Your order ${o.orderNumber} has been cancelled as you asked. Nothing is due.`,
      "If this was a mistake, you are welcome to order again at any time.",
    ],
  });
  return { to: o.customerEmail, ...content, entity: "order", entityId: o.id };
}
