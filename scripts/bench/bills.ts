import { readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import SQLite from "better-sqlite3";
import { percentile } from "./common";
import { ROOT } from "./server";
import type { Engine, LatencyStats } from "./shop";

/**
 * The billing lists under a shop's three years of bills: the production app started on a fresh
 * data directory, once on SQLite and once on PostgreSQL (a fresh database, created here and
 * dropped at the end). Each time BILLS bills (generated customers, phones, particulars, amounts
 * and statuses, spread over YEARS years) are written straight into the app's `complaints` table
 * with their lines and PAYMENTS payments and cash-book entries (scripts/bench/bills-seed.ts), the
 * bills' figures settled from their payments, a staff member is signed in with a planted session cookie (as in the e2e tests), and each list
 * below is requested WARMUP times unmeasured and then REQUESTS times measured, CONCURRENCY at a
 * time. The loader's own queries (listBills, and for Old Pending listBills({ due: true }) with
 * pendingSummary) are also timed
 * alone, one call at a time, in this process: the "server time" the target (p95 under TARGET_MS)
 * is about, without the rendering and the waiting for a turn that the HTTP figures include.
 *
 * Latency is the time from sending the request to the last byte of the response, measured by
 * the client over loopback (keep-alive connections, gzip/brotli accepted as a browser would).
 *
 * This file holds the part's settings, its figures' types and what the other parts share with it
 * (the app's modules, the seeded generator, the load loop, a browser's headers); the run is
 * scripts/bench/bills-run.ts, the lists and how one is measured scripts/bench/bills-listings.ts,
 * the generated bills scripts/bench/bills-generate.ts, the report scripts/bench/bills-report.ts.
 */

export const BILLS = 100_000;
export const YEARS = 3;
export const REQUESTS = 200;
export const WARMUP = 20;
export const CONCURRENCY = 4;
/** The loader's queries: unmeasured calls, then measured calls, one at a time. */
export const QUERY_WARMUP = 5;
export const QUERY_RUNS = 60;
/** The target for the server time (the loader's queries), p95. */
export const TARGET_MS = 100;
/**
 * The sales report over a year sums a third of the bills (their lines, payments and customers)
 * on every request: a report, not a list, with a target of its own.
 */
export const REPORT_TARGET_MS = 500;

/** A name that a few hundred of the generated customers carry (in any case, anywhere in it). */
export const NAME_TERM = "Sudalaimani";
export const PAGE = 200;
/** History's two filters measured: the money's (payment status) and the work's. */
export const HISTORY_STATUSES = ["paid", "in_progress"] as const;
export const RANGE_DAYS = 30;
/** One bill number, searched for in full. */
export const BILL_NUMBER = `BILL${BILLS - 12_345}`;

/** The lists measured (also how the summary finds them). */
export const LABELS = {
  first: "Old Bills, first page",
  page: `Old Bills, page ${PAGE}`,
  name: "Old Bills, search by name",
  number: "Old Bills, search by bill number",
  paid: "History, Paid",
  inProgress: "History, In Progress",
  range: `Old Pending, ${RANGE_DAYS} days`,
  pendingAll: "Old Pending, all time",
  salesYear: "Sales report, last 12 months",
  salesMonth: "Sales report, this month by day",
};

export type QueryStats = { p50: number; p95: number; p99: number };

export type BillsListing = {
  label: string;
  path: string;
  /** Bills the list matches (the page shows 25 of them). */
  matches: number;
  /** Old Pending: the pending total shown above the list. */
  pendingTotalPaise?: number;
  /** Size of the HTML document (uncompressed). */
  htmlBytes: number;
  /** The loader's queries alone, sequential. */
  queries: QueryStats;
  /** Their target at p95 (TARGET_MS, or REPORT_TARGET_MS for the sales report). */
  targetMs: number;
  stats: LatencyStats;
};

export type BillsEngineResult = {
  engine: Engine;
  version: string;
  bills: number;
  /** Bills with a balance left (unpaid or part-paid): Old Pending's. */
  pending: number;
  payments: number;
  voided: number;
  lines: number;
  seedSeconds: number;
  /** PostgreSQL: whether migration 0006 could create the trigram indexes searches use. */
  trigramIndexes?: boolean;
  loadAverage: number;
  listings: BillsListing[];
  seconds: number;
};

export type BillsResult = {
  engines: BillsEngineResult[];
  /** Listings whose loader queries miss the target (p95 ≥ TARGET_MS). */
  missed: string[];
};

// ---------------------------------------------------------------------------------------------
// The app's own modules, loaded in this process against the running app's database (the e2e
// harness sets DATABASE_URL, AUTH_SECRET etc. when it creates the first user).

export async function appModules() {
  const [db, env, auth, bills, payments, format, salesReport, salesDays] = await Promise.all([
    import("../../app/platform/db/db.server"),
    import("../../app/platform/env.server"),
    import("../../app/platform/auth/auth.server"),
    import("../../app/billing/bills/bills.server"),
    import("../../app/billing/payments/payments.server"),
    import("../../app/lib/format"),
    import("../../app/billing/sales-report/sales-report.server"),
    import("../../app/billing/sales-report/sales-report"),
  ]);
  return { db, env, auth, bills, payments, format, salesReport, salesDays };
}

export type Modules = Awaited<ReturnType<typeof appModules>>;

/** Forgets this process's handles and parsed environment, so the next app starts clean. */
export async function forgetApp(): Promise<void> {
  const { db, env, auth } = await appModules();
  await db.closeDb();
  env.resetEnvCache();
  auth.resetAuth();
}

// ---------------------------------------------------------------------------------------------
// A seeded pseudo-random generator, so every run (and both databases) gets the same data.

export function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------
// Load generation.

/** Runs `send(0..count-1)`, `concurrency` at a time; the latency of each and the wall time. */
export async function load(
  count: number,
  concurrency: number,
  send: (i: number) => Promise<void>,
): Promise<LatencyStats> {
  const durations: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const t0 = performance.now();
      await send(i);
      durations.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  const wallMs = performance.now() - started;
  durations.sort((a, b) => a - b);
  return {
    requests: count,
    p50: percentile(durations, 50),
    p95: percentile(durations, 95),
    p99: percentile(durations, 99),
    perSecond: count / (wallMs / 1000),
  };
}

/** What a browser sends with a page request (compression() answers with brotli). */
export const BROWSER_HEADERS = {
  Accept: "text/html,application/xhtml+xml",
  "Accept-Encoding": "gzip, deflate, br",
  "Accept-Language": "en-IN,en;q=0.9",
};

/** SQLite's version and better-sqlite3's, as the reports name them. */
export function sqliteVersion(): string {
  const memory = new SQLite(":memory:");
  const row = memory.prepare("select sqlite_version() as v").get() as { v: string };
  memory.close();
  const pkg = JSON.parse(
    readFileSync(path.join(ROOT, "node_modules/better-sqlite3/package.json"), "utf8"),
  ) as { version: string };
  return `SQLite ${row.v} (better-sqlite3 ${pkg.version})`;
}

/** A duration as the part prints it: "7.9 ms", "131 ms". */
export function ms(value: number): string {
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
}
