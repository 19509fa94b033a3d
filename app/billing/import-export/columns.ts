import { BILL_CSV_HEADERS, type BillCsvField } from "../bill-fields";
import type { ExportType } from "./import-export-client";

/**
 * The one column map per CSV file type: each field with the spec's header, in the file's order.
 * The export and the import templates write these headers; an import finds its columns by them
 * (header.server.ts) and names them in its problem report. A row is a record keyed by these
 * fields from the parse (RowChecker reads a cell by its field) to the write (`recordCells` puts a
 * record's cells in the header's order, once, for csv-stringify): nothing is found by position.
 */

/** A bill (the spec's complaints): field -> header, from the bill's declaration (bill-fields.ts). */
export const BILL_COLUMN = BILL_CSV_HEADERS;
export type BillField = BillCsvField;

/** A godown item (the spec's inventory): field -> header. */
export const ITEM_COLUMN = {
  name: "Item Name",
  category: "Category",
  quantity: "Quantity",
  price: "Unit Price",
  minimum: "Min Stock",
  location: "Location",
  supplier: "Supplier",
} as const;
export type ItemField = keyof typeof ITEM_COLUMN;

/** A cash-book entry (the spec's transactions): field -> header. */
const TRANSACTION_COLUMN = {
  date: "Date",
  type: "Type",
  amount: "Amount",
  method: "Payment Method",
  reference: "Reference",
  description: "Description",
} as const;

/** Each export's (and import template's) column map. */
export const COLUMNS = {
  complaints: BILL_COLUMN,
  transactions: TRANSACTION_COLUMN,
  inventory: ITEM_COLUMN,
} as const satisfies Record<ExportType, Record<string, string>>;

/** A row of a file of `type`: its cells keyed by field. */
export type CsvRow<F extends string> = Record<F, string | number | null | undefined>;

/** The spec's export columns, in order (also the import templates' headers). */
export const EXPORT_COLUMNS: Record<ExportType, readonly string[]> = {
  complaints: Object.values(BILL_COLUMN),
  transactions: Object.values(TRANSACTION_COLUMN),
  inventory: Object.values(ITEM_COLUMN),
};

/**
 * A record's cells in the order of `columns`' headers: the one place a row becomes positions,
 * for the CSV writer. The field order is read once, not per row.
 */
export function recordCells<F extends string>(columns: Record<F, string>) {
  const fields = Object.keys(columns) as F[];
  return (row: CsvRow<F>) => fields.map((field) => row[field]);
}
