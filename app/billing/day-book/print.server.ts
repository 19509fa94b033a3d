import { uiContent } from "~/components/ui/content";
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatRupees,
  startOfIndiaDay,
} from "~/lib/format";
import { fill } from "~/lib/forms";
import type { Locale } from "~/lib/i18n/i18n";
import { type DayBookContent, dayBookContent, differenceText, entryKindText } from "./content";
import { type DayBook, type DayBookEntry, dayBookHref } from "./day-book";
import { eachDayEntry } from "./day-book.server";

/**
 * The day book's print view (/billing/day-book/print?day=, decision 084): every entry of the day
 * on A4, where the page shows 50 a list. Written as HTML text and streamed while the entries are
 * read in batches (eachDayEntry), so a 3,000-entry day is never held whole, in React or in memory.
 * The figures are the day book's own (`dayBook`: totals summed in SQL over the whole day).
 */

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const esc = (value: string) => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

const minus = (paise: number) => `\u2212${formatRupees(Math.abs(paise))}`;
const time = (iso: string) => formatDateTime(iso).split(", ")[1] ?? "";
const dayText = (day: string) => formatDate(startOfIndiaDay(day));

/** Rows a chunk of the stream. */
const CHUNK_ROWS = 100;

const STYLE = `
@page { size: A4; margin: 12mm; }
body { font-family: "Noto Sans Tamil", system-ui, sans-serif; font-size: 10pt; color: #000; margin: 16px; }
h1 { font-size: 16pt; margin: 0 0 4px; } h2 { font-size: 12pt; margin: 16px 0 4px; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #999; padding: 2px 4px; text-align: left; vertical-align: top; }
td.n, th.n { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
thead { display: table-header-group; } tr { break-inside: avoid; }
.screen { margin-bottom: 12px; } .screen a, .screen button { margin-right: 12px; }
@media print { .screen { display: none; } body { margin: 0; } }
`;

function entryRow(c: DayBookContent, e: DayBookEntry, direction: "in" | "out"): string {
  const numbers = [e.receiptNumber, e.billNumber].filter((n): n is string => !!n).join(" / ");
  const who = [e.customerName ?? e.payee, e.description ?? e.category]
    .filter((text): text is string => !!text)
    .join(" — ");
  const amount =
    direction === "out" || e.amountPaise < 0 ? minus(e.amountPaise) : formatRupees(e.amountPaise);
  return (
    `<tr data-type="${esc(e.transactionType)}"><td>${esc(time(e.createdAt))}</td>` +
    `<td>${esc(numbers || "—")}</td><td>${esc(who || "—")}</td>` +
    `<td>${esc(entryKindText(c, e.transactionType))}</td><td>${esc(c.methods[e.method])}</td>` +
    `<td class="n">${esc(amount)}</td></tr>`
  );
}

/** A list's table, every entry, streamed CHUNK_ROWS rows at a time. */
async function* entriesTable(
  c: DayBookContent,
  book: DayBook,
  direction: "in" | "out",
): AsyncGenerator<string> {
  const t = c.entries;
  const total = direction === "in" ? book.inPage.total : book.outPage.total;
  yield `<h2>${esc(direction === "in" ? c.moneyIn : c.moneyOut)} (${formatCount(total)})</h2>`;
  if (total === 0) {
    yield `<p>${esc(direction === "in" ? t.emptyIn : t.emptyOut)}</p>`;
    return;
  }
  yield `<table data-testid="print-${direction}"><thead><tr><th>${esc(t.time)}</th><th>${esc(t.numbers)}</th><th>${esc(t.who)}</th><th>${esc(t.type)}</th><th>${esc(t.method)}</th><th class="n">${esc(t.amount)}</th></tr></thead><tbody>`;
  let rows: string[] = [];
  for await (const e of eachDayEntry(book.day, direction === "in" ? "income" : "expense")) {
    rows.push(entryRow(c, e, direction));
    if (rows.length === CHUNK_ROWS) {
      yield rows.join("");
      rows = [];
    }
  }
  yield `${rows.join("")}</tbody></table>`;
}

