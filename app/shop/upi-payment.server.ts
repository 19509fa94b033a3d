import { upiLink } from "~/lib/upi";
import { getBusiness } from "~/platform/business.server";
import { getDb } from "~/platform/db/db.server";
import type { OrderPaymentMethod, OrderStatus, PaymentStatus } from "~/platform/db/schema";
import { qrSvg } from "~/platform/qr.server";

/**
 * Paying a LimraKart order by UPI, without a gateway: the shop's UPI QR and `upi://` link for the
 * order's total (note = the order number); staff mark the order paid when the money arrives.
 */

/** The shop's UPI ID and the payee name its QR codes carry. */
export type ShopUpi = { vpa: string; payeeName: string };

/**
 * The UPI ID and payee name the owner saved on /admin/settings (the rows of `business_settings`
 * that getBusinessSettings in ~/admin reads: the payee name, else the business name); null while
 * no UPI ID is set. Read here rather than through ~/admin, which imports the shop (no folder
 * cycles, tests/unit/import-rules.test.ts).
 */
export async function shopUpi(): Promise<ShopUpi | null> {
  const rows = await getDb()
    .selectFrom("business_settings")
    .select(["key", "value"])
    .where("key", "in", ["upiId", "upiPayeeName", "name"])
    .execute();
  const value = (key: string) => rows.find((r) => r.key === key)?.value.trim() ?? "";
  const vpa = value("upiId");
  if (!vpa) return null;
  return { vpa, payeeName: value("upiPayeeName") || value("name") || getBusiness().name };
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
 * The QR and link to pay `order` by UPI, while it is a UPI order not paid yet and not cancelled;
 * null otherwise, or while the shop has no UPI ID.
 */
export async function upiPaymentFor(order: {
  orderNumber: string;
  totalPaise: number;
  paymentMethod: OrderPaymentMethod;
  paymentStatus: PaymentStatus;
  orderStatus: OrderStatus;
}): Promise<UpiPayment | null> {
  if (order.paymentMethod !== "upi" || order.paymentStatus !== "pending") return null;
  if (order.orderStatus === "cancelled") return null;
  const upi = await shopUpi();
  if (!upi) return null;
  const link = orderUpiLink(upi, order);
  return { link, svg: await qrSvg(link), amountPaise: order.totalPaise };
}
