import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { formatDate, formatRupees } from "~/lib/format";
import type { Business } from "~/platform/business.server";
import type { Bill } from "../bills/schema";

/**
 * The bill as a PDF (A4), made on the server with pdfkit: the same content as the preview. Text
 * in Tamil script is set in Noto Sans Tamil (embedded, shaped by fontkit), everything else in
 * Helvetica, switching font run by run, so a Tamil customer name or address prints correctly.
 */
const require = createRequire(import.meta.url);
let tamilFonts: { regular: Buffer; bold: Buffer } | undefined;
function fonts() {
  tamilFonts ??= {
    regular: readFileSync(
      require.resolve("@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff"),
    ),
    bold: readFileSync(
      require.resolve("@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff"),
    ),
  };
  return tamilFonts;
}

const TAMIL = /[\u0B80-\u0BFF]+/g;

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

type PdfBusiness = Pick<Business, "name" | "address" | "phone" | "email" | "tagline">;
type LineOptions = {
  size?: number;
  bold?: boolean;
  x?: number;
  y?: number;
  width?: number;
  align?: "left" | "right" | "center";
};

/** Writes a line whose Tamil parts use the Tamil font. */
function writeLine(doc: PDFKit.PDFDocument, text: string, opts: LineOptions = {}) {
  const runs = scriptRuns(text);
  doc.fontSize(opts.size ?? 11);
  runs.forEach((run, i) => {
    doc.font(
      run.tamil ? (opts.bold ? "ta-bold" : "ta") : opts.bold ? "Helvetica-Bold" : "Helvetica",
    );
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
    doc.font(strong ? "Helvetica-Bold" : "Helvetica").fontSize(12);
    doc.text(label, 300, y, { width: 120 });
    // Rupee sign: Helvetica has none, so amounts read "Rs." in the PDF.
    doc.text(formatRupees(paise).replace("₹", "Rs. "), 420, y, { width: 127, align: "right" });
    doc.moveDown(0.3);
  }
}

export function billPdf(bill: Bill, business: PdfBusiness): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 48,
    info: { Title: `${bill.number} — ${business.name}`, Author: business.name, Subject: "Bill" },
  });
  const { regular, bold } = fonts();
  doc.registerFont("ta", regular);
  doc.registerFont("ta-bold", bold);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  writeHeader(doc, business);
  writeBillDetails(doc, bill);
  writeAmounts(doc, bill);
  doc.moveDown(2);
  doc.font("Helvetica").fontSize(9).fillColor("#555555");
  doc.text(`Thank you for your business. ${business.name}`, 48, doc.y, {
    align: "center",
    width: 499,
  });
  doc.end();
  return done;
}
