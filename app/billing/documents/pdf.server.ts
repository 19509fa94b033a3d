import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { amountInWords } from "~/lib/amount-in-words";
import { formatDate, formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import type { Locale } from "~/lib/i18n/i18n";
import type { Bill, BillLine } from "../bills/schema";
import { quantityText } from "../money";
import type { Payment } from "../payments/index.server";
import { type DocumentCopy, documentCopy } from "./content";
import type { DocumentBusiness } from "./document-data.server";
import { billFigureRows } from "./figures";
import { formatIndianPhone } from "~/lib/phone";

/**
 * The bill as a PDF (A4), made on the server with pdfkit: the same content as the preview. All
 * text is set in embedded Noto fonts (shaped by fontkit), switching font run by run: Noto Sans
 * Tamil for Tamil script, Noto Sans for Latin, and Noto Sans's latin-ext file for the rupee sign
 * ₹ (U+20B9) and accented letters, which the latin file lacks. Amounts print with formatRupees
 * (₹1,23,456.50). Headings, labels and the amount in words are in the request's language
 * (English by default; decision 075).
 *
 * The helpers below (pdfFonts, writeLine, writeAligned, pdfBuffer) are exported for other
 * documents, e.g. a receipt.
 */
const require = createRequire(import.meta.url);

/** A font registered on every document: the names passed to doc.font(). */
export type PdfFont = "latin" | "latin-bold" | "latin-ext" | "latin-ext-bold" | "ta" | "ta-bold";

const FONT_FILES: Record<PdfFont, string> = {
  latin: "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff",
  "latin-bold": "@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff",
  "latin-ext": "@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff",
  "latin-ext-bold": "@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff",
  ta: "@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff",
  "ta-bold": "@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff",
};
let fontData: Record<PdfFont, Buffer> | undefined;

/** Registers the fonts (read once per process) on a document, under the PdfFont names. */
export function pdfFonts(doc: PDFKit.PDFDocument): void {
  fontData ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(require.resolve(file))]),
  ) as Record<PdfFont, Buffer>;
  for (const [name, data] of Object.entries(fontData)) doc.registerFont(name, data);
}

/** Collects a document's bytes; call before doc.end(). */
export function pdfBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

const TAMIL = /[\u0B80-\u0BFF]+/g;
/** What Noto Sans's latin file lacks and its latin-ext file has: ₹ and other currency signs, accents. */
const LATIN_EXT =
  /[\u0100-\u024F\u1E00-\u1EFF\u20A0-\u20AB\u20AD-\u20CF\u2C60-\u2C7F\uA720-\uA7FF]+/g;
/** Splits text into runs of Tamil script and of everything else. */
export function scriptRuns(text: string): { text: string; tamil: boolean }[] {
  const runs: { text: string; tamil: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(TAMIL)) {
    // Spaces between two Tamil words stay with the Tamil run.
    if (match.index > last) runs.push({ text: text.slice(last, match.index), tamil: false });
    runs.push({ text: match[0], tamil: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), tamil: false });
  return runs.length ? runs : [{ text: "", tamil: false }];
}

/** Which font file a run of text needs. */
export type Script = "latin" | "latin-ext" | "ta";

/** Splits text into runs by the font file that has its letters: Tamil, latin-ext (₹) or latin. */
export function fontRuns(text: string): { text: string; script: Script }[] {
  return scriptRuns(text).flatMap(({ text: part, tamil }) => {
    if (tamil) return [{ text: part, script: "ta" as const }];
    const runs: { text: string; script: Script }[] = [];
    let last = 0;
    for (const match of part.matchAll(LATIN_EXT)) {
      if (match.index > last) runs.push({ text: part.slice(last, match.index), script: "latin" });
      runs.push({ text: match[0], script: "latin-ext" });
      last = match.index + match[0].length;
    }
    if (last < part.length || !runs.length) runs.push({ text: part.slice(last), script: "latin" });
    return runs;
  });
}

function fontOf(script: Script, bold?: boolean): PdfFont {
  return bold ? `${script}-bold` : script;
}

/** Where and how writeLine and writeAligned set text (size in points, default 11). */
export type LineOptions = {
  size?: number;
  bold?: boolean;
  x?: number;
  y?: number;
  width?: number;
  align?: "left" | "right" | "center";
};

/**
 * Writes text that may wrap (left-aligned by default), each run in the font that has its letters
 * (see fontRuns), at (x, y) when given, else where the previous text ended.
 */
