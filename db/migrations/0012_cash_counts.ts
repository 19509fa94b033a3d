/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";
import { columnTypes } from "./support";

/**
 * Cash counts of the day book (/billing/day-book): staff count the cash in the drawer and the
 * count is kept beside what the ledger says should be there (the day's closing cash), with the
 * difference, who counted and when. Several counts a day are allowed; none is ever changed or
 * deleted. `day` is the India calendar day (yyyy-mm-dd) the count is for.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("cash_counts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("expected_paise", "integer", (c) => c.notNull())
    .addColumn("counted_paise", "integer", (c) => c.notNull())
    .addColumn("difference_paise", "integer", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("cash_counts_day_idx")
    .on("cash_counts")
    .columns(["day", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("cash_counts_day_idx").execute();
  await db.schema.dropTable("cash_counts").execute();
}
