/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";
import { columnTypes } from "./support";

/**
 * "Forgot password" queues a request for every address, known or not, and answers; the e-mail
 * worker looks the address up later and sends the link or drops the request (decision 058). A
 * row lives until it is handled; `locked_until` is the lease of the process handling it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("password_reset_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("locked_until", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("password_reset_requests").execute();
}
