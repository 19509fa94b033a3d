/* eslint-disable @typescript-eslint/no-explicit-any -- the database before 0038 has another shape */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { IS_CASH, MONEY_IN, MONEY_OUT } from "~/billing/ledger/index.server";
import { createDb } from "~/platform/db/db.server";
import { createMigrator } from "~/platform/db/migrate.server";
import { createPgDatabase, dropPgDatabase, pgUrlFor, removeDir } from "./db-harness";

/**
 * Migration 0038 (decision 084), on SQLite and PostgreSQL: the partial index of the cash entries
 * by time is created, the opening cash's sum (the ledger's IS_CASH, before a moment) is planned
 * on it, the sum is unchanged, and down drops it (up works again).
 */

const dialect = process.env.TEST_DIALECT ?? "sqlite";
let db: Kysely<any>;
let cleanup: () => Promise<void>;

async function migrateTo(name: string) {
  const result = await createMigrator(db).migrateTo(name);
  if (result.error) throw result.error;
}

const INDEX = "transactions_cash_created_idx";

const indexes = async (): Promise<string[]> => {
  if (dialect === "postgres") {
    const rows = await db
      .selectFrom("pg_indexes" as any)
      .select("indexname as name")
      .where("tablename", "=", "transactions")
      .execute();
    return rows.map((r: any) => r.name);
  }
  const rows = await db
    .selectFrom("sqlite_master" as any)
    .select("name")
    .where("type", "=", "index")
    .where("tbl_name", "=", "transactions")
    .execute();
  return rows.map((r: any) => r.name);
};

/** The opening cash's query (opening.server.ts cashIn): Σ cash in − out before a moment. */
const cashBefore = (before: string) =>
  db
    .selectFrom("transactions as t")
    .select(sql<number>`sum(${MONEY_IN} - ${MONEY_OUT})`.as("cash"))
    .where(IS_CASH)
    .where("t.created_at", "<", before);

/** The plan of the cash sum, as text (PostgreSQL told not to scan the table when it can help it). */
async function plan(before: string): Promise<string> {
  const compiled = cashBefore(before).compile();
  if (dialect === "postgres") {
    return db.connection().execute(async (c) => {
      await sql`set enable_seqscan = off`.execute(c);
      const { rows } = await c.executeQuery<any>({
        ...compiled,
        sql: `explain ${compiled.sql}`,
      });
      await sql`reset enable_seqscan`.execute(c);
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
  }
  const { rows } = await db.executeQuery<any>({
    ...compiled,
    sql: `explain query plan ${compiled.sql}`,
  });
  return rows.map((r) => r.detail).join("\n");
}

beforeAll(async () => {
  if (dialect === "postgres") {
    const name = `${inject("testTemplate").replace(/_tpl$/, "")}_ci_${crypto.randomUUID().slice(0, 8)}`;
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

const entry = (id: string, extra: Record<string, unknown>) => ({
  id,
  transaction_type: "income",
  type: "income",
  amount_paise: 1000,
  created_at: "2026-11-20T05:00:00.000Z",
  ...extra,
});

describe("migration 0038", () => {
  it("indexes the cash entries by time, the opening cash's sum reads it, down drops it", async () => {
    await db
      .insertInto("transactions")
      .values([
        entry("a", { payment_method: null, amount_paise: 50000 }),
        entry("b", { payment_method: "cash", amount_paise: 25000 }),
        entry("c", { payment_method: "upi", amount_paise: 99900 }),
        entry("d", {
          payment_method: "cash",
          transaction_type: "payment_void",
          amount_paise: 5000,
        }),
        entry("e", { payment_method: "cash", type: "expense", transaction_type: "expense" }),
        entry("f", { payment_method: "cash", created_at: "2026-11-21T05:00:00.000Z" }),
      ])
      .execute();
    const before = "2026-11-21T00:00:00.000Z";
    const sumBefore = Number((await cashBefore(before).executeTakeFirstOrThrow()).cash);
    expect(sumBefore).toBe(50000 + 25000 - 5000 - 1000);
    expect(await indexes()).not.toContain(INDEX);

    await migrateTo("0038_cash_entries_index");
    expect(await indexes()).toContain(INDEX);
    expect(await plan(before)).toContain(INDEX);
    expect(Number((await cashBefore(before).executeTakeFirstOrThrow()).cash)).toBe(sumBefore);

    await migrateTo("0035_opening_cash");
    expect(await indexes()).not.toContain(INDEX);
    await migrateTo("0038_cash_entries_index");
    expect(await indexes()).toContain(INDEX);
  });
});
