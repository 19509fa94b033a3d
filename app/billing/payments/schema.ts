import { z } from "zod";
import { dayField, formKeyField, positivePaiseField, todayInIndia } from "~/lib/zod-fields";
import type { Locale } from "~/lib/i18n/i18n";
import { PAYMENT_METHODS } from "../money";
import { paymentCopy, type PaymentMessagesCopy } from "./content";

/** The forms of the payments sub-feature (add a payment, void one), shared by page and server. */

export type PaymentMessages = PaymentMessagesCopy;

/** The messages in English, as the pages always said them; paymentCopy[locale].messages else. */
export const PAYMENT_MESSAGES: PaymentMessages = paymentCopy.en.messages;

/** Methods whose payments carry a reference staff can check later (UPI UTR, cheque number). */
export const REFERENCE_REQUIRED = new Set(["upi", "cheque"]);

function paymentSchemaWith(m: PaymentMessages) {
  return z
    .object({
      amount: positivePaiseField(m.amountRequired, m.amountInvalid, m.amountGrouping),
      method: z.enum(PAYMENT_METHODS, { error: m.methodInvalid }),
      reference: z
        .string()
        .trim()
        .max(100, m.tooLong)
        .optional()
        .transform((v) => v || null),
      note: z
        .string()
        .trim()
        .max(500, m.tooLong)
        .optional()
        .transform((v) => v || null),
      /** yyyy-mm-dd in Asia/Kolkata, a real day from 2000 to today; empty = now. */
      date: dayField(
        { invalid: m.dateInvalid, early: m.dateEarly, late: m.dateFuture, future: m.dateFuture },
        todayInIndia,
      ).transform((v) => v ?? null),
      /** The Add payment form's key: the same key sent twice is one payment (decision 062). */
      idempotencyKey: formKeyField(m.keyInvalid),
    })
    .superRefine((v, ctx) => {
      if (REFERENCE_REQUIRED.has(v.method) && !v.reference) {
        ctx.addIssue({
          code: "custom",
          path: ["reference"],
          message: m.referenceRequired,
        });
      }
    });
}

const paymentSchemas: Partial<Record<Locale, ReturnType<typeof paymentSchemaWith>>> = {};

/** The Add payment form's schema, answering in the request's language. */
export function paymentSchemaFor(locale: Locale) {
  return (paymentSchemas[locale] ??= paymentSchemaWith(paymentCopy[locale].messages));
}

export const paymentSchema = paymentSchemaFor("en");

export type PaymentInput = z.output<typeof paymentSchema>;

/** Voiding a payment: the reason, 3–300 characters (messages in the language). */
export function voidSchemaFor(locale: Locale) {
  const m = paymentCopy[locale].messages;
  return z.object({
    reason: z
      .string({ error: m.reasonRequired })
      .trim()
      .min(3, m.reasonRequired)
      .max(300, m.tooLong),
  });
}

export const voidSchema = voidSchemaFor("en");
