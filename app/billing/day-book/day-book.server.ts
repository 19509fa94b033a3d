import { sql } from "kysely";
import { indiaDayRange } from "~/lib/dates";
import { writeAudit } from "~/platform/audit.server";
import { getDb } from "~/platform/db/db.server";
import { booksOpening, dayColumns, openingCashOf } from "../cash-book/index.server";
import { MONEY_IN, MONEY_OUT, paiseOf } from "../ledger/index.server";
import {
  type CashCount,
  DAY_BOOK_METHODS,
  DAY_BOOK_PAGE_SIZE,
  type DayBook,
  type DayBookEntry,
  type DayBookMethodTotal,
  type DayBookPages,
  type DayCash,
  type EntriesPage,
  FIRST_PAGES,
  dayBookMethod,
  entriesPage,
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

type Account = "income" | "expense";

/** The day's entries of one account (money in or out), oldest first, with what names them. */
function entriesQuery(day: string, account: Account) {
  const { from, before } = bounds(day);
  return getDb()
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
    .where("t.type", "=", account)
    .where("t.created_at", ">=", from)
    .where("t.created_at", "<", before)
    .orderBy("t.created_at")
    .orderBy("t.id");
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entriesQuery>["execute"]>>[number];

function toEntry(r: EntryRow): DayBookEntry {
  return {
    id: r.id,
    createdAt: String(r.created_at),
    transactionType: r.transaction_type,
    method: dayBookMethod(r.payment_method),
    amountPaise: r.type === "income" ? paiseOf(r.money_in) : paiseOf(r.money_out),
    receiptNumber: r.receipt_number,
    // A bill's entry names its bill (a deleted bill: the number the entry kept).
    billNumber: r.bill_number ?? r.complaint_number ?? (r.complaint_id ? r.reference_number : null),
    customerName: r.customer_name,
    payee: r.payee,
    description: r.description,
    category: r.category,
    createdByName: r.created_by_name,
  };
}

/** One page of the day's entries in or out (the page already clamped by `entriesPage`). */
async function entriesOnPage(day: string, account: Account, page: EntriesPage) {
  if (page.total === 0) return [];
  const rows = await entriesQuery(day, account)
    .limit(DAY_BOOK_PAGE_SIZE)
    .offset((page.page - 1) * DAY_BOOK_PAGE_SIZE)
    .execute();
  return rows.map(toEntry);
}

/** Rows a batch when every entry of the day is read (the CSV and the print). */
const BATCH = 500;

/**
 * Every entry of the day in or out, oldest first, read in batches after the last one read
 * (created_at, id), so the CSV and the print carry the whole day without holding it.
 */
export async function* eachDayEntry(day: string, account: Account): AsyncGenerator<DayBookEntry> {
  let last: { createdAt: unknown; id: string } | null = null;
  for (;;) {
    let query = entriesQuery(day, account).limit(BATCH);
    if (last) {
      const { createdAt, id } = last;
      query = query.where((eb) =>
        eb.or([
          eb("t.created_at", ">", createdAt as string),
          eb.and([eb("t.created_at", "=", createdAt as string), eb("t.id", ">", id)]),
        ]),
      );
    }
    const rows = await query.execute();
    for (const r of rows) yield toEntry(r);
    if (rows.length < BATCH) return;
    const end = rows.at(-1)!;
    last = { createdAt: end.created_at, id: end.id };
  }
}

/** The method an entry is totalled under, in SQL: dayBookMethod's rule. */
const METHOD_OF = sql<string>`case when t.payment_method is null or t.payment_method = 'cash' then 'cash' when t.payment_method in ('upi', 'card', 'bank', 'cheque') then t.payment_method else 'other' end`;

/**
 * The day's totals, summed in SQL over all its entries: per method in and out (all six, zero
 * when none), and how many entries are in and out.
 */
export async function dayTotals(day: string) {
  const { from, before } = bounds(day);
  const rows = await getDb()
    .selectFrom("transactions as t")
    .select([
      METHOD_OF.as("method"),
      sql<number>`sum(${MONEY_IN})`.as("money_in"),
      sql<number>`sum(${MONEY_OUT})`.as("money_out"),
      sql<number>`sum(case when t.type = 'income' then 1 else 0 end)`.as("in_count"),
      sql<number>`sum(case when t.type = 'income' then 0 else 1 end)`.as("out_count"),
    ])
    .where("t.created_at", ">=", from)
    .where("t.created_at", "<", before)
    .groupBy(METHOD_OF)
    .execute();
  const byMethod: DayBookMethodTotal[] = DAY_BOOK_METHODS.map((method) => {
    const row = rows.find((r) => r.method === method);
    return { method, inPaise: paiseOf(row?.money_in), outPaise: paiseOf(row?.money_out) };
  });
  const count = (key: "in_count" | "out_count") => rows.reduce((n, r) => n + paiseOf(r[key]), 0);
  return {
    byMethod,
    totalIn: byMethod.reduce((sum, t) => sum + t.inPaise, 0),
    totalOut: byMethod.reduce((sum, t) => sum + t.outPaise, 0),
    inCount: count("in_count"),
    outCount: count("out_count"),
  };
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

/**
 * The day book of an India day (yyyy-mm-dd): the totals over the whole day, summed in SQL, and
 * the page asked for of each list (clamped to the pages there are; decision 084).
 */
export async function dayBook(day: string, pages: DayBookPages = FIRST_PAGES): Promise<DayBook> {
  const [{ openingCash, openingSource }, totals, counts, opening] = await Promise.all([
    openingCashOf(day),
    dayTotals(day),
    cashCounts(day),
    booksOpening(),
  ]);
  const inPage = entriesPage(totals.inCount, pages.inPage);
  const outPage = entriesPage(totals.outCount, pages.outPage);
  const [moneyIn, moneyOut] = await Promise.all([
    entriesOnPage(day, "income", inPage),
    entriesOnPage(day, "expense", outPage),
  ]);
  const cash = totals.byMethod.find((t) => t.method === "cash")!;
  return {
    day,
    openingCash,
    openingSource,
    cashIn: cash.inPaise,
    cashOut: cash.outPaise,
    closingCash: openingCash + cash.inPaise - cash.outPaise,
    moneyIn,
    moneyOut,
    inPage,
    outPage,
    byMethod: totals.byMethod,
    totalIn: totals.totalIn,
    totalOut: totals.totalOut,
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
