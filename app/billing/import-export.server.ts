import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { type Kysely, sql, type SqlBool } from "kysely";
import { indiaDateKey, paiseToInput } from "~/lib/format";
import {
  type CsvCell,
  CsvFormatError,
  csvStream,
  readCsv,
  unneutralizeFormula,
} from "~/platform/csv.server";
import type { Database } from "~/platform/db/schema";
import { getDb } from "~/platform/db/db.server";
import { isPostgres, isUniqueViolation, nowIso } from "~/platform/db/dialect";
import { logger } from "~/platform/logger.server";
import { createNotification } from "~/platform/notifications.server";
import { uploadsTempDir } from "~/platform/storage.server";
import { BodyTooLarge, isMultipart, sanitizeFileName } from "~/platform/uploads.server";
import {
  EXPORT_COLUMNS,
  type ExportType,
  IMPORT_MESSAGES,
  type ImportOutcome,
  type ImportProblem,
  type ImportProgress,
  MAX_IMPORT_BYTES,
  MAX_REPORTED_PROBLEMS,
} from "./import-export-client";
import { BILL_STATUSES, type BillStatusValue, formatBillNumber } from "./money";

/**
 * CSV export and import of the billing back office (/billing/import-export).
 *
 * Export: every bill, transaction or godown item as a CSV file, streamed — rows are read in
 * batches of EXPORT_BATCH with keyset pagination on (created_at, id), each batch one short query
 * (no statement stays open while the client reads), and written by csv-stringify (quotes, BOM,
 * formula neutralising: app/platform/csv.server.ts). The log row is written when the stream ends
 * (completed, with the row count) or fails or is abandoned (failed).
 *
 * Import: the uploaded file is streamed to a temporary file (20 MB at most, refused while it is
 * still arriving), then read by the CSV parser (readCsv). The first pass checks every row and
 * collects the problems (line, column, message), and while there are none it spools the rows,
 * ready to insert, to a second temporary file; bill numbers are then checked against the
 * database. Only a file without any problem gets the second pass, which writes the spooled rows
 * in one transaction, in multi-row inserts of IMPORT_BATCH rows. So an import is all or nothing,
 * and memory stays flat however long the file is. Importing bills moves the bill counter past the
 * highest BILLnnnn number imported, in the same transaction. Memory figures:
 * docs/performance.md (Billing CSV import and export).
 */

/** Rows an export query reads (smaller batches measured lighter on the server's memory). */
const EXPORT_BATCH = 250;
/**
 * Rows a multi-row insert writes (see insertRows). 100 keeps each batch's JSON text (20–40 KB)
 * under V8's large-object size: larger strings are only freed by a full garbage collection, and
 * with 500-row batches the server's memory grew by 100 MB over a 100,000-row import before one
 * came (measured with scripts/bench/import-export.ts).
 */
const IMPORT_BATCH = 100;
/** Bill numbers looked up in the database at once. */
const LOOKUP_BATCH = 500;
/** The paise and quantity columns are 32-bit integers on PostgreSQL. */
const MAX_INT = 2_147_483_647;

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

export const TABLES: Record<ExportType, "complaints" | "transactions" | "godown_items"> = {
  complaints: "complaints",
  transactions: "transactions",
  inventory: "godown_items",
};

// ---------------------------------------------------------------------------------------------
// The log

export type Activity = {
  id: string;
  operation: "import" | "export";
  table: string;
  fileName: string;
  records: number;
  status: "completed" | "failed";
  error: string | null;
  by: string | null;
  createdAt: string;
};

export async function logOperation(
  db: Kysely<Database>,
  entry: {
    operation: "import" | "export";
    table: string;
    fileName: string;
    records: number;
    status: "completed" | "failed";
    error?: string | null;
    actorId: string | null;
  },
): Promise<void> {
  await db
    .insertInto("import_export_logs")
    .values({
      id: crypto.randomUUID(),
      operation_type: entry.operation,
      table_name: entry.table,
      file_name: entry.fileName.slice(0, 200),
      records_count: entry.records,
      status: entry.status,
      error_message: entry.error ? entry.error.slice(0, 1000) : null,
      created_by: entry.actorId,
      created_at: nowIso(),
    })
    .execute();
}

/** The 10 newest log entries with who did them. */
export async function recentActivities(limit = 10): Promise<Activity[]> {
  const rows = await getDb()
    .selectFrom("import_export_logs as l")
    .leftJoin("users as u", "u.id", "l.created_by")
    .select([
      "l.id",
      "l.operation_type",
      "l.table_name",
      "l.file_name",
      "l.records_count",
      "l.status",
      "l.error_message",
      "l.created_at",
      "u.name as user_name",
    ])
    .orderBy("l.created_at", "desc")
    .orderBy("l.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    operation: r.operation_type,
    table: r.table_name,
    fileName: r.file_name,
    records: Number(r.records_count),
    status: r.status,
    error: r.error_message,
    by: r.user_name ?? null,
    createdAt: r.created_at,
  }));
}

