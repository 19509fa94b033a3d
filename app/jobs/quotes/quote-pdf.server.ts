import PDFDocument from "pdfkit";
import {
  ensureRoom,
  pdfBuffer,
  pdfFonts,
  writeAligned,
  writeHeader,
  writeLine,
  writeThanks,
} from "~/domain/printing/pdf.server";
import { formatDate, formatDay, formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import type { Locale } from "~/lib/i18n/i18n";
import { formatIndianPhone } from "~/lib/phone";
import { quotesContent } from "./content";
import type { QuoteDocument } from "./document.server";
import { quoteDocumentContent } from "./document-content";
import { quantityLabel } from "./money";

/**
 * A quote version as an A4 PDF (decision 098), made with billing's printing pieces (its Noto
 * fonts: Tamil in Noto Sans Tamil, ₹ in Noto Sans latin-ext): the business, the reference and
 * version, the customer, the lines, the sums, the validity, the turnaround and the notes, in
 * the language asked for.
 */
const LEFT = 48;
const WIDTH = 499;

/** [x, width, align] of the four columns: item, quantity, rate, amount. */
const COLS: [number, number, "left" | "right"][] = [
  [48, 236, "left"],
  [290, 80, "right"],
  [370, 85, "right"],
  [455, 92, "right"],
];

function tableRow(doc: PDFKit.PDFDocument, cells: string[], bold = false) {
  ensureRoom(doc, 30);
  const y = doc.y;
  writeLine(doc, cells[0]!, { x: LEFT, y, width: COLS[0]![1], size: 10, bold });
  const below = doc.y;
  cells.slice(1).forEach((text, i) => {
    const [x, width, align] = COLS[i + 1]!;
    writeAligned(doc, text, { x, y, width, align, size: 10, bold });
  });
  doc.y = Math.max(below, doc.y) + 2;
  doc.x = LEFT;
}

function sumRow(doc: PDFKit.PDFDocument, label: string, value: string, bold = false) {
  const y = doc.y;
  writeAligned(doc, label, { x: 250, y, width: 200, size: bold ? 12 : 11, bold });
  writeAligned(doc, value, { x: 450, y, width: 97, size: bold ? 12 : 11, bold, align: "right" });
  doc.moveDown(0.2);
}

export function quotePdf(d: QuoteDocument, locale: Locale): Promise<Buffer> {
  const c = quotesContent[locale];
  const t = quoteDocumentContent[locale];
  const q = d.quote;
  const pdf = new PDFDocument({
    size: "A4",
    margin: LEFT,
    info: { Title: `${t.title} ${d.reference} — ${d.business.name}`, Author: d.business.name },
  });
  pdfFonts(pdf);
  const done = pdfBuffer(pdf);
  writeHeader(pdf, d.business, locale);
  writeLine(pdf, t.title, { size: 16, bold: true });
  writeLine(pdf, `${t.reference}: ${d.reference} · ${fill(c.version, { version: q.version })}`, {
    bold: true,
  });
  writeLine(pdf, `${t.date}: ${formatDate(q.createdAt)}`);
  pdf.moveDown(0.5);
  writeLine(pdf, `${t.customer}: ${d.customer.name}`);
  writeLine(pdf, `${t.phone}: ${formatIndianPhone(d.customer.phone)}`);
  pdf.moveDown(0.8);
  tableRow(pdf, [t.description, c.quantity, c.rate, c.amount], true);
  pdf
    .moveTo(LEFT, pdf.y)
    .lineTo(LEFT + WIDTH, pdf.y)
    .strokeColor("#94a3b8")
    .lineWidth(0.5);
  pdf.stroke().moveDown(0.3);
  for (const l of q.lines) {
    tableRow(pdf, [
      l.description,
      `${quantityLabel(l.quantityMilli)} ${l.unit}`,
      formatRupees(l.ratePaise),
      formatRupees(l.amountPaise),
    ]);
  }
  pdf.moveDown(0.6);
  sumRow(pdf, c.subtotal, formatRupees(q.subtotalPaise));
  if (q.discountPaise) sumRow(pdf, c.discount, `−${formatRupees(q.discountPaise)}`);
  sumRow(pdf, c.total, formatRupees(q.totalPaise), true);
  pdf.moveDown(0.8);
  writeLine(pdf, `${c.validUntil}: ${formatDay(q.validUntil)}`, { x: LEFT });
  writeLine(pdf, `${c.turnaround}: ${fill(c.days, { count: q.turnaroundDays })}`);
  if (q.notes) writeLine(pdf, `${c.notes}: ${q.notes}`, { width: WIDTH });
  writeThanks(pdf, d.business.name, locale);
  pdf.end();
  return done;
}
