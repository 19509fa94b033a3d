import type { Kysely } from "kysely";
import { getDb } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema";
import { nowIso } from "~/platform/db/dialect";
import { logger } from "~/platform/logger.server";
import { createNotification } from "~/domain/notifications.server";

/** The import/export log (import_export_logs) and the alert of a failed import. */

export type Activity = {
  id: string;
  operation: "import" | "export";
  table: string;
  fileName: string;
  records: number;
  status: "completed" | "failed";
  error: string | null;
  by: string | null;
  createdAt: string;
};

export async function logOperation(
  db: Kysely<Database>,
  entry: {
    operation: "import" | "export";
    table: string;
    fileName: string;
    records: number;
    status: "completed" | "failed";
    error?: string | null;
    actorId: string | null;
  },
): Promise<void> {
  await db
    .insertInto("import_export_logs")
    .values({
      id: crypto.randomUUID(),
      operation_type: entry.operation,
      table_name: entry.table,
      file_name: entry.fileName.slice(0, 200),
      records_count: entry.records,
      status: entry.status,
      error_message: entry.error ? entry.error.slice(0, 1000) : null,
      created_by: entry.actorId,
      created_at: nowIso(),
    })
    .execute();
}

/** The 10 newest log entries with who did them. */
export async function recentActivities(limit = 10): Promise<Activity[]> {
  const rows = await getDb()
    .selectFrom("import_export_logs as l")
    .leftJoin("users as u", "u.id", "l.created_by")
    .select([
      "l.id",
      "l.operation_type",
      "l.table_name",
      "l.file_name",
      "l.records_count",
      "l.status",
      "l.error_message",
      "l.created_at",
      "u.name as user_name",
    ])
    .orderBy("l.created_at", "desc")
    .orderBy("l.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    operation: r.operation_type,
    table: r.table_name,
    fileName: r.file_name,
    records: Number(r.records_count),
    status: r.status,
    error: r.error_message,
    by: r.user_name ?? null,
    createdAt: r.created_at,
  }));
}

/** A failed import's log row and alert notification (never inside the failed transaction). */
export async function recordImportFailure(
  fileName: string,
  table: string,
  message: string,
  actorId: string,
): Promise<void> {
  try {
    await getDb()
      .transaction()
      .execute(async (trx) => {
        await logOperation(trx, {
          operation: "import",
          table,
          fileName,
          records: 0,
          status: "failed",
          error: message,
          actorId,
        });
        await createNotification(trx, {
          title: "Import failed",
          message: `${fileName}: ${message}`,
          type: "alert",
          priority: "high",
          link: "/billing/import-export",
        });
      });
  } catch (error) {
    logger.error("recording a failed import failed", { error: String(error) });
  }
}
