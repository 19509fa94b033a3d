/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import { type Kysely, sql } from "kysely";
import { columnTypes } from "./support";

/** Why a stock count moved (app/platform/stock.server.ts; decision 036). */
const REASONS = [
  "order",
  "order_cancel",
  "order_return",
  "bill",
  "bill_cancel",
  "bill_edit",
  "adjust",
  "import",
  "link",
];

/**
 * One stock (docs/decisions/036): a shop product may be the same stock as a godown item
 * (`products.godown_item_id`, at most one product per item), and every change of a count is a
 * row of `stock_movements` (which item or product, ±qty, the count after, why, the order or bill
 * it belongs to, who, when).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable("products")
    .addColumn("godown_item_id", "text", (c) =>
      c.references("godown_items.id").onDelete("set null"),
    )
    .execute();
  await db.schema
    .createIndex("products_godown_item_idx")
    .unique()
    .on("products")
    .column("godown_item_id")
    .execute();
  await db.schema
    .createTable("stock_movements")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("godown_item_id", "text", (c) =>
      c.references("godown_items.id").onDelete("set null"),
    )
    .addColumn("product_id", "text", (c) => c.references("products.id").onDelete("set null"))
    .addColumn("delta", "integer", (c) => c.notNull())
    .addColumn("quantity_after", "integer", (c) => c.notNull())
    .addColumn("reason", "text", (c) =>
      c.notNull().check(sql`reason in (${sql.join(REASONS.map((r) => sql.lit(r)))})`),
    )
    .addColumn("ref_type", "text", (c) => c.check(sql`ref_type in ('order', 'bill')`))
    .addColumn("ref_id", "text")
    .addColumn("note", "text")
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("stock_movements_item_idx")
    .on("stock_movements")
    .columns(["godown_item_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("stock_movements_product_idx")
    .on("stock_movements")
    .columns(["product_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("stock_movements_created_idx")
    .on("stock_movements")
    .column("created_at")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("stock_movements").execute();
  await db.schema.dropIndex("products_godown_item_idx").execute();
  await db.schema.alterTable("products").dropColumn("godown_item_id").execute();
}
