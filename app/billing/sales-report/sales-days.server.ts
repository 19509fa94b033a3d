import { type Kysely, sql } from "kysely";
import { indiaDateKey, startOfIndiaDay } from "~/lib/dates";
import { getDb } from "~/platform/db/db.server";
import { isPostgres } from "~/platform/db/dialect";
import type { Database } from "~/platform/db/schema";
import { customerEntries } from "~/domain/customer-entries.server";
import { orderItemLines, orderSaleEntries } from "~/domain/order-sales.server";
import { MONEY_IN, indiaDaySql as indiaDayOf } from "../ledger/index.server";

/**
 * The pre-summed India days the sales report reads (docs/decisions/083; tables of migration
 * 0036): a day's rows are summed from the records with the report's own rules — Billed and
 * Received (024, 072), Received per method, the customers' billed and received (060, 072), the
 * items sold (029, 072) — whenever a money write marked it stale (app/platform/sales-days).
 * `freshenSalesDays` does that for the stale days of a range, just before the report reads it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Stale days closer than this are summed as one span (one set of range queries). */
const SPAN_GAP_DAYS = 7;

/** The method an entry counts under: none or cash is cash, a known method itself, else other. */
export const METHOD_SQL = sql<string>`case when t.payment_method is null or t.payment_method = 'cash' then 'cash' when t.payment_method in ('upi', 'card', 'bank', 'cheque') then t.payment_method else 'other' end`;

export const METHOD_COLUMNS = ["cash", "upi", "card", "bank", "cheque", "other"] as const;

type Span = { first: string; last: string };
type Bounds = { from: string; before: string };

const boundsOf = (span: Span): Bounds => ({
  from: startOfIndiaDay(span.first).toISOString(),
  before: new Date(startOfIndiaDay(span.last).getTime() + DAY_MS).toISOString(),
});

/** Billed, received and received per method of each day of the span with any. */
async function sumDays(db: Kysely<Database>, { from, before }: Bounds) {
  const byMethod = METHOD_COLUMNS.map(
    (m) => sql`sum(case when x.method = ${m} then x.received else 0 end)`,
  );
  const inRange = (column: string) =>
    sql`${sql.ref(column)} >= ${from} and ${sql.ref(column)} < ${before}`;
  await sql`insert into sales_days (day, billed_paise, received_paise, cash_paise, upi_paise,
      card_paise, bank_paise, cheque_paise, other_paise)
    select x.day, sum(x.billed), sum(x.received), ${sql.join(byMethod)}
    from (
      select ${indiaDayOf(db, "c.created_at")} as day, c.estimated_cost_paise as billed,
          0 as received, cast(null as text) as method
        from complaints c where ${inRange("c.created_at")}
      union all
      select ${indiaDayOf(db, "c.cancelled_at")}, -c.estimated_cost_paise, 0, null
        from complaints c where ${inRange("c.cancelled_at")}
      union all
      select ${indiaDayOf(db, "s.at")}, s.billed, 0, null
        from (${orderSaleEntries({ from, before })}) s
      union all
      select ${indiaDayOf(db, "t.created_at")}, 0, ${MONEY_IN}, ${METHOD_SQL}
        from transactions t where t.type = 'income' and ${inRange("t.created_at")}
    ) x group by x.day`.execute(db);
}

/** Each customer's billed and received per day of the span (060's entries and their orders). */
async function sumCustomers(db: Kysely<Database>, { from, before }: Bounds) {
  const orderMoney = sql`select o.customer_id, t.created_at as at, case
        when t.transaction_type = 'payment_void' then -t.amount_paise else t.amount_paise end
        as received
      from transactions t join orders o on o.id = t.order_id
      where o.customer_id is not null and t.type = 'income'
        and t.transaction_type in ('order_payment', 'payment_void')
        and t.created_at >= ${from} and t.created_at < ${before}`;
  await sql`insert into sales_day_customers (day, customer_id, billed_paise, received_paise)
    select x.day, x.customer_id, sum(x.billed), sum(x.received)
    from (
      select ${indiaDayOf(db, "e.at")} as day, e.customer_id, e.billed, e.received
        from (${customerEntries(db, { from, before })}) e
      union all
      select ${indiaDayOf(db, "s.at")}, s.customer_id, s.billed, 0
        from (${orderSaleEntries({ from, before })}) s where s.customer_id is not null
      union all
      select ${indiaDayOf(db, "m.at")}, m.customer_id, 0, m.received from (${orderMoney}) m
    ) x group by x.day, x.customer_id
    having sum(x.billed) <> 0 or sum(x.received) <> 0`.execute(db);
}

