/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";

/**
 * Payment reminders at ten years' scale (issue 37, decision 103). The overdue list counts its
 * customers (merged_into null, balance owing, oldest owing bill before the cutoff) on every view:
 * over the oldest-owing-bill index of migration 0014 each of the ~15,000 customers overdue at the
 * bench's scale was also read from the table (20 ms of CPU a view on SQLite). The same index with
 * the balance and the merge after the time and the id answers the count from the index alone and
 * replaces the old one (the customers list's overdue filters read the same leading columns). How
 * many were reminded today starts from today's reminders: an index on when they were sent.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("customers_overdue_idx")
    .on("customers")
    .columns(["oldest_due_at", "id", "balance_paise", "merged_into"])
    .execute();
  await db.schema.dropIndex("customers_oldest_due_idx").execute();
  await db.schema
    .createIndex("customer_reminders_sent_idx")
    .on("customer_reminders")
    .columns(["sent_at", "customer_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("customer_reminders_sent_idx").execute();
  await db.schema
    .createIndex("customers_oldest_due_idx")
    .on("customers")
    .columns(["oldest_due_at", "id"])
    .execute();
  await db.schema.dropIndex("customers_overdue_idx").execute();
}
