/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * The cash entries of the ledger by time, with what their sum needs (docs/decisions/084): a day's
 * opening cash in hand (app/billing/cash-book/opening.server.ts) sums the cash entries before the
 * day, or since the books' opening cash or the latest count. `transactions_created_idx` found
 * them and read every row of the table behind it (all methods, 0.3–0.5 s at 200k entries); this
 * partial index holds only the cash entries (the ledger's IS_CASH: no method, or cash) and the
 * columns MONEY_IN and MONEY_OUT read, so the sum is read from the index alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("transactions_cash_created_idx")
    .on("transactions")
    .columns(["created_at", "type", "transaction_type", "amount_paise"])
    .where(sql<boolean>`payment_method is null or payment_method = 'cash'`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("transactions_cash_created_idx").execute();
}
