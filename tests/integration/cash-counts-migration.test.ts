/* eslint-disable @typescript-eslint/no-explicit-any -- the database before 0012 has another shape */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { createDb } from "~/platform/db/db.server";
import { createMigrator } from "~/platform/db/migrate.server";
import { createPgDatabase, dropPgDatabase, pgUrlFor, removeDir } from "./db-harness";

/**
 * Migration 0012 (the day book's cash counts): up makes `cash_counts` with its day index, a
 * count's user may be deleted (created_by becomes null, the count stays); down drops it and up
 * works again. On SQLite and PostgreSQL.
 */

const dialect = process.env.TEST_DIALECT ?? "sqlite";
let db: Kysely<any>;
let cleanup: () => Promise<void>;

async function migrateTo(name: string) {
  const result = await createMigrator(db).migrateTo(name);
  if (result.error) throw result.error;
}

const tables = async () => (await db.introspection.getTables()).map((t) => t.name);

beforeAll(async () => {
  if (dialect === "postgres") {
    const name = `${inject("testTemplate").replace(/_tpl$/, "")}_cc_${crypto.randomUUID().slice(0, 8)}`;
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
  await migrateTo("0011_order_upi");
});

afterAll(async () => {
  await cleanup?.();
});

const NOW = "2026-11-25T05:00:00.000Z";

describe("migration 0012", () => {
  it("adds cash_counts; a deleted user leaves the count; down drops it and up works again", async () => {
    expect(await tables()).not.toContain("cash_counts");
    await migrateTo("0012_cash_counts");
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
      await db.selectFrom("cash_counts").select(["id", "created_by", "difference_paise"]).execute(),
    ).toEqual([{ id: "c1", created_by: null, difference_paise: -5000 }]);
    await migrateTo("0011_order_upi");
    expect(await tables()).not.toContain("cash_counts");
    await migrateTo("0012_cash_counts");
    expect(await db.selectFrom("cash_counts").selectAll().execute()).toEqual([]);
  });
});
