import { Readable } from "node:stream";
import { CsvError, parse } from "csv-parse";
import { stringify } from "csv-stringify";

/**
 * CSV files of the billing back office (RFC 4180): written by csv-stringify and read by
 * csv-parse, never by splitting on commas. Exports are UTF-8 with a byte-order mark and CRLF line
 * ends, so spreadsheet programs open Tamil text correctly; a text cell that a spreadsheet would
 * run as a formula is neutralised. Both directions stream: rows are produced and consumed one at a
 * time, so a file of 100,000 rows is never held whole in memory.
 */

/** A cell: text is written neutralised, numbers as they are, null/undefined as an empty cell. */
export type CsvCell = string | number | null | undefined;

/**
 * A phone number written with its country code: a +, then digits, spaces or dashes (7 to 15
 * digits, as E.164 allows). A spreadsheet would run it as a sum and drop the + (decision 045).
 */
const INTERNATIONAL_PHONE = /^\+[0-9][0-9 -]*[0-9]$/;

function isInternationalPhone(value: string): boolean {
  if (value.length > 40 || !INTERNATIONAL_PHONE.test(value)) return false;
  const digits = value.replace(/[^0-9]/g, "").length;
  return digits >= 7 && digits <= 15;
}

/** `="+919876543210"`, as the export writes a phone number; the number is group 1. */
const PHONE_AS_TEXT = /^="(\+[0-9][0-9 -]*[0-9])"$/;

/**
 * Text a spreadsheet would treat as a formula (it starts with = + - @, or a tab or carriage return
 * that some programs strip first) is prefixed with an apostrophe, which spreadsheets show as text.
 * A phone number such as +919876543210 is written as the text formula `="+919876543210"` instead,
 * which a spreadsheet shows as the number with its + and saves back as the plain number
 * (decision 045). Numbers the export writes itself are not passed through here.
 */
export function neutralizeFormula(value: string): string {
  if (value.charCodeAt(0) === 43 && isInternationalPhone(value)) return `="${value}"`;
  // Text that already starts with apostrophes before such a character gets one more, so that
  // unneutralizeFormula gives it back unchanged ("'=x" -> "''=x" -> "'=x").
  return /^'*[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * The inverse of {@link neutralizeFormula} for values read back from one of our exports (or from
 * an older one, which wrote a phone number as '+91…).
 */
export function unneutralizeFormula(value: string): string {
  if (value.charCodeAt(0) === 61) {
    const phone = PHONE_AS_TEXT.exec(value)?.[1];
    return phone !== undefined && isInternationalPhone(phone) ? phone : value;
  }
  return /^'+[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/**
 * A CSV byte stream: the header, then every row the source yields, with a BOM first.
 * `onEnd` is told how many data rows were written, or the error that stopped the stream.
 */
export function csvStream(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]> | Iterable<readonly CsvCell[]>,
  onEnd?: (result: { rows: number } | { error: unknown }) => void | Promise<void>,
): ReadableStream<Uint8Array> {
  const stringifier = stringify({
    bom: true,
    record_delimiter: "windows",
    // RFC 4180: a field with a line break is quoted (csv-stringify only quotes the record
    // delimiter); so is one with white space at either end, which readCsv would trim otherwise.
    quoted_match: /[\r\n]|^\s|\s$/,
    cast: { string: (value) => neutralizeFormula(value) },
  });
  let count = 0;
  async function* source() {
    yield [...header];
    for await (const row of rows) {
      count++;
      yield row.map((cell) => (cell === null || cell === undefined ? "" : cell));
    }
  }
  const input = Readable.from(source());
  let finished = false;
  const finish = (result: { rows: number } | { error: unknown }) => {
    if (finished) return;
    finished = true;
    void Promise.resolve(onEnd?.(result)).catch(() => undefined);
  };
  input.on("error", (error) => {
    finish({ error });
    stringifier.destroy(error);
  });
  stringifier.on("end", () => finish({ rows: count }));
  stringifier.on("error", (error) => finish({ error }));
  input.pipe(stringifier);
  return Readable.toWeb(stringifier) as unknown as ReadableStream<Uint8Array>;
}

/** A whole CSV file as a string (for small files: templates and tests). */
export async function csvText(
  header: readonly string[],
  rows: Iterable<readonly CsvCell[]>,
): Promise<string> {
  // Response.text() would drop the byte-order mark that the file starts with.
  const bytes = await new Response(csvStream(header, rows)).arrayBuffer();
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
}

/** The download headers of a CSV attachment. */
export function csvHeaders(fileName: string): HeadersInit {
  return {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${fileName.replace(/[^\w.-]/g, "_")}"`,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  };
}

/**
 * The field delimiter of a file, decided from its first record: the one of `,` `;` or tab that
 * occurs most often outside quotes (a comma when none does). Spreadsheets set to a European or
 * Indian locale may save with semicolons.
 */
export function detectDelimiter(firstChunk: string): string {
  const counts: Record<string, number> = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (const ch of firstChunk.replace(/^\uFEFF/, "")) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && ch in counts) counts[ch]!++;
  }
  let best = ",";
  for (const d of [";", "\t"]) if (counts[d]! > counts[best]!) best = d;
  return best;
}

