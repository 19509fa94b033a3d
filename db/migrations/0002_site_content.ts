/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { columnTypes } from "./support";
import { galleryRows, serviceRows } from "./0002_site_content.data";

/**
 * Public-site content that the admin panel edits later: the services shown on /services and the
 * home page, and the gallery shown on / and /gallery. Seeded with the spec's six services and
 * twelve gallery items (English and Tamil).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable("services")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_ta", "text")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("description_ta", "text")
    .addColumn("features_json", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("features_ta_json", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("turnaround", "text")
    .addColumn("turnaround_ta", "text")
    .addColumn("price_paise", "integer", (c) => c.check(sql`price_paise >= 0`))
    .addColumn("image_url", "text")
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("services_active_order_idx")
    .on("services")
    .columns(["is_active", "sort_order"])
    .execute();

  await db.schema
    .createTable("gallery_items")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("title_ta", "text")
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description_ta", "text")
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("tags_json", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("tags_ta_json", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("image_url", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("gallery_items_active_category_idx")
    .on("gallery_items")
    .columns(["is_active", "category", "sort_order"])
    .execute();

  // The seed rows are frozen in 0002_site_content.data.ts (fixed timestamps, sort order 10, 20, …).
  await db.insertInto("services").values(serviceRows).execute();
  await db.insertInto("gallery_items").values(galleryRows).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("gallery_items").execute();
  await db.schema.dropTable("services").execute();
}
