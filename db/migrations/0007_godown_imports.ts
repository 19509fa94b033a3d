/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { columnTypes } from "./support";

/**
 * The godown (warehouse stock) and the import/export log of the billing back office.
 * Quantities are whole numbers, prices integer paise, nothing negative; the total value is
 * computed by the server on every save. `low_stock_alerted` remembers that the current stay at or
 * below the minimum has been announced, so an alert is raised once per crossing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable("godown_items")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("item_name", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity >= 0`))
    .addColumn("unit_price_paise", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`unit_price_paise >= 0`),
    )
    .addColumn("minimum_stock", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`minimum_stock >= 0`),
    )
    .addColumn("total_value_paise", t.bigint, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`total_value_paise >= 0`),
    )
    .addColumn("location_in_godown", "text")
    .addColumn("supplier_name", "text")
    .addColumn("low_stock_alerted", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("godown_items_created_idx")
    .on("godown_items")
    .columns(["created_at", "id"])
    .execute();

  await db.schema
    .createTable("import_export_logs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("operation_type", "text", (c) =>
      c.notNull().check(sql`operation_type in ('import', 'export')`),
    )
    .addColumn("table_name", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("records_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('completed', 'failed')`))
    .addColumn("error_message", "text")
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("import_export_logs_created_idx")
    .on("import_export_logs")
    .columns(["created_at", "id"])
    .execute();

  // The ledger's lists and 12-month chart read by type and date; transactions by type and date.
  await db.schema
    .createIndex("transactions_type_created_idx")
    .on("transactions")
    .columns(["type", "created_at"])
    .execute();
  await db.schema
    .createIndex("income_expenses_created_idx")
    .on("income_expenses")
    .column("created_at")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("income_expenses_created_idx").execute();
  await db.schema.dropIndex("transactions_type_created_idx").execute();
  await db.schema.dropTable("import_export_logs").execute();
  await db.schema.dropTable("godown_items").execute();
}
