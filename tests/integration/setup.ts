import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, inject } from "vitest";
import {
  copySqliteTemplate,
  createPgDatabase,
  dropPgDatabase,
  pgUrlFor,
  removeDir,
} from "./db-harness";

/**
 * Runs before each integration test file: points the application at a fresh copy of the
 * migrated template database and a fresh data directory, before any app module reads them.
 */
const dialect = process.env.TEST_DIALECT ?? "sqlite";
const template = inject("testTemplate");
const dataDir = mkdtempSync(path.join(tmpdir(), "limra-data-"));

process.env.NODE_ENV = "test";
process.env.DATA_DIR = dataDir;
process.env.AUTH_SECRET = "test-secret-0123456789abcdef0123456789abcdef";
process.env.APP_URL = "http://localhost:3000";
process.env.LOG_LEVEL = "error";
delete process.env.SMTP_URL;

let pgDatabase: string | undefined;
let sqliteDir: string | undefined;
if (dialect === "postgres") {
  pgDatabase = `${template.replace(/_tpl$/, "")}_${crypto.randomUUID().slice(0, 8)}`;
  await createPgDatabase(pgDatabase, template);
  process.env.DATABASE_URL = pgUrlFor(pgDatabase);
} else {
  const copy = copySqliteTemplate(template);
  sqliteDir = copy.dir;
  process.env.DATABASE_URL = `file:${copy.file}`;
}

afterAll(async () => {
  const { closeDb } = await import("../../app/platform/db/db.server");
  await closeDb();
  if (pgDatabase) await dropPgDatabase(pgDatabase);
  if (sqliteDir) removeDir(sqliteDir);
  removeDir(dataDir);
});
