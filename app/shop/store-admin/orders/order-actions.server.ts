import type { RouterContextProvider } from "react-router";
import { formatRupees } from "~/lib/format";
import { fill, parseWith } from "~/lib/forms";
import { formFailure } from "~/platform/form-response.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { storeAdminOrdersContent } from "./content";
import { refundOrder } from "./order-books.server";
import { changeOrderStatus, changePaymentStatus, type StatusChange } from "./orders.server";
import { orderPaymentSchema, orderRefundSchema, orderStatusSchema } from "./schema";

/**
 * The orders desk's actions (/limrakart/admin?tab=orders): parse the form with its schema, call
 * the model once, redirect to `back` with a toast — or answer 4xx with the reason. The caller
 * has checked the role and what staff may post (`staffMayPost`).
 */
type Ctx = Readonly<RouterContextProvider>;
type Values = Record<string, string>;

/**
 * Move an order's status to `to`, if its workflow allows; cancelling or marking it returned
 * needs a reason (400 without, nothing written; decision 035), marking it shipped the courier
 * and, but for a hand delivery, the tracking number (decision 067).
 */
export async function orderStatusAction(context: Ctx, userId: string, v: Values, back: string) {
  const t = ordersText(context);
  const parsed = parseWith(orderStatusSchema(formMessages(context)), v);
  if (!parsed.success) {
    return formFailure(context, {
      status: 400,
      toast: {
        title: t.error,
        description: Object.values(parsed.errors)[0] ?? t.checkChange,
      },
      errors: parsed.errors,
      values: v,
    });
  }
  const { orderId, to, reason, restock, courier, trackingNumber } = parsed.data;
  const shipment = to === "shipped" ? { courier, trackingNumber: trackingNumber || null } : null;
  const result = await changeOrderStatus(orderId, to, userId, { reason, restock, shipment });
  const statuses = storeAdminOrdersContent[getPreferences(context).locale].statuses;
  return statusAnswer(context, result, back, statuses[to]);
}

/**
 * Move an order's payment status to `to`; paid needs the method (cash or UPI with its reference)
 * and books the order's total in the ledger (docs/decisions/034).
 */
export async function paymentStatusAction(context: Ctx, userId: string, v: Values, back: string) {
  const w = storeAdminOrdersContent[getPreferences(context).locale];
  const parsed = parseWith(orderPaymentSchema(w.formMessages), v);
  if (!parsed.success) {
    const first = Object.values(parsed.errors)[0] ?? w.toasts.checkPayment;
    return formFailure(context, {
      status: 400,
      toast: { title: w.toasts.error, description: first },
      errors: parsed.errors,
      values: v,
    });
  }
  const { orderId, to, method, reference } = parsed.data;
  const taken = to === "paid" && method ? { method, reference } : null;
  const result = await changePaymentStatus(orderId, to, userId, taken);
  return statusAnswer(context, result, back, fill(w.paymentBadge, { status: w.payments[to] }));
}

/** Record a refund (method, amount, reason) of a paid order that was cancelled or returned. */
export async function orderRefundAction(context: Ctx, userId: string, v: Values, back: string) {
  const t = ordersText(context);
  const parsed = parseWith(orderRefundSchema(formMessages(context)), v);
  const fail = (status: number, description: string, errors: Record<string, string> = {}) =>
    formFailure(context, { status, toast: { title: t.error, description }, errors, values: v });
  if (!parsed.success)
    return fail(400, Object.values(parsed.errors)[0] ?? t.checkRefund, parsed.errors);
  const { orderId, method, amount, reason } = parsed.data;
  const result = await refundOrder(orderId, { method, amountPaise: amount, reason }, userId);
  if (result.ok)
    return redirectWithToast(back, {
      title: t.refunded,
      description: fill(t.refundedText, {
        amount: formatRupees(result.amountPaise),
        number: result.orderNumber,
      }),
    });
  if (result.reason === "not-found") return fail(404, t.noSuchOrder);
  if (result.reason === "not-refundable") return fail(409, t.notRefundable);
  const most = fill(t.atMost, { amount: formatRupees(result.refundablePaise ?? 0) });
  return fail(400, fill(t.tooMuch, { most }), { amount: most });
}

/** The order actions' answers in the user's language. */
function ordersText(context: Ctx) {
  return storeAdminOrdersContent[getPreferences(context).locale].toasts;
}

/** The order forms' validation messages in the user's language. */
function formMessages(context: Ctx) {
  return storeAdminOrdersContent[getPreferences(context).locale].formMessages;
}

/** Why each refused change is refused, with its status code. */
type Refusal =
  "wasRefunded" | "reasonRequired" | "noSuchOrder" | "notAllowed" | "orderClosed" | "checkChange";
const REFUSED: Record<Exclude<StatusChange, "ok">, [number, Refusal]> = {
  refunded: [409, "wasRefunded"],
  "reason-required": [400, "reasonRequired"],
  "shipment-required": [400, "checkChange"],
  "not-found": [404, "noSuchOrder"],
  "not-allowed": [409, "notAllowed"],
  closed: [409, "orderClosed"],
};

function statusAnswer(context: Ctx, result: StatusChange, back: string, now: string) {
  const t = ordersText(context);
  if (result !== "ok") {
    const [status, why] = REFUSED[result];
    return formFailure(context, { status, toast: { title: t.error, description: t[why] } });
  }
  return redirectWithToast(back, { title: t.updated, description: fill(t.now, { status: now }) });
}
