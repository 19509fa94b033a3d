import { type Kysely, sql } from "kysely";
import { cleanDay, indiaDateKey, startOfIndiaDay } from "~/lib/dates";
import { getDb } from "~/platform/db/db.server";
import { isPostgres } from "~/platform/db/dialect";
import type { Database } from "~/platform/db/schema";
import { customerEntries } from "./customer-entries.server";
import { orderItemLines, orderSaleEntries } from "./order-sales.server";
import {
  IS_CASH,
  MONEY_IN,
  MONEY_OUT,
  indiaDaySql as indiaDayOf,
  paiseOf,
} from "./ledger-entries.server";

/**
 * The pre-summed India days (docs/decisions/083 and 108; tables of migrations 0036 and 0045): a
 * day's rows are summed from the records with the report's own rules — Billed and Received (024,
 * 072), Received per method, money out and its cash part, the entries of each side, the customers'
 * billed and received (060, 072), the items sold (029, 072) — whenever a money write marked it
 * stale (the triggers of migration 0036). `freshenSalesDays` does that for the stale days of a
 * range, just before the sales report, Income & Expenses or the opening cash reads it.
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

/**
 * Billed, received and received per method, money out and its cash part, and the entries of
 * each side, of each day of the span with any (decisions 083, 108).
 */
async function sumDays(db: Kysely<Database>, { from, before }: Bounds) {
  const byMethod = METHOD_COLUMNS.map(
    (m) => sql`sum(case when x.method = ${m} then x.received else 0 end)`,
  );
  const inRange = (column: string) =>
    sql`${sql.ref(column)} >= ${from} and ${sql.ref(column)} < ${before}`;
  const isIncome = sql`case when t.type = 'income' then 1 else 0 end`;
  const isExpense = sql`case when t.type = 'expense' then 1 else 0 end`;
  await sql`insert into sales_days (day, billed_paise, received_paise, cash_paise, upi_paise,
      card_paise, bank_paise, cheque_paise, other_paise, paid_out_paise, cash_out_paise,
      income_count, expense_count)
    select x.day, sum(x.billed), sum(x.received), ${sql.join(byMethod)}, sum(x.paid_out),
      sum(x.cash_out), sum(x.incomes), sum(x.expenses)
    from (
      select ${indiaDayOf(db, "c.created_at")} as day, c.estimated_cost_paise as billed,
          0 as received, cast(null as text) as method, 0 as paid_out, 0 as cash_out,
          0 as incomes, 0 as expenses
        from complaints c where ${inRange("c.created_at")}
      union all
      select ${indiaDayOf(db, "c.cancelled_at")}, -c.estimated_cost_paise, 0, null, 0, 0, 0, 0
        from complaints c where ${inRange("c.cancelled_at")}
      union all
      select ${indiaDayOf(db, "s.at")}, s.billed, 0, null, 0, 0, 0, 0
        from (${orderSaleEntries({ from, before })}) s
      union all
      select ${indiaDayOf(db, "t.created_at")}, 0, ${MONEY_IN}, ${METHOD_SQL}, ${MONEY_OUT},
          case when ${IS_CASH} then ${MONEY_OUT} else 0 end, ${isIncome}, ${isExpense}
        from transactions t where ${inRange("t.created_at")}
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

/** The first and last day keys a summary can have: a range open at an end reaches them. */
const FIRST_DAY = "0000-01-01";
const LAST_DAY = "9999-12-31";

/**
 * The India days from `from` to `to` (yyyy-mm-dd, both included; a missing or invalid one leaves
 * that end open) as the summaries' day keys.
 */
export function dayKeys(range: { from?: string | null; to?: string | null }) {
  return { first: cleanDay(range.from) || FIRST_DAY, last: cleanDay(range.to) || LAST_DAY };
}

/** The ledger's figures summed per day (decision 108), and Billed (083). */
export type DaySums = {
  billedPaise: number;
  /** Money in, a void negative. */
  receivedPaise: number;
  /** Money in paid in cash (no method, or cash). */
  cashInPaise: number;
  /** Money out (expenses and refunds), and its cash part. */
  paidOutPaise: number;
  cashOutPaise: number;
  incomeCount: number;
  expenseCount: number;
};

const SUMS = [
  sql<unknown>`sum(billed_paise)`.as("billed"),
  sql<unknown>`sum(received_paise)`.as("received"),
  sql<unknown>`sum(cash_paise)`.as("cash_in"),
  sql<unknown>`sum(paid_out_paise)`.as("paid_out"),
  sql<unknown>`sum(cash_out_paise)`.as("cash_out"),
  sql<unknown>`sum(income_count)`.as("incomes"),
  sql<unknown>`sum(expense_count)`.as("expenses"),
] as const;

type SumsRow = Record<
  "billed" | "received" | "cash_in" | "paid_out" | "cash_out" | "incomes" | "expenses",
  unknown
>;

const toSums = (r: SumsRow | undefined): DaySums => ({
  billedPaise: paiseOf(r?.billed),
  receivedPaise: paiseOf(r?.received),
  cashInPaise: paiseOf(r?.cash_in),
  paidOutPaise: paiseOf(r?.paid_out),
  cashOutPaise: paiseOf(r?.cash_out),
  incomeCount: paiseOf(r?.incomes),
  expenseCount: paiseOf(r?.expenses),
});

/**
 * The days from `first` to `last` (day keys, both included) summed: their stale days summed
 * again first, then one read of at most a row a day, whatever the entries (decision 108).
 */
export async function sumOfDays(first: string, last: string): Promise<DaySums> {
  await freshenSalesDays(first, last);
  const row = await getDb()
    .selectFrom("sales_days")
    .select(SUMS)
    .where("day", ">=", first)
    .where("day", "<=", last)
    .executeTakeFirst();
  return toSums(row);
}

/** The same per month (yyyy-mm) of the days from `first` to `last` that have a row. */
export async function sumsPerMonth(first: string, last: string): Promise<Map<string, DaySums>> {
  await freshenSalesDays(first, last);
  const month = sql<string>`substr(day, 1, 7)`;
  const rows = await getDb()
    .selectFrom("sales_days")
    .select([month.as("month"), ...SUMS])
    .where("day", ">=", first)
    .where("day", "<=", last)
    .groupBy(month)
    .execute();
  return new Map(rows.map((r) => [String(r.month), toSums(r)]));
}
