import { z } from "~/lib/zod";
import { parseRupeesToPaise } from "~/lib/format";

/**
 * The godown item form, shared by the page (labels, limits) and the server (what is stored).
 * Item name, category and quantity are required; quantity and min stock are whole numbers; the
 * unit price is rupees with at most two decimals; nothing is negative. The total value is not a
 * field: the server computes it (quantity × unit price) on every save.
 */
export const GODOWN_MESSAGES = {
  itemNameRequired: "Item name is required",
  categoryRequired: "Category is required",
  quantityRequired: "Quantity is required",
  wholeNumber: "Enter a whole number, 0 or more",
  priceInvalid: "Enter a price in rupees, e.g. 25 or 24.50 (not negative)",
  valueTooLarge: "Quantity × price is too large",
  tooLong: "This is too long",
  added: "Item added successfully!",
  addFailed: "Failed to add item",
  updated: "Item updated successfully!",
  updateFailed: "Failed to update item",
  deleted: "Item deleted successfully!",
  deleteFailed: "Failed to delete item",
  fetchFailed: "Failed to fetch godown items",
  deleteConfirm: "Are you sure you want to delete this item?",
} as const;

export const GODOWN_PAGE_SIZE = 25;
/** The Low Stock Alert panel lists this many items, then 'and N more'. */
export const LOW_STOCK_PANEL_LIMIT = 50;

/** The database's integer columns are 32-bit on PostgreSQL: more would fail there with a 500. */
const INT32_MAX = 2_147_483_647;

/** The spec's status: Low Stock at or below the minimum (0 when none is set), else In Stock. */
export function isLowStock(quantity: number, minimumStock: number | null | undefined): boolean {
  return quantity <= (minimumStock ?? 0);
}

function wholeNumber(required: boolean) {
  return z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = (v ?? "").trim();
      if (!text) {
        if (required) ctx.addIssue({ code: "custom", message: GODOWN_MESSAGES.quantityRequired });
        return 0;
      }
      const n = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
      if (!Number.isSafeInteger(n) || n > INT32_MAX) {
        ctx.addIssue({ code: "custom", message: GODOWN_MESSAGES.wholeNumber });
        return z.NEVER;
      }
      return n;
    });
}

function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, GODOWN_MESSAGES.tooLong)
    .optional()
    .transform((v) => v || null);
}

export const godownItemSchema = z
  .object({
    itemName: z
      .string({ error: GODOWN_MESSAGES.itemNameRequired })
      .trim()
      .min(1, GODOWN_MESSAGES.itemNameRequired)
      .max(120, GODOWN_MESSAGES.tooLong),
    category: z
      .string({ error: GODOWN_MESSAGES.categoryRequired })
      .trim()
      .min(1, GODOWN_MESSAGES.categoryRequired)
      .max(80, GODOWN_MESSAGES.tooLong),
    quantity: wholeNumber(true),
    minimumStock: wholeNumber(false),
    unitPrice: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const text = (v ?? "").trim();
        if (!text) return 0;
        const paise = parseRupeesToPaise(text);
        if (paise === null || paise > INT32_MAX) {
          ctx.addIssue({ code: "custom", message: GODOWN_MESSAGES.priceInvalid });
          return z.NEVER;
        }
        return paise;
      }),
    location: optionalText(120),
    supplier: optionalText(120),
    /** Why the quantity changed (kept with the stock movement; optional). */
    note: optionalText(200),
  })
  .superRefine((v, ctx) => {
    // The total value must stay an exact integer number of paise.
    if (v.quantity * v.unitPrice > Number.MAX_SAFE_INTEGER) {
      ctx.addIssue({ code: "custom", path: ["unitPrice"], message: GODOWN_MESSAGES.valueTooLarge });
    }
  });

export type GodownItemInput = z.output<typeof godownItemSchema>;
