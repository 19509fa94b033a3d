import { randomUUID } from "node:crypto";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { createUser, sessionCookieFor } from "../../tests/e2e/harness";
import { load, sqliteVersion } from "./bills";
import { Cleanups, pgAdmin, pgUrlFor } from "./common";
import { buildGuard, startBenchApp } from "./server";
import {
  CATEGORY_SLUG,
  EXTRA_PRODUCTS,
  ORDERS,
  PAGE,
  SEARCH_TERM,
  appModules,
  benchCheckout,
  benchListing,
  forgetApp,
  type Engine,
  type EngineResult,
  type Shopper,
  type ShopResult,
} from "./shop";
import { seedCatalog } from "./shop-products";

/**
 * LimraKart's run (scripts/bench/shop.ts describes it): on each database a fresh app, its
 * shoppers and extra products, then the storefront's listings and the checkout measured.
 */

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
  const users: Shopper[] = new Array(count);
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
    const activeProducts = await seedCatalog(m, engine, EXTRA_PRODUCTS);
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
