/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely, RawBuilder } from "kysely";
import { sql } from "kysely";
import { columnTypes, isPostgres } from "./support";

/**
 * The sales report's pre-summed India days (docs/decisions/083):
 *
 * - `sales_days`: per India day (yyyy-mm-dd), Billed (bills on their bill date, off on the day
 *   cancelled; shop orders on the day placed, off on the day cancelled or returned — 024, 072)
 *   and Received (the ledger's money in, a void negative on its day), and Received per method;
 * - `sales_day_customers`: per day and customer, billed and received as the customer's account
 *   entries have them (060) with their shop orders (072);
 * - `sales_day_items`: per day and item (description trimmed, lower case), the lines of the
 *   bills dated that day not cancelled and the items of the orders placed that day not
 *   cancelled or returned: quantity, amount, bills, the least and greatest unit;
 * - `sales_days_stale`: the days a money write touched since they were last summed (the app
 *   sums them again on the report's next read and removes the marks it read; a mark written
 *   meanwhile stays).
 *
 * Every day with data is summed here from the records, with the app's rules of today (frozen
 * copies: the app's are in app/billing/sales-report/sales-days.server.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  const money = ["billed_paise", "received_paise"];
  const methods = ["cash", "upi", "card", "bank", "cheque", "other"].map((m) => `${m}_paise`);
  let days = db.schema.createTable("sales_days").addColumn("day", "text", (c) => c.primaryKey());
  for (const column of [...money, ...methods]) {
    days = days.addColumn(column, t.bigint, (c) => c.notNull().defaultTo(0));
  }
  await days.execute();
  await db.schema
    .createTable("sales_day_customers")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("billed_paise", t.bigint, (c) => c.notNull())
    .addColumn("received_paise", t.bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint("sales_day_customers_pk", ["day", "customer_id"])
    .execute();
  await db.schema
    .createTable("sales_day_items")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("item_key", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("quantity_milli", t.bigint, (c) => c.notNull())
    .addColumn("amount_paise", t.bigint, (c) => c.notNull())
    .addColumn("bill_count", t.bigint, (c) => c.notNull())
    .addColumn("unit_min", "text", (c) => c.notNull())
    .addColumn("unit_max", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("sales_day_items_pk", ["day", "item_key"])
    .execute();
  // Insert-only marks: a writer never waits on another's mark (on PostgreSQL an upsert of one
  // row per day made concurrent writers of the day deadlock over it and their other locks).
  await db.schema
    .createTable("sales_days_stale")
    .addColumn("id", isPostgres(db) ? "bigint" : "integer", (c) =>
      isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    .addColumn("day", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("sales_days_stale_day_idx")
    .on("sales_days_stale")
    .column("day")
    .execute();
  await markingTriggers(db);
  // Orders had no index on their instants (decision 072's "next step"): a day's orders are read
  // by a range of created_at / cancelled_at now.
  await db.schema.createIndex("orders_created_idx").on("orders").column("created_at").execute();
  await db.schema.createIndex("orders_cancelled_idx").on("orders").column("cancelled_at").execute();
  await backfill(db);
}

function day(db: Kysely<any>, column: string): RawBuilder<string> {
  return isPostgres(db)
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`
    : sql<string>`date(${sql.ref(column)}, '+5 hours', '+30 minutes')`;
}

const METHOD = sql`case when t.payment_method is null or t.payment_method = 'cash' then 'cash' when t.payment_method in ('upi', 'card', 'bank', 'cheque') then t.payment_method else 'other' end`;
const MONEY_IN = sql`case when t.transaction_type = 'payment_void' then -t.amount_paise else t.amount_paise end`;
const NOT_SOLD = sql`('cancelled', 'returned')`;

/** Decision 072's entries of every order: placed +, cancelled −, returned −. */
const ORDER_SALES = sql`
  select o.customer_id, o.created_at as at, o.total_amount_paise as billed from orders o
  union all
  select o.customer_id, o.cancelled_at, -o.total_amount_paise from orders o
    where o.order_status = 'cancelled' and o.cancelled_at is not null
  union all
  select o.customer_id, e.created_at, -o.total_amount_paise
    from order_events e join orders o on o.id = e.order_id
    where e.kind = 'status' and e.to_value = 'returned' and o.order_status = 'returned'`;

