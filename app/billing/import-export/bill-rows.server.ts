import type { Selectable } from "kysely";
import type { Database } from "~/platform/db/schema";
import { extendShape, rowShape } from "./insert-rows.server";

/**
 * An imported bill's records from the spool to the insert, keyed by column name: as the first
 * pass spools it (scan.server.ts), as settled (settle.server.ts) and its one line, each with the
 * shape that packs it for the spool and the insert (insert-rows.server.ts).
 */

type Complaint = Selectable<Database["complaints"]>;

/**
 * An imported bill as the first pass spools it (scan.server.ts): the columns it sets (the others
 * keep their defaults: 0, null, pending…); a bill without a number gets one as it is written.
 */
export type SpooledBill = Pick<
  Complaint,
  | "id"
  | "customer_name"
  | "customer_phone"
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

export const BILL_INSERT = rowShape<SpooledBill>("complaints", {
  id: "text",
  complaint_number: "text",
  customer_name: "text",
  customer_phone: "text",
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
