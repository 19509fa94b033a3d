/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import { type Kysely, sql } from "kysely";
import { columnTypes, isPostgres } from "./support";

/**
 * The ledger's money out and its entries counted per India day, beside the money in that
 * `sales_days` already holds (docs/decisions/108): Income & Expenses' totals and twelve months
 * and every day's opening cash read days, not every entry since the shop opened. A ledger entry
 * already marks its day stale (migration 0036's triggers on `transactions`), so the app sums
 * these columns again with the rest of the day.
 *
 * - `paid_out_paise`: money out (expenses and refunds: entries of type `expense`);
 * - `cash_out_paise`: the part of it paid in cash (no method, or cash);
 * - `income_count`, `expense_count`: how many entries of each side the day has.
 *
 * Every day with ledger entries is summed here from the records (a day with only money out gets
 * its first row), with frozen copies of the app's rules (app/billing/ledger/entries.server.ts).
 */
const COLUMNS = ["paid_out_paise", "cash_out_paise", "income_count", "expense_count"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  for (const column of COLUMNS) {
    await db.schema
      .alterTable("sales_days")
      .addColumn(column, t.bigint, (c) => c.notNull().defaultTo(0))
      .execute();
  }
  const day = isPostgres(db)
    ? sql`to_char(t.created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`
    : sql`date(t.created_at, '+5 hours', '+30 minutes')`;
  const out = sql`case when t.type = 'expense' then t.amount_paise else 0 end`;
  const cash = sql`(t.payment_method is null or t.payment_method = 'cash')`;
  await sql`insert into sales_days (day, paid_out_paise, cash_out_paise, income_count,
      expense_count)
    select ${day}, sum(${out}), sum(case when ${cash} then ${out} else 0 end),
      sum(case when t.type = 'income' then 1 else 0 end),
      sum(case when t.type = 'expense' then 1 else 0 end)
    from transactions t where true group by ${day}
    on conflict (day) do update set paid_out_paise = excluded.paid_out_paise,
      cash_out_paise = excluded.cash_out_paise, income_count = excluded.income_count,
      expense_count = excluded.expense_count`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema.alterTable("sales_days").dropColumn(column).execute();
  }
  // Days that had only money out had no row before.
  await sql`delete from sales_days where billed_paise = 0 and received_paise = 0
    and cash_paise = 0 and upi_paise = 0 and card_paise = 0 and bank_paise = 0
    and cheque_paise = 0 and other_paise = 0`.execute(db);
}
