import { useEffect } from "react";
import { data, type RouterContextProvider } from "react-router";
import type { Route } from "./+types/import-export";
import { showToast } from "~/components/toaster";
import { isFailure } from "~/lib/forms";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import type { Toast } from "~/lib/toast";
import { redirectWithToast, toastContext } from "~/platform/toast.server";
import { BodyTooLarge } from "~/platform/uploads.server";
import {
  exportCounts,
  importUpload,
  receiveCsvUpload,
  recentActivities,
  recordImportFailure,
  UploadRejected,
} from "../index.server";
import { countText } from "~/lib/plural";
import { useLocale } from "~/lib/i18n/i18n";
import { metaLocale } from "~/lib/i18n/meta-locale";
import { getPreferences } from "~/platform/preferences.server";
import { billingCopy } from "../../content";
import { importExportContent, importMessageText } from "../content";
import { thisMonthSoFar } from "../bills-export";
import { ActivityList } from "../components/activity-list";
import { ExportCards } from "../components/export-cards";
import { ImportForm, type Report } from "../components/import-form";
import { BillingPage } from "../../components/billing-page";

/**
 * Import / Export: a CSV export card for bills (the spec's complaints), transactions and the
 * godown's inventory; a CSV import of bills or godown items (all or nothing, with a report of the
 * rows that are wrong), empty templates; progress bars driven by the real transfer and work; the
 * 10 latest activities. With JavaScript the export is read as a stream and the import uploaded
 * with progress (import-export-client.ts); without it the forms post and the browser downloads
 * the export, or this page's action imports the file and answers with the outcome.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const [activities, counts] = await Promise.all([recentActivities(10), exportCounts()]);
  return { activities, counts, billsRange: thisMonthSoFar() };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: importExportContent[metaLocale(matches)].metaTitle },
  { name: "robots", content: "noindex" },
];

function importFailure(
  context: Readonly<RouterContextProvider>,
  status: number,
  report: Report,
  headers?: HeadersInit,
) {
  const locale = getPreferences(context).locale;
  const toast: Toast = {
    id: crypto.randomUUID(),
    title: billingCopy[locale].errorTitle,
    description: importExportContent[locale].importFailed.replace(
      "{message}",
      importMessageText(report.message, locale),
    ),
    variant: "destructive",
  };
  (context as RouterContextProvider).set(toastContext, toast);
  return data({ ok: false as const, toast, errors: {}, values: {}, report }, { status, headers });
}

/** The import without JavaScript: the same import as the progress endpoint, then the outcome. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireBillingAccess(context, request);
  let upload;
  try {
    upload = await receiveCsvUpload(request);
  } catch (error) {
    const tooLarge = error instanceof BodyTooLarge;
    if (!tooLarge && !(error instanceof UploadRejected)) throw error;
    const message = tooLarge
      ? importExportContent[getPreferences(context).locale].tooLarge
      : error.message;
    await recordImportFailure(tooLarge ? "(too large)" : "(no file)", "unknown", message, user.id);
    return importFailure(
      context,
      tooLarge ? 413 : 400,
      { message, problems: [], problemCount: 0 },
      tooLarge ? { Connection: "close" } : undefined,
    );
  }
  const outcome = await importUpload(upload, user.id);
  if (outcome.result === "ok") {
    const { imported } = importExportContent[getPreferences(context).locale];
    return redirectWithToast("/billing/import-export", {
      title: countText(outcome.count, imported),
    });
  }
  const { message, problems, problemCount } = outcome;
  return importFailure(context, 400, { message, problems, problemCount });
}

export default function ImportExport({ loaderData, actionData }: Route.ComponentProps) {
  const { activities, counts, billsRange } = loaderData;
  const c = importExportContent[useLocale()];
  const failure = isFailure(actionData) ? actionData : undefined;

  useEffect(() => {
    if (failure?.toast) showToast(failure.toast);
  }, [failure?.toast]);

  return (
    <BillingPage title={c.title} backLabel={c.backLabel}>
      <ExportCards counts={counts} billsRange={billsRange} />
      <ImportForm serverReport={(failure as { report?: Report } | undefined)?.report ?? null} />
      <ActivityList activities={activities} />
    </BillingPage>
  );
}
