import { type Kysely, sql, type SqlBool } from "kysely";
import { indiaDayRange } from "~/lib/dates";
import { writeAudit } from "~/platform/audit.server";
import { linkCustomer, refreshCustomer } from "~/domain/customers.server";
import { parseIndianPhone } from "~/lib/phone";
import type { BillStatus, Database, PaymentMethod } from "~/platform/db/schema";
import { getDb } from "~/platform/db/db.server";
import { isPostgres, isUniqueViolation, nowIso, likePattern } from "~/platform/db/dialect";
import { amountDue, BILL_STATUSES, formatBillNumber } from "../money";
import { billToastCopy } from "./content";
import { insertPayment, lockBill, refundedOn, settleBill } from "../payments/index.server";
import { savedWithKey } from "../form-key.server";
import {
  checkedLinks,
  moveBillStock,
  type StockShortage,
  StockShortageError,
  stockLine,
} from "./bill-stock.server";
import {
  BILL_COLUMNS,
  type Bill,
  type BillInput,
  type BillLine,
  type BillLineInput,
  formColumns,
  toBill,
} from "./schema";

/**
 * Customer bills (stored as the spec's `complaints`). A bill and what it books — the income
 * record and the advance / payment transactions — are written, changed and deleted together in
 * one transaction, with an audit entry holding the bill before and after. Bill numbers come from
 * a counter incremented inside that transaction: two counters saving at once get two numbers,
 * and a number is never given out twice, not even after a delete. The bill's fields, its form
 * schema and the columns they are stored in are declared in ./schema.ts.
 */

export { BILL_MESSAGES, billSchema, type Bill, type BillInput, type BillLine } from "./schema";
export { lineItemOptions } from "./line-items.server";

/**
 * The bill's row, locked for a change of it or its money: the lock every such change takes first
 * (payments' lockBill, decision 062), then the row as it stands once the lock is held.
 */
async function lockedBillRow(trx: Kysely<Database>, id: string) {
  if (!(await lockBill(trx, id))) return undefined;
  return billRow(trx, id);
}

/** One bill's row (every column the application reads), with `db` (a transaction too). */
function billRow(db: Kysely<Database>, id: string) {
  return db
    .selectFrom("complaints")
    .select([...BILL_COLUMNS])
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function getBill(id: string): Promise<Bill | null> {
  const row = await billRow(getDb(), id);
  return row ? toBill(row) : null;
}

/** The number the next new bill will probably get (shown read-only on the empty form). */
export async function nextBillNumberPreview(): Promise<string> {
  const row = await getDb()
    .selectFrom("counters")
    .select("value")
    .where("name", "=", "bill")
    .executeTakeFirst();
  return formatBillNumber(Number(row?.value ?? 0) + 1);
}

async function drawBillNumber(trx: Kysely<Database>): Promise<string> {
  for (;;) {
    const row = await sql<{
      value: number | string;
    }>`update counters set value = value + 1 where name = 'bill' returning value`
      .execute(trx)
      .then((r) => r.rows[0]);
    if (!row) throw new Error("the bill counter is missing");
    const number = formatBillNumber(Number(row.value));
    // Skip a number an imported bill has (a failed insert would roll the counter back too).
    const taken = await trx
      .selectFrom("complaints")
      .select("id")
      .where("complaint_number", "=", number)
      .executeTakeFirst();
    if (!taken) return number;
  }
}

/** Writes the bill's lines again (an edit replaces them all; the audit keeps the old ones). */
async function writeLines(trx: Kysely<Database>, billId: string, lines: BillLineInput[]) {
  await trx.deleteFrom("bill_lines").where("bill_id", "=", billId).execute();
  if (lines.length === 0) return;
  await trx
    .insertInto("bill_lines")
    .values(
      lines.map((l, i) => ({
        id: crypto.randomUUID(),
        bill_id: billId,
        position: i + 1,
        description: l.description,
        quantity_milli: l.quantityMilli,
        unit: l.unit,
        rate_paise: l.ratePaise,
        amount_paise: l.amountPaise,
        product_id: l.productId,
        godown_item_id: l.godownItemId,
      })),
    )
    .execute();
}

export async function getBillLines(billId: string): Promise<BillLine[]> {
  const rows = await getDb()
    .selectFrom("bill_lines")
    .selectAll()
    .where("bill_id", "=", billId)
    .orderBy("position")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    position: r.position,
    description: r.description,
    quantityMilli: Number(r.quantity_milli),
    unit: r.unit,
    ratePaise: Number(r.rate_paise),
    amountPaise: Number(r.amount_paise),
    productId: r.product_id,
    godownItemId: r.godown_item_id,
  }));
}

