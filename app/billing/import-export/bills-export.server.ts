import { sql, type SqlBool } from "kysely";
import { indiaDayRange } from "~/lib/dates";
import { formatDate, paiseToInput } from "~/lib/format";
import type { CsvCell } from "~/platform/csv.server";
import { getDb } from "~/platform/db/db.server";
import { PAYMENT_STATUS_LABELS, quantityText, statusLabel } from "../money";
import { BILLS_EXPORT_COLUMN, type BillsExportField } from "./bills-export";
import { recordCells } from "./columns";

/**
 * The accountant's export (docs/decisions/073): every bill dated in a range of India days, oldest
 * first, one row per bill line (a bill without lines — an imported one — is one row naming its
 * service), each row carrying its bill's figures: total, discount, paid (payments not voided),
 * refunded, balance (as the bill keeps it: total − paid + refunded; 0 once cancelled), payment
 * status, work status and the day it was cancelled (cancelled bills are listed, marked). Bills
 * are read BATCH at a time by keyset on (created_at, id), with their lines and refunds, so a
 * year of bills is never held whole.
 */

const BATCH = 250;

/** Money as the spec's CSV writes it: rupees with 2 decimals; a negative (a credit) a number. */
const money = (paise: number): CsvCell =>
  paise < 0 ? Number(paiseToInput(paise)) : paiseToInput(paise);

type Cursor = { created_at: string; id: string } | null;

function billBatch(range: { from: string; before: string }, after: Cursor) {
  return getDb()
    .selectFrom("complaints as c")
    .select([
      "c.id",
      "c.created_at",
      "c.complaint_number",
      "c.customer_name",
      "c.customer_phone",
      "c.service_type",
      "c.estimated_cost_paise",
      "c.discount_paise",
      "c.advance_paise",
      "c.received_paise",
      "c.balance_paise",
      "c.payment_status",
      "c.status",
      "c.cancelled_at",
    ])
    .where("c.created_at", ">=", range.from)
    .where("c.created_at", "<", range.before)
    .$if(after !== null, (qb) =>
      qb.where(sql<SqlBool>`(c.created_at, c.id) > (${after!.created_at}, ${after!.id})`),
    )
    .orderBy("c.created_at")
    .orderBy("c.id")
    .limit(BATCH)
    .execute();
}

async function linesOf(billIds: string[]) {
  if (billIds.length === 0) return new Map<string, Line[]>();
  const rows = await getDb()
    .selectFrom("bill_lines")
    .select([
      "bill_id",
      "position",
      "description",
      "quantity_milli",
      "unit",
      "rate_paise",
      "amount_paise",
    ])
    .where("bill_id", "in", billIds)
    .orderBy("bill_id")
    .orderBy("position")
    .execute();
  const byBill = new Map<string, Line[]>();
  for (const r of rows) {
    const list = byBill.get(r.bill_id) ?? [];
    list.push(r);
    byBill.set(r.bill_id, list);
  }
  return byBill;
}

type Line = {
  description: string;
  quantity_milli: number;
  unit: string;
  rate_paise: number;
  amount_paise: number;
};

/** What was refunded on each bill (expense-type `refund` entries naming it). */
async function refundsOf(billIds: string[]) {
  if (billIds.length === 0) return new Map<string, number>();
  const rows = await getDb()
    .selectFrom("transactions")
    .select(["complaint_id", sql<number>`sum(amount_paise)`.as("refunded")])
    .where("complaint_id", "in", billIds)
    .where("transaction_type", "=", "refund")
    .where("type", "=", "expense")
    .groupBy("complaint_id")
    .execute();
  return new Map(rows.map((r) => [r.complaint_id!, Number(r.refunded ?? 0)]));
}

type ExportRow = Record<BillsExportField, CsvCell>;

/** The export's rows for the India days `from`–`to` (both included), as records by field. */
async function* billsExportRecords(range: { from: string; to: string }): AsyncGenerator<ExportRow> {
  const { from, before } = indiaDayRange(range);
  if (!from || !before) throw new RangeError(`not a range: ${range.from} – ${range.to}`);
  let after: Cursor = null;
  for (;;) {
    const bills = await billBatch({ from, before }, after);
    const ids = bills.map((b) => b.id);
    const [lines, refunds] = await Promise.all([linesOf(ids), refundsOf(ids)]);
    for (const b of bills) {
      const paid = Number(b.advance_paise) + Number(b.received_paise);
      const bill = {
        number: b.complaint_number,
        date: formatDate(b.created_at),
        customer: b.customer_name,
        phone: b.customer_phone,
        total: money(Number(b.estimated_cost_paise)),
        discount: money(Number(b.discount_paise)),
        paid: money(paid),
        refunded: money(refunds.get(b.id) ?? 0),
        balance: money(Number(b.balance_paise)),
        paymentStatus: PAYMENT_STATUS_LABELS[b.payment_status] ?? b.payment_status,
        workStatus: statusLabel(b.status),
        cancelledOn: b.cancelled_at ? formatDate(b.cancelled_at) : "",
      };
      const own = lines.get(b.id) ?? [];
      if (own.length === 0) {
        yield { ...bill, item: b.service_type, quantity: "", unit: "", rate: "", lineAmount: "" };
        continue;
      }
      for (const l of own) {
        yield {
          ...bill,
          item: l.description,
          quantity: Number(quantityText(Number(l.quantity_milli))),
          unit: l.unit,
          rate: money(Number(l.rate_paise)),
          lineAmount: money(Number(l.amount_paise)),
        };
      }
    }
    if (bills.length < BATCH) return;
    const last = bills[bills.length - 1]!;
    after = { created_at: last.created_at, id: last.id };
  }
}

/** The export's rows as CSV cells, in the header's order (BILLS_EXPORT_COLUMN). */
export async function* billsExportRows(range: {
  from: string;
  to: string;
}): AsyncGenerator<CsvCell[]> {
  const cells = recordCells(BILLS_EXPORT_COLUMN);
  for await (const record of billsExportRecords(range)) yield cells(record);
}
