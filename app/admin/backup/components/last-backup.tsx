import { AlertTriangle } from "~/components/ui/icons";
import { Link } from "react-router";
import { mutedText } from "~/components/ui/styles";
import { formatDateTime } from "~/lib/format";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { backupContent, type BackupContent } from "../content";

/** The newest backup as the loader gives it (see backupStatus in backup.server.ts). */
export type LastBackupStatus = { lastAt: string | null; daysAgo: number | null; warn: boolean };

function daysAgoText(days: number, c: BackupContent): string {
  if (days === 0) return c.today;
  return days === 1 ? c.oneDayAgo : fill(c.daysAgo, { count: days });
}

/**
 * "Last backup: 25/11/2026, 10:30 am — 9 days ago." with, when there is none or it is older than
 * a week, a warning and a link to /admin/backup (`linkToBackup`: on pages other than that one).
 */
export function LastBackup({
  status,
  linkToBackup = false,
}: {
  status: LastBackupStatus;
  linkToBackup?: boolean;
}) {
  const c = backupContent[useLocale()];
  const text =
    status.lastAt === null
      ? c.none
      : fill(c.last, {
          when: formatDateTime(status.lastAt),
          ago: daysAgoText(status.daysAgo ?? 0, c),
        });
  if (!status.warn) {
    return (
      <p className={`text-sm ${mutedText}`} data-testid="last-backup">
        {text}
      </p>
    );
  }
  return (
    <p
      role="status"
      data-testid="backup-warning"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <AlertTriangle aria-hidden className="size-4 shrink-0" />
      <span>{text}</span>
      {linkToBackup ? (
        <Link to="/admin/backup" className="font-semibold underline underline-offset-2">
          {c.downloadNow}
        </Link>
      ) : (
        <span className="font-semibold">{c.downloadNow}</span>
      )}
    </p>
  );
}
