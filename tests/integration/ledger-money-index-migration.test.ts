/* eslint-disable @typescript-eslint/no-explicit-any -- the database before 0037 has another shape */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { createDb } from "~/platform/db/db.server";
import { createMigrator } from "~/platform/db/migrate.server";
import { createPgDatabase, dropPgDatabase, pgUrlFor, removeDir } from "./db-harness";

/**
 * Migration 0037 (issue 37, decision 082), on SQLite and PostgreSQL: the ledger's time index
 * carries each entry's side, kind, method, amount and category, so a range's sums read the index
 * alone; the entries are untouched; down brings the old index back and up works again.
 */

const dialect = process.env.TEST_DIALECT ?? "sqlite";
let db: Kysely<any>;
let cleanup: () => Promise<void>;

async function migrateTo(name: string) {
  const result = await createMigrator(db).migrateTo(name);
  if (result.error) throw result.error;
}

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

beforeAll(async () => {
  if (dialect === "postgres") {
    const name = `${inject("testTemplate").replace(/_tpl$/, "")}_lm_${crypto.randomUUID().slice(0, 8)}`;
    await createPgDatabase(name);
    db = createDb(pgUrlFor(name)) as Kysely<any>;
    cleanup = async () => {
      await db.destroy();
      await dropPgDatabase(name);
    };
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), "limra-migration-"));
    db = createDb(`file:${path.join(dir, "old.db")}`) as Kysely<any>;
    cleanup = async () => {
      await db.destroy();
      removeDir(dir);
    };
  }
  await migrateTo("0035_opening_cash");
});

afterAll(async () => {
  await cleanup?.();
});

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
    await db
      .insertInto("transactions")
      .values(Array.from({ length: 40 }, (_, i) => entry(i)))
      .execute();
    const before = await rows();
    expect((await indexes()).transactions_created_idx).toEqual(["created_at"]);

    await migrateTo("0037_ledger_money_index");
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

    await migrateTo("0035_opening_cash");
    const back = await indexes();
    expect(back.transactions_created_idx).toEqual(["created_at"]);
    expect(back).not.toHaveProperty("transactions_money_idx");
    await migrateTo("0037_ledger_money_index");
    expect((await indexes()).transactions_money_idx).toEqual(MONEY);
    expect(await rows()).toEqual(before);
  });
});