function summary(c: DayBookContent, book: DayBook): string {
  const s = c.summary;
  const source = book.openingSource;
  const note =
    source.kind === "counted"
      ? fill(s.fromCount, { day: dayText(source.day) })
      : source.kind === "set"
        ? fill(s.fromSet, { day: dayText(source.day) })
        : s.fromLedger;
  const line = (label: string, value: string, id: string) =>
    `<tr><th>${esc(label)}</th><td class="n" data-testid="print-${id}">${esc(value)}</td></tr>`;
  return (
    `<h2>${esc(c.cashInHand)}</h2><table style="width:auto">` +
    line(s.opening, formatRupees(book.openingCash), "opening-cash") +
    line(s.cashIn, formatRupees(book.cashIn), "cash-in") +
    line(s.cashOut, book.cashOut ? minus(book.cashOut) : formatRupees(0), "cash-out") +
    line(s.closing, formatRupees(book.closingCash), "closing-cash") +
    `</table><p>${esc(note)}</p>`
  );
}

function methodTotals(c: DayBookContent, book: DayBook): string {
  const t = c.methodTable;
  const row = (label: string, inPaise: number, outPaise: number) =>
    `<tr><th>${esc(label)}</th><td class="n">${esc(formatRupees(inPaise))}</td>` +
    `<td class="n">${esc(outPaise ? minus(outPaise) : formatRupees(0))}</td>` +
    `<td class="n">${esc(formatRupees(inPaise - outPaise))}</td></tr>`;
  const rows = book.byMethod
    .filter((m) => m.method !== "other" || m.inPaise !== 0 || m.outPaise !== 0)
    .map((m) => row(c.methods[m.method], m.inPaise, m.outPaise))
    .join("");
  return (
    `<h2>${esc(c.totalsByMethod)}</h2><p>${esc(c.onlyCash)}</p>` +
    `<table data-testid="print-methods" style="width:auto"><thead><tr><th>${esc(t.method)}</th><th class="n">${esc(t.in)}</th><th class="n">${esc(t.out)}</th><th class="n">${esc(t.net)}</th></tr></thead><tbody>` +
    `${rows}${row(t.all, book.totalIn, book.totalOut)}</tbody></table>`
  );
}

function counts(c: DayBookContent, book: DayBook): string {
  if (book.counts.length === 0) return "";
  const items = book.counts
    .map((k) => {
      const by = k.createdByName ? ` — ${k.createdByName}` : "";
      const note = k.note ? ` — ${k.note}` : "";
      return `<li>${esc(`${time(k.createdAt)}: ${formatRupees(k.countedPaise)}, ${differenceText(c, k.differencePaise)}${by}${note}`)}</li>`;
    })
    .join("");
  return `<h2>${esc(c.cashCounted)}</h2><ul>${items}</ul>`;
}

/**
 * The print view as HTML text chunks: the head (a nonce'd style and the script of its Print
 * button, the page's policy allowing nothing else), the cash, the totals by method, every entry
 * in and out, the counts.
 */
export async function* dayBookPrintHtml(
  book: DayBook,
  locale: Locale,
  nonce: string,
): AsyncGenerator<string> {
  const c = dayBookContent[locale];
  const title = `${c.title} — ${dayText(book.day)}`;
  yield (
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex">` +
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${esc(title)}</title>` +
    `<style nonce="${esc(nonce)}">${STYLE}</style></head><body>` +
    `<div class="screen"><a href="${esc(dayBookHref(book.day))}">${esc(c.backToDayBook)}</a>` +
    `<button type="button" id="print">${esc(uiContent[locale].print)}</button></div>` +
    `<h1 data-testid="print-day" data-day="${book.day}">${esc(title)}</h1>` +
    summary(c, book) +
    methodTotals(c, book)
  );
  yield* entriesTable(c, book, "in");
  yield* entriesTable(c, book, "out");
  yield (
    counts(c, book) +
    `<script nonce="${esc(nonce)}">document.getElementById("print").addEventListener("click", function () { window.print(); });</script>` +
    `</body></html>`
  );
}

/** Text chunks as a byte stream, pulled as the response is sent. */
export function htmlStream(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
