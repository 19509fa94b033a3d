/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import { type Kysely, sql } from "kysely";
import { isPostgres, trackDataWrites } from "./support";

/**
 * PostgreSQL only: the record of this database's writing transactions that versions the staff
 * pages' cache (docs/decisions/097). `data_writes` gets one row per transaction that wrote a
 * tracked table — its id, `pg_current_xact_id()`, inserted by a statement trigger on every table
 * but the untracked ones (the sessions' activity, verifications, rate limits, the mail outbox),
 * whoever writes: the server, the outbox worker, a sweep, a CLI script, psql, a second server.
 * Insert-only (a new key per transaction, no shared row to lock); rows of long-finished
 * transactions are pruned by the app. Transaction ids are the cluster's, but this table is this
 * database's own, so other databases' writes never show in it. A table created later calls
 * `trackDataWrites` in its own migration (tests/integration/data-version-pg.test.ts checks).
 * SQLite has no such table: its version is counted by the app (PRAGMA data_version).
 */
const UNTRACKED = [
  "sessions",
  "verifications",
  "rate_limits",
  "request_limits",
  "email_outbox",
  "data_writes",
  "kysely_migration",
  "kysely_migration_lock",
];

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create table data_writes (xid xid8 primary key)`.execute(db);
  await sql`
    create or replace function limra_note_data_write() returns trigger language plpgsql as $$
    begin
      insert into data_writes (xid) values (pg_current_xact_id()) on conflict do nothing;
      return null;
    end
    $$
  `.execute(db);
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = current_schema() order by 1
  `.execute(db);
  for (const { name } of rows) if (!UNTRACKED.includes(name)) await trackDataWrites(db, name);
  // Never empty from the start: an empty table's version would be that of a new database.
  await sql`insert into data_writes (xid) values (pg_current_xact_id())`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop function if exists limra_note_data_write() cascade`.execute(db);
  await sql`drop table if exists data_writes`.execute(db);
}
