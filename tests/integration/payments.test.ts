import { beforeAll, describe, expect, it } from "vitest";
import {
  billSchema,
  cancelBill,
  deleteBill,
  getBill,
  listBills,
  pendingAmount,
  pendingSummary,
  updateBill,
} from "~/billing/bills/bills.server";
import {
  listPayments,
  paymentSchema,
  recordPayment,
  voidPayment,
} from "~/billing/payments/index.server";
import { formatReceiptNumber } from "~/billing/money";
import { getDb } from "~/platform/db/db.server";
import { signedIn, createBill, createPayment } from "../factories";

/**
 * Payments as records (decisions 023, 025): balances and payment status follow them, Old Pending
 * lists the balances due, receipts are numbered without gaps even when saved at once, a void
 * keeps the payment and books a dated reversal, a bill with payments is cancelled (with or
 * without a refund), not deleted. On SQLite and PostgreSQL.
 */

let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  staff = await signedIn("staff");
});

async function newBill(over: Record<string, string> = {}) {
  const created = await createBill(staff.user.id, {
    customerName: "Payment Customer",
    customerPhone: "",
    particulars: "Flex banners",
    amount: "12500",
    ...over,
  });
  return created;
}

async function pay(billId: string, amount: string, over: Record<string, string> = {}) {
  const result = await createPayment(staff.user.id, billId, { amount, method: "cash", ...over });
  return result;
}

const bill = async (id: string) => (await getBill(id))!;

