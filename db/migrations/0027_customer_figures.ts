/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import { type Kysely, sql } from "kysely";
import { columnTypes } from "./support";

/**
 * One rule for every customer figure (docs/decisions/060): billed − received + refunded =
 * balance, the money of cancelled bills included.
 *
 * 1. `customers.refunded_paise`: what was given back on the customer's bills.
 * 2. An income record of category Refund was booked as a `refund` transaction, so it counted in
 *    Total Received and in Total Refunds. It was money in: it becomes an `income` entry (its
 *    category stays Refund); the form now refuses that category for income.
 * 3. A refund (an expense of category Refund) naming a bill not cancelled now counts in the
 *    bill's balance: total − paid + refunded, and its payment status follows.
 * 4. Every customer's received (every payment not voided, cancelled bills' too: the bills'
 *    paid amounts, which settleBill keeps equal to their live payments), refunded,
 *    balance (the sum of their bills' balances) and billed (balance + received − refunded: what
 *    the customer was charged, a cancelled bill's kept money included) worked out again; the
 *    oldest owing bill again for the customers whose balance a refund changed.
 */

const REFUNDS = sql`(select coalesce(sum(t.amount_paise), 0) from transactions t
  where t.complaint_id = complaints.id and t.transaction_type = 'refund' and t.type = 'expense')`;

const PAID_BACK = sql`exists (select 1 from transactions t where t.complaint_id = complaints.id
  and t.transaction_type = 'refund' and t.type = 'expense')`;

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable("customers")
    .addColumn("refunded_paise", t.bigint, (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update transactions set transaction_type = 'income'
    where transaction_type = 'refund' and type = 'income'`.execute(db);
  const kept = sql`(advance_paise + received_paise - ${REFUNDS})`;
  await sql`update complaints set
      balance_paise = estimated_cost_paise - ${kept},
      payment_status = case when estimated_cost_paise - ${kept} <= 0 then 'paid'
        when ${kept} > 0 then 'part_paid' else 'unpaid' end
    where cancelled_at is null and ${PAID_BACK}`.execute(db);
  await sql`update customers set
      received_paise = coalesce((select sum(c.advance_paise + c.received_paise)
        from complaints c where c.customer_id = customers.id), 0),
      refunded_paise = coalesce((select sum(t.amount_paise)
        from transactions t join complaints c on c.id = t.complaint_id
        where c.customer_id = customers.id and t.transaction_type = 'refund'
          and t.type = 'expense'), 0),
      balance_paise = coalesce((select sum(c.balance_paise) from complaints c
        where c.customer_id = customers.id and c.cancelled_at is null), 0)`.execute(db);
  await sql`update customers set billed_paise = balance_paise + received_paise - refunded_paise`.execute(
    db,
  );
  await oldestDue(db);
}

/**
 * The bill date of the oldest bill still owing, oldest paid first (app/lib/ageing.ts at the time
 * of this migration): the balance laid on the newest bills not cancelled. Only customers with a
 * bill not cancelled that was refunded on: nobody else's balance changed.
 */
async function oldestDue(db: Kysely<any>) {
  const rows: { customer_id: string; balance: unknown }[] = await db
    .selectFrom("customers as cu")
    .select(["cu.id as customer_id", "cu.balance_paise as balance"])
    .where(
      sql<boolean>`exists (select 1 from complaints complaints where complaints.customer_id = cu.id
        and complaints.cancelled_at is null and ${PAID_BACK})`,
    )
    .execute();
  for (const row of rows) {
    const bills: { created_at: unknown; estimated_cost_paise: unknown }[] = await db
      .selectFrom("complaints")
      .select(["created_at", "estimated_cost_paise"])
      .where("customer_id", "=", row.customer_id)
      .where("cancelled_at", "is", null)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
    let left = Number(row.balance);
    let oldest: unknown = null;
    for (const bill of bills) {
      if (left <= 0) break;
      const total = Number(bill.estimated_cost_paise);
      if (total <= 0) continue;
      left -= Math.min(left, total);
      oldest = bill.created_at;
    }
    await db
      .updateTable("customers")
      .set({ oldest_due_at: oldest })
      .where("id", "=", row.customer_id)
      .execute();
  }
}

/**
 * The column goes; the entries relabelled income stay income (they were money in all along) and
 * the bills keep their balances.
 */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("customers").dropColumn("refunded_paise").execute();
}
