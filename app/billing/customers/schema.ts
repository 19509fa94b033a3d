import { parseIndianPhone } from "~/lib/phone";
import { z } from "~/lib/zod";
import { type CustomerMessages, customersContent } from "./content";
import { CUSTOMER_FILTERS, CUSTOMER_SORTS, MOVABLE_KINDS } from "./customers";

/** The customers pages' forms and queries, shared by the browser and the server. */

/** The English messages (the schemas' defaults); a request's own come from `customerSchemas`. */
export const CUSTOMER_MESSAGES: CustomerMessages = customersContent.en.messages;

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
const editSchema = (M: CustomerMessages) =>
  z.object({
    name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(120, M.nameTooLong),
    otherPhone: z
      .string()
      .trim()
      .optional()
      .transform((v, ctx) => {
        if (!v) return null;
        const phone = parseIndianPhone(v);
        if (!phone) {
          ctx.addIssue({ code: "custom", message: M.phoneInvalid });
          return z.NEVER;
        }
        return phone.e164;
      }),
    address: optionalText(300, M.addressTooLong),
    email: z
      .string()
      .trim()
      .optional()
      .transform((v, ctx) => {
        if (!v) return null;
        if (v.length > 200 || !z.regexes.email.test(v)) {
          ctx.addIssue({ code: "custom", message: M.emailInvalid });
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
          ctx.addIssue({ code: "custom", message: M.gstinInvalid });
          return z.NEVER;
        }
        return gstin;
      }),
    language: z.enum(["en", "ta"], { error: M.languageInvalid }),
    notes: optionalText(1000, M.notesTooLong),
  });

const noteSchema = (M: CustomerMessages) =>
  z.object({
    body: z
      .string({ error: M.noteRequired })
      .trim()
      .min(1, M.noteRequired)
      .max(1000, M.noteTooLong),
  });

const mergeSchema = (M: CustomerMessages) =>
  z.object({
    duplicateId: z
      .string({ error: M.duplicateRequired })
      .trim()
      .min(1, M.duplicateRequired)
      .max(100, M.duplicateRequired),
  });

/** Move one bill, request or order to the customer of another phone number. */
const moveSchema = (M: CustomerMessages) =>
  z.object({
    kind: z.enum(MOVABLE_KINDS, { error: M.recordInvalid }),
    recordId: z
      .string({ error: M.recordInvalid })
      .trim()
      .min(1, M.recordInvalid)
      .max(100, M.recordInvalid),
    phone: z
      .string({ error: M.phoneRequired })
      .trim()
      .min(1, M.phoneRequired)
      .transform((v, ctx) => {
        const phone = parseIndianPhone(v);
        if (!phone) {
          ctx.addIssue({ code: "custom", message: M.phoneInvalid });
          return z.NEVER;
        }
        return phone.e164;
      }),
  });

/** The customer page's form schemas with the messages of one language. */
export function customerSchemas(M: CustomerMessages) {
  return { edit: editSchema(M), note: noteSchema(M), merge: mergeSchema(M), move: moveSchema(M) };
}

const english = customerSchemas(CUSTOMER_MESSAGES);
export const customerEditSchema = english.edit;
export type CustomerEditInput = z.output<typeof customerEditSchema>;
export const customerMoveSchema = english.move;
export type CustomerMoveInput = z.output<typeof customerMoveSchema>;
