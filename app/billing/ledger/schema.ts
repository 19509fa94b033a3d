import { z } from "zod";
import { positivePaiseField } from "~/lib/zod-fields";
import { CATEGORY_MAX, DESCRIPTION_MAX, LEDGER_MESSAGES, LEDGER_TYPES } from "./ledger";

/** The ledger's add-a-record form, shared by the page and the server. */

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
  amount: positivePaiseField(LEDGER_MESSAGES.amountRequired, LEDGER_MESSAGES.amountInvalid),
  /** Optional: the number of a bill (e.g. BILL0042) the record belongs to. */
  billNumber: z
    .string()
    .trim()
    .max(30, LEDGER_MESSAGES.billNotFound)
    .optional()
    .transform((v) => v || null),
});

export type LedgerRecordInput = z.output<typeof ledgerRecordSchema>;
