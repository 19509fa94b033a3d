/**
 * The business's calendar: days and months in India (Asia/Kolkata). India has no daylight
 * saving, so India time is always UTC+05:30 and a day is always 24 hours, from 18:30 UTC the day
 * before. The one place that knows this; stored instants are UTC ISO-8601 strings.
 */
export const TIME_ZONE = "Asia/Kolkata";

/** India's fixed offset from UTC, +05:30. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;
/** A date a filter accepts: a four-digit year from 1000. */
const FILTER_DAY = /^[1-9]\d{3}-\d{2}-\d{2}$/;

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
 * The date itself when it is a real calendar day (yyyy-mm-dd, year from 1000), else "": what a
 * date filter accepts. 2026-02-30 is no day (Date would roll it over to 2 March).
 */
export function cleanDay(value: string | null | undefined): string {
  if (!value || !FILTER_DAY.test(value)) return "";
  const start = startOfIndiaDay(value);
  return !Number.isNaN(start.getTime()) && indiaDateKey(start) === value ? value : "";
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
