import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../app/platform/db/schema";
import type { BillRowValues } from "./bills-generate";

/**
 * The money model behind the billing bench's bills (issue 19): each bill's lines (one to three,
 * adding up to its subtotal), PAYMENTS payments (advances taken with the order and payments
 * after it, mixed methods, about VOID_SHARE of them voided: a payment entered twice and voided),
 * each with its cash-book entry in `transactions` (and a `payment_void` entry for a void), receipt
 * numbers RCPT… in the order the money came in; then every bill's advance, received, balance and
 * payment status set from its payments in two bulk updates, by the rule of settleBill
 * (app/billing/payments/payments.server.ts). Written in batches of BATCH_BILLS bills, each batch
 * one transaction of multi-row inserts.
 */

export const PAYMENTS = 200_000;
export const VOID_SHARE = 0.03;
export const BATCH_BILLS = 1_000;
/** Rows an insert: under both databases' limits on bound parameters (≤ 16 columns a row). */
const ROWS_PER_INSERT = 1_000;

const DAY_MS = 24 * 60 * 60 * 1000;

type LineRow = {
  id: string;
  bill_id: string;
  position: number;
  description: string;
  quantity_milli: number;
  unit: string;
  rate_paise: number;
  amount_paise: number;
};

type PaymentRow = {
  id: string;
  bill_id: string;
  bill_number: string;
  receipt_number: string;
  kind: "advance" | "payment";
  amount_paise: number;
  method: "cash" | "upi" | "card" | "bank" | "cheque";
  reference: string | null;
  note: string | null;
  paid_at: string;
  created_by: string;
  created_at: string;
  voided_at: string | null;
  voided_by: string | null;
  void_reason: string | null;
};

type EntryRow = {
  id: string;
  transaction_type: "advance_payment" | "payment_received" | "payment_void";
  amount_paise: number;
  reference_number: string;
  description: string;
  payment_method: string;
  category: string;
  type: "income";
  complaint_id: string;
  payment_id: string;
  created_by: string;
  created_at: string;
};

export type MoneyRows = { lines: LineRow[][]; payments: PaymentRow[][] };

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EXTRAS = [
  { description: "Design charges", unit: "hours" },
  { description: "Lamination", unit: "sheets" },
  { description: "Proof prints", unit: "copies" },
  { description: "Packing and delivery", unit: "packs" },
];
const METHODS: [PaymentRow["method"], number][] = [
  ["cash", 0.55],
  ["upi", 0.3],
  ["card", 0.05],
  ["bank", 0.05],
  ["cheque", 0.05],
];
const VOID_REASONS = ["Entered twice", "Wrong amount typed", "Cheque returned"];

type Random = () => number;

/** The bill's lines: its particulars and up to two extras, adding up to the subtotal. */
function linesOf(bill: BillRowValues, random: Random): LineRow[] {
  const subtotal = bill.actual_cost_paise; // a multiple of ₹10
  const count = subtotal >= 3_000 ? 1 + Math.floor(random() * 3) : 1;
  const amounts: number[] = [];
  let left = subtotal;
  for (let i = 1; i < count; i++) {
    // Each extra: ₹10 steps, at most a fifth of what is left.
    const amount = Math.max(1, Math.floor((random() * left) / 5 / 1000)) * 1000;
    amounts.push(amount);
    left -= amount;
  }
  amounts.unshift(left);
  return amounts.map((amount, i) => {
    const quantity = [1, 2, 5, 10][Math.floor(random() * 4)]!; // divides a multiple of ₹10
    const extra = EXTRAS[Math.floor(random() * EXTRAS.length)]!;
    return {
      id: `${bill.id}:${i + 1}`,
      bill_id: bill.id,
      position: i + 1,
      description: i === 0 ? bill.complaint_description : extra.description,
      quantity_milli: quantity * 1000,
      unit: i === 0 ? "pcs" : extra.unit,
      rate_paise: amount / quantity,
      amount_paise: amount,
    };
  });
}

