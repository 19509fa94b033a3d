import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { compressSync } from "../../server/compress";
import autocannon from "autocannon";
import { SERVER_NODE_FLAGS, productionServerEnv } from "../../tests/e2e/harness";
import { exited, freePort, run, sleep } from "./checkout";
import {
  Cleanups,
  PG_ADMIN_URL,
  cpuTicksFromStat,
  hostState,
  hostRangeText,
  hostText,
  medianSpread,
  pgAdmin,
  pgUrlFor,
  type HostState,
} from "./common";
import { ROOT, ensureBuild } from "./server";

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

type PageSpec = {
  name: string;
  path: string | ((seed: Seed) => string);
  signedIn: boolean;
  markers: (seed: Seed) => string[];
};
type Seed = { cookie: string; customerId: string; customerName: string };

const PAGES: PageSpec[] = [
  { name: "Home", path: "/", signedIn: false, markers: () => ["Limra"] },
  { name: "Storefront", path: "/limrakart", signedIn: false, markers: () => ["LimraKart"] },
  {
    name: "Tea page",
    path: "/tea-talks-gold-pack",
    signedIn: false,
    markers: () => ["Tea Talks"],
  },
  {
    name: "Customers",
    path: "/billing/customers",
    signedIn: true,
    markers: () => ["Load Customer "],
  },
  {
    name: "A customer",
    path: (s) => `/billing/customers/${s.customerId}`,
    signedIn: true,
    markers: (s) => [s.customerName],
  },
  { name: "History", path: "/billing/history", signedIn: true, markers: () => ["Load Customer "] },
  {
    name: "Day book",
    path: "/billing/day-book",
    signedIn: true,
    markers: () => ["Day Book", "Load Customer "],
  },
];

const cleanups = new Cleanups("load");
const withPgAdmin = pgAdmin("load");

/** Stops the servers still running, drops the database, removes the data directories. */
export async function cleanUpLoad(): Promise<void> {
  await cleanups.drain();
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

function cpuMs(pid: number): number {
  return (cpuTicksFromStat(readFileSync(`/proc/${pid}/stat`, "utf8")) * 1000) / CLOCK_TICKS;
}

function peakRssMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1] ?? Number.NaN) / 1024);
}

type Server = {
  baseUrl: string;
  pid: number;
  env: NodeJS.ProcessEnv;
  logFile: string;
  log(): string;
};

/**
 * The production server of this checkout on a free port, as in production: `node` with
 * SERVER_NODE_FLAGS and START_ENV, NODE_ENV=production, LOG_LEVEL unset (the default level: an access-log line
 * per request), stdout and stderr appended to a log file. Stopped and its data removed by
 * `cleanups`.
 */
async function startServer(extra: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "limra-load-data-"));
  const logFile = path.join(dataDir, "server.log");
  const fd = openSync(logFile, "a");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...productionServerEnv(port, dataDir, extra),
    ...START_ENV,
  };
  delete env.LOG_LEVEL;
  delete env.VITEST;
  let child: ChildProcess;
  try {
    child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.js"], {
      cwd: ROOT,
      env,
      stdio: ["ignore", fd, fd],
    });
  } finally {
    closeSync(fd);
  }
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await Promise.race([exited(child), sleep(15_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited(child);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
  const log = () => readFileSync(logFile, "utf8").slice(-4000);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`load: the server exited:\n${log()}`);
    const ok = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(2_000) })
      .then(async (r) => (await r.arrayBuffer(), r.ok))
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`load: no answer within 30 s:\n${log()}`);
    await sleep(100);
  }
  return { baseUrl, pid: child.pid!, env, logFile, log };
}

