import { type Kysely, sql } from "kysely";
import { getDb } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema";
import { isPostgres } from "~/platform/db/dialect";
import { createNotification } from "~/domain/notifications.server";
import type { ImportProgress } from "./import-export-client";
import { freshNumbers } from "./bill-numbers.server";
import type { Scan } from "./scan.server";
import { fileLines, IMPORT_BATCH } from "./spool.server";
import { pluralForm } from "~/lib/plural";
import { writeBillBatch } from "./bill-batch.server";
import { type SpooledBill, unpackBills } from "./bill-rows.server";
import { writeItemBatch } from "./item-batch.server";
import { refreshCustomers } from "~/domain/customers.server";

/** An import's second pass: the spooled rows written in one transaction. */

/** After how many bill batches PostgreSQL counts the customers again (countCustomers). */
const ANALYZE_CUSTOMERS_AFTER = new Set([1, 10, 100]);

/**
 * The batches find their customers by phone (linkCustomers): without statistics of the
 * customers — none when the table was empty, and autovacuum cannot see the import's uncommitted
 * rows — PostgreSQL guessed that half the table matched the other phones and scanned all of it
 * for every batch, the import slowing as the table grew (33 s of a 100,000-row import). Counted
 * after the first batches (ANALYZE sees this transaction's rows), the phones are looked up by
 * their indexes.
 */
async function countCustomers(trx: Kysely<Database>, batchesWritten: number): Promise<void> {
  if (isPostgres(trx) && ANALYZE_CUSTOMERS_AFTER.has(batchesWritten)) {
    await sql`analyze customers`.execute(trx);
  }
}

/** Customers whose figures are worked out at once at the end of an import. */
const REFRESH_BATCH = 500;

/**
 * Second pass, in one transaction: the spooled batches written one insert each; numbers drawn
 * for bills without one; the counter moved past the file's numbers; the bills' customers'
 * figures worked out once, at the end; the low-stock summary.
 *
 * Imported bills say nothing about advances or payments: each gets one line and is unpaid,
 * except a bill the file marks Paid, whose total becomes a payment with a receipt and a cash-book
 * entry on the bill's date (settle.server.ts; decision 023).
 */
export async function write(
  spool: string,
  found: Scan,
  progress: (p: ImportProgress) => void,
): Promise<number> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      let counter: { next: number } | null = null;
      if (found.kind === "bills") {
        // Moves the counter past the file's highest BILLnnnn (and locks its row on PostgreSQL,
        // so a bill saved meanwhile waits for this import and then gets the next number).
        const highest = found.numbers.highest;
        const row = await sql<{ value: number | string }>`
          update counters set value = case when value < ${highest} then ${highest} else value end
          where name = 'bill' returning value`
          .execute(trx)
          .then((r) => r.rows[0]);
        if (!row) throw new Error("the bill counter is missing");
        counter = { next: Number(row.value) + 1 };
      }
      /**
       * The customers found for the imported bills, whose figures are worked out once, at the
       * end (those made by the import are inserted with theirs: linkBillCustomers).
       */
      const customers = new Set<string>();
      let written = 0;
      let reported = 0;
      let index = 0;
      for await (const line of fileLines(spool)) {
        let size: number;
        let rows: SpooledBill[] | undefined;
        if (found.kind === "bills" && found.numberless.has(index)) {
          rows = unpackBills(line);
          const missing = rows.filter((r) => r.complaint_number === null).length;
          const fresh = await freshNumbers(trx, counter!, missing);
          for (const r of rows) r.complaint_number ??= fresh.shift()!;
          size = rows.length;
        } else {
          size = index < found.batches - 1 ? IMPORT_BATCH : found.rows - IMPORT_BATCH * index;
        }
        if (found.kind === "bills") {
          rows ??= unpackBills(line);
          for (const id of await writeBillBatch(trx, rows)) customers.add(id);
          await countCustomers(trx, index + 1);
        } else {
          await writeItemBatch(trx, line);
        }
        written += size;
        index++;
        // A line for about every 1 % (at least every 1,000 rows), and the last.
        if (written - reported >= Math.max(1_000, found.rows / 100) || written === found.rows) {
          reported = written;
          progress({ phase: "write", done: written, total: found.rows });
        }
      }
      if (index !== found.batches || written !== found.rows) {
        throw new Error("the import's spool file is incomplete");
      }

      // REFRESH_BATCH customers a time (the reads and the update pass the ids as one JSON
      // parameter on SQLite, so the statements stay small whatever their number).
      const linked = [...customers];
      if (linked.length > 0 && isPostgres(trx)) {
        // PostgreSQL plans the figures' reads (a customer's bills, their payments) from the
        // statistics of before the import, which know nothing of its bills (none, or those of
        // a table emptied since): guessing hundreds of bills a customer, it scanned all of them
        // for every 100 customers. ANALYZE counts the rows this transaction wrote.
        await sql`analyze complaints, payments`.execute(trx);
      }
      for (let i = 0; i < linked.length; i += REFRESH_BATCH) {
        await refreshCustomers(trx, linked.slice(i, i + REFRESH_BATCH));
      }
      if (found.kind === "bills" && counter && counter.next - 1 > found.numbers.highest) {
        // Numbers were drawn for rows without one: the counter ends on the last.
        await trx
          .updateTable("counters")
          .set({ value: counter.next - 1 })
          .where("name", "=", "bill")
          .execute();
      }
      if (found.kind === "items" && found.low > 0) {
        await createNotification(trx, {
          title: "Low stock after import",
          message: `${found.low} imported ${pluralForm(found.low, "item is", "items are")} at or below the minimum stock.`,
          type: "alert",
          priority: "high",
          link: "/billing/godown",
        });
      }
      return written;
    });
}
