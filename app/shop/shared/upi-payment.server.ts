import { upiLink } from "~/lib/upi";
import { getBusinessSettings } from "~/domain/business-settings.server";
import type { OrderPaymentMethod, OrderStatus, PaymentStatus } from "~/platform/db/schema";
import { qrSvg } from "~/platform/qr.server";
import { isClosedOrder } from "./order-workflow";

/**
 * Paying a LimraKart order by UPI, without a gateway: the shop's UPI QR and `upi://` link for the
 * order's total (note = the order number); staff mark the order paid when the money arrives.
 */

/** The shop's UPI ID and the payee name its QR codes carry. */
export type ShopUpi = { vpa: string; payeeName: string };

/** The UPI ID and payee name the owner saved on /admin/settings; null while no UPI ID is set. */
export async function shopUpi(): Promise<ShopUpi | null> {
  const settings = await getBusinessSettings();
  const vpa = settings.upiId.trim();
  return vpa ? { vpa, payeeName: settings.upiPayeeName } : null;
}

/** The `upi://pay?…` link for an order: its total, its number as the note. */
export function orderUpiLink(upi: ShopUpi, order: { orderNumber: string; totalPaise: number }) {
  return upiLink({
    vpa: upi.vpa,
    payeeName: upi.payeeName,
    amountPaise: order.totalPaise,
    note: order.orderNumber,
  });
}

/** What a customer needs to pay an order by UPI: the link, its QR (inline SVG) and the amount. */
export type UpiPayment = { link: string; svg: string; amountPaise: number };

/**
 * The QR and link to pay `order` by UPI, while it is a UPI order not paid yet and not cancelled
 * or returned (no payment can be recorded then); null otherwise, or while the shop has no UPI ID.
 */
export async function upiPaymentFor(order: {
  orderNumber: string;
  totalPaise: number;
  paymentMethod: OrderPaymentMethod;
  paymentStatus: PaymentStatus;
  orderStatus: OrderStatus;
}): Promise<UpiPayment | null> {
  if (order.paymentMethod !== "upi" || order.paymentStatus !== "pending") return null;
  if (isClosedOrder(order.orderStatus)) return null;
  const upi = await shopUpi();
  if (!upi) return null;
  const link = orderUpiLink(upi, order);
  return { link, svg: await qrSvg(link), amountPaise: order.totalPaise };
}
