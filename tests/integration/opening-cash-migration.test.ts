import { describe, expect, it } from "vitest";
import { migrationDatabase } from "../helpers/migration-db";

/**
 * Migrations 0034 and 0035 (decision 071), on SQLite and PostgreSQL: records written before 0034
 * stay cash, with no payee; a method outside the five is refused by the database; the books'
 * opening cash is one row at most; down undoes both and up works again.
 */

const { db, tables, columns, roundTrip } = migrationDatabase("oc", "0032_product_stock_tracking");

const NOW = "2026-12-02T05:00:00.000Z";

const record = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: "expense",
  category: "Ink",
  description: `Record ${id}`,
  amount_paise: 1000,
  created_at: NOW,
  ...extra,
});

describe("migrations 0034 and 0035", () => {
  it("keeps old records cash, refuses an unknown method, allows one opening cash", async () => {
    await roundTrip("0035_opening_cash", {
      before: async () => {
        await db.insertInto("income_expenses").values(record("old")).execute();
      },
      up: async () => {
        expect(
          await db
            .selectFrom("income_expenses")
            .select(["id", "payment_method", "payee"])
            .execute(),
        ).toEqual([{ id: "old", payment_method: "cash", payee: null }]);
        await db
          .insertInto("income_expenses")
          .values(record("upi", { payment_method: "upi", payee: "Sivakasi Papers" }))
          .execute();
        await expect(
          db
            .insertInto("income_expenses")
            .values(record("bad", { payment_method: "bitcoin" }))
            .execute(),
        ).rejects.toThrow();
        const opening = (id: string) => ({
          id,
          day: "2026-12-01",
          amount_paise: 500000,
          created_at: NOW,
        });
        await db.insertInto("opening_cash").values(opening("opening")).execute();
        await expect(
          db.insertInto("opening_cash").values(opening("opening")).execute(),
        ).rejects.toThrow();
        await expect(
          db.insertInto("opening_cash").values(opening("second")).execute(),
        ).rejects.toThrow();
        expect(await db.selectFrom("opening_cash").select("id").execute()).toEqual([
          { id: "opening" },
        ]);
      },
      down: async () => {
        expect(await tables()).not.toContain("opening_cash");
        const names = (await columns("income_expenses")).map((c) => c.name);
        expect(names).not.toContain("payment_method");
        expect(names).not.toContain("payee");
      },
      again: async () => {
        expect(await tables()).toContain("opening_cash");
      },
    });
  });
});
