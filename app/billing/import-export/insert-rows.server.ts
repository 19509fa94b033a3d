import { type Kysely, sql } from "kysely";
import type { Database } from "~/platform/db/schema";
import { isPostgres } from "~/platform/db/dialect";

/**
 * The import's rows as typed records keyed by column name, and its multi-row insert: a batch of
 * rows as one statement of one parameter.
 */

type ColumnType = "text" | "integer" | "bigint" | "timestamptz";

type Table = "complaints" | "bill_lines" | "godown_items" | "stock_movements";

/**
 * The columns an insert writes, from the record type they are typed by: each column name with
 * its SQL type, in the order the values are packed (an object, so a column is named once and
 * TypeScript refuses one missing or unknown).
 */
type RowShape<R> = {
  table: Table;
  /** The columns, in packing order. */
  names: readonly (keyof R & string)[];
  types: readonly ColumnType[];
  /** A record's values in the columns' order: the spool's and the insert's one packing. */
  pack(row: R): unknown[];
  /** The records of a batch packed by `pack` (a JSON array of arrays). */
  unpack(json: string): R[];
};

export function rowShape<R extends object>(
  table: Table,
  types: { [K in keyof R]-?: ColumnType },
): RowShape<R> {
  const names = Object.keys(types) as (keyof R & string)[];
  return {
    table,
    names,
    types: names.map((name) => types[name]),
    pack: (row) => names.map((name) => row[name]),
    unpack: (json) =>
      (JSON.parse(json) as unknown[][]).map((values) => {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < names.length; i++) row[names[i]!] = values[i];
        return row as R;
      }),
  };
}

/** A shape with more columns after its own (the record type grows with them). */
export function extendShape<R extends object, M extends object>(
  shape: RowShape<R>,
  more: { [K in keyof M]-?: ColumnType },
): RowShape<R & M> {
  const types: Record<string, ColumnType> = {};
  shape.names.forEach((name, i) => (types[name] = shape.types[i]!));
  return rowShape<R & M>(shape.table, { ...types, ...more } as {
    [K in keyof (R & M)]-?: ColumnType;
  });
}

/** Inserts typed records (packed once, in the shape's column order). */
export async function insertRows<R>(
  trx: Kysely<Database>,
  shape: RowShape<R>,
  rows: readonly R[],
): Promise<void> {
  await insertPacked(trx, shape, JSON.stringify(rows.map((row) => shape.pack(row))));
}

/**
 * One multi-row insert of up to IMPORT_BATCH rows, the rows passed as ONE parameter: a JSON array
 * of arrays as `shape.pack` makes them (a spooled batch as it is, or insertRows's), unpacked by
 * the database (json_each on SQLite, jsonb_array_elements on PostgreSQL) by the same column list.
 * A `values (?, ?, …), (…)` insert of 500 bills has 6,500 parameters, and SQLite compiles each
 * such statement into a program of that size that lives in native memory until the garbage
 * collector finalises it: measured, 200 of them (a 100,000-row import) took the server process
 * past 450 MB. This statement is the same small one whatever the number of rows.
 */
export async function insertPacked<R>(
  trx: Kysely<Database>,
  shape: RowShape<R>,
  /** A JSON array of packed rows. */
  json: string,
): Promise<void> {
  const pg = isPostgres(trx);
  const values = shape.types
    .map((type, i) =>
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
  await sql`insert into ${sql.raw(shape.table)} (${sql.raw(shape.names.join(", "))}) select ${sql.raw(values)} from ${source}`.execute(
    trx,
  );
}
