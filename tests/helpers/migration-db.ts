/* eslint-disable @typescript-eslint/no-explicit-any -- a database before a migration has another shape than the app's */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ColumnMetadata, Kysely } from "kysely";
import { afterAll, beforeAll, inject } from "vitest";
import { createDb } from "~/platform/db/db.server";
import { createMigrator } from "~/platform/db/migrate.server";
import { createPgDatabase, dropPgDatabase, pgUrlFor, removeDir } from "../integration/db-harness";

/**
 * A migration test's own database, on the run's dialect (SQLite, or PostgreSQL under the
 * integration-postgres project): empty, not a copy of the migrated template, so the test can
 * stop it at any migration, write rows of the old shape, and take it up and down.
 */
export type MigrationDb = {
  /** The database, in whatever shape it has at the time (hence `any`). */
  db: Kysely<any>;
  dialect: "sqlite" | "postgres";
  /** Migrates up or down to the migration `name` (its file's name); throws what it failed with. */
  migrateTo(name: string): Promise<void>;
  /** The tables' names. */
  tables(): Promise<string[]>;
  /** A table's columns (name, type, nullability, default…). */
  columns(table: string): Promise<ColumnMetadata[]>;
  /** The names of a table's indexes (PostgreSQL's primary key and SQLite's automatic ones too). */
  indexes(table: string): Promise<string[]>;
  /**
   * The round trip a migration is tested on, from where the database was started (`start`) to
   * `to`: back to `start`, then `before` (check the old shape, write rows in it), up to `to` and
   * `up` (what the migration made of them), down to `start` and `down` (the old shape is back),
   * up again and `again` (the migration runs a second time).
   */
  roundTrip(
    to: string,
    steps: {
      before?: () => Promise<void>;
      up: () => Promise<void>;
      down?: () => Promise<void>;
      again?: () => Promise<void>;
    },
  ): Promise<void>;
};

/**
 * The database of a migration test file, migrated up to `start` (a migration's name) before its
 * tests and dropped after them. `label` names its PostgreSQL database (`…_{label}_{random}`).
 * Call it at the top of the file; `db` is usable in the tests and the file's own hooks.
 */
export function migrationDatabase(label: string, start: string): MigrationDb {
  const dialect = process.env.TEST_DIALECT === "postgres" ? "postgres" : "sqlite";
  let create = async () => {};
  let drop = async () => {};
  let db: Kysely<any>;
  if (dialect === "postgres") {
    const name = `${inject("testTemplate").replace(/_tpl$/, "")}_${label}_${crypto.randomUUID().slice(0, 8)}`;
    // The pool connects on the first query, after beforeAll has made the database.
    db = createDb(pgUrlFor(name)) as Kysely<any>;
    create = () => createPgDatabase(name);
    drop = () => dropPgDatabase(name);
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), "limra-migration-"));
    db = createDb(`file:${path.join(dir, "old.db")}`) as Kysely<any>;
    drop = async () => removeDir(dir);
  }

  async function migrateTo(name: string) {
    const result = await createMigrator(db).migrateTo(name);
    if (result.error) throw result.error;
  }

  beforeAll(async () => {
    await create();
    await migrateTo(start);
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  const table = async (name: string) =>
    (await db.introspection.getTables()).find((t) => t.name === name)!;
  return {
    db,
    dialect,
    migrateTo,
    tables: async () => (await db.introspection.getTables()).map((t) => t.name),
    columns: async (name) => (await table(name)).columns,
    async indexes(name) {
      const rows =
        dialect === "postgres"
          ? await db
              .selectFrom("pg_indexes" as any)
              .select("indexname as name")
              .where("tablename", "=", name)
              .execute()
          : await db
              .selectFrom("sqlite_master" as any)
              .select("name")
              .where("type", "=", "index")
              .where("tbl_name", "=", name)
              .execute();
      return rows.map((r: any) => r.name as string);
    },
    async roundTrip(to, steps) {
      await migrateTo(start);
      await steps.before?.();
      await migrateTo(to);
      await steps.up();
      await migrateTo(start);
      await steps.down?.();
      await migrateTo(to);
      await steps.again?.();
    },
  };
}
