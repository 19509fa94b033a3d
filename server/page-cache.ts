import { createHash, randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import {
  type CachedRender,
  collectResponseValues,
} from "../app/platform/page-cache/response-values.server";
import { NONCE_HEADER } from "../app/platform/security-headers.server";
import { acceptsGzip, deflateRuns, fill, gzipPage, toRuns } from "./page-cache-gzip";
import { type Key, cacheKey } from "./page-cache-keys";
import { ByteLru, type Entry } from "./page-cache-store";

/**
 * The anonymous public pages, rendered once and served from memory (decision 041). A page is
 * cached per (data version, India day, theme and language cookies, URL) when a visitor without
 * any other cookie asks for it and the answer is a 200 HTML page that sets no cookie and is not
 * private. Every copy gets its own CSP nonce (the one requestMiddleware made for this response)
 * and its own form tokens: the stored page has placeholders where they were. `ETag` lets the
 * browser revalidate (304). Entries are evicted least recently used beyond MAX_BYTES.
 * Which requests are cached and under what key: page-cache-keys.ts (the staff pages too); the
 * store: page-cache-store.ts; the gzip copies made from a stored page: page-cache-gzip.ts.
 */

const NONCE_MARK = "\uE000limra:nonce\uE000";
const valueMark = (i: number) => `\uE000limra:value:${i}\uE000`;
/** A per-response form value (serve): a UUID, so every one is as long as any other. */
const newValue = () => randomUUID();
const VALUE_LENGTH = newValue().length;
const KEPT_HEADERS = ["content-type", "cache-control", "content-language", "link"];

const cache = new ByteLru();
/** An entry's own objects (the entry, its arrays, the map's slot), beside its runs and strings. */
const ENTRY_OVERHEAD = 512;

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((t) => t.trim() === etag || t.trim() === "*");
}

/** The entry with its static runs deflated (at its first gzip hit), kept in its place. */
function deflated(slot: string, entry: Entry): Entry {
  if (!entry.runs.some((run) => run.static && !run.deflated)) return entry;
  const { runs, bytes: runBytes } = deflateRuns(entry.runs, entry.lengths);
  const bytes = entry.bytes - entry.runBytes + runBytes;
  const ready = { ...entry, runs, runBytes, bytes };
  cache.set(slot, ready);
  return ready;
}

function serve(slot: string, cached: Entry, req: Request, res: Response): void {
  let entry = cached;
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("ETag", entry.etag);
  res.setHeader("X-Page-Cache", "hit");
  res.setHeader("Vary", "Accept-Encoding");
  if (matches(req.headers["if-none-match"], entry.etag)) {
    // The browser keeps its copy and that copy's CSP header: a new nonce would not match it.
    res.removeHeader("Content-Security-Policy");
    res.status(304).end();
    return;
  }
  const nonce = Buffer.from(String(req.headers[NONCE_HEADER]));
  const values = Array.from({ length: entry.values }, () => Buffer.from(newValue()));
  const gzip = acceptsGzip(req.headers["accept-encoding"]);
  if (gzip) entry = deflated(slot, entry);
  const gzipped = gzip ? gzipPage(entry, nonce, values) : null;
  if (gzipped) {
    // Already compressed: server/compress.ts leaves a response with a Content-Encoding alone.
    res.setHeader("Content-Encoding", "gzip");
    res.status(200).end(gzipped);
    return;
  }
  const body = entry.runs.map((run) => (run.static ? run.bytes : fill(run.parts, nonce, values)));
  res.status(200).end(Buffer.concat(body));
}

/**
 * A 200 HTML page that sets no cookie; a public one must also be public. A staff page is kept
 * for its own session only and keeps its `Cache-Control` (the browser stores nothing).
 */
function storable(res: Response, staff: boolean, render: CachedRender): boolean {
  const type = String(res.getHeader("content-type") ?? "");
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  return (
    render.keep &&
    res.statusCode === 200 &&
    type.startsWith("text/html") &&
    res.getHeader("set-cookie") === undefined &&
    (staff || !/private|no-store/.test(cacheControl))
  );
}

function toBuffer(chunk: unknown, encoding?: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === "function") return null;
  if (typeof chunk === "string")
    return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  return Buffer.from(chunk as Uint8Array);
}

/** Renders the page, passing it on as it streams, and keeps a copy when it may be stored. */
function renderAndKeep(
  { slot, version, staff }: Key,
  req: Request,
  res: Response,
  next: NextFunction,
): void {
  const nonce = String(req.headers[NONCE_HEADER]);
  const render: CachedRender = { values: [], keep: true };
  const { values } = render;
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    const buffer = toBuffer(chunk, rest[0]);
    if (buffer) chunks.push(buffer);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const buffer = toBuffer(chunk, rest[0]);
    if (buffer) chunks.push(buffer);
    if (storable(res, staff, render)) {
      let template = Buffer.concat(chunks).toString("utf8").split(nonce).join(NONCE_MARK);
      values.forEach((value, i) => (template = template.split(value).join(valueMark(i))));
      const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
        const value = res.getHeader(name);
        return value === undefined ? [] : [[name, String(value)]];
      });
      const etag = `W/"${createHash("sha256").update(template).digest("base64url").slice(0, 27)}"`;
      const lengths = { nonce: Buffer.byteLength(nonce), value: VALUE_LENGTH };
      const { runs, bytes: runBytes } = toRuns(template);
      const strings = [slot, version, etag, ...headers.flat()];
      const bytes = runBytes + ENTRY_OVERHEAD + strings.reduce((n, t) => n + t.length * 2, 0);
      cache.set(slot, {
        version,
        runs,
        lengths,
        runBytes,
        bytes,
        values: values.length,
        headers,
        etag,
      });
    }
    return end(chunk, ...rest);
  }) as Response["end"];
  res.setHeader("X-Page-Cache", "miss");
  collectResponseValues(render, next);
}

export function pageCache(req: Request, res: Response, next: NextFunction): void {
  cacheKey(req).then(
    (key) => {
      if (!key) return next();
      const entry = cache.get(key.slot);
      if (entry?.version === key.version) return serve(key.slot, entry, req, res);
      if (entry) cache.delete(key.slot); // rendered before the data changed: never served again
      renderAndKeep(key, req, res, next);
    },
    // The database does not answer: the page renders as without a cache (and says so itself).
    () => next(),
  );
}

/** For the benchmark and tests: the bytes the cache holds. */
export function pageCacheBytes(): number {
  return cache.bytes;
}
