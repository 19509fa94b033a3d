import { createHash, randomUUID } from "node:crypto";
import { constants, crc32, deflateRawSync } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { indiaDateKey } from "../app/lib/dates";
import { loadCurrentUser } from "../app/platform/auth/guards.server";
import { getDb } from "../app/platform/db/db.server";
import { allDataVersion, publicVersion } from "../app/platform/page-cache/public-version.server";
import {
  type CachedRender,
  collectResponseValues,
} from "../app/platform/page-cache/response-values.server";
import { NONCE_HEADER } from "../app/platform/security-headers.server";

/**
 * The anonymous public pages, rendered once and served from memory (decision 041). A page is
 * cached per (data version, India day, theme and language cookies, URL) when a visitor without
 * any other cookie asks for it and the answer is a 200 HTML page that sets no cookie and is not
 * private. Every copy gets its own CSP nonce (the one requestMiddleware made for this response)
 * and its own form tokens: the stored page has placeholders where they were. `ETag` lets the
 * browser revalidate (304). Entries are evicted least recently used beyond MAX_BYTES.
 */

/** The pages that are the same for every visitor (plus the per-response values above). */
const CACHEABLE_PATHS = new Set([
  "/",
  "/about",
  "/services",
  "/products",
  "/gallery",
  "/testimonials",
  "/privacy-policy",
  "/terms-conditions",
  "/cancellation-refund",
  "/shipping-delivery",
  "/my-portfolio",
  "/reviews",
  "/place-order",
  "/contact",
  "/share-experience",
  "/limra-foods",
  "/tea-talks-gold-pack",
  "/tea-talks-trial-pouch",
  "/tea-talks-saver-pack",
  "/tea-talks-gold-mini",
  "/tea-talks-regular-pack",
  "/tea-talks-family-pack",
  "/limrakart",
  "/limrakart/help",
]);

/**
 * The staff's pages a counter opens again and again (decisions 053 and 087): the bill lists, the
 * customers, a customer and their statement, History, the ledger's reports, the day book, the
 * godown. Cached per session (and its user's role, for the menus), keyed by the version of all
 * the data rather than the public data, since a bill, a payment or a customer changes what they
 * show. The session is checked on every request, as React Router's own middleware does (policy,
 * revocation, role); a request that is not a signed-in billing user's goes on to be rendered (and
 * refused there). A page listed here must show nothing but the database's data, the session's
 * user and the India day (no clock time, nothing from the mail outbox or another untracked table).
 */
const STAFF_PATHS = new Set([
  "/billing/old-complaint",
  "/billing/old-pending",
  "/billing/customers",
  "/billing/history",
  "/billing/day-book",
  "/billing/transaction-history",
  "/billing/income-expenses",
  "/billing/cash-book",
  "/billing/sales-report",
  "/billing/godown",
  "/billing/godown/movements",
]);
/** A customer's page and statement (`lookup` is the customer search's JSON, never kept). */
const STAFF_PATTERNS = [/^\/billing\/customers\/(?!lookup$)[^/.]+(\/statement)?$/];

function isStaffPath(path: string): boolean {
  return STAFF_PATHS.has(path) || STAFF_PATTERNS.some((p) => p.test(path));
}

/** Cookies that only choose how a page looks (part of the key). */
const PREFERENCE_COOKIES = ["limra_theme", "limra_lang"];
/** The session's cookies (better-auth's names; `__Secure-` when cookies are secure). */
const SESSION_COOKIE = /^(__Secure-)?limra\.(session_token|dont_remember)$/;
/**
 * The cookies the app itself sets and reads: its own names (`limra_…`, better-auth's `limra.…`,
 * with a `__Secure-`/`__Host-` prefix) and the sidebar's. Any other cookie (an analytics tag, a
 * proxy's) is one the app never reads: a request carrying one is served like one without it, and
 * the page is rendered without it (decision 087), so no page can depend on it.
 */
