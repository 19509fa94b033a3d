/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * Only stocked goods carry a count (docs/decisions/063): `products.tracks_stock` (0/1, default 1,
 * so a product added without saying stays counted as before). Print work is made to order: the
 * products that ask for artwork at checkout (`requires_artwork`, set by 0021 for the twelve print
 * categories and by the product form since) get 0, unless a product shares a godown item's stock
 * (`godown_item_id`, decision 036), which is a count by definition.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("products")
    .addColumn("tracks_stock", "integer", (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`tracks_stock in (0, 1)`),
    )
    .execute();
  await db
    .updateTable("products")
    .set({ tracks_stock: 0 })
    .where("godown_item_id", "is", null)
    .where("requires_artwork", "=", 1)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("products").dropColumn("tracks_stock").execute();
}
