import { sql } from "kysely";
import { indiaDayRange } from "~/lib/dates";
import { getDb } from "~/platform/db/db.server";
import { IS_CASH, MONEY_IN, MONEY_OUT, indiaDaySql, paiseOf } from "../ledger/index.server";
import type { CashBook, CashBookDay, CashBookTotals } from "./cash-book";

/**
 * The cash book: the one ledger (`transactions`) per India day — cash in and out, the cash in
 * hand carried from day to day, UPI in, bank/card/cheque in and money out by other methods.
 * Voids count negative in their method's in-column; refunds and expenses are out on their
 * method. Every figure is summed in SQL, grouped by the India day.
 */

const METHOD = sql.ref("t.payment_method");

/** The day's sums, one column per figure (also the day book's, app/billing/day-book). */
export function dayColumns() {
  return [
    sql<number>`sum(case when ${IS_CASH} then ${MONEY_IN} else 0 end)`.as("cash_in"),
    sql<number>`sum(case when ${IS_CASH} then ${MONEY_OUT} else 0 end)`.as("cash_out"),
    sql<number>`sum(case when ${METHOD} = 'upi' then ${MONEY_IN} else 0 end)`.as("upi_in"),
    sql<number>`sum(case when ${IS_CASH} or ${METHOD} = 'upi' then 0 else ${MONEY_IN} end)`.as(
      "other_in",
    ),
    sql<number>`sum(case when ${IS_CASH} then 0 else ${MONEY_OUT} end)`.as("non_cash_out"),
  ] as const;
}

/** Cash in hand before an instant: every cash entry's in − out. */
export async function cashBefore(instant: string): Promise<number> {
  const row = await getDb()
    .selectFrom("transactions as t")
    .select(sql<number>`sum(${MONEY_IN} - ${MONEY_OUT})`.as("cash"))
    .where(IS_CASH)
    .where("t.created_at", "<", instant)
    .executeTakeFirstOrThrow();
  return paiseOf(row.cash);
}

/** The cash book of the India days `from` to `to` (yyyy-mm-dd, both included). */
export async function cashBook(range: { from: string; to: string }): Promise<CashBook> {
  const { from, before } = indiaDayRange(range);
  if (!from || !before) throw new RangeError("the cash book needs a from and a to day");
  const db = getDb();
  const day = indiaDaySql(db, "t.created_at");
  const inRange = db
    .selectFrom("transactions as t")
    .select([day.as("day")])
    .select(dayColumns())
    .where("t.created_at", ">=", from)
    .where("t.created_at", "<", before)
    .groupBy(day)
    .orderBy(day);
  const [openingCash, rows] = await Promise.all([cashBefore(from), inRange.execute()]);
  const totals: CashBookTotals = {
    cashIn: 0,
    cashOut: 0,
    cashInHand: openingCash,
    upiIn: 0,
    otherIn: 0,
    nonCashOut: 0,
  };
  const days: CashBookDay[] = rows.map((r) => {
    const cashIn = paiseOf(r.cash_in);
    const cashOut = paiseOf(r.cash_out);
    totals.cashIn += cashIn;
    totals.cashOut += cashOut;
    totals.cashInHand += cashIn - cashOut;
    totals.upiIn += paiseOf(r.upi_in);
    totals.otherIn += paiseOf(r.other_in);
    totals.nonCashOut += paiseOf(r.non_cash_out);
    return {
      day: String(r.day),
      cashIn,
      cashOut,
      cashInHand: totals.cashInHand,
      upiIn: paiseOf(r.upi_in),
      otherIn: paiseOf(r.other_in),
      nonCashOut: paiseOf(r.non_cash_out),
    };
  });
  return { ...range, openingCash, days, totals };
}
