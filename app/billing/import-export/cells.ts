import { type AmountProblem, MAX_PAISE, readRupees, readWholeNumber } from "~/lib/amount";
import {
  daysInMonth,
  EARLIEST_DAY,
  indiaDateKey,
  indiaDayStartIso,
  IST_OFFSET_MS,
  startOfIndiaDay,
} from "~/lib/dates";
import { inputTexts } from "~/lib/input-texts";
import { BILL_STATUSES, type BillStatusValue } from "../money";

/**
 * The cell parsers of an import: money, whole numbers, dates and the bill status as a sheet
 * types them. Pure functions (no server module), run for every cell of a file.
 */

/** The most a quantity or stock level may be (as one amount: ~/lib/amount). */
export const MAX_INT = MAX_PAISE;

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

/** The cell as a problem quotes it: at most 40 characters. */
function quoted(text: string): string {
  return `"${text.length > 40 ? `${text.slice(0, 39)}…` : text}"`;
}

/** A number's problem as the import says it (content.ts's rowProblems has each in Tamil). */
function numberProblem(problem: AmountProblem | "not-whole", text: string, what: string) {
  switch (problem) {
    case "grouping":
      return new CellError(inputTexts.en.amountGrouping);
    case "decimals":
      return new CellError("Use rupees with at most two decimals (e.g. 249.50)");
    case "negative":
      return new CellError("Cannot be negative");
    case "too-large":
      return new CellError(`This ${what} is too large`);
    case "not-whole":
      return new CellError("Must be a whole number");
    default:
      return new CellError(`${quoted(text)} is not a${what === "amount" ? "n" : ""} ${what}`);
  }
}

/**
 * Rupees (e.g. "1250.50", "1,00,000") -> paise; empty -> 0. The forms' one reading of an amount
 * (~/lib/amount, decision 059): "1,50" or "10,00" is no amount, not a guess; and anything else
 * that is not a number (e.g. "abc"), or one that breaks a rule (negative, too many decimals, too
 * large), is a problem (decision 022: the spec's "default to 0 when unparseable" would import a
 * typo as a free bill).
 */
export function parseMoney(text: string): number | CellError {
  if (!text) return 0;
  const paise = readRupees(text);
  return typeof paise === "number" ? paise : numberProblem(paise, text, "amount");
}

/** A quantity or stock level (e.g. "40", "1,200"); empty -> 0. */
export function parseWholeNumber(text: string): number | CellError {
  if (!text) return 0;
  const value = readWholeNumber(text, MAX_INT);
  return typeof value === "number" ? value : numberProblem(value, text, "number");
}

/** A real calendar date and time in India, as UTC ISO; null when it does not exist. */
function indiaInstant(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): string | null {
  if (y < 1 || mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return null;
  if (h > 23 || mi > 59 || s > 59) return null;
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s) - IST_OFFSET_MS).toISOString();
}

/** The first instant of EARLIEST_DAY in India: an imported bill is dated from it. */
const EARLIEST_ISO = indiaDayStartIso(EARLIEST_DAY);
/** The first instant of the India day after `now`'s, kept for the `now` of the current import. */
let tomorrow = { now: "", iso: "" };

/**
 * A date read from a cell, if within the range a person may enter (decision 059): from
 * EARLIEST_DAY, and not after today in India (a bill dated 2030 would book its money in 2030).
 */
function inRange(iso: string, now: string): string | CellError {
  if (iso < EARLIEST_ISO) return new CellError(inputTexts.en.day.early);
  if (tomorrow.now !== now) {
    const start = startOfIndiaDay(indiaDateKey(now)).getTime() + 24 * 60 * 60 * 1000;
    tomorrow = { now, iso: new Date(start).toISOString() };
  }
  return iso < tomorrow.iso ? iso : new CellError(inputTexts.en.day.future);
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
 * A real day from EARLIEST_DAY to today in India; otherwise a problem of the row.
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
      return iso ? inRange(iso, now) : new CellError(NOT_A_DATE);
    }
  }
  const num = (v: string | undefined) => (v === undefined ? 0 : Number(v));
  let m = ISO_DAY.exec(text);
  if (m) {
    const iso = indiaInstant(num(m[1]), num(m[2]), num(m[3]), num(m[4]), num(m[5]), num(m[6]));
    if (iso) return inRange(iso, now);
  } else if ((m = INDIAN_DAY.exec(text))) {
    const iso = indiaInstant(num(m[3]), num(m[2]), num(m[1]), num(m[4]), num(m[5]), num(m[6]));
    if (iso) return inRange(iso, now);
  } else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    const ms = Date.parse(text);
    if (!Number.isNaN(ms)) return inRange(new Date(ms).toISOString(), now);
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
