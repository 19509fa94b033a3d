import type { BadgeTone } from "~/components/ui/badge";
import type { OrderPaymentMethod, OrderStatus, PaymentStatus } from "~/platform/db/schema";

/**
 * The store admin's constants the panel's component needs too (so not in admin.server.ts, which
 * the client bundle may not import).
 */
export const LOW_STOCK_BELOW = 10;

/** How the store admin names an order's payment method. */
export const ORDER_PAYMENT_METHOD_LABELS: Record<OrderPaymentMethod, string> = {
  cod: "Cash on Delivery",
  upi: "UPI",
};

/** The order workflow: pending -> processing -> shipped -> delivered; pending or processing -> cancelled. */
export const ORDER_TRANSITIONS: Record<OrderStatus, OrderStatus[]> = {
  pending: ["processing", "cancelled"],
  processing: ["shipped", "cancelled"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, PaymentStatus[]> = {
  pending: ["paid", "failed"],
  failed: ["paid"],
  // Paid back to unpaid books a reversal of the payment (docs/decisions/034).
  paid: ["pending", "failed"],
};

/** The badge colours of the order and payment statuses (customer's and admin's views alike). */
export const ORDER_STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: "warning",
  processing: "info",
  shipped: "purple",
  delivered: "success",
  cancelled: "danger",
};
export const PAYMENT_STATUS_TONES: Record<PaymentShown, BadgeTone> = {
  paid: "success",
  pending: "warning",
  failed: "danger",
  cancelled: "neutral",
};

/**
 * The payment status an order shows (customer's pages and the store admin alike): a cancelled
 * order that was not paid owes nothing, so it shows "cancelled", not "pending" (decision 034). A
 * paid order that was cancelled still shows paid: its money is refunded from the store admin.
 */
export type PaymentShown = PaymentStatus | "cancelled";

export function paymentShown(orderStatus: OrderStatus, paymentStatus: PaymentStatus): PaymentShown {
  return orderStatus === "cancelled" && paymentStatus !== "paid" ? "cancelled" : paymentStatus;
}