/** How many rows each export would write (shown on the export cards). */
export async function exportCounts(): Promise<Record<ExportType, number>> {
  const count = async (table: "complaints" | "transactions" | "godown_items") =>
    Number(
      (
        await getDb()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const [complaints, transactions, inventory] = await Promise.all([
    count("complaints"),
    count("transactions"),
    count("godown_items"),
  ]);
  return { complaints, transactions, inventory };
}

// ---------------------------------------------------------------------------------------------
// Export

/** An instant as "YYYY-MM-DD HH:mm:ss" in Asia/Kolkata (no daylight saving: UTC+05:30). */
export function indiaDateTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return "";
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
}

/** complaints_export_2026-11-21.csv (the date in India). */
export function exportFileName(type: ExportType, now = new Date()): string {
  return `${type}_export_${indiaDateKey(now)}.csv`;
}

type Cursor = { created_at: string; id: string } | null;

/**
 * Every row of a table oldest first, EXPORT_BATCH at a time: each batch is one query starting
 * after the last row of the one before (created_at, id), so the table is never read whole and
 * no statement is left open between batches. The extra `created_at >= …` lets an index on
 * created_at alone (transactions) serve the row-value comparison on both databases.
 */
async function* keyset<T extends { created_at: string; id: string }>(
  batch: (after: Cursor, limit: number) => Promise<T[]>,
): AsyncGenerator<T> {
  let after: Cursor = null;
  for (;;) {
    const rows = await batch(after, EXPORT_BATCH);
    for (const row of rows) yield row;
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { created_at: last.created_at, id: last.id };
  }
}

/** Rows after the cursor (see keyset). */
function afterCursor(cursor: Cursor) {
  return sql<SqlBool>`created_at >= ${cursor!.created_at} and (created_at, id) > (${cursor!.created_at}, ${cursor!.id})`;
}

const EXPORT_SOURCES: Record<ExportType, () => AsyncIterable<CsvCell[]>> = {
  complaints: async function* () {
    const rows = keyset((cursor, limit) =>
      getDb()
        .selectFrom("complaints")
        .$if(cursor !== null, (qb) => qb.where(afterCursor(cursor)))
        .select([
          "id",
          "created_at",
          "complaint_number",
          "customer_name",
          "customer_phone",
          "service_type",
          "status",
          "estimated_cost_paise",
          "actual_cost_paise",
        ])
        .orderBy("created_at")
        .orderBy("id")
        .limit(limit)
        .execute(),
    );
    for await (const r of rows) {
      yield [
        r.complaint_number,
        indiaDateTime(r.created_at),
        r.customer_name,
        r.customer_phone,
        r.service_type,
        r.status,
        paiseToInput(r.estimated_cost_paise),
        paiseToInput(r.actual_cost_paise),
      ];
    }
  },
  transactions: async function* () {
    const rows = keyset((cursor, limit) =>
      getDb()
        .selectFrom("transactions")
        .$if(cursor !== null, (qb) => qb.where(afterCursor(cursor)))
        .select([
          "id",
          "created_at",
          "transaction_type",
          "amount_paise",
          "payment_method",
          "reference_number",
          "description",
        ])
        .orderBy("created_at")
        .orderBy("id")
        .limit(limit)
        .execute(),
    );
    for await (const r of rows) {
      yield [
        indiaDateTime(r.created_at),
        r.transaction_type,
        paiseToInput(r.amount_paise),
        r.payment_method,
        r.reference_number,
        r.description,
      ];
    }
  },
  inventory: async function* () {
    const rows = keyset((cursor, limit) =>
      getDb()
        .selectFrom("godown_items")
        .$if(cursor !== null, (qb) => qb.where(afterCursor(cursor)))
        .select([
          "id",
          "created_at",
          "item_name",
          "category",
          "quantity",
          "unit_price_paise",
          "minimum_stock",
          "location_in_godown",
          "supplier_name",
        ])
        .orderBy("created_at")
        .orderBy("id")
        .limit(limit)
        .execute(),
    );
    for await (const r of rows) {
      yield [
        r.item_name,
        r.category,
        r.quantity,
        paiseToInput(r.unit_price_paise),
        r.minimum_stock,
        r.location_in_godown,
        r.supplier_name,
      ];
    }
  },
};

/** The rows of one export as CSV cells (tests and the benchmark read them too). */
export function exportRows(type: ExportType): AsyncIterable<CsvCell[]> {
  return EXPORT_SOURCES[type]();
}

/** Output chunks of about this size: one write (and one compression flush) per chunk, not per row. */
const CHUNK_BYTES = 64 * 1024;

/**
 * The CSV download of one export: the file name, the row count (X-Total-Rows, for the page's
 * progress bar) and the streamed file. The log row is written once the last byte has been
 * handed on (completed, with the rows written), or when the stream fails or the client goes
 * away first (failed).
 */
export async function exportResponse(
  type: ExportType,
  actorId: string,
  now = new Date(),
): Promise<{ fileName: string; total: number; body: ReadableStream<Uint8Array> }> {
  const fileName = exportFileName(type, now);
  const table = TABLES[type];
  const total = Number(
    (
      await getDb()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
  let rows = 0;
  async function* counted() {
    for await (const row of exportRows(type)) {
      rows++;
      yield row;
    }
  }
  let logged = false;
  const log = (status: "completed" | "failed", error?: string) => {
    if (logged) return;
    logged = true;
    if (status === "failed") logger.warn("export failed", { type, error });
    logOperation(getDb(), {
      operation: "export",
      table,
      fileName,
      records: rows,
      status,
      error: error ?? null,
      actorId,
    }).catch((e: unknown) => logger.error("writing the export log failed", { error: String(e) }));
  };
  const reader = csvStream(EXPORT_COLUMNS[type], counted()).getReader();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const parts: Uint8Array[] = [];
          let size = 0;
          while (size < CHUNK_BYTES) {
            const next = await reader.read();
            if (next.done) {
              if (size) controller.enqueue(Buffer.concat(parts, size));
              controller.close();
              log("completed");
              return;
            }
            parts.push(next.value);
            size += next.value.length;
          }
          controller.enqueue(Buffer.concat(parts, size));
        } catch (error) {
          log("failed", error instanceof Error ? error.message : String(error));
          controller.error(error);
        }
      },
      async cancel(reason) {
        log("failed", "The download was interrupted before the end of the file.");
        await reader.cancel(reason).catch(() => undefined);
      },
    },
    { highWaterMark: 0 },
  );
  return { fileName, total, body };
}

// ---------------------------------------------------------------------------------------------
// Receiving the upload

/** The multipart envelope around the file: boundaries, part headers, a few small fields. */
const MULTIPART_SLACK = 64 * 1024;

export type ReceivedUpload = {
  fields: Record<string, string>;
  file: { name: string; size: number; tempPath: string } | null;
};

/** Why an upload was not taken (answered 400, or 413 for BodyTooLarge). */
export class UploadRejected extends Error {}

/**
 * Streams a multipart upload's one file to a temporary file under DATA_DIR/uploads/.tmp. A body
 * that declares more than the limit is refused before anything is read; one that turns out
 * larger while it streams (no or a false Content-Length) is refused as soon as the file passes
 * the limit: reading stops there (BodyTooLarge; answer 413 with `Connection: close`).
 */
