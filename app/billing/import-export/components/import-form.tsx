import { Upload } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { showToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { cardClass, inputClass, labelClass, mutedText } from "~/components/ui/styles";
import { type Column, Table } from "~/components/ui/table";
import {
  IMPORT_MESSAGES,
  type ImportProblem,
  importWithProgress,
  MAX_IMPORT_BYTES,
  TOASTS,
} from "../import-export-client";
import { ProgressBar } from "./progress-bar";
import { plural } from "~/lib/plural";

/** What a refused import says: the reason and the first wrong rows. */
export type Report = { message: string; problems: ImportProblem[]; problemCount: number };

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
              : plural(report.problemCount, "problem", "problems")}
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

/** What the file must be, and the empty templates (the notes the file box points to). */
function ImportNotes() {
  return (
    <>
      <ul id="import-notes" className={`mt-3 list-disc space-y-1 pl-5 text-sm ${mutedText}`}>
        <li>Only CSV files are supported (up to 20 MB).</li>
        <li>
          The format must match the export template: bills need Bill No or Customer, godown items
          Item Name.
        </li>
        <li>
          Back up your data (export it) before importing. A file with any wrong row imports nothing.
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
    </>
  );
}

/**
 * Import Data: the CSV file, the notes and templates, Import. With JavaScript the file is checked,
 * then uploaded with a progress bar and the refused rows listed here; without it the form posts
 * to the page's action, whose refusal (`serverReport`) is listed instead.
 */
export function ImportForm({ serverReport }: { serverReport: Report | null }) {
  const revalidator = useRevalidator();
  const [importing, setImporting] = useState<number | null>(null);
  const [clientReport, setClientReport] = useState<Report | null>(null);
  const report = clientReport ?? serverReport;

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
        <ImportNotes />
        <Button type="submit" className="mt-4" disabled={importing !== null}>
          <Upload aria-hidden className="size-4" />
          Import
        </Button>
      </form>
      {importing !== null ? (
        <ProgressBar label="Importing" percent={importing} testId="import-progress" />
      ) : null}
      {report ? <RowReport report={report} /> : null}
    </section>
  );
}