/** How much of its total a bill has been paid, in how many payments (voids not counted). */
function planOf(bill: BillRowValues, random: Random): { paid: number; count: number } {
  const total = bill.estimated_cost_paise;
  if (bill.cancelled_at !== null || total <= 0) return { paid: 0, count: 0 };
  const r = random();
  const paidShare = bill.status === "completed" ? 0.85 : 0.4;
  const partShare = bill.status === "completed" ? 0.1 : 0.33;
  const most = (paid: number) => Math.max(1, Math.floor(paid / 1000));
  if (r < paidShare)
    return { paid: total, count: Math.min(most(total), 2 + Math.floor(random() * 3)) };
  if (r < paidShare + partShare && total >= 2_000) {
    const share = Math.max(1, Math.floor((total * (0.2 + random() * 0.6)) / 1000)) * 1000;
    const paid = Math.min(share, total - 1000);
    return { paid, count: Math.min(most(paid), 1 + Math.floor(random() * 2)) };
  }
  return { paid: 0, count: 0 };
}

/** Splits `paid` into `count` positive parts (₹10 steps, the last part takes the rest). */
function split(paid: number, count: number, random: Random): number[] {
  const n = Math.max(1, Math.min(count, Math.floor(paid / 1000)));
  const parts: number[] = [];
  let left = paid;
  for (let i = 1; i < n; i++) {
    const most = Math.floor((left - (n - i) * 1000) / 1000);
    const part = Math.max(1, Math.floor(random() * Math.min(most, (left / 1000) * 0.6))) * 1000;
    parts.push(Math.min(part, left - (n - i) * 1000));
    left -= parts.at(-1)!;
  }
  parts.push(left);
  return parts;
}

/** Sets the plans' counts (voids included) so that they add up to exactly `target`. */
function fitCounts(plans: { paid: number; count: number; voids: number }[], target: number) {
  let sum = plans.reduce((s, p) => s + p.count + p.voids, 0);
  let steps = 0;
  for (let i = 0; sum !== target; i = (i + 7919) % plans.length) {
    if (++steps > plans.length * 10) throw new Error(`bills: cannot make ${target} payments`);
    const p = plans[i]!;
    if (p.paid < 1000) continue;
    if (sum < target && p.count < 5 && p.count < p.paid / 1000) {
      p.count++;
      sum++;
    } else if (sum > target && p.count > 1) {
      p.count--;
      sum--;
    }
  }
}

/**
 * The lines and payments of `bills` (deterministic but for the ids), receipts numbered in the
 * order the money came in, every payment in or before `now`.
 */
export function generateMoney(bills: BillRowValues[], now: number, createdBy: string): MoneyRows {
  const random = mulberry32(20261125);
  const lines = bills.map((b) => linesOf(b, random));
  const plans = bills.map((b) => ({
    ...planOf(b, random),
    voids: 0,
  }));
  for (const p of plans) if (p.paid > 0 && random() < VOID_SHARE * 2.6) p.voids = 1;
  fitCounts(plans, PAYMENTS);

  const method = (): PaymentRow["method"] => {
    let r = random();
    for (const [m, share] of METHODS) if ((r -= share) < 0) return m;
    return "cash";
  };
  const reference = (m: PaymentRow["method"]) =>
    m === "upi"
      ? String(400_000_000_000 + Math.floor(random() * 99_999_999_999))
      : m === "cheque"
        ? String(100_000 + Math.floor(random() * 899_999))
        : null;
  const payments = bills.map((bill, b): PaymentRow[] => {
    const plan = plans[b]!;
    if (plan.paid === 0) return [];
    const created = Date.parse(bill.created_at);
    const advanceFirst = random() < 0.5;
    let at = created;
    const rows = split(plan.paid, plan.count, random).map((amount, i): PaymentRow => {
      if (i > 0 || !advanceFirst) at = Math.min(now, at + Math.floor(random() * 20 * DAY_MS));
      const m = method();
      const paidAt = new Date(at).toISOString();
      return {
        id: randomUUID(),
        bill_id: bill.id,
        bill_number: bill.complaint_number,
        receipt_number: "",
        kind: i === 0 && advanceFirst ? "advance" : "payment",
        amount_paise: amount,
        method: m,
        reference: reference(m),
        note: null,
        paid_at: paidAt,
        created_by: createdBy,
        created_at: paidAt,
        voided_at: null,
        voided_by: null,
        void_reason: null,
      };
    });
    if (plan.voids) {
      // The same payment entered twice, the second voided a little later.
      const twin = rows[Math.floor(random() * rows.length)]!;
      const voidedAt = new Date(
        Math.min(now, Date.parse(twin.paid_at) + 60_000 + Math.floor(random() * 3_600_000)),
      ).toISOString();
      rows.push({
        ...twin,
        id: randomUUID(),
        voided_at: voidedAt,
        voided_by: createdBy,
        void_reason: VOID_REASONS[Math.floor(random() * VOID_REASONS.length)]!,
      });
    }
    return rows;
  });
  const all = payments.flat();
  all.sort(
    (a, b) => a.paid_at.localeCompare(b.paid_at) || a.bill_number.localeCompare(b.bill_number),
  );
  all.forEach((p, i) => (p.receipt_number = `RCPT${String(i + 1).padStart(4, "0")}`));
  return { lines, payments };
}

