import { describe, expect, it } from "vitest";
import { migrationDatabase } from "../helpers/migration-db";

/**
 * Migration 0020 (one stock, decision 036): up adds `products.godown_item_id` (one product per
 * godown item; a deleted item unlinks its product) and `stock_movements` (its reasons checked);
 * down drops both, keeping the products; up works again. On SQLite and PostgreSQL.
 */

const { db, tables, columns, roundTrip } = migrationDatabase("sm", "0018_order_books");

const productColumns = async () => (await columns("products")).map((c) => c.name);

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
    let p1 = "";
    let p2 = "";
    await roundTrip("0020_stock_movements", {
      before: async () => {
        const products = await db
          .selectFrom("products")
          .select("id")
          .orderBy("id")
          .limit(2)
          .execute();
        expect(products).toHaveLength(2);
        [p1, p2] = products.map((p) => p.id as string) as [string, string];
        expect(await productColumns()).not.toContain("godown_item_id");
        await db
          .insertInto("godown_items")
          .values([item("g-1"), item("g-2")])
          .execute();
      },
      up: async () => {
        expect(await productColumns()).toContain("godown_item_id");
        expect(await tables()).toContain("stock_movements");
        await db
          .updateTable("products")
          .set({ godown_item_id: "g-1" })
          .where("id", "=", p1)
          .execute();
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
        const kept = await db
          .selectFrom("stock_movements")
          .select(["id", "godown_item_id"])
          .execute();
        expect(kept).toEqual([{ id: "m-1", godown_item_id: null }]);
      },
      down: async () => {
        expect(await productColumns()).not.toContain("godown_item_id");
        expect(await tables()).not.toContain("stock_movements");
        expect(
          await db.selectFrom("products").select("id").where("id", "in", [p1, p2]).execute(),
        ).toHaveLength(2);
      },
      again: async () => {
        expect(await productColumns()).toContain("godown_item_id");
        expect(await tables()).toContain("stock_movements");
      },
    });
  });
});
