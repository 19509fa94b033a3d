import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";

/** The spool between an import's two passes: the checked rows, ready to insert, in a temporary file. */

/**
 * Rows a multi-row insert writes (see insertRows). 100 keeps each batch's JSON text (20–40 KB)
 * under V8's large-object size: larger strings are only freed by a full garbage collection, and
 * with 500-row batches the server's memory grew by 100 MB over a 100,000-row import before one
 * came (measured with scripts/bench/import-export.ts).
 */
export const IMPORT_BATCH = 100;

/**
 * The rows of a file that has no problem so far, as the insert batches of the second pass: a
 * temporary file with one JSON array of row arrays a line (IMPORT_BATCH rows), in the column order
 * of BILL_INSERT or ITEM_INSERT. So the write pass neither parses nor checks the CSV again: it
 * hands each line to the database as it is (see insertRows), which keeps that pass light on
 * memory.
 */
export class Spool {
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
export async function* fileLines(file: string): AsyncGenerator<string> {
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
