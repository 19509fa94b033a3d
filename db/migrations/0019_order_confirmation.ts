/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { columnTypes, isPostgres } from "./support";

/**
 * Cash-on-delivery confirmation and the order timeline (docs/decisions/035).
 *
 * `orders.order_status` accepts 'awaiting_confirmation' (a new COD order until staff confirm it
 * with the customer) and 'returned' (a delivered order whose goods came back). PostgreSQL swaps
 * the CHECK constraint; SQLite rebuilds `orders` with every column it has now (0005, 0011, 0013's
 * customer_id, 0017's delivery_fee_paise), its indexes, and foreign keys off around it (see 0011).
 *
 * `order_events` is the order's timeline: one row per status or payment change, with who made it
 * (a snapshot of the name) and why. Existing orders get a "created" row at their created_at and,
 * when cancelled, a "cancelled" row at cancelled_at (its actor read from the audit log).
 */
const STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled"];
const NEW_STATUSES = ["awaiting_confirmation", ...STATUSES, "returned"];

export async function up(db: Kysely<any>): Promise<void> {
  await setOrderStatuses(db, NEW_STATUSES);
  const t = columnTypes(db);
  await db.schema
    .createTable("order_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('status', 'payment', 'note')`))
    .addColumn("from_value", "text")
    .addColumn("to_value", "text")
    .addColumn("reason", "text")
    .addColumn("actor_id", "text")
    .addColumn("actor_name", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("order_events_order_idx")
    .on("order_events")
    .columns(["order_id", "created_at"])
    .execute();
  await backfillEvents(db);
}

/** Back to the five statuses; refused while an order is awaiting confirmation or returned. */
export async function down(db: Kysely<any>): Promise<void> {
  const used = await db
    .selectFrom("orders")
    .select("id")
    .where("order_status", "in", ["awaiting_confirmation", "returned"])
    .limit(1)
    .executeTakeFirst();
  if (used) {
    throw new Error(
      "Orders awaiting confirmation or returned exist: migration 0019 cannot be undone.",
    );
  }
  await db.schema.dropTable("order_events").execute();
  await setOrderStatuses(db, STATUSES);
}

/** One "created" row per order and a "cancelled" row per cancelled order. */
async function backfillEvents(db: Kysely<any>): Promise<void> {
  const orders: {
    id: string;
    order_status: string;
    created_at: unknown;
    cancelled_at: unknown;
  }[] = await db
    .selectFrom("orders")
    .select(["id", "order_status", "created_at", "cancelled_at"])
    .orderBy("created_at")
    .execute();
  const cancellers: { entity_id: string; actor_id: string | null; name: string | null }[] = await db
    .selectFrom("audit_log as a")
    .leftJoin("users as u", "u.id", "a.actor_id")
    .select(["a.entity_id", "a.actor_id", "u.name"])
    .where("a.entity", "=", "order")
    .where("a.after_json", "like", '%"order_status":"cancelled"%')
    .execute();
  const rows: Record<string, unknown>[] = [];
  for (const o of orders) {
    rows.push(event(o.id, null, "pending", null, "Customer", o.created_at));
    if (o.order_status === "cancelled" && o.cancelled_at) {
      const who = cancellers.find((c) => c.entity_id === o.id);
      rows.push(event(o.id, null, "cancelled", who?.actor_id ?? null, who?.name, o.cancelled_at));
    }
  }
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto("order_events")
      .values(rows.slice(i, i + 200))
      .execute();
  }
}

function event(
  orderId: string,
  from: string | null,
  to: string,
  actorId: string | null,
  actorName: string | null | undefined,
  at: unknown,
) {
  return {
    id: crypto.randomUUID(),
    order_id: orderId,
    kind: "status",
    from_value: from,
    to_value: to,
    reason: null,
    actor_id: actorId,
    actor_name: actorName ?? "System",
    created_at: at instanceof Date ? at.toISOString() : at,
  };
}

async function setOrderStatuses(db: Kysely<any>, statuses: string[]): Promise<void> {
  const check = sql`order_status in (${sql.join(statuses.map((s) => sql.lit(s)))})`;
  if (isPostgres(db)) await replacePostgresCheck(db, check);
  else await rebuildSqliteOrders(db, check);
}

async function replacePostgresCheck(db: Kysely<any>, check: ReturnType<typeof sql>) {
  const { rows } = await sql<{ name: string }>`
    select c.conname as name
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.conrelid = 'orders'::regclass and c.contype = 'c' and a.attname = 'order_status'
  `.execute(db);
  if (rows.length !== 1) {
    throw new Error(`Expected one CHECK on orders.order_status, found ${rows.length}.`);
  }
  await db.schema.alterTable("orders").dropConstraint(rows[0]!.name).execute();
  await db.schema
    .alterTable("orders")
    .addCheckConstraint("orders_order_status_check", check)
    .execute();
}

/** Every column of `orders` as it stands after 0018. */
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
  "customer_id",
  "delivery_fee_paise",
];

async function rebuildSqliteOrders(db: Kysely<any>, check: ReturnType<typeof sql>) {
  const foreignKeys = async () =>
    Number(
      (await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]?.foreign_keys,
    );
  const wasOn = (await foreignKeys()) === 1;
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    // The pragma is a no-op inside a transaction: stop rather than let a cascade empty order_items.
    if ((await foreignKeys()) !== 0) {
      throw new Error("Migration 0019 must run outside a transaction (foreign keys stay on).");
    }
    await db.transaction().execute(async (trx) => {
      await createOrdersTable(trx, "orders_new", check);
      const columns = sql.join(ORDER_COLUMNS.map((c) => sql.ref(c)));
      await sql`insert into orders_new (${columns}) select ${columns} from orders`.execute(trx);
      await trx.schema.dropTable("orders").execute();
      await trx.schema.alterTable("orders_new").renameTo("orders").execute();
      await createOrdersIndexes(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error("Migration 0019 broke a foreign key.");
    });
  } finally {
    if (wasOn) await sql`pragma foreign_keys = on`.execute(db);
  }
}

/** The `orders` table as it stands after 0018, but with `check` on order_status. */
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
    .addColumn("payment_method", "text", (c) =>
      c
        .notNull()
        .defaultTo("cod")
        .check(sql`payment_method in ('cod', 'upi')`),
    )
    .addColumn("payment_status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`payment_status in ('pending', 'paid', 'failed')`),
    )
    .addColumn("order_status", "text", (c) => c.notNull().defaultTo("pending").check(check))
    .addColumn("checkout_token", "text", (c) => c.notNull().unique())
    .addColumn("cancelled_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .addColumn("customer_id", "text")
    .addColumn("delivery_fee_paise", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`delivery_fee_paise >= 0`),
    )
    .execute();
}

/** The indexes 0005 and 0013 put on `orders`. */
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
  await db.schema
    .createIndex("orders_customer_idx")
    .on("orders")
    .columns(["customer_id", "created_at"])
    .execute();
}
