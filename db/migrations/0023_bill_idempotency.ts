/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";

/**
 * A new bill sent again is one bill (docs/decisions/050): the form carries a key made when it
 * opened (a UUID), kept in `complaints.idempotency_key`. One key per person who writes bills:
 * a second save with the same key by the same user finds the first bill instead of writing
 * another. Bills written before, imported or made by other means have none (NULLs never clash).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("complaints").addColumn("idempotency_key", "text").execute();
  await db.schema
    .createIndex("complaints_idempotency_idx")
    .unique()
    .on("complaints")
    .columns(["created_by", "idempotency_key"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("complaints_idempotency_idx").execute();
  await db.schema.alterTable("complaints").dropColumn("idempotency_key").execute();
}
