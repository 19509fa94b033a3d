import { sql } from "kysely";
import { formatDate, startOfIndiaDay } from "~/lib/format";
import { getDb } from "~/platform/db/db.server";
import { ORDER_NOT_SOLD } from "~/domain/order-sales.server";
import { monthLabel, paiseOf } from "../ledger/index.server";
import { METHOD_COLUMNS, freshenSalesDays } from "~/domain/sales-days.server";
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
 * The sales report over a range of India days, read from the pre-summed days (decision 083,
 * sales-days.server.ts): `sales_days` (Billed, Received and Received per method per day),
 * `sales_day_customers` and `sales_day_items`, each a range of the day key, summed per period
 * (the day, or its first 7 characters for the month), per customer or per item. The days a money
 * write marked stale are summed again from the records first (`freshenSalesDays`), with the
 * rules of decisions 024, 029, 060 and 072: a bill's total counts on its bill date and comes off
 * again on the day it is cancelled; received is the ledger's money in (`MONEY_IN`), a void
 * negative on its day; LimraKart orders are billed on the day placed, off on the day cancelled
 * or returned, their money already in the ledger (034).
 */

/** The period of a day key column: the day, or its month (first 7 characters). */
function periodSql(column: string, query: ReportQuery) {
  return query.group === "month"
    ? sql<string>`substr(${sql.ref(column)}, 1, 7)`
    : sql<string>`${sql.ref(column)}`;
}

const periodLabel = (period: string) =>
  period.length === 7 ? monthLabel(period) : formatDate(startOfIndiaDay(period));

/** Billed and received per period of the range, every period listed (0 when nothing). */
export async function periodTotals(query: ReportQuery): Promise<PeriodTotals[]> {
  const period = periodSql("d.day", query);
  const rows = await getDb()
    .selectFrom("sales_days as d")
    .select([
      period.as("period"),
      sql<number>`sum(d.billed_paise)`.as("billed"),
      sql<number>`sum(d.received_paise)`.as("received"),
    ])
    .where("d.day", ">=", query.from)
    .where("d.day", "<=", query.to)
    .groupBy(period)
    .execute();
  const sums = new Map(rows.map((r) => [String(r.period), r]));
  return periodsOf(query).map((p) => ({
    period: p,
    label: periodLabel(p),
    billedPaise: paiseOf(sums.get(p)?.billed),
    receivedPaise: paiseOf(sums.get(p)?.received),
  }));
}

/** The range's money in per method: the five methods always, `other` only when not 0. */
export async function methodTotals(query: ReportQuery): Promise<MethodTotal[]> {
  const row = await getDb()
    .selectFrom("sales_days as d")
    .select(METHOD_COLUMNS.map((m) => sql<number>`sum(${sql.ref(`d.${m}_paise`)})`.as(m)))
    .where("d.day", ">=", query.from)
    .where("d.day", "<=", query.to)
    .executeTakeFirst();
  const sums = row as Record<SalesMethod, unknown> | undefined;
  return SALES_METHODS.map((method) => ({
    method,
    receivedPaise: paiseOf(sums?.[method]),
  })).filter((m) => m.method !== "other" || m.receivedPaise !== 0);
}

/**
 * The ten customers billed most over the range, only customers billed more than 0, with what
 * they paid over the range and their balance now — every figure the customer's account's
 * (customerEntries, decision 060, summed per day in `sales_day_customers`): billed is what the
 * customer was charged (a bill on its date, a cancellation taking off what the shop did not keep
 * on its day), received every payment not voided (a void on its day). Bills without a customer
 * (no phone number) are left out. LimraKart orders linked to the customer (by phone, at
 * checkout) add their sales and their money in (order payments less reversals); the balance now
 * adds the orders still open and not paid (decision 072).
 */
export async function topCustomers(query: ReportQuery): Promise<TopCustomer[]> {
  const db = getDb();
  // Summed per customer id and ranked first; only the ten are joined to their names and balances.
  const billed = sql<number>`sum(s.billed_paise)`;
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
    from (select s.customer_id, ${billed} as billed, sum(s.received_paise) as received
      from sales_day_customers s where s.day >= ${query.from} and s.day <= ${query.to}
      group by s.customer_id having ${billed} > 0
      order by ${billed} desc, s.customer_id limit ${sql.lit(TOP_CUSTOMERS)}) b
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
 * orders left out; decision 072), grouped by description trimmed and ignoring case (per day in
 * `sales_day_items`). A bill or an order counts once in an item's number of bills (a bill or
 * order lies on one day, so the days' counts add up); the unit is shown when every line said
 * the same one.
 */
export async function itemTotals(query: ReportQuery): Promise<ItemTotal[]> {
  const amount = sql<number>`sum(s.amount_paise)`;
  const result = await sql<{
    description: string;
    quantity: unknown;
    unit_min: string;
    unit_max: string;
    amount: unknown;
    bills: unknown;
  }>`select min(s.description) as description, sum(s.quantity_milli) as quantity,
      min(s.unit_min) as unit_min, max(s.unit_max) as unit_max, ${amount} as amount,
      sum(s.bill_count) as bills
    from sales_day_items s where s.day >= ${query.from} and s.day <= ${query.to}
    group by s.item_key
    order by ${amount} desc, s.item_key
    limit ${sql.lit(TOP_ITEMS)}`.execute(getDb());
  return result.rows.map((r) => ({
    description: r.description,
    quantityMilli: paiseOf(r.quantity),
    unit: r.unit_min === r.unit_max ? r.unit_min : null,
    amountPaise: paiseOf(r.amount),
    billCount: paiseOf(r.bills),
  }));
}

/** The whole report of a checked query (salesReportQuerySchema). */
export async function salesReport(query: ReportQuery): Promise<SalesReport> {
  await freshenSalesDays(query.from, query.to);
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
