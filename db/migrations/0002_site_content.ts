/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { columnTypes } from "./support";
import { gallerySeeds, serviceSeeds } from "../../app/site/content/seed-data";

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

  // Fixed timestamps keep the seed identical on every install; sort order follows the lists.
  const seededAt = "2025-01-01T00:00:00.000Z";
  await db
    .insertInto("services")
    .values(
      serviceSeeds.map((s, i) => ({
        id: `seed-service-${s.slug}`,
        slug: s.slug,
        name: s.name.en,
        name_ta: s.name.ta,
        description: s.description.en,
        description_ta: s.description.ta,
        features_json: JSON.stringify(s.features.en),
        features_ta_json: JSON.stringify(s.features.ta),
        turnaround: s.turnaround.en,
        turnaround_ta: s.turnaround.ta,
        price_paise: s.startingPricePaise,
        image_url: s.image,
        sort_order: (i + 1) * 10,
        created_at: seededAt,
        updated_at: seededAt,
      })),
    )
    .execute();
  await db
    .insertInto("gallery_items")
    .values(
      gallerySeeds.map((g, i) => ({
        id: `seed-gallery-${g.slug}`,
        slug: g.slug,
        title: g.title.en,
        title_ta: g.title.ta,
        description: g.description.en,
        description_ta: g.description.ta,
        category: g.category,
        tags_json: JSON.stringify(g.tags.en),
        tags_ta_json: JSON.stringify(g.tags.ta),
        image_url: g.image,
        sort_order: (i + 1) * 10,
        created_at: seededAt,
        updated_at: seededAt,
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("gallery_items").execute();
  await db.schema.dropTable("services").execute();
}