export async function receiveCsvUpload(request: Request): Promise<ReceivedUpload> {
  if (!isMultipart(request) || !request.body) throw new UploadRejected(IMPORT_MESSAGES.noFile);
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_IMPORT_BYTES + MULTIPART_SLACK) throw new BodyTooLarge();

  const dir = uploadsTempDir();
  await mkdir(dir, { recursive: true });
  const state: {
    fields: Record<string, string>;
    file: ReceivedUpload["file"];
    writing: Promise<void> | null;
    failure: Error | null;
  } = { fields: {}, file: null, writing: null, failure: null };
  const fail = (error: Error) => {
    state.failure ??= error;
  };

  const parser = busboy({
    headers: Object.fromEntries(request.headers),
    // One byte over the limit: busboy reports "limit" on reaching fileSize, and a file of
    // exactly MAX_IMPORT_BYTES is taken.
    limits: { files: 1, fileSize: MAX_IMPORT_BYTES + 1, fields: 10, fieldSize: 1024, parts: 20 },
    defParamCharset: "utf8",
  });
  parser.on("field", (name, value) => {
    state.fields[name] = value;
  });
  parser.on("file", (_field, stream, info) => {
    if (!info.filename || state.file) {
      stream.resume();
      return;
    }
    const file = {
      name: sanitizeFileName(info.filename),
      size: 0,
      tempPath: path.join(dir, crypto.randomUUID()),
    };
    state.file = file;
    stream.on("data", (chunk: Buffer) => {
      file.size += chunk.length;
    });
    stream.on("limit", () => fail(new BodyTooLarge()));
    state.writing = pipeline(stream, createWriteStream(file.tempPath));
    state.writing.catch(() => undefined);
  });
  const finished = new Promise<void>((resolve, reject) => {
    parser.on("close", resolve);
    parser.on("error", reject);
  });
  finished.catch(() => undefined);

  const reader = request.body.getReader();
  let received = 0;
  try {
    for (;;) {
      if (state.failure) break;
      const next = await reader.read();
      if (next.done) break;
      received += next.value.length;
      if (received > MAX_IMPORT_BYTES + MULTIPART_SLACK) {
        fail(new BodyTooLarge());
        break;
      }
      if (!parser.write(next.value)) {
        await new Promise<void>((resolve) => {
          const done = () => {
            parser.off("drain", done);
            parser.off("close", done);
            parser.off("error", done);
            resolve();
          };
          parser.on("drain", done);
          parser.on("close", done);
          parser.on("error", done);
        });
      }
    }
    if (!state.failure) {
      parser.end();
      await finished;
      await state.writing;
    }
  } catch (error) {
    fail(error instanceof Error ? error : new Error(String(error)));
  } finally {
    // Stop here without reading the rest: the 413 goes out and the connection is closed.
    reader.releaseLock();
  }
  if (state.failure) {
    parser.destroy();
    await state.writing?.catch(() => undefined);
    if (state.file) await rm(state.file.tempPath, { force: true });
    if (state.failure instanceof BodyTooLarge) throw state.failure;
    throw new UploadRejected("The upload did not complete. Please try again.", {
      cause: state.failure,
    });
  }
  return { fields: state.fields, file: state.file };
}

/** Removes the temporary file of an upload. */
export async function discardUpload(upload: ReceivedUpload): Promise<void> {
  if (upload.file) await rm(upload.file.tempPath, { force: true });
}

// ---------------------------------------------------------------------------------------------
// Checking one row

/** Text as the header names it: apostrophe of the formula guard dropped, any case, single spaces. */
function headerKey(text: string): string {
  return unneutralizeFormula(text.trim()).toLowerCase().replace(/\s+/g, " ").replace(/\.$/, "");
}

const BILL_FIELDS = {
  "bill no": "number",
  "bill number": "number",
  date: "date",
  customer: "customer",
  "customer name": "customer",
  phone: "phone",
  "service type": "service",
  status: "status",
  "estimated cost": "estimated",
  "actual cost": "actual",
} as const;
type BillField = (typeof BILL_FIELDS)[keyof typeof BILL_FIELDS];

const ITEM_FIELDS = {
  "item name": "name",
  category: "category",
  quantity: "quantity",
  "unit price": "price",
  "min stock": "minimum",
  "minimum stock": "minimum",
  location: "location",
  supplier: "supplier",
} as const;
type ItemField = (typeof ITEM_FIELDS)[keyof typeof ITEM_FIELDS];

/** The spec's column names, for the problem report. */
const BILL_COLUMN: Record<BillField, string> = {
  number: "Bill No",
  date: "Date",
  customer: "Customer",
  phone: "Phone",
  service: "Service Type",
  status: "Status",
  estimated: "Estimated Cost",
  actual: "Actual Cost",
};
const ITEM_COLUMN: Record<ItemField, string> = {
  name: "Item Name",
  category: "Category",
  quantity: "Quantity",
  price: "Unit Price",
  minimum: "Min Stock",
  location: "Location",
  supplier: "Supplier",
};

type Layout =
  | { kind: "bills"; at: Partial<Record<BillField, number>> }
  | { kind: "items"; at: Partial<Record<ItemField, number>> };

/**
 * What a header row is (the spec): bills when it has Bill No or Customer, godown items when it
 * has Item Name, else null. Columns are found by name in any order; others are ignored.
 */
export function readHeader(fields: string[]): Layout | null {
  const keys = fields.map(headerKey);
  const find = <F extends string>(names: Record<string, F>) => {
    const at: Partial<Record<F, number>> = {};
    keys.forEach((key, i) => {
      const field = names[key];
      if (field !== undefined && at[field] === undefined) at[field] = i;
    });
    return at;
  };
  const bills = find<BillField>(BILL_FIELDS);
  if (bills.number !== undefined || bills.customer !== undefined)
    return { kind: "bills", at: bills };
  const items = find<ItemField>(ITEM_FIELDS);
  if (items.name !== undefined) return { kind: "items", at: items };
  return null;
}

/**
 * What a cell's parser answers when the value breaks a rule. The parsers below return the value
 * itself otherwise, and take the export's own formats on a fast path that allocates nothing: they
 * run for every cell of files of 100,000 rows, and the garbage of every row is what makes the
 * server's memory grow (see scripts/bench/import-export.ts).
 */
