/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { columnTypes } from "./support";

/**
 * Customer intake: order/quote requests with their uploaded design files, contact messages,
 * feedback (customer experiences) and reviews with moderation, plus the fixed-window request
 * counters of the public forms' rate limit.
 *
 * Every submission table carries `form_token` (unique): the hidden token of the rendered form, so
 * a double submit of the same form stores one record. `read_at` / `handled_at` are the owner's
 * inbox state.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable("order_submissions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("service", "text", (c) => c.notNull())
    .addColumn("quantity", "text")
    .addColumn("message", "text")
    .addColumn("files_info", "text") // JSON: [{ name, size, type }] or null
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("form_token", "text", (c) => c.notNull().unique())
    .addColumn("read_at", t.timestamp)
    .addColumn("handled_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("order_submissions_created_idx")
    .on("order_submissions")
    .column("created_at")
    .execute();

  await db.schema
    .createTable("order_files")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("submission_id", "text", (c) =>
      c.notNull().references("order_submissions.id").onDelete("cascade"),
    )
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("storage_key", "text", (c) => c.notNull().unique())
    .addColumn("size_bytes", "integer", (c) => c.notNull().check(sql`size_bytes > 0`))
    .addColumn("mime_type", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("order_files_submission_idx")
    .on("order_files")
    .column("submission_id")
    .execute();

  await db.schema
    .createTable("contact_submissions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("subject", "text")
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("form_token", "text", (c) => c.notNull().unique())
    .addColumn("read_at", t.timestamp)
    .addColumn("handled_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("contact_submissions_created_idx")
    .on("contact_submissions")
    .column("created_at")
    .execute();

  await db.schema
    .createTable("customer_experiences")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("experience_rating", "integer", (c) =>
      c.notNull().check(sql`experience_rating between 1 and 5`),
    )
    .addColumn("service_used", "text", (c) => c.notNull())
    .addColumn("feedback_message", "text", (c) => c.notNull())
    .addColumn("would_recommend", "integer", (c) =>
      c.notNull().check(sql`would_recommend in (0, 1)`),
    )
    .addColumn("form_token", "text", (c) => c.notNull().unique())
    .addColumn("read_at", t.timestamp)
    .addColumn("handled_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("customer_experiences_created_idx")
    .on("customer_experiences")
    .column("created_at")
    .execute();

  await db.schema
    .createTable("customer_reviews")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("company", "text", (c) => c.notNull())
    .addColumn("location", "text", (c) => c.notNull())
    .addColumn("project_type", "text", (c) => c.notNull())
    .addColumn("rating", "integer", (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn("review_text", "text", (c) => c.notNull())
    // is_approved is what the public pages read; status adds "rejected" for the moderation tabs.
    .addColumn("is_approved", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn("moderated_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("moderated_at", t.timestamp)
    .addColumn("form_token", "text", (c) => c.notNull().unique())
    .addColumn("read_at", t.timestamp)
    .addColumn("handled_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addCheckConstraint(
      "customer_reviews_approved_matches_status",
      sql`(is_approved = 1 and status = 'approved') or (is_approved = 0 and status <> 'approved')`,
    )
    .execute();
  await db.schema
    .createIndex("customer_reviews_public_idx")
    .on("customer_reviews")
    .columns(["is_approved", "created_at"])
    .execute();
  await db.schema
    .createIndex("customer_reviews_status_idx")
    .on("customer_reviews")
    .columns(["status", "created_at"])
    .execute();

  // Fixed-window counters for the public forms' per-IP rate limit (shared by every instance).
  await db.schema
    .createTable("request_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("window_start", t.bigint, (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .execute();

  // A notification can point at the record it is about (the inbox item, a bill, ...).
  await db.schema.alterTable("notifications").addColumn("link", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("notifications").dropColumn("link").execute();
  for (const table of [
    "request_limits",
    "customer_reviews",
    "customer_experiences",
    "contact_submissions",
    "order_files",
    "order_submissions",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
