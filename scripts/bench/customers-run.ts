import os from "node:os";
import { performance } from "node:perf_hooks";
import { phoneSearchPrefix } from "../../app/lib/phone";
import { createUser, sessionCookieFor, type RunningApp } from "../../tests/e2e/harness";
import { BROWSER_HEADERS, load, ms, sqliteVersion, type QueryStats } from "./bills";
import { Cleanups, PG_ADMIN_URL, percentile, pgAdmin, pgUrlFor, thousands } from "./common";
import {
  BILLS,
  CONCURRENCY,
  CUSTOMERS,
  QUERY_RUNS,
  QUERY_WARMUP,
  REQUESTS,
  SEARCHES,
  TARGET_MS,
  WARMUP,
  appModules,
  forgetApp,
  seed,
  type CustomersEngineResult,
  type CustomersResult,
  type CustomerValues,
  type CustomersRow,
  type Modules,
} from "./customers";
import { buildGuard, startBenchApp } from "./server";
import type { Engine } from "./shop";

/**
 * The customers part's run (scripts/bench/customers.ts describes it): the lists and the
 * customer's page measured, on each database after seeding it.
 */

// ---------------------------------------------------------------------------------------------
// Clean-up, also when the run is interrupted (index.ts calls cleanUpCustomers from its handler).

const cleanups = new Cleanups("customers");

/** Stops the running app, removes its data directory and drops the bench's database. */
export async function cleanUpCustomers(): Promise<void> {
  await cleanups.drain();
}

const withPgAdmin = pgAdmin("customers");

// ---------------------------------------------------------------------------------------------
// What is measured.

type ListSpec = {
  label: string;
  params: Record<string, string>;
  /** Requested over HTTP too. */
  http?: boolean;
  /** The customers a search must find, worked out here from the generated rows. */
  expected?: (c: CustomerValues) => boolean;
};

function byName(q: string, nameKey: (name: string) => string) {
  const key = nameKey(q);
  return (c: CustomerValues) =>
    c.name_key.startsWith(key) || c.alt_names.toLowerCase().includes(`"${key}`);
}

function byPhone(q: string) {
  const prefix = phoneSearchPrefix(q)!;
  return (c: CustomerValues) =>
    c.phone.startsWith(prefix) || (c.other_phone?.startsWith(prefix) ?? false);
}

/** The scale test's lists (the default sort is by balance, biggest first). */
function listSpecs(nameKey: (name: string) => string): ListSpec[] {
  return [
    { label: "By balance, first page", params: {}, http: true, expected: () => true },
    { label: "By balance, page 500", params: { page: "500" } },
    { label: "By name", params: { sort: "name" } },
    { label: "By last activity, oldest first", params: { sort: "activity", dir: "asc" } },
    { label: "With balance", params: { filter: "balance" } },
    {
      label: "Overdue > 90 days, by name",
      params: { filter: "overdue90", sort: "name" },
      http: true,
    },
    {
      label: "A Tamil name prefix",
      params: { q: SEARCHES.tamil },
      http: true,
      expected: byName(SEARCHES.tamil, nameKey),
    },
    {
      label: "An English name prefix",
      params: { q: SEARCHES.english },
      expected: byName(SEARCHES.english, nameKey),
    },
    {
      label: "An other name (or name) prefix",
      params: { q: SEARCHES.other },
      expected: byName(SEARCHES.other, nameKey),
    },
    {
      label: "A phone prefix",
      params: { q: SEARCHES.phone },
      expected: byPhone(SEARCHES.phone),
    },
  ];
}