export class CellError {
  constructor(readonly message: string) {}
}

const DIGIT = (code: number) => code >= 48 && code <= 57;

/**
 * A number typed in a sheet: ₹, "Rs", commas and spaces ignored. Empty or not a number at all
 * is 0 (the spec: numeric fields default to 0 when unparseable); a real number that breaks a
 * rule (negative, too many decimals, too large) is a problem.
 */
function numberText(text: string): string | null {
  let cleaned = text.replace(/[₹\s]/g, "").replace(/^Rs\.?/i, "");
  // "1,50" (a decimal comma, as sheets in some locales save it) is 1.50; "1,200" is 1200.
  cleaned = /^[+-]?\d+,\d{1,2}$/.test(cleaned)
    ? cleaned.replace(",", ".")
    : cleaned.replace(/,/g, "");
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(cleaned) ? cleaned : null;
}

/** Rupees (e.g. "1250.50") -> paise. */
export function parseMoney(text: string): number | CellError {
  // Fast path: digits, then optionally a dot and one or two digits (as the export writes them).
  const length = text.length;
  let paise = 0;
  let i = 0;
  while (i < length && DIGIT(text.charCodeAt(i)) && i < 12)
    paise = paise * 10 + (text.charCodeAt(i++) - 48);
  if (i > 0 && i === length)
    return paise * 100 <= MAX_INT ? paise * 100 : new CellError("This amount is too large");
  if (i > 0 && text.charCodeAt(i) === 46 && (length - i === 2 || length - i === 3)) {
    const tens = text.charCodeAt(i + 1);
    const units = length - i === 3 ? text.charCodeAt(i + 2) : 48;
    if (DIGIT(tens) && DIGIT(units)) {
      const value = paise * 100 + (tens - 48) * 10 + (units - 48);
      return value <= MAX_INT ? value : new CellError("This amount is too large");
    }
  }
  const n = numberText(text);
  if (n === null) return 0;
  const negative = n.startsWith("-");
  const [whole = "", fraction = ""] = n.replace(/^[+-]/, "").split(".");
  if (fraction.replace(/0+$/, "").length > 2) {
    return new CellError("Use rupees with at most two decimals (e.g. 249.50)");
  }
  const value = Number(whole || "0") * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
  if (negative && value > 0) return new CellError("Cannot be negative");
  if (value > MAX_INT) return new CellError("This amount is too large");
  return value;
}

export function parseWholeNumber(text: string): number | CellError {
  const length = text.length;
  let value = 0;
  let i = 0;
  while (i < length && DIGIT(text.charCodeAt(i)) && i < 10)
    value = value * 10 + (text.charCodeAt(i++) - 48);
  if (i > 0 && i === length)
    return value <= MAX_INT ? value : new CellError("This number is too large");
  const n = numberText(text);
  if (n === null) return 0;
  const parsed = Number(n);
  if (!Number.isInteger(parsed)) return new CellError("Must be a whole number");
  if (parsed < 0) return new CellError("Cannot be negative");
  if (parsed > MAX_INT) return new CellError("This number is too large");
  return parsed === 0 ? 0 : parsed;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A real calendar date and time in India, as UTC ISO; null when it does not exist. */
function indiaInstant(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): string | null {
  if (y < 1900 || y > 2999 || mo < 1 || mo > 12 || h > 23 || mi > 59 || s > 59) return null;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  if (d < 1 || d > DAYS_IN_MONTH[mo - 1]! || (mo === 2 && d === 29 && !leap)) return null;
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s) - IST_OFFSET_MS).toISOString();
}

const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
const INDIAN_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const NOT_A_DATE = "Not a date: use YYYY-MM-DD HH:mm:ss or DD/MM/YYYY";

/** The number written by the digits of text[from, to) (-1 if any is not a digit). */
function digits(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (!DIGIT(code)) return -1;
    n = n * 10 + (code - 48);
  }
  return n;
}

/**
 * The Date column: "YYYY-MM-DD HH:mm:ss" or "YYYY-MM-DD" (as the export writes it) or DD/MM/YYYY
 * (optionally with a time), in India's time; an ISO time with a zone as it says. Empty: `now`.
 */
export function parseImportDate(text: string, now: string): string | CellError {
  if (!text) return now;
  // Fast path: exactly the export's "YYYY-MM-DD HH:mm:ss".
  if (
    text.length === 19 &&
    text.charCodeAt(4) === 45 &&
    text.charCodeAt(7) === 45 &&
    text.charCodeAt(10) === 32 &&
    text.charCodeAt(13) === 58 &&
    text.charCodeAt(16) === 58
  ) {
    const parts = [digits(text, 0, 4), digits(text, 5, 7), digits(text, 8, 10)];
    const time = [digits(text, 11, 13), digits(text, 14, 16), digits(text, 17, 19)];
    if (!parts.includes(-1) && !time.includes(-1)) {
      const iso = indiaInstant(parts[0]!, parts[1]!, parts[2]!, time[0], time[1], time[2]);
      return iso ?? new CellError(NOT_A_DATE);
    }
  }
  const num = (v: string | undefined) => (v === undefined ? 0 : Number(v));
  let m = ISO_DAY.exec(text);
  if (m) {
    const iso = indiaInstant(num(m[1]), num(m[2]), num(m[3]), num(m[4]), num(m[5]), num(m[6]));
    if (iso) return iso;
  } else if ((m = INDIAN_DAY.exec(text))) {
    const iso = indiaInstant(num(m[3]), num(m[2]), num(m[1]), num(m[4]), num(m[5]), num(m[6]));
    if (iso) return iso;
  } else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    const ms = Date.parse(text);
    if (!Number.isNaN(ms)) return new Date(ms).toISOString();
  }
  return new CellError(NOT_A_DATE);
}

/** "In Progress", "in-progress", "COMPLETED" … -> the stored status; empty -> pending. */
export function parseStatus(text: string): BillStatusValue | CellError {
  if (!text) return "pending";
  if ((BILL_STATUSES as readonly string[]).includes(text)) return text as BillStatusValue;
  const key = text.toLowerCase().replace(/[\s-]+/g, "_");
  return (BILL_STATUSES as readonly string[]).includes(key)
    ? (key as BillStatusValue)
    : new CellError("Status must be Pending, In Progress, Completed or Paid");
}

