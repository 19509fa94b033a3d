/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { columnTypes } from "./support";
import { categoryRows, productRows } from "./0005_shop.data";

/**
 * LimraKart: the catalog (categories, products — tea included), carts, orders and their items.
 * Money in paise; stock can never go below zero (CHECK), and an order number is unique.
 * Seeded with the twelve print categories' sample products and the six Tea Talks packs.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable("product_categories")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_ta", "text")
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("products")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("category_id", "text", (c) => c.notNull().references("product_categories.id"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_ta", "text")
    .addColumn("short_description", "text")
    .addColumn("short_description_ta", "text")
    .addColumn("description", "text")
    .addColumn("description_ta", "text")
    .addColumn("price_paise", "integer", (c) => c.notNull().check(sql`price_paise >= 0`))
    .addColumn("stock_quantity", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`stock_quantity >= 0`),
    )
    .addColumn("image_url", "text")
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("weight", "text")
    .addColumn("shelf_life_months", "integer", (c) => c.check(sql`shelf_life_months > 0`))
    .addColumn("payment_button_id", "text")
    /** The tea product's own page (/tea-talks-...), when it has one. */
    .addColumn("route", "text")
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("products_active_category_name_idx")
    .on("products")
    .columns(["is_active", "category_id", "name"])
    .execute();
  await db.schema
    .createIndex("products_active_name_idx")
    .on("products")
    .columns(["is_active", "name"])
    .execute();

  await db.schema
    .createTable("cart_items")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) =>
      c.notNull().references("products.id").onDelete("cascade"),
    )
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .addUniqueConstraint("cart_items_user_product_unique", ["user_id", "product_id"])
    .execute();

  await db.schema
    .createTable("orders")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id"))
    .addColumn("order_number", "text", (c) => c.notNull().unique())
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("customer_email", "text", (c) => c.notNull())
    .addColumn("customer_phone", "text", (c) => c.notNull())
    .addColumn("delivery_address", "text", (c) => c.notNull())
    .addColumn("pin_code", "text", (c) => c.notNull())
    .addColumn("total_amount_paise", "integer", (c) =>
      c.notNull().check(sql`total_amount_paise >= 0`),
    )
    .addColumn("payment_method", "text", (c) =>
      c
        .notNull()
        .defaultTo("cod")
        .check(sql`payment_method in ('cod')`),
    )
    .addColumn("payment_status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`payment_status in ('pending', 'paid', 'failed')`),
    )
    .addColumn("order_status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`order_status in ('pending', 'processing', 'shipped', 'delivered', 'cancelled')`),
    )
    /** The checkout form's token: a double click places one order. */
    .addColumn("checkout_token", "text", (c) => c.notNull().unique())
    .addColumn("cancelled_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("orders_user_created_idx")
    .on("orders")
    .columns(["user_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("orders_status_created_idx")
    .on("orders")
    .columns(["order_status", "created_at"])
    .execute();

  await db.schema
    .createTable("order_items")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) => c.notNull().references("products.id"))
    /** The product's name and image when ordered (the catalog may change later). */
    .addColumn("product_name", "text", (c) => c.notNull())
    .addColumn("image_url", "text")
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn("unit_price_paise", "integer", (c) => c.notNull().check(sql`unit_price_paise >= 0`))
    .addColumn("total_price_paise", "integer", (c) =>
      c.notNull().check(sql`total_price_paise >= 0`),
    )
    .execute();
  await db.schema
    .createIndex("order_items_order_idx")
    .on("order_items")
    .column("order_id")
    .execute();

  // The seed rows are frozen in 0005_shop.data.ts, inserted one by one in their order.
  for (const row of categoryRows) await db.insertInto("product_categories").values(row).execute();
  for (const row of productRows) await db.insertInto("products").values(row).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["order_items", "orders", "cart_items", "products", "product_categories"]) {
    await db.schema.dropTable(table).execute();
  }
}