/** One parsed record with its 1-based line number in the file (the header is line 1). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * Reads CSV records from a byte stream: BOM stripped, quoted fields (with commas, quotes and line
 * breaks inside), CRLF or LF, the delimiter detected from the first record, fields trimmed, empty
 * lines skipped. Throws a CsvFormatError with the line number for a malformed file (e.g. an
 * unclosed quote).
 */
export function readCsv(
  input: AsyncIterable<Uint8Array | string>,
): AsyncIterableIterator<CsvRecord> {
  // Not an async generator: a generator suspended at every record (100,000 of them) keeps its
  // frames and promises alive across the garbage collector's young-generation passes, and V8
  // then grows that generation to 4 times the size (measured: +36 MB of resident memory for a
  // 100,000-row file, against +8 MB for this iterator, which takes records straight from the
  // parser's buffer).
  const iterator = input[Symbol.asyncIterator]();
  let parser: CsvParser | undefined;
  let starting: Promise<void> | undefined;
  let feed: Promise<void> = Promise.resolve();
  let ended = false;
  let failure: unknown = null;
  let waiting: (() => void) | null = null;
  const wake = () => {
    const resolve = waiting;
    waiting = null;
    resolve?.();
  };

  async function start() {
    const { head, headText } = await readHead(iterator);
    const p = csvParser(detectDelimiter(headText));
    p.on("readable", wake);
    p.on("end", () => {
      ended = true;
      wake();
    });
    p.on("error", (error) => {
      failure ??= error;
      wake();
    });
    p.on("close", wake);
    parser = p;
    feed = feedParser(p, head, iterator);
  }

  const lines = new LineCounter();
  const fail = async (error: unknown): Promise<never> => {
    parser?.destroy();
    await feed.catch(() => undefined);
    // Any error of the parser is a problem of the file (its codes do not all start with CSV_:
    // a stray quote inside a field is INVALID_OPENING_QUOTE).
    if (error instanceof CsvError) throw lines.formatError(error);
    throw error;
  };

  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next(): Promise<IteratorResult<CsvRecord>> {
      if (!parser) await (starting ??= start());
      const p = parser!;
      for (;;) {
        // The records parsed before a malformed line come first (the header among them, which
        // names the column of the problem); then the failure. `errored` is set as the parser
        // fails; its "error" event comes a tick later.
        const item = p.read() as ParsedItem | null;
        if (item !== null) return { value: lines.toRecord(item), done: false };
        if (failure ?? p.errored) return fail(failure ?? p.errored);
        if (ended || p.destroyed) {
          await feed.catch(() => undefined);
          if (failure ?? p.errored) return fail(failure ?? p.errored);
          return { value: undefined, done: true };
        }
        await new Promise<void>((resolve) => {
          waiting = resolve;
        });
      }
    },
    async return(): Promise<IteratorResult<CsvRecord>> {
      // The reader stopped early: stop parsing and close the source.
      if (starting) await starting.catch(() => undefined);
      if (parser && !ended) parser.destroy();
      else await iterator.return?.().catch(() => undefined);
      await feed.catch(() => undefined);
      return { value: undefined, done: true };
    },
  };
}

type CsvParser = ReturnType<typeof parse>;
type ParsedItem = { record: string[]; info: { lines: number } };
type Source = AsyncIterator<Uint8Array | string>;

