/**
 * Money and time as the business shows them. Money is integer paise everywhere in code and data;
 * time is stored as UTC and shown in India's time zone, dates as dd/mm/yyyy.
 */
import { indiaWallClock } from "./dates";

/** India's calendar lives in ./dates; re-exported for the screens that format with it. */
export { indiaDateKey, startOfIndiaDay } from "./dates";
/** The one reading of a typed amount lives in ./amount (decision 059). */
export { parseRupeesToPaise } from "./amount";

/**
 * Digits grouped the Indian way: the last three, then pairs ("12345678" -> "1,23,45,678").
 * Written out rather than through Intl: the first Intl formatter a page creates costs the
 * browser 20–45 ms of ICU start-up (issue 22), and the public pages need nothing else of it.
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ",");
  return `${pairs},${digits.slice(-3)}`;
}

/** A whole number with Indian grouping: 1234567 -> "12,34,567" (as `toLocaleString("en-IN")`). */
export function formatCount(value: number): string {
  if (!Number.isInteger(value)) throw new TypeError(`count must be an integer, got ${value}`);
  return `${value < 0 ? "-" : ""}${groupIndian(String(Math.abs(value)))}`;
}

/**
 * The one minus sign of money on screens and documents: U+2212 "−", not the hyphen "-" (decision
 * 076). Machine-read formats (CSV, a money input's value: paiseToInput) keep the ASCII "-".
 */
export const MINUS = "\u2212";

/**
 * 12345650 paise -> "₹1,23,456.50" (Indian digit grouping); -5000 -> "−₹50.00" with a true minus
 * sign (decision 076). `whole` rounds to rupees ("₹1,23,457": for prices only, never for what is
 * owed); `short` leaves out ".00" of whole rupees ("₹500") and keeps any paise ("₹0.11"): exact,
 * for amounts owed shown in rupees (issue 35, decision 061).
 */
export function formatRupees(
  paise: number,
  opts: { whole?: boolean; short?: boolean } = {},
): string {
  if (!Number.isInteger(paise)) throw new TypeError(`paise must be an integer, got ${paise}`);
  if (opts.short) return formatRupees(paise, { whole: paise % 100 === 0 });
  // The sign of the amount, even when it rounds to ₹0 (as Intl's en-IN currency format shows it).
  const sign = paise < 0 ? MINUS : "";
  const abs = Math.abs(paise);
  if (opts.whole) return `${sign}₹${groupIndian(String(Math.floor((abs + 50) / 100)))}`;
  const [rupees, fraction] = paiseToInput(abs).split(".");
  return `${sign}₹${groupIndian(rupees!)}.${fraction}`;
}

/** Paise -> "1234.50", the value a money input shows and CSV files hold (ASCII "-" when negative). */
export function paiseToInput(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** An instant -> "21/11/2026", the calendar date in India. */
export function formatDate(value: string | Date): string {
  return asIndianDate(indiaWallClock(value));
}

/**
 * A day (yyyy-mm-dd) as the business writes it: "2026-11-05" -> "05/11/2026". Any other text is
 * given back as it is (what a person typed into a date box, shown again with its error).
 */
export function formatDay(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? asIndianDate(day) : day;
}

/** "2026-11-21…" -> "21/11/2026". */
function asIndianDate(wallClock: string): string {
  return `${wallClock.slice(8, 10)}/${wallClock.slice(5, 7)}/${wallClock.slice(0, 4)}`;
}

/** An instant -> "21/11/2026, 10:30 am" in India. */
export function formatDateTime(value: string | Date): string {
  const clock = indiaWallClock(value);
  const hour = Number(clock.slice(11, 13));
  const hour12 = String(hour % 12 || 12).padStart(2, "0");
  return `${asIndianDate(clock)}, ${hour12}:${clock.slice(14, 16)} ${hour < 12 ? "am" : "pm"}`;
}
