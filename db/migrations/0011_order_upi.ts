/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { columnTypes, isPostgres } from "./support";

/**
 * LimraKart orders may be paid by UPI: `orders.payment_method` accepts 'upi' beside 'cod'
 * (migration 0005 allowed 'cod' only). No gateway: the shop shows its UPI QR and staff mark the
 * order paid by hand.
 *
 * PostgreSQL swaps the CHECK constraint (its name read from pg_constraint). SQLite cannot alter a
 * CHECK, so the `orders` table is rebuilt with the same columns, constraints, defaults and
 * indexes as 0005 made them, in one transaction. Foreign keys are switched off around it (the
 * SQLite procedure for a table rebuild): with them on, dropping the old table would run
 * order_items' ON DELETE CASCADE and empty it, even with `defer_foreign_keys`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await setPaymentMethods(db, ["cod", "upi"]);
}

/** Back to cash on delivery only; refused while an order paid by UPI exists. */
export async function down(db: Kysely<any>): Promise<void> {
  const upi = await db
    .selectFrom("orders")
    .select("id")
    .where("payment_method", "=", "upi")
    .limit(1)
    .executeTakeFirst();
  if (upi) throw new Error("Orders paid by UPI exist: migration 0011 cannot be undone.");
  await setPaymentMethods(db, ["cod"]);
}

async function setPaymentMethods(db: Kysely<any>, methods: string[]): Promise<void> {
  const check = sql`payment_method in (${sql.join(methods.map((m) => sql.lit(m)))})`;
  if (isPostgres(db)) await replacePostgresCheck(db, check);
  else await rebuildSqliteOrders(db, check);
}

async function replacePostgresCheck(db: Kysely<any>, check: ReturnType<typeof sql>) {
  const { rows } = await sql<{ name: string }>`
    select c.conname as name
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.conrelid = 'orders'::regclass and c.contype = 'c' and a.attname = 'payment_method'
  `.execute(db);
  if (rows.length !== 1) {
    throw new Error(`Expected one CHECK on orders.payment_method, found ${rows.length}.`);
  }
  await db.schema.alterTable("orders").dropConstraint(rows[0]!.name).execute();
  await db.schema
    .alterTable("orders")
    .addCheckConstraint("orders_payment_method_check", check)
    .execute();
}

/** Every column of `orders`, in 0005's order. */
const ORDER_COLUMNS = [
  "id",
  "user_id",
  "order_number",
  "customer_name",
  "customer_email",
  "customer_phone",
  "delivery_address",
  "pin_code",
  "total_amount_paise",
  "payment_method",
  "payment_status",
  "order_status",
  "checkout_token",
  "cancelled_at",
  "created_at",
  "updated_at",
];

async function rebuildSqliteOrders(db: Kysely<any>, check: ReturnType<typeof sql>) {
  const foreignKeys = async () =>
    Number(
      (await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]?.foreign_keys,
    );
  const wasOn = (await foreignKeys()) === 1;
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    // The pragma is a no-op inside a transaction: stop rather than let the cascade empty order_items.
    if ((await foreignKeys()) !== 0) {
      throw new Error("Migration 0011 must run outside a transaction (foreign keys stay on).");
    }
    await db.transaction().execute(async (trx) => {
      await createOrdersTable(trx, "orders_new", check);
      const columns = sql.join(ORDER_COLUMNS.map((c) => sql.ref(c)));
      await sql`insert into orders_new (${columns}) select ${columns} from orders`.execute(trx);
      await trx.schema.dropTable("orders").execute();
      await trx.schema.alterTable("orders_new").renameTo("orders").execute();
      await createOrdersIndexes(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error("Migration 0011 broke a foreign key.");
    });
  } finally {
    if (wasOn) await sql`pragma foreign_keys = on`.execute(db);
  }
}

/** The `orders` table exactly as 0005 made it, but with `check` on payment_method. */
async function createOrdersTable(db: Kysely<any>, name: string, check: ReturnType<typeof sql>) {
  const t = columnTypes(db);
  await db.schema
    .createTable(name)
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id"))
    .addColumn("order_number", "text", (c) => c.notNull().unique())
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("customer_email", "text", (c) => c.notNull())
    .addColumn("customer_phone", "text", (c) => c.notNull())
    .addColumn("delivery_address", "text", (c) => c.notNull())
    .addColumn("pin_code", "text", (c) => c.notNull())
    .addColumn("total_amount_paise", "integer", (c) =>
      c.notNull().check(sql`total_amount_paise >= 0`),
    )
    .addColumn("payment_method", "text", (c) => c.notNull().defaultTo("cod").check(check))
    .addColumn("payment_status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`payment_status in ('pending', 'paid', 'failed')`),
    )
    .addColumn("order_status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`order_status in ('pending', 'processing', 'shipped', 'delivered', 'cancelled')`),
    )
    .addColumn("checkout_token", "text", (c) => c.notNull().unique())
    .addColumn("cancelled_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
}

/** The indexes 0005 put on `orders`. */
async function createOrdersIndexes(db: Kysely<any>) {
  await db.schema
    .createIndex("orders_user_created_idx")
    .on("orders")
    .columns(["user_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("orders_status_created_idx")
    .on("orders")
    .columns(["order_status", "created_at"])
    .execute();
}