export type CreateResult =
  | { ok: true; id: string; number: string }
  | { ok: false; reason: "number-taken" }
  | { ok: false; reason: "short"; items: StockShortage[] };

/** The bill `actorId` already made with the form key `key`, if any (decision 050). */
function billWithKey(trx: Kysely<Database>, actorId: string, key: string) {
  return trx
    .selectFrom("complaints")
    .select(["id", "complaint_number as number"])
    .where(savedWithKey(actorId, key))
    .executeTakeFirst();
}

/**
 * A new bill: its number, its lines, and the advance (and any amount received at the counter)
 * as payments with receipts, all in one transaction. A form key (`input.idempotencyKey`) the
 * same user saved a bill with before gives that bill back and writes nothing: a draft sent again
 * when the network returns, a second tab, a double click are one bill (decision 050).
 */
export async function createBill(input: BillInput, actorId: string): Promise<CreateResult> {
  // A number taken by a bill imported at the same moment, or the same key saved at the same
  // moment (the unique index refuses the second; read again, it finds the first): try again.
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      return await getDb()
        .transaction()
        .execute((trx) => insertBill(trx, input, actorId));
    } catch (error) {
      if (error instanceof StockShortageError)
        return { ok: false, reason: "short", items: error.items };
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return { ok: false, reason: "number-taken" };
}

/** createBill's work in the caller's transaction (a print job's bill too, decision 101). */
export async function insertBill(trx: Kysely<Database>, input: BillInput, actorId: string) {
  const key = input.idempotencyKey;
  const earlier = key ? await billWithKey(trx, actorId, key) : undefined;
  if (earlier) return { ok: true as const, id: earlier.id, number: earlier.number };
  const number = await drawBillNumber(trx);
  const id = crypto.randomUUID();
  const now = nowIso();
  const values = {
    id,
    complaint_number: number,
    ...formColumns(input),
    customer_id: await linkCustomer(trx, contactOf(input)),
    idempotency_key: key,
    service_type: "Service",
    advance_paise: 0,
    received_paise: 0,
    balance_paise: input.figures.finalTotalPaise,
    status: "pending" as const,
    completion_date: null,
    created_by: actorId,
    created_at: now,
    updated_at: now,
  };
  await trx.insertInto("complaints").values(values).execute();
  const lines = await checkedLinks(trx, input.lines);
  await writeLines(trx, id, lines);
  await moveBillStock(trx, { id }, { before: [], after: lines, reason: "bill", by: actorId, now });
  await writeAudit(trx, {
    actorId,
    action: "bill.create",
    entity: "bill",
    entityId: id,
    after: { ...values, lines },
  });
  await payInitial(trx, { id, number }, input, actorId, now);
  await settleBill(trx, id);
  return { ok: true as const, id, number };
}

/** The bill's customer as its form names them. */
function contactOf(input: BillInput) {
  return {
    phone: input.customerPhone,
    name: input.customerName,
    address: input.customerAddress,
  };
}

/** The customer an edited bill belongs to: linked again only when its phone number changed. */
async function customerAfterEdit(
  trx: Kysely<Database>,
  before: { customer_phone: string | null; customer_id: string | null },
  input: BillInput,
): Promise<string | null> {
  const was = parseIndianPhone(before.customer_phone)?.e164 ?? null;
  const now = parseIndianPhone(input.customerPhone)?.e164 ?? null;
  if (was === now) return before.customer_id;
  return now ? linkCustomer(trx, contactOf(input)) : null;
}

