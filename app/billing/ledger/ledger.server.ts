import { sql } from "kysely";
import { indiaDayRange, indiaMonthStartIso, lastTwelveMonths, nextMonth } from "~/lib/dates";
import { writeAudit } from "~/platform/audit.server";
import { getDb } from "~/platform/db/db.server";
import { nowIso } from "~/platform/db/dialect";
import {
  LEDGER_MESSAGES,
  LEDGER_PAGE_SIZE,
  type LedgerType,
  type MonthTotals,
  monthLabel,
} from "./ledger";
import type { LedgerRecordInput } from "./schema";

/**
 * The shop's ledger (the spec's income_expenses): records added by hand — each written with its
 * transaction and an audit entry in one database transaction — and the bills' own income rows.
 * Totals, lists and the 12-month series are summed and paged in SQL; dates are whole days in
 * Asia/Kolkata.
 */

// ---------------------------------------------------------------------------------------------
// Adding a record

export type AddResult =
  { ok: true; id: string; type: LedgerType } | { ok: false; errors: Record<string, string> };

/** The transaction a record books: a refund when its category is Refund (any case). */
export function transactionTypeFor(input: { type: LedgerType; category: string }): string {
  if (input.category.trim().toLowerCase() === "refund") return "refund";
  return input.type;
}

/**
 * Writes the record, its transaction (cash; the bill's number as the reference) and an audit
 * entry, all or nothing. A bill number that matches no bill writes nothing.
 */
export async function addLedgerRecord(
  input: LedgerRecordInput,
  actorId: string,
): Promise<AddResult> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      let bill: { id: string; complaint_number: string } | undefined;
      if (input.billNumber) {
        const typed = input.billNumber;
        bill = await trx
          .selectFrom("complaints")
          .select(["id", "complaint_number"])
          .where("complaint_number", "in", [...new Set([typed, typed.toUpperCase()])])
          .orderBy("complaint_number")
          .executeTakeFirst();
        if (!bill)
          return { ok: false as const, errors: { billNumber: LEDGER_MESSAGES.billNotFound } };
      }
      const id = crypto.randomUUID();
      const now = nowIso();
      const record = {
        id,
        type: input.type,
        category: input.category,
        description: input.description,
        amount_paise: input.amount,
        complaint_id: bill?.id ?? null,
        created_by: actorId,
        created_at: now,
      };
      const transaction = {
        id: crypto.randomUUID(),
        transaction_type: transactionTypeFor(input),
        amount_paise: input.amount,
        reference_number: bill?.complaint_number ?? null,
        description: input.description,
        payment_method: "cash",
        category: input.category,
        type: input.type,
        complaint_id: bill?.id ?? null,
        created_by: actorId,
        created_at: now,
      };
      await trx.insertInto("income_expenses").values(record).execute();
      await trx.insertInto("transactions").values(transaction).execute();
      await writeAudit(trx, {
        actorId,
        action: "ledger.add",
        entity: "income_expense",
        entityId: id,
        after: { record, transaction },
      });
      return { ok: true as const, id, type: input.type };
    });
}

// ---------------------------------------------------------------------------------------------
// Date ranges

export type LedgerRange = {
  /** yyyy-mm-dd in Asia/Kolkata, inclusive. */
  from?: string;
  to?: string;
};

/** Re-exported for the screen, which reads the range from the URL. */
export { cleanDay } from "~/lib/dates";

function inRange(range: LedgerRange, type?: LedgerType) {
  const { from, before } = indiaDayRange(range);
  let query = getDb().selectFrom("income_expenses as ie");
  if (type) query = query.where("ie.type", "=", type);
  if (from) query = query.where("ie.created_at", ">=", from);
  if (before) query = query.where("ie.created_at", "<", before);
  return query;
}

// ---------------------------------------------------------------------------------------------
// Totals, list, 12-month series

export type LedgerTotals = {
  incomePaise: number;
  expensePaise: number;
  netPaise: number;
  incomeCount: number;
  expenseCount: number;
};

