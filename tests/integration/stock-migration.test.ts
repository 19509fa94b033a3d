/* eslint-disable @typescript-eslint/no-explicit-any -- the database before 0020 has another shape */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { createDb } from "~/platform/db/db.server";
import { createMigrator } from "~/platform/db/migrate.server";
import { createPgDatabase, dropPgDatabase, pgUrlFor, removeDir } from "./db-harness";

/**
 * Migration 0020 (one stock, decision 036): up adds `products.godown_item_id` (one product per
 * godown item; a deleted item unlinks its product) and `stock_movements` (its reasons checked);
 * down drops both, keeping the products; up works again. On SQLite and PostgreSQL.
 */

const dialect = process.env.TEST_DIALECT ?? "sqlite";
let db: Kysely<any>;
let cleanup: () => Promise<void>;

async function migrateTo(name: string) {
  const result = await createMigrator(db).migrateTo(name);
  if (result.error) throw result.error;
}

const tables = async () => (await db.introspection.getTables()).map((t) => t.name);
const productColumns = async () =>
  (await db.introspection.getTables())
    .find((t) => t.name === "products")!
    .columns.map((c) => c.name);

beforeAll(async () => {
  if (dialect === "postgres") {
    const name = `${inject("testTemplate").replace(/_tpl$/, "")}_sm_${crypto.randomUUID().slice(0, 8)}`;
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
  await migrateTo("0018_order_books");
});

afterAll(async () => {
  await cleanup?.();
});

const at = "2026-11-26T05:00:00.000Z";
const item = (id: string) => ({
  id,
  item_name: `Item ${id}`,
  category: "Tea",
  quantity: 10,
  unit_price_paise: 100,
  minimum_stock: 0,
  total_value_paise: 1000,
  created_at: at,
  updated_at: at,
});
const movement = (id: string, reason: string) => ({
  id,
  godown_item_id: "g-1",
  delta: -1,
  quantity_after: 9,
  reason,
  created_at: at,
});

describe("migration 0020", () => {
  it("links products to godown items once each, checks the reasons; down and up again", async () => {
    const products = await db.selectFrom("products").select("id").orderBy("id").limit(2).execute();
    expect(products).toHaveLength(2);
    const [p1, p2] = products.map((p) => p.id as string);
    expect(await productColumns()).not.toContain("godown_item_id");
    await db
      .insertInto("godown_items")
      .values([item("g-1"), item("g-2")])
      .execute();

    await migrateTo("0020_stock_movements");
    expect(await productColumns()).toContain("godown_item_id");
    expect(await tables()).toContain("stock_movements");
    await db.updateTable("products").set({ godown_item_id: "g-1" }).where("id", "=", p1).execute();
    // One product per godown item.
    await expect(
      db.updateTable("products").set({ godown_item_id: "g-1" }).where("id", "=", p2).execute(),
    ).rejects.toThrow();
    // The reasons are the known ones.
    await db.insertInto("stock_movements").values(movement("m-1", "bill")).execute();
    await expect(
      db.insertInto("stock_movements").values(movement("m-2", "stolen")).execute(),
    ).rejects.toThrow();
    // A deleted godown item unlinks its product and leaves its movements.
    await db.deleteFrom("godown_items").where("id", "=", "g-1").execute();
    const linked = await db
      .selectFrom("products")
      .select("godown_item_id")
      .where("id", "=", p1)
      .executeTakeFirstOrThrow();
    expect(linked.godown_item_id).toBeNull();
    const kept = await db.selectFrom("stock_movements").select(["id", "godown_item_id"]).execute();
    expect(kept).toEqual([{ id: "m-1", godown_item_id: null }]);

    await migrateTo("0018_order_books");
    expect(await productColumns()).not.toContain("godown_item_id");
    expect(await tables()).not.toContain("stock_movements");
    expect(
      await db.selectFrom("products").select("id").where("id", "in", [p1, p2]).execute(),
    ).toHaveLength(2);

    await migrateTo("0020_stock_movements");
    expect(await productColumns()).toContain("godown_item_id");
    expect(await tables()).toContain("stock_movements");
  });
});