/** The new bill's advance and amount received at the counter, each a payment. */
async function payInitial(
  trx: Kysely<Database>,
  bill: { id: string; number: string },
  input: BillInput,
  actorId: string,
  now: string,
) {
  const taken: ["advance" | "payment", number][] = [
    ["advance", input.advance],
    ["payment", input.received],
  ];
  for (const [kind, amount] of taken) {
    if (amount <= 0) continue;
    await insertPayment(
      trx,
      bill,
      {
        kind,
        amount,
        method: input.paymentMethod,
        reference: input.paymentReference,
        note: null,
        paidAt: now,
      },
      actorId,
    );
  }
}

export type UpdateResult =
  | { ok: true; bill: Bill }
  | { ok: false; reason: "not-found" | "cancelled" }
  | { ok: false; reason: "short"; items: StockShortage[] };

/**
 * Edits a bill: customer, lines, discount, round-off and work status. The payments are not edited
 * here (they are added and voided as records); the balance follows the new total.
 */
export async function updateBill(
  id: string,
  input: BillInput,
  actorId: string,
): Promise<UpdateResult> {
  try {
    return await saveEdit(id, input, actorId);
  } catch (error) {
    if (error instanceof StockShortageError)
      return { ok: false, reason: "short", items: error.items };
    throw error;
  }
}

async function saveEdit(id: string, input: BillInput, actorId: string): Promise<UpdateResult> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const before = await lockedBillRow(trx, id);
      if (!before) return { ok: false as const, reason: "not-found" as const };
      if (before.cancelled_at) return { ok: false as const, reason: "cancelled" as const };
      const now = nowIso();
      const status = input.status ?? (before.status === "paid" ? "completed" : before.status);
      const changes = {
        ...formColumns(input),
        customer_id: await customerAfterEdit(trx, before, input),
        status,
        completion_date:
          status === "completed" && before.status !== "completed"
            ? now
            : before.status === "completed" && status !== "completed"
              ? null
              : undefined,
        updated_at: now,
      };
      const linesBefore = await trx
        .selectFrom("bill_lines")
        .selectAll()
        .where("bill_id", "=", id)
        .execute();
      await trx.updateTable("complaints").set(changes).where("id", "=", id).execute();
      const lines = await checkedLinks(trx, input.lines);
      await writeLines(trx, id, lines);
      await moveBillStock(
        trx,
        { id },
        { before: linesBefore.map(stockLine), after: lines, reason: "bill_edit", by: actorId, now },
      );
      await settleBill(trx, id);
      if (before.customer_id && before.customer_id !== changes.customer_id) {
        await refreshCustomer(trx, before.customer_id);
      }
      await writeAudit(trx, {
        actorId,
        action: "bill.update",
        entity: "bill",
        entityId: id,
        before: { ...before, lines: linesBefore },
        after: { ...changes, lines },
      });
      const after = (await billRow(trx, id))!;
      return { ok: true as const, bill: toBill(after) };
    });
}

export const DELETE_REFUSED = billToastCopy.en.deleteRefused;

export type DeleteResult =
  { ok: true; number: string } | { ok: false; reason: "not-found" | "has-payments" };

/**
 * Deletes a bill that took no money (the spec's hard delete, with its lines; the audit keeps the
 * bill). A bill with a payment not voided is refused: it is cancelled instead. Its voided
 * payments, their receipts and every cash-book entry linked to it stay, unlinked.
 */
export async function deleteBill(id: string, actorId: string): Promise<DeleteResult> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const before = await lockedBillRow(trx, id);
      if (!before) return { ok: false as const, reason: "not-found" as const };
      const live = await trx
        .selectFrom("payments")
        .select("id")
        .where("bill_id", "=", id)
        .where("voided_at", "is", null)
        .executeTakeFirst();
      if (live) return { ok: false as const, reason: "has-payments" as const };
      const lines = await trx
        .selectFrom("bill_lines")
        .selectAll()
        .where("bill_id", "=", id)
        .execute();
      // What stays of the bill's money, unlinked: the database refuses to delete a bill anything
      // with money on it still names (migration 0025), so nothing can go with it unseen.
      await trx.updateTable("payments").set({ bill_id: null }).where("bill_id", "=", id).execute();
      await trx
        .updateTable("transactions")
        .set({ complaint_id: null })
        .where("complaint_id", "=", id)
        .execute();
      await trx
        .updateTable("income_expenses")
        .set({ complaint_id: null })
        .where("complaint_id", "=", id)
        .execute();
      await trx.deleteFrom("complaints").where("id", "=", id).execute();
      if (!before.cancelled_at) {
        // A deleted bill sold nothing: its linked lines' units go back (a cancelled one's already did).
        const back = { before: lines.map(stockLine), after: [], reason: "bill_cancel" as const };
        await moveBillStock(trx, { id }, { ...back, by: actorId, note: "Bill deleted" });
      }
      if (before.customer_id) await refreshCustomer(trx, before.customer_id);
      await writeAudit(trx, {
        actorId,
        action: "bill.delete",
        entity: "bill",
        entityId: id,
        before: { ...before, lines },
      });
      return { ok: true as const, number: before.complaint_number };
    });
}