/** Decision 060's customer entries (billed, received) of every bill linked to a customer. */
const CUSTOMER_ENTRIES = sql`
  select c.customer_id, c.created_at as at, c.estimated_cost_paise as billed, 0 as received
    from complaints c where c.customer_id is not null
  union all
  select c.customer_id, t.created_at, 0,
      case when t.transaction_type = 'payment_void' then -t.amount_paise else t.amount_paise end
    from transactions t join complaints c on c.id = t.complaint_id
    where c.customer_id is not null
      and t.transaction_type in ('advance_payment', 'payment_received', 'payment_void')
  union all
  select c.customer_id, t.created_at, -t.amount_paise, 0
    from transactions t join complaints c on c.id = t.complaint_id
    where c.customer_id is not null and c.cancelled_at is not null
      and ((t.transaction_type = 'payment_void' and t.created_at >= c.cancelled_at)
        or (t.transaction_type = 'refund' and t.type = 'expense' and t.created_at > c.cancelled_at))
  union all
  select c.customer_id, c.cancelled_at, (select coalesce(sum(case
      when k.transaction_type in ('advance_payment', 'payment_received') then k.amount_paise
      when k.transaction_type = 'payment_void' and k.created_at < c.cancelled_at then -k.amount_paise
      when k.transaction_type = 'refund' and k.type = 'expense' and k.created_at <= c.cancelled_at
        then -k.amount_paise
      else 0 end), 0) from transactions k where k.complaint_id = c.id) - c.estimated_cost_paise, 0
    from complaints c where c.customer_id is not null and c.cancelled_at is not null
  union all
  select o.customer_id, t.created_at, 0, ${MONEY_IN}
    from transactions t join orders o on o.id = t.order_id
    where o.customer_id is not null and t.type = 'income'
      and t.transaction_type in ('order_payment', 'payment_void')`;

async function backfill(db: Kysely<any>): Promise<void> {
  const byMethod = ["cash", "upi", "card", "bank", "cheque", "other"].map(
    (m) => sql`sum(case when x.method = ${m} then x.received else 0 end)`,
  );
  await sql`insert into sales_days (day, billed_paise, received_paise, cash_paise, upi_paise,
      card_paise, bank_paise, cheque_paise, other_paise)
    select x.day, sum(x.billed), sum(x.received), ${sql.join(byMethod)}
    from (
      select ${day(db, "c.created_at")} as day, c.estimated_cost_paise as billed, 0 as received,
        cast(null as text) as method from complaints c
      union all
      select ${day(db, "c.cancelled_at")}, -c.estimated_cost_paise, 0, null
        from complaints c where c.cancelled_at is not null
      union all
      select ${day(db, "s.at")}, s.billed, 0, null from (${ORDER_SALES}) s
      union all
      select ${day(db, "t.created_at")}, 0, ${MONEY_IN}, ${METHOD}
        from transactions t where t.type = 'income'
    ) x group by x.day`.execute(db);
  await sql`insert into sales_day_customers (day, customer_id, billed_paise, received_paise)
    select x.day, x.customer_id, sum(x.billed), sum(x.received)
    from (
      select ${day(db, "e.at")} as day, e.customer_id, e.billed, e.received
        from (${CUSTOMER_ENTRIES}) e
      union all
      select ${day(db, "s.at")}, s.customer_id, s.billed, 0
        from (${ORDER_SALES}) s where s.customer_id is not null
    ) x group by x.day, x.customer_id
    having sum(x.billed) <> 0 or sum(x.received) <> 0`.execute(db);
  const key = sql`lower(trim(l.description))`;
  await sql`insert into sales_day_items (day, item_key, description, quantity_milli, amount_paise,
      bill_count, unit_min, unit_max)
    select l.day, ${key}, min(trim(l.description)), sum(l.quantity_milli), sum(l.amount_paise),
      count(distinct l.doc_id), min(l.unit), max(l.unit)
    from (
      select ${day(db, "c.created_at")} as day, b.bill_id as doc_id, b.description,
          b.quantity_milli, b.unit, b.amount_paise
        from bill_lines b join complaints c on c.id = b.bill_id where c.cancelled_at is null
      union all
      select ${day(db, "o.created_at")}, i.order_id, i.product_name, i.quantity * 1000,
          case when p.weight is not null and p.weight <> '' then 'packs' else 'pcs' end,
          i.total_price_paise
        from order_items i join orders o on o.id = i.order_id
        left join products p on p.id = i.product_id
        where o.order_status not in ${NOT_SOLD}
    ) l group by l.day, ${key}`.execute(db);
}

/**
 * The triggers that keep the marks: every insert, update and delete of a money record marks the
 * India days it counts on, in the writer's own transaction, whichever code wrote it (the app's
 * model functions, the CSV import, a tool writing rows straight in). Each source lists, for a
 * row `r`, the instants (`at`) whose days it touches:
 *
 * - a bill: its date, its cancellation and its ledger entries' days (a change of customer moves
 *   all of them; a cancellation decides which later entries are written off);
 * - a ledger entry: its day, and its bill's cancellation (what the shop kept is read up to it);
 * - a bill line: its bill's date; an order item: its order's;
 * - an order: placed, cancelled, its ledger entries and its return (a change of customer);
 * - an order event: its day, when it is a return.
 *
 * A bill or an order is marked on an update only when a column the report reads changed (not
 * on each settling of its balance or a work status).
 */
