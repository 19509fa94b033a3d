import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { formatDate, formatRupees } from "~/lib/format";
import type { Business } from "~/platform/business.server";
import type { Bill } from "../bills/schema";

/**
 * The bill as a PDF (A4), made on the server with pdfkit: the same content as the preview. All
 * text is set in embedded Noto fonts (shaped by fontkit), switching font run by run: Noto Sans
 * Tamil for Tamil script, Noto Sans for Latin, and Noto Sans's latin-ext file for the rupee sign
 * ₹ (U+20B9) and accented letters, which the latin file lacks. Amounts print with formatRupees
 * (₹1,23,456.50).
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

type PdfBusiness = Pick<Business, "name" | "address" | "phone" | "email" | "tagline">;

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

/** The business's name and contacts, underlined. */
function writeHeader(doc: PDFKit.PDFDocument, business: PdfBusiness) {
  writeLine(doc, business.name, { size: 20, bold: true });
  writeLine(doc, business.tagline, { size: 10 });
  writeLine(doc, business.address, { size: 10 });
  writeLine(doc, `Phone ${business.phone} · ${business.email}`, { size: 10 });
  doc.moveDown(0.8);
  doc.moveTo(48, doc.y).lineTo(547, doc.y).strokeColor("#1d4ed8").lineWidth(1.5).stroke();
  doc.moveDown(0.8);
}

/** The bill's number and date, the customer and the particulars. */
function writeBillDetails(doc: PDFKit.PDFDocument, bill: Bill) {
  writeLine(doc, "BILL", { size: 16, bold: true });
  writeLine(doc, `Bill No: ${bill.number}`, { size: 11, bold: true });
  writeLine(doc, `Date: ${formatDate(bill.createdAt)}`);
  doc.moveDown(0.6);
  writeLine(doc, "Customer", { bold: true });
  writeLine(doc, bill.customerName);
  if (bill.customerPhone) writeLine(doc, `Phone: ${bill.customerPhone}`);
  if (bill.customerAddress) writeLine(doc, `Address: ${bill.customerAddress}`);
  doc.moveDown(0.6);
  writeLine(doc, "Particulars", { bold: true });
  writeLine(doc, bill.particulars);
  doc.moveDown(1);
}

/** The amounts, right-aligned (the totals in bold). */
function writeAmounts(doc: PDFKit.PDFDocument, bill: Bill) {
  const rows: [string, number, boolean?][] = [
    ["Amount", bill.amountPaise],
    ["Discount", bill.discountPaise],
    ["Final Total", bill.finalTotalPaise, true],
    ["Advance", bill.advancePaise],
    ["Received", bill.receivedPaise],
    ["Balance", bill.balancePaise, true],
  ];
  for (const [label, paise, strong] of rows) {
    const y = doc.y;
    writeAligned(doc, label, { x: 300, y, width: 120, size: 12, bold: strong });
    writeAligned(doc, formatRupees(paise), {
      x: 420,
      y,
      width: 127,
      size: 12,
      bold: strong,
      align: "right",
    });
    doc.moveDown(0.3);
  }
}

/** The bill as an A4 PDF: header, bill details, amounts and a thank-you line. */
export function billPdf(bill: Bill, business: PdfBusiness): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 48,
    info: { Title: `${bill.number} — ${business.name}`, Author: business.name, Subject: "Bill" },
  });
  pdfFonts(doc);
  const done = pdfBuffer(doc);
  writeHeader(doc, business);
  writeBillDetails(doc, bill);
  writeAmounts(doc, bill);
  doc.moveDown(2);
  doc.fillColor("#555555");
  writeAligned(doc, `Thank you for your business. ${business.name}`, {
    x: 48,
    width: 499,
    size: 9,
    align: "center",
  });
  doc.end();
  return done;
}
