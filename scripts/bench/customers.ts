import { randomUUID } from "node:crypto";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { phoneSearchPrefix } from "../../app/lib/phone";
import { createUser, sessionCookieFor, type RunningApp } from "../../tests/e2e/harness";
import { BROWSER_HEADERS, load, mulberry32, sqliteVersion, type QueryStats } from "./bills";
import { generateBills, type BillRowValues } from "./bills-generate";
import { generateMoney, writeBills } from "./bills-seed";
import { Cleanups, PG_ADMIN_URL, percentile, pgAdmin, pgUrlFor } from "./common";
import { buildGuard, startBenchApp } from "./server";
import type { Engine, LatencyStats } from "./shop";

/**
 * The customers list (/billing/customers) and a customer's page at the issue's scale: the
 * production app started on a fresh data directory, on SQLite and then (when it can be reached)
 * on a fresh PostgreSQL database, created here and dropped at the end. Each time CUSTOMERS
 * customers and BILLS bills are written straight into the tables: the billing bench's generated
 * bills (scripts/bench/bills.ts, with their lines, payments and cash-book entries,
 * scripts/bench/bills-seed.ts) spread over CUSTOMERS customers, each named and phoned by their
 * first bill, a few with other names (a later bill written under another name) or a landline;
 * then the app's own refreshCustomers works every customer's kept figures out from their bills
 * and payments (bills, billed, received, balance, oldest bill owing, last activity), so the list
 * reads what the app would have kept. A staff member is signed in with a planted session cookie.
 *
 * Measured: (a) server time, the app's own calls made one at a time from this process (listCustomers
 * for each list below; the customer page's loader reads), QUERY_WARMUP unmeasured then QUERY_RUNS
 * measured; the target is about these. (b) HTTP: some of the lists and the busiest customer's page,
 * WARMUP unmeasured then REQUESTS measured, CONCURRENCY at a time, every answer checked.
 */

export const CUSTOMERS = 20_000;
export const BILLS = 100_000;
export const YEARS = 3;
export const QUERY_WARMUP = 5;
export const QUERY_RUNS = 60;
export const REQUESTS = 100;
export const WARMUP = 10;
export const CONCURRENCY = 4;
/** The issue's target for the server time, p95. */
export const TARGET_MS = 100;
/** Share of a customer's later bills written under another name (kept as an other name). */
export const OTHER_NAME_SHARE = 0.06;
/** Share of customers with a landline as their other phone. */
export const LANDLINE_SHARE = 0.05;
/** Customers' refreshes per transaction (refreshCustomers itself works 500 at a time). */
const REFRESH_CHUNK = 2_000;

/** The searches measured, as staff would type them. */
export const SEARCHES = {
  tamil: "முரு",
  english: "murugan",
  other: "st. xavier",
  phone: "98 76",
};

export type CustomersRow = {
  label: string;
  /** The query's parameters, or the customer measured. */
  detail: string;
  /** Customers the list matches; on a customer's page, their bills. */
  matches: number;
  unit: "customers" | "bills";
  server: QueryStats;
  http?: { path: string; htmlBytes: number; stats: LatencyStats };
};

export type CustomersEngineResult = {
  engine: Engine;
  version: string;
  customers: number;
  bills: number;
  payments: number;
  withBalance: number;
  otherNames: number;
  /** Bills (not cancelled) a customer: the fewest, the most and the median. */
  fewestBills: number;
  mostBills: number;
  medianBills: number;
  seedSeconds: number;
  refreshSeconds: number;
  loadAverage: number;
  rows: CustomersRow[];
  seconds: number;
};

export type CustomersResult = {
  engines: CustomersEngineResult[];
  /** Why PostgreSQL was not measured. */
  skipped?: string;
  /** Measurements whose server time misses the target (p95 ≥ TARGET_MS). */
  missed: string[];
};

// ---------------------------------------------------------------------------------------------
// Clean-up, also when the run is interrupted (index.ts calls cleanUpCustomers from its handler).

const cleanups = new Cleanups("customers");

/** Stops the running app, removes its data directory and drops the bench's database. */
export async function cleanUpCustomers(): Promise<void> {
  await cleanups.drain();
}

const withPgAdmin = pgAdmin("customers");

// ---------------------------------------------------------------------------------------------
// The app's own modules, loaded in this process against the running app's database (the e2e
// harness sets DATABASE_URL, AUTH_SECRET etc. when it creates the first user).

