/* eslint-disable @typescript-eslint/no-explicit-any -- the database before 0014 has another shape */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { createDb } from "~/platform/db/db.server";
import { createMigrator } from "~/platform/db/migrate.server";
import { createPgDatabase, dropPgDatabase, pgUrlFor, removeDir } from "./db-harness";

/**
 * Migration 0014 (the customers list's overdue filters): up adds customers_oldest_due_idx;
 * down drops it and up works again. On SQLite and PostgreSQL.
 */

const dialect = process.env.TEST_DIALECT ?? "sqlite";
let db: Kysely<any>;
let cleanup: () => Promise<void>;

async function migrateTo(name: string) {
  const result = await createMigrator(db).migrateTo(name);
  if (result.error) throw result.error;
}

const indexes = async (): Promise<string[]> => {
  if (dialect === "postgres") {
    const rows = await db
      .selectFrom("pg_indexes" as any)
      .select("indexname as name")
      .where("tablename", "=", "customers")
      .execute();
    return rows.map((r: any) => r.name);
  }
  const rows = await db
    .selectFrom("sqlite_master" as any)
    .select("name")
    .where("type", "=", "index")
    .where("tbl_name", "=", "customers")
    .execute();
  return rows.map((r: any) => r.name);
};

beforeAll(async () => {
  if (dialect === "postgres") {
    const name = `${inject("testTemplate").replace(/_tpl$/, "")}_od_${crypto.randomUUID().slice(0, 8)}`;
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
  await migrateTo("0013_customers");
});

afterAll(async () => {
  await cleanup?.();
});

describe("migration 0014", () => {
  it("adds the oldest-owing-bill index; down drops it and up works again", async () => {
    expect(await indexes()).not.toContain("customers_oldest_due_idx");
    await migrateTo("0014_customers_overdue");
    expect(await indexes()).toContain("customers_oldest_due_idx");
    await migrateTo("0013_customers");
    expect(await indexes()).not.toContain("customers_oldest_due_idx");
    await migrateTo("0014_customers_overdue");
    expect(await indexes()).toContain("customers_oldest_due_idx");
  });
});
