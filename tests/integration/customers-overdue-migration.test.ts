import { describe, expect, it } from "vitest";
import { migrationDatabase } from "../helpers/migration-db";

/**
 * Migration 0014 (the customers list's overdue filters): up adds customers_oldest_due_idx;
 * down drops it and up works again. On SQLite and PostgreSQL.
 */

const { indexes, roundTrip } = migrationDatabase("od", "0013_customers");

describe("migration 0014", () => {
  it("adds the oldest-owing-bill index; down drops it and up works again", async () => {
    await roundTrip("0014_customers_overdue", {
      before: async () => {
        expect(await indexes("customers")).not.toContain("customers_oldest_due_idx");
      },
      up: async () => {
        expect(await indexes("customers")).toContain("customers_oldest_due_idx");
      },
      down: async () => {
        expect(await indexes("customers")).not.toContain("customers_oldest_due_idx");
      },
      again: async () => {
        expect(await indexes("customers")).toContain("customers_oldest_due_idx");
      },
    });
  });
});