export function writeLine(doc: PDFKit.PDFDocument, text: string, opts: LineOptions = {}): void {
  const runs = fontRuns(text);
  doc.fontSize(opts.size ?? 11);
  runs.forEach((run, i) => {
    doc.font(fontOf(run.script, opts.bold));
    const last = i === runs.length - 1;
    if (i === 0 && opts.x !== undefined) {
      doc.text(run.text, opts.x, opts.y, {
        continued: !last,
        width: opts.width,
        align: opts.align,
      });
    } else {
      doc.text(run.text, { continued: !last, width: opts.width, align: opts.align });
    }
  });
}

/**
 * Writes one line (no wrapping) aligned in the box from x over width: each run is measured and
 * placed by hand, since pdfkit aligns continued runs apart. Moves doc.y below the line and doc.x
 * back to the left margin. For amounts ("₹1,234.50" mixes two font files) and centred footers.
 */
export function writeAligned(
  doc: PDFKit.PDFDocument,
  text: string,
  opts: LineOptions & { x: number; width: number },
): void {
  const size = opts.size ?? 11;
  const runs = fontRuns(text).map((run) => {
    doc.font(fontOf(run.script, opts.bold)).fontSize(size);
    return { ...run, width: doc.widthOfString(run.text) };
  });
  const total = runs.reduce((sum, run) => sum + run.width, 0);
  const slack = Math.max(0, opts.width - total);
  let x = opts.x + (opts.align === "right" ? slack : opts.align === "center" ? slack / 2 : 0);
  const y = opts.y ?? doc.y;
  for (const run of runs) {
    doc.font(fontOf(run.script, opts.bold)).fontSize(size);
    doc.text(run.text, x, y, { lineBreak: false });
    x += run.width;
  }
  doc.x = doc.page.margins.left;
  doc.y = y + doc.currentLineHeight(true);
}

/** The business's name and details from the settings (GSTIN when set), underlined. */
export function writeHeader(
  doc: PDFKit.PDFDocument,
  business: DocumentBusiness,
  locale: Locale = "en",
) {
  writeLine(doc, business.name, { size: 20, bold: true });
  if (business.tagline) writeLine(doc, business.tagline, { size: 10 });
  if (business.address) writeLine(doc, business.address, { size: 10 });
  const phone = business.phone && `${documentCopy[locale].phone} ${business.phone}`;
  const contacts = [phone, business.email].filter(Boolean);
  if (contacts.length) writeLine(doc, contacts.join(" · "), { size: 10 });
  if (business.gstin) writeLine(doc, `GSTIN: ${business.gstin}`, { size: 10 });
  doc.moveDown(0.8);
  doc.moveTo(48, doc.y).lineTo(547, doc.y).strokeColor("#1d4ed8").lineWidth(1.5).stroke();
  doc.moveDown(0.8);
}

/** A red stamp line: "CANCELLED — reason", "VOIDED — reason". */
export function writeStamp(doc: PDFKit.PDFDocument, word: string, reason: string | null) {
  doc.fillColor("#b91c1c");
  writeLine(doc, reason ? `${word} — ${reason}` : word, { size: 14, bold: true });
  doc.fillColor("#000000");
  doc.moveDown(0.5);
}

/** Starts a new page when less than `room` points are left above the bottom margin. */
export function ensureRoom(doc: PDFKit.PDFDocument, room: number) {
  if (doc.y + room > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

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

/** The UPI QR (a PNG) for the balance, with its caption. */
export function writeUpiQr(
  doc: PDFKit.PDFDocument,
  png: Buffer,
  balancePaise: number,
  locale: Locale = "en",
) {
  ensureRoom(doc, 170);
  const y = doc.y;
  doc.image(png, 48, y, { width: 140 });
  writeLine(doc, fill(documentCopy[locale].scanToPay, { amount: formatRupees(balancePaise) }), {
    x: 200,
    y: y + 60,
    size: 11,
    bold: true,
  });
  doc.x = doc.page.margins.left;
  doc.y = y + 150;
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

/** The closing line, centred. */
export function writeThanks(doc: PDFKit.PDFDocument, name: string, locale: Locale = "en") {
  doc.moveDown(1.5);
  doc.fillColor("#555555");
  writeAligned(doc, `${documentCopy[locale].thanks} ${name}`, {
    x: 48,
    width: 499,
    size: 9,
    align: "center",
  });
  doc.fillColor("#000000");
}
