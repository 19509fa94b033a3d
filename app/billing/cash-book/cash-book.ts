import { cleanDay, indiaDateKey, startOfIndiaDay } from "~/lib/dates";

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

/** The figures of a day of the cash book (and of its totals row); every amount in paise. */
export type CashBookTotals = {
  cashIn: number;
  cashOut: number;
  /** Closing cash: the day's opening cash (decision 071) + its cash in − cash out. */
  cashInHand: number;
  upiIn: number;
  /** Bank transfer, card and cheque in. */
  otherIn: number;
  /** Money out by any method but cash. */
  nonCashOut: number;
};

/** One India day of the cash book: a day with entries, or with a cash count. */
export type CashBookDay = CashBookTotals & {
  /** yyyy-mm-dd in Asia/Kolkata. */
  day: string;
  /** The day's latest cash count (what the next day opens from), null when none. */
  counted: number | null;
};

/** The cash in hand when the books start, set once by the admin (decision 071). */
export type BooksOpening = {
  /** yyyy-mm-dd: the cash at the start of this India day. */
  day: string;
  amountPaise: number;
  note: string | null;
  createdAt: string;
  createdByName: string | null;
};

/**
 * Where a day's opening cash comes from: the latest count of an earlier day, the books' opening
 * cash set for a day, or (neither) every cash entry before the day.
 */
export type OpeningSource =
  { kind: "counted"; day: string } | { kind: "set"; day: string } | { kind: "ledger" };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The India day after `day` (yyyy-mm-dd). */
export const nextDay = (day: string) =>
  indiaDateKey(new Date(startOfIndiaDay(day).getTime() + DAY_MS));

/** The India day before `day` (yyyy-mm-dd). */
export const previousDay = (day: string) =>
  indiaDateKey(new Date(startOfIndiaDay(day).getTime() - DAY_MS));

export type CashBook = {
  from: string;
  to: string;
  /** Cash in hand at the start of the range's first day (decision 071). */
  openingCash: number;
  openingSource: OpeningSource;
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
