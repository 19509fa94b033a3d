import type { BadgeTone } from "~/components/ui/badge";
import type { OrderStatus, PaymentStatus } from "~/platform/db/schema";

/**
 * The store admin's constants the panel's component needs too (so not in admin.server.ts, which
 * the client bundle may not import).
 */
export const LOW_STOCK_BELOW = 10;

/**
 * The order workflow (decision 035): a cash-on-delivery order awaits confirmation, then is
 * confirmed (pending) or cancelled; pending -> processing -> shipped -> delivered; pending or
 * processing -> cancelled; delivered -> returned (the goods came back).
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, OrderStatus[]> = {
  awaiting_confirmation: ["pending", "cancelled"],
  pending: ["processing", "cancelled"],
  processing: ["shipped", "cancelled"],
  shipped: ["delivered"],
  delivered: ["returned"],
  cancelled: [],
  returned: [],
};

/** The moves staff must give a reason for (validated by orderStatusSchema). */
export const STATUSES_NEEDING_REASON: readonly OrderStatus[] = ["cancelled", "returned"];

/**
 * The orders that are closed for money in: cancelled, or delivered and sent back (returned). No
 * payment may be recorded on them (issue 35: money in booked against an order that no longer
 * exists); a paid one gives its money back as a refund instead (decision 034).
 */
export const CLOSED_ORDER_STATUSES: readonly OrderStatus[] = ["cancelled", "returned"];

export function isClosedOrder(orderStatus: OrderStatus): boolean {
  return CLOSED_ORDER_STATUSES.includes(orderStatus);
}

/** The statuses in which the customer may still cancel their own order. */
export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ["awaiting_confirmation", "pending"];

/**
 * What staff may post on the orders desk (decision 064): every move of an order's status
 * (confirm, prepare, ship, deliver, cancel or mark returned with the reason) and recording its
 * payment. Moving a paid order's payment back, marking it failed, refunds and the catalog are the
 * admin's.
 */
export function staffMayPost(values: Record<string, string | undefined>): boolean {
  return (
    values.intent === "order-status" || (values.intent === "payment-status" && values.to === "paid")
  );
}

export const PAYMENT_TRANSITIONS: Record<PaymentStatus, PaymentStatus[]> = {
  pending: ["paid", "failed"],
  failed: ["paid"],
  // Paid back to unpaid books a reversal of the payment (docs/decisions/034).
  paid: ["pending", "failed"],
};

/** The badge colours of the order and payment statuses (customer's and admin's views alike). */
export const ORDER_STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  awaiting_confirmation: "warning",
  pending: "warning",
  processing: "info",
  shipped: "purple",
  delivered: "success",
  cancelled: "danger",
  returned: "neutral",
};
export const PAYMENT_STATUS_TONES: Record<PaymentShown, BadgeTone> = {
  paid: "success",
  pending: "warning",
  failed: "danger",
  cancelled: "neutral",
};

/**
 * The payment status an order shows (customer's pages and the store admin alike): a cancelled
 * (or returned, decision 035) order that was not paid owes nothing, so it shows "cancelled", not "pending" (decision 034). A
 * paid order that was cancelled still shows paid: its money is refunded from the store admin.
 */
export type PaymentShown = PaymentStatus | "cancelled";

export function paymentShown(orderStatus: OrderStatus, paymentStatus: PaymentStatus): PaymentShown {
  return isClosedOrder(orderStatus) && paymentStatus !== "paid" ? "cancelled" : paymentStatus;
}
