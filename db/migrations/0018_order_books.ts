/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";

/**
 * LimraKart orders in the books (docs/decisions/034): an entry of the one ledger may book an
 * order's payment, its reversal or a refund, linked to the order by `order_id`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("transactions")
    // No foreign key: SQLite cannot drop a column that has one (down); orders are never deleted.
    .addColumn("order_id", "text")
    .execute();
  await db.schema
    .createIndex("transactions_order_idx")
    .on("transactions")
    .columns(["order_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("transactions_order_idx").execute();
  await db.schema.alterTable("transactions").dropColumn("order_id").execute();
}
