import { Boxes, Download, FileSpreadsheet, ReceiptText, RefreshCw, Upload } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { data, Form, type RouterContextProvider, useRevalidator } from "react-router";
import type { Route } from "./+types/import-export";
import { showToast } from "~/components/toaster";
import { Badge } from "~/components/ui/badge";
import { PageHeader } from "~/components/ui/page-header";
import { buttonClass, cardClass, inputClass, labelClass, mutedText } from "~/components/ui/styles";
import { type Column, Table } from "~/components/ui/table";
import { isFailure } from "~/lib/forms";
import { formatDateTime } from "~/lib/format";
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
import {
  type ExportType,
  exportWithProgress,
  IMPORT_MESSAGES,
  type ImportProblem,
  importWithProgress,
  MAX_IMPORT_BYTES,
  TOASTS,
  typeLabel,
} from "../import-export-client";

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
  return { activities, counts };
}

export const meta: Route.MetaFunction = () => [
  { title: "Import / Export — Billing" },
  { name: "robots", content: "noindex" },
];

type Report = { message: string; problems: ImportProblem[]; problemCount: number };

function importFailure(
  context: Readonly<RouterContextProvider>,
  status: number,
  report: Report,
  headers?: HeadersInit,
) {
  const toast: Toast = {
    id: crypto.randomUUID(),
    title: "Error",
    description: TOASTS.importFailed(report.message),
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
    const message = tooLarge ? IMPORT_MESSAGES.tooLarge : error.message;
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
    return redirectWithToast("/billing/import-export", { title: TOASTS.imported(outcome.count) });
  }
  const { message, problems, problemCount } = outcome;
  return importFailure(context, 400, { message, problems, problemCount });
}

const CARDS: { type: ExportType; title: string; text: string; Icon: typeof ReceiptText }[] = [
  { type: "complaints", title: "Complaints", text: "Every bill", Icon: ReceiptText },
  {
    type: "transactions",
    title: "Transactions",
    text: "Payments and refunds",
    Icon: FileSpreadsheet,
  },
  { type: "inventory", title: "Inventory", text: "The godown's items", Icon: Boxes },
];

