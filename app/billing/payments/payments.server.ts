import { type Kysely, sql } from "kysely";
import { indiaDateKey, startOfIndiaDay } from "~/lib/dates";
import { writeAudit } from "~/platform/audit.server";
import { refreshCustomer } from "~/domain/customers.server";
import type { Database, PaymentMethod } from "~/platform/db/schema";
import { getDb } from "~/platform/db/db.server";
import { isPostgres, isUniqueViolation, nowIso } from "~/platform/db/dialect";
import { paymentMethodLabels } from "~/lib/payment-methods";
import { formatReceiptNumber, paymentStatusFor } from "../money";
import type { PaymentInput } from "./schema";
import { savedWithKey } from "../form-key.server";

/**
 * Payments are records (decision 023): each has its receipt number (RCPT0001…, from a counter,
 * never reused), its cash-book entry, and is voided with a reason — kept and shown struck through
 * — never deleted. A void books a dated reversal, so a day already closed keeps its figures. The
 * bill's paid amounts, balance and payment status are worked out again from its payments in the
 * same transaction as every change, so they always agree with the payments.
 */

export type Payment = {
  id: string;
  billId: string | null;
  billNumber: string;
  receiptNumber: string;
  kind: "advance" | "payment";
  amountPaise: number;
  method: PaymentMethod;
  reference: string | null;
  note: string | null;
  paidAt: string;
  createdBy: string | null;
  createdByName: string | null;
  voidedAt: string | null;
  voidedByName: string | null;
  voidReason: string | null;
};

type Trx = Kysely<Database>;

/**
 * Locks the bill for a change of it or its money. Every such change — pay, void, edit, cancel,
 * delete — calls this first in its transaction, before it reads anything it decides on, so two
 * of them on one bill run one after the other and the second sees what the first committed
 * (decision 062). PostgreSQL: the bill's row lock (SELECT … FOR UPDATE). SQLite: the app's one
 * connection runs one transaction at a time already.
 */