async function receiptCounter(): Promise<number> {
  const row = await getDb()
    .selectFrom("counters")
    .select("value")
    .where("name", "=", "receipt")
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/** The cash-book entries of a bill's number (they stay when the bill is deleted). */
async function entries(number: string) {
  return getDb()
    .selectFrom("transactions")
    .select([
      "transaction_type",
      "type",
      "amount_paise",
      "payment_method",
      "payment_id",
      "complaint_id",
      "created_at",
    ])
    .where("reference_number", "=", number)
    .orderBy("created_at")
    .orderBy("transaction_type")
    .execute();
}

async function audit(action: string, entityId: string) {
  return getDb()
    .selectFrom("audit_log")
    .select(["actor_id", "before_json", "after_json"])
    .where("action", "=", action)
    .where("entity_id", "=", entityId)
    .execute();
}

describe("balances and Old Pending", () => {
  it("shows ₹12,500 with ₹6,700 advance as ₹5,800 due; a full payment makes it paid and takes it off Old Pending", async () => {
    const b = await newBill({ customerName: "Balance Check", advance: "6700" });
    expect(await bill(b.id)).toMatchObject({
      finalTotalPaise: 1250000,
      advancePaise: 670000,
      receivedPaise: 0,
      balancePaise: 580000,
      paymentStatus: "part_paid",
      status: "pending",
    });
    const other = await newBill({ customerName: "Balance Other", amount: "999.50" });
    const due = await listBills({ q: "Balance", due: true });
    expect(due.bills.map((x) => [x.number, pendingAmount(x)])).toEqual([
      [other.number, 99950],
      [b.number, 580000],
    ]);
    expect(await pendingSummary({ q: "Balance" })).toEqual({
      count: 2,
      totalPaise: 580000 + 99950,
    });

    const full = await pay(b.id, "5800", { method: "upi", reference: "UTR4455" });
    expect(await bill(b.id)).toMatchObject({
      receivedPaise: 580000,
      balancePaise: 0,
      paymentStatus: "paid",
    });
    expect((await listBills({ q: "Balance", due: true })).bills.map((x) => x.id)).toEqual([
      other.id,
    ]);
    expect(await pendingSummary({ q: "Balance" })).toEqual({ count: 1, totalPaise: 99950 });
    const [advance, upi] = await listPayments(b.id);
    expect(advance).toMatchObject({ kind: "advance", amountPaise: 670000, method: "cash" });
    expect(upi).toMatchObject({
      id: full.id,
      kind: "payment",
      amountPaise: 580000,
      method: "upi",
      reference: "UTR4455",
      createdBy: staff.user.id,
    });
    expect(
      (await entries(b.number)).map((e) => [
        e.transaction_type,
        e.type,
        e.amount_paise,
        e.payment_method,
        e.payment_id,
      ]),
    ).toEqual([
      ["advance_payment", "income", 670000, "cash", advance!.id],
      ["payment_received", "income", 580000, "upi", full.id],
    ]);
  });

  it("takes an overpayment as paid with a credit (negative balance), owing nothing", async () => {
    const b = await newBill({ customerName: "Credit Check", amount: "1000" });
    await pay(b.id, "1200");
    const after = await bill(b.id);
    expect(after).toMatchObject({ balancePaise: -20000, paymentStatus: "paid" });
    expect(pendingAmount(after)).toBe(0);
    expect((await listBills({ q: "Credit Check", due: true })).total).toBe(0);
  });

  it("filters History by payment status paid and by work status in progress", async () => {
    const paid = await newBill({ customerName: "Filter Paid", amount: "100", received: "100" });
    const working = await newBill({ customerName: "Filter Working", amount: "100" });
    const updated = await updateBill(
      working.id,
      billSchema.parse({
        customerName: "Filter Working",
        particulars: "Flex banners",
        amount: "100",
        status: "in_progress",
      }),
      staff.user.id,
    );
    expect(updated).toMatchObject({ ok: true, bill: { status: "in_progress" } });
    const ids = async (status: string) =>
      (await listBills({ q: "Filter", status })).bills.map((x) => x.id);
    expect(await ids("paid")).toEqual([paid.id]);
    expect(await ids("in_progress")).toEqual([working.id]);
    expect(await ids("pending")).toEqual([paid.id]);
  });
});

describe("payment dates", () => {
  it("dates a payment taken on an earlier day at noon that day in India (its cash-book entry too); refuses a future day", async () => {
    const b = await newBill({ customerName: "Dated Pay", amount: "1000" });
    // A bill made on 1 March 2026 at 15:00 in India.
    await getDb()
      .updateTable("complaints")
      .set({ created_at: "2026-03-01T09:30:00.000Z" })
      .where("id", "=", b.id)
      .execute();
    const now = new Date("2026-03-10T06:00:00.000Z");
    // Not before the bill's day; on its day, not before the bill (noon would be).
    expect(
      await recordPayment(
        b.id,
        paymentSchema.parse({ amount: "100", method: "cash", date: "2026-02-28" }),
        staff.user.id,
        now,
      ),
    ).toMatchObject({ ok: false, reason: "before-bill", billNumber: b.number });
    const sameDay = await recordPayment(
      b.id,
      paymentSchema.parse({ amount: "1", method: "cash", date: "2026-03-01" }),
      staff.user.id,
      now,
    );
    expect(sameDay.ok).toBe(true);
    expect((await listPayments(b.id))[0]!.paidAt).toBe("2026-03-01T09:30:00.000Z");
    await voidPayment(sameDay.ok ? sameDay.id : "", "test", staff.user.id);
    const earlier = await recordPayment(
      b.id,
      paymentSchema.parse({ amount: "100", method: "cash", date: "2026-03-02" }),
      staff.user.id,
      now,
    );
    expect(earlier.ok).toBe(true);
    const p = (await listPayments(b.id)).find((x) => !x.voidedAt);
    expect(p!.paidAt).toBe("2026-03-02T06:30:00.000Z");
    const entry = (await entries(b.number)).find((e) => e.payment_id === p!.id)!;
    expect(Date.parse(entry.created_at)).toBe(Date.parse("2026-03-02T06:30:00.000Z"));
    expect(
      await recordPayment(
        b.id,
        paymentSchema.parse({ amount: "100", method: "cash", date: "2026-03-11" }),
        staff.user.id,
        now,
      ),
    ).toEqual({ ok: false, reason: "date" });
    expect(await bill(b.id)).toMatchObject({ receivedPaise: 10000, balancePaise: 90000 });
    expect(
      await recordPayment(
        crypto.randomUUID(),
        paymentSchema.parse({ amount: "1", method: "cash" }),
        staff.user.id,
      ),
    ).toEqual({ ok: false, reason: "not-found" });
  });
});

describe("receipts", () => {
  it("numbers receipts RCPT0001, RCPT0002 … in one series without gaps", async () => {
    const start = await receiptCounter();
    const b = await newBill({ customerName: "Receipt Series", advance: "100", received: "50" });
    const c = await pay(b.id, "10");
    const other = await newBill({ customerName: "Receipt Other" });
    const d = await pay(other.id, "20");
    const numbers = [...(await listPayments(b.id)), ...(await listPayments(other.id))].map(
      (p) => p.receiptNumber,
    );
    expect(numbers).toEqual([1, 2, 3, 4].map((n) => formatReceiptNumber(start + n)));
    expect([c.receiptNumber, d.receiptNumber]).toEqual([
      formatReceiptNumber(start + 3),
      formatReceiptNumber(start + 4),
    ]);
    expect(await receiptCounter()).toBe(start + 4);
    expect(formatReceiptNumber(1)).toBe("RCPT0001");
    expect(formatReceiptNumber(10000)).toBe("RCPT10000");
  });

  it("records 10 payments saved at once on one bill: all kept, numbers unique and consecutive, balance right", async () => {
    const b = await newBill({ customerName: "Concurrent Pay", amount: "1000" });
    const start = await receiptCounter();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        recordPayment(
          b.id,
          paymentSchema.parse({ amount: String(10 + i), method: "cash" }),
          staff.user.id,
        ),
      ),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    const payments = await listPayments(b.id);
    expect(payments).toHaveLength(10);
    const numbers = payments.map((p) => p.receiptNumber).sort();
    expect(numbers).toEqual(
      Array.from({ length: 10 }, (_, i) => formatReceiptNumber(start + 1 + i)).sort(),
    );
    const paid = Array.from({ length: 10 }, (_, i) => (10 + i) * 100).reduce((a, x) => a + x, 0);
    expect(await bill(b.id)).toMatchObject({
      receivedPaise: paid,
      balancePaise: 100000 - paid,
      paymentStatus: "part_paid",
    });
    expect(
      (await entries(b.number)).filter((e) => e.transaction_type === "payment_received"),
    ).toHaveLength(10);
  });
});

