/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import { type ColumnDataType, type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * The dialect helpers the migrations use, frozen here rather than imported from the app
 * (app/platform/db/dialect.ts has its own copies), so changing the app never changes what a
 * shipped migration does on a fresh database. Only kysely may be imported; a migration that
 * needs something new adds it here (or inlines it) and never edits what is here.
 */

/** True when the Kysely instance talks to PostgreSQL (else it is SQLite). */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Column types that differ between the two databases: the same logical schema on both. */
export function columnTypes(db: Kysely<any>) {
  const pg = isPostgres(db);
  return {
    /** A UTC timestamp: timestamptz on PostgreSQL, ISO-8601 text on SQLite. */
    timestamp: (pg ? "timestamptz" : "text") as ColumnDataType,
    /** The auth library's booleans: boolean on PostgreSQL, 0/1 integer on SQLite. */
    authBoolean: (pg ? "boolean" : "integer") as ColumnDataType,
    bigint: "bigint" as ColumnDataType,
  };
}

/**
 * PostgreSQL: a statement trigger that records each transaction writing `table` in `data_writes`
 * (migration 0044, decision 097), which versions the staff pages' cache. Every table a staff
 * page may show must have it: a migration creating a table calls this (no-op on SQLite).
 */
export async function trackDataWrites(db: Kysely<any>, table: string): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create trigger ${sql.id(`${table}_data_write`)}
    after insert or update or delete or truncate on ${sql.table(table)}
    for each statement execute function limra_note_data_write()
  `.execute(db);
}
