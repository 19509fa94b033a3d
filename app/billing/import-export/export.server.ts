import { sql, type SqlBool } from "kysely";
import { indiaDateKey, indiaDateTime } from "~/lib/dates";
import { paiseToInput } from "~/lib/format";
import { type CsvCell, csvStream } from "~/platform/csv.server";
import { getDb } from "~/platform/db/db.server";
import { logger } from "~/platform/logger.server";
import type { ExportType } from "./import-export-client";
import { COLUMNS, type CsvRow, EXPORT_COLUMNS, recordCells } from "./columns";
import { logOperation } from "./activity.server";
import { BILL_CSV_CELLS, type BillCsvField } from "../bill-fields";

/**
 * Export: every bill, transaction or godown item as a CSV file, streamed — rows are read in
 * batches of EXPORT_BATCH with keyset pagination on (created_at, id), each batch one short query
 * (no statement stays open while the client reads), and written by csv-stringify (quotes, BOM,
 * formula neutralising: app/platform/csv.server.ts). The log row is written when the stream ends
 * (completed, with the row count) or fails or is abandoned (failed).
 */

/** Rows an export query reads (smaller batches measured lighter on the server's memory). */
const EXPORT_BATCH = 250;

export const TABLES: Record<ExportType, "complaints" | "transactions" | "godown_items"> = {
  complaints: "complaints",
  transactions: "transactions",
  inventory: "godown_items",
};

