/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";

/**
 * History filtered by a work status (In Progress, Pending, Completed) leaves the cancelled bills
 * out (`payment_status != 'cancelled'`), which the work-status index of migration 0006 did not
 * carry: counting the 8,000 bills in progress of 100,000 read each of them from the table
 * (9 ms on SQLite, 10–180 ms on PostgreSQL as a bitmap heap scan; docs/performance.md, billing
 * lists). The same index with the payment status at the end serves the list and its count from
 * the index alone, and replaces the old one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("complaints_work_created_idx")
    .on("complaints")
    .columns(["status", "created_at", "id", "customer_name", "complaint_number", "payment_status"])
    .execute();
  await db.schema.dropIndex("complaints_status_created_idx").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("complaints_status_created_idx")
    .on("complaints")
    .columns(["status", "created_at", "id", "customer_name", "complaint_number"])
    .execute();
  await db.schema.dropIndex("complaints_work_created_idx").execute();
}
