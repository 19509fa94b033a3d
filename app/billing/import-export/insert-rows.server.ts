import { type Kysely, sql } from "kysely";
import type { Database } from "~/platform/db/schema";
import { isPostgres } from "~/platform/db/dialect";

/** The import's multi-row insert: a batch of spooled rows as one statement of one parameter. */

export type ColumnType = "text" | "integer" | "bigint" | "timestamptz";

/** The columns of an insert, in the order of the spooled row arrays. */
export type Columns = readonly (readonly [string, ColumnType])[];

/**
 * One multi-row insert of up to IMPORT_BATCH rows, the rows passed as ONE parameter: a JSON array
 * of arrays, unpacked by the database (json_each on SQLite, jsonb_array_elements on PostgreSQL).
 * A `values (?, ?, …), (…)` insert of 500 bills has 6,500 parameters, and SQLite compiles each
 * such statement into a program of that size that lives in native memory until the garbage
 * collector finalises it: measured, 200 of them (a 100,000-row import) took the server process
 * past 450 MB. This statement is the same small one whatever the number of rows.
 */
export async function insertRows(
  trx: Kysely<Database>,
  table: "complaints" | "bill_lines" | "godown_items" | "stock_movements",
  columns: Columns,
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
