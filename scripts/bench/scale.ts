import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { createUser, sessionCookieFor, type RunningApp } from "../../tests/e2e/harness";
import { BROWSER_HEADERS, sqliteVersion } from "./bills";
import { appModules, forgetApp, seed as seedCustomers } from "./customers";
import { customersToOpen } from "./customers-run";
import {
  Cleanups,
  PG_ADMIN_URL,
  hostState,
  hostText,
  percentile,
  pgAdmin,
  pgUrlFor,
  type HostState,
} from "./common";
import { seedExtras } from "./scale-seed";
import {
  CONNECTIONS,
  lastFinancialYear,
  ms,
  verdict,
  type PageKind,
  type Verdict,
} from "./scale-verdict";
import { buildGuard, startBenchApp } from "./server";
import type { Engine } from "./shop";

/**
 * Every staff list and report at ten years of a busy counter (issue 37): the customers bench's
 * BILLS bills, their payments and cash-book entries and CUSTOMERS customers with their kept
 * figures (scripts/bench/customers.ts), plus a busy day (BUSY_PAYMENTS payments taken and
 * BUSY_RECORDS income and expense records on one India day, about 3,000 day-book entries with the
 * day's own), LEDGER_RECORDS income and expense records over the three years, GODOWN_ITEMS godown
 * items, NOTIFICATIONS notifications and SHOP_ORDERS LimraKart orders, written straight into the
 * tables of the production app, on SQLite and then on a fresh PostgreSQL database (created here,
 * dropped at the end; skipped with a reason when unreachable). The data beyond the customers
 * bench's is scripts/bench/scale-seed.ts; the tables and the prose, scripts/bench/scale-report.ts.
 *
 * Each page, as a signed-in staff member (a planted session cookie): checked once (200, its
 * markers), then (a) one client, one request at a time, SINGLE_WARMUP unmeasured and
 * SINGLE_REQUESTS measured: p95 under the page's target (TARGETS), and for a page the page cache
 * serves the same series after a write before each request (its render, reported only); (b) CONNECTIONS concurrent
 * connections for DURATION_S seconds (autocannon, a browser's Accept-Encoding): p99 under
 * TARGETS.concurrentP99. HTTP time as the client sees it; the host's CPU figure and load are taken
 * just before each measurement and printed beside it.
 */

export const SINGLE_WARMUP = 5;
export const SINGLE_REQUESTS = 60;
export const DURATION_S = 10;
/**
 * At most this long for one page's single-client series: a page far off its target (seconds a
 * request) stops early, its percentiles from the requests measured, so the part stays bounded.
 */
export const SINGLE_BUDGET_MS = 30_000;

export type SingleStats = {
  p50: number;
  p95: number;
  p99: number;
  /** The server process's CPU time per request (every thread), milliseconds. */
  cpuMs: number;
  /** Requests measured (fewer than SINGLE_REQUESTS when SINGLE_BUDGET_MS ran out). */
  requests: number;
  host: HostState;
};
export type ConcurrentStats = {
  p50: number;
  p99: number;
  perSecond: number;
  requests: number;
  errors: number;
  host: HostState;
};

export type ScaleRow = {
  label: string;
  kind: PageKind;
  path: string;
  /** Bytes of the page as sent (compressed) and as HTML. */
  htmlBytes: number;
  single: SingleStats;
  /**
   * For a page the page cache serves: one client again, each request after a write by another
   * connection (so every one is rendered): what a view costs after a bill, a payment, an expense.
   */
  miss?: SingleStats;
  concurrent: ConcurrentStats;
  verdict: Verdict;
};

export type ScaleEngineResult = {
  engine: Engine;
  version: string;
  seedSeconds: number;
  busyDay: string;
  busyDayEntries: number;
  financialYear: string;
  rows: ScaleRow[];
  seconds: number;
};

export type ScaleResult = {
  engines: ScaleEngineResult[];
  skipped?: string;
  /** "SQLite: Old Bills: single-client p95 …" for every page that misses a target. */
  missed: string[];
};

