import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";
import { type Columns, insertRows } from "./insert-rows.server";
import { payInFull, SETTLED_CELLS, settleBatch } from "./settle.server";

/**
 * THE place where an import writes a batch of bills and the money they bring (decision 085):
 * the bills, their lines, the payments and cash-book entries of those marked Paid. Anything kept
 * in step with the bills and payments (a per-day summary, say) is updated here, in the same
 * transaction, from `batch` — one line below `payInFull`.
 */

/** The columns an imported bill sets (the others keep their defaults: 0, null, pending…). */
const BILL_INSERT: Columns = [
  ["id", "text"],
  ["complaint_number", "text"],
  ["customer_name", "text"],
  ["customer_phone", "text"],
  ["service_type", "text"],
  ["complaint_description", "text"],
  ["actual_cost_paise", "integer"],
  ["discount_paise", "integer"],
  ["estimated_cost_paise", "integer"],
  ["status", "text"],
  ["created_by", "text"],
  ["created_at", "timestamptz"],
  ["updated_at", "timestamptz"],
];

/** An imported bill as inserted: the spooled cells and those settleBatch adds. */
const SETTLED_BILL_INSERT = [...BILL_INSERT, ...SETTLED_CELLS];

const LINE_INSERT: Columns = [
  ["id", "text"],
  ["bill_id", "text"],
  ["position", "integer"],
  ["description", "text"],
  ["quantity_milli", "integer"],
  ["unit", "text"],
  ["rate_paise", "integer"],
  ["amount_paise", "integer"],
];

/**
 * One batch of spooled bill rows (BILL_INSERT order; each has its number) settled
 * (settle.server.ts) and written in a fixed number of statements, whatever its size: the bills,
 * their lines, the payments of those marked Paid. Answers the customers the bills are linked to,
 * whose figures the caller works out once, at the end of the import.
 */
export async function writeBillBatch(
  trx: Kysely<Database>,
  rows: readonly unknown[][],
): Promise<string[]> {
  const batch = await settleBatch(trx, rows);
  await insertRows(trx, "complaints", SETTLED_BILL_INSERT, JSON.stringify(batch.bills));
  await insertRows(trx, "bill_lines", LINE_INSERT, JSON.stringify(batch.lines));
  if (batch.paid.length > 0) await payInFull(trx, batch.paid);
  return batch.customers;
}
