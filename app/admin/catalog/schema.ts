import { z } from "zod";
import { parseRupeesToPaise } from "~/lib/format";
import { type GalleryCategory, isGalleryCategory } from "~/site";

/** The admin catalog's forms (services, gallery items), shared by the page and the server. */

export const CATALOG_MESSAGES = {
  serviceNameRequired: "Service name is required",
  galleryTitleRequired: "Gallery title is required",
  categoryRequired: "Please choose a category",
  imageRequired: "Please choose an image",
  priceInvalid: "Please enter the price in rupees, e.g. 250 or 249.50",
  sortOrderInvalid: "Position must be a whole number, e.g. 10",
  tooManyItems: "Please keep this to 20 entries of at most 200 characters each",
  tooLong: "This is too long",
} as const;
export type CatalogMessageKey = keyof typeof CATALOG_MESSAGES;
const m = CATALOG_MESSAGES;

/** Text that must be given (trimmed), reported with `message` when missing. */
const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, m.tooLong);

/** The English description: trimmed, may be empty (kept as ""). */
const descriptionText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, m.tooLong)
    .optional()
    .transform((v) => v ?? "");

/** Optional free text: trimmed, empty becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, m.tooLong)
    .optional()
    .transform((v) => v || null);

/** Entries typed one per line (and, for tags, also comma-separated): trimmed, no blanks or repeats. */
const entryList = (separator: RegExp) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const entries = [
        ...new Set(
          (v ?? "")
            .split(separator)
            .map((e) => e.trim())
            .filter(Boolean),
        ),
      ];
      if (entries.length > 20 || entries.some((e) => e.length > 200)) {
        ctx.addIssue({ code: "custom", message: m.tooManyItems });
        return z.NEVER;
      }
      return entries;
    });

const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true");

/** The position among the others (lower first); empty lets the save choose. */
const sortOrder = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const s = (v ?? "").trim();
    if (!s) return null;
    if (!/^-?\d{1,6}$/.test(s)) {
      ctx.addIssue({ code: "custom", message: m.sortOrderInvalid });
      return z.NEVER;
    }
    return Number(s);
  });

export const serviceSchema = z.object({
  name: requiredText(m.serviceNameRequired, 150),
  nameTa: optionalText(150),
  description: descriptionText(2000),
  descriptionTa: optionalText(3000),
  features: entryList(/\r?\n/),
  featuresTa: entryList(/\r?\n/),
  turnaround: optionalText(100),
  turnaroundTa: optionalText(150),
  price: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v?.trim()) return null;
      const paise = parseRupeesToPaise(v);
      if (paise === null) {
        ctx.addIssue({ code: "custom", message: m.priceInvalid });
        return z.NEVER;
      }
      return paise;
    }),
  sortOrder,
  active: checkbox,
  removeImage: checkbox,
});
export type ServiceInput = z.output<typeof serviceSchema>;

export const gallerySchema = z.object({
  title: requiredText(m.galleryTitleRequired, 150),
  titleTa: optionalText(150),
  description: descriptionText(1000),
  descriptionTa: optionalText(1500),
  category: z
    .string({ error: m.categoryRequired })
    .refine(isGalleryCategory, m.categoryRequired)
    .transform((v) => v as GalleryCategory),
  tags: entryList(/[,\r\n]/),
  tagsTa: entryList(/[,\r\n]/),
  sortOrder,
  active: checkbox,
});
export type GalleryInput = z.output<typeof gallerySchema>;
