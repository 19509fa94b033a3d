/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { columnTypes } from "./support";

/**
 * The cash in hand when the books start (docs/decisions/071): one row at most — its id is always
 * 'opening' (a check and the primary key), so a second setting fails in the database too, even
 * when two are sent at once. `day` is the India day (yyyy-mm-dd) it is the cash at the start of.
 * Never changed or deleted: a later correction is a cash count.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("opening_cash")
    .addColumn("id", "text", (c) => c.primaryKey().check(sql`id = 'opening'`))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("amount_paise", t.bigint, (c) => c.notNull().check(sql`amount_paise >= 0`))
    .addColumn("note", "text")
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("opening_cash").execute();
}
