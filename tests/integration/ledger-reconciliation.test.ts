import { beforeAll, describe, expect, it } from "vitest";
import { cancelBill, deleteBill } from "~/billing/bills/bills.server";
import { cashBook } from "~/billing/cash-book/cash-book.server";
import { addLedgerRecord, ledgerTotals } from "~/billing/ledger/ledger.server";
import { ledgerRecordSchema } from "~/billing/ledger/schema";
import { PAYMENT_METHODS } from "~/billing/money";
import { voidPayment } from "~/billing/payments/index.server";
import { indiaDateKey } from "~/lib/dates";
import { signedIn, createBill, createPayment } from "../factories";
import { seededRandom } from "../helpers/seeded-random";

/**
 * The books reconcile (issue 19, decision 024): after seeded random sequences of bills,
 * payments, voids, expenses, manual income, refunds, cancellations and deletes, made with the
 * real model functions, the ledger's in − out equals what the test itself counted (payments not
 * voided + manual income − expenses − refunds), Sales equals the bills kept less those
 * cancelled, and the cash book's columns add up to the same net — on both databases. (A seeded
 * generator stands in for fast-check, which the project does not carry.)
 */

let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  staff = await signedIn("staff");
});

const generator = seededRandom;

type Model = {
  bills: { id: string; total: number; cancelled: boolean; deleted: boolean; refunded: boolean }[];
  payments: { id: string; amount: number; voided: boolean; billId: string }[];
  /** Σ payments not voided + manual income − expenses − refunds, as the test counted them. */
  net: number;
  sales: number;
};

const rupees = (paise: number) => (paise / 100).toFixed(2);

async function step(g: ReturnType<typeof generator>, m: Model, actor: string) {
  const live = m.bills.filter((b) => !b.cancelled && !b.deleted);
  const op = g.int(0, 7);
  if (op === 0 || live.length === 0) {
    const total = g.int(1, 5000) * 100;
    const advance = g.pick([0, 0, g.int(1, total / 100) * 100]);
    const method = g.pick(PAYMENT_METHODS);
    const made = await createBill(actor, {
      customerName: "Random",
      customerPhone: "",
      particulars: "Work",
      amount: rupees(total),
      advance: advance ? rupees(advance) : "",
      paymentMethod: method,
      paymentReference: "REF1",
    });
    m.bills.push({ id: made.id, total, cancelled: false, deleted: false, refunded: false });
    m.sales += total;
    if (advance) {
      // The advance is the bill's only payment so far.
      m.payments.push({
        id: `advance:${made.id}`,
        amount: advance,
        voided: false,
        billId: made.id,
      });
      m.net += advance;
    }
  } else if (op <= 2) {
    const bill = g.pick(live);
    const amount = g.int(1, 3000) * 100 + g.int(0, 99);
    const paid = await createPayment(actor, bill.id, {
      amount: rupees(amount),
      method: g.pick(PAYMENT_METHODS),
      reference: "R",
    });
    m.payments.push({ id: paid.id, amount, voided: false, billId: bill.id });
    m.net += amount;
  } else if (op === 3) {
    const open = m.payments.filter((p) => !p.voided && !p.id.startsWith("advance:"));
    if (!open.length) return;
    const p = g.pick(open);
    const voided = await voidPayment(p.id, "Random void", actor);
    // A bill cancelled with a refund already gave its money back: its payments stay.
    if (m.bills.find((b) => b.id === p.billId)?.refunded) {
      expect(voided).toEqual({ ok: false, reason: "refunded" });
      return;
    }
    if (!voided.ok) throw new Error(`void refused: ${voided.reason}`);
    p.voided = true;
    m.net -= p.amount;
  } else if (op === 4) {
    const type = g.pick(["income", "expense", "expense"] as const);
    const amount = g.int(1, 2000) * 100;
    const category = type === "expense" ? g.pick(["Rent", "Tea", "Refund"]) : "Printing";
    const added = await addLedgerRecord(
      ledgerRecordSchema.parse({ type, category, description: "Random", amount: rupees(amount) }),
      actor,
    );
    if (!added.ok) throw new Error("record refused");
    m.net += type === "income" ? amount : -amount;
  } else if (op === 5 || op === 6) {
    const bill = g.pick(live);
    const refund = g.int(0, 1) === 1;
    const cancelled = await cancelBill(
      bill.id,
      { reason: "Random", refund, refundMethod: g.pick(PAYMENT_METHODS) },
      actor,
    );
    if (!cancelled.ok) throw new Error(`cancel refused: ${cancelled.reason}`);
    bill.cancelled = true;
    bill.refunded = cancelled.refundedPaise > 0;
    m.sales -= bill.total;
    m.net -= cancelled.refundedPaise;
  } else {
    const bill = g.pick(live);
    const deleted = await deleteBill(bill.id, actor);
    if (deleted.ok) {
      bill.deleted = true;
      m.sales -= bill.total;
    } else {
      expect(deleted.reason).toBe("has-payments");
    }
  }
}

describe("the books reconcile after random sequences", () => {
  it.each([1, 19, 2026])("seed %i", async (seed) => {
    const before = await ledgerTotals();
    const g = generator(seed);
    const m: Model = { bills: [], payments: [], net: 0, sales: 0 };
    for (let i = 0; i < 40; i++) await step(g, m, staff.user.id);
    const after = await ledgerTotals();
    expect(after.netPaise - before.netPaise).toBe(m.net);
    expect(after.receivedPaise - after.expensePaise).toBe(after.netPaise);
    expect(after.salesPaise - before.salesPaise).toBe(m.sales);

    // The cash book over every day says the same: all money in − all money out.
    const tomorrow = indiaDateKey(new Date(Date.now() + 86_400_000));
    const book = await cashBook({ from: "2000-01-01", to: tomorrow });
    const t = book.totals;
    expect(book.openingCash).toBe(0);
    expect(t.cashIn + t.upiIn + t.otherIn - t.cashOut - t.nonCashOut).toBe(after.netPaise);
    expect(t.cashInHand).toBe(t.cashIn - t.cashOut);
  });
});
