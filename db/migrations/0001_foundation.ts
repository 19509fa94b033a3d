/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { columnTypes } from "./support";

/**
 * Foundation: the auth library's tables (users, sessions, accounts, verifications, rate_limits),
 * roles, the e-mail outbox, the audit log and notifications.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("email_verified", t.authBoolean, (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("phone", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", t.timestamp, (c) => c.notNull())
    .addColumn("ip_address", "text")
    .addColumn("user_agent", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("accounts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("provider_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("access_token", "text")
    .addColumn("refresh_token", "text")
    .addColumn("id_token", "text")
    .addColumn("access_token_expires_at", t.timestamp)
    .addColumn("refresh_token_expires_at", t.timestamp)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("accounts_user_id_idx").on("accounts").column("user_id").execute();

  await db.schema
    .createTable("verifications")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expires_at", t.timestamp, (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("verifications_identifier_idx")
    .on("verifications")
    .column("identifier")
    .execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("last_request", t.bigint, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("user_roles")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("role", "text", (c) =>
      c.notNull().check(sql`role in ('admin', 'staff', 'customer')`),
    )
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("user_roles_role_idx").on("user_roles").column("role").execute();

  await db.schema
    .createTable("email_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("reply_to", "text")
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text")
    .addColumn("entity", "text")
    .addColumn("entity_id", "text")
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('pending', 'sending', 'sent', 'failed')`),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("next_attempt_at", t.timestamp, (c) => c.notNull())
    .addColumn("locked_until", t.timestamp)
    .addColumn("sent_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("email_outbox_due_idx")
    .on("email_outbox")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("email_outbox_entity_idx")
    .on("email_outbox")
    .columns(["entity", "entity_id"])
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("actor_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entity_id", "text")
    .addColumn("before_json", "text")
    .addColumn("after_json", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("audit_log_entity_idx")
    .on("audit_log")
    .columns(["entity", "entity_id"])
    .execute();
  await db.schema
    .createIndex("audit_log_created_at_idx")
    .on("audit_log")
    .column("created_at")
    .execute();

  await db.schema
    .createTable("notifications")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) =>
      c.notNull().check(sql`type in ('alert', 'update', 'stock', 'payment', 'system')`),
    )
    .addColumn("priority", "text", (c) =>
      c.notNull().check(sql`priority in ('high', 'medium', 'low')`),
    )
    .addColumn("is_read", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("notifications_unread_idx")
    .on("notifications")
    .columns(["is_read", "type", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "notifications",
    "audit_log",
    "email_outbox",
    "user_roles",
    "rate_limits",
    "verifications",
    "accounts",
    "sessions",
    "users",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
