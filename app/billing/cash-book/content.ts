import { localized, tr } from "~/lib/content";
import type { CashBookTotals } from "./cash-book";

/** The cash book page's copy, in English and Tamil. `{name}` placeholders are filled by `fill`. */
export type CashBookContent = {
  metaTitle: string;
  title: string;
  backLabel: string;
  dateRange: string;
  fromDate: string;
  toDate: string;
  apply: string;
  thisMonth: string;
  /** "{from} to {to}" */
  range: string;
  openingCash: string;
  loadFailed: string;
  day: string;
  total: string;
  /** "Day book of {date}" */
  dayBookOf: string;
  columns: Record<keyof CashBookTotals, string>;
  /** The day's latest cash count: the next day opens from it (decision 071). */
  counted: string;
  empty: string;
  caption: string;
};

export const cashBookContent = localized<CashBookContent>({
  metaTitle: tr("Cash Book — Billing", "ரொக்கப் புத்தகம் — பில்லிங்"),
  title: tr("Cash Book", "ரொக்கப் புத்தகம்"),
  backLabel: tr("Back to Service Management", "சேவை மேலாண்மைக்குத் திரும்பு"),
  dateRange: tr("Date Range", "தேதி வரம்பு"),
  fromDate: tr("From Date", "தொடக்கத் தேதி"),
  toDate: tr("To Date", "இறுதித் தேதி"),
  apply: tr("Apply", "காட்டு"),
  thisMonth: tr("This month", "இந்த மாதம்"),
  range: tr("{from} to {to}", "{from} முதல் {to} வரை"),
  openingCash: tr("Opening cash in hand:", "தொடக்கக் கையிருப்பு ரொக்கம்:"),
  loadFailed: tr("Failed to fetch the cash book", "ரொக்கப் புத்தகத்தைப் பெற முடியவில்லை"),
  day: tr("Day", "நாள்"),
  total: tr("Total", "மொத்தம்"),
  dayBookOf: tr("Day book of {date}", "{date} நாளேடு"),
  columns: {
    cashIn: tr("Cash in", "ரொக்க வரவு"),
    cashOut: tr("Cash out", "ரொக்கச் செலவு"),
    cashInHand: tr("Cash in hand", "கையிருப்பு ரொக்கம்"),
    upiIn: tr("UPI in", "UPI வரவு"),
    otherIn: tr("Bank/Card/Cheque in", "வங்கி/கார்டு/காசோலை வரவு"),
    nonCashOut: tr("Non-cash out", "ரொக்கமல்லாத செலவு"),
  },
  counted: tr("Cash counted", "எண்ணிய ரொக்கம்"),
  empty: tr("No entries in these days.", "இந்த நாட்களில் பதிவுகள் இல்லை."),
  caption: tr(
    "Cash book, one row per day (India time)",
    "ரொக்கப் புத்தகம், நாளுக்கு ஒரு வரிசை (இந்திய நேரம்)",
  ),
});
