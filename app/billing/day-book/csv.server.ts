import { indiaDateTime } from "~/lib/dates";
import { paiseToInput } from "~/lib/format";
import { paymentMethodLabels } from "~/lib/payment-methods";
import type { CsvCell } from "~/platform/csv.server";
import { type DayBook, type DayBookEntry, differenceLabel, entryKindLabel } from "./day-book";
import { eachDayEntry } from "./day-book.server";

/** The CSV files are in English, like the spec's column names. */
const METHOD_NAMES = paymentMethodLabels.en;

/**
 * The day book as CSV (`day_book_{day}.csv`): one row per entry in and out (all of them, not a
 * page), then the summary
 * rows — opening cash in hand, the totals by method, cash in and out, closing cash in hand — and
 * one row per cash count. Amounts are numbers in rupees (1950.5), so a spreadsheet sums them and
 * a void's negative money in is not taken for a formula.
 */

const rupees = (paise: number) => paise / 100;

export const DAY_BOOK_CSV_HEADER = [
  "Section",
  "Time (IST)",
  "Receipt No",
  "Bill No",
  "Customer / Description",
  "Type",
  "Method",
  "Amount (INR)",
] as const;

export const dayBookFileName = (day: string) => `day_book_${day}.csv`;

/** The bill's customer or the record's payee, then the description. */
const who = (e: DayBookEntry) =>
  [e.customerName ?? e.payee, e.description].filter((text): text is string => !!text).join(" — ");

function entryRow(section: string, e: DayBookEntry): CsvCell[] {
  return [
    section,
    indiaDateTime(e.createdAt),
    e.receiptNumber,
    e.billNumber,
    who(e),
    entryKindLabel(e.transactionType),
    METHOD_NAMES[e.method],
    rupees(e.amountPaise),
  ];
}

const summary = (section: string, paise: number, method = ""): CsvCell[] => [
  section,
  "",
  "",
  "",
  "",
  "",
  method,
  rupees(paise),
];

/**
 * Every row of the file after the header: every entry of the day (read in batches, not the
 * page's one page: decision 084), then the summary of `book` (its totals are the whole day's).
 */
export async function* dayBookCsvRows(book: DayBook): AsyncGenerator<CsvCell[]> {
  for await (const e of eachDayEntry(book.day, "income")) yield entryRow("Money in", e);
  for await (const e of eachDayEntry(book.day, "expense")) yield entryRow("Money out", e);
  yield* summaryRows(book);
}

/** The summary rows: opening cash, the totals by method, cash in and out, closing, the counts. */
function summaryRows(book: DayBook): CsvCell[][] {
  const rows: CsvCell[][] = [summary("Opening cash in hand", book.openingCash)];
  for (const t of book.byMethod) {
    rows.push(summary("Total in", t.inPaise, METHOD_NAMES[t.method]));
    rows.push(summary("Total out", t.outPaise, METHOD_NAMES[t.method]));
  }
  rows.push(
    summary("Total in", book.totalIn, "All methods"),
    summary("Total out", book.totalOut, "All methods"),
    summary("Cash in", book.cashIn, METHOD_NAMES.cash),
    summary("Cash out", book.cashOut, METHOD_NAMES.cash),
    summary("Closing cash in hand", book.closingCash),
  );
  for (const c of book.counts) {
    const details = [
      `Expected ${paiseToInput(c.expectedPaise)}`,
      `difference ${paiseToInput(c.differencePaise)}`,
      c.createdByName ? `by ${c.createdByName}` : null,
      c.note,
    ].filter(Boolean);
    rows.push([
      "Cash counted",
      indiaDateTime(c.createdAt),
      "",
      "",
      details.join("; "),
      differenceLabel(c.differencePaise),
      METHOD_NAMES.cash,
      rupees(c.countedPaise),
    ]);
  }
  return rows;
}
