import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * Test databases. The global setup migrates one template per run (a SQLite file, or a
 * PostgreSQL database when TEST_DATABASE_URL is set); every test file then gets a fresh copy:
 * a copied file, or `CREATE DATABASE … TEMPLATE …`. The run's databases are dropped at the end.
 */
export const RUN_ID = process.env.TEST_RUN_ID ?? `${Date.now().toString(36)}${process.pid}`;
export const PG_PREFIX = `limra_test_${RUN_ID}`;
export const PG_TEMPLATE = `${PG_PREFIX}_tpl`;

export function adminPgUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return url;
}

export function pgUrlFor(database: string): string {
  const url = new URL(adminPgUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withPgAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminPgUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createPgDatabase(name: string, template?: string): Promise<void> {
  await withPgAdmin(async (client) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
        return;
      } catch (error) {
        // Two copies of one template at the same moment: PostgreSQL asks the second to wait.
        if (attempt < 20 && /being accessed by other users/.test(String(error))) {
          await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
          continue;
        }
        throw error;
      }
    }
  });
}

export async function dropPgDatabase(name: string): Promise<void> {
  await withPgAdmin(async (client) => {
    // Give closing pools a moment to disconnect; force only as a last resort.
    for (let attempt = 0; attempt < 20; attempt++) {
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}"`);
        return;
      } catch (error) {
        if (!/being accessed by other users/.test(String(error))) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}

/** A fresh SQLite file copied from the migrated template. */
export function copySqliteTemplate(templateFile: string): { file: string; dir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "limra-test-"));
  const file = path.join(dir, "app.db");
  copyFileSync(templateFile, file);
  return { file, dir };
}

export function removeDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}
