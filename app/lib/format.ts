/**
 * Money and time as the business shows them. Money is integer paise everywhere in code and data;
 * time is stored as UTC and shown in India's time zone, dates as dd/mm/yyyy.
 */
import { TIME_ZONE } from "./dates";

/** India's calendar lives in ./dates; re-exported for the screens that format with it. */
export { indiaDateKey, startOfIndiaDay, TIME_ZONE } from "./dates";

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeRupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** 12345650 paise -> "₹1,23,456.50" (Indian digit grouping). */
export function formatRupees(paise: number, opts: { whole?: boolean } = {}): string {
  if (!Number.isInteger(paise)) throw new TypeError(`paise must be an integer, got ${paise}`);
  return (opts.whole ? wholeRupees : rupees).format(paise / 100);
}

/**
 * Parses a rupee amount typed by a person ("1,234.5", "₹ 99", "10") into integer paise without
 * floating-point rounding. Returns null for anything that is not a non-negative amount with at
 * most two decimals.
 */
export function parseRupeesToPaise(input: string): number | null {
  const cleaned = input.replace(/[₹,\s]/g, "").replace(/^Rs\.?/i, "");
  const match = /^(\d{1,12})(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? "").padEnd(2, "0"));
  return whole * 100 + fraction;
}

/** Paise -> "1234.50", the value a money input shows. */
export function paiseToInput(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
const timeFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hour12: true,
});

function toDate(value: string | Date): Date {
  const d = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) throw new RangeError(`not a date: ${String(value)}`);
  return d;
}

/** An instant -> "21/11/2026", the calendar date in India. */
export function formatDate(value: string | Date): string {
  return dateFormat.format(toDate(value));
}

/** An instant -> "21/11/2026, 10:30 am" in India. */
export function formatDateTime(value: string | Date): string {
  const d = toDate(value);
  return `${dateFormat.format(d)}, ${timeFormat.format(d).toLowerCase()}`;
}