export async function appModules() {
  const [db, env, auth, customers, platform, schema] = await Promise.all([
    import("../../app/platform/db/db.server"),
    import("../../app/platform/env.server"),
    import("../../app/platform/auth/auth.server"),
    import("../../app/billing/customers/index.server"),
    import("../../app/domain/customers.server"),
    import("../../app/billing/customers/schema"),
  ]);
  return { db, env, auth, customers, platform, schema };
}

export type Modules = Awaited<ReturnType<typeof appModules>>;

export async function forgetApp(): Promise<void> {
  const { db, env, auth } = await appModules();
  await db.closeDb();
  env.resetEnvCache();
  auth.resetAuth();
}

// ---------------------------------------------------------------------------------------------
// 20,000 customers over the billing bench's 100,000 bills.

type CustomerValues = {
  id: string;
  phone: string;
  other_phone: string | null;
  name: string;
  name_key: string;
  alt_names: string;
  address: string | null;
  email: null;
  language: "en" | "ta";
  merged_into: null;
  created_at: string;
  updated_at: string;
};

type LinkedBill = BillRowValues & { customer_id: string };

/**
 * Spreads the bills over CUSTOMERS customers: CUSTOMERS bills picked at random start a new
 * customer (named, addressed and dated by that bill, with a mobile number of their own); every
 * other bill goes to a customer already known, half of them to anyone and half to the older
 * customers more often (the regulars): up to about 190 bills a customer, 3 at the median. A later
 * bill is written under another name now and then, kept as the customer's other name (as the
 * app's linkCustomers does).
 */
export function spreadOverCustomers(
  bills: BillRowValues[],
  nameKey: (name: string) => string,
): { customers: CustomerValues[]; bills: LinkedBill[] } {
  const random = mulberry32(20261126);
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const starts = new Set<number>([0]);
  while (starts.size < CUSTOMERS) starts.add(Math.floor(random() * bills.length));
  const phones = new Set<string>();
  const uniquePhone = (make: () => string) => {
    for (;;) {
      const phone = make();
      if (!phones.has(phone)) return phones.add(phone) && phone;
    }
  };
  const customers: CustomerValues[] = [];
  const others: string[][] = [];
  const linked = bills.map((bill, i): LinkedBill => {
    if (starts.has(i)) {
      const phone = uniquePhone(
        () => `+91${"9876"[between(0, 3)]}${between(100_000_000, 999_999_999)}`,
      );
      customers.push({
        id: randomUUID(),
        phone,
        other_phone:
          random() < LANDLINE_SHARE
            ? uniquePhone(() => `+91462${between(2_000_000, 2_999_999)}`)
            : null,
        name: bill.customer_name,
        name_key: nameKey(bill.customer_name),
        alt_names: "[]",
        address: bill.customer_address,
        email: null,
        language: /[\u0B80-\u0BFF]/.test(bill.customer_name) ? "ta" : "en",
        merged_into: null,
        created_at: bill.created_at,
        updated_at: bill.created_at,
      });
      others.push([]);
      return { ...bill, customer_phone: phone, customer_id: customers.at(-1)!.id };
    }
    const n = customers.length;
    const k = random() < 0.5 ? Math.floor(random() * n) : Math.floor(random() ** 1.5 * n);
    const customer = customers[k]!;
    const known = [customer.name_key, ...others[k]!.map(nameKey)];
    const otherName = random() < OTHER_NAME_SHARE && !known.includes(nameKey(bill.customer_name));
    if (otherName) others[k]!.push(bill.customer_name);
    return {
      ...bill,
      customer_name: otherName ? bill.customer_name : customer.name,
      customer_phone: customer.phone,
      customer_address: customer.address,
      customer_id: customer.id,
    };
  });
  customers.forEach((c, k) => (c.alt_names = JSON.stringify(others[k])));
  return { customers, bills: linked };
}

async function insertCustomers(m: Modules, customers: CustomerValues[]) {
  await m.db
    .getDb()
    .transaction()
    .execute(async (trx) => {
      for (let i = 0; i < customers.length; i += 500) {
        await trx
          .insertInto("customers")
          .values(customers.slice(i, i + 500))
          .execute();
      }
    });
}

/** The app's refreshCustomers over every customer, REFRESH_CHUNK customers a transaction. */
async function refreshAll(m: Modules, ids: string[]) {
  await m.db.withUntimedDb(async (db) => {
    for (let i = 0; i < ids.length; i += REFRESH_CHUNK) {
      await db
        .transaction()
        .execute((trx) => m.platform.refreshCustomers(trx, ids.slice(i, i + REFRESH_CHUNK)));
    }
  });
}

