import { describe, expect, it } from "vitest";
import { migrationDatabase } from "../helpers/migration-db";

/**
 * Migration 0012 (the day book's cash counts): up makes `cash_counts` with its day index, a
 * count's user may be deleted (created_by becomes null, the count stays); down drops it and up
 * works again. On SQLite and PostgreSQL.
 */

const { db, dialect, tables, roundTrip } = migrationDatabase("cc", "0011_order_upi");

const NOW = "2026-11-25T05:00:00.000Z";

describe("migration 0012", () => {
  it("adds cash_counts; a deleted user leaves the count; down drops it and up works again", async () => {
    await roundTrip("0012_cash_counts", {
      before: async () => {
        expect(await tables()).not.toContain("cash_counts");
      },
      up: async () => {
        expect(await tables()).toContain("cash_counts");
        await db
          .insertInto("users")
          .values({
            id: "u1",
            name: "Counter",
            email: "counter@example.com",
            email_verified: dialect === "postgres" ? true : 1,
            created_at: NOW,
            updated_at: NOW,
          })
          .execute();
        await db
          .insertInto("cash_counts")
          .values({
            id: "c1",
            day: "2026-11-25",
            expected_paise: 50000,
            counted_paise: 45000,
            difference_paise: -5000,
            note: null,
            created_by: "u1",
            created_at: NOW,
          })
          .execute();
        await db.deleteFrom("users").where("id", "=", "u1").execute();
        expect(
          await db
            .selectFrom("cash_counts")
            .select(["id", "created_by", "difference_paise"])
            .execute(),
        ).toEqual([{ id: "c1", created_by: null, difference_paise: -5000 }]);
      },
      down: async () => {
        expect(await tables()).not.toContain("cash_counts");
      },
      again: async () => {
        expect(await db.selectFrom("cash_counts").selectAll().execute()).toEqual([]);
      },
    });
  });
});