/** A payment's cash-book entries: the money in, and for a voided one the void. */
function entriesOf(p: PaymentRow): EntryRow[] {
  const advance = p.kind === "advance";
  const ref =
    p.reference === null ? "" : `, ${p.method === "upi" ? "UPI" : "Cheque"} ref ${p.reference}`;
  const entry: EntryRow = {
    id: randomUUID(),
    transaction_type: advance ? "advance_payment" : "payment_received",
    amount_paise: p.amount_paise,
    reference_number: p.bill_number,
    description: `${advance ? "Advance for" : "Payment received for"} bill ${p.bill_number} (${p.receipt_number}${ref})`,
    payment_method: p.method,
    category: "Service",
    type: "income",
    complaint_id: p.bill_id,
    payment_id: p.id,
    created_by: p.created_by,
    created_at: p.paid_at,
  };
  if (p.voided_at === null) return [entry];
  return [
    entry,
    {
      ...entry,
      id: randomUUID(),
      transaction_type: "payment_void",
      description: `Void of ${p.receipt_number} for bill ${p.bill_number}: ${p.void_reason}`,
      created_at: p.voided_at,
    },
  ];
}

async function insertRows<T extends "complaints" | "bill_lines" | "payments" | "transactions">(
  trx: Kysely<Database>,
  table: T,
  rows: readonly object[],
) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await trx
      .insertInto(table)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of the table's shape
      .values(rows.slice(i, i + ROWS_PER_INSERT) as any)
      .execute();
  }
}

/**
 * Every bill's paid amounts, balance and payment status from its payments not voided: the rule
 * of settleBill, for all bills in two updates.
 */
export async function settleAll(db: Kysely<Database>): Promise<void> {
  const paid = (kind: string) =>
    sql<number>`coalesce((select sum(p.amount_paise) from payments p where p.bill_id = complaints.id and p.kind = ${kind} and p.voided_at is null), 0)`;
  await db
    .updateTable("complaints")
    .set({ advance_paise: paid("advance"), received_paise: paid("payment") })
    .execute();
  await db
    .updateTable("complaints")
    .set({
      balance_paise: sql`case when cancelled_at is not null then 0 else estimated_cost_paise - advance_paise - received_paise end`,
      payment_status: sql`case when cancelled_at is not null then 'cancelled' when estimated_cost_paise - advance_paise - received_paise <= 0 then 'paid' when advance_paise + received_paise > 0 then 'part_paid' else 'unpaid' end`,
    })
    .execute();
}

/** Writes the bills with their lines, payments and cash-book entries, then settles them. */
export async function writeBills(
  db: Kysely<Database>,
  bills: BillRowValues[],
  money: MoneyRows,
): Promise<void> {
  const started = performance.now();
  for (let i = 0; i < bills.length; i += BATCH_BILLS) {
    const end = i + BATCH_BILLS;
    const payments = money.payments.slice(i, end).flat();
    await db.transaction().execute(async (trx) => {
      await insertRows(trx, "complaints", bills.slice(i, end));
      await insertRows(trx, "bill_lines", money.lines.slice(i, end).flat());
      await insertRows(trx, "payments", payments);
      await insertRows(trx, "transactions", payments.flatMap(entriesOf));
    });
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("counters")
      .set({ value: bills.length })
      .where("name", "=", "bill")
      .execute();
    await trx
      .updateTable("counters")
      .set({ value: money.payments.reduce((n, p) => n + p.length, 0) })
      .where("name", "=", "receipt")
      .execute();
  });
  const settling = performance.now();
  await settleAll(db);
  console.log(
    `bills: rows written in ${((settling - started) / 1000).toFixed(1)} s, ` +
      `figures settled in ${((performance.now() - settling) / 1000).toFixed(1)} s`,
  );
}
