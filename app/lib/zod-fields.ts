import { parseRupeesToPaise } from "./format";
import { normalizeIndianPhone } from "./phone";
import { z } from "./zod";

/**
 * Form fields used by several features' schemas (browser and server), with the messages given
 * by the caller so each form speaks its page's language.
 */

/** Turns a phone number as typed into the stored form (+91 and 10 digits), or reports `invalid`. */
function toIndianPhone(invalid: string) {
  return (v: string, ctx: { addIssue(issue: { code: "custom"; message: string }): void }) => {
    const phone = normalizeIndianPhone(v);
    if (!phone) {
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    return phone;
  };
}

/** An Indian phone number that must be given. */
export function requiredPhoneField(required: string, invalid: string) {
  return z.string({ error: required }).trim().min(1, required).transform(toIndianPhone(invalid));
}

/** An Indian phone number that may be left empty (then null). */
export function optionalPhoneField(invalid: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => (v ? toIndianPhone(invalid)(v, ctx) : null));
}

/**
 * The most paise one amount may be (₹2,14,74,836.47): far above any one bill or payment here. The
 * columns are 64-bit (migration 0025), so the sums of many such amounts are stored too.
 */
const MAX_PAISE = 2_147_483_647;

/** An amount in rupees that must be given, from `min` paise up to MAX_PAISE, as paise. */
function paiseField(required: string, invalid: string, min: number) {
  return z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = (v ?? "").trim();
      if (!text) {
        ctx.addIssue({ code: "custom", message: required });
        return z.NEVER;
      }
      const paise = parseRupeesToPaise(text);
      if (paise === null || paise < min || paise > MAX_PAISE) {
        ctx.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return paise;
    });
}

/** An amount in rupees that must be given and be above 0 (at most MAX_PAISE), as paise. */
export function positivePaiseField(required: string, invalid: string) {
  return paiseField(required, invalid, 1);
}

/** An amount in rupees that must be given and may be 0 (a cash count of an empty drawer). */
export function nonNegativePaiseField(required: string, invalid: string) {
  return paiseField(required, invalid, 0);
}

const FORM_KEY = /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i;

/**
 * A form's key (a UUID made when the form opened, in a hidden field): the same key sent twice is
 * one record (decisions 050 and 062). Optional: a form without one is saved every time.
 */
export function formKeyField(invalid: string) {
  return z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || FORM_KEY.test(v), invalid)
    .transform((v) => (v ? v.toLowerCase() : null));
}
