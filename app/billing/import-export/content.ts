import { localized, tr } from "~/lib/content";
import type { PluralForms } from "~/lib/plural";

type ExportKey = "complaints" | "transactions" | "inventory";

/** The Import / Export page's copy, in English and Tamil (CSV headers and contents stay as they are). */
export type ImportExportContent = {
  metaTitle: string;
  title: string;
  backLabel: string;
  records: PluralForms;
  cards: Record<ExportKey, { title: string; text: string }>;
  exportHeading: string;
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
  activityHeading: string;
  refresh: string;
  noActivities: string;
  importOp: string;
  exportOp: string;
  unknownUser: string;
  completed: string;
  failed: string;
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
  noFile: tr("Choose a CSV file to import.", "இறக்குமதி செய்ய ஒரு CSV கோப்பைத் தேர்ந்தெடுக்கவும்."),
  onlyCsv: tr(
    "Only CSV files are supported. Save the sheet as CSV (comma separated) and try again.",
    "CSV கோப்புகள் மட்டுமே ஏற்கப்படும். தாளை CSV (காற்புள்ளி பிரிப்பு) ஆகச் சேமித்து மீண்டும் முயலவும்.",
  ),
  tooLarge: tr(
    "The file is larger than 20 MB. Split it into smaller files and import them one by one.",
    "கோப்பு 20 மெகாபைட்டை விடப் பெரியது. அதைச் சிறு கோப்புகளாகப் பிரித்து ஒவ்வொன்றாக இறக்குமதி செய்யவும்.",
  ),
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
    line: tr("Line", "வரி"),
    column: tr("Column", "நெடுவரிசை"),
    problem: tr("Problem", "பிழை"),
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
