/* eslint-disable @typescript-eslint/no-explicit-any -- the database before 0018 has another shape */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { createDb } from "~/platform/db/db.server";
import { createMigrator } from "~/platform/db/migrate.server";
import { createPgDatabase, dropPgDatabase, pgUrlFor, removeDir } from "./db-harness";

/**
 * Migration 0018 (LimraKart orders in the books): up adds `transactions.order_id` and its index,
 * keeping the entries there were; down drops both (the entries stay) and up works again. On
 * SQLite and PostgreSQL.
 */

const dialect = process.env.TEST_DIALECT ?? "sqlite";
let db: Kysely<any>;
let cleanup: () => Promise<void>;

async function migrateTo(name: string) {
  const result = await createMigrator(db).migrateTo(name);
  if (result.error) throw result.error;
}

const columns = async () =>
  (await db.introspection.getTables())
    .find((t) => t.name === "transactions")!
    .columns.map((c) => c.name);

const hasIndex = async () => {
  const rows =
    dialect === "postgres"
      ? await db
          .selectFrom("pg_indexes" as any)
          .select("indexname as name")
          .where("indexname", "=", "transactions_order_idx")
          .execute()
      : await db
          .selectFrom("sqlite_master" as any)
          .select("name")
          .where("type", "=", "index")
          .where("name", "=", "transactions_order_idx")
          .execute();
  return rows.length === 1;
};

beforeAll(async () => {
  if (dialect === "postgres") {
    const name = `${inject("testTemplate").replace(/_tpl$/, "")}_ob_${crypto.randomUUID().slice(0, 8)}`;
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
  await migrateTo("0014_customers_overdue");
});

afterAll(async () => {
  await cleanup?.();
});

const entry = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  transaction_type: "income",
  amount_paise: 5000,
  type: "income",
  created_at: "2026-11-26T05:00:00.000Z",
  ...extra,
});

describe("migration 0018", () => {
  it("adds transactions.order_id with its index; down drops them, keeping the entries; up again", async () => {
    await db.insertInto("transactions").values(entry("t-before")).execute();
    expect(await columns()).not.toContain("order_id");
    await migrateTo("0018_order_books");
    expect(await columns()).toContain("order_id");
    expect(await hasIndex()).toBe(true);
    await db
      .insertInto("transactions")
      .values(entry("t-order", { order_id: "o-1" }))
      .execute();
    const rows = await db
      .selectFrom("transactions")
      .select(["id", "order_id"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: "t-before", order_id: null },
      { id: "t-order", order_id: "o-1" },
    ]);

    await migrateTo("0014_customers_overdue");
    expect(await columns()).not.toContain("order_id");
    expect(await hasIndex()).toBe(false);
    const kept = await db.selectFrom("transactions").select("id").orderBy("id").execute();
    expect(kept.map((r) => r.id)).toEqual(["t-before", "t-order"]);

    await migrateTo("0018_order_books");
    expect(await columns()).toContain("order_id");
    expect(await hasIndex()).toBe(true);
  });
});
