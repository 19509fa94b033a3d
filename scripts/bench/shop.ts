import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import type { RunningApp } from "../../tests/e2e/harness";
import { BROWSER_HEADERS, load, ms } from "./bills";
import { percentile } from "./common";

/**
 * LimraKart under load: the production app started on a fresh data directory, once on SQLite and
 * once on PostgreSQL (a fresh database, created here and dropped at the end). Each time:
 *
 * 1. Storefront: 5,000 extra active products written straight into the app's database, then
 *    GET /limrakart?q=…, ?category=… and ?page=100 (anonymous visitor), each WARMUP requests
 *    unmeasured and then REQUESTS measured, CONCURRENCY at a time. The loader's own queries
 *    (listCategories + listProducts) are also timed alone, one call at a time, in this process.
 * 2. Checkout: ORDERS customers (through the app's auth library, signed in with planted session
 *    cookies as in the e2e tests) with one unit of the same product in their cart (cart rows
 *    written directly), then every one of them POSTs
 *    /limrakart/checkout, CHECKOUT_CONCURRENCY at a time. Afterwards the database must hold
 *    exactly ORDERS orders and the product's stock must be exactly ORDERS lower.
 *
 * Latency is the time from sending the request to the last byte of the response, measured by
 * the client over loopback (keep-alive connections, gzip/brotli accepted as a browser would).
 *
 * This file holds the part's settings, its figures' types and how a listing and the checkout are
 * measured; the run is scripts/bench/shop-run.ts, the products scripts/bench/shop-products.ts,
 * the report scripts/bench/shop-report.ts.
 */

export const EXTRA_PRODUCTS = 5_000;
export const REQUESTS = 200;
export const WARMUP = 20;
export const CONCURRENCY = 4;
export const ORDERS = 200;
export const CHECKOUT_CONCURRENCY = 8;
/** Loader queries timed alone, per listing. */
const QUERY_RUNS = 30;

export const SEARCH_TERM = "kraft";
export const CATEGORY_SLUG = "visiting-cards";
export const PAGE = 100;

/** The product every cart holds (seeded by the shop migration), and its stock before checkout. */
const HOT_PRODUCT_ID = "seed-product-standard-visiting-cards-500";
const HOT_PRODUCT_STOCK = ORDERS * 5;

export type Engine = "SQLite" | "PostgreSQL";

export type LatencyStats = {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  /** Completed requests per second over the measured run (wall clock). */
  perSecond: number;
};

export type ListingResult = {
  label: string;
  path: string;
  /** Products the listing matches (the page shows 24 of them). */
  matches: number;
  /** Size of the HTML document (uncompressed). */
  htmlBytes: number;
  /** Median of the loader's queries alone (listCategories + listProducts), sequential. */
  queryMs: number;
  stats: LatencyStats;
};

export type CheckoutSummary = {
  orders: number;
  stats: LatencyStats;
  stockBefore: number;
  stockAfter: number;
  ordersInDb: number;
};

export type EngineResult = {
  engine: Engine;
  version: string;
  activeProducts: number;
  /** The machine's 1-minute load average when the measurements began (other work shares it). */
  loadAverage: number;
  listings: ListingResult[];
  checkout: CheckoutSummary;
  /** Failed checks (the bench fails when any is present). */
  failures: string[];
  seconds: number;
};

export type ShopResult = { engines: EngineResult[]; failures: string[] };

// ---------------------------------------------------------------------------------------------
// The app's own modules, loaded in this process against the running app's database (the e2e
// harness sets DATABASE_URL, AUTH_SECRET etc. when it creates the first user).

export async function appModules() {
  const [db, env, auth, catalog] = await Promise.all([
    import("../../app/platform/db/db.server"),
    import("../../app/platform/env.server"),
    import("../../app/platform/auth/auth.server"),
    import("../../app/shop/storefront/catalog.server"),
  ]);
  return { db, env, auth, catalog };
}

/** Forgets this process's handles and parsed environment, so the next app starts clean. */
export async function forgetApp(): Promise<void> {
  const { db, env, auth } = await appModules();
  await db.closeDb();
  env.resetEnvCache();
  auth.resetAuth();
}

