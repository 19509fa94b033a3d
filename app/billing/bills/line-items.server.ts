import { getDb } from "~/platform/db/db.server";

/** How many products and godown items the line's "item" box offers (each, by name). */
export const LINE_ITEM_LIMIT = 300;

/**
 * What a bill's line may be linked to: the shop's products and the godown's items, id and name
 * only, by name (the form's "item" box).
 */
export async function lineItemOptions() {
  const db = getDb();
  const [products, godown] = await Promise.all([
    db
      .selectFrom("products")
      .select(["id", "name"])
      .orderBy("name")
      .limit(LINE_ITEM_LIMIT)
      .execute(),
    db
      .selectFrom("godown_items")
      .select(["id", "item_name as name"])
      .orderBy("item_name")
      .limit(LINE_ITEM_LIMIT)
      .execute(),
  ]);
  return { products, godown };
}
