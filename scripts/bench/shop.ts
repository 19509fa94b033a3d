import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import SQLite from "better-sqlite3";
import { createUser, sessionCookieFor, type RunningApp } from "../../tests/e2e/harness";
import { Cleanups, percentile, pgAdmin, pgUrlFor } from "./common";
import { ROOT, buildGuard, startBenchApp } from "./server";

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
// Clean-up, also when the run is interrupted (index.ts calls cleanUpShop from its signal handler).

const cleanups = new Cleanups("shop");

/** Stops the running app, removes its data directory and drops the bench's database. */
export async function cleanUpShop(): Promise<void> {
  await cleanups.drain();
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: one fresh database per run.

const withPgAdmin = pgAdmin("shop");

async function createPgDatabase(name: string): Promise<void> {
  await withPgAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
}

async function dropPgDatabase(name: string): Promise<void> {
  await withPgAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

// ---------------------------------------------------------------------------------------------
// The app's own modules, loaded in this process against the running app's database (the e2e
// harness sets DATABASE_URL, AUTH_SECRET etc. when it creates the first user).

async function appModules() {
  const [db, env, auth, catalog] = await Promise.all([
    import("../../app/platform/db/db.server"),
    import("../../app/platform/env.server"),
    import("../../app/platform/auth/auth.server"),
    import("../../app/shop/storefront/catalog.server"),
  ]);
  return { db, env, auth, catalog };
}

/** Forgets this process's handles and parsed environment, so the next app starts clean. */
async function forgetApp(): Promise<void> {
  const { db, env, auth } = await appModules();
  await db.closeDb();
  env.resetEnvCache();
  auth.resetAuth();
}

// ---------------------------------------------------------------------------------------------
// 5,000 products with realistic names: a seeded pseudo-random generator, so every run (and both
// databases) gets the same catalog.

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FINISHES = [
  "Matte",
  "Glossy",
  "Kraft",
  "Textured",
  "Linen",
  "Pearl",
  "Velvet Touch",
  "Recycled",
  "Metallic",
  "Spot UV",
  "Embossed",
  "Classic",
  "Premium",
  "Eco",
  "Foil Stamped",
  "Handmade Paper",
];
const DESIGNS = [
  "Kolam",
  "Lotus",
  "Peacock",
  "Mango Leaf",
  "Jasmine",
  "Temple Border",
  "Paisley",
  "Geometric",
  "Minimal",
  "Floral",
  "Madras Check",
  "Banana Leaf",
  "Rangoli",
  "Monogram",
  "Watercolour",
  "Art Deco",
  "Chettinad Tile",
  "Tanjore Gold",
  "Sunrise",
  "Monsoon",
];
const NOUNS: Record<string, string[]> = {
  "visiting-cards": ["Visiting Cards", "Business Cards", "Square Visiting Cards", "Folded Cards"],
  "invitation-cards": [
    "Wedding Invitations",
    "Housewarming Invitations",
    "Birthday Invitations",
    "Engagement Cards",
  ],
  "id-cards": ["PVC ID Cards", "Student ID Cards", "Employee ID Cards", "Lanyard ID Cards"],
  "posters-flex-banners": ["Flex Banners", "A3 Posters", "Standee Banners", "Shop Boards"],
  certificates: ["Award Certificates", "Course Certificates", "Participation Certificates"],
  letterheads: ["Letterheads", "A4 Letterheads", "Clinic Letterheads"],
  envelopes: ["Cover Envelopes", "Window Envelopes", "Gift Envelopes", "A4 Envelopes"],
  "bill-books": ["Bill Books", "Invoice Books", "Receipt Books", "Delivery Challan Books"],
  "logo-design": ["Logo Design Pack", "Brand Kit", "Logo Refresh"],
  "menu-cards-brochures": ["Menu Cards", "Tri-Fold Brochures", "Table Tent Cards", "Flyers"],
  "stickers-labels": ["Round Stickers", "Product Labels", "Jar Labels", "Die-Cut Stickers"],
  "calendar-printing": ["Wall Calendars", "Desk Calendars", "Monthly Calendars"],
  tea: ["Masala Chai", "Nilgiri Black Tea", "Cardamom Tea", "Ginger Tea", "Green Tea"],
};
const DEFAULT_NOUNS = ["Prints", "Cards", "Labels"];
const QUANTITIES = [50, 100, 250, 500, 1000];
const TEA_PACKS = ["Kraft Pouch", "Tin", "Gift Box", "Refill Pack", "Jar"];
const TEA_WEIGHTS = ["100 g", "250 g", "500 g", "1 kg"];

type Category = { id: string; slug: string };

function generateProducts(categories: Category[], count: number, now: string) {
  const random = mulberry32(20261121);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const rows = [];
  for (let i = 0; i < count; i++) {
    const category = categories[i % categories.length]!;
    const noun = pick(NOUNS[category.slug] ?? DEFAULT_NOUNS);
    const design = pick(DESIGNS);
    let name: string;
    let short: string;
    let description: string;
    if (category.slug === "tea") {
      const pack = pick(TEA_PACKS);
      const weight = pick(TEA_WEIGHTS);
      name = `${noun}, ${design} ${pack} (${weight})`;
      short = `${weight} of ${noun.toLowerCase()} in a ${pack.toLowerCase()}.`;
      description = `${short} Blended and packed in Tamil Nadu; the ${design.toLowerCase()} edition.`;
    } else {
      const finish = pick(FINISHES);
      const quantity = pick(QUANTITIES);
      name = `${finish} ${noun}, ${design} Design (${quantity} pcs)`;
      short = `${quantity} ${noun.toLowerCase()} with a ${finish.toLowerCase()} finish.`;
      description = `${short} ${design} design, or send us your own artwork; proof on WhatsApp before printing.`;
    }
    const slug = `bench-${String(i + 1).padStart(4, "0")}-${name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")}`;
    rows.push({
      id: `bench-product-${i + 1}`,
      slug,
      category_id: category.id,
      name,
      name_ta: null,
      short_description: short,
      short_description_ta: null,
      description,
      description_ta: null,
      // ₹50 to ₹5,000 in ₹5 steps.
      price_paise: (10 + Math.floor(random() * 991)) * 500,
      // One in twenty sold out (still listed).
      stock_quantity: random() < 0.05 ? 0 : 1 + Math.floor(random() * 500),
      image_url:
        category.slug === "tea"
          ? "/images/shop/placeholder.svg"
          : `/images/shop/${category.slug}.svg`,
      is_active: 1,
      weight: null,
      shelf_life_months: null,
      payment_button_id: null,
      route: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Load generation.

function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

/** Runs `send(0..count-1)`, `concurrency` at a time; the latency of each and the wall time. */
async function load(
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
const BROWSER_HEADERS = {
  Accept: "text/html,application/xhtml+xml",
  "Accept-Encoding": "gzip, deflate, br",
  "Accept-Language": "en-IN,en;q=0.9",
};

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

type Modules = Awaited<ReturnType<typeof appModules>>;

async function seedCatalog(m: Modules, engine: Engine): Promise<number> {
  const db = m.db.getDb();
  const categories = await db
    .selectFrom("product_categories")
    .select(["id", "slug"])
    .where("is_active", "=", 1)
    .orderBy("sort_order")
    .execute();
  const rows = generateProducts(categories, EXTRA_PRODUCTS, new Date().toISOString());
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 250) {
      await trx
        .insertInto("products")
        .values(rows.slice(i, i + 250))
        .execute();
    }
  });
  // PostgreSQL's autovacuum would analyze the table within a minute of such an insert; do it
  // now so the planner sees the 5,000 rows (the app never runs ANALYZE on SQLite).
  if (engine === "PostgreSQL") {
    const { sql } = await import("kysely");
    await sql`analyze`.execute(db);
  }
  const active = await db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("is_active", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(active.n);
}

async function benchListing(
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

async function benchCheckout(
  app: RunningApp,
  m: Modules,
  users: { id: string; email: string; cookie: string }[],
  check: () => void,
  failures: string[],
): Promise<CheckoutSummary> {
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
  const stockBefore = await stockOf(m);

  // Warm the checkout route up with its page (no order placed).
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
  check();

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
  check();

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

/**
 * `count` customers, each with a session (a signed cookie, as the e2e tests plant it). The first
 * is created exactly like the e2e tests create users (with a password), which also points this
 * process's copy of the app's modules at the running app's database; the others through the
 * same auth library call without a password, which spares 199 deliberately slow password hashes
 * (about 0.1 s of CPU each) that have nothing to do with shopping.
 */
async function createShoppers(count: number) {
  const runId = randomUUID().slice(0, 8);
  const email = (i: number) => `shopper-${i + 1}-${runId}@bench.test`;
  const name = (i: number) => `Bench Shopper ${i + 1}`;
  const users: { id: string; email: string; cookie: string }[] = new Array(count);
  const first = await createUser("customer", {
    email: email(0),
    name: name(0),
    password: `bench-${runId}-password`,
  });
  users[0] = {
    id: first.id,
    email: first.email,
    cookie: (await sessionCookieFor(first.id)).header,
  };
  const { getAuth } = await import("../../app/platform/auth/auth.server");
  const ctx = await getAuth().$context;
  await load(count - 1, 4, async (n) => {
    const i = n + 1;
    const user = await ctx.internalAdapter.createUser(
      { email: email(i), name: name(i), emailVerified: true },
      { method: "admin" },
    );
    users[i] = { id: user.id, email: user.email, cookie: (await sessionCookieFor(user.id)).header };
  });
  return users;
}

function sqliteVersion(): string {
  const memory = new SQLite(":memory:");
  const row = memory.prepare("select sqlite_version() as v").get() as { v: string };
  memory.close();
  const pkg = JSON.parse(
    readFileSync(path.join(ROOT, "node_modules/better-sqlite3/package.json"), "utf8"),
  ) as { version: string };
  return `SQLite ${row.v} (better-sqlite3 ${pkg.version})`;
}

/** The server's version; also checks, before anything else runs, that it can be reached. */
function postgresVersion(): Promise<string> {
  return withPgAdmin(async (c) => {
    const { rows } = await c.query<{ server_version: string }>("show server_version");
    return `PostgreSQL ${rows[0]!.server_version}`;
  });
}

async function benchEngine(
  engine: Engine,
  version: string,
  check: { current?: () => void },
): Promise<EngineResult> {
  const started = performance.now();
  const depth = cleanups.depth;
  const env: Record<string, string> = {};
  try {
    if (engine === "PostgreSQL") {
      const name = `limra_bench_shop_${Date.now().toString(36)}_${process.pid}`;
      cleanups.push(() => dropPgDatabase(name));
      await createPgDatabase(name);
      env.DATABASE_URL = pgUrlFor(name);
    }

    console.log(`\nshop: ${engine}: starting the app`);
    const app = await startBenchApp({ env });
    cleanups.push(async () => {
      await app.stop();
      await forgetApp();
    });
    check.current ??= buildGuard();
    const guard = check.current;

    const t0 = performance.now();
    const shoppers = await createShoppers(ORDERS);
    const m = await appModules();
    const activeProducts = await seedCatalog(m, engine);
    console.log(
      `shop: ${engine}: ${ORDERS} customers and ${EXTRA_PRODUCTS} products written ` +
        `(${activeProducts} active products) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    const loadAverage = os.loadavg()[0]!;
    const listings = [
      await benchListing(app, m, "search", { q: SEARCH_TERM }, guard),
      await benchListing(app, m, "category", { category: CATEGORY_SLUG }, guard),
      await benchListing(app, m, `page ${PAGE}`, { page: PAGE }, guard),
    ];
    const failures: string[] = [];
    const checkout = await benchCheckout(app, m, shoppers, guard, failures);
    return {
      engine,
      version,
      activeProducts,
      loadAverage,
      listings,
      checkout,
      failures: failures.map((f) => `${engine}: ${f}`),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await cleanups.run(depth);
  }
}

/** Both databases, one after the other; cleans up after itself, also when it fails. */
export async function runShopBench(): Promise<ShopResult> {
  const check: { current?: () => void } = {};
  const versions = { SQLite: sqliteVersion(), PostgreSQL: await postgresVersion() };
  const engines: EngineResult[] = [];
  try {
    for (const engine of ["SQLite", "PostgreSQL"] as const) {
      engines.push(await benchEngine(engine, versions[engine], check));
    }
  } finally {
    await cleanups.run();
  }
  return { engines, failures: engines.flatMap((e) => e.failures) };
}

// ---------------------------------------------------------------------------------------------
// Presentation.

function ms(value: number): string {
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
}

function statsLine(s: LatencyStats, unit = "requests"): string {
  return `p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, p99 ${ms(s.p99)}, ${s.perSecond.toFixed(1)} ${unit}/s`;
}

const thousands = (n: number) => n.toLocaleString("en-US");

export function storefrontTable(result: ShopResult): string {
  const rows = [
    "| Database | Request | Matches | HTML | Loader queries | p50 | p95 | p99 | Requests/s |",
    "| --- | --- | --: | --: | --: | --: | --: | --: | --: |",
  ];
  for (const e of result.engines) {
    for (const l of e.listings) {
      rows.push(
        `| ${e.engine} | \`GET ${l.path}\` | ${thousands(l.matches)} | ${(l.htmlBytes / 1024).toFixed(0)} KB | ` +
          `${ms(l.queryMs)} | ${ms(l.stats.p50)} | ${ms(l.stats.p95)} | ${ms(l.stats.p99)} | ` +
          `${l.stats.perSecond.toFixed(1)} |`,
      );
    }
  }
  return rows.join("\n");
}

export function checkoutTable(result: ShopResult): string {
  const rows = [
    "| Database | Orders | Concurrency | p50 | p95 | p99 | Orders/s | Orders in the database | Stock of the product | Result |",
    "| --- | --: | --: | --: | --: | --: | --: | --: | --- | --- |",
  ];
  for (const e of result.engines) {
    const c = e.checkout;
    rows.push(
      `| ${e.engine} | ${c.orders} | ${CHECKOUT_CONCURRENCY} | ${ms(c.stats.p50)} | ${ms(c.stats.p95)} | ` +
        `${ms(c.stats.p99)} | ${c.stats.perSecond.toFixed(1)} | ${c.ordersInDb} | ` +
        `${thousands(c.stockBefore)} → ${thousands(c.stockAfter)} | ${e.failures.length ? "FAIL" : "pass"} |`,
    );
  }
  return rows.join("\n");
}

export function databaseVersions(result: ShopResult): string {
  return result.engines.map((e) => e.version).join("; ");
}

/** "SQLite 1.2, PostgreSQL 3.4": each run's 1-minute load average when its measurements began. */
export function loadAverages(result: ShopResult): string {
  return result.engines.map((e) => `${e.engine} ${e.loadAverage.toFixed(1)}`).join(", ");
}

/** A paragraph that reads the figures (written from them, so it stays true on every run). */
export function shopReading(result: ShopResult, cores: string): string {
  const engines = result.engines;
  if (!engines.length) return "";
  const listings = engines.flatMap((e) => e.listings.map((l) => ({ ...l, engine: e.engine })));
  const span = (values: number[], format: (v: number) => string) => {
    const lo = format(Math.min(...values));
    const hi = format(Math.max(...values));
    return lo === hi ? lo : `${lo.replace(/ ms$/, "")}–${hi}`;
  };
  const perEngine = engines
    .map(
      (e) =>
        `${span(
          e.listings.map((l) => l.stats.p50),
          ms,
        )} on ${e.engine}`,
    )
    .join(" and ");
  const worstP99 = Math.max(...listings.map((l) => l.stats.p99));
  const threadMs = listings.map((l) => 1000 / l.stats.perSecond);
  const queryShare = Math.max(...listings.map((l) => l.queryMs / (1000 / l.stats.perSecond)));
  const kb = Math.round(Math.max(...listings.map((l) => l.htmlBytes)) / 1024);
  const searches = listings.filter((l) => l.label === "search");
  const searchSlowest = engines.every((e) => {
    const search = e.listings.find((l) => l.label === "search");
    return search && e.listings.every((l) => l.stats.p50 <= search.stats.p50);
  });
  const byRate = [...engines].sort(
    (x, y) => y.checkout.stats.perSecond - x.checkout.stats.perSecond,
  );
  const busiest = Math.max(...engines.map((e) => e.loadAverage));
  const ok = !result.failures.length;

  const sentences = [
    `With ${thousands(engines[0]!.activeProducts)} active products a storefront page took a median of ` +
      `${perEngine}, and no p99 exceeded ${ms(worstP99)}.`,
    `With ${CONCURRENCY} requests always in flight most of that is waiting for a turn: the server ` +
      `finished a page every ${span(threadMs, ms)} (${span(
        listings.map((l) => l.stats.perSecond),
        (v) => v.toFixed(0),
      )} pages/s) and renders on a single JavaScript thread. ` +
      `The loader's queries alone take ${span(
        listings.map((l) => l.queryMs),
        ms,
      )} of a page; ` +
      (queryShare < 0.5
        ? `most of the rest is rendering and compressing about ${kb} KB of HTML (24 product cards, ` +
          `the category list and the data the page hydrates from).`
        : `the rest is rendering and compressing about ${kb} KB of HTML.`),
    searchSlowest
      ? `The search for “${SEARCH_TERM}” is the slowest listing on ${engines.length > 1 ? "both databases" : engines[0]!.engine}` +
        ` (its queries: ${searches.map((l) => `${ms(l.queryMs)} on ${l.engine}`).join(", ")}): ` +
        `a \`like '%…%'\` over four text columns, which no index can serve, so it reads every active ` +
        `product and grows with the catalog.`
      : `A search is a \`like '%…%'\` over four text columns, which no index can serve (its queries: ` +
        `${searches.map((l) => `${ms(l.queryMs)} on ${l.engine}`).join(", ")}), so it reads every ` +
        `active product and grows with the catalog.`,
    `Checkout placed ${byRate.map((e) => `${e.checkout.stats.perSecond.toFixed(0)} orders/s on ${e.engine}`).join(" and ")} ` +
      `with ${CHECKOUT_CONCURRENCY} customers at a time buying the same product: each order is one ` +
      `transaction whose conditional stock update holds that product's row (on SQLite the whole ` +
      `database) until it commits, so concurrent orders queue behind one another.`,
    ok
      ? `Every one of the ${ORDERS} checkouts placed an order on ${engines.length > 1 ? "both databases" : engines[0]!.engine}, ` +
        `each database then held exactly ${ORDERS} orders and the stock had dropped by exactly ` +
        `${ORDERS}: nothing was lost or sold twice under contention.`
      : `**The checks failed:** ${result.failures.join("; ")}.`,
  ];
  if (busiest > Number(cores) / 2) {
    sentences.push(
      `Other work was running on the machine (load average up to ${busiest.toFixed(1)} on ` +
        `${cores} cores), so these figures are pessimistic and vary from run to run.`,
    );
  }
  return sentences.join(" ");
}
