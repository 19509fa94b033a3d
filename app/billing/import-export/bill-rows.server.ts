import type { Selectable } from "kysely";
import type { Database } from "~/platform/db/schema";
import { BILL_CSV_TEXTS, type BillCsvTextColumns } from "../bill-fields";
import { extendShape, rowShape } from "./insert-rows.server";

/**
 * An imported bill's records from the spool to the insert, keyed by column name: as the first
 * pass spools it (scan.server.ts), as settled (settle.server.ts) and its one line, each with the
 * shape that packs it for the spool and the insert (insert-rows.server.ts).
 */

type Complaint = Selectable<Database["complaints"]>;

/** The columns an imported bill sets besides the declaration's plain text fields. */
type ImportedBill = Pick<
  Complaint,
  | "id"
  | "customer_name"
  | "service_type"
  | "complaint_description"
  | "actual_cost_paise"
  | "discount_paise"
  | "estimated_cost_paise"
  | "status"
  | "created_by"
  | "created_at"
  | "updated_at"
> & { complaint_number: string | null };

/**
 * An imported bill as the first pass spools it (scan.server.ts): the columns it sets (the others
 * keep their defaults: 0, null, pending…), the declaration's plain text fields (the phone, and
 * any added with `csv.text`: ../bill-fields.ts) last; a bill without a number gets one as it is
 * written.
 */
export type SpooledBill = ImportedBill & BillCsvTextColumns;

const IMPORTED_BILL = rowShape<ImportedBill>("complaints", {
  id: "text",
  complaint_number: "text",
  customer_name: "text",
  service_type: "text",
  complaint_description: "text",
  actual_cost_paise: "integer",
  discount_paise: "integer",
  estimated_cost_paise: "integer",
  status: "text",
  created_by: "text",
  created_at: "timestamptz",
  updated_at: "timestamptz",
});

export const BILL_INSERT = extendShape<ImportedBill, BillCsvTextColumns>(
  IMPORTED_BILL,
  Object.fromEntries(BILL_CSV_TEXTS.map((t) => [t.column, "text"])) as Record<
    keyof BillCsvTextColumns,
    "text"
  >,
);

/** What settleBatch adds to each spooled bill (its money and customer). */
export type Settlement = Pick<
  Complaint,
  | "advance_paise"
  | "received_paise"
  | "balance_paise"
  | "payment_status"
  | "completion_date"
  | "customer_id"
>;

/** An imported bill as inserted: the spooled columns and its settlement. */
export type SettledBill = SpooledBill & Settlement;

export const SETTLED_BILL_INSERT = extendShape<SpooledBill, Settlement>(BILL_INSERT, {
  advance_paise: "integer",
  received_paise: "integer",
  balance_paise: "integer",
  payment_status: "text",
  completion_date: "timestamptz",
  customer_id: "text",
});

/** The one line of an imported bill. */
export type ImportedLine = Omit<
  Selectable<Database["bill_lines"]>,
  "product_id" | "godown_item_id"
>;

export const LINE_INSERT = rowShape<ImportedLine>("bill_lines", {
  id: "text",
  bill_id: "text",
  position: "integer",
  description: "text",
  quantity_milli: "integer",
  unit: "text",
  rate_paise: "integer",
  amount_paise: "integer",
});

/** A spooled batch of bills (one line of the spool file) as records. */
export const unpackBills = (line: string): SpooledBill[] => BILL_INSERT.unpack(line);
