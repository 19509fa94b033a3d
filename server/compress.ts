import type { NextFunction, Request, Response } from "express";
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
  type BrotliCompress,
  type Gzip,
} from "node:zlib";

/**
 * Compression of the responses the app makes on the fly (decision 079; it replaces the
 * `compression` package of decision 041). A response is held in memory until it ends and then
 * compressed in one synchronous call: brotli at quality 3 (about 0.3 ms for the 52 KB home page)
 * when the client takes it, else gzip at level 3, with its Content-Length. Streaming zlib over
 * React's many small chunks, flushed after each one, cost more than rendering the page.
 *
 * A response that grows past HOLD_BYTES (a CSV export, a backup that is not gzip already) goes
 * on through a streaming compressor at the same level instead, so it is never held whole; so does
 * one that waits more than IDLE_MS for its next bytes (a page whose Suspense boundary waits for
 * deferred data): what it has is sent at once, the rest as it comes, flushed after each burst.
 *
 * Left alone: HEAD, informational, 204 and 304 responses, bodies under MIN_BYTES, types that are
 * not text (images, PDF, zip and gzip backups, fonts), `Cache-Control: no-transform`, and
 * responses that carry a Content-Encoding already (the page cache's gzip copies, precompressed
 * static files).
 */

export const MIN_BYTES = 1024;
export const HOLD_BYTES = 512 * 1024;
export const IDLE_MS = 50;
export const BROTLI_QUALITY = 3;
export const GZIP_LEVEL = 3;
/** The streaming compressors' windows: 256 KB (brotli) and zlib's usual 32 KB, a small state each. */
const STREAM_BROTLI_LGWIN = 18;

const COMPRESSIBLE =
  /^\s*(text\/(?!event-stream)|application\/(json|javascript|ecmascript|xml|x-javascript|manifest\+json|ld\+json|[\w.-]+\+(json|xml))|image\/svg\+xml)/i;

export type Coding = "br" | "gzip";

/** The coding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function chooseCoding(header: string | undefined): Coding | null {
  if (!header) return null;
  let br = false;
  let gzip = false;
  for (const part of header.split(",")) {
    const [rawName, ...params] = part.split(";");
    const name = rawName!.trim().toLowerCase();
    let accepted = true;
    for (const param of params) {
      const [key, value] = param.split("=");
      if (key?.trim().toLowerCase() === "q") accepted = Number(value) > 0;
    }
    if (!accepted) continue;
    if (name === "br" || name === "*") br = true;
    if (name === "gzip" || name === "x-gzip" || name === "*") gzip = true;
  }
  return br ? "br" : gzip ? "gzip" : null;
}

/** One whole body compressed as the server does it (the load bench times this very function). */
export function compressSync(coding: Coding, body: Buffer): Buffer {
  if (coding === "gzip") return gzipSync(body, { level: GZIP_LEVEL });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      // A window no larger than the body: less memory for the same bytes.
      [constants.BROTLI_PARAM_LGWIN]: Math.min(
        constants.BROTLI_MAX_WINDOW_BITS,
        Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(body.length + 1))),
      ),
    },
  });
}

function compressStream(coding: Coding): BrotliCompress | Gzip {
  if (coding === "gzip") return createGzip({ level: GZIP_LEVEL });
  return createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: STREAM_BROTLI_LGWIN,
    },
  });
}

/** Adds Accept-Encoding to the response's Vary header (once). */
function varyOnEncoding(res: Response) {
  const vary = res.getHeader("Vary");
  const current = Array.isArray(vary) ? vary.join(", ") : vary === undefined ? "" : String(vary);
  if (/(^|,)\s*(\*|accept-encoding)\s*(,|$)/i.test(current)) return;
  res.setHeader("Vary", current ? `${current}, Accept-Encoding` : "Accept-Encoding");
}

/** Whether the response, as its headers now stand, is one to compress (Vary aside). */
function compressible(req: Request, res: Response): boolean {
  if (req.method === "HEAD") return false;
  const status = res.statusCode;
  if (status < 200 || status === 204 || status === 304) return false;
  if (res.getHeader("Content-Encoding") !== undefined) return false;
  const cacheControl = res.getHeader("Cache-Control");
  if (cacheControl !== undefined && /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(cacheControl)))
    return false;
  const type = res.getHeader("Content-Type");
  return type !== undefined && COMPRESSIBLE.test(String(type));
}

type Chunk = string | Buffer | Uint8Array;
type Callback = (error?: Error | null) => void;

function toBuffer(chunk: Chunk, encoding: unknown): Buffer {
  if (typeof chunk === "string")
    return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
}

/** Splits `write(chunk, encoding?, callback?)` / `end(chunk?, encoding?, callback?)` arguments. */
function parseArgs(args: unknown[]): { chunk?: Chunk; encoding?: unknown; callback?: Callback } {
  const [a, b, c] = args;
  if (typeof a === "function") return { callback: a as Callback };
  if (typeof b === "function") return { chunk: a as Chunk, callback: b as Callback };
  return { chunk: a as Chunk | undefined, encoding: b, callback: c as Callback | undefined };
}

/**
 * The middleware. Its wrappers of write, end and writeHead stay in place for the whole response
 * (a "pass" response goes straight through them): middleware mounted later wraps them in turn
 * (the page cache, the body limit), and putting the originals back would undo theirs.
 */