// ---------------------------------------------------------------------------------------------
// Load generation.

function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

function statsLine(s: LatencyStats, unit = "requests"): string {
  return `p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, p99 ${ms(s.p99)}, ${s.perSecond.toFixed(1)} ${unit}/s`;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

// ---------------------------------------------------------------------------------------------
// One database.

export type Modules = Awaited<ReturnType<typeof appModules>>;

export async function benchListing(
  app: RunningApp,
  m: Modules,
  label: string,
  params: { q?: string; category?: string; page?: number },
  check: () => void,
): Promise<ListingResult> {
  const search = new URLSearchParams();
  if (params.q) search.set("q", params.q);
  if (params.category) search.set("category", params.category);
  if (params.page) search.set("page", String(params.page));
  const path = `/limrakart?${search}`;
  const url = `${app.baseUrl}${path}`;

  // What the page must show: the loader's own answer, computed here.
  const expected = await m.catalog.listProducts("en", params);
  if (expected.page !== (params.page ?? 1) || !expected.products.length) {
    throw new Error(`shop: ${path} would not show page ${params.page ?? 1} of a non-empty list`);
  }
  const markers = [`(${expected.total})`, escapeHtml(expected.products[0]!.name)];

  let htmlBytes = 0;
  const get = async () => {
    const res = await fetch(url, { headers: BROWSER_HEADERS, redirect: "manual" });
    const html = await res.text();
    if (res.status !== 200) {
      throw new Error(`shop: GET ${path} answered ${res.status}:\n${html.slice(0, 500)}`);
    }
    const missing = markers.find((marker) => !html.includes(marker));
    if (missing) throw new Error(`shop: GET ${path} does not show ${JSON.stringify(missing)}`);
    htmlBytes = Buffer.byteLength(html);
  };

  await load(WARMUP, CONCURRENCY, get);
  check();
  const stats = await load(REQUESTS, CONCURRENCY, get);
  check();

  // The loader's queries alone (what every request above waited for), one call at a time.
  const times: number[] = [];
  for (let i = 0; i < QUERY_RUNS; i++) {
    const t0 = performance.now();
    await Promise.all([m.catalog.listCategories("en"), m.catalog.listProducts("en", params)]);
    times.push(performance.now() - t0);
  }

  const result = {
    label,
    path,
    matches: expected.total,
    htmlBytes,
    queryMs: median(times.slice(5)),
    stats,
  };
  console.log(`shop: ${label.padEnd(9)} ${statsLine(stats)}; loader queries ${ms(result.queryMs)}`);
  return result;
}

/** A shopper: a customer signed in (their session cookie). */
export type Shopper = { id: string; email: string; cookie: string };

/** The hot product stocked for every order, and one unit of it in each shopper's cart. */
async function fillCarts(m: Modules, users: Shopper[]) {
  const db = m.db.getDb();
  const stocked = await db
    .updateTable("products")
    .set({ stock_quantity: HOT_PRODUCT_STOCK })
    .where("id", "=", HOT_PRODUCT_ID)
    .where("is_active", "=", 1)
    .executeTakeFirst();
  if (Number(stocked.numUpdatedRows) !== 1) {
    throw new Error(`shop: the seeded product ${HOT_PRODUCT_ID} is missing or inactive`);
  }
  const now = new Date().toISOString();
  await db
    .insertInto("cart_items")
    .values(
      users.map((u) => ({
        id: randomUUID(),
        user_id: u.id,
        product_id: HOT_PRODUCT_ID,
        quantity: 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/** Warms the checkout route up with its page (no order placed). */
async function warmCheckout(app: RunningApp, users: Shopper[]) {
  await load(Math.min(WARMUP, users.length), CHECKOUT_CONCURRENCY, async (i) => {
    const res = await fetch(`${app.baseUrl}/limrakart/checkout`, {
      headers: { ...BROWSER_HEADERS, Cookie: users[i]!.cookie },
      redirect: "manual",
    });
    const html = await res.text();
    if (res.status !== 200) {
      throw new Error(
        `shop: GET /limrakart/checkout answered ${res.status}:\n${html.slice(0, 500)}`,
      );
    }
  });
}

/** Every shopper POSTs the checkout once, CHECKOUT_CONCURRENCY at a time; their order numbers. */
async function placeOrders(app: RunningApp, users: Shopper[]) {
  const orderNumbers = new Set<string>();
  const stats = await load(users.length, CHECKOUT_CONCURRENCY, async (i) => {
    const user = users[i]!;
    const body = new URLSearchParams({
      name: `Bench Shopper ${i + 1}`,
      phone: `98${String(40_000_000 + i).padStart(8, "0")}`,
      email: user.email,
      address: `${i + 1}, Big Bazaar Street, Tiruchirappalli`,
      pinCode: "620008",
      token: randomUUID(),
    });
    const res = await fetch(`${app.baseUrl}/limrakart/checkout`, {
      method: "POST",
      headers: {
        ...BROWSER_HEADERS,
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: app.baseUrl,
        "Sec-Fetch-Site": "same-origin",
        Cookie: user.cookie,
      },
      body,
      redirect: "manual",
    });
    const text = await res.text();
    const location = res.headers.get("Location") ?? "";
    const order = /^\/limrakart\/order-confirmation\?order=(LK\d{9})$/.exec(location)?.[1];
    if (res.status < 300 || res.status > 303 || !order) {
      throw new Error(
        `shop: checkout ${i + 1} answered ${res.status} (Location ${JSON.stringify(location)}):\n` +
          text.slice(0, 500),
      );
    }
    orderNumbers.add(order);
  });
  return { stats, orderNumbers };
}

/**
 * The database after the checkouts: exactly one order (of one unit) a shopper, the stock that much
 * lower, no cart left; each difference added to `failures`.
 */
async function checkOrders(
  m: Modules,
  users: Shopper[],
  placed: { orderNumbers: Set<string>; stockBefore: number },
  failures: string[],
) {
  const { orderNumbers, stockBefore } = placed;
  const db = m.db.getDb();
  const ordersInDb = Number(
    (
      await db
        .selectFrom("orders")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const items = await db
    .selectFrom("order_items")
    .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.sum<number>("quantity").as("units")])
    .executeTakeFirstOrThrow();
  const cartLeft = Number(
    (
      await db
        .selectFrom("cart_items")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const stockAfter = await stockOf(m);

  if (orderNumbers.size !== users.length)
    failures.push(`${orderNumbers.size} distinct order numbers for ${users.length} checkouts`);
  if (ordersInDb !== users.length)
    failures.push(`${ordersInDb} orders in the database, expected exactly ${users.length}`);
  if (Number(items.n) !== users.length || Number(items.units) !== users.length)
    failures.push(`${items.n} order items (${items.units} units), expected ${users.length}`);
  if (stockBefore - stockAfter !== users.length)
    failures.push(`stock went ${stockBefore} → ${stockAfter}, expected a drop of ${users.length}`);
  if (cartLeft !== 0) failures.push(`${cartLeft} cart rows left after checkout, expected none`);

  return { ordersInDb, stockAfter };
}

export async function benchCheckout(
  app: RunningApp,
  m: Modules,
  users: Shopper[],
  check: () => void,
  failures: string[],
): Promise<CheckoutSummary> {
  await fillCarts(m, users);
  const stockBefore = await stockOf(m);
  await warmCheckout(app, users);
  check();
  const { stats, orderNumbers } = await placeOrders(app, users);
  check();
  const { ordersInDb, stockAfter } = await checkOrders(
    m,
    users,
    { orderNumbers, stockBefore },
    failures,
  );
  console.log(
    `shop: checkout  ${statsLine(stats, "orders")}; ${ordersInDb} orders, stock ${stockBefore} → ${stockAfter}`,
  );
  return { orders: users.length, stats, stockBefore, stockAfter, ordersInDb };
}

async function stockOf(m: Modules): Promise<number> {
  const row = await m.db
    .getDb()
    .selectFrom("products")
    .select("stock_quantity")
    .where("id", "=", HOT_PRODUCT_ID)
    .executeTakeFirstOrThrow();
  return Number(row.stock_quantity);
}
