import { Upload } from "~/components/ui/icons";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { showToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { cardClass, inputClass, labelClass, mutedText } from "~/components/ui/styles";
import { type Column, Table } from "~/components/ui/table";
import { type ImportProblem, importWithProgress, MAX_IMPORT_BYTES } from "../import-export-client";
import { useLocale } from "~/lib/i18n/i18n";
import { billingCopy } from "../../content";
import { DataText } from "~/components/ui/data-text";
import { matchTemplate } from "~/lib/localized-errors";
import { type ImportExportContent, importExportContent, importMessageText } from "../content";
import { ProgressBar } from "./progress-bar";
import { countText } from "~/lib/plural";

/** What a refused import says: the reason and the first wrong rows. */
export type Report = { message: string; problems: ImportProblem[]; problemCount: number };

function RowReport({ report, c }: { report: Report; c: ImportExportContent }) {
  if (!report.problems.length) return null;
  return (
    <div className="mt-4" data-testid="row-report">
      <Table
        columns={problemColumns(c)}
        rows={report.problems}
        rowKey={(_, i) => i}
        caption={
          <>
            {report.problemCount > report.problems.length
              ? c.firstProblems
                  .replace("{shown}", String(report.problems.length))
                  .replace("{count}", String(report.problemCount))
              : countText(report.problemCount, c.problems)}
            {c.nothingImported}
          </>
        }
        captionClassName="px-3 pt-2 pb-1 text-left font-semibold text-red-800 dark:text-red-300"
        rowTestId="problem-row"
      />
    </div>
  );
}

/**
 * A row's problem in the page's language: the server writes it in English, the copy has the same
 * sentence in each language; its values (a cell of the file, a column's name, a number) are data.
 */
function ProblemText({ message, c }: { message: string; c: ImportExportContent }) {
  const found = matchTemplate(message, importExportContent.en.rowProblems);
  if (!found) return message;
  return <DataText text={c.rowProblems[found.key]} data={found.values} />;
}

/** The row report's columns; the CSV column names (the file's data) stay as they are. */
const problemColumns = (c: ImportExportContent): Column<Report["problems"][number]>[] => [
  { key: "line", header: c.columns.line, cell: (p) => p.line, className: "tabular-nums" },
  { key: "column", header: c.columns.column, cell: (p) => p.column, data: true },
  {
    key: "problem",
    header: c.columns.problem,
    cell: (p) => <ProblemText message={p.message} c={c} />,
  },
];

/** What the file must be, and the empty templates (the notes the file box points to). */
function ImportNotes({ c }: { c: ImportExportContent }) {
  return (
    <>
      <ul id="import-notes" className={`mt-3 list-disc space-y-1 pl-5 text-sm ${mutedText}`}>
        <li>{c.notes.csvOnly}</li>
        <li>{c.notes.format}</li>
        <li>{c.notes.backup}</li>
        <li>{c.notes.large}</li>
      </ul>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a
          href="/billing/import-export/template/complaints"
          className="font-semibold text-brand-700 underline dark:text-brand-100"
          download
        >
          {c.billsTemplate}
        </a>
        <a
          href="/billing/import-export/template/inventory"
          className="font-semibold text-brand-700 underline dark:text-brand-100"
          download
        >
          {c.godownTemplate}
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
  const locale = useLocale();
  const c = importExportContent[locale];
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
        title: billingCopy[locale].errorTitle,
        description: c.importFailed.replace("{message}", importMessageText(message, locale)),
        variant: "destructive",
      });
    setClientReport(null);
    if (!file) return fail(c.noFile);
    if (!/\.csv$/i.test(file.name)) return fail(c.onlyCsv);
    if (file.size > MAX_IMPORT_BYTES) return fail(c.tooLarge);
    setImporting(0);
    try {
      const outcome = await importWithProgress(
        "/billing/import-export/import",
        new FormData(form),
        setImporting,
      );
      if (outcome.result === "ok") {
        showToast({ title: countText(outcome.count, c.imported) });
        form.reset();
      } else {
        fail(outcome.message);
        setClientReport(outcome);
      }
    } catch {
      fail(c.uploadFailed);
    } finally {
      setTimeout(() => setImporting(null), 1500);
      void revalidator.revalidate();
    }
  }

  return (
    <section aria-labelledby="import-heading" className={`${cardClass} mt-8 p-5`}>
      <h2 id="import-heading" className="text-xl font-semibold">
        {c.importHeading}
      </h2>
      <form
        method="post"
        encType="multipart/form-data"
        action="/billing/import-export"
        onSubmit={(e) => void onImport(e)}
        className="mt-4 max-w-xl"
      >
        <label htmlFor="file" className={labelClass}>
          {c.uploadCsv}
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
        <ImportNotes c={c} />
        <Button type="submit" className="mt-4" disabled={importing !== null}>
          <Upload aria-hidden className="size-4" />
          {c.import}
        </Button>
      </form>
      {importing !== null ? (
        <ProgressBar label={c.importing} percent={importing} testId="import-progress" />
      ) : null}
      {report ? <RowReport report={report} c={c} /> : null}
    </section>
  );
}