export function compress(req: Request, res: Response, next: NextFunction) {
  const write = res.write as (...args: unknown[]) => boolean;
  const end = res.end as (...args: unknown[]) => Response;
  const writeHead = res.writeHead as (...args: unknown[]) => Response;

  /** undefined until the first bytes (or the end): then "pass", "hold" or "stream". */
  let mode: "pass" | "hold" | "stream" | undefined;
  let coding: Coding | null = null;
  let held: Buffer[] = [];
  let heldBytes = 0;
  let idle: NodeJS.Timeout | undefined;
  let stream: BrotliCompress | Gzip | undefined;
  let flushScheduled = false;
  /** Streaming because the response paused (not because it is large): each burst is flushed. */
  let flushing = false;

  // An explicit writeHead before the first bytes: its status and headers are applied to the
  // response now and the head is written when the body's fate is known.
  res.writeHead = function (this: Response, status: number, ...rest: unknown[]) {
    if (mode !== undefined) return writeHead.call(this, status, ...rest);
    res.statusCode = status;
    let headers = rest[0];
    if (typeof headers === "string") {
      res.statusMessage = headers;
      headers = rest[1];
    }
    if (Array.isArray(headers)) {
      // [[name, value], …] or a flat [name, value, name, value, …]
      if (Array.isArray(headers[0])) {
        for (const [name, value] of headers as [string, string][]) res.setHeader(name, value);
      } else {
        for (let i = 0; i + 1 < headers.length; i += 2)
          res.setHeader(String(headers[i]), headers[i + 1] as string);
      }
    } else if (headers && typeof headers === "object") {
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) res.setHeader(name, value as string);
    }
    return this;
  } as Response["writeHead"];

  /** Chooses the mode from the headers as they stand at the first bytes. */
  function decide() {
    if (!compressible(req, res)) {
      mode = "pass";
      return;
    }
    varyOnEncoding(res);
    coding = chooseCoding(req.headers["accept-encoding"]);
    const length = Number(res.getHeader("Content-Length") ?? Number.NaN);
    if (!coding || length < MIN_BYTES) {
      mode = "pass";
      return;
    }
    mode = "hold";
    if (length > HOLD_BYTES) startStream();
  }

  /**
   * From holding to streaming: the held bytes go into the compressor first. False when the
   * compressor wants the writer to wait for `drain` (which the response then emits).
   */
  function startStream(): boolean {
    if (idle) clearTimeout(idle);
    idle = undefined;
    mode = "stream";
    res.removeHeader("Content-Length");
    res.setHeader("Content-Encoding", coding!);
    const zip = compressStream(coding!);
    stream = zip;
    zip.on("data", (out: Buffer) => {
      if (!write.call(res, out)) zip.pause();
    });
    res.on("drain", () => zip.resume());
    // The writer waits for the response's drain (React Router's stream writer does): the
    // compressor's own drain is passed on.
    zip.on("drain", () => res.emit("drain"));
    zip.on("end", () => end.call(res));
    zip.on("error", (error) => res.destroy(error));
    res.once("close", () => {
      if (!zip.writableFinished) zip.destroy();
    });
    let ok = true;
    for (const chunk of held) ok = zip.write(chunk);
    held = [];
    heldBytes = 0;
    return ok;
  }

  /** In streaming mode, what was written in one go goes out together. */
  function scheduleFlush() {
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(() => {
      flushScheduled = false;
      if (stream && !stream.writableEnded) stream.flush();
    });
  }

  res.write = function (this: Response, ...args: unknown[]) {
    const { chunk, encoding, callback } = parseArgs(args);
    if (mode === undefined) decide();
    if (mode === "pass") return write.apply(this, args);
    if (chunk === undefined || chunk.length === 0) {
      if (callback) process.nextTick(callback);
      return true;
    }
    const bytes = toBuffer(chunk, encoding);
    if (mode === "hold") {
      held.push(bytes);
      heldBytes += bytes.length;
      if (heldBytes <= HOLD_BYTES) {
        // A response that stops halfway (deferred data still coming) is sent as it comes.
        if (idle) idle.refresh();
        else
          idle = setTimeout(() => {
            if (mode === "hold" && !res.writableEnded && !res.destroyed) {
              flushing = true;
              startStream();
              scheduleFlush();
            }
          }, IDLE_MS);
        if (callback) process.nextTick(callback);
        return true;
      }
      // Too large to hold: what is held goes into a streaming compressor, this chunk with it.
      const ok = startStream();
      if (callback) process.nextTick(callback);
      return ok;
    }
    const ok = stream!.write(bytes, callback);
    if (flushing) scheduleFlush();
    return ok;
  } as Response["write"];

  res.end = function (this: Response, ...args: unknown[]) {
    const { chunk, encoding, callback } = parseArgs(args);
    if (mode === undefined) decide();
    if (mode === "pass") return end.apply(this, args);
    if (idle) clearTimeout(idle);
    idle = undefined;
    const last = chunk === undefined || chunk.length === 0 ? undefined : toBuffer(chunk, encoding);
    if (mode === "stream") {
      if (callback) res.once("finish", () => callback());
      if (last) stream!.end(last);
      else stream!.end();
      return this;
    }
    if (last) held.push(last);
    const body = held.length === 1 ? held[0]! : Buffer.concat(held);
    held = [];
    if (body.length < MIN_BYTES) return end.call(this, body, callback);
    const compressed = compressSync(coding!, body);
    res.setHeader("Content-Encoding", coding!);
    res.setHeader("Content-Length", compressed.length);
    return end.call(this, compressed, callback);
  } as Response["end"];

  // A client gone while the response is held: nothing more is to be sent.
  res.once("close", () => {
    if (idle) clearTimeout(idle);
    idle = undefined;
  });
  next();
}
