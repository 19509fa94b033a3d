/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * LimraKart orders keep their delivery charge (docs/decisions/033): `orders.delivery_fee_paise`,
 * and `total_amount_paise` is from now on the items plus it. Orders placed before had free
 * delivery, so they keep 0 and their totals stay right.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("orders")
    .addColumn("delivery_fee_paise", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`delivery_fee_paise >= 0`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("delivery_fee_paise").execute();
}
