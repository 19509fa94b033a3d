/**
 * The business's calendar: days and months in India (Asia/Kolkata). India has no daylight
 * saving, so India time is always UTC+05:30 and a day is always 24 hours, from 18:30 UTC the day
 * before. The one place that knows this; stored instants are UTC ISO-8601 strings.
 */
/** India's fixed offset from UTC, +05:30. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The range of days a person may enter (decision 059): nothing of the business is dated before
 * 1 January 2000, and no filter or report needs a day past 2099. Money received or paid is also
 * never dated after today in India (`dayProblem`'s `notAfter`).
 */
export const EARLIEST_DAY = "2000-01-01";
export const LATEST_DAY = "2099-12-31";

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether `year` has a 29 February (Gregorian: every 4th year, not centuries but every 400th). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** How many days month `month` (1–12) of `year` has. */
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

/**
 * Whether `value` is a day of the calendar written yyyy-mm-dd: 2026-02-30, 2025-02-29 and
 * 2026-04-31 are not (Date would roll them over into the next month), nor is 0000-01-01.
 */
export function isCalendarDay(value: string): boolean {
  if (value.length !== 10 || !DATE_KEY.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

const TYPED_DAY = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/;
const TYPED_DIGITS = /^(\d{2})(\d{2})(\d{4})$/;

/**
 * The shapes `readDay` takes, as an `<input pattern>` (decision 074): d/m/yyyy with /, - or . and
 * one or two digits of day and month, ddmmyyyy (a phone's number pad has no /), or yyyy-mm-dd.
 */
export const TYPED_DAY_PATTERN = String.raw`\s*(\d{1,2}\s*[\/.\-]\s*\d{1,2}\s*[\/.\-]\s*\d{4}|\d{4}-\d{2}-\d{2}|\d{8})\s*`;

/**
 * A day as a person types it, as yyyy-mm-dd (decision 074): the business writes days
 * dd/mm/yyyy whatever the browser's language, so 05/11/2026, 5/11/2026, 05-11-2026, 05.11.2026
 * and 05112026 are all 5 November 2026; yyyy-mm-dd (links, bookmarks, CSV filters) is read as
 * it is. A two-digit year is no day (26 could be 1926). Null for any other text; whether the day
 * is on the calendar is `dayProblem`'s question (31/02/2026 reads as 2026-02-31).
 */
export function readDay(text: string): string | null {
  const value = text.trim();
  if (DATE_KEY.test(value)) return value;
  const m = TYPED_DAY.exec(value) ?? TYPED_DIGITS.exec(value);
  if (!m) return null;
  return `${m[3]}-${m[2]!.padStart(2, "0")}-${m[1]!.padStart(2, "0")}`;
}

/** What is wrong with a day a person entered: not a calendar day, or out of the range. */
export type DayProblem = "invalid" | "early" | "late" | "future";

/**
 * The problem of a typed day (dd/mm/yyyy or yyyy-mm-dd, as `readDay` reads it), or null when
 * it is a real calendar day from EARLIEST_DAY to LATEST_DAY and, with `notAfter` (yyyy-mm-dd:
 * today in India for money received or paid), not after that day. The one check of every date
 * the app takes (decisions 059 and 074).
 */
export function dayProblem(value: string, notAfter?: string): DayProblem | null {
  const day = readDay(value);
  if (day === null || !isCalendarDay(day)) return "invalid";
  if (day < EARLIEST_DAY) return "early";
  if (notAfter !== undefined && day > notAfter) return "future";
  if (day > LATEST_DAY) return "late";
  return null;
}

function toDate(value: string | Date): Date {
  const d = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) throw new RangeError(`not a date: ${String(value)}`);
  return d;
}

/**
 * India's wall clock at an instant, written as ISO-8601 ("2026-11-21T10:30:00.000Z" for
 * 05:00 UTC): the instant shifted by India's offset, its UTC fields read as India's clock.
 */
export function indiaWallClock(value: string | Date): string {
  const d = toDate(value);
  return new Date(d.getTime() + IST_OFFSET_MS).toISOString();
}

/** The calendar date (yyyy-mm-dd) in India of an instant; used for "today" filters. */
export function indiaDateKey(value: string | Date): string {
  return indiaWallClock(value).slice(0, 10);
}

/** The UTC instant at which an India calendar day (yyyy-mm-dd) begins. */
export function startOfIndiaDay(dateKey: string): Date {
  if (!DATE_KEY.test(dateKey)) throw new RangeError(`not a date key: ${dateKey}`);
  return new Date(`${dateKey}T00:00:00+05:30`);
}

/**
 * The day typed (dd/mm/yyyy or yyyy-mm-dd) as yyyy-mm-dd when it is a real calendar day from
 * EARLIEST_DAY to LATEST_DAY, else "": what a list's date filter keeps (a bad one is no filter,
 * decision 059). 2026-02-30 is no day (Date would roll it over to 2 March).
 */
export function cleanDay(value: string | null | undefined): string {
  const day = value ? readDay(value) : null;
  return day && dayProblem(day) === null ? day : "";
}

/** The first instant of an India calendar day, as UTC ISO (2026-11-22 -> 2026-11-21T18:30:00.000Z). */
export function indiaDayStartIso(dateKey: string): string {
  return startOfIndiaDay(dateKey).toISOString();
}

/** The last instant (inclusive, to the millisecond) of an India calendar day, as UTC ISO. */
export function indiaDayEndIso(dateKey: string): string {
  return new Date(startOfIndiaDay(dateKey).getTime() + DAY_MS - 1).toISOString();
}

/**
 * A filter's date range as UTC ISO bounds, whole India calendar days with both days included:
 * `created_at >= from` and `created_at < before`, `before` being the start of the day after `to`.
 * (An exclusive bound rather than `<=` the last millisecond: the stored text compares right
 * whether or not a timestamp has milliseconds.) A missing or invalid day is no bound.
 */
export function indiaDayRange(range: { from?: string | null; to?: string | null }): {
  from?: string;
  before?: string;
} {
  const from = cleanDay(range.from);
  const to = cleanDay(range.to);
  return {
    from: from ? indiaDayStartIso(from) : undefined,
    before: to ? new Date(startOfIndiaDay(to).getTime() + DAY_MS).toISOString() : undefined,
  };
}

/** The start of the India calendar day `days` days before the one `now` is in (0: today). */
export function startOfIndiaDaysAgo(days: number, now: Date = new Date()): Date {
  return new Date(startOfIndiaDay(indiaDateKey(now)).getTime() - days * DAY_MS);
}

/** An instant as "YYYY-MM-DD HH:mm:ss" in India; "" for a value that is no instant. */
export function indiaDateTime(value: string): string {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return "";
  return indiaWallClock(new Date(ms)).slice(0, 19).replace("T", " ");
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/** The month (yyyy-mm) in India of an instant. */
export function indiaMonthKey(value: string | Date): string {
  return indiaDateKey(value).slice(0, 7);
}

/** The year in India of an instant (31 Dec 18:30 UTC is already the next year there). */
export function indiaYear(value: string | Date = new Date()): number {
  return Number(indiaDateKey(value).slice(0, 4));
}

/** The month after a yyyy-mm month. */
export function nextMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${year + 1}-01` : `${year}-${pad2(m + 1)}`;
}

/** The first instant of an India calendar month (yyyy-mm), as UTC ISO. */
export function indiaMonthStartIso(month: string): string {
  return indiaDayStartIso(`${month}-01`);
}

/** The 12 calendar months (yyyy-mm, India) ending with the one `now` is in, oldest first. */
export function lastTwelveMonths(now: Date): string[] {
  const key = indiaMonthKey(now);
  const year = Number(key.slice(0, 4));
  const month = Number(key.slice(5, 7));
  const months: string[] = [];
  for (let back = 11; back >= 0; back--) {
    const index = year * 12 + (month - 1) - back;
    months.push(`${Math.floor(index / 12)}-${pad2((index % 12) + 1)}`);
  }
  return months;
}
