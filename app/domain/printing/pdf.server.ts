import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import type { Locale } from "~/lib/i18n/i18n";
import type { DocumentBusiness } from "./business.server";
import { printCopy } from "./content";

/**
 * The pieces every printed PDF (A4, pdfkit) is made of — the bill and the receipt
 * (billing/documents), the statement (billing/statements). All text is set in embedded Noto
 * fonts (shaped by fontkit), switching font run by run: Noto Sans Tamil for Tamil script, Noto
 * Sans for Latin, and Noto Sans's latin-ext file for the rupee sign ₹ (U+20B9) and accented
 * letters, which the latin file lacks. Amounts print with formatRupees (₹1,23,456.50); the
 * header's, the QR's and the closing line's words are in the request's language (English by
 * default; decision 075).
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
  const phone = business.phone && `${printCopy[locale].phone} ${business.phone}`;
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
  writeLine(doc, fill(printCopy[locale].scanToPay, { amount: formatRupees(balancePaise) }), {
    x: 200,
    y: y + 60,
    size: 11,
    bold: true,
  });
  doc.x = doc.page.margins.left;
  doc.y = y + 150;
}

/** The closing line, centred. */
export function writeThanks(doc: PDFKit.PDFDocument, name: string, locale: Locale = "en") {
  doc.moveDown(1.5);
  doc.fillColor("#555555");
  writeAligned(doc, `${printCopy[locale].thanks} ${name}`, {
    x: 48,
    width: 499,
    size: 9,
    align: "center",
  });
  doc.fillColor("#000000");
}
