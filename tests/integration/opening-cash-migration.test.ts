/* eslint-disable @typescript-eslint/no-explicit-any -- the database before 0034 has another shape */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { createDb } from "~/platform/db/db.server";
import { createMigrator } from "~/platform/db/migrate.server";
import { createPgDatabase, dropPgDatabase, pgUrlFor, removeDir } from "./db-harness";

/**
 * Migrations 0034 and 0035 (decision 071), on SQLite and PostgreSQL: records written before 0034
 * stay cash, with no payee; a method outside the five is refused by the database; the books'
 * opening cash is one row at most; down undoes both and up works again.
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
    const name = `${inject("testTemplate").replace(/_tpl$/, "")}_oc_${crypto.randomUUID().slice(0, 8)}`;
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
    await db.insertInto("income_expenses").values(record("old")).execute();
    await migrateTo("0035_opening_cash");
    expect(
      await db.selectFrom("income_expenses").select(["id", "payment_method", "payee"]).execute(),
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
    expect(await db.selectFrom("opening_cash").select("id").execute()).toEqual([{ id: "opening" }]);

    await migrateTo("0032_product_stock_tracking");
    expect(await tables()).not.toContain("opening_cash");
    const columns = (await db.introspection.getTables())
      .find((t) => t.name === "income_expenses")!
      .columns.map((c) => c.name);
    expect(columns).not.toContain("payment_method");
    expect(columns).not.toContain("payee");
    await migrateTo("0035_opening_cash");
    expect(await tables()).toContain("opening_cash");
  });
});