export async function lockBill(trx: Trx, billId: string) {
  let query = trx
    .selectFrom("complaints")
    .select(["id", "complaint_number", "estimated_cost_paise", "cancelled_at", "created_at"])
    .where("id", "=", billId);
  if (isPostgres(trx)) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** What was given back on the bill: its refund entries (decision 060; never an income record). */
export async function refundedOn(trx: Trx, billId: string): Promise<number> {
  const row = await trx
    .selectFrom("transactions")
    .select(sql<number>`coalesce(sum(amount_paise), 0)`.as("refunded"))
    .where("complaint_id", "=", billId)
    .where("transaction_type", "=", "refund")
    .where("type", "=", "expense")
    .executeTakeFirstOrThrow();
  return Number(row.refunded);
}

/**
 * Works the bill's paid amounts, balance and payment status out again from its payments not
 * voided and its refunds (balance = total − paid + refunded, decision 060). A cancelled bill
 * owes nothing: balance 0 (what it took was refunded or is kept).
 */
export async function settleBill(trx: Trx, billId: string): Promise<void> {
  const sums = await trx
    .selectFrom("payments")
    .select([
      sql<number>`coalesce(sum(case when kind = 'advance' then amount_paise else 0 end), 0)`.as(
        "advance",
      ),
      sql<number>`coalesce(sum(case when kind = 'payment' then amount_paise else 0 end), 0)`.as(
        "received",
      ),
    ])
    .where("bill_id", "=", billId)
    .where("voided_at", "is", null)
    .executeTakeFirstOrThrow();
  const bill = await trx
    .selectFrom("complaints")
    .select(["estimated_cost_paise", "cancelled_at", "customer_id"])
    .where("id", "=", billId)
    .executeTakeFirstOrThrow();
  const advance = Number(sums.advance);
  const received = Number(sums.received);
  const kept = advance + received - (await refundedOn(trx, billId));
  const cancelled = bill.cancelled_at !== null;
  const finalTotalPaise = Number(bill.estimated_cost_paise);
  await trx
    .updateTable("complaints")
    .set({
      advance_paise: advance,
      received_paise: received,
      balance_paise: cancelled ? 0 : finalTotalPaise - kept,
      payment_status: paymentStatusFor({
        finalTotalPaise,
        paidPaise: kept,
        cancelled,
      }),
    })
    .where("id", "=", billId)
    .execute();
  if (bill.customer_id) await refreshCustomer(trx, bill.customer_id);
}

async function drawReceiptNumber(trx: Trx): Promise<string> {
  const row = await sql<{
    value: number | string;
  }>`update counters set value = value + 1 where name = 'receipt' returning value`
    .execute(trx)
    .then((r) => r.rows[0]);
  if (!row) throw new Error("the receipt counter is missing");
  return formatReceiptNumber(Number(row.value));
}

/** When the money came in: now for today (or no date), else noon that day in India. */
export function paidAtFor(date: string | null, now: Date = new Date()): string | null {
  if (!date || date === indiaDateKey(now)) return now.toISOString();
  if (date > indiaDateKey(now)) return null;
  const start = startOfIndiaDay(date);
  if (Number.isNaN(start.getTime())) return null;
  return new Date(start.getTime() + 12 * 3600_000).toISOString();
}

export type NewPayment = Omit<PaymentInput, "date" | "idempotencyKey"> & {
  paidAt: string;
  kind: "advance" | "payment";
  /** The Add payment form's key (decision 062); none for a bill's own payments. */
  idempotencyKey?: string | null;
};

/**
 * Records one payment inside the caller's transaction: the payment with its receipt number, its
 * cash-book entry, the bill's figures, and an audit entry.
 */
export async function insertPayment(
  trx: Trx,
  bill: { id: string; number: string },
  p: NewPayment,
  actorId: string,
): Promise<{ id: string; receiptNumber: string }> {
  const id = crypto.randomUUID();
  const receiptNumber = await drawReceiptNumber(trx);
  const now = nowIso();
  const payment = {
    id,
    bill_id: bill.id,
    bill_number: bill.number,
    receipt_number: receiptNumber,
    kind: p.kind,
    amount_paise: p.amount,
    method: p.method,
    reference: p.reference,
    note: p.note,
    paid_at: p.paidAt,
    created_by: actorId,
    created_at: now,
    idempotency_key: p.idempotencyKey ?? null,
  };
  await trx.insertInto("payments").values(payment).execute();
  const advance = p.kind === "advance";
  await trx
    .insertInto("transactions")
    .values({
      id: crypto.randomUUID(),
      transaction_type: advance ? "advance_payment" : "payment_received",
      amount_paise: p.amount,
      reference_number: bill.number,
      description: entryText(
        advance ? "Advance for" : "Payment received for",
        bill.number,
        receiptNumber,
        p,
      ),
      payment_method: p.method,
      category: "Service",
      type: "income",
      complaint_id: bill.id,
      payment_id: id,
      created_by: actorId,
      created_at: p.paidAt,
    })
    .execute();
  await settleBill(trx, bill.id);
  await writeAudit(trx, {
    actorId,
    action: "payment.create",
    entity: "payment",
    entityId: id,
    after: payment,
  });
  return { id, receiptNumber };
}

function entryText(
  what: string,
  billNumber: string,
  receiptNumber: string,
  p: { method: PaymentMethod; reference: string | null },
): string {
  const ref = p.reference ? `, ${paymentMethodLabels.en[p.method]} ref ${p.reference}` : "";
  return `${what} bill ${billNumber} (${receiptNumber}${ref})`.slice(0, 500);
}

export type RecordResult =
  | { ok: true; id: string; receiptNumber: string }
  | { ok: false; reason: "not-found" | "cancelled" | "date" }
  | { ok: false; reason: "before-bill"; billNumber: string; billDate: string };

/** The payment `actorId` already recorded with the form key `key`, if any (decision 062). */
function paymentWithKey(trx: Trx, actorId: string, key: string) {
  return trx
    .selectFrom("payments")
    .select(["id", "receipt_number as receiptNumber"])
    .where(savedWithKey(actorId, key))
    .executeTakeFirst();
}

/**
 * Records a payment taken against a bill (from the bill, the lists or the preview). The form's
 * key (`input.idempotencyKey`) makes a form sent twice — a double click, a resend after a lost
 * answer — one payment: the second gets the first's receipt back and writes nothing. A payment
 * cannot be dated before the day its bill was made; dated on that day it is not put before it.
 */
export async function recordPayment(
  billId: string,
  input: PaymentInput,
  actorId: string,
  now: Date = new Date(),
): Promise<RecordResult> {
  const paidAt = paidAtFor(input.date, now);
  if (!paidAt) return { ok: false, reason: "date" };
  const { date: _date, idempotencyKey: key, ...rest } = input;
  try {
    return await getDb()
      .transaction()
      .execute(async (trx): Promise<RecordResult> => {
        const bill = await lockBill(trx, billId);
        if (!bill) return { ok: false, reason: "not-found" };
        const earlier = key ? await paymentWithKey(trx, actorId, key) : undefined;
        if (earlier) return { ok: true, ...earlier };
        if (bill.cancelled_at) return { ok: false, reason: "cancelled" };
        const billDay = indiaDateKey(new Date(bill.created_at));
        if (indiaDateKey(new Date(paidAt)) < billDay) {
          return {
            ok: false,
            reason: "before-bill",
            billNumber: bill.complaint_number,
            billDate: bill.created_at,
          };
        }
        const made = await insertPayment(
          trx,
          { id: bill.id, number: bill.complaint_number },
          {
            ...rest,
            // Dated the bill's own day, earlier in that day than the bill: just after it.
            paidAt: paidAt < bill.created_at ? bill.created_at : paidAt,
            kind: "payment",
            idempotencyKey: key,
          },
          actorId,
        );
        return { ok: true, ...made };
      });
  } catch (error) {
    // The same key sent at the same moment for another bill: the unique index refused it.
    if (!key || !isUniqueViolation(error)) throw error;
    const earlier = await paymentWithKey(getDb(), actorId, key);
    if (!earlier) throw error;
    return { ok: true, ...earlier };
  }
}

export type VoidResult =
  | { ok: true; billId: string | null; receiptNumber: string }
  | { ok: false; reason: "not-found" | "voided" | "refunded" };

/**
 * Voids a payment with a reason: the payment stays (struck through, with who and why), a reversal
 * dated now leaves the cash book, and the bill's balance grows back by the amount. A payment of a
 * bill cancelled with a refund is refused ("refunded"): the refund already gave that money back,
 * and a reversal as well would take it out of the cash book twice. The bill is locked first, and
 * the payment read again under the lock, as every change of a bill's money does (decision 062).
 */
export async function voidPayment(
  id: string,
  reason: string,
  actorId: string,
): Promise<VoidResult> {
  return getDb()
    .transaction()
    .execute(async (trx): Promise<VoidResult> => {
      const found = await paymentById(trx, id);
      if (!found) return { ok: false, reason: "not-found" };
      const bill = found.bill_id ? await lockBill(trx, found.bill_id) : undefined;
      const before = await paymentById(trx, id);
      if (!before) return { ok: false, reason: "not-found" };
      if (before.voided_at) return { ok: false, reason: "voided" };
      if (before.bill_id && bill?.cancelled_at) {
        const refund = await trx
          .selectFrom("transactions")
          .select("id")
          .where("complaint_id", "=", before.bill_id)
          .where("transaction_type", "=", "refund")
          .executeTakeFirst();
        if (refund) return { ok: false, reason: "refunded" };
      }
      const now = nowIso();
      const changed = await trx
        .updateTable("payments")
        .set({ voided_at: now, voided_by: actorId, void_reason: reason })
        .where("id", "=", id)
        .where("voided_at", "is", null)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) return { ok: false, reason: "voided" };
      await trx
        .insertInto("transactions")
        .values({
          id: crypto.randomUUID(),
          transaction_type: "payment_void",
          amount_paise: before.amount_paise,
          reference_number: before.bill_number,
          description:
            `Void of ${before.receipt_number} for bill ${before.bill_number}: ${reason}`.slice(
              0,
              500,
            ),
          payment_method: before.method,
          category: "Service",
          type: "income",
          complaint_id: before.bill_id,
          payment_id: id,
          created_by: actorId,
          created_at: now,
        })
        .execute();
      if (before.bill_id) await settleBill(trx, before.bill_id);
      await writeAudit(trx, {
        actorId,
        action: "payment.void",
        entity: "payment",
        entityId: id,
        before,
        after: { voided_at: now, voided_by: actorId, void_reason: reason },
      });
      return { ok: true, billId: before.bill_id, receiptNumber: before.receipt_number };
    });
}

