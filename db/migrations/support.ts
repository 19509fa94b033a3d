/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import { type ColumnDataType, type Kysely, PostgresAdapter } from "kysely";

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
