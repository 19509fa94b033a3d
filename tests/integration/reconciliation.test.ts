import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import {
  billSchema,
  cancelBill,
  createBill,
  deleteBill,
  updateBill,
} from "~/billing/bills/bills.server";
import { addLedgerRecord } from "~/billing/ledger/ledger.server";
import { ledgerRecordSchema } from "~/billing/ledger/schema";
import { PAYMENT_METHODS, paymentStatusFor } from "~/billing/money";
import { paymentSchema, recordPayment, voidPayment } from "~/billing/payments/index.server";
import { getDb } from "~/platform/db/db.server";
import { signedIn } from "../factories";

/**
 * The cash book adds up (issue 19, decision 024): for any sequence of bills, payments, voids,
 * expenses, manual income, cancellations (with or without refund), deletes and edits run through
 * the real model functions, money in − money out in `transactions` equals the payments not voided
 * + manual income − manual expenses − refunds, and every bill's paid amounts, balance and payment
 * status agree with its payments. Property-based (fast-check), on SQLite and PostgreSQL.
 */

let actor: string;
beforeAll(async () => {
  actor = (await signedIn("staff")).user.id;
});

const rupees = (paise: number) =>
  `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
const quantity = (milli: number) =>
  `${Math.floor(milli / 1000)}.${String(milli % 1000).padStart(3, "0")}`;

// ---------------------------------------------------------------------------------------------
// Actions

const method = fc.constantFrom(...PAYMENT_METHODS);
const lines = fc.array(
  fc.record({
    milli: fc.integer({ min: 1, max: 5000 }),
    rate: fc.integer({ min: 1, max: 500_000 }),
  }),
  { minLength: 1, maxLength: 4 },
);
/** A discount: none, a share of the subtotal in rupees (thousandths of it), or a percentage. */
const discount = fc.oneof(
  fc.constant({ kind: "none" as const }),
  fc.record({ kind: fc.constant("amount" as const), share: fc.integer({ min: 0, max: 1000 }) }),
  fc.record({ kind: fc.constant("percent" as const), bp: fc.integer({ min: 0, max: 10000 }) }),
);
const money = fc.integer({ min: 1, max: 400_000 });
const pick = fc.nat({ max: 1000 });

const action = fc.oneof(
  {
    arbitrary: fc.record({
      type: fc.constant("create" as const),
      lines,
      discount,
      round: fc.boolean(),
      advance: fc.option(money, { nil: 0 }),
      received: fc.option(money, { nil: 0 }),
      method,
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ type: fc.constant("pay" as const), bill: pick, amount: money, method }),
    weight: 3,
  },
  { arbitrary: fc.record({ type: fc.constant("void" as const), payment: pick }), weight: 2 },
  {
    arbitrary: fc.record({
      type: fc.constant("expense" as const),
      amount: money,
      category: fc.constantFrom("Rent", "Ink", "Refund"),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ type: fc.constant("income" as const), amount: money }), weight: 1 },
  {
    arbitrary: fc.record({
      type: fc.constant("cancel" as const),
      bill: pick,
      refund: fc.boolean(),
      method,
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ type: fc.constant("delete" as const), bill: pick }), weight: 1 },
  {
    // Payments and voids saved at the same moment (the order they land in does not matter).
    arbitrary: fc.record({
      type: fc.constant("burst" as const),
      pays: fc.array(fc.record({ bill: pick, amount: money, method }), {
        minLength: 1,
        maxLength: 4,
      }),
      voids: fc.array(pick, { maxLength: 2 }),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      type: fc.constant("edit" as const),
      bill: pick,
      lines,
      discount,
      round: fc.boolean(),
    }),
    weight: 2,
  },
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

// ---------------------------------------------------------------------------------------------
// What the shop expects (the test's own account, kept beside the database)

type ShadowBill = {
  id: string;
  total: number;
  cancelled: boolean;
  /** Cancelled with money given back: its payments can no longer be voided. */
  refunded: boolean;
  deleted: boolean;
};
type ShadowPayment = { id: string; billId: string; amount: number; voided: boolean };
type Shadow = {
  bills: ShadowBill[];
  payments: ShadowPayment[];
  manualIncome: number;
  manualExpenses: number;
  refunds: number;
};

/** The bill form's values for some lines, a discount and the round-off. */
function billForm(a: Pick<Extract<Action, { type: "create" }>, "lines" | "discount" | "round">) {
  const values: Record<string, string> = { customerName: "Property Customer" };
  a.lines.forEach((l, i) => {
    values[`lines.${i + 1}.description`] = `Line ${i + 1}`;
    values[`lines.${i + 1}.quantity`] = quantity(l.milli);
    values[`lines.${i + 1}.rate`] = rupees(l.rate);
  });
  const subtotal = a.lines.reduce(
    (s, l) => s + Number((BigInt(l.milli) * BigInt(l.rate) + 500n) / 1000n),
    0,
  );
  if (a.discount.kind === "amount") {
    values.discount = rupees(Math.floor((subtotal * a.discount.share) / 1000));
  } else if (a.discount.kind === "percent") {
    values.discountKind = "percent";
    values.discount = `${Math.floor(a.discount.bp / 100)}.${String(a.discount.bp % 100).padStart(2, "0")}`;
  }
  if (a.round) values.roundOff = "on";
  return values;
}

const live = (s: Shadow, billId?: string) =>
  s.payments.filter((p) => !p.voided && (billId === undefined || p.billId === billId));
const sum = (list: { amount: number }[]) => list.reduce((a, p) => a + p.amount, 0);
const existing = (s: Shadow) => s.bills.filter((b) => !b.deleted);

async function payments(billId: string): Promise<{ id: string; amount_paise: number }[]> {
  return getDb()
    .selectFrom("payments")
    .select(["id", "amount_paise"])
    .where("bill_id", "=", billId)
    .orderBy("receipt_number")
    .execute();
}

/** Several payments and voids at once, through Promise.all. */
async function burst(s: Shadow, a: Extract<Action, { type: "burst" }>) {
  const bills = existing(s).filter((b) => !b.cancelled);
  const pays = bills.length
    ? a.pays.map((p) => ({ ...p, bill: bills[p.bill % bills.length]! }))
    : [];
  const open = live(s).filter((p) => !s.bills.find((b) => b.id === p.billId)!.refunded);
  const voids = open.length ? [...new Set(a.voids.map((i) => open[i % open.length]!))] : [];
  const results = await Promise.all([
    ...pays.map((p) =>
      recordPayment(
        p.bill.id,
        paymentSchema.parse({ amount: rupees(p.amount), method: p.method, reference: "UTR7" }),
        actor,
      ),
    ),
    ...voids.map((p) => voidPayment(p.id, "Saved at once", actor)),
  ]);
  results.slice(0, pays.length).forEach((r, i) => {
    if (!r.ok || !("id" in r)) throw new Error(`payment refused: ${JSON.stringify(r)}`);
    s.payments.push({ id: r.id, billId: pays[i]!.bill.id, amount: pays[i]!.amount, voided: false });
  });
  for (const [i, r] of results.slice(pays.length).entries()) {
    expect(r).toMatchObject({ ok: true });
    voids[i]!.voided = true;
  }
}

async function run(s: Shadow, a: Action): Promise<void> {
  switch (a.type) {
    case "burst":
      return burst(s, a);
    case "create": {
      const values = billForm(a);
      if (a.advance) values.advance = rupees(a.advance);
      if (a.received) values.received = rupees(a.received);
      values.paymentMethod = a.method;
      if (a.method === "upi" || a.method === "cheque") values.paymentReference = "REF123";
      const input = billSchema.parse(values);
      const created = await createBill(input, actor);
      if (!created.ok) throw new Error(created.reason);
      s.bills.push({
        id: created.id,
        total: input.figures.finalTotalPaise,
        cancelled: false,
        refunded: false,
        deleted: false,
      });
      for (const p of await payments(created.id))
        s.payments.push({
          id: p.id,
          billId: created.id,
          amount: Number(p.amount_paise),
          voided: false,
        });
      expect(sum(live(s, created.id))).toBe(a.advance + a.received);
      return;
    }
    case "pay": {
      const bills = existing(s);
      if (!bills.length) return;
      const bill = bills[a.bill % bills.length]!;
      const input = paymentSchema.parse({
        amount: rupees(a.amount),
        method: a.method,
        reference: a.method === "upi" || a.method === "cheque" ? "UTR9" : "",
      });
      const result = await recordPayment(bill.id, input, actor);
      if (bill.cancelled) {
        expect(result).toEqual({ ok: false, reason: "cancelled" });
        return;
      }
      if (!result.ok) throw new Error(result.reason);
      s.payments.push({ id: result.id, billId: bill.id, amount: a.amount, voided: false });
      return;
    }
    case "void": {
      const open = live(s);
      if (!open.length) return;
      const p = open[a.payment % open.length]!;
      if (s.bills.find((b) => b.id === p.billId)!.refunded) {
        expect(await voidPayment(p.id, "Entered twice", actor)).toEqual({
          ok: false,
          reason: "refunded",
        });
        return;
      }
      expect(await voidPayment(p.id, "Entered twice", actor)).toMatchObject({ ok: true });
      p.voided = true;
      expect(await voidPayment(p.id, "Entered twice", actor)).toEqual({
        ok: false,
        reason: "voided",
      });
      return;
    }
    case "expense":
    case "income": {
      const category = a.type === "income" ? "Other" : a.category;
      const added = await addLedgerRecord(
        ledgerRecordSchema.parse({
          type: a.type,
          category,
          description: "By hand",
          amount: rupees(a.amount),
        }),
        actor,
      );
      expect(added.ok).toBe(true);
      if (a.type === "income") s.manualIncome += a.amount;
      else if (category === "Refund") s.refunds += a.amount;
      else s.manualExpenses += a.amount;
      return;
    }
    case "cancel": {
      const bills = existing(s);
      if (!bills.length) return;
      const bill = bills[a.bill % bills.length]!;
      const result = await cancelBill(
        bill.id,
        { reason: "Property test", refund: a.refund, refundMethod: a.method },
        actor,
      );
      if (bill.cancelled) {
        expect(result).toEqual({ ok: false, reason: "cancelled" });
        return;
      }
      const refunded = a.refund ? sum(live(s, bill.id)) : 0;
      expect(result).toMatchObject({ ok: true, refundedPaise: refunded });
      bill.cancelled = true;
      bill.refunded = refunded > 0;
      s.refunds += refunded;
      return;
    }
    case "delete": {
      const bills = existing(s);
      if (!bills.length) return;
      const bill = bills[a.bill % bills.length]!;
      const result = await deleteBill(bill.id, actor);
      if (live(s, bill.id).length) {
        expect(result).toEqual({ ok: false, reason: "has-payments" });
        return;
      }
      expect(result).toMatchObject({ ok: true });
      bill.deleted = true;
      return;
    }
    case "edit": {
      const bills = existing(s);
      if (!bills.length) return;
      const bill = bills[a.bill % bills.length]!;
      const input = billSchema.parse(billForm(a));
      const result = await updateBill(bill.id, input, actor);
      if (bill.cancelled) {
        expect(result).toEqual({ ok: false, reason: "cancelled" });
        return;
      }
      expect(result.ok).toBe(true);
      bill.total = input.figures.finalTotalPaise;
      return;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Checks

async function checkCashBook(s: Shadow) {
  const entries = await getDb()
    .selectFrom("transactions")
    .select(["transaction_type", "type", "amount_paise"])
    .execute();
  let net = 0;
  for (const e of entries) {
    const amount = Number(e.amount_paise);
    if (e.type === "expense") net -= amount;
    else if (e.transaction_type === "payment_void") net -= amount;
    else net += amount;
  }
  const livePaid = sum(live(s));
  expect(net, "money in − money out").toBe(
    livePaid + s.manualIncome - s.manualExpenses - s.refunds,
  );
  const rows = await getDb().selectFrom("payments").select(["amount_paise", "voided_at"]).execute();
  expect(rows.filter((p) => !p.voided_at).reduce((a, p) => a + Number(p.amount_paise), 0)).toBe(
    livePaid,
  );
  expect(rows).toHaveLength(s.payments.length);
}

async function checkBills(s: Shadow) {
  const rows = await getDb()
    .selectFrom("complaints")
    .select([
      "id",
      "estimated_cost_paise",
      "advance_paise",
      "received_paise",
      "balance_paise",
      "payment_status",
      "cancelled_at",
    ])
    .execute();
  const paid = await getDb()
    .selectFrom("payments")
    .select(["bill_id", "amount_paise"])
    .where("voided_at", "is", null)
    .execute();
  expect(rows.map((r) => r.id).sort()).toEqual(
    existing(s)
      .map((b) => b.id)
      .sort(),
  );
  for (const r of rows) {
    const bill = s.bills.find((b) => b.id === r.id)!;
    const inDb = paid
      .filter((p) => p.bill_id === r.id)
      .reduce((a, p) => a + Number(p.amount_paise), 0);
    const total = Number(r.estimated_cost_paise);
    const cancelled = r.cancelled_at !== null;
    expect([total, cancelled, inDb], r.id).toEqual([
      bill.total,
      bill.cancelled,
      sum(live(s, r.id)),
    ]);
    expect(Number(r.advance_paise) + Number(r.received_paise), r.id).toBe(inDb);
    expect(Number(r.balance_paise), r.id).toBe(cancelled ? 0 : total - inDb);
    expect(r.payment_status, r.id).toBe(
      paymentStatusFor({ finalTotalPaise: total, paidPaise: inDb, cancelled }),
    );
  }
}

async function resetBooks() {
  const db = getDb();
  await db.deleteFrom("transactions").execute();
  await db.deleteFrom("income_expenses").execute();
  await db.deleteFrom("payments").execute();
  await db.deleteFrom("bill_lines").execute();
  await db.deleteFrom("complaints").execute();
}

describe("reconciliation", () => {
  it("keeps the cash book and every bill in agreement with the payments, for any sequence of actions", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 15 }), async (actions) => {
        await resetBooks();
        const s: Shadow = {
          bills: [],
          payments: [],
          manualIncome: 0,
          manualExpenses: 0,
          refunds: 0,
        };
        for (const a of actions) await run(s, a);
        await checkCashBook(s);
        await checkBills(s);
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