export type CancelResult =
  | { ok: true; number: string; refundedPaise: number }
  | { ok: false; reason: "not-found" | "cancelled" };

/**
 * Cancels a bill with a reason: the number stays (the series has no gaps), the sale is reversed
 * on the day of the cancellation (sales read cancelled bills that way), and what the customer
 * paid is either refunded — a dated refund entry leaves the cash book — or kept by the shop.
 */
export async function cancelBill(
  id: string,
  opts: { reason: string; refund: boolean; refundMethod: PaymentMethod },
  actorId: string,
  /** The caller's transaction (a print job cancelled with its bill, issue 39), or a new one. */
  trx?: Kysely<Database>,
): Promise<CancelResult> {
  const inOne = (t: Kysely<Database>) => cancelBill(id, opts, actorId, t);
  if (!trx) return getDb().transaction().execute(inOne);
  const before = await lockedBillRow(trx, id);
  if (!before) return { ok: false as const, reason: "not-found" as const };
  if (before.cancelled_at) return { ok: false as const, reason: "cancelled" as const };
  const now = nowIso();
  // What the shop holds of the customer's money: paid, less what was already given back.
  const held =
    Number(before.advance_paise) + Number(before.received_paise) - (await refundedOn(trx, id));
  const refundedPaise = opts.refund ? Math.max(0, held) : 0;
  await trx
    .updateTable("complaints")
    .set({
      cancelled_at: now,
      cancelled_by: actorId,
      cancel_reason: opts.reason,
      updated_at: now,
    })
    .where("id", "=", id)
    .execute();
  if (refundedPaise > 0) {
    const refundText = `Refund for cancelled bill ${before.complaint_number}: ${opts.reason}`;
    await trx
      .insertInto("transactions")
      .values({
        id: crypto.randomUUID(),
        transaction_type: "refund",
        amount_paise: refundedPaise,
        reference_number: before.complaint_number,
        description: refundText.slice(0, 500),
        payment_method: opts.refundMethod,
        category: "Refund",
        type: "expense",
        complaint_id: id,
        payment_id: null,
        created_by: actorId,
        created_at: now,
      })
      .execute();
  }
  const lines = await trx
    .selectFrom("bill_lines")
    .select(["product_id", "godown_item_id", "quantity_milli"])
    .where("bill_id", "=", id)
    .execute();
  await moveBillStock(
    trx,
    { id },
    { before: lines.map(stockLine), after: [], reason: "bill_cancel", by: actorId, now },
  );
  await settleBill(trx, id);
  await writeAudit(trx, {
    actorId,
    action: "bill.cancel",
    entity: "bill",
    entityId: id,
    before,
    after: { cancelled_at: now, cancel_reason: opts.reason, refundedPaise },
  });
  return { ok: true as const, number: before.complaint_number, refundedPaise };
}

// ---------------------------------------------------------------------------------------------
// Lists

export const BILLS_PAGE_SIZE = 25;

export type BillFilters = {
  q?: string;
  /** A work status, or "paid" / "cancelled" (the money's). */
  status?: string;
  /** Only bills with a balance left (unpaid or part-paid). */
  due?: boolean;
  /** yyyy-mm-dd in Asia/Kolkata, inclusive. */
  from?: string;
  to?: string;
  page?: number;
};