export type BillRow = {
  number: string | null;
  createdAt: string;
  customerName: string;
  customerPhone: string | null;
  serviceType: string;
  status: BillStatusValue;
  estimatedPaise: number;
  actualPaise: number;
};

export type ItemRow = {
  name: string;
  category: string;
  quantity: number;
  unitPricePaise: number;
  minimumStock: number;
  location: string | null;
  supplier: string | null;
};

/**
 * Checks the rows of one file against its header, one at a time: each check gives the row, or
 * null with the row's problems in `problems` (emptied at the start of each check). One object
 * for the whole file, with no closures made per row (see CellError).
 */
class RowChecker<F extends string> {
  readonly problems: ImportProblem[] = [];
  private fields: string[] = [];
  private line = 0;

  constructor(
    private readonly at: Partial<Record<F, number>>,
    private readonly columns: Record<F, string>,
  ) {}

  start(fields: string[], line: number) {
    this.fields = fields;
    this.line = line;
    if (this.problems.length) this.problems.length = 0;
  }

  /** A column's value: trimmed, the export's formula apostrophe removed ("" if no column). */
  cell(field: F): string {
    const i = this.at[field];
    if (i === undefined) return "";
    let value = (this.fields[i] ?? "").trim();
    // As the database layer binds every text (NulTextPlugin): PostgreSQL cannot store U+0000.
    if (value.includes("\0")) value = value.replaceAll("\0", "\uFFFD");
    return value.charCodeAt(0) === 39 ? unneutralizeFormula(value) : value;
  }

  problem(field: F, message: string) {
    this.problems.push({ line: this.line, column: this.columns[field], message });
  }

  text(field: F, max: number, required = false): string {
    const value = this.cell(field);
    if (required && !value) this.problem(field, "Required");
    else if (value.length > max) this.problem(field, `Too long (at most ${max} characters)`);
    return value;
  }

  /** A parsed value, or `fallback` with the parser's problem noted. */
  value<T>(field: F, parsed: T | CellError, fallback: T): T {
    if (parsed instanceof CellError) {
      this.problem(field, parsed.message);
      return fallback;
    }
    return parsed;
  }
}

function checkBill(c: RowChecker<BillField>, now: string): BillRow | null {
  // In the order of the export's columns, so a line's problems are listed in that order.
  const number = c.text("number", 30);
  const createdAt = c.value("date", parseImportDate(c.cell("date"), now), now);
  const customerName = c.text("customer", 120, true);
  const customerPhone = c.text("phone", 20);
  const serviceType = c.text("service", 60) || "Service";
  const status = c.value("status", parseStatus(c.cell("status")), "pending" as BillStatusValue);
  const estimatedPaise = c.value("estimated", parseMoney(c.cell("estimated")), 0);
  let actualPaise = c.value("actual", parseMoney(c.cell("actual")), 0);
  // Estimated Cost is the final total after discount, Actual Cost the amount before it; a bill
  // without an amount before discount had none.
  if (actualPaise === 0) actualPaise = estimatedPaise;
  else if (estimatedPaise > actualPaise) {
    c.problem(
      "estimated",
      "Estimated Cost (the total after discount) cannot be more than Actual Cost (the amount before discount)",
    );
  }
  if (c.problems.length) return null;
  return {
    number: number || null,
    createdAt,
    customerName,
    customerPhone: customerPhone || null,
    serviceType,
    status,
    estimatedPaise,
    actualPaise,
  };
}

function checkItem(c: RowChecker<ItemField>): ItemRow | null {
  // In the order of the export's columns.
  const name = c.text("name", 120, true);
  const category = c.text("category", 60, true);
  const quantity = c.value("quantity", parseWholeNumber(c.cell("quantity")), 0);
  const unitPricePaise = c.value("price", parseMoney(c.cell("price")), 0);
  const minimumStock = c.value("minimum", parseWholeNumber(c.cell("minimum")), 0);
  const location = c.text("location", 120);
  const supplier = c.text("supplier", 120);
  if (!c.problems.length && quantity * unitPricePaise > Number.MAX_SAFE_INTEGER) {
    c.problem("quantity", "Quantity × Unit Price is too large");
  }
  if (c.problems.length) return null;
  return {
    name,
    category,
    quantity,
    unitPricePaise,
    minimumStock,
    location: location || null,
    supplier: supplier || null,
  };
}

// ---------------------------------------------------------------------------------------------
// The import

/** The first MAX_REPORTED_PROBLEMS problems by line (in whatever order they are found) and the count. */
class ProblemList {
  readonly kept: ImportProblem[] = [];
  count = 0;
  add(p: ImportProblem) {
    this.count++;
    const kept = this.kept;
    if (kept.length >= MAX_REPORTED_PROBLEMS && p.line >= kept[kept.length - 1]!.line) return;
    let i = kept.length;
    while (i > 0 && kept[i - 1]!.line > p.line) i--;
    kept.splice(i, 0, p);
    if (kept.length > MAX_REPORTED_PROBLEMS) kept.pop();
  }
}

/** An import that cannot go ahead: the message, and the rows' problems if any. */
export class ImportRejected extends Error {
  constructor(
    message: string,
    readonly problems: ImportProblem[] = [],
    readonly problemCount = problems.length,
  ) {
    super(message);
  }
}

const BILL_NUMBER = /^BILL(\d{1,9})$/;

/**
 * n when `number` is exactly formatBillNumber(n) (BILL and four digits, or more without a leading
 * zero; n below 2^28), else -1. Without allocating: it runs for every row of a file.
 */
