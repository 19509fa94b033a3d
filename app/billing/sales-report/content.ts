import { localized, tr } from "~/lib/content";
import { paymentMethodNames } from "~/lib/payment-methods";
import { DAY_TEXTS } from "~/lib/input-texts";
import { monthText } from "../ledger";
import {
  type Grouping,
  type PeriodTotals,
  type Preset,
  SALES_METHODS,
  type SalesMethod,
} from "./sales-report";
import type { SALES_REPORT_MESSAGES } from "./schema";

/**
 * The sales report page's copy, in English (the spec's words) and Tamil. The CSV keeps the
 * English labels of sales-report.ts (its format is fixed). `{name}` placeholders: `fill`.
 */
export type SalesReportContent = {
  metaTitle: string;
  title: string;
  backLabel: string;
  /** "{from} to {to}" */
  range: string;
  explain: string;
  totals: string;
  billed: string;
  received: string;
  total: string;
  /** "Billed vs received per day" / "per month". */
  chartHeading: Record<Grouping, string>;
  /** "Billed {billed} and received {received} over {first} – {last}; …" */
  chartCaption: string;
  filters: {
    heading: string;
    quickRanges: string;
    fromDate: string;
    toDate: string;
    group: string;
    apply: string;
    grouping: string;
  };
  groups: Record<Grouping, string>;
  presets: Record<Preset, string>;
  methods: Record<SalesMethod, string>;
  periods: { heading: Record<Grouping, string>; caption: Record<Grouping, string>; period: string };
  methodTable: { heading: string; method: string; caption: string };
  customers: {
    heading: string;
    note: string;
    customer: string;
    phone: string;
    balance: string;
    empty: string;
    caption: string;
  };
  items: {
    heading: string;
    note: string;
    item: string;
    quantity: string;
    mixedUnits: string;
    bills: string;
    amount: string;
    empty: string;
    caption: string;
  };
  messages: Record<keyof typeof SALES_REPORT_MESSAGES, string>;
};

