import { describe, expect, it } from "vitest";
import { migrationDatabase } from "../helpers/migration-db";

/**
 * Migration 0017 (the delivery rule, decision 033): up adds orders.delivery_fee_paise (not null,
 * default 0, never negative); down drops it and up works again. On SQLite and PostgreSQL.
 */

const { columns, roundTrip } = migrationDatabase("dl", "0014_customers_overdue");

describe("migration 0017", () => {
  it("adds orders.delivery_fee_paise (not null, default 0); down drops it, up works again", async () => {
    const names = async () => (await columns("orders")).map((c) => c.name);
    await roundTrip("0017_order_delivery", {
      before: async () => {
        expect(await names()).not.toContain("delivery_fee_paise");
      },
      up: async () => {
        const column = (await columns("orders")).find((c) => c.name === "delivery_fee_paise");
        expect(column).toMatchObject({ isNullable: false, hasDefaultValue: true });
      },
      down: async () => {
        expect(await names()).not.toContain("delivery_fee_paise");
        expect(await names()).toContain("total_amount_paise");
      },
      again: async () => {
        expect(await names()).toContain("delivery_fee_paise");
      },
    });
  });
});
