import { indiaDayRange } from "~/lib/dates";
import { writeAudit } from "~/platform/audit.server";
import { getDb } from "~/platform/db/db.server";
import { booksOpening, dayColumns, openingCashOf } from "../cash-book/index.server";
import { MONEY_IN, MONEY_OUT, paiseOf } from "../ledger/index.server";
import {
  type CashCount,
  DAY_BOOK_METHODS,
  type DayBook,
  type DayBookEntry,
  type DayBookMethodTotal,
  type DayCash,
  dayBookMethod,
} from "./day-book";
import type { CashCountInput } from "./schema";

/**
 * The day book: one India day of the one ledger (`transactions`, decision 024) — the cash in
 * hand at the day's start (the cash book's openingCashOf: the previous day's count, else its
 * closing, or the books' opening cash; decision 071), every entry in and out with its receipt,
 * bill and customer, the totals by method, the closing cash (opening + cash in − cash out) — and
 * the cash counts staff record against that closing cash (decision 026).
 */

/** The first instant of the day and of the day after, UTC ISO. */
function bounds(day: string): { from: string; before: string } {
  const { from, before } = indiaDayRange({ from: day, to: day });
  if (!from || !before) throw new RangeError(`not a day: ${day}`);
  return { from, before };
}

/** The day's cash: opening (at 00:00 IST), the day's cash in and out, closing. */
export async function dayCash(day: string): Promise<DayCash> {
  const { from, before } = bounds(day);
  const [{ openingCash, openingSource }, sums] = await Promise.all([
    openingCashOf(day),
    getDb()
      .selectFrom("transactions as t")
      .select(dayColumns())
      .where("t.created_at", ">=", from)
      .where("t.created_at", "<", before)
      .executeTakeFirstOrThrow(),
  ]);
  const cashIn = paiseOf(sums.cash_in);
  const cashOut = paiseOf(sums.cash_out);
  return {
    openingCash,
    openingSource,
    cashIn,
    cashOut,
    closingCash: openingCash + cashIn - cashOut,
  };
}

/** Every entry of the day, oldest first, with its receipt, bill, customer and creator. */
async function dayEntries(day: string) {
  const { from, before } = bounds(day);
  const rows = await getDb()
    .selectFrom("transactions as t")
    .leftJoin("payments as p", "p.id", "t.payment_id")
    .leftJoin("complaints as c", "c.id", "t.complaint_id")
    .leftJoin("users as u", "u.id", "t.created_by")
    .select([
      "t.id",
      "t.created_at",
      "t.transaction_type",
      "t.type",
      "t.payment_method",
      "t.payee",
      "t.reference_number",
      "t.description",
      "t.category",
      "t.complaint_id",
      "p.receipt_number",
      "p.bill_number",
      "c.complaint_number",
      "c.customer_name",
      "u.name as created_by_name",
      MONEY_IN.as("money_in"),
      MONEY_OUT.as("money_out"),
    ])
    .where("t.created_at", ">=", from)
    .where("t.created_at", "<", before)
    .orderBy("t.created_at")
    .orderBy("t.id")
    .execute();
  return rows.map((r) => {
    const entry: DayBookEntry = {
      id: r.id,
      createdAt: String(r.created_at),
      transactionType: r.transaction_type,
      method: dayBookMethod(r.payment_method),
      amountPaise: r.type === "income" ? paiseOf(r.money_in) : paiseOf(r.money_out),
      receiptNumber: r.receipt_number,
      // A bill's entry names its bill (a deleted bill: the number the entry kept).
      billNumber:
        r.bill_number ?? r.complaint_number ?? (r.complaint_id ? r.reference_number : null),
      customerName: r.customer_name,
      payee: r.payee,
      description: r.description,
      category: r.category,
      createdByName: r.created_by_name,
    };
    return { account: r.type, entry };
  });
}

/** The day's counts, latest first. */
export async function cashCounts(day: string): Promise<CashCount[]> {
  const rows = await getDb()
    .selectFrom("cash_counts as k")
    .leftJoin("users as u", "u.id", "k.created_by")
    .select([
      "k.id",
      "k.created_at",
      "k.expected_paise",
      "k.counted_paise",
      "k.difference_paise",
      "k.note",
      "u.name as created_by_name",
    ])
    .where("k.day", "=", day)
    .orderBy("k.created_at", "desc")
    .orderBy("k.id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    createdAt: String(r.created_at),
    expectedPaise: Number(r.expected_paise),
    countedPaise: Number(r.counted_paise),
    differencePaise: Number(r.difference_paise),
    note: r.note,
    createdByName: r.created_by_name,
  }));
}

/** Every method's in and out over the entries (all methods, zero when none). */
function methodTotals(entries: { account: string; entry: DayBookEntry }[]): DayBookMethodTotal[] {
  const totals = DAY_BOOK_METHODS.map((method) => ({ method, inPaise: 0, outPaise: 0 }));
  for (const { account, entry } of entries) {
    const total = totals.find((t) => t.method === entry.method)!;
    if (account === "income") total.inPaise += entry.amountPaise;
    else total.outPaise += entry.amountPaise;
  }
  return totals;
}

/** The day book of an India day (yyyy-mm-dd). */
export async function dayBook(day: string): Promise<DayBook> {
  const [cash, entries, counts, opening] = await Promise.all([
    dayCash(day),
    dayEntries(day),
    cashCounts(day),
    booksOpening(),
  ]);
  const byMethod = methodTotals(entries);
  return {
    day,
    ...cash,
    moneyIn: entries.filter((e) => e.account === "income").map((e) => e.entry),
    moneyOut: entries.filter((e) => e.account !== "income").map((e) => e.entry),
    byMethod,
    totalIn: byMethod.reduce((sum, t) => sum + t.inPaise, 0),
    totalOut: byMethod.reduce((sum, t) => sum + t.outPaise, 0),
    counts,
    booksOpening: opening,
  };
}

/**
 * Records a cash count for a day: the expected cash is the day's closing cash in hand as the
 * ledger has it now, the difference counted − expected. Written with its audit entry, in one
 * transaction. Nothing is ever changed or deleted.
 */
export async function recordCashCount(input: CashCountInput, actorId: string): Promise<CashCount> {
  const { closingCash } = await dayCash(input.day);
  const row = {
    id: crypto.randomUUID(),
    day: input.day,
    expected_paise: closingCash,
    counted_paise: input.counted,
    difference_paise: input.counted - closingCash,
    note: input.note,
    created_by: actorId,
    created_at: new Date().toISOString(),
  };
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await trx.insertInto("cash_counts").values(row).execute();
      await writeAudit(trx, {
        actorId,
        action: "cash_count.create",
        entity: "cash_count",
        entityId: row.id,
        after: row,
      });
    });
  return {
    id: row.id,
    createdAt: row.created_at,
    expectedPaise: row.expected_paise,
    countedPaise: row.counted_paise,
    differencePaise: row.difference_paise,
    note: row.note,
    createdByName: null,
  };
}

/** Sets the books' opening cash, once (the cash book's; decision 071). */
export { setBooksOpening } from "../cash-book/index.server";
