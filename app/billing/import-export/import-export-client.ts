/**
 * The import/export page's shared vocabulary (file types, limits, the messages of the spec; the
 * CSV columns are in import-export/columns.ts) and its browser side: an export read as a stream
 * with its progress and saved under the server's file name, and an import uploaded with
 * XMLHttpRequest (upload progress) whose answer is read line by line as it arrives (processing
 * progress, then the outcome). Nothing here touches the server's modules; the server imports the
 * constants and types from here.
 */

import { plural } from "~/lib/plural";

export const EXPORT_TYPES = ["complaints", "transactions", "inventory"] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

/** The two formats an import accepts (bills, godown items), also the templates offered. */
export const TEMPLATE_TYPES = ["complaints", "inventory"] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export function isExportType(value: unknown): value is ExportType {
  return (EXPORT_TYPES as readonly unknown[]).includes(value);
}

export function isTemplateType(value: unknown): value is TemplateType {
  return (TEMPLATE_TYPES as readonly unknown[]).includes(value);
}

/**
 * The type as the export's toast names it: "Bills" for the spec's complaints (decision 046),
 * then "Transactions", "Inventory". The type itself (form value, file name) keeps the spec's word.
 */
export function typeLabel(type: ExportType): string {
  return type === "complaints" ? "Bills" : type[0]!.toUpperCase() + type.slice(1);
}

/** The largest CSV file an import takes. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/** How many problems a rejected import lists (the total is always given). */
export const MAX_REPORTED_PROBLEMS = 100;

export const IMPORT_MESSAGES = {
  noFile: "Choose a CSV file to import.",
  onlyCsv: "Only CSV files are supported. Save the sheet as CSV (comma separated) and try again.",
  tooLarge:
    "The file is larger than 20 MB. Split it into smaller files and import them one by one.",
  unrecognized: "Unrecognized file format. Please use the correct CSV template.",
  headerOnly: "File must contain header and at least one data row",
  numberTaken:
    "A bill number in the file was saved by someone else during the import. Nothing was imported; try again.",
  unexpected: "Something went wrong on the server. Nothing was imported.",
};

export const TOASTS = {
  exported: (type: ExportType) => `${typeLabel(type)} data exported successfully!`,
  exportFailed: "Failed to export data",
  imported: (count: number) => `Successfully imported ${plural(count, "record", "records")}!`,
  importFailed: (message: string) => `Failed to import data: ${message}`,
};

/** One thing wrong in a rejected file: its line (the header is line 1), column and problem. */
export type ImportProblem = { line: number; column: string; message: string };

/** A progress line of the import's answer. */
export type ImportProgress = {
  phase: "parse" | "validate" | "write";
  done: number;
  total: number;
};

/** The last line of the import's answer. */
export type ImportOutcome =
  | { result: "ok"; count: number; table: "complaints" | "godown_items" }
  | {
      result: "error";
      message: string;
      problems: ImportProblem[];
      /** All problems found (the list holds the first MAX_REPORTED_PROBLEMS). */
      problemCount: number;
    };

/**
 * Where each phase of an import lies on the page's bar: sending the file is 0–50 %, reading it
 * 50–70 %, checking bill numbers against the database 70–75 %, writing 75–100 %.
 */
const PHASES: Record<ImportProgress["phase"], [number, number]> = {
  parse: [50, 70],
  validate: [70, 75],
  write: [75, 100],
};

export function importPercent(p: ImportProgress): number {
  const [from, to] = PHASES[p.phase];
  const share = p.total > 0 ? Math.min(1, p.done / p.total) : 1;
  return Math.floor(from + (to - from) * share);
}

// ---------------------------------------------------------------------------------------------
// Browser side

/** The file name of a Content-Disposition header (ours are plain ASCII names). */
export function attachmentName(header: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(header ?? "");
  return match?.[1] ?? fallback;
}

/**
 * POSTs an export form with fetch, reads the CSV as it streams in and reports the percent of
 * rows received (the server says how many rows come in X-Total-Rows; a record ends with CRLF,
 * so line ends are counted; 99 % at most until the file is complete), then saves it as a file
 * under the name the server gave. Throws when the answer is not a complete CSV file.
 */
export async function exportWithProgress(
  form: HTMLFormElement,
  onPercent: (percent: number) => void,
): Promise<{ fileName: string; rows: number }> {
  const response = await fetch(form.action, {
    method: "POST",
    body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
    credentials: "same-origin",
  });
  const type = response.headers.get("Content-Type") ?? "";
  if (!response.ok || !type.startsWith("text/csv") || !response.body) {
    throw new Error(`export answered ${response.status}`);
  }
  const total = Number(response.headers.get("X-Total-Rows") ?? "0");
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let lineEnds = 0;
  let shown = -1;
  onPercent(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    for (let i = 0; i < value.length; i++) if (value[i] === 10) lineEnds++;
    // The header's line end is not a row.
    const percent = total > 0 ? Math.min(99, Math.floor(((lineEnds - 1) / total) * 100)) : 99;
    if (percent > shown) {
      shown = percent;
      onPercent(Math.max(0, percent));
    }
  }
  const fileName = attachmentName(response.headers.get("Content-Disposition"), "export.csv");
  const blob = new Blob(parts, { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  onPercent(100);
  return { fileName, rows: total };
}

/**
 * Uploads an import form with XMLHttpRequest: the upload's own progress is 0–50 %; the server
 * then answers with one JSON object a line (application/x-ndjson) while it works, mapped to
 * 50–100 % by importPercent, and ends with the outcome, which this resolves with. Rejects only
 * when no outcome arrived (network failure, or an answer that is not the import's).
 */
export function importWithProgress(
  url: string,
  body: FormData,
  onPercent: (percent: number) => void,
): Promise<ImportOutcome> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let seen = 0;
    let outcome: ImportOutcome | undefined;
    let percent = 0;
    const show = (value: number) => {
      if (value > percent) {
        percent = value;
        onPercent(value);
      }
    };
    const readLines = () => {
      const text = xhr.responseText;
      let end = text.indexOf("\n", seen);
      while (end >= 0) {
        const line = text.slice(seen, end).trim();
        seen = end + 1;
        end = text.indexOf("\n", seen);
        if (!line) continue;
        let message: unknown;
        try {
          message = JSON.parse(line);
        } catch {
          continue;
        }
        if (typeof message !== "object" || message === null) continue;
        if ("result" in message) outcome = message as ImportOutcome;
        else if ("phase" in message) show(importPercent(message as ImportProgress));
      }
    };
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/x-ndjson");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        show(Math.floor((event.loaded / event.total) * 50));
      }
    };
    xhr.upload.onload = () => show(50);
    xhr.onprogress = readLines;
    xhr.onload = () => {
      readLines();
      if (outcome) {
        if (outcome.result === "ok") show(100);
        resolve(outcome);
      } else {
        reject(new Error(`import answered ${xhr.status} without an outcome`));
      }
    };
    xhr.onerror = () => reject(new Error("the upload failed (network error)"));
    xhr.onabort = () => reject(new Error("the upload was cancelled"));
    onPercent(0);
    xhr.send(body);
  });
}
