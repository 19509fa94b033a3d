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
import autocannon from "autocannon";
import { SERVER_NODE_FLAGS, productionServerEnv } from "../../tests/e2e/harness";
import { exited, freePort, run, sleep } from "./checkout";
import {
  Cleanups,
  PG_ADMIN_URL,
  cpuTicksFromStat,
  hostState,
  hostText,
  pgAdmin,
  pgUrlFor,
} from "./common";
import {
  BROWSER_ENCODING,
  CONNECTIONS,
  EXTRA_COOKIE,
  IDENTITY_SECONDS,
  LOAD_SECONDS,
  RUNS,
  SEED_BILLS,
  SEED_CUSTOMERS,
  START_ENV,
  WARMUP_SECONDS,
  compressCpuMsPer50KB,
  loadMisses,
  missPath,
  type DatabaseLoad,
  type LoadResult,
  type PageLoad,
  type RunFigures,
} from "./load";
import { ROOT, ensureBuild } from "./server";

/**
 * The load part's run (scripts/bench/load.ts describes it): the pages, the production server and
 * the bare one, the autocannon runs, and every database one after the other.
 */

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

/**
 * The page checked (200 and its markers), and a URL of it the page cache has never seen checked
 * to be rendered; undefined, with a failure, when the page itself is not right.
 */
async function checkedPage(server: Server, spec: PageSpec, seed: Seed, failures: string[]) {
  const pagePath = typeof spec.path === "function" ? spec.path(seed) : spec.path;
  const url = new URL(pagePath, server.baseUrl).toString();
  const cookie = spec.signedIn ? seed.cookie : EXTRA_COOKIE;
  // The check, and the very HTML a browser gets (fetch decompresses it); asked twice, so that a
  // page the page cache kept would come from it the second time. Whether the runs were served
  // from memory is asked again after the warm-up (loadPage).
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
  const missed = await fetch(new URL(missPath(pagePath, 0), server.baseUrl), {
    headers: { Cookie: cookie, "Accept-Encoding": BROWSER_ENCODING },
    redirect: "manual",
  });
  await missed.arrayBuffer();
  if (missed.status !== 200 || missed.headers.get("x-page-cache") === "hit") {
    failures.push(`${missPath(pagePath, 0)} was not a rendered page (${missed.status})`);
  }
  return { pagePath, url, cookie, html };
}

async function loadPage(
  server: Server,
  spec: PageSpec,
  seed: Seed,
  dir: string,
  failures: string[],
): Promise<PageLoad | undefined> {
  const page = await checkedPage(server, spec, seed, failures);
  if (!page) return undefined;
  const { pagePath, url, cookie, html } = page;
  const file = path.join(dir, `${pagePath.replace(/[^a-z0-9]+/gi, "_")}.html`);
  writeFileSync(file, html);
  const bare = await startBareServer(file);
  try {
    const browser = { Cookie: cookie, "Accept-Encoding": BROWSER_ENCODING };
    console.log(`load: ${pagePath} (${(html.length / 1024).toFixed(0)} KB)`);
    await measure(url, browser, WARMUP_SECONDS, server.pid);
    // What the runs get, asked after the warm-up: the check's second request can be a render
    // where the runs are served from memory (PostgreSQL's Customers, the first staff page asked,
    // in the runs of 2026-11-29: "render" at 0.5 CPU ms a request, a render costing 17).
    const warm = await fetch(url, { headers: browser, redirect: "manual" });
    await warm.arrayBuffer();
    const cached = warm.headers.get("x-page-cache") === "hit";
    const encoding = warm.headers.get("content-encoding") ?? "identity";
    console.log(`load:   runs ${cached ? "served from memory" : "rendered"}, ${encoding}`);
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
