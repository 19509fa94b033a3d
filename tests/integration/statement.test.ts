import fc from "fast-check";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { billSchema, cancelBill, updateBill } from "~/billing/bills/bills.server";
import { PAYMENT_METHODS } from "~/billing/money";
import { voidPayment } from "~/billing/payments/index.server";
import type { Statement } from "~/billing/statements";
import { customerStatement } from "~/billing/statements/index.server";
import { shiftDay } from "~/billing/day-book/day-book";
import { indiaDateKey } from "~/lib/dates";
import { getDb } from "~/platform/db/db.server";
import { signedIn, createBill, createPayment } from "../factories";

/**
 * The customer statement's ledger (decision 027), on SQLite and PostgreSQL: for random
 * sequences of bills, payments, voids, edits and cancellations (with and without refund) made
 * through the real model functions over several India days, the all-time statement closes on
 * the sum of the customer's bill balances (and the customer's kept balance), every period's
 * opening + debits − credits is its closing, each period opens on the closing of the day before,
 * and each entry's running balance follows from the one before. Only Date is faked.
 */

let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  staff = await signedIn("staff", "Statement Staff");
});
afterEach(() => {
  vi.useRealTimers();
});

async function at<T>(when: string | number, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(when));
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

const rupees = (paise: number) =>
  `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;

let phoneCounter = 0;
/** A mobile number no other test uses. */
function freshPhone(): string {
  phoneCounter += 1;
  return `9${String(Math.floor(Math.random() * 1e4)).padStart(4, "0")}${String(phoneCounter).padStart(5, "0")}`;
}

async function bill(phone: string, amountPaise: number, advancePaise = 0, name = "Statement Co") {
  const made = await createBill(staff.user.id, {
    customerName: name,
    customerPhone: phone,
    particulars: "Visiting cards",
    amount: rupees(amountPaise),
    advance: advancePaise ? rupees(advancePaise) : "",
  });
  return made;
}

async function pay(billId: string, amountPaise: number, method = "cash") {
  const paid = await createPayment(staff.user.id, billId, {
    amount: rupees(amountPaise),
    method,
    reference: "UTR1",
  });
  return paid;
}

const customerOf = async (billId: string) =>
  (
    await getDb()
      .selectFrom("complaints")
      .select("customer_id")
      .where("id", "=", billId)
      .executeTakeFirstOrThrow()
  ).customer_id!;

/** Σ balance_paise of the customer's bills, and the customer's kept balance. */
async function balances(customerId: string) {
  const bills = await getDb()
    .selectFrom("complaints")
    .select("balance_paise")
    .where("customer_id", "=", customerId)
    .execute();
  const customer = await getDb()
    .selectFrom("customers")
    .select("balance_paise")
    .where("id", "=", customerId)
    .executeTakeFirstOrThrow();
  return {
    bills: bills.reduce((sum, b) => sum + Number(b.balance_paise), 0),
    customer: Number(customer.balance_paise),
  };
}

async function statement(customerId: string, from: string, to: string): Promise<Statement> {
  const s = await customerStatement(customerId, { from, to });
  if (!s) throw new Error("no statement");
  return s;
}

/** opening + Σ debits − Σ credits = closing, and each running balance follows from the last. */
function expectConsistent(s: Statement) {
  let balance = s.openingPaise;
  for (const e of s.entries) {
    expect(e.debitPaise * e.creditPaise).toBe(0);
    balance += e.debitPaise - e.creditPaise;
    expect(e.balancePaise).toBe(balance);
  }
  expect(s.closingPaise).toBe(balance);
  expect(s.closingPaise).toBe(s.openingPaise + s.totalDebitPaise - s.totalCreditPaise);
}

// ---------------------------------------------------------------------------------------------

const money = fc.integer({ min: 1, max: 500_000 });
const pick = fc.nat({ max: 1000 });
const step = fc.record({
  /** Minutes after the previous action (up to a day and a half: several India days in all). */
  after: fc.integer({ min: 1, max: 36 * 60 }),
  action: fc.oneof(
    {
      arbitrary: fc.record({
        type: fc.constant("bill" as const),
        total: money,
        advance: fc.option(money, { nil: 0 }),
      }),
      weight: 3,
    },
    {
      arbitrary: fc.record({
        type: fc.constant("pay" as const),
        bill: pick,
        amount: money,
        method: fc.constantFrom(...PAYMENT_METHODS),
      }),
      weight: 3,
    },
    { arbitrary: fc.record({ type: fc.constant("void" as const), payment: pick }), weight: 2 },
    {
      arbitrary: fc.record({
        type: fc.constant("cancel" as const),
        bill: pick,
        refund: fc.boolean(),
      }),
      weight: 1,
    },
    {
      arbitrary: fc.record({ type: fc.constant("edit" as const), bill: pick, total: money }),
      weight: 1,
    },
    { arbitrary: fc.record({ type: fc.constant("other" as const), total: money }), weight: 1 },
  ),
});
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

type Run = {
  phone: string;
  bills: { id: string; cancelled: boolean }[];
  payments: { id: string; voided: boolean }[];
};

async function perform(run: Run, a: Step["action"]) {
  const open = run.bills.filter((b) => !b.cancelled);
  if (a.type === "bill") {
    const made = await bill(run.phone, a.total, Math.min(a.advance, a.total));
    run.bills.push({ id: made.id, cancelled: false });
    const paid = await getDb()
      .selectFrom("payments")
      .select("id")
      .where("bill_id", "=", made.id)
      .execute();
    run.payments.push(...paid.map((p) => ({ id: p.id, voided: false })));
  } else if (a.type === "pay" && open.length) {
    const paid = await pay(open[a.bill % open.length]!.id, a.amount, a.method);
    run.payments.push({ id: paid.id, voided: false });
  } else if (a.type === "void") {
    const live = run.payments.filter((p) => !p.voided);
    if (!live.length) return;
    const p = live[a.payment % live.length]!;
    // A payment of a bill cancelled with a refund is refused ("refunded"): it stays live.
    if ((await voidPayment(p.id, "Bounced", staff.user.id)).ok) p.voided = true;
  } else if (a.type === "cancel" && open.length) {
    const b = open[a.bill % open.length]!;
    const done = await cancelBill(
      b.id,
      { reason: "Dropped", refund: a.refund, refundMethod: "cash" },
      staff.user.id,
    );
    expect(done.ok).toBe(true);
    b.cancelled = true;
  } else if (a.type === "edit" && open.length) {
    const b = open[a.bill % open.length]!;
    const input = billSchema.parse({
      customerName: "Statement Co",
      customerPhone: run.phone,
      particulars: "Reprint",
      amount: rupees(a.total),
    });
    expect((await updateBill(b.id, input, staff.user.id)).ok).toBe(true);
  } else if (a.type === "other") {
    // Another customer's bill, paid: it must not show on this statement.
    const other = await bill(freshPhone(), a.total, 0, "Someone Else");
    await pay(other.id, 100);
  }
}

describe("the statement adds up", () => {
  it("closes on the sum of the bills' balances; every period is consistent and opens on the day before's closing", async () => {
    // 1 Sep 2025, 09:00 IST: the sequences run over the days after it.
    const start = Date.parse("2025-09-01T03:30:00.000Z");
    await fc.assert(
      fc.asyncProperty(
        money,
        fc.array(step, { minLength: 4, maxLength: 16 }),
        async (first, steps) => {
          const run: Run = { phone: freshPhone(), bills: [], payments: [] };
          let now = start;
          await at(now, () => perform(run, { type: "bill", total: first, advance: 0 }));
          for (const s of steps) {
            now += s.after * 60_000;
            await at(now, () => perform(run, s.action));
          }
          const customerId = await customerOf(run.bills[0]!.id);
          const firstDay = indiaDateKey(new Date(start));
          const lastDay = shiftDay(indiaDateKey(new Date(now)), 1);
          const all = await statement(customerId, firstDay, lastDay);
          const kept = await balances(customerId);
          expect(all.openingPaise).toBe(0);
          expect(all.closingPaise).toBe(kept.bills);
          expect(all.closingPaise).toBe(kept.customer);
          expect(all.entries.filter((e) => e.kind === "bill")).toHaveLength(run.bills.length);
          expectConsistent(all);
          // Every India day of the span: consistent, and opening = closing of all days before.
          for (let day = firstDay; day <= lastDay; day = shiftDay(day, 1)) {
            const rest = await statement(customerId, day, lastDay);
            expectConsistent(rest);
            expect(rest.closingPaise).toBe(all.closingPaise);
            const single = await statement(customerId, day, day);
            expectConsistent(single);
            if (day > firstDay) {
              const before = await statement(customerId, firstDay, shiftDay(day, -1));
              expect(rest.openingPaise).toBe(before.closingPaise);
              expect(single.openingPaise).toBe(before.closingPaise);
            }
          }
        },
      ),
      { numRuns: 20 },
    );
  }, 300_000);
});

describe("the statement's entries", () => {
  it("puts 18:29:59Z on the India day before and 18:30:00Z on the next", async () => {
    const phone = freshPhone();
    // 4 Aug 2025 23:59:59 IST: the bill; 5 Aug 00:00:00 IST: a payment.
    const made = await at("2025-08-04T18:29:59.000Z", () => bill(phone, 100_000));
    await at("2025-08-04T18:30:00.000Z", () => pay(made.id, 40_000));
    const customerId = await customerOf(made.id);
    const fourth = await statement(customerId, "2025-08-04", "2025-08-04");
    expect(fourth.entries.map((e) => [e.kind, e.debitPaise, e.creditPaise])).toEqual([
      ["bill", 100_000, 0],
    ]);
    expect([fourth.openingPaise, fourth.closingPaise]).toEqual([0, 100_000]);
    const fifth = await statement(customerId, "2025-08-05", "2025-08-05");
    expect(fifth.entries.map((e) => [e.kind, e.debitPaise, e.creditPaise])).toEqual([
      ["payment", 0, 40_000],
    ]);
    expect([fifth.openingPaise, fifth.closingPaise]).toEqual([100_000, 60_000]);
  });

  it("books a cancellation so the bill nets to its balance: with a refund, without, and a void after it", async () => {
    const phone = freshPhone();
    const day = (n: number, h = 6) => `2025-07-${String(n).padStart(2, "0")}T0${h}:00:00.000Z`;
    // Bill A ₹1,000 with ₹300 advance, cancelled with the ₹300 refunded.
    const a = await at(day(1), () => bill(phone, 100_000, 30_000));
    await at(day(2), () =>
      cancelBill(a.id, { reason: "Dropped", refund: true, refundMethod: "upi" }, staff.user.id),
    );
    // Bill B ₹500, ₹200 paid, cancelled without refund (the shop keeps ₹200); then the ₹200 voided.
    const b = await at(day(3), () => bill(phone, 50_000));
    const paid = await at(day(3, 7), () => pay(b.id, 20_000, "card"));
    await at(day(4), () =>
      cancelBill(b.id, { reason: "Wrong job", refund: false, refundMethod: "cash" }, staff.user.id),
    );
    await at(day(5), () => voidPayment(paid.id, "Card declined", staff.user.id));
    // Bill C ₹700, ₹100 voided before a second payment of ₹250 — still owed ₹450.
    const c = await at(day(6), () => bill(phone, 70_000));
    const first = await at(day(6, 7), () => pay(c.id, 10_000));
    await at(day(6, 8), () => voidPayment(first.id, "Wrong bill", staff.user.id));
    await at(day(7), () => pay(c.id, 25_000, "upi"));

    const customerId = await customerOf(a.id);
    const s = await statement(customerId, "2025-07-01", "2025-07-31");
    expect(
      s.entries.map((e) => [e.kind, e.billNumber, e.debitPaise, e.creditPaise, e.balancePaise]),
    ).toEqual([
      ["bill", a.number, 100_000, 0, 100_000],
      ["advance", a.number, 0, 30_000, 70_000],
      // The whole bill is taken back; the refund gives the ₹300 back.
      ["cancel", a.number, 0, 100_000, -30_000],
      ["refund", a.number, 30_000, 0, 0],
      ["bill", b.number, 50_000, 0, 50_000],
      ["payment", b.number, 0, 20_000, 30_000],
      // Only the ₹300 not paid is taken back: the shop keeps the ₹200.
      ["cancel", b.number, 0, 30_000, 0],
      // The kept payment voided: debit back, and written off (the bill is cancelled).
      ["void", b.number, 20_000, 0, 20_000],
      ["write_off", b.number, 0, 20_000, 0],
      ["bill", c.number, 70_000, 0, 70_000],
      ["payment", c.number, 0, 10_000, 60_000],
      ["void", c.number, 10_000, 0, 70_000],
      ["payment", c.number, 0, 25_000, 45_000],
    ]);
    expect(s.entries.find((e) => e.kind === "refund")).toMatchObject({ method: "upi" });
    expect(s.entries.find((e) => e.kind === "cancel")).toMatchObject({ note: "Dropped" });
    expect(s.entries.find((e) => e.kind === "void")).toMatchObject({
      note: "Card declined",
      receiptNumber: paid.receiptNumber,
    });
    expect(s.entries[0]).toMatchObject({ note: "Visiting cards" });
    expect(s.closingPaise).toBe(45_000);
    expect((await balances(customerId)).bills).toBe(45_000);
    // A period in the middle opens where the days before closed.
    const middle = await statement(customerId, "2025-07-04", "2025-07-05");
    expect(middle.openingPaise).toBe(30_000);
    expect(middle.entries.map((e) => e.kind)).toEqual(["cancel", "void", "write_off"]);
    expect(middle.closingPaise).toBe(0);
  });

  it("is null for an unknown customer, and defaults to this month or the first bill day", async () => {
    expect(await customerStatement("no-such-customer")).toBeNull();
    const phone = freshPhone();
    const made = await at("2025-06-20T05:00:00.000Z", () => bill(phone, 10_000));
    const customerId = await customerOf(made.id);
    const now = new Date("2025-06-25T05:00:00.000Z");
    const s = await customerStatement(customerId, {}, now);
    expect(s).toMatchObject({ from: "2025-06-20", to: "2025-06-25", closingPaise: 10_000 });
    const later = await customerStatement(customerId, {}, new Date("2025-08-02T05:00:00.000Z"));
    expect(later).toMatchObject({ from: "2025-08-01", to: "2025-08-02", openingPaise: 10_000 });
    expect(later?.entries).toEqual([]);
  });
});
