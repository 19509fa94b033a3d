import { localized, tr } from "~/lib/content";
import { printWords } from "../printing";

/**
 * The printed documents' copy — the bill (preview and PDF), the receipt (page and PDF), the
 * preview's toolbar and the WhatsApp message — in English (the spec's words) and Tamil. The
 * document follows the page's language (the PDF the request's). `{name}` placeholders are
 * filled with `fill` from ~/lib/forms.
 */
export type DocumentCopy = {
  bill: string;
  billNo: string;
  date: string;
  customer: string;
  phone: string;
  address: string;
  particulars: string;
  description: string;
  qty: string;
  rate: string;
  amount: string;
  amountInWords: string;
  cancelled: string;
  voided: string;
  thanks: string;
  /** "Scan to pay {amount} by UPI" */
  scanToPay: string;
  payByUpiApp: string;
  figures: {
    subtotal: string;
    discount: string;
    /** "Discount ({percent})" */
    discountPercent: string;
    roundOff: string;
    finalTotal: string;
    paid: string;
    balance: string;
    credit: string;
    /** After a voided payment's label: " (voided)". */
    voidedMark: string;
  };
  receipt: {
    title: string;
    number: string;
    receivedFrom: string;
    againstBill: string;
    method: string;
    reference: string;
    note: string;
    takenBy: string;
    billTotal: string;
    paidToDate: string;
    balanceAfter: string;
    currentBalance: string;
    notFound: string;
    /** The receipt page's name: "Receipt". */
    receiptTitle: string;
    /** "{number} — Receipt" */
    metaTitle: string;
    backToBill: string;
  };
  actions: {
    back: string;
    addPayment: string;
    a4: string;
    receiptLayout: string;
    downloadPdf: string;
    whatsapp: string;
    createNew: string;
  };
  preview: {
    /** The title's stand-in for a bill without a number. */
    bill: string;
    title: string;
    /** "{number} — Billing Preview" */
    metaTitle: string;
    empty: string;
    newBill: string;
    notFound: string;
    pdfNotFound: string;
  };
  /** The WhatsApp message: the bill in a few lines. */
  share: {
    /** "{business} — Bill {number} ({date})" */
    heading: string;
    /** "Total {total}, paid {paid}, {owed}." */
    figures: string;
    /** "credit {amount}" */
    credit: string;
    /** "balance {amount}" */
    balance: string;
    /** "Pay {amount} by UPI: {link}" */
    payByUpi: string;
  };
};

export const documentCopy = localized<DocumentCopy>({
  ...printWords,
  bill: tr("BILL", "பில்"),
  billNo: tr("Bill No", "பில் எண்"),
  date: tr("Date", "தேதி"),
  customer: tr("Customer", "வாடிக்கையாளர்"),
  address: tr("Address", "முகவரி"),
  particulars: tr("Particulars", "விவரம்"),
  description: tr("Description", "விவரம்"),
  qty: tr("Qty", "அளவு"),
  rate: tr("Rate", "விலை"),
  amount: tr("Amount", "தொகை"),
  amountInWords: tr("Amount in words", "தொகை எழுத்தில்"),
  cancelled: tr("CANCELLED", "ரத்து செய்யப்பட்டது"),
  voided: tr("VOIDED", "செல்லாததாக்கப்பட்டது"),
  payByUpiApp: tr("Pay by UPI app", "UPI செயலி மூலம் செலுத்துங்கள்"),
  figures: {
    subtotal: tr("Subtotal", "கூட்டுத்தொகை"),
    discount: tr("Discount", "தள்ளுபடி"),
    discountPercent: tr("Discount ({percent})", "தள்ளுபடி ({percent})"),
    roundOff: tr("Round off", "முழுமையாக்கல்"),
    finalTotal: tr("Final Total", "இறுதி மொத்தம்"),
    paid: tr("Paid", "செலுத்தப்பட்டது"),
    balance: tr("Balance", "நிலுவை"),
    credit: tr("Credit", "வரவு"),
    voidedMark: tr(" (voided)", " (செல்லாதது)"),
  },
  receipt: {
    title: tr("RECEIPT", "ரசீது"),
    number: tr("Receipt No", "ரசீது எண்"),
    receivedFrom: tr("Received from", "செலுத்தியவர்"),
    againstBill: tr("Against bill no", "பில் எண்"),
    method: tr("Method", "கட்டண முறை"),
    reference: tr("Reference", "குறிப்பு எண்"),
    note: tr("Note", "குறிப்பு"),
    takenBy: tr("Taken by", "பெற்றவர்"),
    billTotal: tr("Bill total", "பில் மொத்தம்"),
    paidToDate: tr("Paid to date", "இதுவரை செலுத்தியது"),
    balanceAfter: tr("Balance after this payment", "இந்தக் கட்டணத்துக்குப் பின் நிலுவை"),
    currentBalance: tr("Current balance", "தற்போதைய நிலுவை"),
    notFound: tr("This receipt does not exist.", "இந்த ரசீது இல்லை."),
    receiptTitle: tr("Receipt", "ரசீது"),
    metaTitle: tr("{number} — Receipt", "{number} — ரசீது"),
    backToBill: tr("Back to bill", "பில்லுக்குத் திரும்பு"),
  },
  actions: {
    back: tr("Back", "திரும்பு"),
    addPayment: tr("Add payment", "கட்டணம் சேர்"),
    a4: tr("A4 layout", "A4 அளவு"),
    receiptLayout: tr("80 mm receipt layout", "80 மி.மீ. ரசீது அளவு"),
    downloadPdf: tr("Download PDF", "PDF பதிவிறக்கு"),
    whatsapp: tr("Share on WhatsApp", "WhatsApp-இல் பகிர்"),
    createNew: tr("Create New", "புதிய பில்"),
  },
  preview: {
    bill: tr("Bill", "பில்"),
    title: tr("Billing Preview", "பில் முன்னோட்டம்"),
    metaTitle: tr("{number} — Billing Preview", "{number} — பில் முன்னோட்டம்"),
    empty: tr("No bills to preview yet.", "முன்னோட்டம் பார்க்க இன்னும் பில்கள் இல்லை."),
    newBill: tr("New Bill", "புதிய பில்"),
    notFound: tr(
      "This bill does not exist (it may have been deleted).",
      "இந்தப் பில் இல்லை (நீக்கப்பட்டிருக்கலாம்).",
    ),
    pdfNotFound: tr("This bill does not exist.", "இந்தப் பில் இல்லை."),
  },
  share: {
    heading: tr("{business} — Bill {number} ({date})", "{business} — பில் {number} ({date})"),
    figures: tr("Total {total}, paid {paid}, {owed}.", "மொத்தம் {total}, செலுத்தியது {paid}, {owed}."),
    credit: tr("credit {amount}", "வரவு {amount}"),
    balance: tr("balance {amount}", "நிலுவை {amount}"),
    payByUpi: tr("Pay {amount} by UPI: {link}", "UPI மூலம் {amount} செலுத்த: {link}"),
  },
});
