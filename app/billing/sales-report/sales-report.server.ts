import { type Kysely, sql } from "kysely";
import { formatDate, startOfIndiaDay } from "~/lib/format";
import { indiaDayRange } from "~/lib/dates";
import { getDb } from "~/platform/db/db.server";
import { isPostgres } from "~/platform/db/dialect";
import type { Database } from "~/platform/db/schema";
import { customerEntries } from "~/platform/customer-entries.server";
import {
  ORDER_NOT_SOLD,
  orderItemLines,
  orderSaleEntries,
  orderSalesPer,
} from "~/platform/order-sales.server";
import { MONEY_IN, indiaDaySql, monthLabel, paiseOf } from "../ledger/index.server";
import {
  type ItemTotal,
  type MethodTotal,
  type PeriodTotals,
  periodsOf,
  type ReportQuery,
  SALES_METHODS,
  type SalesMethod,
  type SalesReport,
  TOP_CUSTOMERS,
  TOP_ITEMS,
  type TopCustomer,
} from "./sales-report";

/**
 * The sales report over a range of India days, every figure summed in SQL (GROUP BY the India day
 * or month, bucketed the way the cash book does: `indiaDaySql`, its first 7 characters for the
 * month). Billed and received are Income & Expenses' "Sales" and "Total Received" (decision
 * 024): a bill's total counts on its bill date and comes off again on the day it is cancelled;
 * received is the ledger's money in (`MONEY_IN`), a void negative on the day of the void. Each
 * query reads a range of `created_at` / `cancelled_at`, which the indexes of `complaints` and
 * `transactions` serve. LimraKart orders are sales too (decision 072, orderSaleEntries): billed
 * on the day placed, taken off on the day cancelled or returned; their money is already in the
 * ledger (decision 034).
 */

/** The range's UTC bounds: `column >= from and column < before`. */
function bounds(query: ReportQuery): { from: string; before: string } {
  const { from, before } = indiaDayRange(query);
  if (!from || !before) throw new RangeError(`not a range: ${query.from} – ${query.to}`);
  return { from, before };
}

/** The period of a timestamp column: its India day, or that day's first 7 characters (month). */
function periodSql(db: Kysely<Database>, column: string, query: ReportQuery) {
  const day = indiaDaySql(db, column);
  return query.group === "month" ? sql<string>`substr(${day}, 1, 7)` : day;
}

/** Σ bills' totals per period of `column` (created_at: billed; cancelled_at: reversed). */
async function billedPer(query: ReportQuery, column: "created_at" | "cancelled_at") {
  const db = getDb();
  const { from, before } = bounds(query);
  const period = periodSql(db, `c.${column}`, query);
  return db
    .selectFrom("complaints as c")
    .select([period.as("period"), sql<number>`sum(c.estimated_cost_paise)`.as("total")])
    .where(`c.${column}`, ">=", from)
    .where(`c.${column}`, "<", before)
    .groupBy(period)
    .execute();
}

/** The ledger's money in per period (voids negative on their day). */
async function receivedPer(query: ReportQuery) {
  const db = getDb();
  const { from, before } = bounds(query);
  const period = periodSql(db, "t.created_at", query);
  return db
    .selectFrom("transactions as t")
    .select([period.as("period"), sql<number>`sum(${MONEY_IN})`.as("total")])
    .where("t.type", "=", "income")
    .where("t.created_at", ">=", from)
    .where("t.created_at", "<", before)
    .groupBy(period)
    .execute();
}

const periodLabel = (period: string) =>
  period.length === 7 ? monthLabel(period) : formatDate(startOfIndiaDay(period));

type PeriodSums = Pick<PeriodTotals, "billedPaise" | "receivedPaise">;

/** LimraKart orders' sales per period (decision 072), as rows of billedPer. */
async function orderSalesPerPeriod(query: ReportQuery) {
  const db = getDb();
  const rows = await orderSalesPer(db, bounds(query), (at) => periodSql(db, at, query));
  return rows.map((r) => ({ period: r.bucket, total: r.total }));
}

