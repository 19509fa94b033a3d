import { type Kysely } from "kysely";
import { formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import { indiaDayRange, lastTwelveMonths } from "~/lib/dates";
import { writeAudit } from "~/platform/audit.server";
import { getDb } from "~/platform/db/db.server";
import { isPostgres, nowIso } from "~/platform/db/dialect";
import type { Database } from "~/platform/db/schema";
import { dayKeys, sumOfDays, sumsPerMonth } from "~/domain/sales-days.server";
import { refundedOn, settleBill } from "../payments/index.server";
import {
  LEDGER_MESSAGES,
  LEDGER_PAGE_SIZE,
  type LedgerType,
  type MonthTotals,
  isRefundCategory,
  monthLabel,
} from "./ledger";
import { paiseOf } from "~/domain/ledger-entries.server";
import type { LedgerRecordInput } from "./schema";

/**
 * Income & Expenses, a view of the one ledger (the `transactions` table; decision 024): records
 * added by hand — each written with its transaction, the legacy income_expenses row and an audit
 * entry in one database transaction — and, read from the ledger, every payment in, void, expense
 * and refund. Sales (billed) are read from the bills. Totals, lists and the 12-month series are
 * summed and paged in SQL; dates are whole days in Asia/Kolkata.
 */

// ---------------------------------------------------------------------------------------------
// Adding a record

export type AddResult =
  | { ok: true; id: string; type: LedgerType }
  | {
      ok: false;
      errors: Record<string, string>;
      /** A refund above what the bill has left to give back: the bill and that amount. */
      refundable?: { billNumber: string; paise: number };
    };

/**
 * The transaction a record books: a refund for an expense of category Refund (any case) — money
 * given back; an income record is never a refund (the form refuses that category for income).
 */
export function transactionTypeFor(input: { type: LedgerType; category: string }): string {
  if (input.type === "expense" && isRefundCategory(input.category)) return "refund";
  return input.type;
}

/** The bill a record names (its number, any case), locked for a refund (PostgreSQL row lock). */
async function namedBill(trx: Kysely<Database>, typed: string, lock: boolean) {
  let query = trx
    .selectFrom("complaints")
    .select(["id", "complaint_number", "advance_paise", "received_paise"])
    .where("complaint_number", "in", [...new Set([typed, typed.toUpperCase()])])
    .orderBy("complaint_number");
  if (lock && isPostgres(trx)) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * Writes the record, its transaction (its method and payee, decision 071; the bill's number as
 * the reference) and an audit entry, all or nothing. A bill number that matches no bill writes nothing. A refund naming a
 * bill gives back the customer's money on it: at most what was paid and not yet refunded, and
 * the bill's balance (and its customer's figures) follow (decision 060).
 */
export async function addLedgerRecord(
  input: LedgerRecordInput,
  actorId: string,
): Promise<AddResult> {
  const kind = transactionTypeFor(input);
  return getDb()
    .transaction()
    .execute(async (trx): Promise<AddResult> => {
      let bill: { id: string; complaint_number: string } | undefined;
      if (input.billNumber) {
        const named = await namedBill(trx, input.billNumber, kind === "refund");
        if (!named)
          return { ok: false as const, errors: { billNumber: LEDGER_MESSAGES.billNotFound } };
        bill = named;
        if (kind === "refund") {
          const paid = Number(named.advance_paise) + Number(named.received_paise);
          const left = Math.max(0, paid - (await refundedOn(trx, named.id)));
          if (input.amount > left) {
            const refundable = { billNumber: named.complaint_number, paise: left };
            const amount = fill(LEDGER_MESSAGES.refundTooMuch, {
              amount: formatRupees(left),
              bill: named.complaint_number,
            });
            return { ok: false as const, errors: { amount }, refundable };
          }
        }
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
        payment_method: input.method,
        payee: input.payee,
        created_by: actorId,
        created_at: now,
      };
      const transaction = {
        id: crypto.randomUUID(),
        transaction_type: kind,
        amount_paise: input.amount,
        reference_number: bill?.complaint_number ?? null,
        description: input.description,
        payment_method: input.method,
        payee: input.payee,
        category: input.category,
        type: input.type,
        complaint_id: bill?.id ?? null,
        created_by: actorId,
        created_at: now,
      };
      await trx.insertInto("income_expenses").values(record).execute();
      await trx.insertInto("transactions").values(transaction).execute();
      if (bill && kind === "refund") await settleBill(trx, bill.id);
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

/** The ledger's entries over the range (whole India days), optionally one side only. */
function entriesIn(range: LedgerRange, type?: LedgerType) {
  const { from, before } = indiaDayRange(range);
  let query = getDb().selectFrom("transactions as t");
  if (type) query = query.where("t.type", "=", type);
  if (from) query = query.where("t.created_at", ">=", from);
  if (before) query = query.where("t.created_at", "<", before);
  return query;
}

// ---------------------------------------------------------------------------------------------
// Totals, list, 12-month series

export type LedgerTotals = {
  /** Billed: bills and LimraKart orders of the range − those cancelled (or returned) in it. */
  salesPaise: number;
  /** Money in: payments and manual income, less the payments voided in the range. */
  receivedPaise: number;
  /** Money out: expenses and refunds. */
  expensePaise: number;
  /** Money in − money out. */
  netPaise: number;
  /** How many entries each tab lists. */
  incomeCount: number;
  expenseCount: number;
};

/**
 * Sales, money in, money out, net and each tab's count over the range (all time without one),
 * from the pre-summed India days (decision 108): Sales is Σ the bills created in it − those
 * cancelled in it (a cancelled bill's sale is reversed on the day of its cancellation), with the
 * LimraKart orders' sales the same way (placed − cancelled or returned; decision 072), as the
 * sales report's Billed.
 */
export async function ledgerTotals(range: LedgerRange = {}): Promise<LedgerTotals> {
  const { first, last } = dayKeys(range);
  const days = await sumOfDays(first, last);
  return {
    salesPaise: days.billedPaise,
    receivedPaise: days.receivedPaise,
    expensePaise: days.paidOutPaise,
    netPaise: days.receivedPaise - days.paidOutPaise,
    incomeCount: days.incomeCount,
    expenseCount: days.expenseCount,
  };
}

export type LedgerRecord = {
  id: string;
  /** The side: income (money in) or expense (money out). */
  type: LedgerType;
  /** payment_received, advance_payment, payment_void, income, expense, refund… */
  transactionType: string;
  category: string;
  description: string;
  /** As it counts: money in positive, a void negative; money out positive. */
  amountPaise: number;
  method: string | null;
  /** Who a manual record was paid to or received from (decision 071). */
  payee: string | null;
  /** The payment's receipt (RCPT0001…), for payments and their voids. */
  receiptNumber: string | null;
  complaintId: string | null;
  billNumber: string | null;
  createdAt: string;
  createdByName: string | null;
};

export type LedgerFilters = LedgerRange & {
  type: LedgerType;
  page?: number;
  /**
   * How many entries the side has over the range, when the caller already knows it (the page
   * reads ledgerTotals' counts): not counted again (issue 37: a second pass over the ledger).
   */
  count?: number;
};

function pageQuery(f: LedgerFilters, page: number) {
  return entriesIn(f, f.type)
    .leftJoin("users as u", "u.id", "t.created_by")
    .leftJoin("complaints as c", "c.id", "t.complaint_id")
    .leftJoin("payments as p", "p.id", "t.payment_id")
    .select([
      "t.id",
      "t.type",
      "t.transaction_type",
      "t.category",
      "t.description",
      "t.amount_paise",
      "t.payment_method",
      "t.payee",
      "t.complaint_id",
      "t.reference_number",
      "t.created_at",
      "c.complaint_number",
      "p.receipt_number",
      "u.name as created_by_name",
    ])
    .orderBy("t.created_at", "desc")
    .orderBy("t.id", "desc")
    .limit(LEDGER_PAGE_SIZE)
    .offset((page - 1) * LEDGER_PAGE_SIZE)
    .execute();
}

type PageRow = Awaited<ReturnType<typeof pageQuery>>[number];

function toRecord(r: PageRow): LedgerRecord {
  const paise = Number(r.amount_paise);
  return {
    id: r.id,
    type: r.type,
    transactionType: r.transaction_type,
    category: r.category ?? "",
    description: r.description ?? "",
    amountPaise: r.transaction_type === "payment_void" ? -paise : paise,
    method: r.payment_method,
    payee: r.payee,
    receiptNumber: r.receipt_number,
    complaintId: r.complaint_number ? r.complaint_id : null,
    billNumber: r.complaint_number ?? r.reference_number,
    createdAt: r.created_at,
    createdByName: r.created_by_name,
  };
}

/** One page (25) of a side's entries over the range, newest first. */
export async function listLedger(f: LedgerFilters) {
  const countAll = async () =>
    f.count ??
    paiseOf(
      (
        await entriesIn(f, f.type)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const requested = Math.max(1, Math.floor(f.page ?? 1));
  let total: number;
  let page = requested;
  let rows: PageRow[];
  if (requested === 1) {
    // A first page with room to spare holds every match: nothing left to count.
    rows = await pageQuery(f, 1);
    total = rows.length < LEDGER_PAGE_SIZE ? rows.length : await countAll();
  } else {
    total = await countAll();
    page = Math.min(requested, Math.max(1, Math.ceil(total / LEDGER_PAGE_SIZE)));
    rows = await pageQuery(f, page);
  }
  return {
    records: rows.map(toRecord),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / LEDGER_PAGE_SIZE)),
  };
}

export { lastTwelveMonths } from "~/lib/dates";

/**
 * Sales, money in and money out per month for the last 12 calendar months in Asia/Kolkata (the
 * current one included; empty months are 0), from the pre-summed India days (decision 108). A
 * bill's sale counts in the month it was created, and its reversal in the month it was
 * cancelled; a LimraKart order's likewise (decision 072).
 */
export async function monthlySeries(now: Date = new Date()): Promise<MonthTotals[]> {
  const months = lastTwelveMonths(now);
  // Day keys compare as text: the 31st of the last month is after every day of it.
  const sums = await sumsPerMonth(`${months[0]!}-01`, `${months[11]!}-31`);
  return months.map((month) => {
    const m = sums.get(month);
    return {
      month,
      label: monthLabel(month),
      salesPaise: m?.billedPaise ?? 0,
      receivedPaise: m?.receivedPaise ?? 0,
      expensePaise: m?.paidOutPaise ?? 0,
    };
  });
}
