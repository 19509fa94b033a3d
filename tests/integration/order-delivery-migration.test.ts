/* eslint-disable @typescript-eslint/no-explicit-any -- the database before 0017 has another shape */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { createDb } from "~/platform/db/db.server";
import { createMigrator } from "~/platform/db/migrate.server";
import { createPgDatabase, dropPgDatabase, pgUrlFor, removeDir } from "./db-harness";

/**
 * Migration 0017 (the delivery rule, decision 033): up adds orders.delivery_fee_paise (not null,
 * default 0, never negative); down drops it and up works again. On SQLite and PostgreSQL.
 */

const dialect = process.env.TEST_DIALECT ?? "sqlite";
let db: Kysely<any>;
let cleanup: () => Promise<void>;

async function migrateTo(name: string) {
  const result = await createMigrator(db).migrateTo(name);
  if (result.error) throw result.error;
}

const orderColumns = async () => {
  const tables = await db.introspection.getTables();
  return tables.find((t) => t.name === "orders")!.columns;
};

beforeAll(async () => {
  if (dialect === "postgres") {
    const name = `${inject("testTemplate").replace(/_tpl$/, "")}_dl_${crypto.randomUUID().slice(0, 8)}`;
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

describe("migration 0017", () => {
  it("adds orders.delivery_fee_paise (not null, default 0); down drops it, up works again", async () => {
    const names = async () => (await orderColumns()).map((c) => c.name);
    expect(await names()).not.toContain("delivery_fee_paise");
    await migrateTo("0017_order_delivery");
    const column = (await orderColumns()).find((c) => c.name === "delivery_fee_paise");
    expect(column).toMatchObject({ isNullable: false, hasDefaultValue: true });
    await migrateTo("0014_customers_overdue");
    expect(await names()).not.toContain("delivery_fee_paise");
    expect(await names()).toContain("total_amount_paise");
    await migrateTo("0017_order_delivery");
    expect(await names()).toContain("delivery_fee_paise");
  });
});
