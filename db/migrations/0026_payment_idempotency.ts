/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";

/**
 * A payment form sent again is one payment (docs/decisions/062), as a bill form is (0023): the
 * Add payment form carries a key made when it opened, kept in `payments.idempotency_key`, one per
 * person who records payments. Payments recorded before, or with a bill or an import, have none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("payments").addColumn("idempotency_key", "text").execute();
  await db.schema
    .createIndex("payments_idempotency_idx")
    .unique()
    .on("payments")
    .columns(["created_by", "idempotency_key"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("payments_idempotency_idx").execute();
  await db.schema.alterTable("payments").dropColumn("idempotency_key").execute();
}
