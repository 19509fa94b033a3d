import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDb } from "../../app/platform/db/db.server";
import { migrateToLatest } from "../../app/platform/db/migrate.server";
import {
  createPgDatabase,
  dropPgDatabase,
  PG_PREFIX,
  PG_TEMPLATE,
  pgUrlFor,
  RUN_ID,
  withPgAdmin,
} from "./db-harness";

/** Migrates the run's template database once; each test file copies it (tests/integration/setup.ts). */
export default async function setup(project: TestProject) {
  const dialect = project.config.env?.TEST_DIALECT ?? "sqlite";
  process.env.TEST_RUN_ID = RUN_ID;
  if (dialect === "postgres") {
    if (!process.env.TEST_DATABASE_URL) {
      throw new Error(
        "integration-postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)",
      );
    }
    await createPgDatabase(PG_TEMPLATE);
    const db = createDb(pgUrlFor(PG_TEMPLATE));
    await migrateToLatest(db);
    await db.destroy();
    project.provide("testTemplate", PG_TEMPLATE);
    project.provide("testRunId", RUN_ID);
    return async () => {
      const { rows } = await withPgAdmin((c) =>
        c.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [
          `${PG_PREFIX}%`,
        ]),
      );
      for (const { datname } of rows) await dropPgDatabase(datname);
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), "limra-template-"));
  const file = path.join(dir, "template.db");
  const db = createDb(`file:${file}`);
  await migrateToLatest(db);
  await db.destroy();
  project.provide("testTemplate", file);
  project.provide("testRunId", RUN_ID);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    testTemplate: string;
    testRunId: string;
  }
}
