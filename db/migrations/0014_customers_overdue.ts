/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";

/**
 * The customers list's overdue filters ("overdue > 30 / 60 / 90 days": the oldest bill still
 * owing is older than that) read an index of the oldest owing bill's date, instead of walking
 * every customer with a balance.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("customers_oldest_due_idx")
    .on("customers")
    .columns(["oldest_due_at", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("customers_oldest_due_idx").execute();
}
