import { type Kysely, sql } from "kysely";
import type { Database } from "~/platform/db/schema";
import { isPostgres } from "~/platform/db/dialect";
import { linkCustomers, refreshCustomers } from "~/platform/customers.server";
import { formatReceiptNumber } from "../money";

/**
 * An imported batch of bills made whole in the money model (decision 023), inside the import's
 * transaction: each bill gets one line (its particulars, quantity 1, the amount before
 * discount); a bill the file says is Paid is taken at its word like the bills migrated from the
 * spec's data — its total becomes a payment with a receipt, dated at the bill's date, booked in
 * the cash book — and its work becomes Completed; every bill's paid amount, balance and payment
 * status are set. The file holds no advances or payments, so the others are unpaid.
 */
export async function settleImportedBills(
  trx: Kysely<Database>,
  /** The batch as spooled: a JSON array of row arrays whose first cell is the bill's id. */
  batchJson: string,
): Promise<void> {
  const ids = isPostgres(trx)
    ? sql`(select r.value->>0 from jsonb_array_elements(${batchJson}::jsonb) as r(value))`
    : sql`(select json_extract(r.value, '$[0]') from json_each(${batchJson}) as r)`;
  await sql`insert into bill_lines (id, bill_id, position, description, quantity_milli, unit, rate_paise, amount_paise)
    select id || ':1', id, 1, complaint_description, 1000, 'pcs', actual_cost_paise, actual_cost_paise
    from complaints where id in ${ids}`.execute(trx);
  const paid = await trx
    .selectFrom("complaints")
    .select(["id", "complaint_number", "estimated_cost_paise", "created_at", "created_by"])
    .where(sql<boolean>`id in ${ids}`)
    .where("status", "=", "paid")
    .where("estimated_cost_paise", ">", 0)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  if (paid.length > 0) await payInFull(trx, paid);
  await sql`update complaints set
      advance_paise = 0,
      received_paise = case when status = 'paid' then estimated_cost_paise else 0 end,
      balance_paise = case when status = 'paid' then 0 else estimated_cost_paise end,
      payment_status = case when status = 'paid' or estimated_cost_paise = 0 then 'paid' else 'unpaid' end,
      status = case when status = 'paid' then 'completed' else status end,
      completion_date = case when status = 'paid' then coalesce(completion_date, updated_at) else completion_date end
    where id in ${ids}`.execute(trx);
  await linkImportedBills(trx, ids);
}

/** The batch's bills linked to their customers by phone, and those customers' figures. */
async function linkImportedBills(trx: Kysely<Database>, ids: ReturnType<typeof sql>) {
  const bills = await trx
    .selectFrom("complaints")
    .select(["id", "customer_name", "customer_phone", "customer_address"])
    .where(sql<boolean>`id in ${ids}`)
    .where("customer_phone", "is not", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  if (bills.length === 0) return;
  const customers = await linkCustomers(
    trx,
    bills.map((b) => ({
      phone: b.customer_phone,
      name: b.customer_name,
      address: b.customer_address,
    })),
  );
  const links = bills.flatMap((b, i) => (customers[i] ? [sql`(${b.id}, ${customers[i]})`] : []));
  if (links.length === 0) return;
  await sql`update complaints set customer_id = v.column2
    from (values ${sql.join(links)}) as v where complaints.id = v.column1`.execute(trx);
  await refreshCustomers(
    trx,
    customers.filter((c): c is string => c !== null),
  );
}

type PaidBill = {
  id: string;
  complaint_number: string;
  estimated_cost_paise: number;
  created_at: string;
  created_by: string | null;
};

/** One payment (receipt numbers drawn together) and its cash-book entry per paid bill. */
async function payInFull(trx: Kysely<Database>, bills: PaidBill[]) {
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