/** How many rows each export would write (shown on the export cards). */
export async function exportCounts(): Promise<Record<ExportType, number>> {
  const count = async (table: "complaints" | "transactions" | "godown_items") =>
    Number(
      (
        await getDb()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const [complaints, transactions, inventory] = await Promise.all([
    count("complaints"),
    count("transactions"),
    count("godown_items"),
  ]);
  return { complaints, transactions, inventory };
}

/** complaints_export_2026-11-21.csv (the date in India). */
export function exportFileName(type: ExportType, now = new Date()): string {
  return `${type}_export_${indiaDateKey(now)}.csv`;
}

type Cursor = { created_at: string; id: string } | null;

/**
 * Every row of a table oldest first, EXPORT_BATCH at a time: each batch is one query starting
 * after the last row of the one before (created_at, id), so the table is never read whole and
 * no statement is left open between batches. The extra `created_at >= …` lets an index on
 * created_at alone (transactions) serve the row-value comparison on both databases.
 */
async function* keyset<T extends { created_at: string; id: string }>(
  batch: (after: Cursor, limit: number) => Promise<T[]>,
): AsyncGenerator<T> {
  let after: Cursor = null;
  for (;;) {
    const rows = await batch(after, EXPORT_BATCH);
    for (const row of rows) yield row;
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { created_at: last.created_at, id: last.id };
  }
}

/** Rows after the cursor (see keyset). */
function afterCursor(cursor: Cursor) {
  return sql<SqlBool>`created_at >= ${cursor!.created_at} and (created_at, id) > (${cursor!.created_at}, ${cursor!.id})`;
}

/** Each export's row: a record keyed by the fields of its column map (columns.ts). */
type ExportRecords = {
  [T in ExportType]: () => AsyncIterable<CsvRow<keyof (typeof COLUMNS)[T] & string>>;
};

/** The rows of each export, read by keyset (three short generators, one per type). */
const EXPORT_SOURCES: ExportRecords = {
  complaints: async function* () {
    // The bills CSV's columns as the bill's declaration has them (bill-fields.ts).
    const rows = keyset((cursor, limit) =>
      getDb()
        .selectFrom("complaints")
        .$if(cursor !== null, (qb) => qb.where(afterCursor(cursor)))
        .select(["id", "created_at", ...BILL_CSV_CELLS.map((c) => c.column)])
        .orderBy("created_at")
        .orderBy("id")
        .limit(limit)
        .execute(),
    );
    for await (const r of rows) {
      const record: Partial<CsvRow<BillCsvField>> = {};
      for (const { field, column, cell } of BILL_CSV_CELLS) {
        const value = r[column];
        record[field] =
          cell === "money"
            ? paiseToInput(Number(value))
            : cell === "dateTime"
              ? indiaDateTime(String(value))
              : value;
      }
      yield record as CsvRow<BillCsvField>;
    }
  },
  transactions: async function* () {
    const rows = keyset((cursor, limit) =>
      getDb()
        .selectFrom("transactions")
        .$if(cursor !== null, (qb) => qb.where(afterCursor(cursor)))
        .select([
          "id",
          "created_at",
          "transaction_type",
          "amount_paise",
          "payment_method",
          "reference_number",
          "description",
        ])
        .orderBy("created_at")
        .orderBy("id")
        .limit(limit)
        .execute(),
    );
    for await (const r of rows) {
      yield {
        date: indiaDateTime(r.created_at),
        type: r.transaction_type,
        amount: paiseToInput(r.amount_paise),
        method: r.payment_method,
        reference: r.reference_number,
        description: r.description,
      };
    }
  },
  inventory: async function* () {
    const rows = keyset((cursor, limit) =>
      getDb()
        .selectFrom("godown_items")
        .$if(cursor !== null, (qb) => qb.where(afterCursor(cursor)))
        .select([
          "id",
          "created_at",
          "item_name",
          "category",
          "quantity",
          "unit_price_paise",
          "minimum_stock",
          "location_in_godown",
          "supplier_name",
        ])
        .orderBy("created_at")
        .orderBy("id")
        .limit(limit)
        .execute(),
    );
    for await (const r of rows) {
      yield {
        name: r.item_name,
        category: r.category,
        quantity: r.quantity,
        price: paiseToInput(r.unit_price_paise),
        minimum: r.minimum_stock,
        location: r.location_in_godown,
        supplier: r.supplier_name,
      };
    }
  },
};

/** The rows of one export as CSV cells (tests and the benchmark read them too). */
export async function* exportRows(type: ExportType): AsyncIterable<CsvCell[]> {
  // Each record's cells in its header's order (columns.ts), the file's one positional step.
  const cells = recordCells<string>(COLUMNS[type]);
  for await (const record of EXPORT_SOURCES[type]()) yield cells(record);
}

/** Output chunks of about this size: one write (and one compression flush) per chunk, not per row. */
const CHUNK_BYTES = 64 * 1024;

/**
 * The CSV download of one export: the file name, the row count (X-Total-Rows, for the page's
 * progress bar) and the streamed file. The log row is written once the last byte has been
 * handed on (completed, with the rows written), or when the stream fails or the client goes
 * away first (failed).
 */
export async function exportResponse(
  type: ExportType,
  actorId: string,
  now = new Date(),
): Promise<{ fileName: string; total: number; body: ReadableStream<Uint8Array> }> {
  const fileName = exportFileName(type, now);
  const table = TABLES[type];
  const total = Number(
    (
      await getDb()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
  let rows = 0;
  async function* counted() {
    for await (const row of exportRows(type)) {
      rows++;
      yield row;
    }
  }
  let logged = false;
  const log = (status: "completed" | "failed", error?: string) => {
    if (logged) return;
    logged = true;
    if (status === "failed") logger.warn("export failed", { type, error });
    logOperation(getDb(), {
      operation: "export",
      table,
      fileName,
      records: rows,
      status,
      error: error ?? null,
      actorId,
    }).catch((e: unknown) => logger.error("writing the export log failed", { error: String(e) }));
  };
  const reader = csvStream(EXPORT_COLUMNS[type], counted()).getReader();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const parts: Uint8Array[] = [];
          let size = 0;
          while (size < CHUNK_BYTES) {
            const next = await reader.read();
            if (next.done) {
              if (size) controller.enqueue(Buffer.concat(parts, size));
              controller.close();
              log("completed");
              return;
            }
            parts.push(next.value);
            size += next.value.length;
          }
          controller.enqueue(Buffer.concat(parts, size));
        } catch (error) {
          log("failed", error instanceof Error ? error.message : String(error));
          controller.error(error);
        }
      },
      async cancel(reason) {
        log("failed", "The download was interrupted before the end of the file.");
        await reader.cancel(reason).catch(() => undefined);
      },
    },
    { highWaterMark: 0 },
  );
  return { fileName, total, body };
}
