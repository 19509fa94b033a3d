import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../app/platform/db/schema";
import { createUser, sessionCookieFor, type RunningApp } from "../../tests/e2e/harness";
import { BROWSER_HEADERS, mulberry32, sqliteVersion } from "./bills";
import { settleAll } from "./bills-seed";
import {
  appModules,
  customersToOpen,
  forgetApp,
  seed as seedCustomers,
  type Modules,
} from "./customers";
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
import { generateItems } from "./import-export";
import {
  CONNECTIONS,
  REWORKED,
  TARGETS,
  indiaDay,
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
 * dropped at the end; skipped with a reason when unreachable).
 *
 * Each page, as a signed-in staff member (a planted session cookie): checked once (200, its
 * markers), then (a) one client, one request at a time, SINGLE_WARMUP unmeasured and
 * SINGLE_REQUESTS measured: p95 under the page's target (TARGETS), and for a page the page cache
 * serves the same series after a write before each request (its render, reported only); (b) CONNECTIONS concurrent
 * connections for DURATION_S seconds (autocannon, a browser's Accept-Encoding): p99 under
 * TARGETS.concurrentP99. HTTP time as the client sees it; the host's CPU figure and load are taken
 * just before each measurement and printed beside it.
 */

export { CONNECTIONS, TARGETS };
export const SINGLE_WARMUP = 5;
export const SINGLE_REQUESTS = 60;
export const DURATION_S = 10;
/**
 * At most this long for one page's single-client series: a page far off its target (seconds a
 * request) stops early, its percentiles from the requests measured, so the part stays bounded.
 */
export const SINGLE_BUDGET_MS = 30_000;
export const BUSY_PAYMENTS = 1_800;
export const BUSY_RECORDS = 1_000;
export const LEDGER_RECORDS = 9_000;
export const GODOWN_ITEMS = 2_000;
export const NOTIFICATIONS = 5_000;
export const SHOP_ORDERS = 3_000;
const YEARS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

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
// The data beyond the customers bench's.

async function insertChunks<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: readonly object[],
  size = 500,
) {
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insertInto(table)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of the table's shape
      .values(rows.slice(i, i + size) as any)
      .execute();
  }
}

const METHODS = ["cash", "cash", "cash", "upi", "upi", "card", "bank"] as const;
const EXPENSES = [
  ["Rent", "Shop rent", "Ramasamy Estates"],
  ["Electricity", "TNEB bill", "TANGEDCO"],
  ["Paper stock", "Art card and maplitho", "Sivakasi Paper Mart"],
  ["Ink", "Ink refill", "Madurai Ink Agencies"],
  ["Salary", "Helper's wages", "Murugan"],
  ["Tea and snacks", "Tea for the counter", null],
  ["Transport", "Auto to the bus stand", null],
] as const;
const INCOMES = [
  ["Xerox", "Xerox copies at the counter", null],
  ["Lamination", "Lamination at the counter", null],
  ["Scrap sale", "Waste paper sold", "Old paper mart"],
  ["Tea sales", "Tea Talks at the counter", null],
] as const;

/**
 * Income and expense records with their cash-book entries (as addLedgerRecord writes them), at
 * the instants `at`.
 */
function ledgerRows(at: number[], staffId: string, random: () => number) {
  const records: object[] = [];
  const entries: object[] = [];
  for (const t of at) {
    const type = random() < 0.6 ? "expense" : "income";
    const [category, description, payee] = (type === "expense" ? EXPENSES : INCOMES)[
      Math.floor(random() * (type === "expense" ? EXPENSES.length : INCOMES.length))
    ]!;
    const amount = (5 + Math.floor(random() * 400)) * 1000;
    const method = METHODS[Math.floor(random() * METHODS.length)]!;
    const createdAt = new Date(t).toISOString();
    const id = randomUUID();
    records.push({
      id,
      type,
      category,
      description,
      amount_paise: amount,
      complaint_id: null,
      payment_method: method,
      payee,
      created_by: staffId,
      created_at: createdAt,
    });
    entries.push({
      id: randomUUID(),
      transaction_type: type,
      amount_paise: amount,
      reference_number: null,
      description,
      payment_method: method,
      payee,
      category,
      type,
      complaint_id: null,
      created_by: staffId,
      created_at: createdAt,
    });
  }
  return { records, entries };
}

