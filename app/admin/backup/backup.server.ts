import { mkdtempSync, rmSync, statSync } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { IST_OFFSET_MS } from "~/lib/dates";
import { writeAudit } from "~/platform/audit.server";
import { createBackup } from "~/platform/db/backup.server";
import { getDb } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema";
import { getEnv } from "~/platform/env.server";
import { logger } from "~/platform/logger.server";

/**
 * Backups from the app (/admin/backup/download) and the record of every backup: the same archive
 * as `npm run db:backup` (createBackup), made in a temporary folder, streamed to the admin and
 * deleted. Each backup, from the app or the CLI, is one audit_log row "backup.create"; the newest
 * row is the "last backup" the admin home shows.
 */

export const BACKUP_AUDIT_ACTION = "backup.create";
/** A backup older than this many days (or none at all) is warned about on the admin home. */
export const BACKUP_WARNING_DAYS = 7;
/** The prefix of the temporary folders a download is made in (tests look for leftovers). */
export const DOWNLOAD_TMP_PREFIX = "limra-backup-download-";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The download's name, dated in India: limra-backup-2026-11-25-1030.tar.gz. */
export function backupFileName(now: Date): string {
  const wall = new Date(now.getTime() + IST_OFFSET_MS).toISOString();
  return `limra-backup-${wall.slice(0, 10)}-${wall.slice(11, 13)}${wall.slice(14, 16)}.tar.gz`;
}

/** Writes the audit row of one backup (actorId null: the CLI). */
export async function recordBackup(
  db: Kysely<Database>,
  backup: { actorId: string | null; fileName: string; bytes: number },
): Promise<void> {
  await writeAudit(db, {
    actorId: backup.actorId,
    action: BACKUP_AUDIT_ACTION,
    entity: "backup",
    entityId: backup.fileName,
    after: { fileName: backup.fileName, bytes: backup.bytes },
  });
}

export type BackupStatus = {
  /** When the newest backup was made (ISO), null when none is recorded. */
  lastAt: string | null;
  /** Whole days since then (null without a backup). */
  daysAgo: number | null;
  /** True without a backup or when the newest is older than BACKUP_WARNING_DAYS. */
  warn: boolean;
};

/** The newest recorded backup and whether the admin should be warned. */
export async function backupStatus(now: Date = new Date()): Promise<BackupStatus> {
  const row = await getDb()
    .selectFrom("audit_log")
    .select("created_at")
    .where("action", "=", BACKUP_AUDIT_ACTION)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return { lastAt: null, daysAgo: null, warn: true };
  const age = now.getTime() - Date.parse(row.created_at);
  return {
    lastAt: row.created_at,
    daysAgo: Math.max(0, Math.floor(age / DAY_MS)),
    warn: age > BACKUP_WARNING_DAYS * DAY_MS,
  };
}

/** How much of the archive is read from disk at a time. */
const CHUNK_BYTES = 64 * 1024;

/**
 * The archive's bytes as a web stream that reads the file only as the response is sent (no
 * read-ahead: highWaterMark 0, so a chunk is read when the server asks for the next one).
 * `complete` runs once every byte has been handed over and the server asked for more, before the
 * response ends; `cleanup` runs once either way (after `complete`), at the end or when the client
 * aborts (the stream is cancelled) or reading fails.
 */
function streamArchive(
  file: FileHandle,
  bytes: number,
  complete: () => Promise<void>,
  cleanup: () => void,
): ReadableStream<Uint8Array> {
  let sent = 0;
  let finished = false;
  const finish = async () => {
    if (finished) return;
    finished = true;
    await file.close().catch(() => undefined);
    cleanup();
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const chunk = new Uint8Array(CHUNK_BYTES);
          const { bytesRead } = await file.read(chunk, 0, CHUNK_BYTES, null);
          if (finished) return;
          if (bytesRead > 0) {
            sent += bytesRead;
            controller.enqueue(chunk.subarray(0, bytesRead));
            return;
          }
          // Read to its end: only a whole archive counts as a backup (recorded before the
          // folder goes, so a folder gone means the recording is settled).
          if (sent === bytes) await complete();
          await finish();
          controller.close();
        } catch (error) {
          await finish();
          controller.error(error);
        }
      },
      async cancel() {
        await finish();
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * Makes a backup in a temporary folder: the file's name and size, and its bytes as a stream.
 * The backup is recorded (recordBackup) only when the stream has been read to its end, so a
 * download the client aborts is no backup. The folder is deleted when the stream ends or is
 * cancelled, and at once when anything fails before streaming.
 */
export async function makeBackupDownload(
  actorId: string,
  now: Date = new Date(),
): Promise<{ fileName: string; bytes: number; body: ReadableStream<Uint8Array> }> {
  const env = getEnv();
  const work = mkdtempSync(path.join(tmpdir(), DOWNLOAD_TMP_PREFIX));
  const cleanup = () => rmSync(work, { recursive: true, force: true });
  try {
    const archive = await createBackup({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      outDir: work,
      now,
    });
    const fileName = backupFileName(now);
    const bytes = statSync(archive).size;
    const file = await open(archive, "r");
    const record = async () => {
      try {
        await recordBackup(getDb(), { actorId, fileName, bytes });
      } catch (error) {
        // The admin has the file; only the "last backup" line misses it.
        logger.error("backup sent but not recorded", { fileName, error: String(error) });
      }
    };
    return { fileName, bytes, body: streamArchive(file, bytes, record, cleanup) };
  } catch (error) {
    cleanup();
    throw error;
  }
}
