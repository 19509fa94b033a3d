import { localized, tr } from "~/lib/content";
import { paymentMethodNames } from "~/lib/payment-methods";
import { AMOUNT_GROUPING_TEXT, DAY_TEXTS } from "~/lib/input-texts";
import { formatRupees } from "~/lib/format";
import { DAY_BOOK_METHODS, type DayBookMethod } from "./day-book";
import type { DAY_BOOK_MESSAGES } from "./schema";

/**
 * The day book page's copy, in English (the spec's words) and Tamil. The CSV keeps the English
 * labels of day-book.ts (its format is fixed). `{name}` placeholders are filled by `fill`.
 */
export type DayBookContent = {
  metaTitle: string;
  title: string;
  backLabel: string;
  today: string;
  cashInHand: string;
  moneyIn: string;
  moneyOut: string;
  totalsByMethod: string;
  onlyCash: string;
  cashCounted: string;
  /** The print view's link back to the page. */
  backToDayBook: string;
  picker: {
    heading: string;
    day: string;
    show: string;
    today: string;
    days: string;
    previous: string;
    next: string;
  };
  summary: {
    opening: string;
    cashIn: string;
    cashOut: string;
    closing: string;
    /** Where the opening came from: "{day}" is a date. */
    fromCount: string;
    fromSet: string;
    fromLedger: string;
  };
  /** The books' opening cash form (admin, once) and the line once it is set. */
  opening: {
    heading: string;
    intro: string;
    amount: string;
    note: string;
    save: string;
    saving: string;
    /** "Opening cash of the books: {amount} at the start of {day}, set by {by}." */
    isSet: string;
    notSet: string;
    /** "Opening cash of {amount} at the start of {day}." */
    savedDescription: string;
  };
  form: {
    counted: string;
    /** "Expected: {amount}, the closing cash in hand." */
    expected: string;
    note: string;
    optional: string;
    saving: string;
    save: string;
  };
  counts: {
    time: string;
    counted: string;
    expected: string;
    difference: string;
    by: string;
    note: string;
    empty: string;
    caption: string;
  };
  /** "Short {amount}", "Excess {amount}", "Matches". */
  difference: { short: string; excess: string; matches: string };
  /** "{difference}: counted {counted}, expected {expected}" */
  savedDescription: string;
  entries: {
    time: string;
    numbers: string;
    who: string;
    type: string;
    method: string;
    amount: string;
    emptyIn: string;
    emptyOut: string;
    captionIn: string;
    captionOut: string;
    /** "Showing {first}–{last} of {total} entries" under a list shown a page at a time. */
    showing: string;
    pagesIn: string;
    pagesOut: string;
  };
  methodTable: { method: string; in: string; out: string; net: string; all: string };
  methods: Record<DayBookMethod, string>;
  kinds: Record<
    | "advance_payment"
    | "payment_received"
    | "order_payment"
    | "payment_void"
    | "refund"
    | "income"
    | "expense",
    string
  >;
  messages: Record<keyof typeof DAY_BOOK_MESSAGES, string>;
};

