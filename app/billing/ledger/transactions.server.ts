import { sql, type SqlBool } from "kysely";
import { indiaDateKey, indiaDateTime, startOfIndiaDaysAgo } from "~/lib/dates";
import { paiseToInput } from "~/lib/format";
import type { CsvCell } from "~/platform/csv.server";
import { getDb } from "~/platform/db/db.server";
import { isPostgres, likePattern } from "~/platform/db/dialect";
import type { BillStatus } from "~/platform/db/schema";
import { MONEY_IN } from "~/domain/ledger-entries.server";
import type { DateFilter, TransactionFilters } from "./transaction-labels";

/**
 * Transaction History, a view of the one ledger (the `transactions` table; decision 024: written
 * by payments — advance_payment, payment_received, payment_void — by cancelled bills — refund —
 * and by manual income/expense records — income, expense, refund), read
 * through one set of filters that the list, its totals and the CSV export share, so the three
 * always agree. Filtering, totals and paging happen in SQL; the export reads in batches.
 */

export const TRANSACTIONS_PAGE_SIZE = 25;

/**
 * The first instant a date filter keeps, in Asia/Kolkata whole calendar days (India has no
 * daylight saving, so a day is always 24 hours from 00:00 IST = 18:30 UTC the day before):
 * - Today: since 00:00 IST today;
 * - This Week (the spec's "last 7 days"): since 00:00 IST six days ago — today and the six days
 *   before it, seven calendar days;
 * - This Month ("last 30 days"): since 00:00 IST 29 days ago — thirty calendar days.
 * Whole days rather than a rolling 7 × 24 hours, so a filter shows the same rows all day long
 * and matches the days staff count on a calendar.
 */
export function dateFilterStart(filter: DateFilter, now: Date = new Date()): Date | null {
  const daysBack = { all: null, today: 0, week: 6, month: 29 }[filter];
  if (daysBack === null) return null;
  return startOfIndiaDaysAgo(daysBack, now);
}

/**
 * Where a date filter ends: the start of tomorrow in India (exclusive), so a transaction dated
 * after today (an old import's, a clock's mistake) is not shown as today's; null for All Dates.
 */
export function dateFilterEnd(filter: DateFilter, now: Date = new Date()): Date | null {
  return filter === "all" ? null : startOfIndiaDaysAgo(-1, now);
}

/**
 * The filtered transactions, joined with their creator (whose name is shown and searched). The
 * totals without a search leave the join out: the sums then read the covering index of migration
 * 0037 alone, not every row and its creator (issue 37).
 */
function filtered(f: TransactionFilters, now: Date, forTotals = false) {
  const db = getDb();
  const q = f.q.trim();
  const withCreator = db
    .selectFrom("transactions as t")
    .leftJoin("users as u", "u.id", "t.created_by");
  // Without a search nothing below reads `u`: the same query, typed alike, without the join.
  let query =
    forTotals && !q
      ? (db.selectFrom("transactions as t") as unknown as typeof withCreator)
      : withCreator;
  if (q) {
    const pattern = likePattern(q);
    // Any case: lower() on PostgreSQL; SQLite's LIKE already ignores the case of ASCII letters,
    // the only ones its lower() would change. A null column simply does not match.
    query = query.where(
      isPostgres(db)
        ? sql<SqlBool>`(lower(t.description) like ${pattern} escape '\\' or lower(t.category) like ${pattern} escape '\\' or lower(u.name) like ${pattern} escape '\\')`
        : sql<SqlBool>`(t.description like ${pattern} escape '\\' or t.category like ${pattern} escape '\\' or u.name like ${pattern} escape '\\')`,
    );
  }
  const since = dateFilterStart(f.date, now);
  if (since) query = query.where("t.created_at", ">=", since.toISOString());
  const before = dateFilterEnd(f.date, now);
  if (before) query = query.where("t.created_at", "<", before.toISOString());
  if (f.account !== "all") query = query.where("t.type", "=", f.account);
  return query;
}

export type TransactionRow = {
  id: string;
  createdAt: string;
  transactionType: string;
  /** The account side: income or expense. */
  type: "income" | "expense";
  amountPaise: number;
  referenceNumber: string | null;
  description: string | null;
  paymentMethod: string | null;
  /** The service name. */
  category: string | null;
  complaintId: string | null;
  /** The creator's name; null when unknown or the user was deleted ("No account found"). */
  createdByName: string | null;
};

const ROW_COLUMNS = [
  "t.id",
  "t.created_at",
  "t.transaction_type",
  "t.type",
  "t.amount_paise",
  "t.reference_number",
  "t.description",
  "t.payment_method",
  "t.category",
  "t.complaint_id",
  "u.name as created_by_name",
] as const;

type RowData = {
  id: string;
  created_at: string;
  transaction_type: string;
  type: "income" | "expense";
  amount_paise: number;
  reference_number: string | null;
  description: string | null;
  payment_method: string | null;
  category: string | null;
  complaint_id: string | null;
  created_by_name: string | null;
};

function toRow(r: RowData): TransactionRow {
  return {
    id: r.id,
    createdAt: r.created_at,
    transactionType: r.transaction_type,
    type: r.type,
    amountPaise: Number(r.amount_paise),
    referenceNumber: r.reference_number,
    description: r.description,
    paymentMethod: r.payment_method,
    category: r.category,
    complaintId: r.complaint_id,
    createdByName: r.created_by_name,
  };
}

