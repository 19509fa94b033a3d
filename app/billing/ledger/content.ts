import { localized, tr } from "~/lib/content";
import { paymentMethodNames } from "~/lib/payment-methods";
import { AMOUNT_GROUPING_TEXT } from "~/lib/input-texts";
import type { LedgerType, LEDGER_MESSAGES } from "./ledger";

/**
 * Income & Expenses and Transaction History's copy, in English (the spec's words) and Tamil.
 * The CSV export keeps the English labels of ledger.ts / transaction-labels.ts (its format is
 * fixed). `{name}` placeholders are filled by `fill`.
 */
export type LedgerContent = {
  metaTitle: string;
  title: string;
  backLabel: string;
  addRecord: string;
  adding: string;
  cancel: string;
  lastMonths: string;
  /** "{tab} records, newest first" */
  recordsCaption: string;
  /** "{type} of {amount} ({category})." */
  addedDescription: string;
  unknownAction: string;
  types: Record<LedgerType, string>;
  tabs: Record<LedgerType, string>;
  recordType: string;
  form: {
    type: string;
    category: string;
    description: string;
    amount: string;
    billNumber: string;
    method: string;
    payee: string;
    payeeHint: string;
    optional: string;
    billHint: string;
  };
  range: {
    heading: string;
    fromDate: string;
    toDate: string;
    apply: string;
    clear: string;
    /** "{from} to {to}" */
    both: string;
    from: string;
    upTo: string;
    all: string;
  };
  totals: {
    label: string;
    sales: string;
    received: string;
    expenses: string;
    net: string;
  };
  chart: {
    /** "Sales {sales}, received {received} and expenses {expenses} over {first} – {last}." */
    caption: string;
    sales: string;
    received: string;
    expenses: string;
    asTable: string;
    tableCaption: string;
    month: string;
  };
  /** Jan … Dec. */
  months: readonly string[];
  table: {
    date: string;
    category: string;
    description: string;
    method: string;
    payee: string;
    bill: string;
    amount: string;
    void: string;
    by: string;
  };
  messages: Record<keyof typeof LEDGER_MESSAGES, string>;
  /** transaction-labels.ts's payment methods; "N/A" when none. */
  methods: Record<"cash" | "upi" | "card" | "cheque" | "bank" | "bank_transfer" | "online", string>;
  na: string;
};