/** Income, expenses, net and the count of each over the range (all time without one). */
export async function ledgerTotals(range: LedgerRange = {}): Promise<LedgerTotals> {
  const sumIf = (type: LedgerType, what: "ie.amount_paise" | "count") =>
    what === "count"
      ? sql<number>`sum(case when ie.type = ${type} then 1 else 0 end)`
      : sql<number>`sum(case when ie.type = ${type} then ie.amount_paise else 0 end)`;
  const row = await inRange(range)
    .select([
      sumIf("income", "ie.amount_paise").as("income"),
      sumIf("expense", "ie.amount_paise").as("expense"),
      sumIf("income", "count").as("income_count"),
      sumIf("expense", "count").as("expense_count"),
    ])
    .executeTakeFirstOrThrow();
  const incomePaise = Number(row.income ?? 0);
  const expensePaise = Number(row.expense ?? 0);
  return {
    incomePaise,
    expensePaise,
    netPaise: incomePaise - expensePaise,
    incomeCount: Number(row.income_count ?? 0),
    expenseCount: Number(row.expense_count ?? 0),
  };
}

export type LedgerRecord = {
  id: string;
  type: LedgerType;
  category: string;
  description: string;
  amountPaise: number;
  complaintId: string | null;
  billNumber: string | null;
  createdAt: string;
  createdByName: string | null;
};

export type LedgerFilters = LedgerRange & { type: LedgerType; page?: number };

/** One page (25) of a type's records over the range, newest first. */
export async function listLedger(f: LedgerFilters) {
  const query = inRange(f, f.type);
  const pageRows = (page: number) =>
    query
      .leftJoin("users as u", "u.id", "ie.created_by")
      .leftJoin("complaints as c", "c.id", "ie.complaint_id")
      .select([
        "ie.id",
        "ie.type",
        "ie.category",
        "ie.description",
        "ie.amount_paise",
        "ie.complaint_id",
        "ie.created_at",
        "c.complaint_number",
        "u.name as created_by_name",
      ])
      .orderBy("ie.created_at", "desc")
      .orderBy("ie.id", "desc")
      .limit(LEDGER_PAGE_SIZE)
      .offset((page - 1) * LEDGER_PAGE_SIZE)
      .execute();
  const countAll = async () =>
    Number(
      (await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n,
    );
  const requested = Math.max(1, Math.floor(f.page ?? 1));
  let total: number;
  let page = requested;
  let rows: Awaited<ReturnType<typeof pageRows>>;
  if (requested === 1) {
    // A first page with room to spare holds every match: nothing left to count.
    rows = await pageRows(1);
    total = rows.length < LEDGER_PAGE_SIZE ? rows.length : await countAll();
  } else {
    total = await countAll();
    page = Math.min(requested, Math.max(1, Math.ceil(total / LEDGER_PAGE_SIZE)));
    rows = await pageRows(page);
  }
  const records: LedgerRecord[] = rows.map((r) => ({
    id: r.id,
    type: r.type,
    category: r.category,
    description: r.description,
    amountPaise: Number(r.amount_paise),
    complaintId: r.complaint_id,
    billNumber: r.complaint_number,
    createdAt: r.created_at,
    createdByName: r.created_by_name,
  }));
  return {
    records,
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / LEDGER_PAGE_SIZE)),
  };
}

export { lastTwelveMonths } from "~/lib/dates";

/**
 * Income and expenses per month for the last 12 calendar months in Asia/Kolkata (the current
 * one included; months without records are 0): one range query, bucketed by month and summed
 * per type in SQL.
 */
export async function monthlySeries(now: Date = new Date()): Promise<MonthTotals[]> {
  const months = lastTwelveMonths(now);
  // 13 instants: the start of each month, then the start of the month after the last.
  const starts = [...months, nextMonth(months[11]!)].map(indiaMonthStartIso);
  const bucket = sql<number>`case ${sql.join(
    starts.slice(1, 12).map((start, i) => sql`when created_at < ${start} then ${sql.lit(i)}`),
    sql` `,
  )} else ${sql.lit(11)} end`;
  const db = getDb();
  const inWindow = db
    .selectFrom("income_expenses")
    .select(["type", "amount_paise", bucket.as("bucket")])
    .where("created_at", ">=", starts[0]!)
    .where("created_at", "<", starts[12]!);
  const rows = await db
    .selectFrom(inWindow.as("w"))
    .select((eb) => ["w.type", "w.bucket", eb.fn.sum<number>("w.amount_paise").as("total")])
    .groupBy(["w.type", "w.bucket"])
    .execute();
  const series: MonthTotals[] = months.map((month) => ({
    month,
    label: monthLabel(month),
    incomePaise: 0,
    expensePaise: 0,
  }));
  for (const r of rows) {
    const entry = series[Number(r.bucket)];
    if (!entry) continue;
    if (r.type === "income") entry.incomePaise = Number(r.total);
    else entry.expensePaise = Number(r.total);
  }
  return series;
}
