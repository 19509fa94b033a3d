import { type Kysely, sql } from "kysely";
import type { Database } from "~/platform/db/schema";
import { linkBillCustomers } from "~/domain/customers.server";
import { formatReceiptNumber } from "../money";

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

/** A spooled bill row (write.server.ts BILL_INSERT): the cells this module reads. */
const ID = 0;
const NAME = 2;
const PHONE = 3;
const DESCRIPTION = 5;
const ACTUAL = 6;
const ESTIMATED = 8;
const STATUS = 9;
const CREATED_BY = 10;
const CREATED_AT = 11;
const UPDATED_AT = 12;

/** The cells settleBatch adds to each spooled bill row, in this order. */
export const SETTLED_CELLS = [
  ["advance_paise", "integer"],
  ["received_paise", "integer"],
  ["balance_paise", "integer"],
  ["payment_status", "text"],
  ["completion_date", "timestamptz"],
  ["customer_id", "text"],
] as const;

export type SettledBatch = {
  /** The bill rows to insert: the spooled cells (status Paid made Completed) and SETTLED_CELLS. */
  bills: unknown[][];
  /** One bill_lines row per bill: id, bill_id, position, description, quantity_milli, unit, rate_paise, amount_paise. */
  lines: unknown[][];
  /** The bills marked Paid with a total, oldest first: each gets its payment once inserted. */
  paid: PaidBill[];
  /**
   * The customers the batch's bills are linked to whose figures are refreshed at the end: those
   * found. Those made for the batch were inserted with their figures (linkBillCustomers).
   */
  customers: string[];
};

const byDate = (a: unknown[], b: unknown[]) => {
  const at = Date.parse(String(a[CREATED_AT])) - Date.parse(String(b[CREATED_AT]));
  return at !== 0 ? at : String(a[ID]) < String(b[ID]) ? -1 : 1;
};

/**
 * The batch (spooled rows) settled before it is inserted: its customers found or made by phone
 * (oldest bill first, as they were linked one by one), its money set, its lines and payments.
 */
export async function settleBatch(
  trx: Kysely<Database>,
  rows: readonly unknown[][],
): Promise<SettledBatch> {
  const sorted = [...rows].sort(byDate);
  const withPhone = sorted.filter((r) => r[PHONE] !== null && r[PHONE] !== undefined);
  const { ids: linked, made } = withPhone.length
    ? await linkBillCustomers(
        trx,
        withPhone.map((r) => {
          const paid = r[STATUS] === "paid";
          const total = Number(r[ESTIMATED]);
          return {
            phone: r[PHONE] as string,
            name: r[NAME] as string,
            address: null,
            // What the bill and its payment (payInFull) add to a new customer's figures.
            bill: {
              at: r[CREATED_AT] as string,
              totalPaise: total,
              receivedPaise: paid ? total : 0,
            },
          };
        }),
      )
    : { ids: [], made: new Set<string>() };
  const customerOf = new Map<unknown, string | null>(
    withPhone.map((r, i) => [r[ID], linked[i] ?? null]),
  );
  const bills = rows.map((r) => {
    const paid = r[STATUS] === "paid";
    const total = Number(r[ESTIMATED]);
    const cells = [...r];
    cells[STATUS] = paid ? "completed" : r[STATUS];
    return [
      ...cells,
      0,
      paid ? total : 0,
      paid ? 0 : total,
      paid || total === 0 ? "paid" : "unpaid",
      paid ? r[UPDATED_AT] : null,
      customerOf.get(r[ID]) ?? null,
    ];
  });
  const lines = rows.map((r) => [
    `${String(r[ID])}:1`,
    r[ID],
    1,
    r[DESCRIPTION],
    1000,
    "pcs",
    r[ACTUAL],
    r[ACTUAL],
  ]);
  const paid = sorted
    .filter((r) => r[STATUS] === "paid" && Number(r[ESTIMATED]) > 0)
    .map((r) => ({
      id: r[ID] as string,
      complaint_number: r[1] as string,
      estimated_cost_paise: Number(r[ESTIMATED]),
      created_at: r[CREATED_AT] as string,
      created_by: (r[CREATED_BY] as string | null) ?? null,
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