/** Peeks at the start of the file (up to its first line break) to find the delimiter. */
async function readHead(iterator: Source) {
  const decoder = new TextDecoder("utf-8");
  const head: (Uint8Array | string)[] = [];
  let headText = "";
  while (!/[\r\n]/.test(headText) && headText.length < 64 * 1024) {
    const next = await iterator.next();
    if (next.done) break;
    head.push(next.value);
    headText +=
      typeof next.value === "string" ? next.value : decoder.decode(next.value, { stream: true });
  }
  return { head, headText };
}

function csvParser(delimiter: string): CsvParser {
  return parse({
    bom: true,
    delimiter,
    trim: true,
    // Any line end, also mixed in one file (a sheet edited on two systems).
    record_delimiter: ["\r\n", "\n", "\r"],
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    relax_column_count: true,
    info: true,
  });
}

/** Feeds the peeked head, then the rest of the source, to the parser (with back-pressure). */
async function feedParser(p: CsvParser, head: (Uint8Array | string)[], iterator: Source) {
  try {
    for (const chunk of head) if (!p.write(chunk)) await once(p, "drain");
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      if (!p.write(next.value)) await once(p, "drain");
    }
    p.end();
  } catch (error) {
    p.destroy(error as Error);
    // The reader stopped early (or failed): close the source too (e.g. a file stream).
    await iterator.return?.().catch(() => undefined);
  }
}

/**
 * info.lines is the line a record ends on, and csv-parse counts a CR and an LF inside a quoted
 * field as a line each: the line a record starts on, as an editor shows it, is found by taking
 * off the record's own line breaks, and the extra count of each CRLF in the records before it.
 */
class LineCounter {
  private crlfsBefore = 0;
  /** The line the last record read ends on. */
  private lastLine = 0;

  toRecord(item: ParsedItem): CsvRecord {
    let breakChars = 0;
    let crlfs = 0;
    for (const field of item.record) {
      if (field.includes("\n") || field.includes("\r")) {
        breakChars += field.match(/[\r\n]/g)?.length ?? 0;
        crlfs += field.match(/\r\n/g)?.length ?? 0;
      }
    }
    const record = { line: item.info.lines - this.crlfsBefore - breakChars, fields: item.record };
    this.crlfsBefore += crlfs;
    this.lastLine = item.info.lines - this.crlfsBefore;
    return record;
  }

  /** The parser's error as a CsvFormatError on the line (as an editor shows it) it names. */
  formatError(error: CsvError): CsvFormatError {
    const e = error as CsvError & { lines?: number; column?: number | string };
    // A quote left open runs to the end of the file: it opened in the record after the last
    // one read. Any other problem is on the line the parser stopped at.
    const line =
      e.code === "CSV_QUOTE_NOT_CLOSED"
        ? this.lastLine + 1
        : typeof e.lines === "number"
          ? e.lines - this.crlfsBefore
          : this.lastLine + 1;
    const field = typeof e.column === "number" ? e.column : undefined;
    return new CsvFormatError(line, field, formatProblem(e.code));
  }
}

/** What a malformed file's problem is, for the person who fixes it in a spreadsheet. */
function formatProblem(code: string): string {
  switch (code) {
    case "INVALID_OPENING_QUOTE":
    case "CSV_INVALID_CLOSING_QUOTE":
      return 'A quote (") is in the middle of a field: quote the whole field, and write a quote inside it as two ("")';
    case "CSV_QUOTE_NOT_CLOSED":
      return 'A quoted field starts on this line and is never closed (a missing ")';
    default:
      return "This line is not valid CSV";
  }
}

/**
 * A file the CSV parser cannot read on: the line (1-based, as an editor shows it) and field
 * (0-based, when known) where it stopped, and what is wrong there.
 */
export class CsvFormatError extends Error {
  constructor(
    readonly line: number,
    readonly field: number | undefined,
    readonly problem: string,
  ) {
    super(`The file is not valid CSV near line ${line}: ${problem}`);
  }
}

/**
 * Resolves on `event`; rejects on "error", or on "close" (a reader that stops early destroys the
 * parser, which then never drains: without this the feeding loop would wait for ever).
 */
function once(emitter: NodeJS.EventEmitter, event: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      emitter.off(event, done);
      emitter.off("error", fail);
      emitter.off("close", closed);
    };
    const done = () => {
      cleanup();
      resolve();
    };
    const fail = (error: unknown) => {
      cleanup();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const closed = () => fail(new Error("the CSV parser was closed"));
    emitter.once(event, done);
    emitter.once("error", fail);
    emitter.once("close", closed);
  });
}
