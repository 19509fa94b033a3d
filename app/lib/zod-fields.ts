import { MAX_PAISE, readRupees } from "./amount";
import { dayProblem, indiaDateKey, readDay } from "./dates";
import type { DayMessages } from "./input-texts";
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

/** An amount's messages: empty, unreadable or out of range, and commas badly grouped. */
type AmountMessages = { required: string; invalid: string; grouping?: string };

/** An amount in rupees that must be given, from `min` paise up to MAX_PAISE, as paise. */
function paiseField(m: AmountMessages, min: number) {
  return z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = (v ?? "").trim();
      if (!text) {
        ctx.addIssue({ code: "custom", message: m.required });
        return z.NEVER;
      }
      const paise = readRupees(text);
      if (typeof paise !== "number" || paise < min || paise > MAX_PAISE) {
        const grouping = paise === "grouping" && m.grouping;
        ctx.addIssue({ code: "custom", message: grouping || m.invalid });
        return z.NEVER;
      }
      return paise;
    });
}

/** An amount in rupees that must be given and be above 0 (at most MAX_PAISE), as paise. */
export function positivePaiseField(required: string, invalid: string, grouping?: string) {
  return paiseField({ required, invalid, grouping }, 1);
}

/** An amount in rupees that must be given and may be 0 (a cash count of an empty drawer). */
export function nonNegativePaiseField(required: string, invalid: string, grouping?: string) {
  return paiseField({ required, invalid, grouping }, 0);
}

/** Today in India (yyyy-mm-dd): the last day money can have been received or paid. */
export const todayInIndia = () => indiaDateKey(new Date());

/**
 * A day typed dd/mm/yyyy (or yyyy-mm-dd, as links carry it; `readDay`), the one date field of
 * every form and query (decisions 059 and 074): a real calendar day from EARLIEST_DAY to
 * LATEST_DAY and, with `notAfter` (yyyy-mm-dd), not after that day (a function is asked at each
 * parse, so a cached schema knows today). The day is given as yyyy-mm-dd; empty or missing is
 * undefined; a problem is the field's error in `m`'s words.
 */
export function dayField(m: DayMessages, notAfter?: string | (() => string)) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const problem = dayProblem(v, typeof notAfter === "function" ? notAfter() : notAfter);
      if (problem) {
        ctx.addIssue({ code: "custom", message: m[problem] });
        return z.NEVER;
      }
      return readDay(v)!;
    });
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
