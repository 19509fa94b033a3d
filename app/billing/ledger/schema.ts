import { z } from "zod";
import { positivePaiseField } from "~/lib/zod-fields";
import { PAYMENT_METHODS } from "../money";
import {
  CATEGORY_MAX,
  DESCRIPTION_MAX,
  LEDGER_MESSAGES,
  LEDGER_TYPES,
  PAYEE_MAX,
  isRefundCategory,
} from "./ledger";

/** The ledger's add-a-record form, shared by the page and the server. */

/** The messages in one language (content.ts has them in English and Tamil). */
export type LedgerMessages = Record<keyof typeof LEDGER_MESSAGES, string>;

/** The form's schema answering in the given messages' language. */
export const ledgerRecordSchemaIn = (m: LedgerMessages) =>
  z
    .object({
      type: z.enum(LEDGER_TYPES, { error: m.typeRequired }),
      category: z
        .string({ error: m.categoryRequired })
        .trim()
        .min(1, m.categoryRequired)
        .max(CATEGORY_MAX, m.categoryTooLong),
      description: z
        .string({ error: m.descriptionRequired })
        .trim()
        .min(1, m.descriptionRequired)
        .max(DESCRIPTION_MAX, m.descriptionTooLong),
      amount: positivePaiseField(m.amountRequired, m.amountInvalid, m.amountGrouping),
      /** How it was paid (the payments' methods, decision 071); cash when not sent. */
      method: z.enum(PAYMENT_METHODS, { error: m.methodInvalid }).default("cash"),
      /** Optional: who was paid (an expense) or who paid (income). */
      payee: z
        .string()
        .trim()
        .max(PAYEE_MAX, m.payeeTooLong)
        .optional()
        .transform((v) => v || null),
      /** Optional: the number of a bill (e.g. BILL0042) the record belongs to. */
      billNumber: z
        .string()
        .trim()
        .max(30, m.billNotFound)
        .optional()
        .transform((v) => v || null),
    })
    .superRefine((v, ctx) => {
      // A refund is money out (decision 060): an income record cannot be one.
      if (v.type === "income" && isRefundCategory(v.category))
        ctx.addIssue({ code: "custom", path: ["category"], message: m.incomeRefund });
    });

export const ledgerRecordSchema = ledgerRecordSchemaIn(LEDGER_MESSAGES);

export type LedgerRecordInput = z.output<typeof ledgerRecordSchema>;
