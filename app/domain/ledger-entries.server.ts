import { type Kysely, sql } from "kysely";
import { isPostgres } from "~/platform/db/dialect";
import type { Database } from "~/platform/db/schema";

/**
 * The one ledger's arithmetic, shared by Income & Expenses, Transaction History and the cash
 * book, so the three always agree (docs/decisions/024). Every entry of `transactions` (aliased
 * `t`) is money in or money out:
 * - money in: the income-type entries (payments, manual income), a payment void counted
 *   negative on the day of the void;
 * - money out: the expense-type entries (expenses, refunds).
 */

/** The entry's money in, signed (a void is negative); 0 for money out. */
export const MONEY_IN = sql<number>`case when t.type = 'income' then case when t.transaction_type = 'payment_void' then -t.amount_paise else t.amount_paise end else 0 end`;

/** The entry's money out; 0 for money in. */
export const MONEY_OUT = sql<number>`case when t.type = 'expense' then t.amount_paise else 0 end`;

/** True for an entry paid in cash (a manual record without a method is cash too). */
export const IS_CASH = sql<boolean>`(t.payment_method is null or t.payment_method = 'cash')`;

/**
 * The calendar day in India (yyyy-mm-dd text) of a timestamp column: the one place that knows
 * how each database says it (PostgreSQL's timestamptz at time zone Asia/Kolkata; SQLite's ISO
 * text moved by India's fixed +05:30 — India has no daylight saving).
 */
export function indiaDaySql(db: Kysely<Database>, column: string) {
  return isPostgres(db)
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`
    : sql<string>`date(${sql.ref(column)}, '+5 hours', '+30 minutes')`;
}

/** A sum read back from either database (PostgreSQL answers bigint sums as text). */
export const paiseOf = (value: unknown): number => Number(value ?? 0);
