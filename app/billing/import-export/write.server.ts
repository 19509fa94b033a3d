import { type Kysely, sql } from "kysely";
import { getDb } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema";
import { isPostgres } from "~/platform/db/dialect";
import { createNotification } from "~/platform/notifications.server";
import type { ImportProgress } from "./import-export-client";
import { freshNumbers } from "./bill-numbers.server";
import type { Scan } from "./scan.server";
import { fileLines, IMPORT_BATCH } from "./spool.server";
import { pluralForm } from "~/lib/plural";
import { payInFull, SETTLED_CELLS, settleBatch } from "./settle.server";
import { refreshCustomers } from "~/platform/customers.server";

/** An import's second pass: the spooled rows written in one transaction. */

type ColumnType = "text" | "integer" | "bigint" | "timestamptz";

/** The columns an imported bill sets (the others keep their defaults: 0, null, pending…). */
const BILL_INSERT: readonly (readonly [string, ColumnType])[] = [
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

const LINE_INSERT: readonly (readonly [string, ColumnType])[] = [
  ["id", "text"],
  ["bill_id", "text"],
  ["position", "integer"],
  ["description", "text"],
  ["quantity_milli", "integer"],
  ["unit", "text"],
  ["rate_paise", "integer"],
  ["amount_paise", "integer"],
];

const ITEM_INSERT: readonly (readonly [string, ColumnType])[] = [
  ["id", "text"],
  ["item_name", "text"],
  ["category", "text"],
  ["quantity", "integer"],
  ["unit_price_paise", "integer"],
  ["minimum_stock", "integer"],
  ["total_value_paise", "bigint"],
  ["location_in_godown", "text"],
  ["supplier_name", "text"],
  ["low_stock_alerted", "integer"],
  ["created_by", "text"],
  ["created_at", "timestamptz"],
  ["updated_at", "timestamptz"],
];

const MOVEMENT_INSERT: readonly (readonly [string, ColumnType])[] = [
  ["id", "text"],
  ["godown_item_id", "text"],
  ["delta", "integer"],
  ["quantity_after", "integer"],
  ["reason", "text"],
  ["created_by", "text"],
  ["created_at", "timestamptz"],
];

/**
 * One 'import' stock movement for each imported item with a quantity (decision 036), from the
 * batch's rows as ITEM_INSERT spools them, so the movements of an item add up to its quantity.
 */
async function insertImportMovements(trx: Kysely<Database>, line: string): Promise<void> {
  const rows = (JSON.parse(line) as unknown[][])
    .filter((r) => Number(r[3]) !== 0)
    .map((r) => [crypto.randomUUID(), r[0], r[3], r[3], "import", r[10], r[11]]);
  if (rows.length) await insertRows(trx, "stock_movements", MOVEMENT_INSERT, JSON.stringify(rows));
}

/**
 * One multi-row insert of up to IMPORT_BATCH rows, the rows passed as ONE parameter: a JSON array
 * of arrays, unpacked by the database (json_each on SQLite, jsonb_array_elements on PostgreSQL).
 * A `values (?, ?, …), (…)` insert of 500 bills has 6,500 parameters, and SQLite compiles each
 * such statement into a program of that size that lives in native memory until the garbage
 * collector finalises it: measured, 200 of them (a 100,000-row import) took the server process
 * past 450 MB. This statement is the same small one whatever the number of rows.
 */
async function insertRows(
  trx: Kysely<Database>,
  table: "complaints" | "bill_lines" | "godown_items" | "stock_movements",
  columns: readonly (readonly [string, ColumnType])[],
  /** A JSON array of row arrays, in the order of `columns`. */
  json: string,
): Promise<void> {
  const pg = isPostgres(trx);
  const names = columns.map(([name]) => name).join(", ");
  const values = columns
    .map(([, type], i) =>
      pg
        ? type === "text"
          ? `r.value->>${i}`
          : `(r.value->>${i})::${type}`
        : `json_extract(r.value, '$[${i}]')`,
    )
    .join(", ");
  const source = pg
    ? sql`jsonb_array_elements(${json}::jsonb) as r(value)`
    : sql`json_each(${json}) as r`;
  await sql`insert into ${sql.raw(table)} (${sql.raw(names)}) select ${sql.raw(values)} from ${source}`.execute(
    trx,
  );
}

/**
 * One batch of bills settled (settle.server.ts) and written: the bills, their lines, the payments
 * of those marked Paid. The customers they are linked to are added to `customers`.
 */
async function writeBills(trx: Kysely<Database>, line: string, customers: Set<string>) {
  const batch = await settleBatch(trx, JSON.parse(line) as unknown[][]);
  await insertRows(trx, "complaints", SETTLED_BILL_INSERT, JSON.stringify(batch.bills));
  await insertRows(trx, "bill_lines", LINE_INSERT, JSON.stringify(batch.lines));
  if (batch.paid.length > 0) await payInFull(trx, batch.paid);
  for (const id of batch.customers) customers.add(id);
}

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
      /** The customers of the imported bills, whose figures are worked out once, at the end. */
      const customers = new Set<string>();
      let written = 0;
      let reported = 0;
      let index = 0;
      for await (let line of fileLines(spool)) {
        let size: number;
        if (found.kind === "bills" && found.numberless.has(index)) {
          const rows = JSON.parse(line) as unknown[][];
          const missing = rows.filter((r) => r[1] === null).length;
          const fresh = await freshNumbers(trx, counter!, missing);
          for (const r of rows) if (r[1] === null) r[1] = fresh.shift()!;
          line = JSON.stringify(rows);
          size = rows.length;
        } else {
          size = index < found.batches - 1 ? IMPORT_BATCH : found.rows - IMPORT_BATCH * index;
        }
        if (found.kind === "bills") await writeBills(trx, line, customers);
        else {
          await insertRows(trx, "godown_items", ITEM_INSERT, line);
          await insertImportMovements(trx, line);
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

      // A batch's worth of customers a time: one refresh of thousands is statements of thousands
      // of parameters, whose compiled programs SQLite keeps in native memory until collected.
      const linked = [...customers];
      if (linked.length > 0 && isPostgres(trx)) {
        // PostgreSQL plans the figures' reads (a customer's bills, their payments) from the
        // statistics of before the import, which know nothing of its bills (none, or those of
        // a table emptied since): guessing hundreds of bills a customer, it scanned all of them
        // for every 100 customers. ANALYZE counts the rows this transaction wrote.
        await sql`analyze complaints, payments`.execute(trx);
      }
      for (let i = 0; i < linked.length; i += IMPORT_BATCH) {
        await refreshCustomers(trx, linked.slice(i, i + IMPORT_BATCH));
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