export type TransactionTotals = {
  /** How many transactions the filters select. */
  count: number;
  /**
   * Total Received: money in — payments and manual income, less payment voids (decision 024; the
   * spec's sum of every non-refund amount would count expenses as received).
   */
  receivedPaise: number;
  /** The sum of the refunds' amounts. */
  refundsPaise: number;
  /**
   * The spec's Service Accounts count, defined here as the number of distinct categories
   * (service names) among the filtered transactions; transactions without a category add none.
   */
  serviceAccounts: number;
};

/** The summary cards' figures over the whole filtered set (not the page), in SQL. */
export async function transactionTotals(
  f: TransactionFilters,
  now: Date = new Date(),
): Promise<TransactionTotals> {
  const row = await filtered(f, now, true)
    .select((eb) => [
      eb.fn.countAll<number>().as("n"),
      eb.fn.sum<number>(MONEY_IN).as("received"),
      eb.fn
        .sum<number>(
          sql`case when t.transaction_type = 'refund' and t.type = 'expense' then t.amount_paise else 0 end`,
        )
        .as("refunds"),
      eb.fn.count<number>("t.category").distinct().as("services"),
    ])
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.n),
    receivedPaise: Number(row.received ?? 0),
    refundsPaise: Number(row.refunds ?? 0),
    serviceAccounts: Number(row.services),
  };
}

/** One page of the filtered transactions, newest first, with the totals of them all. */
export async function listTransactions(
  f: TransactionFilters,
  requestedPage = 1,
  now: Date = new Date(),
) {
  const totals = await transactionTotals(f, now);
  const pageCount = Math.max(1, Math.ceil(totals.count / TRANSACTIONS_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.trunc(requestedPage) || 1), pageCount);
  const rows =
    totals.count === 0
      ? []
      : await filtered(f, now)
          .select([...ROW_COLUMNS])
          .orderBy("t.created_at", "desc")
          .orderBy("t.id", "desc")
          .limit(TRANSACTIONS_PAGE_SIZE)
          .offset((page - 1) * TRANSACTIONS_PAGE_SIZE)
          .execute();
  return { transactions: rows.map(toRow), totals, page, pageCount };
}

export type TransactionDetail = TransactionRow & {
  /** The bill the transaction belongs to, if any. */
  bill: {
    id: string;
    number: string;
    customerName: string;
    finalTotalPaise: number;
    status: BillStatus;
  } | null;
};

/** One transaction with every field and its bill, for the detail view. */
export async function getTransaction(id: string): Promise<TransactionDetail | null> {
  const row = await getDb()
    .selectFrom("transactions as t")
    .leftJoin("users as u", "u.id", "t.created_by")
    .leftJoin("complaints as c", "c.id", "t.complaint_id")
    .select([
      ...ROW_COLUMNS,
      "c.id as bill_id",
      "c.complaint_number as bill_number",
      "c.customer_name as bill_customer_name",
      "c.estimated_cost_paise as bill_final_total_paise",
      "c.status as bill_status",
    ])
    .where("t.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...toRow(row),
    bill:
      row.bill_id && row.bill_number
        ? {
            id: row.bill_id,
            number: row.bill_number,
            customerName: row.bill_customer_name ?? "",
            finalTotalPaise: Number(row.bill_final_total_paise ?? 0),
            status: row.bill_status ?? "pending",
          }
        : null,
  };
}

// ---------------------------------------------------------------------------------------------
// CSV export

/** The spec's transaction export columns, exactly. */
export const TRANSACTION_CSV_HEADER = [
  "Date",
  "Type",
  "Amount",
  "Payment Method",
  "Reference",
  "Description",
] as const;

/** The export's file name: `transactions_export_{YYYY-MM-DD}.csv`, the date in India. */
export function transactionExportFileName(now: Date = new Date()): string {
  return `transactions_export_${indiaDateKey(now)}.csv`;
}

export const EXPORT_BATCH_SIZE = 500;

/**
 * The filtered transactions as CSV rows, newest first, read in batches with keyset pagination on
 * (created_at, id): each batch is one complete query (no statement stays open while the rows are
 * written out), and the next starts after the last row of the one before, so no row is skipped or
 * repeated however many there are. `now` is fixed once, so every batch uses the same date range.
 */
export async function* transactionCsvRows(
  f: TransactionFilters,
  now: Date = new Date(),
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<CsvCell[]> {
  const db = getDb();
  // The cursor is the stored instant at full precision: on PostgreSQL the timestamptz as text
  // (with its offset and microseconds), not the millisecond ISO string the app reads back.
  const cursorColumn = isPostgres(db)
    ? sql<string>`cast(t.created_at as text)`
    : sql<string>`t.created_at`;
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    let query = filtered(f, now)
      .select([
        "t.id",
        "t.created_at",
        "t.transaction_type",
        "t.amount_paise",
        "t.payment_method",
        "t.reference_number",
        "t.description",
        cursorColumn.as("cursor"),
      ])
      .orderBy("t.created_at", "desc")
      .orderBy("t.id", "desc")
      .limit(batchSize);
    if (after) {
      const { createdAt, id } = after;
      query = query.where((eb) =>
        eb.or([
          eb("t.created_at", "<", createdAt),
          eb.and([eb("t.created_at", "=", createdAt), eb("t.id", "<", id)]),
        ]),
      );
    }
    const rows = await query.execute();
    for (const r of rows) {
      yield [
        indiaDateTime(r.created_at),
        r.transaction_type,
        paiseToInput(Number(r.amount_paise)),
        r.payment_method,
        r.reference_number,
        r.description,
      ];
    }
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { createdAt: last.cursor, id: last.id };
  }
}
