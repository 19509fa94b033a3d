import { describe, expect, it } from "vitest";
import { migrationDatabase } from "../helpers/migration-db";

/**
 * Migration 0033 (the courier of a shipped order, decision 067): up adds orders.courier and
 * orders.tracking_number, both nullable; down drops them and up works again. On SQLite and
 * PostgreSQL.
 */

const { columns, roundTrip } = migrationDatabase("sh", "0032_product_stock_tracking");

describe("migration 0033", () => {
  it("adds orders.courier and orders.tracking_number (nullable); down drops them, up works again", async () => {
    const names = async () => (await columns("orders")).map((c) => c.name);
    await roundTrip("0033_order_shipment", {
      before: async () => {
        expect(await names()).not.toContain("courier");
      },
      up: async () => {
        const added = (await columns("orders")).filter((c) =>
          ["courier", "tracking_number"].includes(c.name),
        );
        expect(added.map((c) => [c.name, c.isNullable])).toEqual([
          ["courier", true],
          ["tracking_number", true],
        ]);
      },
      down: async () => {
        expect(await names()).not.toContain("courier");
        expect(await names()).not.toContain("tracking_number");
      },
      again: async () => {
        expect(await names()).toContain("tracking_number");
      },
    });
  });
});