export const dayBookContent = localized<DayBookContent>({
  metaTitle: tr("Day Book — Billing", "நாளேடு — பில்லிங்"),
  title: tr("Day Book", "நாளேடு"),
  backLabel: tr("Back to Service Management", "சேவை மேலாண்மைக்குத் திரும்பு"),
  today: tr("(today)", "(இன்று)"),
  cashInHand: tr("Cash in hand", "கையிருப்பு ரொக்கம்"),
  moneyIn: tr("Money in", "வந்த பணம்"),
  moneyOut: tr("Money out", "சென்ற பணம்"),
  totalsByMethod: tr("Totals by method", "முறை வாரியான மொத்தங்கள்"),
  onlyCash: tr(
    "Only cash changes the cash in hand; UPI, card, bank and cheque go to the bank.",
    "ரொக்கம் மட்டுமே கையிருப்பை மாற்றும்; UPI, கார்டு, வங்கி, காசோலை பணம் வங்கிக்குச் செல்லும்.",
  ),
  cashCounted: tr("Cash counted", "எண்ணிய ரொக்கம்"),
  backToDayBook: tr("Back to the day book", "நாளேட்டுக்குத் திரும்ப"),
  picker: {
    heading: tr("Choose a day", "ஒரு நாளைத் தேர்ந்தெடுக்கவும்"),
    day: tr("Day", "நாள்"),
    show: tr("Show", "காட்டு"),
    today: tr("Today", "இன்று"),
    days: tr("Days", "நாட்கள்"),
    previous: tr("Previous day", "முந்தைய நாள்"),
    next: tr("Next day", "அடுத்த நாள்"),
  },
  summary: {
    opening: tr("Opening cash in hand", "தொடக்கக் கையிருப்பு ரொக்கம்"),
    cashIn: tr("+ Cash in", "+ ரொக்க வரவு"),
    cashOut: tr("\u2212 Cash out", "\u2212 ரொக்கச் செலவு"),
    closing: tr("Closing cash in hand", "இறுதிக் கையிருப்பு ரொக்கம்"),
    fromCount: tr(
      "Opening = the cash counted on {day}, with the cash entries after that count.",
      "தொடக்கம் = {day} அன்று எண்ணிய ரொக்கம், அந்த எண்ணிக்கைக்குப் பிறகான ரொக்கப் பதிவுகளுடன்.",
    ),
    fromSet: tr(
      "Opening = the books' opening cash set for {day}, with the cash entries since.",
      "தொடக்கம் = {day} நாளுக்கு அமைத்த கணக்குகளின் தொடக்க ரொக்கம், அதன் பிறகான ரொக்கப் பதிவுகளுடன்.",
    ),
    fromLedger: tr(
      "Opening = the previous day's closing cash (no cash count and no opening cash set before this day).",
      "தொடக்கம் = முந்தைய நாளின் இறுதி ரொக்கம் (இந்த நாளுக்கு முன் ரொக்க எண்ணிக்கையும் தொடக்க ரொக்கமும் இல்லை).",
    ),
  },
  opening: {
    heading: tr("Opening cash of the books", "கணக்குகளின் தொடக்க ரொக்கம்"),
    intro: tr(
      "The cash in the drawer when you start keeping the books here, at the start of the day shown. It can be set once; later corrections are cash counts.",
      "இங்கே கணக்கு வைக்கத் தொடங்கும்போது பெட்டியில் இருந்த ரொக்கம், காட்டப்படும் நாளின் தொடக்கத்தில். இதை ஒருமுறை மட்டுமே அமைக்க முடியும்; பிறகு திருத்தங்கள் ரொக்க எண்ணிக்கைகளாகச் செய்யப்படும்.",
    ),
    amount: tr("Opening cash (₹)", "தொடக்க ரொக்கம் (₹)"),
    note: tr("Note", "குறிப்பு"),
    save: tr("Set opening cash", "தொடக்க ரொக்கத்தை அமை"),
    saving: tr("Saving...", "சேமிக்கிறது..."),
    isSet: tr(
      "Opening cash of the books: {amount} at the start of {day}, set by {by}.",
      "கணக்குகளின் தொடக்க ரொக்கம்: {day} தொடக்கத்தில் {amount}, அமைத்தவர் {by}.",
    ),
    notSet: tr(
      "No opening cash is set for the books yet: the admin can set it once.",
      "கணக்குகளுக்கு இன்னும் தொடக்க ரொக்கம் அமைக்கப்படவில்லை: நிர்வாகி அதை ஒருமுறை அமைக்கலாம்.",
    ),
    savedDescription: tr(
      "Opening cash of {amount} at the start of {day}.",
      "{day} தொடக்கத்தில் {amount} தொடக்க ரொக்கம்.",
    ),
  },
  form: {
    counted: tr("Cash counted (₹)", "எண்ணிய ரொக்கம் (₹)"),
    expected: tr(
      "Expected: {amount}, the closing cash in hand.",
      "எதிர்பார்த்தது: {amount}, இறுதிக் கையிருப்பு ரொக்கம்.",
    ),
    note: tr("Note", "குறிப்பு"),
    optional: tr("(optional)", "(விருப்பத்தேர்வு)"),
    saving: tr("Saving...", "சேமிக்கிறது..."),
    save: tr("Save cash count", "ரொக்க எண்ணிக்கையைச் சேமி"),
  },
  counts: {
    time: tr("Time (IST)", "நேரம் (இந்திய நேரம்)"),
    counted: tr("Counted", "எண்ணியது"),
    expected: tr("Expected", "எதிர்பார்த்தது"),
    difference: tr("Difference", "வித்தியாசம்"),
    by: tr("Counted by", "எண்ணியவர்"),
    note: tr("Note", "குறிப்பு"),
    empty: tr("No cash count yet for this day.", "இந்த நாளுக்கு இன்னும் ரொக்க எண்ணிக்கை இல்லை."),
    caption: tr("Cash counts of the day, latest first", "இந்த நாளின் ரொக்க எண்ணிக்கைகள், புதியது முதலில்"),
  },
  difference: {
    short: tr("Short {amount}", "{amount} குறைவு"),
    excess: tr("Excess {amount}", "{amount} அதிகம்"),
    matches: tr("Matches", "சரியாக உள்ளது"),
  },
  savedDescription: tr(
    "{difference}: counted {counted}, expected {expected}",
    "{difference}: எண்ணியது {counted}, எதிர்பார்த்தது {expected}",
  ),
  entries: {
    time: tr("Time (IST)", "நேரம் (இந்திய நேரம்)"),
    numbers: tr("Receipt / Bill", "ரசீது / பில்"),
    who: tr("Customer / Description", "வாடிக்கையாளர் / விவரம்"),
    type: tr("Type", "வகை"),
    method: tr("Method", "முறை"),
    amount: tr("Amount", "தொகை"),
    emptyIn: tr("No money came in this day.", "இந்த நாளில் பணம் எதுவும் வரவில்லை."),
    emptyOut: tr("No money went out this day.", "இந்த நாளில் பணம் எதுவும் செல்லவில்லை."),
    captionIn: tr("Money in, oldest first", "வந்த பணம், பழையது முதலில்"),
    captionOut: tr("Money out, oldest first", "சென்ற பணம், பழையது முதலில்"),
    showing: tr(
      "Showing {first}–{last} of {total} entries",
      "{total} பதிவுகளில் {first}–{last} காட்டப்படுகின்றன",
    ),
    pagesIn: tr("Pages of money in", "வந்த பணத்தின் பக்கங்கள்"),
    pagesOut: tr("Pages of money out", "சென்ற பணத்தின் பக்கங்கள்"),
  },
  methodTable: {
    method: tr("Method", "முறை"),
    in: tr("In", "வரவு"),
    out: tr("Out", "செலவு"),
    net: tr("Net", "நிகரம்"),
    all: tr("All methods", "எல்லா முறைகளும்"),
  },
  methods: paymentMethodNames(DAY_BOOK_METHODS),
  kinds: {
    advance_payment: tr("Advance", "முன்பணம்"),
    payment_received: tr("Payment", "பணம் செலுத்துதல்"),
    order_payment: tr("LimraKart order", "LimraKart ஆர்டர்"),
    payment_void: tr("Void", "செல்லாததாக்கல்"),
    refund: tr("Refund", "பணம் திருப்பியளிப்பு"),
    income: tr("Income", "வரவு"),
    expense: tr("Expense", "செலவு"),
  },
  messages: {
    dayInvalid: tr(
      "Choose a real day as dd/mm/yyyy, e.g. 21/11/2026.",
      "சரியான நாளை நாள்/மாதம்/ஆண்டு என்று தேர்ந்தெடுக்கவும், எ.கா. 21/11/2026.",
    ),
    dayFuture: tr(
      "The day book cannot show a day after today (India time).",
      "இன்றைக்குப் பிறகான நாளை நாளேட்டில் காட்ட முடியாது (இந்திய நேரம்).",
    ),
    dayEarly: DAY_TEXTS.early,
    countedGrouping: AMOUNT_GROUPING_TEXT,
    countedRequired: tr("Enter the cash you counted", "நீங்கள் எண்ணிய ரொக்கத்தை உள்ளிடவும்"),
    countedInvalid: tr(
      "Enter the cash counted in rupees, 0 or more, e.g. 1500 or 1499.50",
      "எண்ணிய ரொக்கத்தை ரூபாயில் உள்ளிடவும், 0 அல்லது அதற்கு மேல், எ.கா. 1500 அல்லது 1499.50",
    ),
    noteTooLong: tr(
      "The note is too long (at most 300 characters)",
      "குறிப்பு மிக நீளமாக உள்ளது (அதிகபட்சம் 300 எழுத்துகள்)",
    ),
    loadFailed: tr("Failed to fetch the day book", "நாளேட்டைப் பெற முடியவில்லை"),
    saveFailed: tr("Failed to save the cash count", "ரொக்க எண்ணிக்கையைச் சேமிக்க முடியவில்லை"),
    saved: tr("Cash count saved", "ரொக்க எண்ணிக்கை சேமிக்கப்பட்டது"),
    openingRequired: tr(
      "Enter the cash in hand when the books start",
      "கணக்குகள் தொடங்கும்போது கையிருப்பு ரொக்கத்தை உள்ளிடவும்",
    ),
    openingInvalid: tr(
      "Enter the opening cash in rupees, 0 or more, e.g. 5000 or 4999.50",
      "தொடக்க ரொக்கத்தை ரூபாயில் உள்ளிடவும், 0 அல்லது அதற்கு மேல், எ.கா. 5000 அல்லது 4999.50",
    ),
    openingAdminOnly: tr(
      "Only the admin can set the opening cash.",
      "நிர்வாகி மட்டுமே தொடக்க ரொக்கத்தை அமைக்க முடியும்.",
    ),
    openingAlreadySet: tr(
      "The opening cash was already set ({amount} at the start of {day}) and cannot be set again. To correct the cash in hand, save a cash count.",
      "தொடக்க ரொக்கம் ஏற்கெனவே அமைக்கப்பட்டது ({day} தொடக்கத்தில் {amount}); அதை மீண்டும் அமைக்க முடியாது. கையிருப்பு ரொக்கத்தைத் திருத்த, ரொக்க எண்ணிக்கையைச் சேமிக்கவும்.",
    ),
    openingSaved: tr("Opening cash set", "தொடக்க ரொக்கம் அமைக்கப்பட்டது"),
    openingSaveFailed: tr("Failed to set the opening cash", "தொடக்க ரொக்கத்தை அமைக்க முடியவில்லை"),
  },
});

/** A count's difference in the page's words: "Short ₹50.00", "₹50.00 குறைவு"… */
export function differenceText(c: DayBookContent, differencePaise: number): string {
  if (differencePaise < 0)
    return c.difference.short.replace("{amount}", formatRupees(-differencePaise));
  if (differencePaise > 0)
    return c.difference.excess.replace("{amount}", formatRupees(differencePaise));
  return c.difference.matches;
}

/** What an entry is, in the page's words (an unknown type is shown as it is). */
export const entryKindText = (c: DayBookContent, type: string): string =>
  (c.kinds as Record<string, string>)[type] ?? type;
