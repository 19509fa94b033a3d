import { compressSync } from "../../server/compress";
import { medianSpread, type HostState } from "./common";

/**
 * What a user gets from the production server on the pages its page cache cannot hold
 * (`npm run bench -- --only load`, issue 37). The production build started as in production
 * (`node` with the flags of `npm start`, server.js, NODE_ENV=production, the default log level
 * with stdout and stderr going to a log file), on SQLite and then on a fresh PostgreSQL
 * database (created and dropped here; skipped with the reason printed when it cannot be
 * reached). The app's own code seeds SEED_BILLS bills over SEED_CUSTOMERS customers, one in three
 * with an advance taken today, and a staff member's session (load-seed.ts).
 *
 * Each page (PAGES: public ones with an analytics cookie, and staff pages with the session
 * cookie) is checked once (200 and a marker text), then loaded by autocannon with CONNECTIONS
 * keep-alive connections and a browser's Accept-Encoding: WARMUP_SECONDS of warm-up, then RUNS
 * runs of LOAD_SECONDS, each followed by a run of the same length against the very same HTML
 * (fetched once, decompressed) served by a bare Node `http` server in its own process
 * (bare-server.ts). These runs are what a user gets: since decision 087 the page cache serves
 * these pages while no data changes, and the page's "cache" column says whether it did.
 * Then the cost of a page the cache does not have: two runs of IDENTITY_SECONDS in which every
 * request asks for a URL never asked before (`?miss=N`, missPath), so every one is rendered
 * (and kept, as a real miss is) — one without Accept-Encoding (the render) and one with the
 * browser's (render and compression). For every app run the server process's CPU (utime +
 * stime of /proc/<pid>/stat, all threads) over the run is divided by the requests sent. The
 * compression of the page's HTML with the server's settings is also timed directly in this
 * process (compressCpuMsPer50KB). hostState() is measured just before every measurement and
 * printed beside its figure. The server's peak RSS is its VmHWM at the end of the runs.
 *
 * This file holds the part's settings, targets and verdicts and its figures' types; the pages, the
 * servers and the runs are scripts/bench/load-run.ts, the tables scripts/bench/load-report.ts.
 */

export const CONNECTIONS = 50;
export const RUNS = 3;
export const WARMUP_SECONDS = 2;
export const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
/** The miss runs only yield CPU per request (a ratio): half a run is plenty. */
export const IDENTITY_SECONDS = Math.max(2, Math.round(LOAD_SECONDS / 2));
export const SEED_BILLS = 2_000;
export const SEED_CUSTOMERS = 200;
/** What Chromium sends. */
export const BROWSER_ENCODING = "gzip, deflate, br, zstd";
/**
 * A typical analytics cookie: one the app never reads. Until decision 087 it made every public
 * page a render; now the page cache serves such a visitor as any other.
 */
export const EXTRA_COOKIE = "_ga=GA1.1.12345.67890";
/** The environment `npm start` gives the server beside NODE_ENV (package.json, decision 096). */
export const START_ENV = { MALLOC_ARENA_MAX: "2" } as const;

/** Issue 37's targets, per page and database. */
export const TARGETS = {
  /** p99 at CONNECTIONS connections with the browser's Accept-Encoding, under (ms). */
  p99Ms: 500,
  /** The app's request rate ÷ the bare Node server's for the same bytes, at least. */
  ratio: 0.1,
  /** The server's peak resident memory over the runs, at most (MB). */
  rssMB: 300,
} as const;

/**
 * The page's path with a query the page cache has never seen (`miss=n` added), so the request is
 * rendered: the pages ignore a query parameter they do not know.
 */
export function missPath(pagePath: string, n: number): string {
  return `${pagePath}${pagePath.includes("?") ? "&" : "?"}miss=${n}`;
}

/** Which of a page's figures meet their target (a NaN, i.e. no figure, meets none). */
export function pageVerdict(
  figures: { p99Ms: number; ratio: number },
  targets: { p99Ms: number; ratio: number } = TARGETS,
): { p99: boolean; ratio: boolean } {
  return { p99: figures.p99Ms < targets.p99Ms, ratio: figures.ratio >= targets.ratio };
}

/** Whether a peak RSS meets its target. */
export function rssVerdict(peakMB: number, target: number = TARGETS.rssMB): boolean {
  return peakMB <= target;
}

