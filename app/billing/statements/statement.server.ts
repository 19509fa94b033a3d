import { indiaDateKey, indiaDayRange } from "~/lib/dates";
import { getDb } from "~/platform/db/db.server";
import type { Statement, StatementCustomer, StatementEntry, StatementEntryKind } from "./statement";

/**
 * A customer's statement of account (decision 027), read from the bills (`complaints`) linked
 * to the customer, their payments and the refunds booked when one was cancelled. Every event is
 * an entry at its own instant: the bill (debit, its final total), each payment or advance
 * (credit), a void (debit back), a cancellation (credit of the total less what the shop keeps),
 * a refund (debit) and, for a payment voided after its bill was cancelled, a write-off (credit).
 * For each bill the entries add up to its `balance_paise` as settleBill keeps it, so the
 * all-time closing balance is the sum of the customer's bill balances.
 */

type Event = Omit<StatementEntry, "balancePaise"> & { ms: number };

const KIND_ORDER: Record<StatementEntryKind, number> = {
  bill: 0,
  advance: 1,
  payment: 1,
  void: 2,
  cancel: 3,
  refund: 4,
  write_off: 5,
};

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(String(v))).toISOString();
const paise = (v: number | string | bigint) => Number(v);

/** The bill's particulars, first line, at most 60 characters. */
function shortDescription(text: string | null): string | null {
  const line = (text ?? "").split(/\r?\n/)[0]!.trim();
  if (!line) return null;
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

/** The customer a statement is for, or null when there is no such customer. */
export async function statementCustomer(id: string): Promise<StatementCustomer | null> {
  const row = await getDb()
    .selectFrom("customers")
    .select(["id", "name", "phone", "other_phone", "address", "language", "merged_into"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    otherPhone: row.other_phone,
    address: row.address,
    language: row.language === "ta" ? "ta" : "en",
    mergedInto: row.merged_into,
  };
}

/** The customer's bills, their payments and the refunds of their cancelled bills. */
async function customerRecords(customerId: string) {
  const db = getDb();
  const [bills, payments, refunds] = await Promise.all([
    db
      .selectFrom("complaints")
      .select([
        "id",
        "complaint_number",
        "complaint_description",
        "estimated_cost_paise",
        "created_at",
        "cancelled_at",
        "cancel_reason",
      ])
      .where("customer_id", "=", customerId)
      .execute(),
    db
      .selectFrom("payments as p")
      .innerJoin("complaints as c", "c.id", "p.bill_id")
      .select([
        "p.id",
        "p.bill_id",
        "p.receipt_number",
        "p.kind",
        "p.amount_paise",
        "p.method",
        "p.paid_at",
        "p.voided_at",
        "p.void_reason",
        "c.complaint_number as bill_number",
        "c.cancelled_at as bill_cancelled_at",
      ])
      .where("c.customer_id", "=", customerId)
      .execute(),
    db
      .selectFrom("transactions as t")
      .innerJoin("complaints as c", "c.id", "t.complaint_id")
      .select([
        "t.id",
        "t.complaint_id",
        "t.amount_paise",
        "t.payment_method",
        "t.created_at",
        "c.complaint_number as bill_number",
      ])
      .where("c.customer_id", "=", customerId)
      .where("t.transaction_type", "=", "refund")
      .execute(),
  ]);
  return { bills, payments, refunds };
}

type Records = Awaited<ReturnType<typeof customerRecords>>;

function event(e: Omit<Event, "ms" | "debitPaise" | "creditPaise">, amount: number): Event {
  // A positive amount is a debit (the customer owes more), a negative one a credit.
  return {
    ...e,
    ms: Date.parse(e.at),
    debitPaise: amount > 0 ? amount : 0,
    creditPaise: amount < 0 ? -amount : 0,
  };
}

/** The payments' entries: each payment, its void, and a write-off when voided after a cancel. */
function paymentEvents(r: Records) {
  const out: Event[] = [];
  for (const p of r.payments) {
    const bill = p.bill_number;
    const amount = paise(p.amount_paise);
    const base = { billNumber: bill, receiptNumber: p.receipt_number, method: p.method };
    out.push(
      event({ ...base, id: `p-${p.id}`, at: iso(p.paid_at), kind: p.kind, note: null }, -amount),
    );
    if (p.voided_at === null) continue;
    const at = iso(p.voided_at);
    out.push(event({ ...base, id: `v-${p.id}`, at, kind: "void", note: p.void_reason }, amount));
    const cancel = p.bill_cancelled_at;
    if (cancel !== null && Date.parse(at) >= Date.parse(iso(cancel))) {
      out.push(event({ ...base, id: `w-${p.id}`, at, kind: "write_off", note: null }, -amount));
    }
  }
  return out;
}

/**
 * Every entry of the customer, oldest first. A cancelled bill's cancellation credits its total
 * less the payments the shop keeps (those not voided before the cancellation) plus what was
 * refunded: with the refund (a debit) the bill's entries add up to 0, as its balance does.
 */
function events(r: Records): Event[] {
  const out: Event[] = paymentEvents(r);
  for (const b of r.bills) {
    const total = paise(b.estimated_cost_paise);
    const base = { billNumber: b.complaint_number, receiptNumber: null, method: null };
    const note = shortDescription(b.complaint_description);
    out.push(event({ ...base, id: `b-${b.id}`, at: iso(b.created_at), kind: "bill", note }, total));
    if (b.cancelled_at === null) continue;
    const cancel = iso(b.cancelled_at);
    const kept = r.payments
      .filter((p) => p.bill_id === b.id)
      .filter((p) => p.voided_at === null || Date.parse(iso(p.voided_at)) >= Date.parse(cancel))
      .reduce((sum, p) => sum + paise(p.amount_paise), 0);
    const refunded = r.refunds
      .filter((t) => t.complaint_id === b.id)
      .reduce((sum, t) => sum + paise(t.amount_paise), 0);
    const cancelNote = b.cancel_reason;
    out.push(
      event(
        { ...base, id: `c-${b.id}`, at: cancel, kind: "cancel", note: cancelNote },
        -(total - kept + refunded),
      ),
    );
  }
  for (const t of r.refunds) {
    const at = iso(t.created_at);
    const base = { billNumber: t.bill_number, receiptNumber: null, method: t.payment_method };
    out.push(
      event({ ...base, id: `r-${t.id}`, at, kind: "refund", note: null }, paise(t.amount_paise)),
    );
  }
  return out.sort(
    (a, b) =>
      a.ms - b.ms ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.billNumber.localeCompare(b.billNumber) ||
      (a.receiptNumber ?? "").localeCompare(b.receiptNumber ?? "") ||
      a.id.localeCompare(b.id),
  );
}

/**
 * The period a statement covers when the query leaves it open: up to `to` (default today), from
 * the first day of `to`'s month — or the customer's first bill day, when that is later.
 */
export function defaultRange(
  range: { from?: string; to?: string },
  today: string,
  firstBillDay: string | null,
): { from: string; to: string } {
  const to = range.to ?? today;
  if (range.from) return { from: range.from, to };
  const monthStart = `${to.slice(0, 7)}-01`;
  const from =
    firstBillDay && firstBillDay > monthStart && firstBillDay <= to ? firstBillDay : monthStart;
  return { from, to };
}

/**
 * The statement of a customer over India days `from`–`to` (both included; see defaultRange when
 * left out): the opening balance (every entry before `from`), the entries of the period with the
 * running balance, the totals and the closing balance. Null for an unknown customer. The bills
 * of customers merged into this one were moved to it, so its bills are all of them.
 */
export async function customerStatement(
  customerId: string,
  range: { from?: string; to?: string } = {},
  now: Date = new Date(),
): Promise<Statement | null> {
  const customer = await statementCustomer(customerId);
  if (!customer) return null;
  const records = await customerRecords(customerId);
  const all = events(records);
  const firstBill = all.find((e) => e.kind === "bill");
  const period = defaultRange(
    range,
    indiaDateKey(now),
    firstBill ? indiaDateKey(firstBill.at) : null,
  );
  const bounds = indiaDayRange(period);
  const start = Date.parse(bounds.from!);
  const end = Date.parse(bounds.before!);
  let balance = 0;
  let openingPaise = 0;
  const entries: StatementEntry[] = [];
  for (const { ms, ...e } of all) {
    if (ms >= end) break;
    balance += e.debitPaise - e.creditPaise;
    if (ms < start) openingPaise = balance;
    else entries.push({ ...e, balancePaise: balance });
  }
  const totalDebitPaise = entries.reduce((sum, e) => sum + e.debitPaise, 0);
  const totalCreditPaise = entries.reduce((sum, e) => sum + e.creditPaise, 0);
  return {
    customer,
    ...period,
    openingPaise,
    entries,
    totalDebitPaise,
    totalCreditPaise,
    closingPaise: openingPaise + totalDebitPaise - totalCreditPaise,
  };
}
