/* eslint-disable @typescript-eslint/no-explicit-any -- the database before 0033 has another shape */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { createDb } from "~/platform/db/db.server";
import { createMigrator } from "~/platform/db/migrate.server";
import { createPgDatabase, dropPgDatabase, pgUrlFor, removeDir } from "./db-harness";

/**
 * Migration 0033 (the courier of a shipped order, decision 067): up adds orders.courier and
 * orders.tracking_number, both nullable; down drops them and up works again. On SQLite and
 * PostgreSQL.
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
    const name = `${inject("testTemplate").replace(/_tpl$/, "")}_sh_${crypto.randomUUID().slice(0, 8)}`;
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
  await migrateTo("0032_product_stock_tracking");
});

afterAll(async () => {
  await cleanup?.();
});

describe("migration 0033", () => {
  it("adds orders.courier and orders.tracking_number (nullable); down drops them, up works again", async () => {
    const names = async () => (await orderColumns()).map((c) => c.name);
    expect(await names()).not.toContain("courier");
    await migrateTo("0033_order_shipment");
    const added = (await orderColumns()).filter((c) =>
      ["courier", "tracking_number"].includes(c.name),
    );
    expect(added.map((c) => [c.name, c.isNullable])).toEqual([
      ["courier", true],
      ["tracking_number", true],
    ]);
    await migrateTo("0032_product_stock_tracking");
    expect(await names()).not.toContain("courier");
    expect(await names()).not.toContain("tracking_number");
    await migrateTo("0033_order_shipment");
    expect(await names()).toContain("tracking_number");
  });
});