/**
 * The server's compression settings for a response to `encoding` (what it answered the browser's
 * Accept-Encoding with). Today server.js: `compression()` with brotli quality 2 and gzip/deflate
 * level 3 (decision 041); point this at server/compress.ts once the server takes its settings
 * from there.
 */
export function serverCompressor(encoding: string): ((html: Buffer) => Buffer) | undefined {
  // The server's own function and settings (server/compress.ts): brotli, else gzip; no deflate.
  if (encoding !== "br" && encoding !== "gzip") return undefined;
  return (html) => compressSync(encoding, html);
}

/** CPU ms (this process, user + system) to compress `html` as the server does, per 50 KB. */
export function compressCpuMsPer50KB(html: Buffer, encoding: string): number {
  const compress = serverCompressor(encoding);
  if (!compress) return 0;
  for (let i = 0; i < 3; i++) compress(html);
  let rounds = 0;
  const start = process.cpuUsage();
  let used = 0;
  while (rounds < 20 || used < 300_000) {
    compress(html);
    rounds++;
    const d = process.cpuUsage(start);
    used = d.user + d.system;
  }
  return (used / 1000 / rounds) * ((50 * 1024) / html.length);
}

export type RunFigures = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Non-2xx answers and connection errors other than time-outs. */
  errors: number;
  /** Requests autocannon gave up on after its 10 s time-out. */
  timeouts: number;
  /** The server's CPU over the run ÷ requests (app runs only). */
  cpuMsPerRequest: number;
  host: HostState;
};
export type PageLoad = {
  name: string;
  path: string;
  /** The decompressed HTML's size and the encoding the server chose for a browser. */
  htmlBytes: number;
  encoding: string;
  app: RunFigures[];
  node: RunFigures[];
  /** Whether the checked answer came from the page cache (what the runs mostly got). */
  cached: boolean;
  /** Every request a page the cache does not have: without Accept-Encoding (the render)... */
  identity: RunFigures;
  /** ... and with the browser's (render and compression). */
  miss: RunFigures;
  compressMsPer50KB: number;
  compressHost: HostState;
};
export type DatabaseLoad = {
  label: string;
  pages: PageLoad[];
  peakRssMB: number;
  rssHost: HostState;
  logMB: number;
};
export type LoadResult = { databases: DatabaseLoad[]; skipped?: string; failures: string[] };

/** The figures of a page that the tables print and the targets judge. */
export function pageSummary(p: PageLoad) {
  const rps = medianSpread(p.app.map((r) => r.rps));
  const nodeRps = medianSpread(p.node.map((r) => r.rps));
  const cpu = medianSpread(p.app.map((r) => r.cpuMsPerRequest)).median;
  return {
    rps,
    p50: medianSpread(p.app.map((r) => r.p50)),
    p99: medianSpread(p.app.map((r) => r.p99)),
    nodeRps,
    nodeP99: medianSpread(p.node.map((r) => r.p99)),
    ratio: nodeRps.median ? rps.median / nodeRps.median : Number.NaN,
    /** CPU ms per request as served in the runs (page-cache hits where the cache serves it). */
    cpuServed: cpu,
    /** CPU ms per cache miss: the render (identity), and the compression on top of it. */
    cpuRender: p.identity.cpuMsPerRequest,
    cpuCompression: p.miss.cpuMsPerRequest - p.identity.cpuMsPerRequest,
  };
}

/** A latency as the part prints it: "∞" for a run in which no request completed. */
export const ms = (n: number) =>
  n === Number.POSITIVE_INFINITY
    ? "∞"
    : Number.isFinite(n)
      ? n >= 100
        ? Math.round(n).toLocaleString("en-US")
        : n.toFixed(1)
      : "–";

export function loadMisses(databases: DatabaseLoad[]): string[] {
  const misses: string[] = [];
  for (const db of databases) {
    for (const p of db.pages) {
      const s = pageSummary(p);
      const v = pageVerdict({ p99Ms: s.p99.median, ratio: s.ratio });
      if (!v.p99)
        misses.push(`${db.label} ${p.path}: p99 ${ms(s.p99.median)} ms ≥ ${TARGETS.p99Ms} ms`);
      if (!v.ratio) {
        misses.push(`${db.label} ${p.path}: ÷ node ${s.ratio.toFixed(3)} < ${TARGETS.ratio}`);
      }
    }
    if (!rssVerdict(db.peakRssMB)) {
      misses.push(`${db.label}: peak RSS ${db.peakRssMB} MB > ${TARGETS.rssMB} MB`);
    }
  }
  return misses;
}