const SOURCES: Record<string, { ats: (r: string) => string; changed?: string[] }> = {
  complaints: {
    ats: (r) => `select ${r}.created_at as at union all select ${r}.cancelled_at
      union all select t.created_at from transactions t where t.complaint_id = ${r}.id`,
    changed: ["created_at", "cancelled_at", "estimated_cost_paise", "customer_id"],
  },
  transactions: {
    ats: (r) => `select ${r}.created_at as at
      union all select c.cancelled_at from complaints c where c.id = ${r}.complaint_id`,
  },
  bill_lines: {
    ats: (r) => `select c.created_at as at from complaints c where c.id = ${r}.bill_id`,
  },
  orders: {
    ats: (r) => `select ${r}.created_at as at union all select ${r}.cancelled_at
      union all select t.created_at from transactions t where t.order_id = ${r}.id
      union all select e.created_at from order_events e
        where e.order_id = ${r}.id and e.kind = 'status' and e.to_value = 'returned'`,
    changed: ["created_at", "cancelled_at", "order_status", "total_amount_paise", "customer_id"],
  },
  order_events: {
    ats: (r) =>
      `select ${r}.created_at as at where ${r}.kind = 'status' and ${r}.to_value = 'returned'`,
  },
  order_items: {
    ats: (r) => `select o.created_at as at from orders o where o.id = ${r}.order_id`,
  },
};

async function markingTriggers(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const [table, source] of Object.entries(SOURCES)) {
    if (pg) await pgTriggers(db, table, source);
    else await sqliteTriggers(db, table, source);
  }
}

async function sqliteTriggers(
  db: Kysely<any>,
  table: string,
  source: { ats: (r: string) => string; changed?: string[] },
) {
  // One writer at a time on SQLite: a day already marked is not marked twice.
  const mark = (r: string) => `insert into sales_days_stale (day)
      select distinct d.day from (select date(x.at, '+5 hours', '+30 minutes') as day
        from (${source.ats(r)}) x where x.at is not null) d
      where not exists (select 1 from sales_days_stale s where s.day = d.day);`;
  const when = source.changed
    ? `when ${source.changed.map((c) => `old.${c} is not new.${c}`).join(" or ")}`
    : "";
  await sql
    .raw(
      `create trigger ${table}_sales_days_insert after insert on ${table}
        begin ${mark("new")} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${table}_sales_days_update after update on ${table} ${when}
        begin ${mark("old")} ${mark("new")} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${table}_sales_days_delete after delete on ${table}
        begin ${mark("old")} end`,
    )
    .execute(db);
}

/** PostgreSQL: one statement trigger per event, reading the statement's rows at once. */
async function pgTriggers(
  db: Kysely<any>,
  table: string,
  source: { ats: (r: string) => string; changed?: string[] },
) {
  const mark = (rows: string) => `insert into sales_days_stale (day)
      select distinct to_char(x.at at time zone 'Asia/Kolkata', 'YYYY-MM-DD')
      from ${rows} cross join lateral (${source.ats("r")}) x where x.at is not null;`;
  const changed = source.changed
    ? source.changed.map((c) => `o.${c} is distinct from n.${c}`).join(" or ")
    : "true";
  const fn = `${table}_sales_days_mark`;
  await sql
    .raw(
      `create function ${fn}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then ${mark("new_rows r")}
        elsif tg_op = 'DELETE' then ${mark("old_rows r")}
        else
          ${mark(`(select o.* from old_rows o join new_rows n on n.id = o.id where ${changed}) r`)}
          ${mark(`(select n.* from old_rows o join new_rows n on n.id = o.id where ${changed}) r`)}
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  const each = [
    ["insert", "referencing new table as new_rows"],
    ["update", "referencing old table as old_rows new table as new_rows"],
    ["delete", "referencing old table as old_rows"],
  ];
  for (const [event, referencing] of each) {
    await sql
      .raw(
        `create trigger ${table}_sales_days_${event} after ${event} on ${table}
          ${referencing} for each statement execute function ${fn}()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of Object.keys(SOURCES)) {
    for (const event of ["insert", "update", "delete"]) {
      await sql
        .raw(`drop trigger ${table}_sales_days_${event}${isPostgres(db) ? ` on ${table}` : ""}`)
        .execute(db);
    }
    if (isPostgres(db)) await sql.raw(`drop function ${table}_sales_days_mark()`).execute(db);
  }
  await db.schema.dropIndex("orders_cancelled_idx").execute();
  await db.schema.dropIndex("orders_created_idx").execute();
  for (const table of [
    "sales_days_stale",
    "sales_day_items",
    "sales_day_customers",
    "sales_days",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
