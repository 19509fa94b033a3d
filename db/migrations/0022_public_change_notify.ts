/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import { type Kysely, sql } from "kysely";
import { isPostgres } from "./support";

/**
 * PostgreSQL only: a statement trigger on every table the anonymous public pages show sends a
 * NOTIFY on `limra_public` (delivered when the transaction commits, to every server process), so
 * each process's page cache forgets its pages (docs/decisions/041), whoever changed the data —
 * another process, a script, psql. SQLite has no NOTIFY; there the one server process sees its
 * own writes (app/platform/page-cache/public-version.server.ts).
 */
const TABLES = [
  "services",
  "gallery_items",
  "customer_reviews",
  "product_categories",
  "products",
  "business_settings",
  "godown_items",
];

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create or replace function limra_notify_public() returns trigger language plpgsql as $$
    begin
      perform pg_notify('limra_public', '');
      return null;
    end
    $$
  `.execute(db);
  for (const table of TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_notify_public`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function limra_notify_public()
    `.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of TABLES) {
    await sql`drop trigger if exists ${sql.id(`${table}_notify_public`)} on ${sql.table(table)}`.execute(
      db,
    );
  }
  await sql`drop function if exists limra_notify_public()`.execute(db);
}