/** Every bill linked, and the kept figures adding up to the bills' own (not cancelled). */
async function checkSeed(m: Modules) {
  const db = m.db.getDb();
  const kept = await db
    .selectFrom("customers")
    .select((eb) => [
      eb.fn.countAll<number>().as("n"),
      eb.fn.sum<number>("bill_count").as("bills"),
      eb.fn.sum<number>("balance_paise").as("balance"),
      eb.fn.sum<number>(eb.case().when("balance_paise", ">", 0).then(1).else(0).end()).as("owing"),
    ])
    .executeTakeFirstOrThrow();
  const bills = await db
    .selectFrom("complaints")
    .select((eb) => [
      eb.fn.countAll<number>().as("n"),
      eb.fn.count<number>("customer_id").as("linked"),
      eb.fn
        .sum<number>(eb.case().when("cancelled_at", "is", null).then(1).else(0).end())
        .as("live"),
      eb.fn.sum<number>("balance_paise").as("balance"),
    ])
    .executeTakeFirstOrThrow();
  const payments = await db
    .selectFrom("payments")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const problems = [
    Number(kept.n) !== CUSTOMERS && `${kept.n} customers, not ${CUSTOMERS}`,
    Number(bills.n) !== BILLS && `${bills.n} bills, not ${BILLS}`,
    Number(bills.linked) !== BILLS && `${bills.linked} bills linked, not ${BILLS}`,
    Number(kept.bills) !== Number(bills.live) &&
      `the customers keep ${kept.bills} bills, the bills table has ${bills.live}`,
    Number(kept.balance) !== Number(bills.balance) &&
      `the customers keep a balance of ${kept.balance}, the bills owe ${bills.balance}`,
  ].filter(Boolean);
  if (problems.length) throw new Error(`customers: ${problems.join("; ")}`);
  return { payments: Number(payments.n), withBalance: Number(kept.owing) };
}

export async function seed(m: Modules, engine: Engine, staffId: string) {
  const now = Date.now();
  const t0 = performance.now();
  const { customers, bills } = spreadOverCustomers(
    generateBills(BILLS, YEARS, now, staffId),
    m.platform.customerNameKey,
  );
  const money = generateMoney(bills, now, staffId);
  await insertCustomers(m, customers);
  await m.db.withUntimedDb((untimed) => writeBills(untimed, bills, money));
  const t1 = performance.now();
  await refreshAll(
    m,
    customers.map((c) => c.id),
  );
  const t2 = performance.now();
  // PostgreSQL's autovacuum would vacuum and analyze the tables within a minute of such writes;
  // do it now. The app never runs ANALYZE on SQLite.
  if (engine === "PostgreSQL") {
    const { sql } = await import("kysely");
    await m.db.withUntimedDb((untimed) =>
      sql`vacuum analyze customers, complaints, bill_lines, payments, transactions`.execute(
        untimed,
      ),
    );
  }
  const counts = await checkSeed(m);
  const otherNames = customers.filter((c) => c.alt_names !== "[]").length;
  // Bills not cancelled, as the kept bill count has them.
  const perCustomer = new Map<string, number>(customers.map((c) => [c.id, 0]));
  for (const b of bills) {
    if (!b.cancelled_at) perCustomer.set(b.customer_id, perCustomer.get(b.customer_id)! + 1);
  }
  const spread = [...perCustomer.values()].sort((a, b) => a - b);
  console.log(
    `customers: ${engine}: ${thousands(CUSTOMERS)} customers (${thousands(otherNames)} with ` +
      `other names), ${thousands(BILLS)} bills, ${thousands(counts.payments)} payments written ` +
      `in ${((t1 - t0) / 1000).toFixed(1)} s; figures refreshed in ${((t2 - t1) / 1000).toFixed(1)} s`,
  );
  return {
    customers,
    ...counts,
    otherNames,
    fewestBills: spread[0]!,
    mostBills: spread.at(-1)!,
    medianBills: percentile(spread, 50),
    seedSeconds: (t1 - t0) / 1000,
    refreshSeconds: (t2 - t1) / 1000,
  };
}

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

// ---------------------------------------------------------------------------------------------
// Presentation.

function ms(value: number): string {
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
}

const thousands = (n: number) => n.toLocaleString("en-US");

/** The request as staff would read it: the search decoded, a customer's id left out. */
function shownPath(path: string): string {
  return decodeURIComponent(path).replace(
    /^\/billing\/customers\/[^/?]+$/,
    "/billing/customers/:id",
  );
}

