/* eslint-disable @typescript-eslint/no-explicit-any -- the database before 0040 has another shape */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { createDb } from "~/platform/db/db.server";
import { createMigrator } from "~/platform/db/migrate.server";
import { createPgDatabase, dropPgDatabase, pgUrlFor, removeDir } from "./db-harness";

/**
 * Migration 0040 (payment reminders at scale, decision 103): up replaces customers_oldest_due_idx
 * with the covering customers_overdue_idx and adds customer_reminders_sent_idx; down brings the
 * old index back and up works again. On SQLite and PostgreSQL.
 */

const dialect = process.env.TEST_DIALECT ?? "sqlite";
let db: Kysely<any>;
let cleanup: () => Promise<void>;

async function migrateTo(name: string) {
  const result = await createMigrator(db).migrateTo(name);
  if (result.error) throw result.error;
}

const indexes = async (table = "customers"): Promise<string[]> => {
  if (dialect === "postgres") {
    const rows = await db
      .selectFrom("pg_indexes" as any)
      .select("indexname as name")
      .where("tablename", "=", table)
      .execute();
    return rows.map((r: any) => r.name);
  }
  const rows = await db
    .selectFrom("sqlite_master" as any)
    .select("name")
    .where("type", "=", "index")
    .where("tbl_name", "=", table)
    .execute();
  return rows.map((r: any) => r.name);
};

beforeAll(async () => {
  if (dialect === "postgres") {
    const name = `${inject("testTemplate").replace(/_tpl$/, "")}_ov_${crypto.randomUUID().slice(0, 8)}`;
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
  await migrateTo("0039_print_jobs");
});

afterAll(async () => {
  await cleanup?.();
});

describe("migration 0040", () => {
  it("replaces the oldest-owing-bill index with the covering one and indexes reminders by time; down undoes it", async () => {
    const state = async () => ({
      customers: (await indexes()).filter((n) => /oldest_due|overdue/.test(n)).sort(),
      reminders: (await indexes("customer_reminders")).filter((n) => n.includes("sent")),
    });
    const before = { customers: ["customers_oldest_due_idx"], reminders: [] };
    const after = {
      customers: ["customers_overdue_idx"],
      reminders: ["customer_reminders_sent_idx"],
    };
    expect(await state()).toEqual(before);
    await migrateTo("0040_overdue_index");
    expect(await state()).toEqual(after);
    await migrateTo("0039_print_jobs");
    expect(await state()).toEqual(before);
    await migrateTo("0040_overdue_index");
    expect(await state()).toEqual(after);
  });
});
