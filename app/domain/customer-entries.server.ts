import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "~/platform/db/schema";
import { isPostgres } from "~/platform/db/dialect";

/**
 * A customer's account, entry by entry: the one rule every customer figure is summed from
 * (docs/decisions/060) — the kept figures of the customers list and the customer page
 * (refreshCustomers), the statement, and the sales report's top customers.
 *
 * | entry      | at                    | billed          | received | refunded |
 * | ---------- | --------------------- | --------------- | -------- | -------- |
 * | bill       | its bill date         | + final total   |          |          |
 * | advance,   | when the money came   |                 | + amount |          |
 * | payment    |                       |                 |          |          |
 * | void       | when it was voided    |                 | − amount |          |
 * | refund     | its cash-book date    |                 |          | + amount |
 * | cancel     | the cancellation      | − (total − what |          |          |
 * |            |                       | the shop kept)  |          |          |
 * | write_off  | a void or refund made | − amount        |          |          |
 * |            | after the cancel      |                 |          |          |
 *
 * Payments, voids and refunds are read from the one ledger (`transactions`: each payment and
 * void is booked there in its own transaction, dated at `paid_at` / `voided_at`); a refund is an
 * expense-type `refund` entry naming the bill — a cancellation's refund or an Expense of category
 * Refund. What the shop kept of a cancelled bill is what was paid on it and not voided before
 * the cancellation, less what was refunded up to it. Balance = billed − received + refunded, and
 * a cancelled bill's entries add up to 0 at its cancellation and stay 0 (the write-offs), so
 * nothing recorded later changes an earlier day.
 */

export const CUSTOMER_ENTRY_KINDS = [
  "bill",
  "advance",
  "payment",
  "void",
  "cancel",
  "refund",
  "write_off",
] as const;
export type CustomerEntryKind = (typeof CUSTOMER_ENTRY_KINDS)[number];

export type CustomerEntryRow = {
  customer_id: string;
  bill_id: string;
  kind: CustomerEntryKind;
  /** The bill's id (bill, cancel) or the ledger entry's (the others). */
  entry_id: string;
  payment_id: string | null;
  method: string | null;
  at: string | Date;
  billed: number | string;
  received: number | string;
  refunded: number | string;
};

export type CustomerEntryScope = {
  /** Only these customers' entries (every customer's without). */
  customerIds?: readonly string[];
  /** Only entries at or after this instant (ISO). */
  from?: string;
  /** Only entries before this instant (ISO). */
  before?: string;
};

/**
 * The ids for `in (…)`: listed on PostgreSQL; on SQLite one JSON parameter, so the statement is
 * the same small one for any number of customers — SQLite compiles a statement of hundreds of
 * parameters into a program that stays in native memory until the garbage collector finalises
 * it, and a CSV import refreshes its customers in a run of them (write.server.ts insertRows).
 */
export function idList(db: Kysely<Database>, ids: readonly string[]) {
  return isPostgres(db)
    ? sql.join([...ids])
    : sql`select value from json_each(${JSON.stringify(ids)})`;
}

/** A refund: money given back, an expense-type `refund` entry (an income record is never one). */
const IS_REFUND = (t: string) =>
  sql`(${sql.ref(`${t}.transaction_type`)} = 'refund' and ${sql.ref(`${t}.type`)} = 'expense')`;

const IS_PAYMENT = (t: string) =>
  sql`${sql.ref(`${t}.transaction_type`)} in ('advance_payment', 'payment_received')`;

/** The conditions of one part: its customers (on the bill) and its instant column in range. */
function scoped(
  db: Kysely<Database>,
  scope: CustomerEntryScope,
  at: string,
  cancelledOnly = false,
) {
  const parts = [sql`c.customer_id is not null`];
  const byCustomer = scope.customerIds !== undefined;
  if (byCustomer) parts.push(sql`c.customer_id in (${idList(db, scope.customerIds!)})`);
  if (cancelledOnly) {
    // Read by customer, SQLite (no statistics) would otherwise walk complaints_cancelled_idx
    // over every cancelled bill instead of the customers' own bills: `+` keeps it off.
    parts.push(
      byCustomer && !isPostgres(db)
        ? sql`+c.cancelled_at is not null`
        : sql`c.cancelled_at is not null`,
    );
  }
  if (scope.from) parts.push(sql`${sql.ref(at)} >= ${scope.from}`);
  if (scope.before) parts.push(sql`${sql.ref(at)} < ${scope.before}`);
  return sql.join(parts, sql` and `);
}

