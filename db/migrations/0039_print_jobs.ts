/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { columnTypes } from "./support";

/**
 * Print jobs (issue 39, docs/decisions/094): one `print_jobs` row from the request to the end —
 * a website request, a walk-in or phone request, or a LimraKart print order — with its yearly
 * reference (`Q-2026-0042`, the number drawn from `counters` row `print_job:<year>` in the same
 * transaction), its stage, due day, assignee and the bill it ends in. Around it: the status links
 * (only the sha256 of each token is kept), quote versions with their lines and the customer's
 * answers, proofs with their answers, and the events of its timeline. Money in paise.
 */
const STAGES = `'request','quoted','design','proof','approved','printing','ready','delivered','cancelled'`;

async function jobsTable(db: Kysely<any>) {
  const t = columnTypes(db);
  await db.schema
    .createTable("print_jobs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("source", "text", (c) =>
      c.notNull().check(sql`source in ('website','walk_in','phone','shop_order')`),
    )
    .addColumn("stage", "text", (c) =>
      c
        .notNull()
        .defaultTo("request")
        .check(sql.raw(`stage in (${STAGES})`)),
    )
    .addColumn("customer_id", "text", (c) => c.references("customers.id").onDelete("set null"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("locale", "text", (c) =>
      c
        .notNull()
        .defaultTo("en")
        .check(sql`locale in ('en','ta')`),
    )
    .addColumn("service", "text", (c) => c.notNull())
    .addColumn("quantity", "text")
    .addColumn("details", "text")
    .addColumn("order_submission_id", "text", (c) =>
      c.unique().references("order_submissions.id").onDelete("set null"),
    )
    .addColumn("shop_order_id", "text", (c) =>
      c.unique().references("orders.id").onDelete("set null"),
    )
    .addColumn("bill_id", "text", (c) =>
      c.unique().references("complaints.id").onDelete("set null"),
    )
    .addColumn("assignee_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("due_day", "text")
    .addColumn("cancel_reason", "text")
    .addColumn("closed_at", t.timestamp)
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .addCheckConstraint(
      "print_jobs_cancel_reason",
      sql`stage <> 'cancelled' or cancel_reason is not null`,
    )
    .execute();
  await db.schema
    .createIndex("print_jobs_stage_idx")
    .on("print_jobs")
    .columns(["stage", "created_at"])
    .execute();
  await db.schema
    .createIndex("print_jobs_assignee_idx")
    .on("print_jobs")
    .columns(["assignee_id", "stage"])
    .execute();
  await db.schema.createIndex("print_jobs_due_idx").on("print_jobs").columns(["due_day"]).execute();
  await db.schema
    .createIndex("print_jobs_customer_idx")
    .on("print_jobs")
    .columns(["customer_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("print_jobs_created_idx")
    .on("print_jobs")
    .columns(["created_at"])
    .execute();
}

async function linksAndEvents(db: Kysely<any>) {
  const t = columnTypes(db);
  // Any number of live links per job (one per message that carried one); revoking ends them all.
  await db.schema
    .createTable("print_job_links")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("job_id", "text", (c) => c.notNull().references("print_jobs.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("last_used_at", t.timestamp)
    .addColumn("revoked_at", t.timestamp)
    .addColumn("revoked_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema
    .createIndex("print_job_links_job_idx")
    .on("print_job_links")
    .columns(["job_id"])
    .execute();

  await db.schema
    .createTable("print_job_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("job_id", "text", (c) => c.notNull().references("print_jobs.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("from_stage", "text")
    .addColumn("to_stage", "text")
    .addColumn("note", "text")
    .addColumn("actor", "text", (c) =>
      c.notNull().check(sql`actor in ('staff','customer','system')`),
    )
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("print_job_events_job_idx")
    .on("print_job_events")
    .columns(["job_id", "created_at"])
    .execute();
}

async function quoteTables(db: Kysely<any>) {
  const t = columnTypes(db);
  await db.schema
    .createTable("print_job_quotes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("job_id", "text", (c) => c.notNull().references("print_jobs.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull().check(sql`version >= 1`))
    .addColumn("subtotal_paise", t.bigint, (c) => c.notNull().check(sql`subtotal_paise >= 0`))
    .addColumn("discount_paise", t.bigint, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`discount_paise >= 0`),
    )
    .addColumn("total_paise", t.bigint, (c) => c.notNull().check(sql`total_paise >= 0`))
    .addColumn("valid_until", "text", (c) => c.notNull())
    .addColumn("turnaround_days", "integer", (c) => c.notNull().check(sql`turnaround_days >= 0`))
    .addColumn("notes", "text")
    .addColumn("sent_at", t.timestamp)
    // Set once, on acceptance: from then on the version is locked (a change is a new version).
    .addColumn("accepted_at", t.timestamp)
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addUniqueConstraint("print_job_quotes_version", ["job_id", "version"])
    .execute();

  await db.schema
    .createTable("print_job_quote_lines")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("quote_id", "text", (c) =>
      c.notNull().references("print_job_quotes.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("quantity_milli", t.bigint, (c) => c.notNull().check(sql`quantity_milli > 0`))
    .addColumn("unit", "text", (c) => c.notNull())
    .addColumn("rate_paise", t.bigint, (c) => c.notNull().check(sql`rate_paise >= 0`))
    .addColumn("amount_paise", t.bigint, (c) => c.notNull().check(sql`amount_paise >= 0`))
    .addColumn("product_id", "text", (c) => c.references("products.id").onDelete("set null"))
    .addColumn("service_id", "text", (c) => c.references("services.id").onDelete("set null"))
    .addUniqueConstraint("print_job_quote_lines_position", ["quote_id", "position"])
    .execute();
}

async function proofTables(db: Kysely<any>) {
  const t = columnTypes(db);
  await db.schema
    .createTable("print_job_proofs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("job_id", "text", (c) => c.notNull().references("print_jobs.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull().check(sql`version >= 1`))
    .addColumn("storage_key", "text", (c) => c.notNull())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("mime_type", "text", (c) => c.notNull())
    .addColumn("size_bytes", "integer", (c) => c.notNull().check(sql`size_bytes > 0`))
    .addColumn("note", "text")
    .addColumn("uploaded_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addUniqueConstraint("print_job_proofs_version", ["job_id", "version"])
    .execute();

  // The answers to a quote version or a proof version: from the status link (with IP and user
  // agent) or recorded by staff as given by phone or in the shop (with a note). Never changed.
  await db.schema
    .createTable("print_job_answers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("job_id", "text", (c) => c.notNull().references("print_jobs.id").onDelete("cascade"))
    .addColumn("quote_id", "text", (c) => c.references("print_job_quotes.id").onDelete("cascade"))
    .addColumn("proof_id", "text", (c) => c.references("print_job_proofs.id").onDelete("cascade"))
    .addColumn("answer", "text", (c) => c.notNull().check(sql`answer in ('accept','changes')`))
    .addColumn("message", "text")
    .addColumn("via", "text", (c) => c.notNull().check(sql`via in ('link','phone','shop')`))
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    .addColumn("recorded_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addCheckConstraint(
      "print_job_answers_one_subject",
      sql`(quote_id is null) <> (proof_id is null)`,
    )
    .addCheckConstraint("print_job_answers_staff_note", sql`via = 'link' or message is not null`)
    .execute();
  await db.schema
    .createIndex("print_job_answers_job_idx")
    .on("print_job_answers")
    .columns(["job_id", "created_at"])
    .execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await jobsTable(db);
  await linksAndEvents(db);
  await quoteTables(db);
  await proofTables(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "print_job_answers",
    "print_job_proofs",
    "print_job_quote_lines",
    "print_job_quotes",
    "print_job_events",
    "print_job_links",
    "print_jobs",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
