import { cleanDay } from "~/lib/dates";
import { z } from "~/lib/zod";
import { nonNegativePaiseField } from "~/lib/zod-fields";

/** The day book's `?day=` and its cash-count form, shared by the page and the server. */

export const DAY_BOOK_MESSAGES = {
  dayInvalid: "Choose a real day (yyyy-mm-dd), e.g. 2026-11-21.",
  dayFuture: "The day book cannot show a day after today (India time).",
  countedRequired: "Enter the cash you counted",
  countedInvalid: "Enter the cash counted in rupees, 0 or more, e.g. 1500 or 1499.50",
  noteTooLong: "The note is too long (at most 300 characters)",
  loadFailed: "Failed to fetch the day book",
  saveFailed: "Failed to save the cash count",
  saved: "Cash count saved",
} as const;

export const NOTE_MAX = 300;

/** A day (yyyy-mm-dd, India) up to `today`; empty or missing is today. */
export function dayField(today: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return today;
      const day = cleanDay(v);
      if (!day) {
        ctx.addIssue({ code: "custom", message: DAY_BOOK_MESSAGES.dayInvalid });
        return z.NEVER;
      }
      if (day > today) {
        ctx.addIssue({ code: "custom", message: DAY_BOOK_MESSAGES.dayFuture });
        return z.NEVER;
      }
      return day;
    });
}

/** The page's query: the day shown. */
export const dayBookQuerySchema = (today: string) => z.object({ day: dayField(today) });

/** The cash-count form: the day, the cash counted (rupees, 0 allowed) and an optional note. */
export const cashCountSchema = (today: string) =>
  z.object({
    day: dayField(today),
    counted: nonNegativePaiseField(
      DAY_BOOK_MESSAGES.countedRequired,
      DAY_BOOK_MESSAGES.countedInvalid,
    ),
    note: z
      .string()
      .trim()
      .max(NOTE_MAX, DAY_BOOK_MESSAGES.noteTooLong)
      .optional()
      .transform((v) => v || null),
  });

export type CashCountInput = z.output<ReturnType<typeof cashCountSchema>>;