const APP_COOKIE = /^(__Secure-|__Host-)?limra[._]|^sidebar_state$/;

const MAX_BYTES = 32 * 1024 * 1024;
/** One page may not take more than this share of the cache. */
const MAX_ENTRY_BYTES = MAX_BYTES / 16;

const NONCE_MARK = "\uE000limra:nonce\uE000";
const valueMark = (i: number) => `\uE000limra:value:${i}\uE000`;
/** A per-response form value (serve): a UUID, so every one is as long as any other. */
const newValue = () => randomUUID();
const VALUE_LENGTH = newValue().length;
const KEPT_HEADERS = ["content-type", "cache-control", "content-language", "link"];

/** A literal part of a page, or a per-response value: the nonce (-1) or form value i. */
type Part = string | number;
/**
 * A stretch of the page: long literal text is compressed once, when the page is stored
 * ("static"); short text between per-response values is compressed for each response.
 */
type Run = { static: true; bytes: Buffer; deflated: Buffer } | { static: false; parts: Part[] };
/** The length of every per-response value a stored page's static runs were deflated against. */
type Lengths = { nonce: number; value: number };
type Entry = {
  /** The data version the page was rendered at: a lookup at another version is a miss. */
  version: string;
  runs: Run[];
  /** A response whose values have other lengths cannot use the runs' deflate (gzipPage). */
  lengths: Lengths;
  bytes: number;
  values: number;
  headers: [string, string][];
  etag: string;
};

/** A map in least-recently-used order, bounded by the bytes of its templates. */
class ByteLru {
  readonly #map = new Map<string, Entry>();
  #bytes = 0;

