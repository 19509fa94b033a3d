import { data, Form } from "react-router";
import type { Route } from "./+types/backup";
import { Button } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { cardClass, mutedText } from "~/components/ui/styles";
import { DataText } from "~/components/ui/data-text";
import { useLocale } from "~/lib/i18n/i18n";
import { requireRole } from "~/platform/auth/guards.server";
import { getPreferences } from "~/platform/preferences.server";
import { adminMeta } from "../../content";
import { backupContent } from "../content";
import { logger } from "~/platform/logger.server";
import { backupStatus, makeBackupDownload } from "../backup.server";
import { LastBackup } from "../components/last-backup";

/**
 * /admin/backup (admin only): "Download backup" makes the same archive as `npm run db:backup`
 * (the database and the data directory) and streams it as limra-backup-YYYY-MM-DD-HHmm.tar.gz.
 * Restoring stays a CLI step (`npm run db:restore`, docs/operations.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, request, "admin");
  return { status: await backupStatus() };
}

export const meta = adminMeta({ en: backupContent.en.title, ta: backupContent.ta.title });

/**
 * One backup at a time per server process: a second "Download backup" while one is being made
 * is refused with 409 rather than doubling the disk and CPU load (an in-process flag; the app
 * runs as one process, see docs/operations.md). The flag is released once the archive is made;
 * streaming it does not hold it.
 */
let backupRunning = false;

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireRole(context, request, "admin");
  const c = backupContent[getPreferences(context).locale];
  // The form carries one field (intent=backup); anything else is not this page's form.
  const form = await request.formData();
  if (form.get("intent") !== "backup") {
    throw data({ message: c.unknownAction }, { status: 400 });
  }
  if (backupRunning) {
    throw data({ message: c.busy }, { status: 409 });
  }
  backupRunning = true;
  let download;
  try {
    download = await makeBackupDownload(admin.id);
  } catch (error) {
    logger.error("backup failed", { error: String(error) });
    throw data({ message: c.failed }, { status: 500 });
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

export default function Backup({ loaderData }: Route.ComponentProps) {
  const c = backupContent[useLocale()];
  return (
    <>
      <PageHeader
        title={c.title}
        description={<DataText text={c.description} data={{ format: ".tar.gz" }} />}
      />
      <section className={`${cardClass} mt-6 space-y-4`}>
        <LastBackup status={loaderData.status} />
        {/* A full page post (no fetch), so the browser saves the streamed file. */}
        <Form method="post" reloadDocument>
          <input type="hidden" name="intent" value="backup" />
          <Button type="submit" variant="primary">
            {c.download}
          </Button>
        </Form>
        <p className={mutedText}>
          <DataText
            text={c.keepSafe}
            data={{ command: <code>npm run db:restore FILE</code>, docs: "docs/operations.md" }}
          />
        </p>
      </section>
    </>
  );
}