/** QUERY_WARMUP unmeasured calls, then QUERY_RUNS measured, one at a time. */
async function serverTime(work: () => Promise<unknown>): Promise<QueryStats> {
  const times: number[] = [];
  for (let i = 0; i < QUERY_WARMUP + QUERY_RUNS; i++) {
    const t0 = performance.now();
    await work();
    if (i >= QUERY_WARMUP) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

/** React's escaping of text in server-rendered HTML. */
function htmlText(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

/** Requests `path` over HTTP (WARMUP, then REQUESTS measured); each answer must show `markers`. */
async function httpTime(
  app: RunningApp,
  path: string,
  cookie: string,
  markers: string[],
  check: () => void,
) {
  let htmlBytes = 0;
  const request = () =>
    fetch(`${app.baseUrl}${path}`, {
      headers: { ...BROWSER_HEADERS, Cookie: cookie },
      redirect: "manual",
    });
  const get = async () => {
    // A kept-alive connection the server closed while this process was busy fails once.
    const res = await request().catch(() => request());
    const html = await res.text();
    if (res.status !== 200) {
      throw new Error(`customers: GET ${path} answered ${res.status}:\n${html.slice(0, 500)}`);
    }
    const text = html.replaceAll("<!-- -->", "");
    const missing = markers.find((marker) => !text.includes(marker));
    if (missing) throw new Error(`customers: GET ${path} does not show ${JSON.stringify(missing)}`);
    htmlBytes = Buffer.byteLength(html);
  };
  await load(WARMUP, CONCURRENCY, get);
  check();
  const stats = await load(REQUESTS, CONCURRENCY, get);
  check();
  return { path, htmlBytes, stats };
}

type Context = {
  app: RunningApp;
  m: Modules;
  cookie: string;
  check: () => void;
  customers: CustomerValues[];
};

async function measureList(ctx: Context, spec: ListSpec): Promise<CustomersRow> {
  const { m } = ctx;
  const query = m.schema.customerListSchema.parse(spec.params);
  const list = await m.customers.listCustomers(query);
  if (spec.expected) {
    const expected = ctx.customers.filter(spec.expected).length;
    if (list.total !== expected) {
      throw new Error(`customers: ${spec.label} found ${list.total}, not ${expected}`);
    }
  }
  const first = list.customers[0];
  if (!first) throw new Error(`customers: ${spec.label} would show no customers`);
  const server = await serverTime(() => m.customers.listCustomers(query));
  const path = `/billing/customers${Object.keys(spec.params).length ? `?${new URLSearchParams(spec.params)}` : ""}`;
  const markers = [`${list.total} ${list.total === 1 ? "customer" : "customers"}`];
  markers.push(htmlText(first.name));
  const http = spec.http
    ? await httpTime(ctx.app, path, ctx.cookie, markers, ctx.check)
    : undefined;
  const row: CustomersRow = {
    label: spec.label,
    detail: `listCustomers(${JSON.stringify(spec.params)})`,
    matches: list.total,
    unit: "customers",
    server,
    http,
  };
  console.log(
    `customers: ${row.label.padEnd(33)} ${thousands(row.matches).padStart(6)} matches; ` +
      `server p50 ${ms(server.p50)}, p95 ${ms(server.p95)}` +
      (http ? `; HTTP p50 ${ms(http.stats.p50)}, p95 ${ms(http.stats.p95)}` : ""),
  );
  return row;
}

/** The customer page's loader reads: resolve the URL, then details, ageing and timeline at once. */
async function measureCustomer(
  ctx: Context,
  label: string,
  id: string,
  http: boolean,
): Promise<CustomersRow> {
  const { customers } = ctx.m;
  const read = async () => {
    const resolved = await customers.resolveCustomerId(id);
    if (resolved !== id) throw new Error(`customers: ${id} resolves to ${resolved}`);
    const [customer, ageing, timeline] = await Promise.all([
      customers.getCustomer(id),
      customers.customerAgeing(id),
      customers.customerTimeline(id, { page: 1, admin: false }),
    ]);
    return { customer: customer!, ageing, timeline };
  };
  const { customer, timeline } = await read();
  const server = await serverTime(read);
  const path = `/billing/customers/${id}`;
  const result = http
    ? await httpTime(ctx.app, path, ctx.cookie, [htmlText(customer.name)], ctx.check)
    : undefined;
  console.log(
    `customers: ${label.padEnd(33)} ${thousands(customer.billCount).padStart(6)} bills, ` +
      `${timeline.entries.length} timeline entries; server p50 ${ms(server.p50)}, ` +
      `p95 ${ms(server.p95)}` +
      (result ? `; HTTP p50 ${ms(result.stats.p50)}, p95 ${ms(result.stats.p95)}` : ""),
  );
  return {
    label,
    detail: "resolveCustomerId, then getCustomer + customerAgeing + customerTimeline",
    matches: customer.billCount,
    unit: "bills",
    server,
    http: result,
  };
}

/** The customer with the most bills, and one with the median number. */
export async function customersToOpen(m: Modules) {
  const rows = await m.db
    .getDb()
    .selectFrom("customers")
    .select(["id", "bill_count"])
    .orderBy("bill_count", "desc")
    .orderBy("id")
    .execute();
  return { busiest: rows[0]!.id, typical: rows[Math.floor(rows.length / 2)]!.id };
}

// ---------------------------------------------------------------------------------------------
// One database, then both.

async function startEngine(engine: Engine): Promise<Record<string, string>> {
  const env: Record<string, string> = {};
  if (engine === "PostgreSQL") {
    const name = `limra_bench_customers_${Date.now().toString(36)}_${process.pid}`;
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
): Promise<CustomersEngineResult> {
  const started = performance.now();
  const depth = cleanups.depth;
  try {
    const env = await startEngine(engine);
    console.log(`\ncustomers: ${engine}: starting the app`);
    const app = await startBenchApp({ env });
    cleanups.push(async () => {
      await app.stop();
      await forgetApp();
    });
    check.current ??= buildGuard();
    // Created like the e2e tests create users, which also points this process's copy of the
    // app's modules at the running app's database; signed in by cookie.
    const staff = await createUser("staff", { name: "Bench Counter Staff" });
    const cookie = (await sessionCookieFor(staff.id)).header;
    const m = await appModules();
    const seeded = await seed(m, engine, staff.id);

    const loadAverage = os.loadavg()[0]!;
    const ctx: Context = { app, m, cookie, check: check.current, customers: seeded.customers };
    const rows: CustomersRow[] = [];
    for (const spec of listSpecs(m.platform.customerNameKey)) {
      rows.push(await measureList(ctx, spec));
    }
    const open = await customersToOpen(m);
    rows.push(await measureCustomer(ctx, "Customer page, most bills", open.busiest, true));
    rows.push(await measureCustomer(ctx, "Customer page, median bills", open.typical, false));
    const { customers: _, ...counts } = seeded;
    return {
      engine,
      version,
      customers: CUSTOMERS,
      bills: BILLS,
      ...counts,
      loadAverage,
      rows,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await cleanups.run(depth);
  }
}

/** SQLite, then PostgreSQL when it can be reached; cleans up after itself, also when it fails. */
export async function runCustomersBench(): Promise<CustomersResult> {
  const check: { current?: () => void } = {};
  const engines: CustomersEngineResult[] = [];
  let skipped: string | undefined;
  try {
    engines.push(await benchEngine("SQLite", sqliteVersion(), check));
    let pgVersion: string | undefined;
    try {
      pgVersion = await withPgAdmin(async (c) => {
        const { rows } = await c.query<{ server_version: string }>("show server_version");
        return `PostgreSQL ${rows[0]!.server_version}`;
      });
    } catch (error) {
      skipped = `PostgreSQL at ${new URL(PG_ADMIN_URL).host} could not be reached (${String(error)})`;
      console.log(`customers: ${skipped}; measured on SQLite only`);
    }
    if (pgVersion) engines.push(await benchEngine("PostgreSQL", pgVersion, check));
  } finally {
    await cleanups.run();
  }
  const missed = engines.flatMap((e) =>
    e.rows
      .filter((r) => r.server.p95 >= TARGET_MS)
      .map((r) => `${e.engine}: ${r.label} (server time p95 ${ms(r.server.p95)})`),
  );
  return { engines, skipped, missed };
}
