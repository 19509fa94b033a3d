/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import { type Kysely, sql } from "kysely";
import { isPostgres } from "./support";

/**
 * Money that cannot be lost (docs/decisions/062):
 *
 * 1. Every paise column is 64-bit. On PostgreSQL `integer` is 32-bit, so a bill whose payments
 *    passed ₹2,14,74,836.47 could not be stored there (SQLite's integers are 64-bit already).
 * 2. A bill with money records cannot be deleted from under them. Deleting a bill used to
 *    cascade: its cash-book entries (transactions) and income records went with it, and its
 *    payments lost their bill. Now the database refuses the delete while a payment, a cash-book
 *    entry or an income/expense record still names the bill; the app unlinks what it means to
 *    keep (voided payments and their entries) before it deletes a bill that took no money.
 *    PostgreSQL: the foreign keys become plain references (NO ACTION). SQLite cannot change a
 *    foreign key without rebuilding the table, so a BEFORE DELETE trigger refuses instead.
 */

const MONEY_COLUMNS: Record<string, string[]> = {
  bill_lines: ["amount_paise", "rate_paise"],
  cash_counts: ["counted_paise", "difference_paise", "expected_paise"],
  complaints: [
    "actual_cost_paise",
    "advance_paise",
    "balance_paise",
    "discount_paise",
    "estimated_cost_paise",
    "received_paise",
    "round_off_paise",
  ],
  godown_items: ["unit_price_paise"],
  income_expenses: ["amount_paise"],
  order_items: ["total_price_paise", "unit_price_paise"],
  orders: ["delivery_fee_paise", "total_amount_paise"],
  payments: ["amount_paise"],
  products: ["price_paise"],
  services: ["price_paise"],
  transactions: ["amount_paise"],
};

/** The tables whose rows hold money and name a bill, with the column that names it. */
const MONEY_LINKS: [table: string, column: string][] = [
  ["payments", "bill_id"],
  ["transactions", "complaint_id"],
  ["income_expenses", "complaint_id"],
];

async function setColumnTypes(db: Kysely<any>, type: "bigint" | "integer") {
  for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
    const changes = sql.join(
      columns.map((c) => sql`alter column ${sql.ref(c)} type ${sql.raw(type)}`),
    );
    await sql`alter table ${sql.table(table)} ${changes}`.execute(db);
  }
}

async function setForeignKeys(db: Kysely<any>, onDelete: (table: string) => string) {
  for (const [table, column] of MONEY_LINKS) {
    const name = `${table}_${column}_fkey`;
    await sql`alter table ${sql.table(table)} drop constraint if exists ${sql.ref(name)}`.execute(
      db,
    );
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(name)} foreign key (${sql.ref(column)}) references complaints (id) ${sql.raw(onDelete(table))}`.execute(
      db,
    );
  }
}

const GUARD = "complaints_keep_money";

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await setColumnTypes(db, "bigint");
    await setForeignKeys(db, () => "");
    return;
  }
  const named = MONEY_LINKS.map(
    ([table, column]) => `exists (select 1 from ${table} where ${column} = old.id)`,
  ).join(" or ");
  await sql
    .raw(
      `create trigger ${GUARD} before delete on complaints when ${named}
       begin select raise(abort, 'a bill with money records cannot be deleted'); end`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await setForeignKeys(db, (table) =>
      table === "payments" ? "on delete set null" : "on delete cascade",
    );
    await setColumnTypes(db, "integer");
    return;
  }
  await sql.raw(`drop trigger if exists ${GUARD}`).execute(db);
}