describe("voids", () => {
  it("keeps a voided payment with its reason, books a reversal dated at the void, and the balance grows back; a second void is refused", async () => {
    const b = await newBill({ customerName: "Void Check", amount: "1000", advance: "300" });
    const p = await pay(b.id, "200", { method: "upi", reference: "UTR1" });
    expect(await bill(b.id)).toMatchObject({ balancePaise: 50000, paymentStatus: "part_paid" });

    const before = Date.now();
    expect(await voidPayment(p.id, "Customer's UPI failed", staff.user.id)).toEqual({
      ok: true,
      billId: b.id,
      receiptNumber: p.receiptNumber,
    });
    const voided = (await listPayments(b.id)).find((x) => x.id === p.id)!;
    expect(voided).toMatchObject({
      amountPaise: 20000,
      voidReason: "Customer's UPI failed",
      voidedByName: staff.user.name,
    });
    expect(voided.voidedAt).not.toBeNull();
    expect(Date.parse(voided.voidedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(await bill(b.id)).toMatchObject({
      advancePaise: 30000,
      receivedPaise: 0,
      balancePaise: 70000,
      paymentStatus: "part_paid",
    });
    const reversal = (await entries(b.number)).filter((e) => e.payment_id === p.id);
    expect(
      reversal.map((e) => [e.transaction_type, e.type, e.amount_paise, e.payment_method]),
    ).toEqual([
      ["payment_received", "income", 20000, "upi"],
      ["payment_void", "income", 20000, "upi"],
    ]);
    expect(Date.parse(reversal[1]!.created_at)).toBe(Date.parse(voided.voidedAt!));

    expect(await voidPayment(p.id, "again", staff.user.id)).toEqual({
      ok: false,
      reason: "voided",
    });
    expect(await voidPayment(crypto.randomUUID(), "nothing", staff.user.id)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(
      (await entries(b.number)).filter((e) => e.transaction_type === "payment_void"),
    ).toHaveLength(1);
    expect(await bill(b.id)).toMatchObject({ balancePaise: 70000 });

    const created = await audit("payment.create", p.id);
    expect(created).toHaveLength(1);
    expect(created[0]!.actor_id).toBe(staff.user.id);
    const voids = await audit("payment.void", p.id);
    expect(voids).toHaveLength(1);
    expect(JSON.parse(voids[0]!.after_json!)).toMatchObject({
      void_reason: "Customer's UPI failed",
    });
  });
});

describe("deleting and cancelling", () => {
  it("refuses to delete a bill with payments, and deletes it once they are all voided, keeping them and every entry", async () => {
    const b = await newBill({ customerName: "Delete Check", amount: "500", advance: "100" });
    const p2 = await pay(b.id, "50");
    expect(await deleteBill(b.id, staff.user.id)).toEqual({ ok: false, reason: "has-payments" });
    const [p1] = await listPayments(b.id);
    await voidPayment(p1!.id, "Wrong bill", staff.user.id);
    expect(await deleteBill(b.id, staff.user.id)).toEqual({ ok: false, reason: "has-payments" });
    await voidPayment(p2.id, "Wrong bill", staff.user.id);
    expect(await deleteBill(b.id, staff.user.id)).toEqual({ ok: true, number: b.number });
    expect(await getBill(b.id)).toBeNull();
    expect(await deleteBill(b.id, staff.user.id)).toEqual({ ok: false, reason: "not-found" });

    const kept = await getDb()
      .selectFrom("payments")
      .select(["id", "bill_id", "bill_number", "voided_at"])
      .where("bill_number", "=", b.number)
      .execute();
    expect(kept.map((k) => [k.bill_id, k.bill_number, k.voided_at !== null])).toEqual([
      [null, b.number, true],
      [null, b.number, true],
    ]);
    const left = await entries(b.number);
    expect(left).toHaveLength(4);
    expect(left.every((e) => e.complaint_id === null)).toBe(true);
    expect(left.map((e) => e.transaction_type).sort()).toEqual([
      "advance_payment",
      "payment_received",
      "payment_void",
      "payment_void",
    ]);
  });

  it("cancels with a refund: a dated refund entry, status cancelled, balance 0, number kept; no more payments or edits", async () => {
    const b = await newBill({ customerName: "Cancel Refund", amount: "1000", advance: "300" });
    await pay(b.id, "200");
    const billsBefore = await listBills({ q: "Cancel Refund" });
    const result = await cancelBill(
      b.id,
      { reason: "Order cancelled by customer", refund: true, refundMethod: "upi" },
      staff.user.id,
    );
    expect(result).toEqual({ ok: true, number: b.number, refundedPaise: 50000 });
    const after = await bill(b.id);
    expect(after).toMatchObject({
      number: b.number,
      paymentStatus: "cancelled",
      balancePaise: 0,
      cancelReason: "Order cancelled by customer",
      advancePaise: 30000,
      receivedPaise: 20000,
    });
    expect(after.cancelledAt).not.toBeNull();
    expect(pendingAmount(after)).toBe(0);
    expect(billsBefore.total).toBe(1);
    const refund = (await entries(b.number)).filter((e) => e.transaction_type === "refund");
    expect(refund.map((e) => [e.type, e.amount_paise, e.payment_method, e.complaint_id])).toEqual([
      ["expense", 50000, "upi", b.id],
    ]);
    expect(Date.parse(refund[0]!.created_at)).toBe(Date.parse(after.cancelledAt!));
    // Not due, not in History's work filters, but under cancelled.
    expect((await listBills({ q: "Cancel Refund", due: true })).total).toBe(0);
    expect((await listBills({ q: "Cancel Refund", status: "pending" })).total).toBe(0);
    expect((await listBills({ q: "Cancel Refund", status: "cancelled" })).total).toBe(1);

    // Cancelled: no payment, no edit, no second cancel.
    expect(
      await recordPayment(
        b.id,
        paymentSchema.parse({ amount: "1", method: "cash" }),
        staff.user.id,
      ),
    ).toEqual({ ok: false, reason: "cancelled" });
    const edit = await updateBill(
      b.id,
      billSchema.parse({ customerName: "Changed", particulars: "x", amount: "1" }),
      staff.user.id,
    );
    expect(edit).toEqual({ ok: false, reason: "cancelled" });
    expect((await bill(b.id)).customerName).toBe("Cancel Refund");
    expect(
      await cancelBill(
        b.id,
        { reason: "again", refund: true, refundMethod: "cash" },
        staff.user.id,
      ),
    ).toEqual({ ok: false, reason: "cancelled" });
    expect((await entries(b.number)).filter((e) => e.transaction_type === "refund")).toHaveLength(
      1,
    );
    // Its payments were refunded: voiding one would take the money out of the cash book twice.
    const [first] = await listPayments(b.id);
    expect(await voidPayment(first!.id, "Refunded already", staff.user.id)).toEqual({
      ok: false,
      reason: "refunded",
    });
    expect((await listPayments(b.id)).every((p) => p.voidedAt === null)).toBe(true);
    expect((await entries(b.number)).some((e) => e.transaction_type === "payment_void")).toBe(
      false,
    );

    const audits = await audit("bill.cancel", b.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actor_id).toBe(staff.user.id);
    expect(JSON.parse(audits[0]!.after_json!)).toMatchObject({
      cancel_reason: "Order cancelled by customer",
      refundedPaise: 50000,
    });
  });

  it("cancels without a refund: no cash-book entry, the money kept; the bill counter is not touched", async () => {
    const b = await newBill({ customerName: "Cancel Keep", amount: "800", received: "100" });
    const counter = async () =>
      Number(
        (
          await getDb()
            .selectFrom("counters")
            .select("value")
            .where("name", "=", "bill")
            .executeTakeFirstOrThrow()
        ).value,
      );
    const billCounter = await counter();
    expect(
      await cancelBill(
        b.id,
        { reason: "Duplicate bill", refund: false, refundMethod: "cash" },
        staff.user.id,
      ),
    ).toEqual({ ok: true, number: b.number, refundedPaise: 0 });
    expect(await bill(b.id)).toMatchObject({
      number: b.number,
      paymentStatus: "cancelled",
      balancePaise: 0,
      receivedPaise: 10000,
    });
    expect((await entries(b.number)).map((e) => e.transaction_type)).toEqual(["payment_received"]);
    expect(await counter()).toBe(billCounter);
    // The money was kept: a payment that never came (a bounced cheque) may still be voided.
    const [kept] = await listPayments(b.id);
    expect(await voidPayment(kept!.id, "Cheque bounced", staff.user.id)).toMatchObject({
      ok: true,
    });
    expect(await bill(b.id)).toMatchObject({
      receivedPaise: 0,
      balancePaise: 0,
      paymentStatus: "cancelled",
    });
    expect((await entries(b.number)).map((e) => e.transaction_type)).toEqual([
      "payment_received",
      "payment_void",
    ]);
    expect(
      await cancelBill(
        crypto.randomUUID(),
        { reason: "x", refund: false, refundMethod: "cash" },
        staff.user.id,
      ),
    ).toEqual({
      ok: false,
      reason: "not-found",
    });
  });
});
