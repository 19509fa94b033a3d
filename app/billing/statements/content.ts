import { localized, tr } from "~/lib/content";
import { PAYMENT_METHODS, paymentMethodNames } from "~/lib/payment-methods";
import { DAY_TEXTS } from "~/lib/input-texts";

/**
 * What the customer reads on a statement — the page's statement body, the PDF and the WhatsApp
 * message — in English and Tamil (the staff chrome around the page stays English). `{name}`
 * placeholders are filled by `fill` (app/lib/forms.ts).
 */
export type StatementCopy = {
  title: string;
  customer: string;
  phone: string;
  address: string;
  period: string;
  /** "{from} to {to}" */
  range: string;
  date: string;
  particulars: string;
  debit: string;
  credit: string;
  balance: string;
  openingBalance: string;
  closingBalance: string;
  totals: string;
  noEntries: string;
  /** Entry descriptions. */
  bill: string;
  advance: string;
  payment: string;
  /** "Void of {receipt}" */
  voided: string;
  /** "Bill {bill} cancelled" */
  cancelled: string;
  /** "Refund for bill {bill}" */
  refund: string;
  /** "{receipt} voided after bill {bill} was cancelled: nothing owed" */
  writeOff: string;
  /** "Refund after bill {bill} was cancelled: nothing owed" */
  refundWriteOff: string;
  receipt: string;
  methods: Record<"cash" | "upi" | "card" | "bank" | "cheque", string>;
  /** After a negative balance: the customer's credit. */
  creditMark: string;
  amountDue: string;
  creditLeft: string;
  nothingDue: string;
  amountInWords: string;
  /** "Scan to pay {amount} by UPI" */
  scanToPay: string;
  /** WhatsApp: "Pay {amount} by UPI: {link}" */
  payByUpi: string;
  greeting: string;
  thanks: string;
};

export const statementCopy = localized<StatementCopy>({
  title: tr("Statement of account", "கணக்கு அறிக்கை"),
  customer: tr("Customer", "வாடிக்கையாளர்"),
  phone: tr("Phone", "தொலைபேசி"),
  address: tr("Address", "முகவரி"),
  period: tr("Period", "காலம்"),
  range: tr("{from} to {to}", "{from} முதல் {to} வரை"),
  date: tr("Date", "தேதி"),
  particulars: tr("Particulars", "விவரம்"),
  debit: tr("Debit", "பற்று"),
  credit: tr("Credit", "வரவு"),
  balance: tr("Balance", "நிலுவை"),
  openingBalance: tr("Opening balance", "தொடக்க நிலுவை"),
  closingBalance: tr("Closing balance", "இறுதி நிலுவை"),
  totals: tr("Totals", "மொத்தம்"),
  noEntries: tr("Nothing was billed or paid in this period.", "இந்தக் காலத்தில் பில்லோ கட்டணமோ இல்லை."),
  bill: tr("Bill", "பில்"),
  advance: tr("Advance", "முன்பணம்"),
  payment: tr("Payment received", "பெறப்பட்ட தொகை"),
  voided: tr("Void of {receipt}", "ரசீது {receipt} செல்லாததாக்கப்பட்டது"),
  cancelled: tr("Bill {bill} cancelled", "பில் {bill} ரத்து செய்யப்பட்டது"),
  refund: tr("Refund for bill {bill}", "பில் {bill} தொகை திருப்பி அளிக்கப்பட்டது"),
  writeOff: tr(
    "{receipt} voided after bill {bill} was cancelled: nothing owed",
    "பில் {bill} ரத்தான பின் ரசீது {receipt} செல்லாததாக்கப்பட்டது: செலுத்த வேண்டியது இல்லை",
  ),
  refundWriteOff: tr(
    "Refund after bill {bill} was cancelled: nothing owed",
    "பில் {bill} ரத்தான பின் தொகை திருப்பி அளிக்கப்பட்டது: செலுத்த வேண்டியது இல்லை",
  ),
  receipt: tr("Receipt", "ரசீது"),
  methods: paymentMethodNames(PAYMENT_METHODS),
  creditMark: tr("credit", "வரவு"),
  amountDue: tr("Amount due", "செலுத்த வேண்டிய தொகை"),
  creditLeft: tr("Your credit with us", "உங்கள் வரவு இருப்பு"),
  nothingDue: tr("Nothing is due.", "செலுத்த வேண்டிய நிலுவை எதுவும் இல்லை."),
  amountInWords: tr("Amount in words", "தொகை எழுத்தில்"),
  scanToPay: tr("Scan to pay {amount} by UPI", "UPI மூலம் {amount} செலுத்த ஸ்கேன் செய்யுங்கள்"),
  payByUpi: tr("Pay {amount} by UPI: {link}", "UPI மூலம் {amount} செலுத்த: {link}"),
  greeting: tr("Dear {name},", "அன்புள்ள {name},"),
  thanks: tr("Thank you for your business.", "உங்கள் ஆதரவுக்கு நன்றி."),
});

