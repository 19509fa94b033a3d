import type { Route } from "./+types/download";
import { requireRole } from "~/platform/auth/guards.server";
import { logger } from "~/platform/logger.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { makeBackupDownload } from "../backup.server";
import { backupContent } from "../content";

/**
 * POST /admin/backup/download (admin only), posted by "Download backup" on /admin/backup: the
 * same archive as `npm run db:backup` (the database and the data directory), streamed as
 * limra-backup-YYYY-MM-DD-HHmm.tar.gz. A resource route (no component): a document post to the
 * page's own route would be answered with the page's HTML, not the file. A busy or failed backup
 * goes back to /admin/backup with a toast. The backup is recorded once the file has been sent in
 * full (makeBackupDownload). Restoring stays a CLI step (`npm run db:restore`,
 * docs/operations.md).
 */

const PAGE = "/admin/backup";

/** A GET (a typed address) makes nothing: 405 once access is checked. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, request, "admin");
  return plainText(405, "Use the Download backup button on /admin/backup.", { Allow: "POST" });
}

/**
 * One backup at a time per server process: a second "Download backup" while one is being made
 * is refused rather than doubling the disk and CPU load (an in-process flag; the app runs as one
 * process per data directory, see docs/operations.md). The flag is released once the archive is
 * made; streaming it does not hold it.
 */
let backupRunning = false;

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireRole(context, request, "admin");
  const c = backupContent[getPreferences(context).locale];
  // The form carries one field (intent=backup); anything else is not the page's form.
  const form = await request.formData();
  if (form.get("intent") !== "backup") return plainText(400, c.unknownAction);
  if (backupRunning) {
    return redirectWithToast(PAGE, { title: c.busy, variant: "destructive" });
  }
  backupRunning = true;
  let download;
  try {
    download = await makeBackupDownload(admin.id);
  } catch (error) {
    logger.error("backup failed", { error: String(error) });
    return redirectWithToast(PAGE, { title: c.failed, variant: "destructive" });
  } finally {
    backupRunning = false;
  }
  return new Response(download.body, {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Disposition": `attachment; filename="${download.fileName}"`,
      "Content-Length": String(download.bytes),
      "Cache-Control": "no-store",
    },
  });
}

function plainText(status: number, message: string, headers: Record<string, string> = {}) {
  return new Response(message, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    },
  });
}
