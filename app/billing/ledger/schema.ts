import { z } from "zod";
import { parseRupeesToPaise } from "~/lib/format";
import { CATEGORY_MAX, DESCRIPTION_MAX, LEDGER_MESSAGES, LEDGER_TYPES } from "./ledger";

/** The ledger's add-a-record form, shared by the page and the server. */

/** Paise above 0; at most the 32-bit integer the paise columns hold on PostgreSQL. */
const MAX_PAISE = 2_147_483_647;

export const ledgerRecordSchema = z.object({
  type: z.enum(LEDGER_TYPES, { error: LEDGER_MESSAGES.typeRequired }),
  category: z
    .string({ error: LEDGER_MESSAGES.categoryRequired })
    .trim()
    .min(1, LEDGER_MESSAGES.categoryRequired)
    .max(CATEGORY_MAX, LEDGER_MESSAGES.categoryTooLong),
  description: z
    .string({ error: LEDGER_MESSAGES.descriptionRequired })
    .trim()
    .min(1, LEDGER_MESSAGES.descriptionRequired)
    .max(DESCRIPTION_MAX, LEDGER_MESSAGES.descriptionTooLong),
  amount: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = (v ?? "").trim();
      if (!text) {
        ctx.addIssue({ code: "custom", message: LEDGER_MESSAGES.amountRequired });
        return z.NEVER;
      }
      const paise = parseRupeesToPaise(text);
      if (paise === null || paise <= 0 || paise > MAX_PAISE) {
        ctx.addIssue({ code: "custom", message: LEDGER_MESSAGES.amountInvalid });
        return z.NEVER;
      }
      return paise;
    }),
  /** Optional: the number of a bill (e.g. BILL0042) the record belongs to. */
  billNumber: z
    .string()
    .trim()
    .max(30, LEDGER_MESSAGES.billNotFound)
    .optional()
    .transform((v) => v || null),
});

export type LedgerRecordInput = z.output<typeof ledgerRecordSchema>;
