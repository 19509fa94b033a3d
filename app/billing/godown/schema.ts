import { z } from "~/lib/zod";
import { parseRupeesToPaise } from "~/lib/format";
import { type GodownMessages, godownContent } from "./content";

/**
 * The godown item form, shared by the page (labels, limits) and the server (what is stored).
 * Item name, category and quantity are required; quantity and min stock are whole numbers; the
 * unit price is rupees with at most two decimals; nothing is negative. The total value is not a
 * field: the server computes it (quantity × unit price) on every save.
 */
export const GODOWN_MESSAGES: GodownMessages = godownContent.en.messages;

export const GODOWN_PAGE_SIZE = 25;
/** The Low Stock Alert panel lists this many items, then 'and N more'. */
export const LOW_STOCK_PANEL_LIMIT = 50;

/** The database's integer columns are 32-bit on PostgreSQL: more would fail there with a 500. */
const INT32_MAX = 2_147_483_647;

/** The spec's status: Low Stock at or below the minimum (0 when none is set), else In Stock. */
export function isLowStock(quantity: number, minimumStock: number | null | undefined): boolean {
  return quantity <= (minimumStock ?? 0);
}

function wholeNumber(required: boolean, M: GodownMessages) {
  return z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = (v ?? "").trim();
      if (!text) {
        if (required) ctx.addIssue({ code: "custom", message: M.quantityRequired });
        return 0;
      }
      const n = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
      if (!Number.isSafeInteger(n) || n > INT32_MAX) {
        ctx.addIssue({ code: "custom", message: M.wholeNumber });
        return z.NEVER;
      }
      return n;
    });
}

function optionalText(max: number, M: GodownMessages) {
  return z
    .string()
    .trim()
    .max(max, M.tooLong)
    .optional()
    .transform((v) => v || null);
}

/** The item form's schema with the messages of one language. */
export const godownItemSchemaFor = (M: GodownMessages) =>
  z
    .object({
      itemName: z
        .string({ error: M.itemNameRequired })
        .trim()
        .min(1, M.itemNameRequired)
        .max(120, M.tooLong),
      category: z
        .string({ error: M.categoryRequired })
        .trim()
        .min(1, M.categoryRequired)
        .max(80, M.tooLong),
      quantity: wholeNumber(true, M),
      minimumStock: wholeNumber(false, M),
      unitPrice: z
        .string()
        .optional()
        .transform((v, ctx) => {
          const text = (v ?? "").trim();
          if (!text) return 0;
          const paise = parseRupeesToPaise(text);
          if (paise === null || paise > INT32_MAX) {
            ctx.addIssue({ code: "custom", message: M.priceInvalid });
            return z.NEVER;
          }
          return paise;
        }),
      location: optionalText(120, M),
      supplier: optionalText(120, M),
      /** Why the quantity changed (kept with the stock movement; optional). */
      note: optionalText(200, M),
    })
    .superRefine((v, ctx) => {
      // The total value must stay an exact integer number of paise.
      if (v.quantity * v.unitPrice > Number.MAX_SAFE_INTEGER) {
        ctx.addIssue({ code: "custom", path: ["unitPrice"], message: M.valueTooLarge });
      }
    });

export const godownItemSchema = godownItemSchemaFor(GODOWN_MESSAGES);

export type GodownItemInput = z.output<typeof godownItemSchema>;