// ---------------------------------------------------------------------------------------------
// Clean-up, also when the run is interrupted (index.ts calls cleanUpScale from its handler).

const cleanups = new Cleanups("scale");

export async function cleanUpScale(): Promise<void> {
  await cleanups.drain();
}

const withPgAdmin = pgAdmin("scale");

// ---------------------------------------------------------------------------------------------
// The pages.

export type PageSpec = { label: string; kind: PageKind; path: string; markers: string[] };

function pageSpecs(ctx: {
  busyDay: string;
  customerId: string;
  year: { from: string; to: string };
}): PageSpec[] {
  const list = (label: string, path: string, ...markers: string[]): PageSpec => ({
    label,
    kind: "list",
    path,
    markers,
  });
  return [
    list("Billing home", "/billing/home", "Billing"),
    list("Old Bills", "/billing/old-complaint", "Old Bills"),
    list("Old Pending", "/billing/old-pending", "Pending"),
    list("History", "/billing/history", "History"),
    list("Customers", "/billing/customers", "Customers"),
    list("Customer page, most bills", `/billing/customers/${ctx.customerId}`, "Statement"),
    list("Customer statement", `/billing/customers/${ctx.customerId}/statement`, "Statement"),
    list("Payment reminders", "/billing/reminders", "Payment Reminders"),
    list("Transactions", "/billing/transaction-history", "Transaction"),
    list("Income & Expenses", "/billing/income-expenses", "Income &amp; Expenses"),
    list("Cash book", "/billing/cash-book", "Cash Book"),
    {
      label: "Sales report",
      kind: "report",
      path: `/billing/sales-report?from=${ctx.year.from}&to=${ctx.year.to}&group=month`,
      markers: ["Sales"],
    },
    {
      label: "Day book",
      kind: "dayBook",
      path: `/billing/day-book?day=${ctx.busyDay}`,
      markers: ["Day Book"],
    },
    list("Godown", "/billing/godown", "Godown Management"),
    list("Godown movements", "/billing/godown/movements", "Godown"),
    list("Notifications", "/billing/notifications", "Notifications"),
    list("Orders desk", "/limrakart/admin", "LK00"),
  ];
}

async function fetchOnce(app: RunningApp, path: string, cookie: string) {
  const request = () =>
    fetch(`${app.baseUrl}${path}`, {
      headers: { ...BROWSER_HEADERS, Cookie: cookie },
      redirect: "manual",
    });
  // A kept-alive connection the server closed while this process was busy fails once.
  const res = await request().catch(() => request());
  const body = await res.arrayBuffer();
  return { status: res.status, body, cache: res.headers.get("x-page-cache") };
}

/** One request, checked: 200 and every marker in the HTML. */
export async function checkPage(app: RunningApp, spec: PageSpec, cookie: string): Promise<number> {
  const { status, body } = await fetchOnce(app, spec.path, cookie);
  const html = new TextDecoder().decode(body).replaceAll("<!-- -->", "");
  if (status !== 200)
    throw new Error(`scale: GET ${spec.path} answered ${status}:\n${html.slice(0, 500)}`);
  const missing = spec.markers.find((marker) => !html.includes(marker));
  if (missing) {
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    throw new Error(
      `scale: GET ${spec.path} does not show ${JSON.stringify(missing)} (title ${JSON.stringify(title)})`,
    );
  }
  return Buffer.byteLength(html);
}

/** CPU time of every thread of process `pid` so far, ms (/proc/<pid>/task/<tid>/schedstat). */
function processCpuMs(pid: number): number {
  let ns = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      // The thread ended meanwhile.
    }
  }
  return ns / 1e6;
}