export const ledgerContent = localized<LedgerContent>({
  metaTitle: tr("Income & Expenses — Billing", "வரவு & செலவுகள் — பில்லிங்"),
  title: tr("Income & Expenses", "வரவு & செலவுகள்"),
  backLabel: tr("Back to Service Management", "சேவை மேலாண்மைக்குத் திரும்பு"),
  addRecord: tr("Add Record", "பதிவைச் சேர்"),
  adding: tr("Adding…", "சேர்க்கிறது…"),
  cancel: tr("Cancel", "ரத்து செய்"),
  lastMonths: tr("Last 12 Months", "கடந்த 12 மாதங்கள்"),
  recordsCaption: tr("{tab} records, newest first", "{tab} பதிவுகள், புதியது முதலில்"),
  addedDescription: tr("{type} of {amount} ({category}).", "{amount} {type} ({category})."),
  unknownAction: tr("Unknown action.", "தெரியாத செயல்."),
  types: { income: tr("Income", "வரவு"), expense: tr("Expense", "செலவு") },
  tabs: { income: tr("Income", "வரவு"), expense: tr("Expenses", "செலவுகள்") },
  recordType: tr("Record type", "பதிவு வகை"),
  form: {
    type: tr("Type", "வகை"),
    category: tr("Category", "பிரிவு"),
    description: tr("Description", "விவரம்"),
    amount: tr("Amount (₹)", "தொகை (₹)"),
    billNumber: tr("Bill No.", "பில் எண்"),
    method: tr("Paid by", "செலுத்திய முறை"),
    payee: tr("Paid to / received from", "யாருக்குச் செலுத்தியது / யாரிடம் பெற்றது"),
    payeeHint: tr(
      "The supplier, person or shop, e.g. Sivakasi Papers.",
      "சப்ளையர், நபர் அல்லது கடை, எ.கா. Sivakasi Papers.",
    ),
    optional: tr("(optional)", "(விருப்பத்தேர்வு)"),
    billHint: tr(
      "Link the record to a bill, e.g. BILL0042.",
      "இந்தப் பதிவை ஒரு பில்லுடன் இணைக்கவும், எ.கா. BILL0042.",
    ),
  },
  range: {
    heading: tr("Date Range", "தேதி வரம்பு"),
    fromDate: tr("From Date", "தொடக்கத் தேதி"),
    toDate: tr("To Date", "இறுதித் தேதி"),
    apply: tr("Apply", "காட்டு"),
    clear: tr("Clear", "அழி"),
    both: tr("{from} to {to}", "{from} முதல் {to} வரை"),
    from: tr("From {from}", "{from} முதல்"),
    upTo: tr("Up to {to}", "{to} வரை"),
    all: tr("All dates", "எல்லாத் தேதிகளும்"),
  },
  totals: {
    label: tr("Totals", "மொத்தங்கள்"),
    sales: tr("Sales", "விற்பனை"),
    received: tr("Total Received", "மொத்தம் பெற்றது"),
    expenses: tr("Total Expenses", "மொத்தச் செலவுகள்"),
    net: tr("Net Balance", "நிகர மீதம்"),
  },
  chart: {
    caption: tr(
      "Sales {sales}, received {received} and expenses {expenses} over {first} – {last}.",
      "{first} – {last}: விற்பனை {sales}, பெற்றது {received}, செலவுகள் {expenses}.",
    ),
    sales: tr("Sales", "விற்பனை"),
    received: tr("Received", "பெற்றது"),
    expenses: tr("Expenses", "செலவுகள்"),
    asTable: tr("Monthly figures as a table", "மாதாந்திர எண்ணிக்கைகள் அட்டவணையாக"),
    tableCaption: tr(
      "Sales, received and expenses per month, last 12 months",
      "மாதந்தோறும் விற்பனை, பெற்றது, செலவுகள், கடந்த 12 மாதங்கள்",
    ),
    month: tr("Month", "மாதம்"),
  },
  months: [
    tr("Jan", "ஜன"),
    tr("Feb", "பிப்"),
    tr("Mar", "மார்"),
    tr("Apr", "ஏப்"),
    tr("May", "மே"),
    tr("Jun", "ஜூன்"),
    tr("Jul", "ஜூலை"),
    tr("Aug", "ஆக"),
    tr("Sep", "செப்"),
    tr("Oct", "அக்"),
    tr("Nov", "நவ"),
    tr("Dec", "டிச"),
  ],
  table: {
    date: tr("Date & Time", "தேதி & நேரம்"),
    category: tr("Category", "பிரிவு"),
    description: tr("Description", "விவரம்"),
    method: tr("Method", "முறை"),
    payee: tr("Paid to / from", "பெற்றவர் / தந்தவர்"),
    bill: tr("Bill", "பில்"),
    amount: tr("Amount", "தொகை"),
    void: tr("Void", "செல்லாது"),
    by: tr("Added By", "சேர்த்தவர்"),
  },
  messages: {
    loadFailed: tr("Failed to fetch income/expense data", "வரவு/செலவு விவரங்களைப் பெற முடியவில்லை"),
    addFailed: tr("Failed to add record", "பதிவைச் சேர்க்க முடியவில்லை"),
    added: tr("Record added successfully!", "பதிவு வெற்றிகரமாகச் சேர்க்கப்பட்டது!"),
    typeRequired: tr("Choose Income or Expense", "வரவு அல்லது செலவைத் தேர்ந்தெடுக்கவும்"),
    categoryRequired: tr("Category is required", "பிரிவு தேவை"),
    categoryTooLong: tr(
      "Category must be at most 100 characters",
      "பிரிவு அதிகபட்சம் 100 எழுத்துகள் இருக்கலாம்",
    ),
    descriptionRequired: tr("Description is required", "விவரம் தேவை"),
    descriptionTooLong: tr(
      "Description must be at most 500 characters",
      "விவரம் அதிகபட்சம் 500 எழுத்துகள் இருக்கலாம்",
    ),
    amountRequired: tr("Amount is required", "தொகை தேவை"),
    amountGrouping: AMOUNT_GROUPING_TEXT,
    amountInvalid: tr(
      "Enter an amount in rupees above 0, with at most 2 decimals (e.g. 250 or 249.50)",
      "0-க்கு மேற்பட்ட தொகையை ரூபாயில், அதிகபட்சம் 2 தசம இடங்களுடன் உள்ளிடவும் (எ.கா. 250 அல்லது 249.50)",
    ),
    billNotFound: tr("No bill with this number.", "இந்த எண்ணில் பில் இல்லை."),
    methodInvalid: tr(
      "Choose how it was paid: Cash, UPI, Card, Bank transfer or Cheque",
      "எப்படிச் செலுத்தப்பட்டது எனத் தேர்ந்தெடுக்கவும்: ரொக்கம், UPI, கார்டு, வங்கிப் பரிமாற்றம் அல்லது காசோலை",
    ),
    payeeTooLong: tr(
      "Paid to / received from must be at most 100 characters",
      "யாருக்குச் செலுத்தியது / யாரிடம் பெற்றது அதிகபட்சம் 100 எழுத்துகள் இருக்கலாம்",
    ),
    incomeRefund: tr(
      "A refund is money paid back: add it as an Expense with category Refund. Money coming in is Income under another category.",
      "திருப்பித் தரும் பணம் செலவு: அதை Refund பிரிவில் செலவாகச் சேர்க்கவும். வரும் பணத்தை வேறு பிரிவில் வரவாகச் சேர்க்கவும்.",
    ),
    refundTooMuch: tr(
      "At most {amount} can be refunded on {bill}: what was paid on it and not yet given back.",
      "{bill} பில்லில் அதிகபட்சம் {amount} மட்டுமே திருப்பித் தர முடியும்: அதில் செலுத்தப்பட்டு இன்னும் திருப்பித் தரப்படாத தொகை.",
    ),
    noIncome: tr("No income records found", "வரவுப் பதிவுகள் எதுவும் இல்லை"),
    noExpense: tr("No expense records found", "செலவுப் பதிவுகள் எதுவும் இல்லை"),
  },
  methods: paymentMethodNames(["cash", "upi", "card", "cheque", "bank", "bank_transfer", "online"]),
  na: tr("N/A", "இல்லை"),
});

/** "cash" -> "Cash" / "ரொக்கம்"; none -> "N/A"; an unknown method is shown as it is. */
export function methodText(
  c: { methods: Record<string, string>; na: string },
  method: string | null,
): string {
  if (!method) return c.na;
  return c.methods[method.toLowerCase()] ?? method;
}

/** "2025-12" -> "Dec 2025" / "டிச 2025" (fixed names: the same on every server and browser). */
export function monthText(c: { months: readonly string[] }, month: string): string {
  const [year, m] = month.split("-");
  return `${c.months[Number(m) - 1] ?? m} ${year}`;
}
