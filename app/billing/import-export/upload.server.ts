import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { uploadsTempDir } from "~/platform/storage.server";
import { BodyTooLarge, isMultipart, sanitizeFileName } from "~/platform/uploads.server";
import { IMPORT_MESSAGES, MAX_IMPORT_BYTES } from "./import-export-client";

/** Receiving an import's upload: the multipart body's one file streamed to a temporary file. */

/** The multipart envelope around the file: boundaries, part headers, a few small fields. */
const MULTIPART_SLACK = 64 * 1024;

export type ReceivedUpload = {
  fields: Record<string, string>;
  file: { name: string; size: number; tempPath: string } | null;
};

/** Why an upload was not taken (answered 400, or 413 for BodyTooLarge). */
export class UploadRejected extends Error {}

/** The multipart parser for an import: one file of at most MAX_IMPORT_BYTES, a few small fields. */
function importParser(headers: Headers): busboy.Busboy {
  return busboy({
    headers: Object.fromEntries(headers),
    // One byte over the limit: busboy reports "limit" on reaching fileSize, and a file of
    // exactly MAX_IMPORT_BYTES is taken.
    limits: { files: 1, fileSize: MAX_IMPORT_BYTES + 1, fields: 10, fieldSize: 1024, parts: 20 },
    defParamCharset: "utf8",
  });
}

/** Waits until the parser takes more input again (or has stopped: closed or failed). */
function drained(parser: busboy.Busboy): Promise<void> {
  return new Promise<void>((resolve) => {
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

/**
 * Streams a multipart upload's one file to a temporary file under DATA_DIR/uploads/.tmp. A body
 * that declares more than the limit is refused before anything is read; one that turns out
 * larger while it streams (no or a false Content-Length) is refused as soon as the file passes
 * the limit: reading stops there (BodyTooLarge; answer 413 with `Connection: close`).
 *
 * Busboy's events, the read loop with its backpressure and the clean-up on failure share one
 * `state` and must stop together, so they stay in this one function.
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

  const parser = importParser(request.headers);
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
      if (!parser.write(next.value)) await drained(parser);
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
