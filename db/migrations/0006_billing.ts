/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { columnTypes, isPostgres } from "./support";

/**
 * The billing back office: customer bills (the spec's `complaints`), the income/expense ledger
 * and the transactions they create, and the counter bill numbers are drawn from. Money in paise,
 * never negative; a bill's income and transactions go when the bill goes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  // Named counters: one atomic "add one" per number, never reused (also after a delete).
  await db.schema
    .createTable("counters")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", t.bigint, (c) => c.notNull())
    .execute();
  await db.insertInto("counters").values({ name: "bill", value: 0 }).execute();

  await db.schema
    .createTable("complaints")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("complaint_number", "text", (c) => c.notNull().unique())
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("customer_phone", "text")
    .addColumn("customer_address", "text")
    .addColumn("service_type", "text", (c) => c.notNull().defaultTo("Service"))
    .addColumn("complaint_description", "text", (c) => c.notNull())
    /** The amount before discount (the spec's actual_cost). */
    .addColumn("actual_cost_paise", "integer", (c) =>
      c.notNull().check(sql`actual_cost_paise >= 0`),
    )
    .addColumn("discount_paise", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`discount_paise >= 0`),
    )
    /** The final total after discount (the spec's estimated_cost). */
    .addColumn("estimated_cost_paise", "integer", (c) =>
      c.notNull().check(sql`estimated_cost_paise >= 0`),
    )
    .addColumn("advance_paise", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`advance_paise >= 0`),
    )
    .addColumn("received_paise", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`received_paise >= 0`),
    )
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'in_progress', 'completed', 'paid')`),
    )
    .addColumn("completion_date", t.timestamp)
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .addCheckConstraint(
      "complaints_discount_within_amount",
      sql`discount_paise <= actual_cost_paise`,
    )
    .execute();
  // The lists: newest first, alone or within one status. Both indexes also carry the two columns
  // a search looks in, so on SQLite a search reads them from the index, and the table only for
  // the rows of the page shown (measured over 100,000 bills: docs/performance.md, billing lists).
  await db.schema
    .createIndex("complaints_created_idx")
    .on("complaints")
    .columns(["created_at", "id", "customer_name", "complaint_number"])
    .execute();
  await db.schema
    .createIndex("complaints_status_created_idx")
    .on("complaints")
    .columns(["status", "created_at", "id", "customer_name", "complaint_number"])
    .execute();
  // Old Pending's total (the count and the sum of the amounts of one status, also with a search)
  // from this smaller index alone, not from the whole table.
  await db.schema
    .createIndex("complaints_status_amounts_idx")
    .on("complaints")
    .columns([
      "status",
      "actual_cost_paise",
      "estimated_cost_paise",
      "customer_name",
      "complaint_number",
    ])
    .execute();
  // On PostgreSQL a search (`lower(…) like '%…%'`, three characters or more) is served by trigram
  // indexes instead of reading every bill, when the pg_trgm extension is installed or this user
  // may install it (a trusted extension since PostgreSQL 13: the CREATE privilege on the
  // database suffices); without it, searches read every bill, as on SQLite.
  if (isPostgres(db) && (await trigramsAvailable(db))) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index complaints_name_trgm_idx on complaints using gin (lower(customer_name) gin_trgm_ops)`.execute(
      db,
    );
    await sql`create index complaints_number_trgm_idx on complaints using gin (lower(complaint_number) gin_trgm_ops)`.execute(
      db,
    );
  }

  await db.schema
    .createTable("income_expenses")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull().check(sql`type in ('income', 'expense')`))
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("amount_paise", "integer", (c) => c.notNull().check(sql`amount_paise >= 0`))
    .addColumn("complaint_id", "text", (c) => c.references("complaints.id").onDelete("cascade"))
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("income_expenses_type_created_idx")
    .on("income_expenses")
    .columns(["type", "created_at"])
    .execute();
  await db.schema
    .createIndex("income_expenses_complaint_idx")
    .on("income_expenses")
    .column("complaint_id")
    .execute();

  await db.schema
    .createTable("transactions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("transaction_type", "text", (c) => c.notNull())
    .addColumn("amount_paise", "integer", (c) => c.notNull().check(sql`amount_paise >= 0`))
    .addColumn("reference_number", "text")
    .addColumn("description", "text")
    .addColumn("payment_method", "text")
    .addColumn("category", "text")
    .addColumn("type", "text", (c) => c.notNull().check(sql`type in ('income', 'expense')`))
    .addColumn("complaint_id", "text", (c) => c.references("complaints.id").onDelete("cascade"))
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("transactions_created_idx")
    .on("transactions")
    .column("created_at")
    .execute();
  await db.schema
    .createIndex("transactions_complaint_idx")
    .on("transactions")
    .column("complaint_id")
    .execute();
}

async function trigramsAvailable(db: Kysely<any>): Promise<boolean> {
  const { rows } = await sql<{
    installed: boolean;
    available: boolean;
    superuser: boolean | null;
    trusted: boolean;
  }>`select
      exists (select 1 from pg_extension where extname = 'pg_trgm') as installed,
      exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available,
      (select rolsuper from pg_roles where rolname = current_user) as superuser,
      current_setting('server_version_num')::int >= 130000
        and has_database_privilege(current_database(), 'CREATE') as trusted`.execute(db);
  const r = rows[0];
  return Boolean(r && (r.installed || (r.available && (r.superuser || r.trusted))));
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["transactions", "income_expenses", "complaints", "counters"]) {
    await db.schema.dropTable(table).execute();
  }
}