function ProgressBar({
  label,
  percent,
  testId,
}: {
  label: string;
  percent: number;
  testId: string;
}) {
  return (
    <div className="mt-3" data-testid={testId}>
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span data-testid={`${testId}-percent`}>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

function RowReport({ report }: { report: Report }) {
  if (!report.problems.length) return null;
  return (
    <div className="mt-4" data-testid="row-report">
      <Table
        columns={PROBLEM_COLUMNS}
        rows={report.problems}
        rowKey={(_, i) => i}
        caption={
          <>
            {report.problemCount > report.problems.length
              ? `The first ${report.problems.length} of ${report.problemCount} problems`
              : `${report.problemCount} ${report.problemCount === 1 ? "problem" : "problems"}`}
            ; nothing was imported.
          </>
        }
        captionClassName="px-3 pt-2 pb-1 text-left font-semibold text-red-800 dark:text-red-300"
        rowTestId="problem-row"
      />
    </div>
  );
}

const PROBLEM_COLUMNS: Column<Report["problems"][number]>[] = [
  { key: "line", header: "Line", cell: (p) => p.line, className: "tabular-nums" },
  { key: "column", header: "Column", cell: (p) => p.column },
  { key: "problem", header: "Problem", cell: (p) => p.message },
];

export default function ImportExport({ loaderData, actionData }: Route.ComponentProps) {
  const { activities, counts } = loaderData;
  const revalidator = useRevalidator();
  const [exporting, setExporting] = useState<Partial<Record<ExportType, number>>>({});
  const [importing, setImporting] = useState<number | null>(null);
  const [clientReport, setClientReport] = useState<Report | null>(null);
  const failure = isFailure(actionData) ? actionData : undefined;
  const report = clientReport ?? (failure as { report?: Report } | undefined)?.report ?? null;

  useEffect(() => {
    if (failure?.toast) showToast(failure.toast);
  }, [failure?.toast]);

  async function onExport(event: FormEvent<HTMLFormElement>, type: ExportType) {
    event.preventDefault();
    if (exporting[type] !== undefined) return;
    const form = event.currentTarget;
    const show = (percent: number) => setExporting((e) => ({ ...e, [type]: percent }));
    try {
      await exportWithProgress(form, show);
      showToast({ title: TOASTS.exported(type) });
    } catch {
      showToast({ title: "Error", description: TOASTS.exportFailed, variant: "destructive" });
    } finally {
      setTimeout(() => setExporting(({ [type]: _done, ...rest }) => rest), 1500);
      void revalidator.revalidate();
    }
  }

  async function onImport(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (importing !== null) return;
    const form = event.currentTarget;
    const file = (form.elements.namedItem("file") as HTMLInputElement | null)?.files?.[0];
    const fail = (message: string) =>
      showToast({
        title: "Error",
        description: TOASTS.importFailed(message),
        variant: "destructive",
      });
    setClientReport(null);
    if (!file) return fail(IMPORT_MESSAGES.noFile);
    if (!/\.csv$/i.test(file.name)) return fail(IMPORT_MESSAGES.onlyCsv);
    if (file.size > MAX_IMPORT_BYTES) return fail(IMPORT_MESSAGES.tooLarge);
    setImporting(0);
    try {
      const outcome = await importWithProgress(
        "/billing/import-export/import",
        new FormData(form),
        setImporting,
      );
      if (outcome.result === "ok") {
        showToast({ title: TOASTS.imported(outcome.count) });
        form.reset();
      } else {
        fail(outcome.message);
        setClientReport(outcome);
      }
    } catch {
      fail("The upload failed. Check the connection and try again.");
    } finally {
      setTimeout(() => setImporting(null), 1500);
      void revalidator.revalidate();
    }
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader title="Import / Export" backTo="/billing/service" backLabel="Back to Service" />

      <section aria-labelledby="export-heading" className="mt-8">
        <h2 id="export-heading" className="text-xl font-semibold">
          Export Data
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {CARDS.map(({ type, title, text, Icon }) => (
            <li key={type} className={`${cardClass} p-5`} data-testid={`export-${type}`}>
              <div className="flex items-center gap-3">
                <Icon aria-hidden className="size-8 text-brand-600" />
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className={`text-sm ${mutedText}`}>
                    {text} · {counts[type].toLocaleString("en-IN")} records
                  </p>
                </div>
              </div>
              <form
                method="post"
                action="/billing/import-export/export"
                onSubmit={(e) => void onExport(e, type)}
                className="mt-4"
              >
                <input type="hidden" name="type" value={type} />
                <button
                  type="submit"
                  className={buttonClass.primary}
                  disabled={exporting[type] !== undefined}
                >
                  <Download aria-hidden className="size-4" />
                  Export {typeLabel(type)}
                </button>
              </form>
              {exporting[type] !== undefined ? (
                <ProgressBar
                  label={`Exporting ${title}`}
                  percent={exporting[type]}
                  testId={`export-progress-${type}`}
                />
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="import-heading" className={`${cardClass} mt-8 p-5`}>
        <h2 id="import-heading" className="text-xl font-semibold">
          Import Data
        </h2>
        <form
          method="post"
          encType="multipart/form-data"
          action="/billing/import-export"
          onSubmit={(e) => void onImport(e)}
          className="mt-4 max-w-xl"
        >
          <label htmlFor="file" className={labelClass}>
            Upload CSV
          </label>
          <input
            id="file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            aria-describedby="import-notes"
            className={`${inputClass} mt-1`}
          />
          <ul id="import-notes" className={`mt-3 list-disc space-y-1 pl-5 text-sm ${mutedText}`}>
            <li>Only CSV files are supported (up to 20 MB).</li>
            <li>
              The format must match the export template: bills need Bill No or Customer, godown
              items Item Name.
            </li>
            <li>
              Back up your data (export it) before importing. A file with any wrong row imports
              nothing.
            </li>
            <li>Large files may take a few minutes to import.</li>
          </ul>
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <a
              href="/billing/import-export/template/complaints"
              className="font-semibold text-brand-700 underline dark:text-brand-100"
              download
            >
              Bills template (CSV)
            </a>
            <a
              href="/billing/import-export/template/inventory"
              className="font-semibold text-brand-700 underline dark:text-brand-100"
              download
            >
              Godown items template (CSV)
            </a>
          </p>
          <button
            type="submit"
            className={`${buttonClass.primary} mt-4`}
            disabled={importing !== null}
          >
            <Upload aria-hidden className="size-4" />
            Import
          </button>
        </form>
        {importing !== null ? (
          <ProgressBar label="Importing" percent={importing} testId="import-progress" />
        ) : null}
        {report ? <RowReport report={report} /> : null}
      </section>

      <section aria-labelledby="activity-heading" className={`${cardClass} mt-8 p-5`}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="activity-heading" className="text-xl font-semibold">
            Recent Import/Export Activities
          </h2>
          <Form method="get">
            <button type="submit" className={buttonClass.outline}>
              <RefreshCw aria-hidden className="size-4" />
              Refresh
            </button>
          </Form>
        </div>
        {activities.length === 0 ? (
          <p className={`mt-4 ${mutedText}`}>No recent activities found.</p>
        ) : (
          <ul
            className="mt-4 divide-y divide-slate-200 dark:divide-slate-800"
            data-testid="activities"
          >
            {activities.map((a) => (
              <li
                key={a.id}
                className="flex flex-wrap items-start justify-between gap-2 py-3"
                data-testid="activity"
              >
                <div>
                  <p className="font-medium">
                    {a.operation === "import" ? "Import" : "Export"} · {a.table} · {a.fileName}
                  </p>
                  <p className={`text-sm ${mutedText}`}>
                    {a.records.toLocaleString("en-IN")} records · {a.by ?? "Unknown user"} ·{" "}
                    {formatDateTime(a.createdAt)}
                  </p>
                  {a.error ? (
                    <p className="text-sm text-red-700 dark:text-red-300">{a.error}</p>
                  ) : null}
                </div>
                <Badge tone={a.status === "completed" ? "success" : "danger"}>
                  {a.status === "completed" ? "Completed" : "Failed"}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
