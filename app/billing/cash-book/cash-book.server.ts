import { sql } from "kysely";
import { indiaDayRange } from "~/lib/dates";
import { getDb } from "~/platform/db/db.server";
import { IS_CASH, MONEY_IN, MONEY_OUT, indiaDaySql, paiseOf } from "../ledger/index.server";
import type { CashBook, CashBookDay, CashBookTotals } from "./cash-book";
import { booksOpening, openingCashOf } from "./opening.server";

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

/**
 * Cash in − out of the day's cash entries timed after its latest cash count (0 when none): what
 * the next day opens with on top of the cash counted (decision 071).
 */
function cashAfterCount(db: ReturnType<typeof getDb>) {
  const latestCount = sql`(select max(k.created_at) from cash_counts as k where k.day = ${indiaDaySql(db, "t.created_at")})`;
  return sql<number>`sum(case when ${IS_CASH} and t.created_at > ${latestCount} then ${MONEY_IN} - ${MONEY_OUT} else 0 end)`.as(
    "cash_after_count",
  );
}

/** The latest count of each day of the range (yyyy-mm-dd → counted paise). */
async function latestCounts(range: { from: string; to: string }) {
  const rows = await getDb()
    .selectFrom("cash_counts")
    .select(["day", "counted_paise"])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .orderBy("day")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  // Oldest first: the last one written for a day wins.
  return new Map(rows.map((r) => [r.day, Number(r.counted_paise)]));
}

type Figures = Omit<CashBookTotals, "cashInHand">;

const NO_ENTRIES: Figures = { cashIn: 0, cashOut: 0, upiIn: 0, otherIn: 0, nonCashOut: 0 };

/**
 * The cash book of the India days `from` to `to` (yyyy-mm-dd, both included): a row for each day
 * with entries or a cash count. Each day's cash in hand is its closing cash (its opening + cash
 * in − cash out), and the next day opens from the day's count when it has one, from the books'
 * opening cash on the day it was set for, else from that closing — the day book's rule.
 */
export async function cashBook(range: { from: string; to: string }): Promise<CashBook> {
  const { from, before } = indiaDayRange(range);
  if (!from || !before) throw new RangeError("the cash book needs a from and a to day");
  const db = getDb();
  const day = indiaDaySql(db, "t.created_at");
  const inRange = db
    .selectFrom("transactions as t")
    .select([day.as("day")])
    .select(dayColumns())
    .select(cashAfterCount(db))
    .where("t.created_at", ">=", from)
    .where("t.created_at", "<", before)
    .groupBy(day)
    .orderBy(day);
  const [opening, rows, counts, books] = await Promise.all([
    openingCashOf(range.from),
    inRange.execute(),
    latestCounts(range),
    booksOpening(),
  ]);
  const sums = new Map<string, Figures & { afterCount: number }>(
    rows.map((r) => [
      String(r.day),
      {
        cashIn: paiseOf(r.cash_in),
        cashOut: paiseOf(r.cash_out),
        upiIn: paiseOf(r.upi_in),
        otherIn: paiseOf(r.other_in),
        nonCashOut: paiseOf(r.non_cash_out),
        afterCount: paiseOf(r.cash_after_count),
      },
    ]),
  );
  const resetDay = books && books.day > range.from && books.day <= range.to ? books.day : null;
  const keys = [...new Set([...sums.keys(), ...counts.keys(), ...(resetDay ? [resetDay] : [])])];
  const totals: CashBookTotals = { ...NO_ENTRIES, cashInHand: opening.openingCash };
  let running = opening.openingCash;
  let last: { day: string; closing: number } | null = null;
  const days: CashBookDay[] = [];
  for (const key of keys.sort()) {
    // The books start here: their opening cash, whatever came before.
    if (key === resetDay) running = books!.amountPaise;
    const entries = sums.get(key);
    const s: Figures = entries ?? NO_ENTRIES;
    const counted = counts.get(key) ?? null;
    const closing = running + s.cashIn - s.cashOut;
    last = { day: key, closing };
    running = counted === null ? closing : counted + (entries?.afterCount ?? 0);
    totals.cashIn += s.cashIn;
    totals.cashOut += s.cashOut;
    totals.upiIn += s.upiIn;
    totals.otherIn += s.otherIn;
    totals.nonCashOut += s.nonCashOut;
    if (!entries && counted === null) continue;
    const { cashIn, cashOut, upiIn, otherIn, nonCashOut } = s;
    days.push({
      day: key,
      cashIn,
      cashOut,
      cashInHand: closing,
      upiIn,
      otherIn,
      nonCashOut,
      counted,
    });
  }
  // The range's closing: its last day's, or what the days after the last row opened with.
  totals.cashInHand = last && last.day === range.to ? last.closing : running;
  return {
    ...range,
    openingCash: opening.openingCash,
    openingSource: opening.openingSource,
    days,
    totals,
  };
}
