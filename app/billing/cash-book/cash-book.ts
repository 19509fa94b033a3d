import { cleanDay, indiaDateKey } from "~/lib/dates";

/**
 * The cash book's range and figures as both the page and the server see them (no database code
 * here, so components may import it).
 */

export const CASH_BOOK_PATH = "/billing/cash-book";

/**
 * A day's day book (app/billing/day-book), which each day row links to. Spelled here, not
 * imported: the day book reads the cash book, so the cash book must not import it back.
 */
export const dayBookOf = (day: string) => `/billing/day-book?day=${day}`;

/** One India day of the cash book; every amount in paise. */
export type CashBookDay = {
  /** yyyy-mm-dd in Asia/Kolkata. */
  day: string;
  cashIn: number;
  cashOut: number;
  /** Closing cash: the opening cash before the range plus every cash in − out up to this day. */
  cashInHand: number;
  upiIn: number;
  /** Bank transfer, card and cheque in. */
  otherIn: number;
  /** Money out by any method but cash. */
  nonCashOut: number;
};

export type CashBookTotals = Omit<CashBookDay, "day">;

export type CashBook = {
  from: string;
  to: string;
  /** Cash in hand before the first day of the range (all cash in − out before it). */
  openingCash: number;
  days: CashBookDay[];
  /** The range's sums; cashInHand is the closing cash of the range. */
  totals: CashBookTotals;
};

const pad2 = (n: number) => String(n).padStart(2, "0");

/** The first and last day of the India month `now` is in. */
export function thisMonth(now: Date = new Date()): { from: string; to: string } {
  const today = indiaDateKey(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${today.slice(0, 7)}-01`, to: `${today.slice(0, 7)}-${pad2(last)}` };
}

/**
 * The range of a URL's query: from/to as real days (yyyy-mm-dd), this month in India for a
 * missing or bad one, and the two swapped when `from` is after `to`.
 */
export function parseCashBookRange(
  params: URLSearchParams,
  now: Date = new Date(),
): { from: string; to: string } {
  const month = thisMonth(now);
  const from = cleanDay(params.get("from")) || month.from;
  const to = cleanDay(params.get("to")) || month.to;
  return from <= to ? { from, to } : { from: to, to: from };
}