/** The staff page around the statement (/billing/customers/:id/statement), in English and Tamil. */
export type StatementPageContent = {
  /** "Statement — {name} — Billing" */
  metaTitle: string;
  metaTitlePlain: string;
  title: string;
  backLabel: string;
  /** "{name}: what was billed and paid, with the running balance." — {name} is data. */
  description: string;
  noMobile: string;
  period: string;
  from: string;
  to: string;
  show: string;
  thisMonth: string;
  languageNav: string;
  language: string;
  downloadPdf: string;
  shareWhatsApp: string;
};

export const statementPageContent = localized<StatementPageContent>({
  metaTitle: tr("Statement — {name} — Billing", "கணக்கு அறிக்கை — {name} — பில்லிங்"),
  metaTitlePlain: tr("Statement — Billing", "கணக்கு அறிக்கை — பில்லிங்"),
  title: tr("Customer statement", "வாடிக்கையாளர் கணக்கு அறிக்கை"),
  backLabel: tr("Back to customer", "வாடிக்கையாளருக்குத் திரும்பு"),
  description: tr(
    "{name}: what was billed and paid, with the running balance.",
    "{name}: பில் செய்ததும் செலுத்தியதும், நடப்பு நிலுவையுடன்.",
  ),
  noMobile: tr(
    "No mobile number for this customer: the statement cannot be shared on WhatsApp.",
    "இந்த வாடிக்கையாளருக்கு மொபைல் எண் இல்லை: அறிக்கையை WhatsApp-இல் பகிர முடியாது.",
  ),
  period: tr("Period", "காலம்"),
  from: tr("From", "முதல்"),
  to: tr("To", "வரை"),
  show: tr("Show", "காட்டு"),
  thisMonth: tr("This month", "இந்த மாதம்"),
  languageNav: tr("Statement language", "அறிக்கையின் மொழி"),
  language: tr("Language:", "மொழி:"),
  downloadPdf: tr("Download PDF", "PDF பதிவிறக்கு"),
  shareWhatsApp: tr("Share on WhatsApp", "WhatsApp-இல் பகிர்"),
});

/** The statement page's refusals (schema.ts's STATEMENT_MESSAGES), in English and Tamil. */
export const statementMessages = localized<
  Record<
    | "fromInvalid"
    | "toInvalid"
    | "toFuture"
    | "early"
    | "order"
    | "langInvalid"
    | "notFound"
    | "loadFailed",
    string
  >
>({
  fromInvalid: tr(
    "Choose a real start day as dd/mm/yyyy, e.g. 01/11/2026.",
    "சரியான தொடக்க நாளை நாள்/மாதம்/ஆண்டு என்று தேர்ந்தெடுக்கவும், எ.கா. 01/11/2026.",
  ),
  toInvalid: tr(
    "Choose a real end day as dd/mm/yyyy, e.g. 30/11/2026.",
    "சரியான இறுதி நாளை நாள்/மாதம்/ஆண்டு என்று தேர்ந்தெடுக்கவும், எ.கா. 30/11/2026.",
  ),
  toFuture: tr(
    "The statement cannot end after today (India time).",
    "அறிக்கை இன்றைக்குப் பின் முடிய முடியாது (இந்திய நேரம்).",
  ),
  early: DAY_TEXTS.early,
  order: tr(
    "The start day must be on or before the end day.",
    "தொடக்க நாள் இறுதி நாளுக்கு முன்போ அதே நாளோ இருக்க வேண்டும்.",
  ),
  langInvalid: tr(
    "Choose the statement's language: en (English) or ta (Tamil).",
    "அறிக்கையின் மொழியைத் தேர்ந்தெடுக்கவும்: en (ஆங்கிலம்) அல்லது ta (தமிழ்).",
  ),
  notFound: tr("This customer does not exist.", "இந்த வாடிக்கையாளர் இல்லை."),
  loadFailed: tr("Failed to fetch the statement", "அறிக்கையைப் பெற முடியவில்லை"),
});