/** One table per database. */
export function customersTables(result: CustomersResult): string {
  return result.engines
    .map((e) => {
      const rows = [
        `### ${e.engine}`,
        "",
        "| Measured | Matches | Server p50 | Server p95 | Server p99 | Target (p95 < 100 ms) | HTTP request | HTTP p50 | HTTP p95 | HTTP p99 | Requests/s | HTML |",
        "| --- | --: | --: | --: | --: | --- | --- | --: | --: | --: | --: | --: |",
      ];
      for (const r of e.rows) {
        const met = r.server.p95 < TARGET_MS;
        const h = r.http;
        rows.push(
          `| ${r.label} | ${thousands(r.matches)}${r.unit === "bills" ? " bills" : ""} | ` +
            `${ms(r.server.p50)} | ${met ? ms(r.server.p95) : `**${ms(r.server.p95)}**`} | ` +
            `${ms(r.server.p99)} | ${met ? "met" : "**missed**"} | ` +
            (h
              ? `\`GET ${shownPath(h.path)}\` | ${ms(h.stats.p50)} | ${ms(h.stats.p95)} | ${ms(h.stats.p99)} | ` +
                `${h.stats.perSecond.toFixed(1)} | ${(h.htmlBytes / 1024).toFixed(0)} KB |`
              : "— | | | | | |"),
        );
      }
      return rows.join("\n");
    })
    .join("\n\n");
}

export function customersVersions(result: CustomersResult): string {
  return result.engines.map((e) => e.version).join("; ");
}

export function customersLoadAverages(result: CustomersResult): string {
  return result.engines.map((e) => `${e.engine} ${e.loadAverage.toFixed(1)}`).join(", ");
}

/** "rows written in 31.2 s and figures refreshed in 9.8 s on SQLite, …". */
export function customersSeeding(result: CustomersResult): string {
  return result.engines
    .map(
      (e) =>
        `rows written in ${e.seedSeconds.toFixed(1)} s and figures refreshed in ` +
        `${e.refreshSeconds.toFixed(1)} s on ${e.engine}`,
    )
    .join(", ");
}

/** "0 to 190 bills (not cancelled) a customer, 3 at the median". */
export function customersSpread(result: CustomersResult): string {
  const e = result.engines[0];
  if (!e) return "";
  return (
    `${e.fewestBills} to ${e.mostBills} bills (not cancelled) a customer, ` +
    `${e.medianBills} at the median`
  );
}

/** "2,140 customers with other names, 8,911 with a balance, 200,000 payments". */
export function customersCounts(result: CustomersResult): string {
  const one = (f: (e: CustomersEngineResult) => number) =>
    [...new Set(result.engines.map((e) => thousands(f(e))))].join(" / ");
  return (
    `${one((e) => e.otherNames)} customers with other names, ${one((e) => e.withBalance)} ` +
    `with a balance left, ${one((e) => e.payments)} payments`
  );
}

/** A paragraph that reads the figures (written from them, so it stays true on every run). */
export function customersReading(result: CustomersResult, cores: string): string {
  const engines = result.engines;
  if (!engines.length) return "";
  const all = engines.flatMap((e) => e.rows.map((r) => ({ ...r, engine: e.engine })));
  const worst = [...all].sort((a, b) => b.server.p95 - a.server.p95)[0]!;
  const busiest = Math.max(...engines.map((e) => e.loadAverage));
  const sentences = [
    result.missed.length
      ? `**Target missed:** the server time was ${TARGET_MS} ms or more at p95 for ` +
        `${result.missed.join("; ")}.`
      : `Target met: every list and the customer page stayed under ${TARGET_MS} ms of server ` +
        `time at p95 on ${engines.length > 1 ? "both databases" : engines[0]!.engine}; the ` +
        `slowest was “${worst.label}” on ${worst.engine} (p95 ${ms(worst.server.p95)}).`,
    `The HTTP figures, with ${CONCURRENCY} requests always in flight, add the session check, ` +
      `rendering and compressing the page, and waiting for a turn on the server's single ` +
      `JavaScript thread (on SQLite also its synchronous queries); they have no target.`,
    busiest > Number(cores) / 2
      ? `The machine was busy with other work while this ran (1-minute load average up to ` +
        `${busiest.toFixed(1)} on ${cores} cores when the measurements began), so these figures ` +
        `are pessimistic and vary from run to run.`
      : `The machine was mostly idle (1-minute load average up to ${busiest.toFixed(1)} on ` +
        `${cores} cores when the measurements began).`,
  ];
  if (result.skipped) sentences.push(`${result.skipped}: PostgreSQL was not measured.`);
  return sentences.join(" ");
}
