import { indiaDateKey, startOfIndiaDay } from "~/lib/dates";
import { formatRupees } from "~/lib/format";
import type { BooksOpening, OpeningSource } from "../cash-book";

export type { BooksOpening, OpeningSource };

/**
 * The day book's figures as both the page and the server see them (no database code here, so
 * components may import it): one India day of the one ledger, the cash in hand at its start and
 * end, every entry in and out, the totals by method and the cash counts of the day.
 */

export const DAY_BOOK_PATH = "/billing/day-book";
export const DAY_BOOK_EXPORT_PATH = "/billing/day-book/export";
export const DAY_BOOK_PRINT_PATH = "/billing/day-book/print";

/** Entries shown a page at a time, per list (money in, money out; decision 084). */
export const DAY_BOOK_PAGE_SIZE = 50;

/** Which page of each list is shown: money in (`page`) and money out (`outPage`). */
export type DayBookPages = { inPage: number; outPage: number };

export const FIRST_PAGES: DayBookPages = { inPage: 1, outPage: 1 };

/** One list's page: its number (clamped to 1…pageCount), the entries' count, the shown range. */
export type EntriesPage = {
  page: number;
  pageCount: number;
  total: number;
  /** 1-based positions of the first and last entry shown (0 and 0 when the list is empty). */
  first: number;
  last: number;
};

/** The page asked for, clamped: below 1 is the first page, past the end the last one. */
export function entriesPage(total: number, requested: number): EntriesPage {
  const pageCount = Math.max(1, Math.ceil(total / DAY_BOOK_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), pageCount);
  const first = total === 0 ? 0 : (page - 1) * DAY_BOOK_PAGE_SIZE + 1;
  return { page, pageCount, total, first, last: Math.min(page * DAY_BOOK_PAGE_SIZE, total) };
}

/** The methods the day book totals, in the order shown; `other` is any method not known. */
export const DAY_BOOK_METHODS = ["cash", "upi", "card", "bank", "cheque", "other"] as const;
export type DayBookMethod = (typeof DAY_BOOK_METHODS)[number];

/**
 * The method an entry is totalled under: no method or `cash` is cash (as the ledger's IS_CASH
 * says), a known method is itself, anything else is `other`.
 */
export function dayBookMethod(method: string | null): DayBookMethod {
  if (method === null || method === "cash") return "cash";
  return (DAY_BOOK_METHODS as readonly string[]).includes(method)
    ? (method as DayBookMethod)
    : "other";
}

/** One ledger entry of the day. */
export type DayBookEntry = {
  id: string;
  createdAt: string;
  /** The ledger's transaction_type: advance_payment, payment_received, payment_void, expense… */
  transactionType: string;
  method: DayBookMethod;
  /**
   * In the money-in list: the money in, signed (a void is negative, decision 024); in the
   * money-out list: the money out.
   */
  amountPaise: number;
  receiptNumber: string | null;
  billNumber: string | null;
  customerName: string | null;
  /** Whom a manual income/expense record was paid to or received from (decision 071). */
  payee: string | null;
  description: string | null;
  category: string | null;
  createdByName: string | null;
};

export type DayBookMethodTotal = { method: DayBookMethod; inPaise: number; outPaise: number };

/** A cash count of the day; difference = counted − expected (negative: short). */
export type CashCount = {
  id: string;
  createdAt: string;
  expectedPaise: number;
  countedPaise: number;
  differencePaise: number;
  note: string | null;
  createdByName: string | null;
};

/** The cash figures of a day: closing = opening + cash in − cash out. */
export type DayCash = {
  /**
   * Cash in hand at the day's first instant (00:00 IST): the previous day's count, else its
   * closing, back to the books' opening cash (decision 071).
   */
  openingCash: number;
  openingSource: OpeningSource;
  cashIn: number;
  cashOut: number;
  closingCash: number;
};

export type DayBook = DayCash & {
  /** yyyy-mm-dd in Asia/Kolkata. */
  day: string;
  /** One page of the entries of type income (payments, manual income, voids negative), oldest first. */
  moneyIn: DayBookEntry[];
  /** One page of the entries of type expense (expenses, refunds), oldest first. */
  moneyOut: DayBookEntry[];
  inPage: EntriesPage;
  outPage: EntriesPage;
  /** Every method's in and out over all the day's entries, summed in SQL (all six, zero when none). */
  byMethod: DayBookMethodTotal[];
  totalIn: number;
  totalOut: number;
  /** The day's cash counts, latest first. */
  counts: CashCount[];
  /** The books' opening cash, once the admin has set it (decision 071). */
  booksOpening: BooksOpening | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The India day `days` days after `day` (yyyy-mm-dd; negative: before). */
export function shiftDay(day: string, days: number): string {
  return indiaDateKey(new Date(startOfIndiaDay(day).getTime() + days * DAY_MS));
}

/** The day book of a day, at the pages asked for (the first pages are left out of the URL). */
export function dayBookHref(day: string, pages: DayBookPages = FIRST_PAGES): string {
  const params = new URLSearchParams({ day });
  if (pages.inPage > 1) params.set("page", String(pages.inPage));
  if (pages.outPage > 1) params.set("outPage", String(pages.outPage));
  return `${DAY_BOOK_PATH}?${params.toString()}`;
}

/** Every entry of the day on one printable page (A4). */
export const dayBookPrintHref = (day: string) => `${DAY_BOOK_PRINT_PATH}?day=${day}`;

/** The CSV download of a day. */
export const dayBookExportHref = (day: string) => `${DAY_BOOK_EXPORT_PATH}?day=${day}`;

/** How a count's difference reads: "Short ₹50.00", "Excess ₹20.00" or "Matches". */
export function differenceLabel(differencePaise: number): string {
  if (differencePaise < 0) return `Short ${formatRupees(-differencePaise)}`;
  if (differencePaise > 0) return `Excess ${formatRupees(differencePaise)}`;
  return "Matches";
}

/** What an entry is, in words: "Payment void", "Refund", "Advance Payment"… */
export const ENTRY_KIND_LABELS: Record<string, string> = {
  advance_payment: "Advance",
  payment_received: "Payment",
  order_payment: "LimraKart order",
  payment_void: "Void",
  refund: "Refund",
  income: "Income",
  expense: "Expense",
};

export const entryKindLabel = (type: string) => ENTRY_KIND_LABELS[type] ?? type;
