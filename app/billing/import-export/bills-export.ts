import { localized, tr } from "~/lib/content";
import { indiaDateKey } from "~/lib/dates";
import { DAY_TEXTS } from "~/lib/input-texts";
import { z } from "~/lib/zod";
import { dayField } from "~/lib/zod-fields";

/**
 * The accountant's export (docs/decisions/073): the bills of a range of India days, one row per
 * bill line, with what was paid and what is owed — beside the spec's bills CSV
 * (complaints_export_…), which keeps its columns and name. Browser-safe: its URL, header, file
 * name and the range's schema and messages.
 */

export const BILLS_EXPORT_PATH = "/billing/import-export/bills";

/** At most ten years in one file, as the sales report. */
export const BILLS_EXPORT_MAX_DAYS = 3660;

/** The columns, in order: field -> header (English, like every CSV of the back office). */
export const BILLS_EXPORT_COLUMN = {
  number: "Bill No",
  date: "Date",
  customer: "Customer",
  phone: "Phone",
  item: "Item",
  quantity: "Quantity",
  unit: "Unit",
  rate: "Rate (INR)",
  lineAmount: "Line Amount (INR)",
  total: "Bill Total (INR)",
  discount: "Discount (INR)",
  paid: "Paid (INR)",
  refunded: "Refunded (INR)",
  balance: "Balance (INR)",
  paymentStatus: "Payment Status",
  workStatus: "Work Status",
  cancelledOn: "Cancelled On",
} as const;
export type BillsExportField = keyof typeof BILLS_EXPORT_COLUMN;

/** The header, in order. */
export const BILLS_EXPORT_HEADER = Object.values(BILLS_EXPORT_COLUMN);

/** bills_2026-11-01_2026-11-28.csv */
export const billsExportFileName = (range: { from: string; to: string }) =>
  `bills_${range.from}_${range.to}.csv`;

export type BillsExportMessages = {
  heading: string;
  text: string;
  from: string;
  to: string;
  download: string;
  fromAfterTo: string;
  tooLong: string;
  dayInvalid: string;
  dayEarly: string;
  dayLate: string;
  failed: string;
};

export const billsExportContent = localized<BillsExportMessages>({
  heading: tr("Accountant's export", "கணக்காளருக்கான ஏற்றுமதி"),
  text: tr(
    "Bills of the chosen days, one row per line, with paid, balance and payment status; cancelled bills are marked, not left out.",
    "தேர்ந்தெடுத்த நாட்களின் பில்கள், ஒவ்வொரு பில் உருப்படிக்கும் ஒரு வரிசை, செலுத்தியது, நிலுவை, கட்டண நிலையுடன்; ரத்தான பில்கள் விடுபடாமல் குறிக்கப்படும்.",
  ),
  from: tr("From Date", "தொடக்கத் தேதி"),
  to: tr("To Date", "இறுதித் தேதி"),
  download: tr("Download accountant's export", "கணக்காளருக்கான ஏற்றுமதியைப் பதிவிறக்கு"),
  fromAfterTo: tr(
    "The From date must be on or before the To date.",
    "தொடக்கத் தேதி இறுதித் தேதிக்கு முன்போ அதே நாளோ இருக்க வேண்டும்.",
  ),
  tooLong: tr(
    "An export covers at most 3660 days (10 years).",
    "ஓர் ஏற்றுமதி அதிகபட்சம் 3660 நாட்களை (10 ஆண்டுகள்) உள்ளடக்கும்.",
  ),
  dayInvalid: DAY_TEXTS.invalid,
  dayEarly: DAY_TEXTS.early,
  dayLate: DAY_TEXTS.late,
  failed: tr("Failed to export data", "தரவை ஏற்றுமதி செய்ய முடியவில்லை"),
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** This month so far in India: the range without one in the URL. */
export function thisMonthSoFar(now: Date = new Date()) {
  const today = indiaDateKey(now);
  return { from: `${today.slice(0, 7)}-01`, to: today };
}

/** The range of the URL (`from`, `to`, yyyy-mm-dd; this month so far without them), checked. */
export const billsExportQuerySchema = (
  m: BillsExportMessages = billsExportContent.en,
  now: Date = new Date(),
) => {
  const day = dayField({
    invalid: m.dayInvalid,
    early: m.dayEarly,
    late: m.dayLate,
    future: m.dayLate,
  });
  return z.object({ from: day, to: day }).transform((q, ctx) => {
    const month = thisMonthSoFar(now);
    const range = { from: q.from || month.from, to: q.to || month.to };
    if (range.from > range.to) {
      ctx.addIssue({ code: "custom", message: m.fromAfterTo, path: ["to"] });
      return z.NEVER;
    }
    const days = (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS + 1;
    if (days > BILLS_EXPORT_MAX_DAYS) {
      ctx.addIssue({ code: "custom", message: m.tooLong, path: ["to"] });
      return z.NEVER;
    }
    return range;
  });
};
