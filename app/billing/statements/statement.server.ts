import { sql } from "kysely";
import { indiaDateKey, indiaDayRange } from "~/lib/dates";
import { type CustomerEntryRow, customerEntries } from "~/domain/customer-entries.server";
import { getDb } from "~/platform/db/db.server";
import type { Statement, StatementCustomer, StatementEntry, StatementEntryKind } from "./statement";

/**
 * A customer's statement of account (decisions 027 and 060): the customer's account entries
 * (customerEntries, the rule every customer figure follows), each a debit or a credit at its own
 * instant — the bill (its final total), each payment or advance, a void (back), a cancellation
 * (the total less what the shop kept), a refund (money given back) and, for a payment voided or
 * money refunded after its bill was cancelled, a write-off. For each bill the entries add up to
 * its `balance_paise` as settleBill keeps it, so the all-time closing balance is the customer's
 * balance; an entry recorded later is dated later, so an earlier period never changes.
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

/**
 * The customer's account entries (customerEntries: the one rule of decision 060) and what their
 * particulars name: the bills' numbers, descriptions and cancel reasons, the payments' receipts
 * and void reasons.
 */
async function customerRecords(customerId: string) {
  const db = getDb();
  const [entries, bills, payments] = await Promise.all([
    sql<CustomerEntryRow>`select * from (${customerEntries(db, { customerIds: [customerId] })}) e`
      .execute(db)
      .then((r) => r.rows),
    db
      .selectFrom("complaints")
      .select(["id", "complaint_number", "complaint_description", "cancel_reason"])
      .where("customer_id", "=", customerId)
      .execute(),
    db
      .selectFrom("payments as p")
      .innerJoin("complaints as c", "c.id", "p.bill_id")
      .select(["p.id", "p.receipt_number", "p.void_reason"])
      .where("c.customer_id", "=", customerId)
      .execute(),
  ]);
  return {
    entries,
    bills: new Map(bills.map((b) => [b.id, b])),
    payments: new Map(payments.map((p) => [p.id, p])),
  };
}

type Records = Awaited<ReturnType<typeof customerRecords>>;

/** The entry's particulars: the bill's description, a void's or a cancellation's reason. */
function noteOf(r: Records, e: CustomerEntryRow): string | null {
  if (e.kind === "bill")
    return shortDescription(r.bills.get(e.bill_id)?.complaint_description ?? null);
  if (e.kind === "cancel") return r.bills.get(e.bill_id)?.cancel_reason ?? null;
  if (e.kind === "void") return r.payments.get(e.payment_id ?? "")?.void_reason ?? null;
  return null;
}

/**
 * Every entry of the customer, oldest first, each a debit or a credit of what its figures add to
 * the balance (billed − received + refunded): a bill, a void and a refund are debits; a payment,
 * a cancellation and a write-off are credits.
 */
function events(r: Records): Event[] {
  const out = r.entries.map((e): Event => {
    const amount = paise(e.billed) - paise(e.received) + paise(e.refunded);
    const at = iso(e.at);
    return {
      id: `${e.kind}-${e.entry_id}`,
      at,
      ms: Date.parse(at),
      kind: e.kind,
      billNumber: r.bills.get(e.bill_id)?.complaint_number ?? "",
      receiptNumber: e.payment_id ? (r.payments.get(e.payment_id)?.receipt_number ?? null) : null,
      method: e.kind === "bill" || e.kind === "cancel" ? null : e.method,
      note: noteOf(r, e),
      debitPaise: amount > 0 ? amount : 0,
      creditPaise: amount < 0 ? -amount : 0,
    };
  });
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
