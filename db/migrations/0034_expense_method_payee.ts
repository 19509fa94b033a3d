/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * An income or expense record says how it was paid and to whom (docs/decisions/071):
 * `income_expenses.payment_method` (the payments' methods: cash, upi, card, bank, cheque; not
 * null, default cash) and `payee` (optional text), and `transactions.payee` beside the entry's
 * existing `payment_method`, so the ledger's lists and the day book read both from the one
 * ledger. Rows written before were all booked as cash (their transaction says so): they stay
 * cash, which is what they counted as.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("income_expenses")
    .addColumn("payment_method", "text", (c) =>
      c
        .notNull()
        .defaultTo("cash")
        .check(sql`payment_method in ('cash', 'upi', 'card', 'bank', 'cheque')`),
    )
    .execute();
  await db.schema.alterTable("income_expenses").addColumn("payee", "text").execute();
  await db.schema.alterTable("transactions").addColumn("payee", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("transactions").dropColumn("payee").execute();
  await db.schema.alterTable("income_expenses").dropColumn("payee").execute();
  await db.schema.alterTable("income_expenses").dropColumn("payment_method").execute();
}
