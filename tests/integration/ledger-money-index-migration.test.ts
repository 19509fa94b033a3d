import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrationDatabase } from "../helpers/migration-db";

/**
 * Migration 0037 (issue 37, decision 082), on SQLite and PostgreSQL: the ledger's time index
 * carries each entry's side, kind, method, amount and category, so a range's sums read the index
 * alone; the entries are untouched; down brings the old index back and up works again.
 */

const { db, dialect, roundTrip } = migrationDatabase("lm", "0035_opening_cash");

/** The transactions table's indexes, by name, each with its columns in order. */
async function indexes(): Promise<Record<string, string[]>> {
  if (dialect === "postgres") {
    const { rows } = await sql<{ name: string; columns: string[] }>`
      select i.relname as name,
        array_agg(a.attname::text order by k.ord) as columns
      from pg_index x
      join pg_class i on i.oid = x.indexrelid
      join pg_class t on t.oid = x.indrelid
      cross join lateral unnest(x.indkey) with ordinality as k(attnum, ord)
      join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
      where t.relname = 'transactions' and not x.indisprimary
      group by i.relname`.execute(db);
    return Object.fromEntries(rows.map((r) => [r.name, r.columns]));
  }
  const { rows } = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'index' and tbl_name = 'transactions' and sql is not null`.execute(
    db,
  );
  const out: Record<string, string[]> = {};
  for (const { name } of rows) {
    const info = await sql<{ name: string }>`select name from pragma_index_info(${name})`.execute(
      db,
    );
    out[name] = info.rows.map((r) => r.name);
  }
  return out;
}

const entry = (i: number) => ({
  id: `t${i}`,
  transaction_type: i % 5 === 0 ? "expense" : "payment_received",
  amount_paise: 1_000 + i,
  reference_number: null,
  description: `Entry ${i}`,
  payment_method: i % 3 === 0 ? "upi" : "cash",
  category: "Service",
  type: i % 5 === 0 ? "expense" : "income",
  complaint_id: null,
  created_by: null,
  created_at: new Date(Date.UTC(2026, 10, 1) + i * 3_600_000).toISOString(),
});

const MONEY = [
  "created_at",
  "type",
  "transaction_type",
  "payment_method",
  "amount_paise",
  "category",
];

const rows = () => db.selectFrom("transactions").selectAll().orderBy("id").execute();

describe("migration 0037", () => {
  it("serves a range's sums from the time index alone, entries untouched, and goes back", async () => {
    let before: unknown[] = [];
    await roundTrip("0037_ledger_money_index", {
      before: async () => {
        await db
          .insertInto("transactions")
          .values(Array.from({ length: 40 }, (_, i) => entry(i)))
          .execute();
        before = await rows();
        expect((await indexes()).transactions_created_idx).toEqual(["created_at"]);
      },
      up: async () => {
        const after = await indexes();
        expect(after.transactions_money_idx).toEqual(MONEY);
        expect(after).not.toHaveProperty("transactions_created_idx");
        expect(await rows()).toEqual(before);
        if (dialect === "sqlite") {
          // The opening cash's shape of query: a time range, cash only, money in less money out.
          const { rows: plan } = await sql<{ detail: string }>`explain query plan
            select sum(case when type = 'income' then amount_paise else 0 end - case when type = 'expense' then amount_paise else 0 end)
            from transactions where (payment_method is null or payment_method = 'cash')
            and created_at < '2026-11-02T00:00:00.000Z'`.execute(db);
          expect(plan.map((p) => p.detail).join("\n")).toContain(
            "COVERING INDEX transactions_money_idx",
          );
        }
      },
      down: async () => {
        const back = await indexes();
        expect(back.transactions_created_idx).toEqual(["created_at"]);
        expect(back).not.toHaveProperty("transactions_money_idx");
      },
      again: async () => {
        expect((await indexes()).transactions_money_idx).toEqual(MONEY);
        expect(await rows()).toEqual(before);
      },
    });
  });
});
