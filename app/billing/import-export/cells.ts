import { IST_OFFSET_MS } from "~/lib/dates";
import { BILL_STATUSES, type BillStatusValue } from "../money";

/**
 * The cell parsers of an import: money, whole numbers, dates and the bill status as a sheet
 * types them. Pure functions (no server module), run for every cell of a file.
 */

/** The paise and quantity columns are 32-bit integers on PostgreSQL. */
export const MAX_INT = 2_147_483_647;

/**
 * What a cell's parser answers when the value breaks a rule. The parsers below return the value
 * itself otherwise, and take the export's own formats on a fast path that allocates nothing: they
 * run for every cell of files of 100,000 rows, and the garbage of every row is what makes the
 * server's memory grow (see scripts/bench/import-export.ts).
 */
export class CellError {
  constructor(readonly message: string) {}
}

const DIGIT = (code: number) => code >= 48 && code <= 57;

/**
 * A number typed in a sheet: ₹, "Rs", commas and spaces ignored. An empty cell is 0; anything
 * else that is not a number (e.g. "abc"), or a number that breaks a rule (negative, too many
 * decimals, too large), is a problem (decision 022: the spec's "default to 0 when unparseable"
 * would import a typo as a free bill).
 */
function numberText(text: string): string | null {
  let cleaned = text.replace(/[₹\s]/g, "").replace(/^Rs\.?/i, "");
  // "1,50" (a decimal comma, as sheets in some locales save it) is 1.50; "1,200" is 1200.
  cleaned = /^[+-]?\d+,\d{1,2}$/.test(cleaned)
    ? cleaned.replace(",", ".")
    : cleaned.replace(/,/g, "");
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(cleaned) ? cleaned : null;
}

/** The cell as a problem quotes it: at most 40 characters. */
function quoted(text: string): string {
  return `"${text.length > 40 ? `${text.slice(0, 39)}…` : text}"`;
}

/** Rupees (e.g. "1250.50") -> paise; empty -> 0. */
export function parseMoney(text: string): number | CellError {
  // Fast path: digits, then optionally a dot and one or two digits (as the export writes them).
  const length = text.length;
  let paise = 0;
  let i = 0;
  while (i < length && DIGIT(text.charCodeAt(i)) && i < 12)
    paise = paise * 10 + (text.charCodeAt(i++) - 48);
  if (i > 0 && i === length)
    return paise * 100 <= MAX_INT ? paise * 100 : new CellError("This amount is too large");
  if (i > 0 && text.charCodeAt(i) === 46 && (length - i === 2 || length - i === 3)) {
    const tens = text.charCodeAt(i + 1);
    const units = length - i === 3 ? text.charCodeAt(i + 2) : 48;
    if (DIGIT(tens) && DIGIT(units)) {
      const value = paise * 100 + (tens - 48) * 10 + (units - 48);
      return value <= MAX_INT ? value : new CellError("This amount is too large");
    }
  }
  if (!text) return 0;
  const n = numberText(text);
  if (n === null) return new CellError(`${quoted(text)} is not an amount`);
  const negative = n.startsWith("-");
  const [whole = "", fraction = ""] = n.replace(/^[+-]/, "").split(".");
  if (fraction.replace(/0+$/, "").length > 2) {
    return new CellError("Use rupees with at most two decimals (e.g. 249.50)");
  }
  const value = Number(whole || "0") * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
  if (negative && value > 0) return new CellError("Cannot be negative");
  if (value > MAX_INT) return new CellError("This amount is too large");
  return value;
}

/** A quantity or stock level (e.g. "40"); empty -> 0. */
export function parseWholeNumber(text: string): number | CellError {
  const length = text.length;
  let value = 0;
  let i = 0;
  while (i < length && DIGIT(text.charCodeAt(i)) && i < 10)
    value = value * 10 + (text.charCodeAt(i++) - 48);
  if (i > 0 && i === length)
    return value <= MAX_INT ? value : new CellError("This number is too large");
  if (!text) return 0;
  const n = numberText(text);
  if (n === null) return new CellError(`${quoted(text)} is not a number`);
  const parsed = Number(n);
  if (!Number.isInteger(parsed)) return new CellError("Must be a whole number");
  if (parsed < 0) return new CellError("Cannot be negative");
  if (parsed > MAX_INT) return new CellError("This number is too large");
  return parsed === 0 ? 0 : parsed;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A real calendar date and time in India, as UTC ISO; null when it does not exist. */
function indiaInstant(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): string | null {
  if (y < 1900 || y > 2999 || mo < 1 || mo > 12 || h > 23 || mi > 59 || s > 59) return null;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  if (d < 1 || d > DAYS_IN_MONTH[mo - 1]! || (mo === 2 && d === 29 && !leap)) return null;
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s) - IST_OFFSET_MS).toISOString();
}

const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
const INDIAN_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const NOT_A_DATE = "Not a date: use YYYY-MM-DD HH:mm:ss or DD/MM/YYYY";

/** The number written by the digits of text[from, to) (-1 if any is not a digit). */
function digits(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (!DIGIT(code)) return -1;
    n = n * 10 + (code - 48);
  }
  return n;
}

/**
 * The Date column: "YYYY-MM-DD HH:mm:ss" or "YYYY-MM-DD" (as the export writes it) or DD/MM/YYYY
 * (optionally with a time), in India's time; an ISO time with a zone as it says. Empty: `now`.
 */
export function parseImportDate(text: string, now: string): string | CellError {
  if (!text) return now;
  // Fast path: exactly the export's "YYYY-MM-DD HH:mm:ss".
  if (
    text.length === 19 &&
    text.charCodeAt(4) === 45 &&
    text.charCodeAt(7) === 45 &&
    text.charCodeAt(10) === 32 &&
    text.charCodeAt(13) === 58 &&
    text.charCodeAt(16) === 58
  ) {
    const parts = [digits(text, 0, 4), digits(text, 5, 7), digits(text, 8, 10)];
    const time = [digits(text, 11, 13), digits(text, 14, 16), digits(text, 17, 19)];
    if (!parts.includes(-1) && !time.includes(-1)) {
      const iso = indiaInstant(parts[0]!, parts[1]!, parts[2]!, time[0], time[1], time[2]);
      return iso ?? new CellError(NOT_A_DATE);
    }
  }
  const num = (v: string | undefined) => (v === undefined ? 0 : Number(v));
  let m = ISO_DAY.exec(text);
  if (m) {
    const iso = indiaInstant(num(m[1]), num(m[2]), num(m[3]), num(m[4]), num(m[5]), num(m[6]));
    if (iso) return iso;
  } else if ((m = INDIAN_DAY.exec(text))) {
    const iso = indiaInstant(num(m[3]), num(m[2]), num(m[1]), num(m[4]), num(m[5]), num(m[6]));
    if (iso) return iso;
  } else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    const ms = Date.parse(text);
    if (!Number.isNaN(ms)) return new Date(ms).toISOString();
  }
  return new CellError(NOT_A_DATE);
}

/** "In Progress", "in-progress", "COMPLETED" … -> the stored status; empty -> pending. */
export function parseStatus(text: string): BillStatusValue | CellError {
  if (!text) return "pending";
  if ((BILL_STATUSES as readonly string[]).includes(text)) return text as BillStatusValue;
  const key = text.toLowerCase().replace(/[\s-]+/g, "_");
  return (BILL_STATUSES as readonly string[]).includes(key)
    ? (key as BillStatusValue)
    : new CellError("Status must be Pending, In Progress, Completed or Paid");
}
