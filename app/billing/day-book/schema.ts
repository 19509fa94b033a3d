import { inputTexts } from "~/lib/input-texts";
import { z } from "~/lib/zod";
import { dayField as calendarDayField, nonNegativePaiseField } from "~/lib/zod-fields";

/** The day book's `?day=` and its cash-count form, shared by the page and the server. */

export const DAY_BOOK_MESSAGES = {
  dayInvalid: "Choose a real day as dd/mm/yyyy, e.g. 21/11/2026.",
  dayFuture: "The day book cannot show a day after today (India time).",
  dayEarly: inputTexts.en.day.early,
  countedRequired: "Enter the cash you counted",
  countedInvalid: "Enter the cash counted in rupees, 0 or more, e.g. 1500 or 1499.50",
  countedGrouping: inputTexts.en.amountGrouping,
  noteTooLong: "The note is too long (at most 300 characters)",
  loadFailed: "Failed to fetch the day book",
  saveFailed: "Failed to save the cash count",
  saved: "Cash count saved",
  openingRequired: "Enter the cash in hand when the books start",
  openingInvalid: "Enter the opening cash in rupees, 0 or more, e.g. 5000 or 4999.50",
  openingAdminOnly: "Only the admin can set the opening cash.",
  openingAlreadySet:
    "The opening cash was already set ({amount} at the start of {day}) and cannot be set again. To correct the cash in hand, save a cash count.",
  openingSaved: "Opening cash set",
  openingSaveFailed: "Failed to set the opening cash",
} as const;

/** The messages in one language (content.ts has them in English and Tamil). */
export type DayBookMessages = Record<keyof typeof DAY_BOOK_MESSAGES, string>;

export const NOTE_MAX = 300;

/** A day (yyyy-mm-dd, India) from 2000 up to `today`; empty or missing is today. */
export function bookDayField(today: string, m: DayBookMessages = DAY_BOOK_MESSAGES) {
  const day = { invalid: m.dayInvalid, early: m.dayEarly, late: m.dayFuture, future: m.dayFuture };
  return calendarDayField(day, today).transform((v) => v ?? today);
}

/**
 * A list's page number; anything that is not a whole number from 1 up is the first page, and
 * the model clamps a page past the end to the last one (decision 084).
 */
const pageField = z.coerce
  .number()
  .int()
  .min(1)
  .max(1_000_000)
  .optional()
  .catch(1)
  .transform((v) => v ?? 1);

/** The page's query: the day shown and the page of each list (money in, money out). */
export const dayBookQuerySchema = (today: string, m: DayBookMessages = DAY_BOOK_MESSAGES) =>
  z.object({ day: bookDayField(today, m), page: pageField, outPage: pageField });

/** The cash-count form: the day, the cash counted (rupees, 0 allowed) and an optional note. */
export const cashCountSchema = (today: string, m: DayBookMessages = DAY_BOOK_MESSAGES) =>
  z.object({
    day: bookDayField(today, m),
    counted: nonNegativePaiseField(m.countedRequired, m.countedInvalid, m.countedGrouping),
    note: z
      .string()
      .trim()
      .max(NOTE_MAX, m.noteTooLong)
      .optional()
      .transform((v) => v || null),
  });

export type CashCountInput = z.output<ReturnType<typeof cashCountSchema>>;

/**
 * The books' opening cash (set once, by the admin; decision 071): the day it is the cash at the
 * start of (up to today), the amount (rupees, 0 allowed) and an optional note.
 */
export const openingCashSchema = (today: string, m: DayBookMessages = DAY_BOOK_MESSAGES) =>
  z.object({
    day: bookDayField(today, m),
    openingCash: nonNegativePaiseField(m.openingRequired, m.openingInvalid, m.countedGrouping),
    openingNote: z
      .string()
      .trim()
      .max(NOTE_MAX, m.noteTooLong)
      .optional()
      .transform((v) => v || null),
  });