/** The items sold per day of the span: bills dated in it not cancelled, orders placed in it. */
async function sumItems(db: Kysely<Database>, { from, before }: Bounds) {
  // SQLite: the unary + keeps the planner on the created_at range (see itemTotals before 083).
  const notCancelled = isPostgres(db) ? sql`c.cancelled_at is null` : sql`+c.cancelled_at is null`;
  const key = sql`lower(trim(l.description))`;
  await sql`insert into sales_day_items (day, item_key, description, quantity_milli, amount_paise,
      bill_count, unit_min, unit_max)
    select l.day, ${key}, min(trim(l.description)), sum(l.quantity_milli), sum(l.amount_paise),
      count(distinct l.doc_id), min(l.unit), max(l.unit)
    from (
      select ${indiaDayOf(db, "c.created_at")} as day, b.bill_id as doc_id, b.description,
          b.quantity_milli, b.unit, b.amount_paise
        from bill_lines b join complaints c on c.id = b.bill_id
        where c.created_at >= ${from} and c.created_at < ${before} and ${notCancelled}
      union all
      select ${indiaDayOf(db, "i.at")}, i.order_id, i.description, i.quantity_milli, i.unit,
          i.amount_paise
        from (${orderItemLines({ from, before })}) i
    ) l group by l.day, ${key}`.execute(db);
}

const SUMMARY_TABLES = ["sales_days", "sales_day_customers", "sales_day_items"] as const;

/** A span's days summed again: its rows removed, then summed from the records. */
export async function sumSpan(db: Kysely<Database>, span: Span): Promise<void> {
  for (const table of SUMMARY_TABLES) {
    await db
      .deleteFrom(table)
      .where("day", ">=", span.first)
      .where("day", "<=", span.last)
      .execute();
  }
  const bounds = boundsOf(span);
  await sumDays(db, bounds);
  await sumCustomers(db, bounds);
  await sumItems(db, bounds);
}

/** Stale days (sorted) grouped into spans: days less than SPAN_GAP_DAYS apart go together. */
export function spansOf(days: readonly string[]): Span[] {
  const spans: Span[] = [];
  for (const day of [...days].sort()) {
    const last = spans.at(-1);
    const gap = last
      ? (startOfIndiaDay(day).getTime() - startOfIndiaDay(last.last).getTime()) / DAY_MS
      : Infinity;
    if (last && gap <= SPAN_GAP_DAYS) last.last = day;
    else spans.push({ first: day, last: day });
  }
  return spans;
}

/**
 * Sums again the stale days from `first` to `last` (India days, both included), in one
 * transaction: the marks are read, their spans summed from the records, then exactly the marks
 * read are removed — a mark a writer committed meanwhile stays, and its day is summed on the next
 * read. On PostgreSQL an advisory lock keeps two reports from summing at once (writers never wait
 * for it: they only insert marks); SQLite runs it as its one writer (transactions begin
 * immediate).
 */
export async function freshenSalesDays(first: string, last: string): Promise<void> {
  const db = getDb();
  const any = await db
    .selectFrom("sales_days_stale")
    .select("id")
    .where("day", ">=", first)
    .where("day", "<=", last)
    .limit(1)
    .executeTakeFirst();
  if (!any) return;
  await db.transaction().execute(async (trx) => {
    const pg = isPostgres(trx);
    if (pg) await sql`select pg_advisory_xact_lock(${FRESHEN_LOCK})`.execute(trx);
    const stale = await trx
      .selectFrom("sales_days_stale")
      .select(["id", "day"])
      .where("day", ">=", first)
      .where("day", "<=", last)
      .execute();
    if (stale.length === 0) return;
    for (const span of spansOf([...new Set(stale.map((s) => s.day))])) await sumSpan(trx, span);
    const ids = stale.map((s) => Number(s.id));
    await sql`delete from sales_days_stale where id in (${
      pg
        ? sql`select unnest(cast(${ids} as bigint[]))`
        : sql`select value from json_each(${JSON.stringify(ids)})`
    })`.execute(trx);
  });
}

/** The advisory lock (PostgreSQL) of freshenSalesDays: decision 083, migration 0036. */
const FRESHEN_LOCK = 83_036;

/** Every day with records summed again (a bench's or a tool's rows written straight in). */
export async function sumAllSalesDays(db: Kysely<Database> = getDb()): Promise<void> {
  const first = await sql<{ at: unknown }>`select min(at) as at from (
      select min(created_at) as at from complaints union all select min(created_at) from transactions
      union all select min(created_at) from orders) x`.execute(db);
  const at = first.rows[0]?.at;
  if (!at) return;
  const start = indiaDateKey(at instanceof Date ? at : new Date(String(at)));
  const end = indiaDateKey(new Date(Date.now() + 2 * DAY_MS));
  await db.transaction().execute(async (trx) => {
    await sumSpan(trx, { first: start, last: end });
    await trx.deleteFrom("sales_days_stale").execute();
  });
}
