import { localized, tr } from "~/lib/content";

/**
 * The words every printed document shares, in English and Tamil: the header's phone label, the
 * UPI QR's caption and the closing line. Declared once here: the documents' copy
 * (billing/documents/content.ts) is built on these pairs.
 */
export type PrintCopy = {
  phone: string;
  thanks: string;
  /** "Scan to pay {amount} by UPI" */
  scanToPay: string;
};

export const printWords = {
  phone: tr("Phone", "தொலைபேசி"),
  thanks: tr("Thank you for your business.", "உங்கள் ஆதரவுக்கு நன்றி."),
  scanToPay: tr("Scan to pay {amount} by UPI", "UPI மூலம் {amount} செலுத்த ஸ்கேன் செய்யுங்கள்"),
};

export const printCopy = localized<PrintCopy>(printWords);
