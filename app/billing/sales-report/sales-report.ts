import { indiaDateKey, nextMonth, startOfIndiaDay } from "~/lib/dates";

/**
 * The sales report as both the page and the server see it (no database code here, so components
 * may import it): its URL, the range presets, the grouping, the payment methods and the shape of
 * the figures. Billed and received mean what Income & Expenses says (decision 024): billed = bills'
 * final totals on their bill date − cancelled bills' totals on the cancel date; received = the
 * ledger's money in, a void negative on its day.
 */

export const SALES_REPORT_PATH = "/billing/sales-report";
export const SALES_REPORT_EXPORT_PATH = "/billing/sales-report/export";

export const GROUPS = ["day", "month"] as const;
export type Grouping = (typeof GROUPS)[number];

/** Day grouping covers at most this many days (a bar per day); month grouping at most 10 years. */
export const MAX_DAYS_BY_DAY = 400;
export const MAX_DAYS = 3660;
/** Without `group` in the URL: days for a range up to two months, months beyond. */
export const DEFAULT_DAY_GROUPING_DAYS = 62;

export const TOP_CUSTOMERS = 10;
export const TOP_ITEMS = 20;

/** The methods totalled, in the order shown; `other` (an unknown method) only when not zero. */
export const SALES_METHODS = ["cash", "upi", "card", "bank", "cheque", "other"] as const;
export type SalesMethod = (typeof SALES_METHODS)[number];

export type DayRange = { from: string; to: string };
export type ReportQuery = DayRange & { group: Grouping };

/** One period (an India day yyyy-mm-dd or month yyyy-mm) of the report; amounts in paise. */
export type PeriodTotals = {
  period: string;
  label: string;
  billedPaise: number;
  receivedPaise: number;
};
export type MethodTotal = { method: SalesMethod; receivedPaise: number };
export type TopCustomer = {
  id: string;
  name: string;
  phone: string | null;
  billedPaise: number;
  receivedPaise: number;
  /** The customer's balance now (all bills), not only the range's. */
  balancePaise: number;
};
export type ItemTotal = {
  /** The description as first written (trimmed); lines are grouped ignoring case. */
  description: string;
  /** Thousandths (1.5 = 1500). */
  quantityMilli: number;
  /** The unit when every line said the same one, else null (mixed units). */
  unit: string | null;
  amountPaise: number;
  billCount: number;
};

export type SalesReport = ReportQuery & {
  billedPaise: number;
  receivedPaise: number;
  periods: PeriodTotals[];
  methods: MethodTotal[];
  customers: TopCustomer[];
  items: ItemTotal[];
};

const DAY_MS = 24 * 60 * 60 * 1000;
const pad2 = (n: number) => String(n).padStart(2, "0");

/** How many India days from `from` to `to`, both included. */
export function daysIn({ from, to }: DayRange): number {
  return Math.round((startOfIndiaDay(to).getTime() - startOfIndiaDay(from).getTime()) / DAY_MS) + 1;
}

/** The last day of a month (yyyy-mm). */
function monthEnd(month: string): string {
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0));
  return `${month}-${pad2(last.getUTCDate())}`;
}

/** The month `back` months before a yyyy-mm month. */
function monthsBack(month: string, back: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 - back;
  return `${Math.floor(index / 12)}-${pad2((index % 12) + 1)}`;
}

export const PRESETS = ["this-month", "last-month", "this-fy", "last-12-months"] as const;
export type Preset = (typeof PRESETS)[number];

/**
 * A preset's days in India: this month (1st to today), last month (whole), this financial year
 * (1 April to today; India's year runs April–March) and the last 12 months (the 1st of the month
 * 11 months back to today).
 */
export function presetRange(preset: Preset, now: Date = new Date()): DayRange {
  const today = indiaDateKey(now);
  const month = today.slice(0, 7);
  switch (preset) {
    case "this-month":
      return { from: `${month}-01`, to: today };
    case "last-month": {
      const last = monthsBack(month, 1);
      return { from: `${last}-01`, to: monthEnd(last) };
    }
    case "this-fy": {
      const year = Number(month.slice(0, 4)) - (Number(month.slice(5, 7)) < 4 ? 1 : 0);
      return { from: `${year}-04-01`, to: today };
    }
    case "last-12-months":
      return { from: `${monthsBack(month, 11)}-01`, to: today };
  }
}

/** The grouping a range gets without one in the URL. */
export const defaultGrouping = (range: DayRange): Grouping =>
  daysIn(range) <= DEFAULT_DAY_GROUPING_DAYS ? "day" : "month";

/** Every period of the range, oldest first: its days (yyyy-mm-dd) or months (yyyy-mm). */
export function periodsOf({ from, to, group }: ReportQuery): string[] {
  const periods: string[] = [];
  if (group === "month") {
    for (let m = from.slice(0, 7); m <= to.slice(0, 7); m = nextMonth(m)) periods.push(m);
    return periods;
  }
  const start = startOfIndiaDay(from).getTime();
  const count = daysIn({ from, to });
  for (let i = 0; i < count; i++) periods.push(indiaDateKey(new Date(start + i * DAY_MS)));
  return periods;
}

/** The report's URL (and its CSV's) for a range and grouping. */
export function salesReportHref(query: Partial<ReportQuery>, path = SALES_REPORT_PATH): string {
  const search = new URLSearchParams();
  if (query.from) search.set("from", query.from);
  if (query.to) search.set("to", query.to);
  if (query.group) search.set("group", query.group);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export const salesReportExportHref = (query: ReportQuery) =>
  salesReportHref(query, SALES_REPORT_EXPORT_PATH);

/** A customer's page (app/billing/customers). */
export const customerHref = (id: string) => `/billing/customers/${encodeURIComponent(id)}`;

/** A quantity in thousandths as text: 1500 -> "1.5", 12000 -> "12". */
export function quantityText(milli: number): string {
  return String(milli / 1000);
}