/** An instant in the shop's hours (09:00–21:00 IST) of the India day `day`. */
function shopHour(day: string, random: () => number): number {
  return Date.parse(`${day}T09:00:00+05:30`) + Math.floor(random() * 12 * 60 * 60 * 1000);
}

/**
 * The busy day (BUSY_PAYMENTS payments on bills owing from before it, BUSY_RECORDS income and
 * expense records), LEDGER_RECORDS records over the years, the godown, notifications and shop
 * orders. Payments settle their bills and their customers' figures as the app would.
 */
async function seedExtras(m: Modules, engine: Engine, staffId: string, now: number) {
  const random = mulberry32(20261129);
  const busyDay = indiaDay(now - 7 * DAY_MS);
  const dayStart = new Date(Date.parse(`${busyDay}T00:00:00+05:30`)).toISOString();
  await m.db.withUntimedDb(async (db) => {
    // Payments on the busy day.
    const owing = await db
      .selectFrom("complaints")
      .select(["id", "complaint_number", "balance_paise", "customer_id"])
      .where("cancelled_at", "is", null)
      .where("balance_paise", ">=", 2_000)
      .where("created_at", "<", dayStart)
      .orderBy("complaint_number")
      .limit(BUSY_PAYMENTS)
      .execute();
    if (owing.length < BUSY_PAYMENTS) throw new Error(`scale: only ${owing.length} bills owing`);
    const counter = await db
      .selectFrom("counters")
      .select("value")
      .where("name", "=", "receipt")
      .executeTakeFirstOrThrow();
    let receipt = Number(counter.value);
    const times = owing.map(() => shopHour(busyDay, random)).sort((a, b) => a - b);
    const payments = owing.map((bill, i) => {
      const balance = Number(bill.balance_paise);
      const amount = Math.min(balance, Math.max(1_000, Math.floor(balance / 2 / 1_000) * 1_000));
      const method = METHODS[Math.floor(random() * METHODS.length)]!;
      const paidAt = new Date(times[i]!).toISOString();
      return {
        id: randomUUID(),
        bill_id: bill.id,
        bill_number: bill.complaint_number,
        receipt_number: `RCPT${String(++receipt).padStart(4, "0")}`,
        kind: "payment" as const,
        amount_paise: amount,
        method,
        reference: method === "upi" ? String(400_000_000_000 + i) : null,
        note: null,
        paid_at: paidAt,
        created_by: staffId,
        created_at: paidAt,
        voided_at: null,
        voided_by: null,
        void_reason: null,
      };
    });
    const entries = payments.map((p) => ({
      id: randomUUID(),
      transaction_type: "payment_received",
      amount_paise: p.amount_paise,
      reference_number: p.bill_number,
      description: `Payment received for bill ${p.bill_number} (${p.receipt_number}${p.reference ? `, UPI ref ${p.reference}` : ""})`,
      payment_method: p.method,
      category: "Service",
      type: "income" as const,
      complaint_id: p.bill_id,
      payment_id: p.id,
      created_by: staffId,
      created_at: p.paid_at,
    }));
    const busyLedger = ledgerRows(
      Array.from({ length: BUSY_RECORDS }, () => shopHour(busyDay, random)),
      staffId,
      random,
    );
    const spread = ledgerRows(
      Array.from({ length: LEDGER_RECORDS }, (_, i) =>
        shopHour(
          indiaDay(now - YEARS * 365 * DAY_MS + (i * YEARS * 365 * DAY_MS) / LEDGER_RECORDS),
          random,
        ),
      ).map((t) => Math.min(t, now)),
      staffId,
      random,
    );
    await db.transaction().execute(async (trx) => {
      await insertChunks(trx, "payments", payments);
      await insertChunks(trx, "transactions", entries);
      await insertChunks(trx, "income_expenses", [...busyLedger.records, ...spread.records]);
      await insertChunks(trx, "transactions", [...busyLedger.entries, ...spread.entries]);
      await trx
        .updateTable("counters")
        .set({ value: receipt })
        .where("name", "=", "receipt")
        .execute();
    });
    await settleAll(db);
    const customerIds = [...new Set(owing.map((b) => b.customer_id).filter((id) => id !== null))];
    await db
      .transaction()
      .execute((trx) => m.platform.refreshCustomers(trx, customerIds as string[]));

    // The godown, notifications and shop orders.
    await insertChunks(db, "godown_items", generateItems(GODOWN_ITEMS, now, staffId));
    const kinds = ["alert", "update", "stock", "payment", "system"] as const;
    const priorities = ["high", "medium", "low"] as const;
    await insertChunks(
      db,
      "notifications",
      Array.from({ length: NOTIFICATIONS }, (_, i) => ({
        id: randomUUID(),
        title: i % 3 === 0 ? `Low stock: Art card 300 gsm #${i}` : `New order LK${100_000 + i}`,
        message: `Notification ${i + 1} of the bench`,
        type: kinds[i % kinds.length]!,
        priority: priorities[i % priorities.length]!,
        is_read: i < NOTIFICATIONS - 200 ? 1 : 0,
        created_at: new Date(now - (NOTIFICATIONS - i) * 3 * 60 * 60 * 1000).toISOString(),
      })),
    );
    const product = await db
      .selectFrom("products")
      .select(["id", "name", "price_paise", "image_url"])
      .orderBy("id")
      .executeTakeFirst();
    if (product) {
      const statuses = ["delivered", "delivered", "delivered", "shipped", "processing", "pending"];
      const orders: object[] = [];
      const items: object[] = [];
      for (let i = 0; i < SHOP_ORDERS; i++) {
        const at = new Date(
          now - YEARS * 365 * DAY_MS + Math.floor((i * YEARS * 365 * DAY_MS) / SHOP_ORDERS),
        ).toISOString();
        const quantity = 1 + (i % 4);
        const total = quantity * Number(product.price_paise);
        const status = i >= SHOP_ORDERS - 60 ? statuses[i % statuses.length]! : "delivered";
        const id = randomUUID();
        orders.push({
          id,
          user_id: staffId,
          order_number: `LK${String(i + 1).padStart(6, "0")}`,
          customer_name: `Shop customer ${i + 1}`,
          customer_email: `shop${i + 1}@example.com`,
          customer_phone: `+9198${String(10_000_000 + i).padStart(8, "0")}`,
          delivery_address: "12, North Car Street, Tirunelveli",
          pin_code: "627006",
          total_amount_paise: total,
          payment_status: status === "delivered" ? "paid" : "pending",
          order_status: status,
          checkout_token: randomUUID(),
          customer_id: null,
          cancelled_at: null,
          created_at: at,
          updated_at: at,
        });
        items.push({
          id: randomUUID(),
          order_id: id,
          product_id: product.id,
          product_name: product.name,
          image_url: product.image_url,
          quantity,
          unit_price_paise: Number(product.price_paise),
          total_price_paise: total,
        });
      }
      await insertChunks(db, "orders", orders);
      await insertChunks(db, "order_items", items);
    }
    // The seed wrote straight into the tables, so the sales summaries' triggers marked every day
    // stale; sum them once here, as migration 0036 does for existing data (decision 083).
    const { sumAllSalesDays } = await import("../../app/billing/sales-report/sales-days.server");
    await sumAllSalesDays(db);
    if (engine === "PostgreSQL") await sql`vacuum analyze`.execute(db);
  });
  const { from, before } = {
    from: dayStart,
    before: new Date(Date.parse(dayStart) + DAY_MS).toISOString(),
  };
  const count = await m.db
    .getDb()
    .selectFrom("transactions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("created_at", ">=", from)
    .where("created_at", "<", before)
    .executeTakeFirstOrThrow();
  return { busyDay, busyDayEntries: Number(count.n) };
}

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
    const { status } = await fetchOnce(app, path, cookie);
    if (status !== 200) throw new Error(`scale: GET ${path} answered ${status}`);
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
    // A write by another connection (this one): every cached staff page is old after it.
    const write = async () => {
      await m.db
        .getDb()
        .insertInto("rate_limits")
        .values({ id: randomUUID(), key: `bench:${randomUUID()}`, count: 1, last_request: now })
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

// ---------------------------------------------------------------------------------------------
// Presentation.

const bold = (text: string, met: boolean) => (met ? text : `**${text}**`);

/** One table per database; a missed figure in bold. */
export function scaleTables(result: ScaleResult): string {
  return result.engines
    .map((e) => {
      const rows = [
        `### ${e.engine}`,
        "",
        `Busy day ${e.busyDay}: ${e.busyDayEntries.toLocaleString("en-US")} day-book entries; ` +
          `sales report of the financial year ${e.financialYear}; seeded in ${e.seedSeconds.toFixed(0)} s.`,
        "",
        `| Page | Request | HTML | Single p50 | Single p95 | Target | Server CPU / request | After a write: p95, CPU | Host (single) | ${CONNECTIONS} conns p99 | Req/s | Host (${CONNECTIONS} conns) |`,
        "| --- | --- | --: | --: | --: | --: | --: | --: | --- | --: | --: | --- |",
      ];
      for (const r of e.rows) {
        const path = r.path.replace(/\/billing\/customers\/[^/?]+/, "/billing/customers/:id");
        const note = REWORKED.has(r.label) ? " (being reworked)" : "";
        rows.push(
          `| ${r.label}${note} | \`${path}\` | ${(r.htmlBytes / 1024).toFixed(0)} KB | ` +
            `${ms(r.single.p50)} | ${bold(ms(r.single.p95), r.verdict.singleMet)}` +
            `${r.single.requests < SINGLE_REQUESTS ? ` (${r.single.requests} requests)` : ""} | ` +
            `< ${TARGETS.singleP95[r.kind]} ms | ${ms(r.single.cpuMs)} | ` +
            `${r.miss ? `${ms(r.miss.p95)}, ${ms(r.miss.cpuMs)}` : "not cached"} | ${hostText(r.single.host)} | ` +
            `${bold(ms(r.concurrent.p99), r.verdict.concurrentMet)}` +
            `${r.concurrent.errors ? ` (**${r.concurrent.errors} errors**)` : ""} | ` +
            `${r.concurrent.perSecond.toFixed(0)} | ${hostText(r.concurrent.host)} |`,
        );
      }
      return rows.join("\n");
    })
    .join("\n\n");
}

export function scaleVersions(result: ScaleResult): string {
  return result.engines.map((e) => e.version).join("; ");
}

export function scaleReading(result: ScaleResult): string {
  const sentences = [
    result.missed.length
      ? `**Targets missed:** ${result.missed.join("; ")}.`
      : `Every page met its targets on ${result.engines.map((e) => e.engine).join(" and ")}.`,
  ];
  if (result.skipped) sentences.push(`${result.skipped}: PostgreSQL was not measured.`);
  sentences.push(
    '"After a write" (pages the page cache serves, decision 103): the single client again, each ' +
      "request after a write by another connection, so every one is rendered: what a view costs " +
      "after a bill, a payment or an expense; reported, not held to a target.",
  );
  return sentences.join(" ");
}
