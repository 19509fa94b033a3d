import PDFDocument from "pdfkit";
import { amountInWords } from "~/lib/amount-in-words";
import { formatDate, formatRupees } from "~/lib/format";
import type { Locale } from "~/lib/i18n/i18n";
import { formatIndianPhone } from "~/lib/phone";
import type { Bill, BillLine } from "../bills/index.server";
import { quantityText } from "../money";
import type { Payment } from "../payments/index.server";
import {
  type DocumentBusiness,
  ensureRoom,
  pdfBuffer,
  pdfFonts,
  writeAligned,
  writeHeader,
  writeLine,
  writeStamp,
  writeThanks,
  writeUpiQr,
} from "../printing/index.server";
import { type DocumentCopy, documentCopy } from "./content";
import { billFigureRows } from "./figures";

/**
 * The bill as a PDF (A4), made on the server with pdfkit from the printing pieces
 * (billing/printing): the same content as the preview. Headings, labels and the amount in words
 * are in the request's language (English by default; decision 075).
 */

/** The bill's number and date and the customer. */
function writeBillDetails(doc: PDFKit.PDFDocument, bill: Bill, c: DocumentCopy) {
  writeLine(doc, c.bill, { size: 16, bold: true });
  if (bill.cancelledAt) writeStamp(doc, c.cancelled, bill.cancelReason);
  writeLine(doc, `${c.billNo}: ${bill.number}`, { size: 11, bold: true });
  writeLine(doc, `${c.date}: ${formatDate(bill.createdAt)}`);
  doc.moveDown(0.6);
  writeLine(doc, c.customer, { bold: true });
  writeLine(doc, bill.customerName);
  if (bill.customerPhone) writeLine(doc, `${c.phone}: ${formatIndianPhone(bill.customerPhone)}`);
  if (bill.customerAddress) writeLine(doc, `${c.address}: ${bill.customerAddress}`);
  doc.moveDown(0.8);
}

/** The lines table's columns: the copy's heading and where it is set. */
const COLUMNS: {
  title: "description" | "qty" | "rate" | "amount";
  x: number;
  width: number;
  align: "left" | "right";
}[] = [
  { title: "description", x: 48, width: 242, align: "left" },
  { title: "qty", x: 290, width: 80, align: "right" },
  { title: "rate", x: 370, width: 85, align: "right" },
  { title: "amount", x: 455, width: 92, align: "right" },
];

/** The line items table (the particulars for a bill without lines). */
function writeLines(doc: PDFKit.PDFDocument, bill: Bill, lines: BillLine[], c: DocumentCopy) {
  if (lines.length === 0) {
    writeLine(doc, c.particulars, { bold: true });
    writeLine(doc, bill.particulars);
    doc.moveDown(1);
    return;
  }
  let y = doc.y;
  for (const col of COLUMNS) writeAligned(doc, c[col.title], { ...col, y, size: 10, bold: true });
  doc.moveTo(48, doc.y).lineTo(547, doc.y).strokeColor("#94a3b8").lineWidth(0.5).stroke();
  doc.moveDown(0.3);
  for (const l of lines) {
    ensureRoom(doc, 30);
    y = doc.y;
    writeLine(doc, l.description, { x: 48, y, width: 236, size: 10 });
    const below = doc.y;
    const cells = [
      `${quantityText(l.quantityMilli)} ${l.unit}`,
      formatRupees(l.ratePaise),
      formatRupees(l.amountPaise),
    ];
    cells.forEach((text, i) => writeAligned(doc, text, { ...COLUMNS[i + 1]!, y, size: 10 }));
    doc.y = Math.max(below, doc.y) + 2;
    doc.x = doc.page.margins.left;
  }
  doc.moveDown(0.8);
}

/** The figures and payments, right-aligned (the totals in bold; voided payments struck). */
function writeAmounts(doc: PDFKit.PDFDocument, bill: Bill, payments: Payment[], locale: Locale) {
  for (const row of billFigureRows(bill, payments, locale)) {
    ensureRoom(doc, 20);
    const y = doc.y;
    const size = row.struck ? 10 : 12;
    writeAligned(doc, row.label, { x: 250, y, width: 200, size, bold: row.strong });
    writeAligned(doc, formatRupees(row.paise), {
      x: 450,
      y,
      width: 97,
      size,
      bold: row.strong,
      align: "right",
    });
    if (row.struck) {
      const mid = y + size * 0.65;
      doc.moveTo(250, mid).lineTo(547, mid).strokeColor("#555555").lineWidth(0.7).stroke();
    }
    doc.moveDown(0.3);
  }
}

/** What the bill PDF prints: the same as the preview. */
export type BillPdfInput = {
  bill: Bill;
  lines: BillLine[];
  payments: Payment[];
  business: DocumentBusiness;
  /** The UPI QR for the balance, or null (no UPI ID, nothing due, cancelled). */
  upiPng: Buffer | null;
  /** The language of the headings and labels (the request's); English by default. */
  locale?: Locale;
};

/**
 * The bill as an A4 PDF: business details, CANCELLED when cancelled, bill details, lines,
 * figures with the payments, amount in words, the UPI QR and a thank-you line.
 */
export function billPdf({
  bill,
  lines,
  payments,
  business,
  upiPng,
  locale = "en",
}: BillPdfInput): Promise<Buffer> {
  const c = documentCopy[locale];
  const doc = new PDFDocument({
    size: "A4",
    margin: 48,
    info: {
      Title: `${bill.number} — ${business.name}`,
      Author: business.name,
      Subject: c.preview.bill,
    },
  });
  pdfFonts(doc);
  const done = pdfBuffer(doc);
  writeHeader(doc, business, locale);
  writeBillDetails(doc, bill, c);
  writeLines(doc, bill, lines, c);
  writeAmounts(doc, bill, payments, locale);
  doc.moveDown(0.8);
  writeLine(doc, `${c.amountInWords}: ${amountInWords(bill.finalTotalPaise, locale)}`, {
    size: 10,
    x: 48,
    width: 499,
  });
  doc.moveDown(0.8);
  if (upiPng) writeUpiQr(doc, upiPng, bill.balancePaise, locale);
  writeThanks(doc, business.name, locale);
  doc.end();
  return done;
}
