import { type Kysely, sql } from "kysely";
import type { Database } from "~/platform/db/schema";
import { linkBillCustomers } from "~/domain/customers.server";
import { formatReceiptNumber } from "../money";
import type { ImportedLine, SettledBill, SpooledBill } from "./bill-rows.server";

/**
 * An imported batch of bills made whole in the money model (decision 023), inside the import's
 * transaction: each bill gets one line (its particulars, quantity 1, the amount before
 * discount); a bill the file says is Paid is taken at its word like the bills migrated from the
 * spec's data — its total becomes a payment with a receipt, dated at the bill's date, booked in
 * the cash book — and its work becomes Completed; every bill's paid amount, balance and payment
 * status are set. The file holds no advances or payments, so the others are unpaid.
 *
 * All of it is worked out from the batch itself, before its insert: no statement reads the
 * bills back (`where id in (the batch)`). Those reads made the import quadratic — PostgreSQL,
 * its statistics stale inside the import's transaction, hash-joined the batch with a scan of all
 * the bills, and each batch's customers' figures read every bill not cancelled on SQLite — so
 * the customers are linked here and their figures worked out once, at the end (write.server.ts).
 */

export type SettledBatch = {
  /** The bills to insert: as spooled (status Paid made Completed), with their settlement. */
  bills: SettledBill[];
  /** One line per bill: its particulars, quantity 1, the amount before discount. */
  lines: ImportedLine[];
  /** The bills marked Paid with a total, oldest first: each gets its payment once inserted. */
  paid: PaidBill[];
  /**
   * The customers the batch's bills are linked to whose figures are refreshed at the end: those
   * found. Those made for the batch were inserted with their figures (linkBillCustomers).
   */
  customers: string[];
};

const byDate = (a: SpooledBill, b: SpooledBill) => {
  const at = Date.parse(a.created_at) - Date.parse(b.created_at);
  return at !== 0 ? at : a.id < b.id ? -1 : 1;
};

/**
 * The batch (spooled bills, each with its number) settled before it is inserted: its customers
 * found or made by phone (oldest bill first, as they were linked one by one), its money set, its
 * lines and payments.
 */
export async function settleBatch(
  trx: Kysely<Database>,
  rows: readonly SpooledBill[],
): Promise<SettledBatch> {
  const sorted = [...rows].sort(byDate);
  const withPhone = sorted.filter(
    (r) => r.customer_phone !== null && r.customer_phone !== undefined,
  );
  const { ids: linked, made } = withPhone.length
    ? await linkBillCustomers(
        trx,
        withPhone.map((r) => {
          const paid = r.status === "paid";
          const total = Number(r.estimated_cost_paise);
          return {
            phone: r.customer_phone!,
            name: r.customer_name,
            address: null,
            // What the bill and its payment (payInFull) add to a new customer's figures.
            bill: {
              at: r.created_at,
              totalPaise: total,
              receivedPaise: paid ? total : 0,
            },
          };
        }),
      )
    : { ids: [], made: new Set<string>() };
  const customerOf = new Map<string, string | null>(
    withPhone.map((r, i) => [r.id, linked[i] ?? null]),
  );
  const bills = rows.map((r): SettledBill => {
    const paid = r.status === "paid";
    const total = Number(r.estimated_cost_paise);
    return {
      ...r,
      status: paid ? "completed" : r.status,
      advance_paise: 0,
      received_paise: paid ? total : 0,
      balance_paise: paid ? 0 : total,
      payment_status: paid || total === 0 ? "paid" : "unpaid",
      completion_date: paid ? r.updated_at : null,
      customer_id: customerOf.get(r.id) ?? null,
    };
  });
  const lines = rows.map((r): ImportedLine => ({
    id: `${r.id}:1`,
    bill_id: r.id,
    position: 1,
    description: r.complaint_description,
    quantity_milli: 1000,
    unit: "pcs",
    rate_paise: r.actual_cost_paise,
    amount_paise: r.actual_cost_paise,
  }));
  const paid = sorted
    .filter((r) => r.status === "paid" && Number(r.estimated_cost_paise) > 0)
    .map((r) => ({
      id: r.id,
      complaint_number: r.complaint_number!,
      estimated_cost_paise: Number(r.estimated_cost_paise),
      created_at: r.created_at,
      created_by: r.created_by ?? null,
    }));
  const customers = [...new Set(linked.filter((c): c is string => c !== null && !made.has(c)))];
  return { bills, lines, paid, customers };
}

type PaidBill = {
  id: string;
  complaint_number: string;
  estimated_cost_paise: number;
  created_at: string;
  created_by: string | null;
};

/** One payment (receipt numbers drawn together) and its cash-book entry per paid bill. */
export async function payInFull(trx: Kysely<Database>, bills: PaidBill[]) {
  const row = await sql<{
    value: number | string;
  }>`update counters set value = value + ${bills.length} where name = 'receipt' returning value`
    .execute(trx)
    .then((r) => r.rows[0]);
  if (!row) throw new Error("the receipt counter is missing");
  const first = Number(row.value) - bills.length + 1;
  const payments = bills.map((b, i) => ({
    id: crypto.randomUUID(),
    bill_id: b.id,
    bill_number: b.complaint_number,
    receipt_number: formatReceiptNumber(first + i),
    kind: "payment" as const,
    amount_paise: Number(b.estimated_cost_paise),
    method: "cash" as const,
    reference: null,
    note: "Imported as Paid",
    paid_at: b.created_at,
    created_by: b.created_by,
    created_at: b.created_at,
  }));
  await trx.insertInto("payments").values(payments).execute();
  await trx
    .insertInto("transactions")
    .values(
      payments.map((p) => ({
        id: crypto.randomUUID(),
        transaction_type: "payment_received",
        amount_paise: p.amount_paise,
        reference_number: p.bill_number,
        description: `Payment received for bill ${p.bill_number} (${p.receipt_number}, imported as Paid)`,
        payment_method: "cash",
        category: "Service",
        type: "income" as const,
        complaint_id: p.bill_id,
        payment_id: p.id,
        created_by: p.created_by,
        created_at: p.paid_at,
      })),
    )
    .execute();
}
