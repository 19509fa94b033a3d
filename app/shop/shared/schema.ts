import { parseRupeesToPaise } from "~/lib/format";
import { normalizeIndianPhone } from "~/lib/phone";
import { z } from "~/lib/zod";
import type { OrderStatus } from "~/platform/db/schema";
import type { ShopContent } from "../content/types";
import { isHandDelivery } from "../content/order-status";
import { ORDER_TRANSITIONS, STATUSES_NEEDING_REASON } from "./order-workflow";

/**
 * The shop's validation schemas, shared by the browser and the server: the product form (both
 * admin panels), the checkout's delivery details and the help page's contact message.
 */

export type ProductMessages = {
  nameRequired: string; // 'Product name is required'
  priceInvalid: string;
  categoryRequired: string;
  stockInvalid: string;
  shelfLifeInvalid: string;
  tooLong: string;
};

const optional = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v || null);

/** The product form (both admin panels): price in rupees with up to two decimals → paise. */
export function productSchema(m: ProductMessages) {
  return z.object({
    name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(150, m.tooLong),
    nameTa: optional(150, m.tooLong),
    shortDescription: optional(200, m.tooLong),
    shortDescriptionTa: optional(300, m.tooLong),
    description: optional(4000, m.tooLong),
    descriptionTa: optional(6000, m.tooLong),
    price: z.string({ error: m.priceInvalid }).transform((v, ctx) => {
      const paise = parseRupeesToPaise(v);
      if (paise === null) {
        ctx.addIssue({ code: "custom", message: m.priceInvalid });
        return z.NEVER;
      }
      return paise;
    }),
    stock: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (!v?.trim()) return 0;
        if (!/^\d{1,7}$/.test(v.trim())) {
          ctx.addIssue({ code: "custom", message: m.stockInvalid });
          return z.NEVER;
        }
        return Number(v.trim());
      }),
    categoryId: z.string({ error: m.categoryRequired }).min(1, m.categoryRequired),
    active: z
      .string()
      .optional()
      .transform((v) => v === "on" || v === "true"),
    /** Checkout asks each line for artwork (docs/decisions/037). */
    requiresArtwork: z
      .string()
      .optional()
      .transform((v) => v === "on" || v === "true"),
    /** "0": made to order, no stock count (decision 063); anything else (or none): counted. */
    tracksStock: z
      .string()
      .optional()
      .transform((v) => v !== "0"),
    weight: optional(30, m.tooLong),
    shelfLifeMonths: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (!v?.trim()) return null;
        if (!/^\d{1,3}$/.test(v.trim()) || Number(v) < 1) {
          ctx.addIssue({ code: "custom", message: m.shelfLifeInvalid });
          return z.NEVER;
        }
        return Number(v.trim());
      }),
    paymentButtonId: optional(100, m.tooLong),
    /** The godown item that is the same stock (decision 036); empty: the product's own count. */
    godownItemId: optional(64, m.tooLong),
  });
}

export type ProductInput = z.output<ReturnType<typeof productSchema>>;

/** How a LimraKart order can be paid: cash on delivery, or UPI to the shop's UPI ID. */
export const ORDER_PAYMENT_METHODS = ["cod", "upi"] as const;

/**
 * The checkout's delivery details (phone normalised to +91…, email lower-cased), the payment
 * method (cash on delivery when the form sends none) and its token. UPI is refused while the shop
 * has no UPI ID (`upiAvailable` false).
 */
export function checkoutSchema(
  c: ShopContent["checkout"],
  { upiAvailable }: { upiAvailable: boolean } = { upiAvailable: false },
) {
  return z.object({
    name: z.string().trim().min(1, c.nameRequired).max(100, c.nameRequired),
    phone: z
      .string()
      .trim()
      .min(1, c.phoneInvalid)
      .transform((v, ctx) => {
        const phone = normalizeIndianPhone(v);
        if (!phone) {
          ctx.addIssue({ code: "custom", message: c.phoneInvalid });
          return z.NEVER;
        }
        return phone;
      }),
    email: z
      .string()
      .trim()
      .min(1, c.emailInvalid)
      .max(254, c.emailInvalid)
      .pipe(z.email(c.emailInvalid))
      .transform((v) => v.toLowerCase()),
    address: z.string().trim().min(1, c.addressRequired).max(500, c.addressRequired),
    pinCode: z
      .string()
      .trim()
      .regex(/^[1-9][0-9]{5}$/, c.pinInvalid),
    paymentMethod: z
      .enum(ORDER_PAYMENT_METHODS, { error: c.paymentInvalid })
      .default("cod")
      .refine((m) => m !== "upi" || upiAvailable, c.upiUnavailable),
    token: z.string().uuid(),
  });
}

/** The checkout fields whose absence earns the 'missing information' toast. */
export const CHECKOUT_REQUIRED = ["name", "phone", "email", "address", "pinCode"];

export type HelpMessages = { nameRequired: string; emailInvalid: string; messageRequired: string };

/** The help page's 'Still need help?' message. */
export function helpMessageSchema(m: HelpMessages) {
  return z.object({
    name: z.string().trim().min(1, m.nameRequired).max(100),
    email: z.string().trim().pipe(z.email(m.emailInvalid)),
    subject: z.string().trim().max(200).optional(),
    message: z.string().trim().min(1, m.messageRequired).max(5000),
  });
}

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
