/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";

/**
 * How a shipped order travels (docs/decisions/067): `orders.courier` (the courier's name as staff
 * typed it, or "Hand delivery") and `orders.tracking_number` (none for a hand delivery). Both are
 * null for every order that was not marked shipped with them, including the orders before this.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("courier", "text").execute();
  await db.schema.alterTable("orders").addColumn("tracking_number", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("tracking_number").execute();
  await db.schema.alterTable("orders").dropColumn("courier").execute();
}
