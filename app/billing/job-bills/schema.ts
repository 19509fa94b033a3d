import { z } from "zod";
import type { Locale } from "~/lib/i18n/i18n";
import { formKeyField, nonNegativePaiseField } from "~/lib/zod-fields";
import { PAYMENT_METHODS } from "../money";
import { paymentCopy } from "../payments";

/**
 * The form that bills a print job (decision 101): the advance taken now (0 for none), how it was
 * paid (a UPI or cheque advance carries its reference), and the form's key (decision 062).
 */
function jobBillSchemaWith(locale: Locale) {
  const m = paymentCopy[locale].messages;
  return z
    .object({
      advance: nonNegativePaiseField(m.amountRequired, m.amountInvalid, m.amountGrouping),
      method: z.enum(PAYMENT_METHODS, { error: m.methodInvalid }),
      reference: z
        .string()
        .trim()
        .max(100, m.tooLong)
        .optional()
        .transform((v) => v || null),
      idempotencyKey: formKeyField(m.keyInvalid),
    })
    .superRefine((v, ctx) => {
      if (v.advance > 0 && (v.method === "upi" || v.method === "cheque") && !v.reference) {
        ctx.addIssue({ code: "custom", path: ["reference"], message: m.referenceRequired });
      }
    });
}

const schemas: Partial<Record<Locale, ReturnType<typeof jobBillSchemaWith>>> = {};

export function jobBillSchemaFor(locale: Locale) {
  return (schemas[locale] ??= jobBillSchemaWith(locale));
}
