import { describe, expect, it } from "vitest";
import { migrationDatabase } from "../helpers/migration-db";

/**
 * Migration 0040 (payment reminders at scale, decision 103): up replaces customers_oldest_due_idx
 * with the covering customers_overdue_idx and adds customer_reminders_sent_idx; down brings the
 * old index back and up works again. On SQLite and PostgreSQL.
 */

const { indexes, roundTrip } = migrationDatabase("ov", "0039_print_jobs");

describe("migration 0040", () => {
  it("replaces the oldest-owing-bill index with the covering one and indexes reminders by time; down undoes it", async () => {
    const state = async () => ({
      customers: (await indexes("customers")).filter((n) => /oldest_due|overdue/.test(n)).sort(),
      reminders: (await indexes("customer_reminders")).filter((n) => n.includes("sent")),
    });
    const before = { customers: ["customers_oldest_due_idx"], reminders: [] };
    const after = {
      customers: ["customers_overdue_idx"],
      reminders: ["customer_reminders_sent_idx"],
    };
    await roundTrip("0040_overdue_index", {
      before: async () => {
        expect(await state()).toEqual(before);
      },
      up: async () => {
        expect(await state()).toEqual(after);
      },
      down: async () => {
        expect(await state()).toEqual(before);
      },
      again: async () => {
        expect(await state()).toEqual(after);
      },
    });
  });
});
