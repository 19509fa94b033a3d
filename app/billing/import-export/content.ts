import { localized, tr } from "~/lib/content";
import { AMOUNT_GROUPING_TEXT, DAY_TEXTS } from "~/lib/input-texts";
import { fill } from "~/lib/forms";
import type { Locale } from "~/lib/i18n/i18n";
import { matchTemplate } from "~/lib/localized-errors";
import type { PluralForms } from "~/lib/plural";

type ExportKey = "complaints" | "transactions" | "inventory";

type RowProblemKey =
  | "required"
  | "tooLong"
  | "amountTooLarge"
  | "notAmount"
  | "grouping"
  | "decimals"
  | "negative"
  | "numberTooLarge"
  | "notNumber"
  | "wholeNumber"
  | "notDate"
  | "dateEarly"
  | "dateFuture"
  | "status"
  | "estimatedOverActual"
  | "productTooLarge"
  | "numberRepeated"
  | "numberExists"
  | "quoteInside"
  | "quoteNotClosed"
  | "notCsv";

type ImportMessageKey =
  | "problemFound"
  | "problemsFound"
  | "notValidCsv"
  | "noFile"
  | "onlyCsv"
  | "tooLarge"
  | "unrecognized"
  | "headerOnly"
  | "numberTaken"
  | "unexpected"
  | "uploadIncomplete";

/** The Import / Export page's copy, in English and Tamil (CSV headers and contents stay as they are). */
export type ImportExportContent = {
  metaTitle: string;
  title: string;
  backLabel: string;
  records: PluralForms;
  cards: Record<ExportKey, { title: string; text: string }>;
  exportHeading: string;
  /** Each card's button (decision 046: "Bill", not the spec's "Complaint"). */
  exportButtons: Record<ExportKey, string>;
  /** "Exporting {title}" */
  exporting: string;
  /** "{type} data exported successfully!" */
  exported: string;
  exportFailed: string;
  imported: PluralForms;
  /** "Failed to import data: {message}" */
  importFailed: string;
  uploadFailed: string;
  noFile: string;
  onlyCsv: string;
  tooLarge: string;
  importHeading: string;
  uploadCsv: string;
  notes: { csvOnly: string; format: string; backup: string; large: string };
  billsTemplate: string;
  godownTemplate: string;
  import: string;
  importing: string;
  problems: PluralForms;
  /** "The first {shown} of {count} problems" */
  firstProblems: string;
  nothingImported: string;
  columns: { line: string; column: string; problem: string };
  /**
   * A row's problem as the server writes it (validate.server.ts, cells.ts, bill-numbers.server.ts,
   * scan.server.ts, the CSV parser): the English is its text word for word, each {name} a value
   * (a cell of the file, a column's name in the file, a number) shown as data.
   */
  rowProblems: Record<RowProblemKey, string>;
  /** A refused import's message (the toast's {message}), as the server writes it in English. */
  importMessages: Record<ImportMessageKey, string>;
  activityHeading: string;
  refresh: string;
  noActivities: string;
  importOp: string;
  exportOp: string;
  unknownUser: string;
  completed: string;
  failed: string;
};

/** Why a chosen file is refused before it is read: the page and the import say it alike. */
const FILE_REFUSALS = {
  noFile: tr("Choose a CSV file to import.", "இறக்குமதி செய்ய ஒரு CSV கோப்பைத் தேர்ந்தெடுக்கவும்."),
  onlyCsv: tr(
    "Only CSV files are supported. Save the sheet as CSV (comma separated) and try again.",
    "CSV கோப்புகள் மட்டுமே ஏற்கப்படும். தாளை CSV (காற்புள்ளி பிரிப்பு) ஆகச் சேமித்து மீண்டும் முயலவும்.",
  ),
  tooLarge: tr(
    "The file is larger than 20 MB. Split it into smaller files and import them one by one.",
    "கோப்பு 20 மெகாபைட்டை விடப் பெரியது. அதைச் சிறு கோப்புகளாகப் பிரித்து ஒவ்வொன்றாக இறக்குமதி செய்யவும்.",
  ),
};