export async function single(
  app: RunningApp,
  path: string,
  cookie: string,
  before?: () => Promise<void>,
): Promise<SingleStats> {
  const times: number[] = [];
  const host = hostState();
  let cpuStart = 0;
  const started = performance.now();
  for (let i = 0; i < SINGLE_WARMUP + SINGLE_REQUESTS; i++) {
    await before?.();
    if (i === SINGLE_WARMUP) cpuStart = processCpuMs(app.pid);
    const t0 = performance.now();
    const { status, cache } = await fetchOnce(app, path, cookie);
    if (status !== 200) throw new Error(`bench: GET ${path} answered ${status}`);
    if (before && cache !== "miss") {
      throw new Error(`bench: GET ${path} after a write was not rendered (${cache})`);
    }
    if (i >= SINGLE_WARMUP) times.push(performance.now() - t0);
    if (performance.now() - started > SINGLE_BUDGET_MS && times.length >= 5) break;
  }
  const cpuMs = (processCpuMs(app.pid) - cpuStart) / times.length;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    cpuMs,
    requests: times.length,
    host,
  };
}

async function concurrent(app: RunningApp, path: string, cookie: string): Promise<ConcurrentStats> {
  const host = hostState();
  const result = await autocannon({
    url: `${app.baseUrl}${path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { ...BROWSER_HEADERS, Cookie: cookie },
  });
  // No answer at all within autocannon's timeout: no latency figure, a miss.
  const answered = result.requests.total > 0;
  return {
    p50: answered ? result.latency.p50 : Number.POSITIVE_INFINITY,
    p99: answered ? result.latency.p99 : Number.POSITIVE_INFINITY,
    perSecond: result.requests.average,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    host,
  };
}

async function measurePage(
  app: RunningApp,
  spec: PageSpec,
  cookie: string,
  write: () => Promise<void>,
): Promise<ScaleRow> {
  const htmlBytes = await checkPage(app, spec, cookie);
  const s = await single(app, spec.path, cookie);
  const c = await concurrent(app, spec.path, cookie);
  const cached = (await fetchOnce(app, spec.path, cookie)).cache === "hit";
  const miss = cached ? await single(app, spec.path, cookie, write) : undefined;
  const v = verdict(spec.kind, { singleP95: s.p95, concurrentP99: c.p99, errors: c.errors });
  console.log(
    `scale: ${spec.label.padEnd(26)} ${(htmlBytes / 1024).toFixed(0).padStart(5)} KB; ` +
      `single p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, server CPU ${ms(s.cpuMs)}/request (${hostText(s.host)}); ` +
      `${CONNECTIONS} conns p99 ${ms(c.p99)}, ${c.perSecond.toFixed(0)} req/s (${hostText(c.host)})` +
      (miss ? `; after a write p95 ${ms(miss.p95)}, server CPU ${ms(miss.cpuMs)}/request` : "") +
      (v.misses.length ? ` MISSED: ${v.misses.join("; ")}` : ""),
  );
  return {
    label: spec.label,
    kind: spec.kind,
    path: spec.path,
    htmlBytes,
    single: s,
    miss,
    concurrent: c,
    verdict: v,
  };
}

/**
 * BENCH_SCALE_HOLD=<file> (for working on a page): after seeding, writes where the seeded app
 * runs (its URL, the staff cookie, its environment) to `<file>.<engine>.json` and waits until
 * that file is removed before measuring.
 */
async function holdIfAsked(engine: Engine, details: Record<string, unknown> & { app: RunningApp }) {
  const hold = process.env.BENCH_SCALE_HOLD;
  if (!hold) return;
  const file = `${hold}.${engine}.json`;
  const { app, ...rest } = details;
  const env = Object.fromEntries(
    ["DATA_DIR", "AUTH_SECRET", "DATABASE_URL"].map((k) => [k, process.env[k] ?? ""]),
  );
  writeFileSync(file, JSON.stringify({ baseUrl: app.baseUrl, pid: app.pid, env, ...rest }));
  console.log(`scale: ${engine}: holding; remove ${file} to measure`);
  while (existsSync(file)) await new Promise((r) => setTimeout(r, 1_000));
}

// ---------------------------------------------------------------------------------------------
// One database, then both.

async function startEngine(engine: Engine): Promise<Record<string, string>> {
  const env: Record<string, string> = {};
  if (engine === "PostgreSQL") {
    const name = `limra_bench_scale_${Date.now().toString(36)}_${process.pid}`;
    cleanups.push(() =>
      withPgAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
    );
    await withPgAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
    env.DATABASE_URL = pgUrlFor(name);
  }
  return env;
}

async function benchEngine(
  engine: Engine,
  version: string,
  check: { current?: () => void },
): Promise<ScaleEngineResult> {
  const started = performance.now();
  const depth = cleanups.depth;
  try {
    const env = await startEngine(engine);
    console.log(`\nscale: ${engine}: starting the app`);
    const app = await startBenchApp({ env });
    cleanups.push(async () => {
      await app.stop();
      await forgetApp();
    });
    check.current ??= buildGuard();
    const staff = await createUser("staff", { name: "Bench Counter Staff" });
    const cookie = (await sessionCookieFor(staff.id)).header;
    const m = await appModules();
    const now = Date.now();
    await seedCustomers(m, engine, staff.id);
    const extras = await seedExtras(m, engine, staff.id, now);
    const seedSeconds = (performance.now() - started) / 1000;
    console.log(
      `scale: ${engine}: seeded in ${seedSeconds.toFixed(0)} s; busy day ${extras.busyDay} ` +
        `with ${extras.busyDayEntries.toLocaleString("en-US")} entries`,
    );
    const { busiest } = await customersToOpen(m);
    const year = lastFinancialYear(now);
    await holdIfAsked(engine, { app, cookie, busiest, busyDay: extras.busyDay, year });
    const rows: ScaleRow[] = [];
    // A write by another connection (this one) into a table the data version tracks (an audit
    // entry: the rate limits are not tracked on PostgreSQL, decision 097): every cached staff
    // page is old after it. `single` checks that each such request was indeed rendered.
    const write = async () => {
      await m.db
        .getDb()
        .insertInto("audit_log")
        .values({
          id: randomUUID(),
          actor_id: staff.id,
          action: "bench.write",
          entity: "bench",
          entity_id: null,
          before_json: null,
          after_json: null,
          created_at: new Date().toISOString(),
        })
        .execute();
    };
    const only = process.env.BENCH_SCALE_PAGES?.split(",");
    for (const spec of pageSpecs({ busyDay: extras.busyDay, customerId: busiest, year })) {
      if (only && !only.includes(spec.label)) continue;
      rows.push(await measurePage(app, spec, cookie, write));
      check.current();
    }
    return {
      engine,
      version,
      seedSeconds,
      busyDay: extras.busyDay,
      busyDayEntries: extras.busyDayEntries,
      financialYear: `${year.from} to ${year.to}`,
      rows,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await cleanups.run(depth);
  }
}

/** SQLite, then PostgreSQL when it can be reached; cleans up after itself, also when it fails. */
export async function runScaleBench(): Promise<ScaleResult> {
  const check: { current?: () => void } = {};
  const engines: ScaleEngineResult[] = [];
  let skipped: string | undefined;
  const which = process.env.BENCH_SCALE_ENGINES?.split(",") ?? ["SQLite", "PostgreSQL"];
  try {
    if (which.includes("SQLite")) engines.push(await benchEngine("SQLite", sqliteVersion(), check));
    if (which.includes("PostgreSQL")) {
      let pgVersion: string | undefined;
      try {
        pgVersion = await withPgAdmin(async (c) => {
          const { rows } = await c.query<{ server_version: string }>("show server_version");
          return `PostgreSQL ${rows[0]!.server_version}`;
        });
      } catch (error) {
        skipped = `PostgreSQL at ${new URL(PG_ADMIN_URL).host} could not be reached (${String(error)})`;
        console.log(`scale: ${skipped}; measured on SQLite only`);
      }
      if (pgVersion) engines.push(await benchEngine("PostgreSQL", pgVersion, check));
    }
  } finally {
    await cleanups.run();
  }
  const missed = engines.flatMap((e) =>
    e.rows
      .filter((r) => r.verdict.misses.length)
      .map((r) => `${e.engine}: ${r.label}: ${r.verdict.misses.join("; ")}`),
  );
  return { engines, skipped, missed };
}
