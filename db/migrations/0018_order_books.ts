/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";

/**
 * LimraKart orders in the books (docs/decisions/034): an entry of the one ledger may book an
 * order's payment, its reversal or a refund, linked to the order by `order_id`. The orders
 * already marked paid (and not cancelled) get their payment entry now, dated when the order was
 * last changed, in cash or (a UPI order) UPI, so their money is in the books too; an order that
 * already has one (up again after a down) is left as it is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("transactions")
    // No foreign key: SQLite cannot drop a column that has one (down); orders are never deleted.
    .addColumn("order_id", "text")
    .execute();
  await db.schema
    .createIndex("transactions_order_idx")
    .on("transactions")
    .columns(["order_id", "created_at"])
    .execute();
  await bookPaidOrders(db);
}

/** One payment entry for each order marked paid before the orders joined the books. */
async function bookPaidOrders(db: Kysely<any>): Promise<void> {
  const booked = db
    .selectFrom("transactions as t")
    .select("t.id")
    .where("t.transaction_type", "=", "order_payment")
    .whereRef("t.reference_number", "=", "o.order_number");
  const paid = await db
    .selectFrom("orders as o")
    .select(["o.id", "o.order_number", "o.total_amount_paise", "o.payment_method", "o.updated_at"])
    .where("o.payment_status", "=", "paid")
    .where("o.order_status", "!=", "cancelled")
    .where((eb) => eb.not(eb.exists(booked)))
    .orderBy("o.updated_at")
    .execute();
  for (let i = 0; i < paid.length; i += 500) {
    await db
      .insertInto("transactions")
      .values(
        paid.slice(i, i + 500).map((o) => ({
          id: crypto.randomUUID(),
          transaction_type: "order_payment",
          amount_paise: o.total_amount_paise,
          reference_number: o.order_number,
          description: `LimraKart order #${o.order_number}: payment received (recorded when orders joined the books)`,
          payment_method: o.payment_method === "upi" ? "upi" : "cash",
          category: "LimraKart",
          type: "income",
          order_id: o.id,
          created_by: null,
          created_at: o.updated_at,
        })),
      )
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("transactions_order_idx").execute();
  await db.schema.alterTable("transactions").dropColumn("order_id").execute();
}
