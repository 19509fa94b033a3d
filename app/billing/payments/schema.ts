import { z } from "zod";
import { positivePaiseField } from "~/lib/zod-fields";
import { PAYMENT_METHODS } from "../money";

/** The forms of the payments sub-feature (add a payment, void one), shared by page and server. */

export const PAYMENT_MESSAGES = {
  amountRequired: "Amount is required",
  amountInvalid: "Enter an amount in rupees above 0, e.g. 250 or 249.50",
  methodInvalid: "Choose how the customer paid",
  referenceRequired: "Enter the UPI reference (UTR) or cheque number",
  tooLong: "This is too long",
  dateInvalid: "Enter the date the money came in (not in the future)",
  reasonRequired: "Say why this payment is voided",
  billNotFound: "This bill does not exist (it may have been deleted).",
  billCancelled: "This bill is cancelled: it takes no payments.",
  paymentNotFound: "This payment does not exist.",
  alreadyVoided: "This payment is already voided.",
  alreadyRefunded:
    "This bill was cancelled and its payments refunded: the refund already gave this money back.",
  recorded: "Payment recorded",
  voided: "Payment voided",
} as const;

/** Methods whose payments carry a reference staff can check later (UPI UTR, cheque number). */
export const REFERENCE_REQUIRED = new Set(["upi", "cheque"]);

export const paymentSchema = z
  .object({
    amount: positivePaiseField(PAYMENT_MESSAGES.amountRequired, PAYMENT_MESSAGES.amountInvalid),
    method: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.methodInvalid }),
    reference: z
      .string()
      .trim()
      .max(100, PAYMENT_MESSAGES.tooLong)
      .optional()
      .transform((v) => v || null),
    note: z
      .string()
      .trim()
      .max(500, PAYMENT_MESSAGES.tooLong)
      .optional()
      .transform((v) => v || null),
    /** yyyy-mm-dd in Asia/Kolkata; empty = now. */
    date: z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || /^\d{4}-\d{2}-\d{2}$/.test(v), PAYMENT_MESSAGES.dateInvalid)
      .transform((v) => v || null),
  })
  .superRefine((v, ctx) => {
    if (REFERENCE_REQUIRED.has(v.method) && !v.reference) {
      ctx.addIssue({
        code: "custom",
        path: ["reference"],
        message: PAYMENT_MESSAGES.referenceRequired,
      });
    }
  });

export type PaymentInput = z.output<typeof paymentSchema>;

export const voidSchema = z.object({
  reason: z
    .string({ error: PAYMENT_MESSAGES.reasonRequired })
    .trim()
    .min(3, PAYMENT_MESSAGES.reasonRequired)
    .max(300, PAYMENT_MESSAGES.tooLong),
});