/**
 * Every entry of the customers' accounts in `scope`, as a subquery to select from (alias it):
 * columns customer_id, bill_id, kind, entry_id, payment_id, method, at, billed, received,
 * refunded. Only bills linked to a customer count.
 */
export function customerEntries(
  db: Kysely<Database>,
  scope: CustomerEntryScope = {},
): RawBuilder<CustomerEntryRow> {
  const none = sql`cast(null as text)`;
  const kept = sql`(select coalesce(sum(case
      when ${IS_PAYMENT("k")} then k.amount_paise
      when k.transaction_type = 'payment_void' and k.created_at < c.cancelled_at then -k.amount_paise
      when ${IS_REFUND("k")} and k.created_at <= c.cancelled_at then -k.amount_paise
      else 0 end), 0) from transactions k where k.complaint_id = c.id)`;
  const money = sql`(${IS_PAYMENT("t")} or t.transaction_type = 'payment_void' or ${IS_REFUND("t")})`;
  return sql<CustomerEntryRow>`
    select c.customer_id, c.id as bill_id, 'bill' as kind, c.id as entry_id, ${none} as payment_id,
      ${none} as method, c.created_at as at, c.estimated_cost_paise as billed, 0 as received,
      0 as refunded
    from complaints c where ${scoped(db, scope, "c.created_at")}
    union all
    select c.customer_id, c.id, case t.transaction_type when 'advance_payment' then 'advance'
        when 'payment_received' then 'payment' when 'payment_void' then 'void' else 'refund' end,
      t.id, t.payment_id, t.payment_method, t.created_at, 0,
      case when ${IS_PAYMENT("t")} then t.amount_paise
        when t.transaction_type = 'payment_void' then -t.amount_paise else 0 end,
      case when ${IS_REFUND("t")} then t.amount_paise else 0 end
    from transactions t join complaints c on c.id = t.complaint_id
    where ${money} and ${scoped(db, scope, "t.created_at")}
    union all
    select c.customer_id, c.id, 'write_off', t.id, t.payment_id, t.payment_method, t.created_at,
      -t.amount_paise, 0, 0
    from transactions t join complaints c on c.id = t.complaint_id
    where ((t.transaction_type = 'payment_void' and t.created_at >= c.cancelled_at)
        or (${IS_REFUND("t")} and t.created_at > c.cancelled_at))
      and ${scoped(db, scope, "t.created_at", true)}
    union all
    select c.customer_id, c.id, 'cancel', c.id, ${none}, ${none}, c.cancelled_at,
      ${kept} - c.estimated_cost_paise, 0, 0
    from complaints c where ${scoped(db, scope, "c.cancelled_at", true)}`;
}

export type CustomerSums = {
  billedPaise: number;
  receivedPaise: number;
  refundedPaise: number;
  /** billed − received + refunded: what the customer owes (negative: their credit). */
  balancePaise: number;
};

/** The customers' sums over the scope, by customer id (customers without entries left out). */
export async function customerSums(
  db: Kysely<Database>,
  scope: CustomerEntryScope,
): Promise<Map<string, CustomerSums>> {
  const result = await sql<{
    customer_id: string;
    billed: unknown;
    received: unknown;
    refunded: unknown;
  }>`select e.customer_id, sum(e.billed) as billed, sum(e.received) as received,
      sum(e.refunded) as refunded
    from (${customerEntries(db, scope)}) e group by e.customer_id`.execute(db);
  return new Map(result.rows.map((r) => [r.customer_id, sumsOf(r)]));
}

/** The figures of one row of sums (PostgreSQL answers bigint sums as text). */
export function sumsOf(r: { billed: unknown; received: unknown; refunded: unknown }): CustomerSums {
  const billedPaise = Number(r.billed ?? 0);
  const receivedPaise = Number(r.received ?? 0);
  const refundedPaise = Number(r.refunded ?? 0);
  return {
    billedPaise,
    receivedPaise,
    refundedPaise,
    balancePaise: billedPaise - receivedPaise + refundedPaise,
  };
}