/** `forPage`: the query reads a page of rows, newest first (not a count or a sum). */
function filtered(f: BillFilters, forPage = false) {
  const db = getDb();
  let query = db.selectFrom("complaints");
  const q = f.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    // Any case. On PostgreSQL `lower(…) like`, which the trigram indexes of migration 0006 serve.
    // SQLite's LIKE already ignores the case of ASCII letters, the only ones its lower() changes
    // (the same matches), and without lower() the search reads the names from the list's
    // index alone: a third of the time over 100,000 bills (docs/performance.md, billing lists).
    query = query.where(
      isPostgres(db)
        ? sql<SqlBool>`(lower(customer_name) like ${pattern} escape '\\' or lower(complaint_number) like ${pattern} escape '\\')`
        : sql<SqlBool>`(customer_name like ${pattern} escape '\\' or complaint_number like ${pattern} escape '\\')`,
    );
  }
  if (f.due) {
    // Old Pending: the bills with a balance left (decision 024). For a page on SQLite, `+` keeps
    // its planner (no statistics: the app never runs ANALYZE) off the payment-status index, which
    // would fetch and sort all the bills with a balance (45,000 of 100,000) for 25 of them
    // (80–150 ms): the page is read newest first along complaints_created_idx, checking each
    // bill, as PostgreSQL does by itself. Counts and sums keep that index (docs/performance.md,
    // billing lists).
    query =
      forPage && !isPostgres(db)
        ? query.where(sql<SqlBool>`+payment_status in ('unpaid', 'part_paid')`)
        : query.where("payment_status", "in", ["unpaid", "part_paid"]);
  } else if (f.status === "paid" || f.status === "cancelled") {
    // History's Paid: the money is all in (payment status), whatever the work's state.
    query = query.where("payment_status", "=", f.status);
  } else if (f.status && (BILL_STATUSES as readonly string[]).includes(f.status)) {
    query = query
      .where("status", "=", f.status as BillStatus)
      .where("payment_status", "!=", "cancelled");
  }
  const { from, before } = indiaDayRange(f);
  if (from) query = query.where("created_at", ">=", from);
  if (before) query = query.where("created_at", "<", before);
  return query;
}

export async function listBills(f: BillFilters) {
  const query = filtered(f);
  const pageRows = (page: number) =>
    filtered(f, true)
      .select([...BILL_COLUMNS])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(BILLS_PAGE_SIZE)
      .offset((page - 1) * BILLS_PAGE_SIZE)
      .execute();
  const countAll = async () =>
    Number(
      (await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n,
    );
  const requested = Math.max(1, f.page ?? 1);
  if (requested === 1) {
    // A first page with room to spare holds every match, so there is nothing left to count: a
    // search for one bill or one customer reads the bills once, not twice.
    const rows = await pageRows(1);
    const total = rows.length < BILLS_PAGE_SIZE ? rows.length : await countAll();
    return {
      bills: rows.map(toBill),
      total,
      page: 1,
      pageCount: Math.max(1, Math.ceil(total / BILLS_PAGE_SIZE)),
    };
  }
  const total = await countAll();
  const pageCount = Math.max(1, Math.ceil(total / BILLS_PAGE_SIZE));
  const page = Math.min(requested, pageCount);
  const rows = await pageRows(page);
  return { bills: rows.map(toBill), total, page, pageCount };
}

/**
 * The newest bill not cancelled (the one the Bill Preview tile opens), or null when there is
 * none. Read newest first along complaints_created_idx, stopping at the first such bill.
 */
export async function latestBillId(): Promise<string | null> {
  const row = await getDb()
    .selectFrom("complaints")
    .select("id")
    .where("cancelled_at", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Old Pending's card: how many bills still owe money and the sum of what they owe (their
 * balances; decision 024), in SQL over the same filters.
 */
export async function pendingSummary(
  f: BillFilters,
): Promise<{ count: number; totalPaise: number }> {
  const row = await filtered({ ...f, due: true })
    .select((eb) => [
      eb.fn.countAll<number>().as("n"),
      eb.fn.sum<number>("balance_paise").as("total"),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), totalPaise: Number(row.total ?? 0) };
}

/** What one bill still owes (its balance; a credit owes nothing). */
export function pendingAmount(b: Bill): number {
  return amountDue(b.balancePaise);
}
