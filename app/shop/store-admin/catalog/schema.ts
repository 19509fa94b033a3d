import { parseRupeesToPaise } from "~/lib/format";
import { z } from "~/lib/zod";

/** The product form's schema (both admin panels, /admin and /limrakart/admin), shared by the browser and the server. */

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
