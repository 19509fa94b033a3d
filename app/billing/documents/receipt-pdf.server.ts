import PDFDocument from "pdfkit";
import { amountInWords } from "~/lib/amount-in-words";
import { formatRupees } from "~/lib/format";
import type { Locale } from "~/lib/i18n/i18n";
import { documentCopy } from "./content";
import { receiptFigures, receiptRows } from "./components/receipt-document";
import type { ReceiptDocumentData } from "./document-data.server";
import {
  pdfBuffer,
  pdfFonts,
  writeAligned,
  writeHeader,
  writeLine,
  writeStamp,
  writeThanks,
  writeUpiQr,
} from "../printing/index.server";

/**
 * A payment's receipt as an A4 PDF, the same content as the receipt page: the business, RECEIPT,
 * VOIDED with the reason once voided, the receipt's details, the amount in figures and words,
 * the bill's total, paid to date and balance, and the UPI QR for what the bill still owes —
 * headings and labels in `locale` (the request's; English by default).
 */
export function receiptPdf(
  data: ReceiptDocumentData,
  upiPng: Buffer | null,
  locale: Locale = "en",
): Promise<Buffer> {
  const c = documentCopy[locale];
  const { payment } = data.receipt;
  const doc = new PDFDocument({
    size: "A4",
    margin: 48,
    info: {
      Title: `${payment.receiptNumber} — ${data.business.name}`,
      Author: data.business.name,
      Subject: c.receipt.receiptTitle,
    },
  });
  pdfFonts(doc);
  const done = pdfBuffer(doc);
  writeHeader(doc, data.business, locale);
  writeLine(doc, c.receipt.title, { size: 16, bold: true });
  if (payment.voidedAt) writeStamp(doc, c.voided, payment.voidReason);
  doc.moveDown(0.4);
  for (const [label, value] of receiptRows(data, locale)) {
    const y = doc.y;
    writeAligned(doc, `${label}:`, { x: 48, y, width: 140, bold: true });
    writeLine(doc, value, { x: 190, y, width: 357 });
    doc.x = doc.page.margins.left;
  }
  doc.moveDown(0.8);
  writeLine(doc, `${c.amount}: ${formatRupees(payment.amountPaise)}`, {
    x: 48,
    size: 16,
    bold: true,
  });
  writeLine(doc, amountInWords(payment.amountPaise, locale), { x: 48, size: 11 });
  doc.moveDown(0.8);
  for (const [label, paise] of receiptFigures(data, locale)) {
    const y = doc.y;
    writeAligned(doc, label, { x: 250, y, width: 200, size: 12 });
    writeAligned(doc, formatRupees(paise), { x: 450, y, width: 97, size: 12, align: "right" });
    doc.moveDown(0.3);
  }
  if (upiPng && data.receipt.bill) {
    doc.moveDown(0.8);
    writeUpiQr(doc, upiPng, data.receipt.bill.balancePaise, locale);
  }
  writeThanks(doc, data.business.name, locale);
  doc.end();
  return done;
}