/** Billed and received per period of the range, every period listed (0 when nothing). */
export async function periodTotals(query: ReportQuery): Promise<PeriodTotals[]> {
  const [billed, cancelled, orders, received] = await Promise.all([
    billedPer(query, "created_at"),
    billedPer(query, "cancelled_at"),
    orderSalesPerPeriod(query),
    receivedPer(query),
  ]);
  const periods = new Map(
    periodsOf(query).map((period) => [
      period,
      { period, label: periodLabel(period), billedPaise: 0, receivedPaise: 0 },
    ]),
  );
  // Every row's period lies in the range, so it is one of the periods listed.
  const add = (rows: { period: unknown; total: unknown }[], key: keyof PeriodSums, sign = 1) => {
    for (const r of rows) {
      const entry = periods.get(String(r.period));
      if (entry) entry[key] += sign * paiseOf(r.total);
    }
  };
  add(billed, "billedPaise");
  add(cancelled, "billedPaise", -1);
  add(orders, "billedPaise");
  add(received, "receivedPaise");
  return [...periods.values()];
}

/** The method an entry counts under: none or cash is cash, a known method itself, else other. */
const METHOD_SQL = sql<string>`case when t.payment_method is null or t.payment_method = 'cash' then 'cash' when t.payment_method in ('upi', 'card', 'bank', 'cheque') then t.payment_method else 'other' end`;

/** The range's money in per method: the five methods always, `other` only when not 0. */
export async function methodTotals(query: ReportQuery): Promise<MethodTotal[]> {
  const { from, before } = bounds(query);
  const rows = await getDb()
    .selectFrom("transactions as t")
    .select([METHOD_SQL.as("method"), sql<number>`sum(${MONEY_IN})`.as("total")])
    .where("t.type", "=", "income")
    .where("t.created_at", ">=", from)
    .where("t.created_at", "<", before)
    .groupBy(METHOD_SQL)
    .execute();
  const sums = new Map(rows.map((r) => [r.method as SalesMethod, paiseOf(r.total)]));
  return SALES_METHODS.map((method) => ({ method, receivedPaise: sums.get(method) ?? 0 })).filter(
    (m) => m.method !== "other" || m.receivedPaise !== 0,
  );
}

/**
 * The ten customers billed most over the range, only customers billed more than 0, with what
 * they paid over the range and their balance now — every figure the customer's account's
 * (customerEntries, decision 060): billed is what the customer was charged (a bill on its date,
 * a cancellation taking off what the shop did not keep on its day), received every payment not
 * voided (a void on its day). Bills without a customer (no phone number) are left out.
 * LimraKart orders linked to the customer (by phone, at checkout) add their sales and their
 * money in (order payments less reversals); the balance now adds the orders still open and not
 * paid (decision 072).
 */
