import { Form } from "react-router";
import type { Route } from "./+types/backup";
import { Button } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { cardClass, mutedText } from "~/components/ui/styles";
import { DataText } from "~/components/ui/data-text";
import { useLocale } from "~/lib/i18n/i18n";
import { requireRole } from "~/platform/auth/guards.server";
import { adminMeta } from "../../content";
import { backupContent } from "../content";
import { backupStatus } from "../backup.server";
import { LastBackup } from "../components/last-backup";

/**
 * /admin/backup (admin only): the last backup, and "Download backup", which posts to the resource
 * route /admin/backup/download (download.ts) that streams the archive. Restoring stays a CLI
 * step (`npm run db:restore`, docs/operations.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, request, "admin");
  return { status: await backupStatus() };
}

export const meta = adminMeta({ en: backupContent.en.title, ta: backupContent.ta.title });

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
        {/* A full page post (no fetch) to the resource route, so the browser saves the file. */}
        <Form method="post" action="/admin/backup/download" reloadDocument>
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
