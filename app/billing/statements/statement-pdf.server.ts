import PDFDocument from "pdfkit";
import { amountInWords } from "~/lib/amount-in-words";
import { formatDate, formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import { formatIndianPhone } from "~/lib/phone";
import {
  ensureRoom,
  pdfBuffer,
  pdfFonts,
  writeAligned,
  writeHeader,
  writeLine,
} from "../printing/index.server";
import { type StatementCopy, statementCopy } from "./content";
import type { StatementDocument } from "./document.server";
import { balanceText, closingLine, dayText, entryText, type Statement } from "./statement";

/**
 * The statement as an A4 PDF (pdfkit, the bill PDF's Noto fonts: Tamil headings in Noto Sans
 * Tamil, ₹ in Noto Sans latin-ext): the business from the settings, the title, the customer, the
 * period, the opening balance, the entries with their running balance, the totals, the closing
 * balance and what it asks, the amount in words (English), the UPI QR for the closing balance
 * when one is given, and thanks — in the document's language.
 */

const LEFT = 48;
const WIDTH = 499;
const SIZE = 9;

const COLUMNS = {
  date: { x: 48, width: 60 },
  particulars: { x: 110, width: 195 },
  debit: { x: 307, width: 75 },
  credit: { x: 384, width: 75 },
  balance: { x: 461, width: 86 },
};

function rule(doc: PDFKit.PDFDocument, color = "#94a3b8") {
  doc
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + WIDTH, doc.y)
    .strokeColor(color)
    .lineWidth(0.5)
    .stroke();
  doc.moveDown(0.3);
}

function writeCustomer(doc: PDFKit.PDFDocument, s: Statement, copy: StatementCopy) {
  writeLine(doc, copy.title, { size: 16, bold: true });
  doc.moveDown(0.4);
  const rows: [string, string | null][] = [
    [copy.customer, s.customer.name],
    [
      copy.phone,
      [s.customer.phone, s.customer.otherPhone]
        .filter(Boolean)
        .map((p) => formatIndianPhone(p!))
        .join(", ") || null,
    ],
    [copy.address, s.customer.address],
    [copy.period, fill(copy.range, { from: dayText(s.from), to: dayText(s.to) })],
  ];
  for (const [label, value] of rows) {
    if (!value) continue;
    const y = doc.y;
    writeAligned(doc, `${label}:`, { x: LEFT, y, width: 118, bold: true, size: 10 });
    writeLine(doc, value, { x: 170, y, width: 377, size: 10 });
    doc.x = LEFT;
  }
  doc.moveDown(0.8);
}

type Row = { date: string; text: string; debit?: number; credit?: number; balance: number };

function writeRow(doc: PDFKit.PDFDocument, row: Row, copy: StatementCopy, bold = false) {
  ensureRoom(doc, 28);
  const y = doc.y;
  writeAligned(doc, row.date, { ...COLUMNS.date, y, size: SIZE, bold });
  writeLine(doc, row.text, { ...COLUMNS.particulars, y, size: SIZE, bold });
  const below = doc.y;
  const money = (paise: number | undefined) => (paise ? formatRupees(paise) : "");
  writeAligned(doc, money(row.debit), { ...COLUMNS.debit, y, size: SIZE, bold, align: "right" });
  writeAligned(doc, money(row.credit), { ...COLUMNS.credit, y, size: SIZE, bold, align: "right" });
  writeAligned(doc, balanceText(row.balance, copy), {
    ...COLUMNS.balance,
    y,
    size: SIZE,
    bold,
    align: "right",
  });
  doc.y = Math.max(below, doc.y) + 3;
  doc.x = LEFT;
}

function writeTable(doc: PDFKit.PDFDocument, s: Statement, copy: StatementCopy) {
  const y = doc.y;
  const head = { y, size: SIZE, bold: true };
  writeAligned(doc, copy.date, { ...COLUMNS.date, ...head });
  writeAligned(doc, copy.particulars, { ...COLUMNS.particulars, ...head });
  writeAligned(doc, copy.debit, { ...COLUMNS.debit, ...head, align: "right" });
  writeAligned(doc, copy.credit, { ...COLUMNS.credit, ...head, align: "right" });
  writeAligned(doc, copy.balance, { ...COLUMNS.balance, ...head, align: "right" });
  rule(doc);
  writeRow(
    doc,
    { date: dayText(s.from), text: copy.openingBalance, balance: s.openingPaise },
    copy,
    true,
  );
  if (s.entries.length === 0)
    writeLine(doc, copy.noEntries, { x: COLUMNS.particulars.x, size: SIZE });
  for (const e of s.entries) {
    writeRow(
      doc,
      {
        date: formatDate(e.at),
        text: entryText(e, copy),
        debit: e.debitPaise,
        credit: e.creditPaise,
        balance: e.balancePaise,
      },
      copy,
    );
  }
  rule(doc);
  writeRow(
    doc,
    {
      date: "",
      text: copy.totals,
      debit: s.totalDebitPaise,
      credit: s.totalCreditPaise,
      balance: s.closingPaise,
    },
    copy,
    true,
  );
  writeRow(
    doc,
    { date: dayText(s.to), text: copy.closingBalance, balance: s.closingPaise },
    copy,
    true,
  );
  doc.moveDown(0.8);
}

function writeUpi(doc: PDFKit.PDFDocument, png: Buffer, amount: number, copy: StatementCopy) {
  ensureRoom(doc, 170);
  const y = doc.y;
  doc.image(png, LEFT, y, { width: 140 });
  writeLine(doc, fill(copy.scanToPay, { amount: formatRupees(amount) }), {
    x: 200,
    y: y + 60,
    width: 347,
    size: 11,
    bold: true,
  });
  doc.x = LEFT;
  doc.y = y + 150;
}

/** The statement document as an A4 PDF; `upiPng` is the QR of its UPI link (or null). */
export function statementPdf(d: StatementDocument, upiPng: Buffer | null): Promise<Buffer> {
  const { statement: s, business } = d;
  const copy = statementCopy[d.lang];
  const doc = new PDFDocument({
    size: "A4",
    margin: 48,
    info: {
      Title: `${copy.title} — ${s.customer.name} — ${business.name}`,
      Author: business.name,
      Subject: copy.title,
    },
  });
  pdfFonts(doc);
  const done = pdfBuffer(doc);
  writeHeader(doc, business);
  writeCustomer(doc, s, copy);
  writeTable(doc, s, copy);
  ensureRoom(doc, 60);
  writeLine(doc, closingLine(s.closingPaise, copy), { x: LEFT, size: 12, bold: true });
  writeLine(doc, `${copy.amountInWords}: ${amountInWords(Math.abs(s.closingPaise), d.lang)}`, {
    x: LEFT,
    width: WIDTH,
    size: 10,
  });
  doc.moveDown(0.8);
  if (upiPng) writeUpi(doc, upiPng, s.closingPaise, copy);
  doc.moveDown(1);
  doc.fillColor("#555555");
  writeAligned(doc, `${copy.thanks} ${business.name}`, {
    x: LEFT,
    width: WIDTH,
    size: 9,
    align: "center",
  });
  doc.fillColor("#000000");
  doc.end();
  return done;
}