  get(key: string): Entry | undefined {
    const entry = this.#map.get(key);
    if (entry) {
      this.#map.delete(key);
      this.#map.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: Entry): void {
    const size = entry.bytes;
    if (size > MAX_ENTRY_BYTES) return;
    this.delete(key);
    this.#map.set(key, entry);
    this.#bytes += size;
    for (const [oldest] of this.#map) {
      if (this.#bytes <= MAX_BYTES) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.#map.get(key);
    if (!entry) return;
    this.#map.delete(key);
    this.#bytes -= entry.bytes;
  }

  get bytes(): number {
    return this.#bytes;
  }
}

const cache = new ByteLru();

/**
 * The preference part of the key and the request's own cookies (the foreign ones left out), or
 * null when the request carries an app cookie that is not a preference (nor, for a staff page,
 * the session's: the session itself is part of that key) — a toast, a sign-in step, a cart.
 */
function preferenceKey(
  header: string | undefined,
  allowSession = false,
): { prefs: string; own: string } | null {
  const prefs: string[] = [];
  const own: string[] = [];
  for (const part of (header ?? "").split(";")) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const name = trimmed.slice(0, Math.max(0, trimmed.indexOf("=")));
    if (!APP_COOKIE.test(name)) continue;
    own.push(trimmed);
    if (allowSession && SESSION_COOKIE.test(name)) continue;
    if (!PREFERENCE_COOKIES.includes(name)) return null;
    prefs.push(trimmed);
  }
  return { prefs: prefs.sort().join(";"), own: own.join("; ") };
}

/** The request goes on without the cookies the app never reads (see APP_COOKIE). */
function keepOwnCookies(req: Request, own: string): void {
  if (own) req.headers.cookie = own;
  else delete req.headers.cookie;
}

/**
 * Where a page is kept (`slot`: everything that chooses the page but the data version) and the
 * version it must have been rendered at. One entry per slot: a page rendered after a write
 * replaces the old one instead of piling up beside it until evicted.
 */
type Key = { slot: string; version: string; staff: boolean };

async function cacheKey(req: Request): Promise<Key | null> {
  if (req.method !== "GET") return null;
  if (isStaffPath(req.path)) return staffKey(req);
  if (!CACHEABLE_PATHS.has(req.path)) return null;
  const cookies = preferenceKey(req.headers.cookie);
  if (cookies === null) return null;
  const version = await publicVersion(getDb());
  if (version === null) return null;
  keepOwnCookies(req, cookies.own);
  return {
    slot: `${indiaDateKey(new Date())}|${cookies.prefs}|${req.originalUrl}`,
    version,
    staff: false,
  };
}

/**
 * A staff page's key: the data version (read before the session and the page, so a write that
 * lands meanwhile makes the copy old), the India day, the session, its role, the preferences and
 * the URL. Null for anyone without billing access (a visitor, a customer, an ended session).
 */
async function staffKey(req: Request): Promise<Key | null> {
  const cookie = req.headers.cookie;
  if (!cookie) return null;
  const cookies = preferenceKey(cookie, true);
  if (cookies === null || !cookies.own) return null;
  const version = await allDataVersion(getDb());
  const user = await loadCurrentUser(
    new Request(new URL(req.originalUrl, "http://localhost"), {
      headers: { cookie: cookies.own },
    }),
  );
  if (!user?.billingAccess) return null;
  keepOwnCookies(req, cookies.own);
  const day = indiaDateKey(new Date());
  return {
    slot: `staff|${day}|${user.sessionId}|${user.role}|${cookies.prefs}|${req.originalUrl}`,
    version,
    staff: true,
  };
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((t) => t.trim() === etag || t.trim() === "*");
}

/** Literal text at least this long between two per-response values is compressed once. */
const STATIC_MIN = 2048;
/** The end of a raw deflate stream: an empty final block. */
const DEFLATE_END = Buffer.from([0x03, 0x00]);
/** A gzip member's header: deflate, no name, no time, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

/** How far back deflate refers: a static run is deflated against up to this much text before it. */
const WINDOW = 32 * 1024;

/**
 * Raw deflate of `bytes` ending on a full flush, so the next piece may start a new stream. With a
 * dictionary (the text just before the piece), it may refer back into that text: the joined
 * stream's decoder has it as output already.
 */
function deflatePiece(bytes: Buffer, level: number, dictionary?: Buffer): Buffer {
  return deflateRawSync(bytes, {
    level,
    finishFlush: constants.Z_FULL_FLUSH,
    ...(dictionary?.length ? { dictionary } : {}),
  });
}

/**
 * The template's pieces, split at the placeholders, grouped into runs. A static run is deflated
 * against the page before it (its dictionary), with each per-response value there as zero bytes
 * of the value's length: every distance is that of any response whose values have these lengths,
 * and no reference lands on a value, for HTML has no zero byte to match (a run that has one is
 * deflated alone). Deflated apart, a run would start with nothing to refer to: on /contact the
 * gzip copy was 24 % larger than the whole page gzipped at once.
 */
function toRuns(template: string, lengths: Lengths): Run[] {
  const runs: Run[] = [];
  let dynamic: Part[] = [];
  const pattern = /\uE000limra:(nonce|value:(\d+))\uE000/g;
  let last = 0;
  let before: Buffer[] = [];
  let beforeBytes = 0;
  const keep = (bytes: Buffer) => {
    before.push(bytes);
    beforeBytes += bytes.length;
    if (beforeBytes > 2 * WINDOW) {
      const joined = Buffer.concat(before).subarray(-WINDOW);
      before = [joined];
      beforeBytes = joined.length;
    }
  };
  const literal = (text: string) => {
    if (text.length >= STATIC_MIN) {
      if (dynamic.length) runs.push({ static: false, parts: dynamic });
      dynamic = [];
      const bytes = Buffer.from(text);
      const dictionary = bytes.includes(0) ? undefined : Buffer.concat(before).subarray(-WINDOW);
      runs.push({ static: true, bytes, deflated: deflatePiece(bytes, 9, dictionary) });
      keep(bytes);
    } else if (text) {
      dynamic.push(text);
      keep(Buffer.from(text));
    }
  };
  for (let m = pattern.exec(template); m; m = pattern.exec(template)) {
    literal(template.slice(last, m.index));
    const value = m[2] === undefined ? -1 : Number(m[2]);
    dynamic.push(value);
    keep(Buffer.alloc(value < 0 ? lengths.nonce : lengths.value));
    last = m.index + m[0].length;
  }
  literal(template.slice(last));
  if (dynamic.length) runs.push({ static: false, parts: dynamic });
  return runs;
}

function fill(parts: Part[], nonce: string, values: string[]): string {
  return parts.map((p) => (typeof p === "string" ? p : p < 0 ? nonce : values[p]!)).join("");
}

/**
 * Per-response text up to this long goes out as a stored (uncompressed) deflate block: a zlib
 * call costs 10–20 µs whatever the length (its set-up), copying a few hundred bytes next to
 * nothing, and the text between two per-response values is mostly a few tags long.
 */
const STORED_MAX = 1024;

/**
 * `bytes` as one stored deflate block (RFC 1951 3.2.4): not final, type 00, at a byte boundary
 * (every piece before it ends on a full flush or is a stored block), LEN and its complement.
 */
function storedBlock(bytes: Buffer): Buffer {
  const out = Buffer.allocUnsafe(5 + bytes.length);
  out[0] = 0;
  out.writeUInt16LE(bytes.length, 1);
  out.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(out, 5);
  return out;
}

/**
 * The page as one gzip member: the static runs' deflate as stored, the rest deflated now (or
 * stored, when short), each ending on a byte boundary (so they join into one valid stream), then
 * the CRC of the whole text.
 * Null when a value's length is not the one the runs were deflated against (see toRuns): the
 * page then goes out as it is, for server/compress.ts to compress.
 */
function gzipPage(entry: Entry, nonce: string, values: string[]): Buffer | null {
  const { lengths } = entry;
  if (nonce.length !== lengths.nonce || values.some((v) => v.length !== lengths.value)) return null;
  const out: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (const run of entry.runs) {
    const bytes = run.static ? run.bytes : Buffer.from(fill(run.parts, nonce, values));
    crc = crc32(bytes, crc);
    size += bytes.length;
    out.push(
      run.static
        ? run.deflated
        : bytes.length <= STORED_MAX
          ? storedBlock(bytes)
          : deflatePiece(bytes, 6),
    );
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  out.push(DEFLATE_END, trailer);
  return Buffer.concat(out);
}

function acceptsGzip(header: string | undefined): boolean {
  return /(^|,)\s*(gzip|\*)\s*(;\s*q=(1(\.0*)?|0?\.\d*[1-9]\d*))?\s*(,|$)/i.test(header ?? "");
}

function serve(entry: Entry, req: Request, res: Response): void {
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
  const nonce = String(req.headers[NONCE_HEADER]);
  const values = Array.from({ length: entry.values }, newValue);
  const gzipped = acceptsGzip(req.headers["accept-encoding"])
    ? gzipPage(entry, nonce, values)
    : null;
  if (gzipped) {
    // Already compressed: server/compress.ts leaves a response with a Content-Encoding alone.
    res.setHeader("Content-Encoding", "gzip");
    res.status(200).end(gzipped);
    return;
  }
  const body = entry.runs.map((run) =>
    run.static ? run.bytes : Buffer.from(fill(run.parts, nonce, values)),
  );
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
      const runs = toRuns(template, lengths);
      const bytes = runs.reduce(
        (n, run) =>
          n +
          (run.static
            ? run.bytes.length + run.deflated.length
            : run.parts.reduce<number>(
                (m, p) => m + (typeof p === "string" ? p.length * 2 : 8),
                0,
              )),
        0,
      );
      cache.set(slot, { version, runs, lengths, bytes, values: values.length, headers, etag });
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
      if (entry?.version === key.version) return serve(entry, req, res);
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
