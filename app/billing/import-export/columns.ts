import type { ExportType } from "./import-export-client";

/**
 * The one column map per CSV file type: each field with the spec's header, in the export's order.
 * The export and the import templates write these headers; an import finds its columns by them
 * (header.server.ts) and names them in its problem report.
 */

/** A bill (the spec's complaints): field -> header. */
export const BILL_COLUMN = {
  number: "Bill No",
  date: "Date",
  customer: "Customer",
  phone: "Phone",
  service: "Service Type",
  status: "Status",
  estimated: "Estimated Cost",
  actual: "Actual Cost",
} as const;
export type BillField = keyof typeof BILL_COLUMN;

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

/** The spec's export columns, in order (also the import templates' headers). */
export const EXPORT_COLUMNS: Record<ExportType, readonly string[]> = {
  complaints: Object.values(BILL_COLUMN),
  transactions: ["Date", "Type", "Amount", "Payment Method", "Reference", "Description"],
  inventory: Object.values(ITEM_COLUMN),
};
