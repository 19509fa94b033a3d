/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import { type Kysely, sql } from "kysely";
import { linkExistingRecords } from "./0013_customers.link";
import { columnTypes } from "./support";

/** The tables that name a customer by phone and get a link to the customer. */
const LINKED = ["complaints", "order_submissions", "contact_submissions", "orders"] as const;

/**
 * Customers (parties): one row per Indian phone number, with the figures the customers list
 * sorts and filters on kept beside it (refreshed whenever one of the customer's bills changes),
 * their notes and the payment reminders sent. Existing bills, website requests and shop orders
 * are linked by phone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("customers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("phone", "text", (c) => c.unique())
    .addColumn("other_phone", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_key", "text", (c) => c.notNull())
    .addColumn("alt_names", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("address", "text")
    .addColumn("email", "text")
    .addColumn("gstin", "text")
    .addColumn("notes", "text")
    .addColumn("language", "text", (c) =>
      c
        .notNull()
        .defaultTo("en")
        .check(sql`language in ('en', 'ta')`),
    )
    .addColumn("merged_into", "text", (c) => c.references("customers.id").onDelete("set null"))
    .addColumn("bill_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("billed_paise", t.bigint, (c) => c.notNull().defaultTo(0))
    .addColumn("received_paise", t.bigint, (c) => c.notNull().defaultTo(0))
    .addColumn("balance_paise", t.bigint, (c) => c.notNull().defaultTo(0))
    .addColumn("oldest_due_at", t.timestamp)
    .addColumn("last_activity_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("customers_other_phone_idx")
    .on("customers")
    .column("other_phone")
    .execute();
  await db.schema
    .createIndex("customers_name_key_idx")
    .on("customers")
    .column("name_key")
    .execute();
  await db.schema
    .createIndex("customers_balance_idx")
    .on("customers")
    .columns(["balance_paise", "id"])
    .execute();
  await db.schema
    .createIndex("customers_activity_idx")
    .on("customers")
    .columns(["last_activity_at", "id"])
    .execute();
  for (const table of LINKED) {
    await db.schema
      .alterTable(table)
      // No foreign key: SQLite cannot drop a column that has one (down), and customers are
      // never deleted (a merged customer stays, pointing at the one it was merged into).
      .addColumn("customer_id", "text")
      .execute();
    await db.schema
      .createIndex(`${table}_customer_idx`)
      .on(table)
      .columns(["customer_id", "created_at"])
      .execute();
  }
  await createNotesAndReminders(db);
  await linkExistingRecords(db);
}

async function createNotesAndReminders(db: Kysely<any>) {
  const t = columnTypes(db);
  await db.schema
    .createTable("customer_notes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "text", (c) =>
      c.notNull().references("customers.id").onDelete("cascade"),
    )
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("customer_notes_customer_idx")
    .on("customer_notes")
    .columns(["customer_id", "created_at"])
    .execute();
  await db.schema
    .createTable("customer_reminders")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "text", (c) =>
      c.notNull().references("customers.id").onDelete("cascade"),
    )
    .addColumn("channel", "text", (c) => c.notNull().check(sql`channel in ('whatsapp', 'email')`))
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("balance_paise", t.bigint, (c) => c.notNull())
    .addColumn("bill_numbers", "text", (c) => c.notNull())
    .addColumn("sent_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("sent_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("customer_reminders_customer_idx")
    .on("customer_reminders")
    .columns(["customer_id", "sent_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("customer_reminders").execute();
  await db.schema.dropTable("customer_notes").execute();
  for (const table of LINKED) {
    await db.schema.dropIndex(`${table}_customer_idx`).execute();
    await db.schema.alterTable(table).dropColumn("customer_id").execute();
  }
  await db.schema.dropTable("customers").execute();
}
