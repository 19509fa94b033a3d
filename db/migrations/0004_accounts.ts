/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { columnTypes } from "./support";

/**
 * Accounts: profile preferences (language, theme, notifications) that follow the user across
 * browsers; the last activity of a session (staff and admin sessions end after 30 idle minutes);
 * staff-access requests from /billing/create-account; optional TOTP two-factor sign-in with
 * single-use recovery codes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .alterTable("users")
    .addColumn("locale", "text", (c) => c.check(sql`locale in ('en', 'ta')`))
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("theme", "text", (c) => c.check(sql`theme in ('light', 'dark')`))
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("notifications_enabled", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  // TOTP secret (base32), set when two-factor sign-in is switched on; null when off.
  await db.schema.alterTable("users").addColumn("totp_secret", "text").execute();
  await db.schema.alterTable("users").addColumn("totp_enabled_at", t.timestamp).execute();
  // The time step of the last code accepted: a code is accepted once (RFC 6238, 5.2).
  await db.schema.alterTable("users").addColumn("totp_last_step", t.bigint).execute();

  await db.schema.alterTable("sessions").addColumn("last_active_at", t.timestamp).execute();

  await db.schema
    .createTable("staff_access_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn("decided_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("decided_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("staff_access_requests_status_idx")
    .on("staff_access_requests")
    .columns(["status", "created_at"])
    .execute();
  // At most one open request per user.
  await sql`create unique index staff_access_requests_one_pending on staff_access_requests (user_id) where status = 'pending'`.execute(
    db,
  );

  await db.schema
    .createTable("recovery_codes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("used_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("recovery_codes_user_idx")
    .on("recovery_codes")
    .column("user_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("recovery_codes").execute();
  await db.schema.dropTable("staff_access_requests").execute();
  await db.schema.alterTable("sessions").dropColumn("last_active_at").execute();
  for (const column of [
    "totp_last_step",
    "totp_enabled_at",
    "totp_secret",
    "notifications_enabled",
    "theme",
    "locale",
  ]) {
    await db.schema.alterTable("users").dropColumn(column).execute();
  }
}