/** The bare Node server (bare-server.ts) sending `file`; stopped by `cleanups`. */
async function startBareServer(file: string): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/bench/bare-server.ts"), file], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await Promise.race([exited(child), sleep(5_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited(child);
    }
  };
  cleanups.push(stop);
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.setEncoding("utf8").on("data", (c: string) => {
      out += c;
      if (out.includes("\n")) resolve(Number(out.trim()));
    });
    child.on("exit", (code) => reject(new Error(`load: the bare server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop };
}

/**
 * Waits until the server has finished what a run left it (autocannon stops with requests in
 * flight; the server still renders them): its CPU under 20 ms in a 250 ms window, or 30 s.
 */
async function settled(pid: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  let last = cpuMs(pid);
  while (Date.now() < deadline) {
    await sleep(250);
    const now = cpuMs(pid);
    if (now - last < 20) return;
    last = now;
  }
}

/** The last `?miss=N` asked: never reset, so no run asks for a page an earlier run had kept. */
let missCount = 0;

/**
 * One autocannon run. With `pid` (the app's server), its CPU from the start of the run until it
 * has settled, per request sent (the ones cut off at the end were rendered all the same), and
 * the server is left settled for the next run; without, the app server is let settle first.
 */
async function measure(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  pid?: number,
  everyRequestNew = false,
): Promise<RunFigures> {
  const host = hostState();
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const base = new URL(url);
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    ...(everyRequestNew
      ? {
          requests: [
            {
              setupRequest: (req: { path?: string }) => {
                req.path = missPath(base.pathname + base.search, (missCount += 1));
                return req;
              },
            },
          ],
        }
      : {}),
  });
  if (pid) await settled(pid);
  const cpu = pid ? cpuMs(pid) - cpuBefore : 0;
  const requests = r.requests.total;
  // No request completed within the run: its latency is longer than the run, not 0.
  const latency = (p: number) => (requests ? p : Number.POSITIVE_INFINITY);
  return {
    rps: Math.round(requests / r.duration),
    p50: latency(r.latency.p50),
    p99: latency(r.latency.p99),
    requests,
    errors: r.non2xx + r.errors - r.timeouts,
    timeouts: r.timeouts,
    cpuMsPerRequest: pid && r.requests.sent ? cpu / r.requests.sent : Number.NaN,
    host,
  };
}

async function loadPage(
  server: Server,
  spec: PageSpec,
  seed: Seed,
  dir: string,
  failures: string[],
): Promise<PageLoad | undefined> {
  const pagePath = typeof spec.path === "function" ? spec.path(seed) : spec.path;
  const url = new URL(pagePath, server.baseUrl).toString();
  const cookie = spec.signedIn ? seed.cookie : EXTRA_COOKIE;
  // The check, and the very HTML a browser gets (fetch decompresses it); asked twice, so that a
  // page the page cache kept would come from it the second time.
  const ask = () =>
    fetch(url, {
      headers: { Cookie: cookie, "Accept-Encoding": BROWSER_ENCODING },
      redirect: "manual",
    });
  await (await ask()).arrayBuffer();
  const res = await ask();
  const html = Buffer.from(await res.arrayBuffer());
  const text = html.toString("utf8");
  const missing = spec.markers(seed).filter((m) => !text.includes(m));
  if (res.status !== 200 || missing.length) {
    failures.push(
      `${pagePath} answered ${res.status}${missing.length ? `, without "${missing.join('", "')}"` : ""}`,
    );
    return undefined;
  }
  const cached = res.headers.get("x-page-cache") === "hit";
  const missed = await fetch(new URL(missPath(pagePath, 0), server.baseUrl), {
    headers: { Cookie: cookie, "Accept-Encoding": BROWSER_ENCODING },
    redirect: "manual",
  });
  await missed.arrayBuffer();
  if (missed.status !== 200 || missed.headers.get("x-page-cache") === "hit") {
    failures.push(`${missPath(pagePath, 0)} was not a rendered page (${missed.status})`);
  }
  const encoding = res.headers.get("content-encoding") ?? "identity";
  const file = path.join(dir, `${pagePath.replace(/[^a-z0-9]+/gi, "_")}.html`);
  writeFileSync(file, html);
  const bare = await startBareServer(file);
  try {
    const browser = { Cookie: cookie, "Accept-Encoding": BROWSER_ENCODING };
    console.log(`load: ${pagePath} (${(html.length / 1024).toFixed(0)} KB, ${encoding})`);
    await measure(url, browser, WARMUP_SECONDS, server.pid);
    await measure(bare.url, {}, WARMUP_SECONDS);
    const app: RunFigures[] = [];
    const node: RunFigures[] = [];
    for (let i = 0; i < RUNS; i++) {
      app.push(await measure(url, browser, LOAD_SECONDS, server.pid));
      node.push(await measure(bare.url, {}, LOAD_SECONDS));
      console.log(
        `load:   run ${i + 1}: app ${app[i]!.rps} req/s p99 ${app[i]!.p99} ms, ` +
          `${app[i]!.cpuMsPerRequest.toFixed(1)} CPU ms/req; node ${node[i]!.rps} req/s (${hostText(app[i]!.host)})`,
      );
    }
    const identity = await measure(url, { Cookie: cookie }, IDENTITY_SECONDS, server.pid, true);
    const miss = await measure(url, browser, IDENTITY_SECONDS, server.pid, true);
    console.log(
      `load:   a miss: ${identity.cpuMsPerRequest.toFixed(1)} CPU ms/req rendered, ` +
        `${miss.cpuMsPerRequest.toFixed(1)} compressed (${hostText(miss.host)})`,
    );
    const compressHost = hostState();
    const compressMsPer50KB = compressCpuMsPer50KB(html, encoding);
    const runs = [...app, identity, miss];
    const errors = runs.reduce((n, r) => n + r.errors, 0);
    const timeouts = runs.reduce((n, r) => n + r.timeouts, 0);
    if (errors) failures.push(`${spec.name}: ${errors} requests failed (not 2xx, or an error)`);
    if (timeouts) failures.push(`${spec.name}: ${timeouts} requests timed out after 10 s`);
    return {
      name: spec.name,
      path: typeof spec.path === "function" ? "/billing/customers/:id" : spec.path,
      htmlBytes: html.length,
      encoding,
      app,
      node,
      cached,
      identity,
      miss,
      compressMsPer50KB,
      compressHost,
    };
  } finally {
    await bare.stop();
  }
}

async function loadDatabase(
  label: string,
  postgres: boolean,
): Promise<{ db: DatabaseLoad; failures: string[] }> {
  const depth = cleanups.depth;
  try {
    const extra: Record<string, string> = {};
    if (postgres) {
      const name = `limra_bench_load_${Date.now().toString(36)}_${process.pid}`;
      cleanups.push(() =>
        withPgAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
          () => undefined,
        ),
      );
      await withPgAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
      extra.DATABASE_URL = pgUrlFor(name);
    }
    const server = await startServer(extra);
    console.log(
      `load: ${label}: server at ${server.baseUrl}; seeding ${SEED_BILLS} bills over ${SEED_CUSTOMERS} customers`,
    );
    const { stdout } = await run(
      path.join(ROOT, "node_modules/.bin/tsx"),
      [path.join(ROOT, "scripts/bench/load-seed.ts"), String(SEED_BILLS), String(SEED_CUSTOMERS)],
      // The server's own environment: the seed writes where the server reads.
      { cwd: ROOT, env: server.env, maxBuffer: 16 * 1024 * 1024 },
    );
    const seed = JSON.parse(stdout.trim().split("\n").pop()!) as Seed;
    const dir = mkdtempSync(path.join(os.tmpdir(), "limra-load-html-"));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const own: string[] = [];
    const pages: PageLoad[] = [];
    for (const spec of PAGES) {
      const page = await loadPage(server, spec, seed, dir, own);
      if (page) pages.push(page);
    }
    const rssHost = hostState();
    const peak = peakRssMB(server.pid);
    const logMB = statSync(server.logFile).size / 1024 ** 2;
    if (own.length) console.error(`load: ${label}: server log (end):\n${server.log()}`);
    return { db: { label, pages, peakRssMB: peak, rssHost, logMB }, failures: own };
  } finally {
    await cleanups.run(depth);
  }
}

/** Every missed target of a run, as sentences. */
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

export async function runLoadBench(): Promise<LoadResult> {
  const failures: string[] = [];
  const databases: DatabaseLoad[] = [];
  let skipped: string | undefined;
  try {
    ensureBuild();
    const collect = (r: { db: DatabaseLoad; failures: string[] }) => {
      failures.push(...r.failures.map((f) => `${r.db.label}: ${f}`));
      databases.push(r.db);
    };
    collect(await loadDatabase("SQLite", false));
    try {
      await withPgAdmin((c) => c.query("SELECT 1"));
    } catch (error) {
      skipped = `PostgreSQL at ${new URL(PG_ADMIN_URL).host} could not be reached (${String(error)})`;
      console.log(`load: ${skipped}; measured on SQLite only`);
    }
    if (!skipped) collect(await loadDatabase("PostgreSQL", true));
    failures.push(...loadMisses(databases));
    return { databases, skipped, failures };
  } finally {
    await cleanups.drain();
  }
}

// ---------------------------------------------------------------------------------------------
// The tables of docs/performance.md.

const fmt = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "–");
const ms = (n: number) =>
  n === Number.POSITIVE_INFINITY
    ? "∞"
    : Number.isFinite(n)
      ? n >= 100
        ? Math.round(n).toLocaleString("en-US")
        : n.toFixed(1)
      : "–";
const spread = (s: { min: number; max: number }, f: (n: number) => string) =>
  `${f(s.min)}–${f(s.max)}`;
const bold = (text: string, miss: boolean) => (miss ? `**${text}**` : text);

export function loadTable(r: LoadResult): string {
  const rows = r.databases.flatMap((db) =>
    db.pages.map((p) => {
      const s = pageSummary(p);
      const v = pageVerdict({ p99Ms: s.p99.median, ratio: s.ratio });
      const hosts = [...p.app, ...p.node].map((x) => x.host);
      return (
        `| ${p.name} (\`${p.path}\`) | ${db.label} | ${p.cached ? "hit" : "render"} | ${fmt(s.rps.median)} (${spread(s.rps, fmt)}) | ` +
        `${ms(s.p50.median)} | ${bold(ms(s.p99.median), !v.p99)} (${spread(s.p99, ms)}) | ` +
        `${fmt(s.nodeRps.median)} (${spread(s.nodeRps, fmt)}) | ${ms(s.nodeP99.median)} | ` +
        `${bold(Number.isFinite(s.ratio) ? s.ratio.toFixed(3) : "–", !v.ratio)} | ${hostRangeText(hosts)} |`
      );
    }),
  );
  return [
    `| Page | Database | Page cache | App req/s (runs) | p50 ms | p99 ms (runs; < ${TARGETS.p99Ms}) | Node req/s (runs) | Node p99 ms | ÷ node (≥ ${TARGETS.ratio}) | Host during the runs |`,
    "|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

export function cpuTable(r: LoadResult): string {
  const rows = r.databases.flatMap((db) =>
    db.pages.map((p) => {
      const s = pageSummary(p);
      return (
        `| ${p.name} | ${db.label} | ${(p.htmlBytes / 1024).toFixed(0)} KB, ${p.encoding} | ` +
        `${ms(s.cpuServed)} | ${ms(s.cpuRender)} | ${ms(s.cpuCompression)} | ` +
        `${hostRangeText([...p.app.map((x) => x.host), p.identity.host, p.miss.host])} | ` +
        `${p.compressMsPer50KB.toFixed(2)} (${hostText(p.compressHost)}) |`
      );
    }),
  );
  return [
    "| Page | Database | HTML, encoding sent | CPU ms/request as served (runs) | A miss: render (identity) | A miss: compression | Host during the runs | Compression alone, CPU ms per 50 KB (host) |",
    "|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

export function memoryTable(r: LoadResult): string {
  return [
    `| Database | Peak RSS MB (≤ ${TARGETS.rssMB}) | Access log written | Host at the end |`,
    "|---|---|---|---|",
    ...r.databases.map(
      (db) =>
        `| ${db.label} | ${bold(String(db.peakRssMB), !rssVerdict(db.peakRssMB))} | ` +
        `${db.logMB.toFixed(1)} MB | ${hostText(db.rssHost)} |`,
    ),
  ].join("\n");
}