export async function topCustomers(query: ReportQuery): Promise<TopCustomer[]> {
  const db = getDb();
  const { from, before } = bounds(query);
  // Summed per customer id and ranked first; only the ten are joined to their names and balances.
  const billed = sql<number>`sum(e.billed)`;
  const orderMoney = sql`select o.customer_id, 0 as billed, case
        when t.transaction_type = 'payment_void' then -t.amount_paise else t.amount_paise end
        as received
      from transactions t join orders o on o.id = t.order_id
      where o.customer_id is not null and t.type = 'income'
        and t.transaction_type in ('order_payment', 'payment_void')
        and t.created_at >= ${from} and t.created_at < ${before}`;
  const orderOwed = sql`(select coalesce(sum(o.total_amount_paise), 0) from orders o
      where o.customer_id = cu.id and o.order_status not in ${ORDER_NOT_SOLD}
        and o.payment_status <> 'paid')`;
  const result = await sql<{
    id: string;
    name: string;
    phone: string | null;
    balance_paise: unknown;
    billed: unknown;
    received: unknown;
  }>`select cu.id, cu.name, cu.phone, cu.balance_paise + ${orderOwed} as balance_paise, b.billed,
      b.received
    from (select e.customer_id, ${billed} as billed, sum(e.received) as received
      from (select x.customer_id, x.billed, x.received from (${customerEntries(db, { from, before })}) x
        union all
        select s.customer_id, s.billed, 0 from (${orderSaleEntries({ from, before })}) s
          where s.customer_id is not null
        union all
        ${orderMoney}) e
      group by e.customer_id having ${billed} > 0
      order by ${billed} desc, e.customer_id limit ${sql.lit(TOP_CUSTOMERS)}) b
    join customers cu on cu.id = b.customer_id
    order by b.billed desc, cu.id`.execute(db);
  return result.rows.map((r) => ({
    id: r.id,
    name: r.name,
    phone: r.phone,
    billedPaise: paiseOf(r.billed),
    receivedPaise: paiseOf(r.received),
    balancePaise: paiseOf(r.balance_paise),
  }));
}

/**
 * The twenty items sold for most over the range: the lines of the bills dated in it (cancelled
 * bills left out) and the items of the LimraKart orders placed in it (cancelled and returned
 * orders left out; decision 072), grouped by description trimmed and ignoring case. A bill or
 * an order counts once in an item's number of bills.
 */
export async function itemTotals(query: ReportQuery): Promise<ItemTotal[]> {
  const { from, before } = bounds(query);
  const db = getDb();
  // On SQLite (no statistics: the app never runs ANALYZE) a plain `cancelled_at is null` makes
  // the planner walk complaints_cancelled_idx over every bill not cancelled; the unary + keeps
  // it on the created_at range, which is what narrows the bills down.
  const notCancelled = isPostgres(db) ? sql`c.cancelled_at is null` : sql`+c.cancelled_at is null`;
  const key = sql<string>`lower(trim(l.description))`;
  const amount = sql<number>`sum(l.amount_paise)`;
  const result = await sql<{
    description: string;
    quantity: unknown;
    units: unknown;
    unit: string;
    amount: unknown;
    bills: unknown;
  }>`select min(trim(l.description)) as description, sum(l.quantity_milli) as quantity,
      count(distinct l.unit) as units, min(l.unit) as unit, ${amount} as amount,
      count(distinct l.doc_id) as bills
    from (select b.bill_id as doc_id, b.description, b.quantity_milli, b.unit, b.amount_paise
        from bill_lines b join complaints c on c.id = b.bill_id
        where c.created_at >= ${from} and c.created_at < ${before} and ${notCancelled}
      union all
      select i.order_id, i.description, i.quantity_milli, i.unit, i.amount_paise
        from (${orderItemLines({ from, before })}) i) l
    group by ${key}
    order by ${amount} desc, ${key}
    limit ${sql.lit(TOP_ITEMS)}`.execute(db);
  return result.rows.map((r) => ({
    description: r.description,
    quantityMilli: paiseOf(r.quantity),
    unit: paiseOf(r.units) === 1 ? r.unit : null,
    amountPaise: paiseOf(r.amount),
    billCount: paiseOf(r.bills),
  }));
}

/** The whole report of a checked query (salesReportQuerySchema). */
export async function salesReport(query: ReportQuery): Promise<SalesReport> {
  const [periods, methods, customers, items] = await Promise.all([
    periodTotals(query),
    methodTotals(query),
    topCustomers(query),
    itemTotals(query),
  ]);
  return {
    ...query,
    billedPaise: periods.reduce((sum, p) => sum + p.billedPaise, 0),
    receivedPaise: periods.reduce((sum, p) => sum + p.receivedPaise, 0),
    periods,
    methods,
    customers,
    items,
  };
}
