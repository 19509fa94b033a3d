import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { uploadsTempDir } from "./storage.server";

/**
 * Streams a multipart form to disk with hard limits, so a large or hostile upload never sits in
 * memory: each file goes to a temporary file under DATA_DIR/uploads/.tmp (random name) while its
 * first bytes are kept for content sniffing. Files over the size limit, beyond the count limit or
 * empty are reported as problems and their temporary files removed.
 */
export type UploadedFile = {
  field: string;
  /** The user's file name, reduced to a safe display name (no folders, no control characters). */
  name: string;
  size: number;
  /** The first bytes of the content, for checking the real type. */
  head: Buffer;
  tempPath: string;
};

export type UploadProblem =
  { code: "too-large"; name: string } | { code: "too-many" } | { code: "empty"; name: string };

export type ParsedMultipart = {
  fields: FormData;
  files: UploadedFile[];
  problems: UploadProblem[];
};

const HEAD_BYTES = 64;

/**
 * What a multipart body may carry besides its files: boundaries, part headers and the form's
 * text fields. A body larger than its files' limits plus this is refused as it streams.
 */
export const MULTIPART_ENVELOPE = 1024 * 1024;

/** A display-safe version of a user's file name: the last path segment, printable, ≤ 120 chars. */
export function sanitizeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  let name = base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, "").trim();
  name = name.replace(/^\.+/, "").trim();
  if (name.length > 120) {
    const ext = path.extname(name).slice(0, 10);
    name = name.slice(0, 120 - ext.length) + ext;
  }
  return name || "file";
}

/** Removes temporary files of an upload that will not be kept. */
export async function discardUploads(files: UploadedFile[]): Promise<void> {
  await Promise.all(files.map((f) => rm(f.tempPath, { force: true })));
}

/** A request body above the form's limit (answered with 413). */
export class BodyTooLarge extends Error {
  constructor() {
    super("request body too large");
  }
}

async function readText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) throw new BodyTooLarge();
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      size += next.value.length;
      if (size > maxBytes) throw new BodyTooLarge();
      chunks.push(next.value);
    }
  } finally {
    // Released, not cancelled (see limitedBody).
    reader.releaseLock();
  }
  return Buffer.concat(chunks).toString("utf8");
}

export function isMultipart(request: Request): boolean {
  return (request.headers.get("Content-Type") ?? "")
    .toLowerCase()
    .startsWith("multipart/form-data");
}

/**
 * The request's body as a Node stream that fails with BodyTooLarge as soon as it passes
 * `maxBytes` (declared or counted): the rest is never read, whatever the Content-Length says or
 * without one. Stopping releases the body rather than cancelling it: cancelling would destroy
 * the connection before the 413 could be sent.
 */
function limitedBody(request: Request, maxBytes: number): Readable {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) throw new BodyTooLarge();
  const reader = (request.body as ReadableStream<Uint8Array>).getReader();
  let size = 0;
  return new Readable({
    read() {
      reader.read().then(
        (next) => {
          if (next.done) return void this.push(null);
          size += next.value.length;
          if (size > maxBytes) return void this.destroy(new BodyTooLarge());
          this.push(next.value);
        },
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
    destroy(error, callback) {
      reader.releaseLock();
      callback(error);
    },
  });
}

/**
 * Parses a form, multipart or url-encoded. Each file may have up to `maxFileBytes` bytes,
 * inclusive: a file of exactly the limit is taken, one byte more is a "too-large" problem.
 */
export async function parseMultipart(
  request: Request,
  opts: { maxFiles: number; maxFileBytes: number; maxFields?: number; maxFieldBytes?: number },
): Promise<ParsedMultipart> {
  const fields = new FormData();
  if (!isMultipart(request) || !request.body) {
    // A url-encoded form (or none): read it whole, but never more than the fields may weigh.
    const contentType = request.headers.get("Content-Type") ?? "";
    const maxBytes = (opts.maxFields ?? 50) * (opts.maxFieldBytes ?? 64 * 1024);
    const text = await readText(request, maxBytes);
    if (contentType.toLowerCase().startsWith("application/x-www-form-urlencoded")) {
      for (const [key, value] of new URLSearchParams(text)) fields.append(key, value);
    }
    return { fields, files: [], problems: [] };
  }

  const tempDir = uploadsTempDir();
  await mkdir(tempDir, { recursive: true });
  const slots: (UploadedFile | null)[] = [];
  /** Every temporary file started, kept or not, so a failed upload leaves none behind. */
  const tempPaths: string[] = [];
  const problems: UploadProblem[] = [];
  const writes: Promise<void>[] = [];

  const parser = busboy({
    headers: Object.fromEntries(request.headers),
    limits: {
      files: opts.maxFiles,
      // busboy marks a file truncated once it reaches fileSize, also when nothing follows: one
      // byte more, so that "truncated" means larger than the limit.
      fileSize: opts.maxFileBytes + 1,
      fields: opts.maxFields ?? 50,
      fieldSize: opts.maxFieldBytes ?? 64 * 1024,
    },
    defParamCharset: "utf8",
  });

  parser.on("field", (name, value) => fields.append(name, value));
  parser.on("filesLimit", () => problems.push({ code: "too-many" }));
  parser.on("file", (field, stream, info) => {
    // A file input left empty is sent as a part with no name and no content.
    if (!info.filename) {
      stream.resume();
      return;
    }
    const name = sanitizeFileName(info.filename);
    const slot = slots.push(null) - 1; // keeps the files in the order they were sent
    const tempPath = path.join(tempDir, crypto.randomUUID());
    tempPaths.push(tempPath);
    const chunks: Buffer[] = [];
    let headLength = 0;
    let size = 0;
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (headLength < HEAD_BYTES) {
        chunks.push(chunk.subarray(0, HEAD_BYTES - headLength));
        headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
      }
    });
    writes.push(
      pipeline(stream, createWriteStream(tempPath)).then(async () => {
        if (size > opts.maxFileBytes) {
          problems.push({ code: "too-large", name });
          await rm(tempPath, { force: true });
        } else if (size === 0) {
          problems.push({ code: "empty", name });
          await rm(tempPath, { force: true });
        } else {
          slots[slot] = { field, name, size, head: Buffer.concat(chunks), tempPath };
        }
      }),
    );
  });

  try {
    const maxBytes = opts.maxFiles * opts.maxFileBytes + MULTIPART_ENVELOPE;
    await pipeline(limitedBody(request, maxBytes), parser);
    await Promise.all(writes);
  } catch (error) {
    parser.destroy();
    await Promise.allSettled(writes);
    await Promise.all(tempPaths.map((p) => rm(p, { force: true })));
    throw error;
  }
  return { fields, files: slots.filter((f) => f !== null), problems };
}