export const importExportContent = localized<ImportExportContent>({
  metaTitle: tr("Import / Export — Billing", "இறக்குமதி / ஏற்றுமதி — பில்லிங்"),
  title: tr("Import / Export", "இறக்குமதி / ஏற்றுமதி"),
  backLabel: tr("Back to Service", "சேவைக்குத் திரும்பு"),
  records: {
    one: tr("{count} record", "{count} பதிவு"),
    other: tr("{count} records", "{count} பதிவுகள்"),
  },
  cards: {
    complaints: { title: tr("Bills", "பில்கள்"), text: tr("Every bill", "அனைத்து பில்களும்") },
    transactions: {
      title: tr("Transactions", "பரிவர்த்தனைகள்"),
      text: tr("Payments and refunds", "கட்டணங்களும் திருப்பியளிப்புகளும்"),
    },
    inventory: {
      title: tr("Inventory", "சரக்கு இருப்பு"),
      text: tr("The godown's items", "கிடங்கின் பொருட்கள்"),
    },
  },
  exportHeading: tr("Export Data", "தரவை ஏற்றுமதி செய்"),
  exportButtons: {
    complaints: tr("Export Bills", "பில்களை ஏற்றுமதி செய்"),
    transactions: tr("Export Transactions", "பரிவர்த்தனைகளை ஏற்றுமதி செய்"),
    inventory: tr("Export Inventory", "இருப்புப் பொருட்களை ஏற்றுமதி செய்"),
  },
  exporting: tr("Exporting {title}", "{title} ஏற்றுமதியாகிறது"),
  exported: tr("{type} data exported successfully!", "{type} தரவு வெற்றிகரமாக ஏற்றுமதி செய்யப்பட்டது!"),
  exportFailed: tr("Failed to export data", "தரவை ஏற்றுமதி செய்ய முடியவில்லை"),
  imported: {
    one: tr(
      "Successfully imported {count} record!",
      "{count} பதிவு வெற்றிகரமாக இறக்குமதி செய்யப்பட்டது!",
    ),
    other: tr(
      "Successfully imported {count} records!",
      "{count} பதிவுகள் வெற்றிகரமாக இறக்குமதி செய்யப்பட்டன!",
    ),
  },
  importFailed: tr("Failed to import data: {message}", "தரவை இறக்குமதி செய்ய முடியவில்லை: {message}"),
  uploadFailed: tr(
    "The upload failed. Check the connection and try again.",
    "பதிவேற்றம் தோல்வியடைந்தது. இணைப்பைச் சரிபார்த்து மீண்டும் முயலவும்.",
  ),
  ...FILE_REFUSALS,
  importHeading: tr("Import Data", "தரவை இறக்குமதி செய்"),
  uploadCsv: tr("Upload CSV", "CSV பதிவேற்று"),
  notes: {
    csvOnly: tr(
      "Only CSV files are supported (up to 20 MB).",
      "CSV கோப்புகள் மட்டுமே ஏற்கப்படும் (20 மெகாபைட் வரை).",
    ),
    format: tr(
      "The format must match the export template: bills need Bill No or Customer, godown items Item Name.",
      "வடிவம் ஏற்றுமதி மாதிரியுடன் பொருந்த வேண்டும்: பில்களுக்கு பில் எண் அல்லது வாடிக்கையாளர், கிடங்குப் பொருட்களுக்கு பொருளின் பெயர் தேவை.",
    ),
    backup: tr(
      "Back up your data (export it) before importing. A file with any wrong row imports nothing.",
      "இறக்குமதிக்கு முன் உங்கள் தரவை (ஏற்றுமதி செய்து) காப்புப் பிரதி எடுக்கவும். ஏதேனும் ஒரு வரிசை தவறாக இருந்தால் கோப்பிலிருந்து எதுவும் இறக்குமதியாகாது.",
    ),
    large: tr(
      "Large files may take a few minutes to import.",
      "பெரிய கோப்புகளை இறக்குமதி செய்ய சில நிமிடங்கள் ஆகலாம்.",
    ),
  },
  billsTemplate: tr("Bills template (CSV)", "பில் மாதிரி (CSV)"),
  godownTemplate: tr("Godown items template (CSV)", "கிடங்குப் பொருள் மாதிரி (CSV)"),
  import: tr("Import", "இறக்குமதி செய்"),
  importing: tr("Importing", "இறக்குமதியாகிறது"),
  problems: {
    one: tr("{count} problem", "{count} பிழை"),
    other: tr("{count} problems", "{count} பிழைகள்"),
  },
  firstProblems: tr("The first {shown} of {count} problems", "{count} பிழைகளில் முதல் {shown}"),
  nothingImported: tr("; nothing was imported.", "; எதுவும் இறக்குமதி செய்யப்படவில்லை."),
  columns: {
    line: tr("Line", "கோப்பின் வரி"),
    column: tr("Column", "நெடுவரிசை"),
    problem: tr("Problem", "பிழை"),
  },
  rowProblems: {
    required: tr("Required", "நிரப்பப்பட வேண்டும்"),
    tooLong: tr("Too long (at most {max} characters)", "மிக நீளம் (அதிகபட்சம் {max} எழுத்துகள்)"),
    amountTooLarge: tr("This amount is too large", "இந்தத் தொகை மிகப் பெரியது"),
    notAmount: tr("{cell} is not an amount", "{cell} ஒரு தொகை அல்ல"),
    grouping: AMOUNT_GROUPING_TEXT,
    decimals: tr(
      "Use rupees with at most two decimals (e.g. {example})",
      "ரூபாயை அதிகபட்சம் இரண்டு தசம இலக்கங்களுடன் எழுதவும் (எ.கா. {example})",
    ),
    negative: tr("Cannot be negative", "எதிர்மறை எண்ணாக இருக்கக் கூடாது"),
    numberTooLarge: tr("This number is too large", "இந்த எண் மிகப் பெரியது"),
    notNumber: tr("{cell} is not a number", "{cell} ஒரு எண் அல்ல"),
    wholeNumber: tr("Must be a whole number", "முழு எண்ணாக இருக்க வேண்டும்"),
    notDate: tr(
      "Not a date: use {iso} or {indian}",
      "இது தேதி அல்ல: {iso} அல்லது {indian} வடிவில் எழுதவும்",
    ),
    dateEarly: DAY_TEXTS.early,
    dateFuture: DAY_TEXTS.future,
    status: tr(
      "Status must be {pending}, {inProgress}, {completed} or {paid}",
      "நிலை {pending}, {inProgress}, {completed} அல்லது {paid} ஆக இருக்க வேண்டும்",
    ),
    estimatedOverActual: tr(
      "{estimated} (the total after discount) cannot be more than {actual} (the amount before discount)",
      "{estimated} (தள்ளுபடிக்குப் பிந்தைய மொத்தம்) {actual}-ஐ (தள்ளுபடிக்கு முந்தைய தொகை) விட அதிகமாக இருக்கக் கூடாது",
    ),
    productTooLarge: tr("{quantity} × {price} is too large", "{quantity} × {price} மிகப் பெரியது"),
    numberRepeated: tr(
      "Bill number {number} is also on line {line} of the file",
      "பில் எண் {number} கோப்பின் {line}-ஆம் வரியிலும் உள்ளது",
    ),
    numberExists: tr("Bill number {number} already exists", "பில் எண் {number} ஏற்கெனவே உள்ளது"),
    quoteInside: tr(
      "A quote ({quote}) is in the middle of a field: quote the whole field, and write a quote inside it as two ({twoQuotes})",
      "ஒரு புலத்தின் நடுவில் மேற்கோள் குறி ({quote}) உள்ளது: முழுப் புலத்தையும் மேற்கோள் குறிகளுக்குள் இடவும், அதனுள் வரும் மேற்கோள் குறியை இரண்டாக ({twoQuotes}) எழுதவும்",
    ),
    quoteNotClosed: tr(
      "A quoted field starts on this line and is never closed (a missing {quote})",
      "மேற்கோள் குறியுடன் தொடங்கும் ஒரு புலம் இந்த வரியில் தொடங்கி மூடப்படவில்லை ({quote} விடுபட்டுள்ளது)",
    ),
    notCsv: tr("This line is not valid CSV", "இந்த வரி சரியான CSV வடிவில் இல்லை"),
  },
  importMessages: {
    problemFound: tr(
      "{count} problem found in the file; nothing was imported.",
      "கோப்பில் {count} பிழை கண்டறியப்பட்டது; எதுவும் இறக்குமதி செய்யப்படவில்லை.",
    ),
    problemsFound: tr(
      "{count} problems found in the file; nothing was imported.",
      "கோப்பில் {count} பிழைகள் கண்டறியப்பட்டன; எதுவும் இறக்குமதி செய்யப்படவில்லை.",
    ),
    notValidCsv: tr(
      "The file is not valid CSV near line {line}; nothing was imported.",
      "கோப்பு {line}-ஆம் வரிக்கு அருகில் சரியான CSV வடிவில் இல்லை; எதுவும் இறக்குமதி செய்யப்படவில்லை.",
    ),
    ...FILE_REFUSALS,
    unrecognized: tr(
      "Unrecognized file format. Please use the correct CSV template.",
      "கோப்பின் வடிவம் அடையாளம் தெரியவில்லை. சரியான CSV மாதிரியைப் பயன்படுத்தவும்.",
    ),
    headerOnly: tr(
      "File must contain header and at least one data row",
      "கோப்பில் தலைப்பு வரியும் குறைந்தது ஒரு தரவு வரியும் இருக்க வேண்டும்",
    ),
    numberTaken: tr(
      "A bill number in the file was saved by someone else during the import. Nothing was imported; try again.",
      "இறக்குமதியின்போது கோப்பிலுள்ள ஒரு பில் எண்ணை வேறொருவர் சேமித்துவிட்டார். எதுவும் இறக்குமதி செய்யப்படவில்லை; மீண்டும் முயலவும்.",
    ),
    unexpected: tr(
      "Something went wrong on the server. Nothing was imported.",
      "சர்வரில் ஏதோ தவறு நடந்துவிட்டது. எதுவும் இறக்குமதி செய்யப்படவில்லை.",
    ),
    uploadIncomplete: tr(
      "The upload did not complete. Please try again.",
      "பதிவேற்றம் முழுமையடையவில்லை. மீண்டும் முயலவும்.",
    ),
  },
  activityHeading: tr("Recent Import/Export Activities", "சமீபத்திய இறக்குமதி/ஏற்றுமதி செயல்பாடுகள்"),
  refresh: tr("Refresh", "புதுப்பி"),
  noActivities: tr("No recent activities found.", "சமீபத்திய செயல்பாடுகள் எதுவும் இல்லை."),
  importOp: tr("Import", "இறக்குமதி"),
  exportOp: tr("Export", "ஏற்றுமதி"),
  unknownUser: tr("Unknown user", "அறியப்படாத பயனர்"),
  completed: tr("Completed", "முடிந்தது"),
  failed: tr("Failed", "தோல்வி"),
});

/**
 * A refused import's message (as the server writes it, in English) in `locale`, its numbers
 * filled in; a message the copy does not know stays as it is.
 */
export function importMessageText(message: string, locale: Locale): string {
  const found = matchTemplate(message, importExportContent.en.importMessages);
  return found
    ? fill(importExportContent[locale].importMessages[found.key], found.values)
    : message;
}