export const salesReportContent = localized<SalesReportContent>({
  metaTitle: tr("Sales Report — Billing", "விற்பனை அறிக்கை — பில்லிங்"),
  title: tr("Sales Report", "விற்பனை அறிக்கை"),
  backLabel: tr("Back to Service Management", "சேவை மேலாண்மைக்குத் திரும்பு"),
  range: tr("{from} to {to}", "{from} முதல் {to} வரை"),
  explain: tr(
    "Billed: bills on their bill date and LimraKart orders on the day they were placed, less bills and orders cancelled (or orders returned) on that day. Received: money in (payments, order payments and other income), less voided payments on the day of the void.",
    "பில் தொகை: பில் தேதியில் போட்ட பில்களும், வைக்கப்பட்ட நாளில் LimraKart ஆர்டர்களும், ரத்து செய்த (அல்லது திருப்பி அனுப்பப்பட்ட) நாளில் அவை கழித்து. பெற்றது: வந்த பணம் (கட்டணங்கள், ஆர்டர் கட்டணங்கள், பிற வரவு), செல்லாததாக்கிய நாளில் செல்லாததாக்கிய கட்டணங்கள் கழித்து.",
  ),
  totals: tr("Totals", "மொத்தங்கள்"),
  billed: tr("Billed", "பில் தொகை"),
  received: tr("Received", "பெற்றது"),
  total: tr("Total", "மொத்தம்"),
  chartHeading: {
    day: tr("Billed vs received per day", "நாள்தோறும் பில் தொகையும் பெற்றதும்"),
    month: tr("Billed vs received per month", "மாதந்தோறும் பில் தொகையும் பெற்றதும்"),
  },
  chartCaption: tr(
    "Billed {billed} and received {received} over {first} – {last}; the table of periods below has every figure.",
    "{first} – {last}: பில் தொகை {billed}, பெற்றது {received}; ஒவ்வொரு எண்ணிக்கையும் கீழே உள்ள காலவாரி அட்டவணையில் உள்ளது.",
  ),
  filters: {
    heading: tr("Date Range", "தேதி வரம்பு"),
    quickRanges: tr("Quick ranges", "விரைவு வரம்புகள்"),
    fromDate: tr("From Date", "தொடக்கத் தேதி"),
    toDate: tr("To Date", "இறுதித் தேதி"),
    group: tr("Group", "வகைப்படுத்து"),
    apply: tr("Apply", "காட்டு"),
    grouping: tr("Grouping", "வகைப்படுத்தல்"),
  },
  groups: { day: tr("By day", "நாள் வாரியாக"), month: tr("By month", "மாத வாரியாக") },
  presets: {
    "this-month": tr("This month", "இந்த மாதம்"),
    "last-month": tr("Last month", "கடந்த மாதம்"),
    "this-fy": tr("This financial year", "இந்த நிதியாண்டு"),
    "last-12-months": tr("Last 12 months", "கடந்த 12 மாதங்கள்"),
  },
  methods: paymentMethodNames(SALES_METHODS),
  periods: {
    heading: {
      day: tr("Billed and received per day", "நாள்தோறும் பில் தொகையும் பெற்றதும்"),
      month: tr("Billed and received per month", "மாதந்தோறும் பில் தொகையும் பெற்றதும்"),
    },
    caption: {
      day: tr(
        "Billed and received per day, with the total",
        "நாள்தோறும் பில் தொகையும் பெற்றதும், மொத்தத்துடன்",
      ),
      month: tr(
        "Billed and received per month, with the total",
        "மாதந்தோறும் பில் தொகையும் பெற்றதும், மொத்தத்துடன்",
      ),
    },
    period: tr("Period", "காலம்"),
  },
  methodTable: {
    heading: tr("Received by payment method", "பணம் செலுத்தும் முறை வாரியாகப் பெற்றது"),
    method: tr("Method", "முறை"),
    caption: tr(
      "Money received per payment method (voids taken off), with the total",
      "முறை வாரியாகப் பெற்ற பணம் (செல்லாததாக்கியவை கழித்து), மொத்தத்துடன்",
    ),
  },
  customers: {
    heading: tr("Top 10 customers", "முதல் 10 வாடிக்கையாளர்கள்"),
    note: tr(
      "By billed in these days, their shop orders included (linked by phone number). Bills without a phone number have no customer and are not listed. Balance now includes shop orders not yet paid.",
      "இந்த நாட்களின் பில் தொகைப்படி, அவர்களின் கடை ஆர்டர்களும் சேர்த்து (தொலைபேசி எண் மூலம் இணைக்கப்பட்டவை). தொலைபேசி எண் இல்லாத பில்களுக்கு வாடிக்கையாளர் இல்லை; அவை பட்டியலில் இல்லை. தற்போதைய நிலுவையில் இன்னும் செலுத்தப்படாத கடை ஆர்டர்களும் அடங்கும்.",
    ),
    customer: tr("Customer", "வாடிக்கையாளர்"),
    phone: tr("Phone", "தொலைபேசி"),
    balance: tr("Balance now", "தற்போதைய நிலுவை"),
    empty: tr(
      "No customer was billed in these days.",
      "இந்த நாட்களில் எந்த வாடிக்கையாளருக்கும் பில் போடப்படவில்லை.",
    ),
    caption: tr(
      "The customers billed most in these days, with what they paid in them and their balance now",
      "இந்த நாட்களில் அதிகம் பில் போடப்பட்ட வாடிக்கையாளர்கள், அவர்கள் செலுத்தியதும் தற்போதைய நிலுவையும்",
    ),
  },
  items: {
    heading: tr("Top 20 items", "முதல் 20 பொருட்கள்"),
    note: tr(
      "Bill lines and shop order items by description (ignoring case), line amounts before a bill's discount or an order's delivery fee; cancelled bills and cancelled or returned orders left out. An order counts as one bill.",
      "விவரப்படி பில் உருப்படிகளும் கடை ஆர்டர் பொருட்களும் (ஆங்கிலப் பெரிய, சிறிய எழுத்து வேறுபாடு பார்க்காமல்), பில் தள்ளுபடிக்கும் ஆர்டர் டெலிவரி கட்டணத்துக்கும் முந்தைய உருப்படித் தொகைகள்; ரத்தான பில்களும் ரத்தான அல்லது திருப்பி அனுப்பப்பட்ட ஆர்டர்களும் சேர்க்கப்படவில்லை. ஓர் ஆர்டர் ஒரு பில்லாகக் கணக்கிடப்படும்.",
    ),
    item: tr("Item", "பொருள்"),
    quantity: tr("Quantity", "அளவு"),
    mixedUnits: tr("(mixed units)", "(கலந்த அலகுகள்)"),
    bills: tr("Bills", "பில்கள்"),
    amount: tr("Amount", "தொகை"),
    empty: tr(
      "No bill lines or shop orders in these days.",
      "இந்த நாட்களில் பில் உருப்படிகளோ கடை ஆர்டர்களோ இல்லை.",
    ),
    caption: tr(
      "The items sold for most in these days (bill lines and shop order items, cancelled ones left out)",
      "இந்த நாட்களில் அதிகம் விற்ற பொருட்கள் (பில் உருப்படிகளும் கடை ஆர்டர் பொருட்களும், ரத்தானவை நீங்கலாக)",
    ),
  },
  messages: {
    fromInvalid: tr(
      "From date: choose a real day as dd/mm/yyyy, e.g. 01/04/2026.",
      "தொடக்கத் தேதி: சரியான நாளை நாள்/மாதம்/ஆண்டு என்று தேர்ந்தெடுக்கவும், எ.கா. 01/04/2026.",
    ),
    toInvalid: tr(
      "To date: choose a real day as dd/mm/yyyy, e.g. 30/11/2026.",
      "இறுதித் தேதி: சரியான நாளை நாள்/மாதம்/ஆண்டு என்று தேர்ந்தெடுக்கவும், எ.கா. 30/11/2026.",
    ),
    dayEarly: DAY_TEXTS.early,
    dayLate: DAY_TEXTS.late,
    fromAfterTo: tr(
      "The From date must be on or before the To date.",
      "தொடக்கத் தேதி இறுதித் தேதிக்கு முன்போ அதே நாளோ இருக்க வேண்டும்.",
    ),
    tooLong: tr(
      "A report covers at most 3660 days (10 years).",
      "ஓர் அறிக்கை அதிகபட்சம் 3660 நாட்களை (10 ஆண்டுகள்) உள்ளடக்கும்.",
    ),
    dayTooLong: tr(
      "Grouping by day covers at most 400 days: group by month, or choose fewer days.",
      "நாள் வாரியான வகைப்படுத்தல் அதிகபட்சம் 400 நாட்கள்: மாத வாரியாக வகைப்படுத்தவும், அல்லது குறைவான நாட்களைத் தேர்ந்தெடுக்கவும்.",
    ),
    groupInvalid: tr("Group by day or by month.", "நாள் வாரியாக அல்லது மாத வாரியாக வகைப்படுத்தவும்."),
    loadFailed: tr("Failed to fetch the sales report", "விற்பனை அறிக்கையைப் பெற முடியவில்லை"),
  },
});

/** A period's label: a month's name in the page's language ("Dec 2025", "டிச 2025"), a day as is. */
export const periodText = (c: { months: readonly string[] }, p: PeriodTotals): string =>
  p.period.length === 7 ? monthText(c, p.period) : p.label;