function canonicalBillNumber(number: string): number {
  const length = number.length;
  if (length < 8 || length > 12 || !number.startsWith("BILL")) return -1;
  if (length > 8 && number.charCodeAt(4) === 48) return -1;
  let n = 0;
  for (let i = 4; i < length; i++) {
    const digit = number.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n < 2 ** 28 ? n : -1;
}

/**
 * The bill numbers of a file with the lines they are on, to find a number that is there twice or
 * that a bill already has. The usual BILLnnnn numbers are kept as numbers packed with their line
 * in one Float64Array (8 bytes a row, outside the JavaScript heap): a Map of 100,000 strings
 * cost the server about 30 MB during an import (measured); any other number goes in a Map.
 */
class BillNumbers {
  /** n × LINES + line, for each number that is exactly formatBillNumber(n). */
  private packed = new Float64Array(1024);
  private size = 0;
  private readonly other = new Map<string, number>();
  /** Lines of a number also found earlier in the file: [number, line, first line]. */
  readonly repeats: [string, number, number][] = [];
  /** The highest n of a BILLnnnn number (0 if none). */
  highest = 0;
  private static readonly LINES = 2 ** 25;

  add(number: string, line: number): void {
    const n = canonicalBillNumber(number);
    if (n >= 0 && line < BillNumbers.LINES) {
      if (n > this.highest) this.highest = n;
      if (this.size === this.packed.length) {
        const bigger = new Float64Array(this.packed.length * 2);
        bigger.set(this.packed);
        this.packed = bigger;
      }
      this.packed[this.size++] = n * BillNumbers.LINES + line;
      return;
    }
    const match = BILL_NUMBER.exec(number);
    if (match) this.highest = Math.max(this.highest, Number(match[1]));
    const first = this.other.get(number);
    if (first === undefined) this.other.set(number, line);
    else this.repeats.push([number, line, first]);
  }

  /** How many different numbers (known after finish()). */
  count = 0;
  private finished = false;

  /**
   * Sorts the packed numbers, adds the repeated ones to `repeats` and counts the different ones;
   * call once all numbers are added.
   */
  finish(): void {
    if (this.finished) return;
    this.finished = true;
    const view = this.packed.subarray(0, this.size).sort();
    let last = -1;
    let firstLine = 0;
    let unique = 0;
    for (const value of view) {
      const n = Math.floor(value / BillNumbers.LINES);
      const line = value - n * BillNumbers.LINES;
      if (n === last) this.repeats.push([formatBillNumber(n), line, firstLine]);
      else {
        last = n;
        firstLine = line;
        unique++;
      }
    }
    this.count = unique + this.other.size;
  }

  /** Each number once, with the first line it is on, in chunks of `size`. */
  *unique(size: number): Generator<Map<string, number>> {
    this.finish();
    let chunk = new Map<string, number>();
    let last = -1;
    for (const value of this.packed.subarray(0, this.size)) {
      const n = Math.floor(value / BillNumbers.LINES);
      if (n === last) continue;
      last = n;
      chunk.set(formatBillNumber(n), value - n * BillNumbers.LINES);
      if (chunk.size >= size) {
        yield chunk;
        chunk = new Map();
      }
    }
    for (const [number, line] of this.other) {
      chunk.set(number, line);
      if (chunk.size >= size) {
        yield chunk;
        chunk = new Map();
      }
    }
    if (chunk.size) yield chunk;
  }
}

type Scan = {
  rows: number;
  /** The insert batches, one JSON line each (see Spool). */
  batches: number;
} & (
  | {
      kind: "bills";
      /** Every bill number in the file, with the line it is on. */
      numbers: BillNumbers;
      /** Batches with rows that have no bill number (drawn from the counter as they are written). */
      numberless: Set<number>;
    }
  | {
      kind: "items";
      /** Items at or below their minimum stock. */
      low: number;
    }
);

/**
 * The rows of a file that has no problem so far, as the insert batches of the second pass: a
 * temporary file with one JSON array of row arrays a line (IMPORT_BATCH rows), in the column order
 * of BILL_INSERT or ITEM_INSERT. So the write pass neither parses nor checks the CSV again: it
 * hands each line to the database as it is (see insertRows), which keeps that pass light on
 * memory.
 */
class Spool {
  readonly path: string;
  private readonly out;
  private batch: unknown[][] = [];
  batches = 0;
  constructor(path: string) {
    this.path = path;
    this.out = createWriteStream(path);
  }
  /** Adds a row; true when that completed a batch. */
  async add(row: unknown[]): Promise<void> {
    this.batch.push(row);
    if (this.batch.length >= IMPORT_BATCH) await this.flush();
  }
  async flush(): Promise<void> {
    if (!this.batch.length) return;
    const line = `${JSON.stringify(this.batch)}\n`;
    this.batch = [];
    this.batches++;
    if (!this.out.write(line)) await once(this.out, "drain");
  }
  /** The index of the batch the next row goes into. */
  get current(): number {
    return this.batches;
  }
  async close(): Promise<void> {
    await this.flush();
    await new Promise<void>((resolve, reject) =>
      this.out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  }
  async discard(): Promise<void> {
    // Let a write under way finish first: destroying the file stream under it makes fs raise an
    // uncaught ERR_STREAM_DESTROYED (seen when a malformed line stops the reading mid-file).
    await new Promise<void>((resolve) => this.out.end(() => resolve()));
    await rm(this.path, { force: true });
  }
}

/** The lines of a file, one at a time. */
async function* fileLines(file: string): AsyncGenerator<string> {
  let rest = "";
  for await (const chunk of createReadStream(file, {
    encoding: "utf8",
    // Small chunks, for the same reason as IMPORT_BATCH.
    highWaterMark: 32 * 1024,
  })) {
    const text = rest + (chunk as string);
    const lines = text.split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) if (line) yield line;
  }
  if (rest) yield rest;
}

async function* fileBytes(file: string, onBytes?: (n: number) => void): AsyncGenerator<Buffer> {
  // Small chunks: the parser turns each whole chunk into records at once, which then wait in
  // memory to be read.
  for await (const chunk of createReadStream(file, { highWaterMark: 32 * 1024 })) {
    onBytes?.((chunk as Buffer).length);
    yield chunk as Buffer;
  }
}

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
 * First pass: the header, then every row checked on its own (and bill numbers against each
 * other: a number twice in the file is a problem on its second line). While no problem has been
 * found, the rows also go to the spool, ready to be written.
 */
async function scan(
  file: { tempPath: string; size: number },
  spool: Spool,
  actorId: string | null,
  now: string,
  problems: ProblemList,
  progress: (p: ImportProgress) => void,
): Promise<Scan> {
  let read = 0;
  let reported = 0;
  const bytes = fileBytes(file.tempPath, (n) => {
    read += n;
    if (read - reported >= 512 * 1024) {
      reported = read;
      progress({ phase: "parse", done: read, total: file.size });
    }
  });
  let layout: Layout | null = null;
  let header: string[] = [];
  let rows = 0;
  const numbers = new BillNumbers();
  const numberless = new Set<number>();
  let low = 0;
  let billChecker: RowChecker<BillField> | undefined;
  let itemChecker: RowChecker<ItemField> | undefined;
  try {
    for await (const record of readCsv(bytes)) {
      if (!layout) {
        header = record.fields;
        layout = readHeader(record.fields);
        if (!layout) throw new ImportRejected(IMPORT_MESSAGES.unrecognized);
        continue;
      }
      rows++;
      if (layout.kind === "bills") {
        billChecker ??= new RowChecker(layout.at, BILL_COLUMN);
        billChecker.start(record.fields, record.line);
        const b = checkBill(billChecker, now);
        if (!b) {
          for (const p of billChecker.problems) problems.add(p);
          continue;
        }
        if (b.number !== null) numbers.add(b.number, record.line);
        else numberless.add(spool.current);
        if (problems.count) continue;
        await spool.add([
          crypto.randomUUID(),
          b.number,
          b.customerName,
          b.customerPhone,
          b.serviceType,
          "Imported from CSV",
          b.actualPaise,
          b.actualPaise - b.estimatedPaise,
          b.estimatedPaise,
          b.status,
          actorId,
          b.createdAt,
          now,
        ]);
      } else {
        itemChecker ??= new RowChecker(layout.at, ITEM_COLUMN);
        itemChecker.start(record.fields, record.line);
        const item = checkItem(itemChecker);
        if (!item) {
          for (const p of itemChecker.problems) problems.add(p);
          continue;
        }
        const isLow = item.quantity <= item.minimumStock;
        if (isLow) low++;
        if (problems.count) continue;
        await spool.add([
          crypto.randomUUID(),
          item.name,
          item.category,
          item.quantity,
          item.unitPricePaise,
          item.minimumStock,
          item.quantity * item.unitPricePaise,
          item.location,
          item.supplier,
          // At or below the minimum: announced by the one summary after the import, not again.
          isLow ? 1 : 0,
          actorId,
          now,
          now,
        ]);
      }
    }
    await spool.close();
  } catch (error) {
    if (!(error instanceof CsvFormatError)) throw error;
    // The parser cannot read past a malformed line: it is reported with the problems found
    // before it (the line, its column by the header's name), and nothing is imported.
    const named = error.field === undefined ? undefined : header[error.field]?.trim();
    problems.add({
      line: error.line,
      column: named || (error.field === undefined ? "" : `Column ${error.field + 1}`),
      message: error.problem,
    });
    throw new ImportRejected(
      `The file is not valid CSV near line ${error.line}; nothing was imported.`,
      problems.kept,
      problems.count,
    );
  }
  if (!layout || rows === 0) throw new ImportRejected(IMPORT_MESSAGES.headerOnly);
  progress({ phase: "parse", done: file.size, total: file.size });
  const batches = spool.batches;
  if (layout.kind === "items") return { kind: "items", rows, batches, low };
  // A number twice in the file: a problem on each later line.
  numbers.finish();
  for (const [number, line, first] of numbers.repeats) {
    problems.add({
      line,
      column: BILL_COLUMN.number,
      message: `Bill number ${number} is also on line ${first} of the file`,
    });
  }
  return { kind: "bills", rows, batches, numbers, numberless };
}

/**
 * Which of `numbers` bills already have. The numbers go as one JSON parameter, for the reason
 * insertRows gives: an `in (?, ?, …)` of 500 parameters is a large statement, and 200 of them
 * (100,000 numbers) held 50 MB of the server's memory until the garbage collector came.
 */
async function takenNumbers(db: Kysely<Database>, numbers: string[]): Promise<string[]> {
  const json = JSON.stringify(numbers);
  const list = isPostgres(db)
    ? sql`select jsonb_array_elements_text(${json}::jsonb)`
    : sql`select value from json_each(${json})`;
  const { rows } = await sql<{
    complaint_number: string;
  }>`select complaint_number from complaints where complaint_number in (${list})`.execute(db);
  return rows.map((r) => r.complaint_number);
}

/** Bill numbers of the file that a bill in the database already has: a problem each. */
async function checkExistingNumbers(
  numbers: BillNumbers,
  problems: ProblemList,
  progress: (p: ImportProgress) => void,
) {
  numbers.finish();
  const total = numbers.count;
  let done = 0;
  for (const chunk of numbers.unique(LOOKUP_BATCH)) {
    for (const complaint_number of await takenNumbers(getDb(), [...chunk.keys()])) {
      problems.add({
        line: chunk.get(complaint_number)!,
        column: BILL_COLUMN.number,
        message: `Bill number ${complaint_number} already exists`,
      });
    }
    done += chunk.size;
    progress({ phase: "validate", done, total });
  }
}

/**
 * Fresh bill numbers for rows without one, from the counter (already moved past the file's
 * numbers), skipping any a bill already has — as bills.server.ts drawBillNumber does.
 */
async function freshNumbers(
  trx: Kysely<Database>,
  state: { next: number },
  count: number,
): Promise<string[]> {
  const numbers: string[] = [];
  while (numbers.length < count) {
    const candidates = Array.from({ length: count - numbers.length }, (_, i) =>
      formatBillNumber(state.next + i),
    );
    state.next += candidates.length;
    const taken = new Set(await takenNumbers(trx, candidates));
    numbers.push(...candidates.filter((c) => !taken.has(c)));
  }
  return numbers;
}

type ColumnType = "text" | "integer" | "bigint" | "timestamptz";

/** The columns an imported bill sets (the others keep their defaults: 0, null, pending…). */
const BILL_INSERT: readonly (readonly [string, ColumnType])[] = [
  ["id", "text"],
  ["complaint_number", "text"],
  ["customer_name", "text"],
  ["customer_phone", "text"],
  ["service_type", "text"],
  ["complaint_description", "text"],
  ["actual_cost_paise", "integer"],
  ["discount_paise", "integer"],
  ["estimated_cost_paise", "integer"],
  ["status", "text"],
  ["created_by", "text"],
  ["created_at", "timestamptz"],
  ["updated_at", "timestamptz"],
];

const ITEM_INSERT: readonly (readonly [string, ColumnType])[] = [
  ["id", "text"],
  ["item_name", "text"],
  ["category", "text"],
  ["quantity", "integer"],
  ["unit_price_paise", "integer"],
  ["minimum_stock", "integer"],
  ["total_value_paise", "bigint"],
  ["location_in_godown", "text"],
  ["supplier_name", "text"],
  ["low_stock_alerted", "integer"],
  ["created_by", "text"],
  ["created_at", "timestamptz"],
  ["updated_at", "timestamptz"],
];

/**
 * One multi-row insert of up to IMPORT_BATCH rows, the rows passed as ONE parameter: a JSON array
 * of arrays, unpacked by the database (json_each on SQLite, jsonb_array_elements on PostgreSQL).
 * A `values (?, ?, …), (…)` insert of 500 bills has 6,500 parameters, and SQLite compiles each
 * such statement into a program of that size that lives in native memory until the garbage
 * collector finalises it: measured, 200 of them (a 100,000-row import) took the server process
 * past 450 MB. This statement is the same small one whatever the number of rows.
 */
async function insertRows(
  trx: Kysely<Database>,
  table: "complaints" | "godown_items",
  columns: readonly (readonly [string, ColumnType])[],
  /** A JSON array of row arrays, in the order of `columns`. */
  json: string,
): Promise<void> {
  const pg = isPostgres(trx);
  const names = columns.map(([name]) => name).join(", ");
  const values = columns
    .map(([, type], i) =>
      pg
        ? type === "text"
          ? `r.value->>${i}`
          : `(r.value->>${i})::${type}`
        : `json_extract(r.value, '$[${i}]')`,
    )
    .join(", ");
  const source = pg
    ? sql`jsonb_array_elements(${json}::jsonb) as r(value)`
    : sql`json_each(${json}) as r`;
  await sql`insert into ${sql.raw(table)} (${sql.raw(names)}) select ${sql.raw(values)} from ${source}`.execute(
    trx,
  );
}

/**
 * Second pass, in one transaction: the spooled batches written one insert each; numbers drawn
 * for bills without one; the counter moved past the file's numbers; the low-stock summary.
 *
 * Imported bills book no income and no transactions: they are historical records whose money
 * was already counted when the bills were first made (and the file says nothing about payments).
 */
async function write(
  spool: string,
  found: Scan,
  progress: (p: ImportProgress) => void,
): Promise<number> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      let counter: { next: number } | null = null;
      if (found.kind === "bills") {
        // Moves the counter past the file's highest BILLnnnn (and locks its row on PostgreSQL,
        // so a bill saved meanwhile waits for this import and then gets the next number).
        const highest = found.numbers.highest;
        const row = await sql<{ value: number | string }>`
          update counters set value = case when value < ${highest} then ${highest} else value end
          where name = 'bill' returning value`
          .execute(trx)
          .then((r) => r.rows[0]);
        if (!row) throw new Error("the bill counter is missing");
        counter = { next: Number(row.value) + 1 };
      }
      let written = 0;
      let reported = 0;
      let index = 0;
      for await (let line of fileLines(spool)) {
        let size: number;
        if (found.kind === "bills" && found.numberless.has(index)) {
          const rows = JSON.parse(line) as unknown[][];
          const missing = rows.filter((r) => r[1] === null).length;
          const fresh = await freshNumbers(trx, counter!, missing);
          for (const r of rows) if (r[1] === null) r[1] = fresh.shift()!;
          line = JSON.stringify(rows);
          size = rows.length;
        } else {
          size = index < found.batches - 1 ? IMPORT_BATCH : found.rows - IMPORT_BATCH * index;
        }
        await insertRows(
          trx,
          found.kind === "bills" ? "complaints" : "godown_items",
          found.kind === "bills" ? BILL_INSERT : ITEM_INSERT,
          line,
        );
        written += size;
        index++;
        // A line for about every 1 % (at least every 1,000 rows), and the last.
        if (written - reported >= Math.max(1_000, found.rows / 100) || written === found.rows) {
          reported = written;
          progress({ phase: "write", done: written, total: found.rows });
        }
      }
      if (index !== found.batches || written !== found.rows) {
        throw new Error("the import's spool file is incomplete");
      }

      if (found.kind === "bills" && counter && counter.next - 1 > found.numbers.highest) {
        // Numbers were drawn for rows without one: the counter ends on the last.
        await trx
          .updateTable("counters")
          .set({ value: counter.next - 1 })
          .where("name", "=", "bill")
          .execute();
      }
      if (found.kind === "items" && found.low > 0) {
        await createNotification(trx, {
          title: "Low stock after import",
          message: `${found.low} imported ${found.low === 1 ? "item is" : "items are"} at or below the minimum stock.`,
          type: "alert",
          priority: "high",
          link: "/billing/godown",
        });
      }
      return written;
    });
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
        `${problems.count} ${problems.count === 1 ? "problem" : "problems"} found in the file; nothing was imported.`,
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

/** A failed import's log row and alert notification (never inside the failed transaction). */
export async function recordImportFailure(
  fileName: string,
  table: string,
  message: string,
  actorId: string,
): Promise<void> {
  try {
    await getDb()
      .transaction()
      .execute(async (trx) => {
        await logOperation(trx, {
          operation: "import",
          table,
          fileName,
          records: 0,
          status: "failed",
          error: message,
          actorId,
        });
        await createNotification(trx, {
          title: "Import failed",
          message: `${fileName}: ${message}`,
          type: "alert",
          priority: "high",
          link: "/billing/import-export",
        });
      });
  } catch (error) {
    logger.error("recording a failed import failed", { error: String(error) });
  }
}
