import { open } from "node:fs/promises";
import { getDb } from "~/platform/db/db.server";
import { isUniqueViolation, nowIso } from "~/platform/db/dialect";
import { logger } from "~/platform/logger.server";
import { IMPORT_MESSAGES, type ImportOutcome, type ImportProgress } from "./import-export-client";
import { logOperation, recordImportFailure } from "./activity.server";
import { checkExistingNumbers } from "./bill-numbers.server";
import { scan } from "./scan.server";
import { Spool } from "./spool.server";
import { discardUpload, type ReceivedUpload } from "./upload.server";
import { ImportRejected, ProblemList } from "./validate.server";
import { write } from "./write.server";
import { plural } from "~/lib/plural";

/** An import from the received upload to its outcome: checks, first pass, second pass, log. */

/** True when the first bytes look like text (a spreadsheet's .xlsx is a zip; any NUL is binary). */
async function looksLikeText(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const bytes = head.subarray(0, bytesRead);
    return !bytes.includes(0) && !(bytes[0] === 0x50 && bytes[1] === 0x4b);
  } finally {
    await handle.close();
  }
}

/**
 * Imports an uploaded CSV file (bills or godown items, told apart by the header) all or nothing,
 * reporting progress as it goes, and logs the outcome. A failed import also raises an alert
 * notification; both are written outside the import's transaction, which left nothing behind.
 * The temporary file is removed in every case.
 */
export async function importUpload(
  upload: ReceivedUpload,
  actorId: string,
  progress: (p: ImportProgress) => void = () => {},
): Promise<ImportOutcome> {
  const file = upload.file;
  const fileName = file?.name ?? "(no file)";
  /** Known once the header is read. */
  let table = "unknown";
  let spool: Spool | undefined;
  try {
    if (!file) throw new ImportRejected(IMPORT_MESSAGES.noFile);
    if (!/\.csv$/i.test(file.name) || !(await looksLikeText(file.tempPath))) {
      throw new ImportRejected(IMPORT_MESSAGES.onlyCsv);
    }
    const now = nowIso();
    const problems = new ProblemList();
    spool = new Spool(`${file.tempPath}.rows`);
    const found = await scan(file, spool, actorId, now, problems, progress);
    table = found.kind === "bills" ? "complaints" : "godown_items";
    if (found.kind === "bills") await checkExistingNumbers(found.numbers, problems, progress);
    if (problems.count) {
      throw new ImportRejected(
        `${plural(problems.count, "problem", "problems")} found in the file; nothing was imported.`,
        problems.kept,
        problems.count,
      );
    }
    let count: number;
    try {
      count = await write(spool.path, found, progress);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ImportRejected(IMPORT_MESSAGES.numberTaken);
      throw error;
    }
    // The rows are in: a failure to log them must not turn the answer into an error.
    await logOperation(getDb(), {
      operation: "import",
      table,
      fileName,
      records: count,
      status: "completed",
      actorId,
    }).catch((error: unknown) =>
      logger.error("writing the import log failed", { error: String(error) }),
    );
    return { result: "ok", count, table: found.kind === "bills" ? "complaints" : "godown_items" };
  } catch (error) {
    const rejected = error instanceof ImportRejected;
    if (!rejected) logger.error("import failed", { fileName, error: String(error) });
    const message = rejected ? error.message : IMPORT_MESSAGES.unexpected;
    await recordImportFailure(fileName, table, message, actorId);
    return {
      result: "error",
      message,
      problems: rejected ? error.problems : [],
      problemCount: rejected ? error.problemCount : 0,
    };
  } finally {
    await spool?.discard();
    await discardUpload(upload);
  }
}
