import { parseIndianPhone } from "~/lib/phone";
import { z } from "~/lib/zod";
import { CUSTOMER_FILTERS, CUSTOMER_SORTS, MOVABLE_KINDS } from "./customers";

/** The customers pages' forms and queries, shared by the browser and the server. */

export const CUSTOMER_MESSAGES = {
  nameRequired: "Enter the customer's name",
  nameTooLong: "The name is too long (at most 120 characters)",
  phoneInvalid: "Enter an Indian phone number, e.g. 98765 43210 or 0452 234 5678",
  phoneRequired: "Enter the phone number of the customer to move it to",
  addressTooLong: "The address is too long (at most 300 characters)",
  emailInvalid: "Please enter a valid e-mail address, e.g. hello@example.com",
  gstinInvalid: "Enter a valid 15-character GSTIN, e.g. 33AAPFU0939F1Z2",
  languageInvalid: "Choose English or Tamil",
  notesTooLong: "The notes are too long (at most 1000 characters)",
  noteRequired: "Write the note",
  noteTooLong: "The note is too long (at most 1000 characters)",
  duplicateRequired: "Choose the duplicate customer to merge",
  recordInvalid: "Choose a bill, request or order to move",
  intentInvalid: "Unknown action",
  notFound: "Customer not found",
  loadFailed: "Failed to fetch the customer",
  listFailed: "Failed to fetch customers",
  saveFailed: "Failed to save the customer",
  saved: "Customer saved",
  noteSaved: "Note added",
  merged: "Customers merged",
  moved: "Moved to the other customer",
  mergeSelf: "A customer cannot be merged into itself",
  mergeMerged: "That customer was already merged into another one",
  mergeMissing: "That customer no longer exists",
  moveSame: "That number belongs to this customer already",
  moveNoCustomer: "No customer could be found or made for that number",
  moveMissing: "That record does not belong to this customer any more",
} as const;

const GSTIN_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * True for a GSTIN of the Indian format (state code, PAN, entity number, "Z", check character)
 * whose last character is the right check character (the GSTN's base-36 checksum).
 */
export function isValidGstin(gstin: string): boolean {
  if (!GSTIN_SHAPE.test(gstin)) return false;
  const state = Number(gstin.slice(0, 2));
  if (state < 1 || (state > 38 && state !== 97 && state !== 99)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(gstin[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] === gstin[14];
}

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v || null);

/** The list's URL: search, sort, direction, filter, page; anything unknown falls back. */
export const customerListSchema = z.object({
  q: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim().slice(0, 100)),
  sort: z.enum(CUSTOMER_SORTS).catch("balance").default("balance"),
  dir: z.enum(["asc", "desc"]).optional().catch(undefined),
  filter: z.enum(CUSTOMER_FILTERS).catch("all").default("all"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type CustomerListQuery = z.output<typeof customerListSchema>;

/** The edit form: name, other phone, address, e-mail, GSTIN, language, notes. */
export const customerEditSchema = z.object({
  name: z
    .string({ error: CUSTOMER_MESSAGES.nameRequired })
    .trim()
    .min(1, CUSTOMER_MESSAGES.nameRequired)
    .max(120, CUSTOMER_MESSAGES.nameTooLong),
  otherPhone: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const phone = parseIndianPhone(v);
      if (!phone) {
        ctx.addIssue({ code: "custom", message: CUSTOMER_MESSAGES.phoneInvalid });
        return z.NEVER;
      }
      return phone.e164;
    }),
  address: optionalText(300, CUSTOMER_MESSAGES.addressTooLong),
  email: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      if (v.length > 200 || !z.regexes.email.test(v)) {
        ctx.addIssue({ code: "custom", message: CUSTOMER_MESSAGES.emailInvalid });
        return z.NEVER;
      }
      return v;
    }),
  gstin: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const gstin = (v ?? "").replace(/\s+/g, "").toUpperCase();
      if (!gstin) return null;
      if (!isValidGstin(gstin)) {
        ctx.addIssue({ code: "custom", message: CUSTOMER_MESSAGES.gstinInvalid });
        return z.NEVER;
      }
      return gstin;
    }),
  language: z.enum(["en", "ta"], { error: CUSTOMER_MESSAGES.languageInvalid }),
  notes: optionalText(1000, CUSTOMER_MESSAGES.notesTooLong),
});
export type CustomerEditInput = z.output<typeof customerEditSchema>;

export const customerNoteSchema = z.object({
  body: z
    .string({ error: CUSTOMER_MESSAGES.noteRequired })
    .trim()
    .min(1, CUSTOMER_MESSAGES.noteRequired)
    .max(1000, CUSTOMER_MESSAGES.noteTooLong),
});

export const customerMergeSchema = z.object({
  duplicateId: z
    .string({ error: CUSTOMER_MESSAGES.duplicateRequired })
    .trim()
    .min(1, CUSTOMER_MESSAGES.duplicateRequired)
    .max(100, CUSTOMER_MESSAGES.duplicateRequired),
});

/** Move one bill, request or order to the customer of another phone number. */
export const customerMoveSchema = z.object({
  kind: z.enum(MOVABLE_KINDS, { error: CUSTOMER_MESSAGES.recordInvalid }),
  recordId: z
    .string({ error: CUSTOMER_MESSAGES.recordInvalid })
    .trim()
    .min(1, CUSTOMER_MESSAGES.recordInvalid)
    .max(100, CUSTOMER_MESSAGES.recordInvalid),
  phone: z
    .string({ error: CUSTOMER_MESSAGES.phoneRequired })
    .trim()
    .min(1, CUSTOMER_MESSAGES.phoneRequired)
    .transform((v, ctx) => {
      const phone = parseIndianPhone(v);
      if (!phone) {
        ctx.addIssue({ code: "custom", message: CUSTOMER_MESSAGES.phoneInvalid });
        return z.NEVER;
      }
      return phone.e164;
    }),
});
export type CustomerMoveInput = z.output<typeof customerMoveSchema>;
