/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * Print products ask for artwork at checkout (docs/decisions/037): `products.requires_artwork`
 * (0/1), set for the products of the twelve print categories 0005 created (every category but
 * tea; the slugs are written out, as 0005's data made them), and each order line keeps what the
 * customer chose: an uploaded file (`artwork_file`, the store key; `artwork_name`, the name the
 * customer gave it) or a design request (`design_request` = 1 and `artwork_note`, the brief).
 */
const PRINT_CATEGORY_SLUGS = [
  "visiting-cards",
  "invitation-cards",
  "id-cards",
  "posters-flex-banners",
  "certificates",
  "letterheads",
  "envelopes",
  "bill-books",
  "logo-design",
  "menu-cards-brochures",
  "stickers-labels",
  "calendar-printing",
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("products")
    .addColumn("requires_artwork", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`requires_artwork in (0, 1)`),
    )
    .execute();
  await db
    .updateTable("products")
    .set({ requires_artwork: 1 })
    .where(
      "category_id",
      "in",
      db.selectFrom("product_categories").select("id").where("slug", "in", PRINT_CATEGORY_SLUGS),
    )
    .execute();
  await db.schema.alterTable("order_items").addColumn("artwork_file", "text").execute();
  await db.schema.alterTable("order_items").addColumn("artwork_name", "text").execute();
  await db.schema
    .alterTable("order_items")
    .addColumn("design_request", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`design_request in (0, 1)`),
    )
    .execute();
  await db.schema.alterTable("order_items").addColumn("artwork_note", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["artwork_note", "design_request", "artwork_name", "artwork_file"]) {
    await db.schema.alterTable("order_items").dropColumn(column).execute();
  }
  await db.schema.alterTable("products").dropColumn("requires_artwork").execute();
}
