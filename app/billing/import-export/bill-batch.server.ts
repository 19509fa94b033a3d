import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";
import { LINE_INSERT, SETTLED_BILL_INSERT, type SpooledBill } from "./bill-rows.server";
import { insertRows } from "./insert-rows.server";
import { payInFull, settleBatch } from "./settle.server";

/**
 * THE place where an import writes a batch of bills and the money they bring (decision 085):
 * the bills, their lines, the payments and cash-book entries of those marked Paid. Anything kept
 * in step with the bills and payments (a per-day summary, say) is updated here, in the same
 * transaction, from `batch` — one line below `payInFull`.
 */

/**
 * One batch of spooled bills (each has its number by now) settled (settle.server.ts) and written
 * in a fixed number of statements, whatever its size: the bills, their lines, the payments of
 * those marked Paid. Answers the customers the bills are linked to, whose figures the caller
 * works out once, at the end of the import.
 */
export async function writeBillBatch(
  trx: Kysely<Database>,
  rows: readonly SpooledBill[],
): Promise<string[]> {
  const batch = await settleBatch(trx, rows);
  await insertRows(trx, SETTLED_BILL_INSERT, batch.bills);
  await insertRows(trx, LINE_INSERT, batch.lines);
  if (batch.paid.length > 0) await payInFull(trx, batch.paid);
  return batch.customers;
}
