import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createBackup, restoreBackup } from "~/platform/db/backup.server";
import { createDb, getDb } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema";
import { isPostgres } from "~/platform/db/dialect";
import { tableSnapshot } from "../table-snapshot";
import { createPgDatabase, dropPgDatabase, pgUrlFor } from "./db-harness";

/**
 * npm run db:backup / db:restore: a backup taken while the app writes restores into an empty
 * data directory and database with every table equal to the snapshot, and with the uploads.
 */

const work = mkdtempSync(path.join(tmpdir(), "limra-backup-test-"));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  rmSync(work, { recursive: true, force: true });
});

async function writeBill(db: Kysely<Database>, n: number) {
  const now = new Date().toISOString();
  await db
    .insertInto("income_expenses")
    .values({
      id: crypto.randomUUID(),
      type: n % 2 ? "income" : "expense",
      category: `Category ${n}`,
      description: `Row ${n} — தமிழ் "quoted", comma`,
      amount_paise: 100 * n,
      complaint_id: null,
      created_by: null,
      created_at: now,
    })
    .execute();
}

describe("backup and restore", () => {
  it("backs up a live database under writes and restores every table and the uploads", async () => {
    const db = getDb();
    const dataDir = process.env.DATA_DIR!;
    mkdirSync(path.join(dataDir, "uploads", "media"), { recursive: true });
    writeFileSync(path.join(dataDir, "uploads", "media", "picture.webp"), "not really a picture");
    for (let i = 0; i < 200; i++) await writeBill(db, i);

    // Writers keep going while the backup runs.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await writeBill(db, 1000 + written++);
        await new Promise((r) => setTimeout(r, 1));
      }
    })();
    const archive = await createBackup({
      databaseUrl: process.env.DATABASE_URL!,
      dataDir,
      outDir: path.join(work, "out"),
    });
    writing = false;
    await writer;
    expect(written).toBeGreaterThan(0);
    expect(path.basename(archive)).toMatch(/^limra-backup-\d{4}-\d{2}-\d{2}T.*\.tar\.gz$/);

    // Restore into an empty data directory and an empty database.
    const restoreDir = path.join(work, "restored");
    let url: string;
    if (isPostgres(db)) {
      const name = `limra_restore_${crypto.randomUUID().slice(0, 8)}`;
      await createPgDatabase(name);
      cleanups.push(() => dropPgDatabase(name));
      url = pgUrlFor(name);
    } else {
      url = `file:${path.join(restoreDir, "app.db")}`;
    }
    const manifest = await restoreBackup({ archive, databaseUrl: url, dataDir: restoreDir });
    expect(manifest.database).toBe(isPostgres(db) ? "postgres" : "sqlite");
    expect(readFileSync(path.join(restoreDir, "uploads", "media", "picture.webp"), "utf8")).toBe(
      "not really a picture",
    );

    const restored = createDb(url);
    cleanups.unshift(() => restored.destroy());
    const after = await tableSnapshot(restored);
    const before = await tableSnapshot(db);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    const restoredCount = Number(
      (
        await restored
          .selectFrom("income_expenses")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    // A consistent snapshot: at least the rows before the backup, at most all of them.
    expect(restoredCount).toBeGreaterThanOrEqual(200);
    expect(restoredCount).toBeLessThanOrEqual(200 + written);
    // Every table other than the one written during the backup (and, on PostgreSQL, the record
    // of its writing transactions, decision 097) is identical.
    for (const name of Object.keys(before)) {
      if (name === "income_expenses" || name === "data_writes") continue;
      expect(after[name], name).toBe(before[name]);
    }
    // And the written table holds exactly a prefix of what was written: rows 0..k, no gaps.
    const descriptions = (
      await restored.selectFrom("income_expenses").select("description").execute()
    ).map((r) => Number(/^Row (\d+)/.exec(r.description)![1]));
    const extra = descriptions.filter((n) => n >= 1000).sort((a, b) => a - b);
    expect(extra).toEqual(extra.map((_, i) => 1000 + i));
  });

  it("refuses to restore over existing data", async () => {
    const dataDir = process.env.DATA_DIR!;
    const archive = await createBackup({
      databaseUrl: process.env.DATABASE_URL!,
      dataDir,
      outDir: path.join(work, "out2"),
    });
    await expect(
      restoreBackup({ archive, databaseUrl: process.env.DATABASE_URL!, dataDir }),
    ).rejects.toThrow(/not empty/);
    expect(existsSync(archive)).toBe(true);
  });
});