function paymentById(trx: Trx, id: string) {
  return trx.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirst();
}

function paymentQuery() {
  return getDb()
    .selectFrom("payments as p")
    .leftJoin("users as u", "u.id", "p.created_by")
    .leftJoin("users as v", "v.id", "p.voided_by")
    .select([
      "p.id",
      "p.bill_id",
      "p.bill_number",
      "p.receipt_number",
      "p.kind",
      "p.amount_paise",
      "p.method",
      "p.reference",
      "p.note",
      "p.paid_at",
      "p.created_by",
      "u.name as created_by_name",
      "p.voided_at",
      "v.name as voided_by_name",
      "p.void_reason",
    ]);
}

type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentQuery>["executeTakeFirstOrThrow"]>>;

function toPayment(r: PaymentRow): Payment {
  return {
    id: r.id,
    billId: r.bill_id,
    billNumber: r.bill_number,
    receiptNumber: r.receipt_number,
    kind: r.kind,
    amountPaise: Number(r.amount_paise),
    method: r.method,
    reference: r.reference,
    note: r.note,
    paidAt: r.paid_at,
    createdBy: r.created_by,
    createdByName: r.created_by_name,
    voidedAt: r.voided_at,
    voidedByName: r.voided_by_name,
    voidReason: r.void_reason,
  };
}

/** A bill's payments, oldest first, voided ones included. */
export async function listPayments(billId: string): Promise<Payment[]> {
  const rows = await paymentQuery()
    .where("p.bill_id", "=", billId)
    .orderBy("p.paid_at")
    .orderBy("p.receipt_number")
    .execute();
  return rows.map(toPayment);
}

export async function getPayment(id: string): Promise<Payment | null> {
  const row = await paymentQuery().where("p.id", "=", id).executeTakeFirst();
  return row ? toPayment(row) : null;
}

export async function getPaymentByReceipt(receiptNumber: string): Promise<Payment | null> {
  const row = await paymentQuery().where("p.receipt_number", "=", receiptNumber).executeTakeFirst();
  return row ? toPayment(row) : null;
}
