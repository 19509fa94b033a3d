import { parseRupeesToPaise } from "~/lib/format";
import { z } from "~/lib/zod";
import type { OrderStatus } from "~/platform/db/schema";
import { isHandDelivery } from "../../content/order-status";
import { ORDER_TRANSITIONS, STATUSES_NEEDING_REASON } from "../../shared/order-workflow";

/** The order desk's schemas (payment, refund, status), shared by the browser and the server. */

/** How the shop took (or gave back) an order's money: the cash book's methods. */
export const ORDER_MONEY_METHODS = ["cash", "upi"] as const;
export type OrderMoneyMethod = (typeof ORDER_MONEY_METHODS)[number];

/**
 * The order forms' messages (store admin): the payment, refund and status forms, in the staff
 * member's language (storeAdminOrdersContent's `formMessages`).
 */
export type OrderFormMessages = {
  noSuchOrder: string; // 'No such order'
  unknownPaymentStatus: string;
  chooseMethod: string; // 'Choose cash or UPI'
  referenceTooLong: string;
  upiReferenceRequired: string;
  refundAmountInvalid: string;
  refundReasonRequired: string;
  reasonTooLong: string;
  unknownOrderStatus: string;
  cancelReasonRequired: string; // 'Give the reason for cancelling the order'
  returnReasonRequired: string;
  courierRequired: string;
  courierTooLong: string;
  trackingRequired: string; // 'Enter the tracking number the courier gave …'
  trackingInvalid: string;
};

/** Marking an order's payment: paid needs the method (cash or UPI; UPI with its reference). */
export function orderPaymentSchema(m: OrderFormMessages) {
  return z
    .object({
      orderId: z.string().min(1, m.noSuchOrder).max(64),
      to: z.enum(["pending", "paid", "failed"], { message: m.unknownPaymentStatus }),
      method: z.preprocess(
        (v) => v || undefined,
        z.enum(ORDER_MONEY_METHODS, { message: m.chooseMethod }).optional(),
      ),
      reference: z.string().trim().max(60, m.referenceTooLong).optional().default(""),
    })
    .superRefine((v, ctx) => {
      if (v.to !== "paid") return;
      if (!v.method) ctx.addIssue({ code: "custom", path: ["method"], message: m.chooseMethod });
      if (v.method === "upi" && !v.reference)
        ctx.addIssue({ code: "custom", path: ["reference"], message: m.upiReferenceRequired });
    });
}

/** A refund of a paid order that was cancelled or returned: method, amount in rupees, reason. */
export function orderRefundSchema(m: OrderFormMessages) {
  return z.object({
    orderId: z.string().min(1, m.noSuchOrder).max(64),
    method: z.enum(ORDER_MONEY_METHODS, { message: m.chooseMethod }),
    amount: z
      .string()
      .trim()
      .transform((v) => parseRupeesToPaise(v) ?? -1)
      .refine((p) => p > 0, m.refundAmountInvalid),
    reason: z.string().trim().min(3, m.refundReasonRequired).max(300, m.reasonTooLong),
  });
}

/**
 * Moving an order's status (store admin, decision 035): cancelling or marking it returned needs
 * the reason (3 to 300 characters); a return's `restock` checkbox puts the items back in stock.
 * Marking it shipped needs the courier, and its tracking number unless it is a hand delivery
 * (decision 067): letters, digits, spaces and dashes, stored upper case without spaces.
 */
export function orderStatusSchema(m: OrderFormMessages) {
  return z
    .object({
      orderId: z.string().min(1, m.noSuchOrder).max(64),
      to: z.enum(Object.keys(ORDER_TRANSITIONS) as [OrderStatus, ...OrderStatus[]], {
        message: m.unknownOrderStatus,
      }),
      reason: z.string().trim().max(300, m.reasonTooLong).optional().default(""),
      restock: z.preprocess((v) => v === "on" || v === "1", z.boolean()),
      courier: z.string().trim().max(60, m.courierTooLong).optional().default(""),
      trackingNumber: z
        .string()
        .optional()
        .default("")
        .transform((v) => v.replace(/\s+/g, "").toUpperCase())
        .refine((v) => /^[A-Z0-9-]{0,40}$/.test(v), m.trackingInvalid),
    })
    .superRefine((v, ctx) => {
      if (STATUSES_NEEDING_REASON.includes(v.to) && v.reason.length < 3)
        ctx.addIssue({
          code: "custom",
          path: ["reason"],
          message: v.to === "cancelled" ? m.cancelReasonRequired : m.returnReasonRequired,
        });
      if (v.to !== "shipped") return;
      if (!v.courier)
        ctx.addIssue({ code: "custom", path: ["courier"], message: m.courierRequired });
      else if (!isHandDelivery(v.courier) && !v.trackingNumber)
        ctx.addIssue({ code: "custom", path: ["trackingNumber"], message: m.trackingRequired });
    });
}
