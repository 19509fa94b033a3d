import os from "node:os";
import { performance } from "node:perf_hooks";
import { createUser, sessionCookieFor } from "../../tests/e2e/harness";
import {
  BILLS,
  YEARS,
  appModules,
  forgetApp,
  ms,
  sqliteVersion,
  type BillsEngineResult,
  type BillsListing,
  type BillsResult,
  type Modules,
} from "./bills";
import { generateBills } from "./bills-generate";
import { benchListing, listingSpecs } from "./bills-listings";
import { PAYMENTS, generateMoney, writeBills } from "./bills-seed";
import { Cleanups, pgAdmin, pgUrlFor, thousands } from "./common";
import { buildGuard, startBenchApp } from "./server";
import type { Engine } from "./shop";

/**
 * The billing part's run (scripts/bench/bills.ts describes it): on each database a fresh app,
 * BILLS bills with their money written into it and checked, then every list measured.
 */

// ---------------------------------------------------------------------------------------------
// Clean-up, also when the run is interrupted (index.ts calls cleanUpBills from its signal handler).

const cleanups = new Cleanups("bills");

/** Stops the running app, removes its data directory and drops the bench's database. */
export async function cleanUpBills(): Promise<void> {
  await cleanups.drain();
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: one fresh database per run.

const withPgAdmin = pgAdmin("bills");

/** The figures settleBill keeps, as read back: what the bulk update must agree with. */
async function figuresOf(m: Modules, ids: string[]) {
  const rows = await m.db
    .getDb()
    .selectFrom("complaints")
    .select(["id", "advance_paise", "received_paise", "balance_paise", "payment_status"])
    .where("id", "in", ids)
    .orderBy("id")
    .execute();
  return JSON.stringify(rows.map((r) => ({ ...r, balance_paise: Number(r.balance_paise) })));
}

/**
 * Checks the bulk figures against the app's own settleBill on one bill in a thousand (those with
 * a voided payment, a cancellation or a part payment among them): settling again changes nothing.
 */
async function checkFigures(m: Modules, ids: string[]) {
  const sample = ids.filter((_, i) => i % 1000 === 7);
  const before = await figuresOf(m, sample);
  await m.db
    .getDb()
    .transaction()
    .execute(async (trx) => {
      for (const id of sample) await m.payments.settleBill(trx, id);
    });
  if ((await figuresOf(m, sample)) !== before) {
    throw new Error("bills: the bulk figures differ from settleBill's");
  }
}

async function seedBills(m: Modules, engine: Engine, staffId: string) {
  const db = m.db.getDb();
  const now = Date.now();
  const rows = generateBills(BILLS, YEARS, now, staffId);
  const money = generateMoney(rows, now, staffId);
  // Without the app's statement time limit (PostgreSQL): the bulk settling updates every bill.
  await m.db.withUntimedDb((untimed) => writeBills(untimed, rows, money));
  await checkFigures(
    m,
    rows.map((r) => r.id),
  );
  // PostgreSQL's autovacuum would vacuum and analyze the tables within a minute of such inserts
  // (which also lets it answer counts from an index alone); do it now. The app never runs ANALYZE
  // on SQLite.
  let trigramIndexes: boolean | undefined;
  if (engine === "PostgreSQL") {
    const { sql } = await import("kysely");
    await m.db.withUntimedDb((untimed) =>
      sql`vacuum analyze complaints, bill_lines, payments, transactions`.execute(untimed),
    );
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from pg_indexes where tablename = 'complaints' and indexdef like '%gin_trgm_ops%'`.execute(
      db,
    );
    trigramIndexes = Number(rows[0]?.n) > 0;
  }
  const counts = await db
    .selectFrom("complaints")
    .select((eb) => [
      eb.fn.countAll<number>().as("n"),
      eb.fn
        .sum<number>(
          eb.case().when("payment_status", "in", ["unpaid", "part_paid"]).then(1).else(0).end(),
        )
        .as("p"),
    ])
    .executeTakeFirstOrThrow();
  const paid = await db
    .selectFrom("payments")
    .select((eb) => [
      eb.fn.countAll<number>().as("n"),
      eb.fn.count<number>("voided_at").as("voided"),
    ])
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom("bill_lines")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return {
    bills: Number(counts.n),
    pending: Number(counts.p),
    payments: Number(paid.n),
    voided: Number(paid.voided),
    lines: Number(lines.n),
    trigramIndexes,
  };
}

/** The server's version; also checks, before anything else runs, that it can be reached. */
function postgresVersion(): Promise<string> {
  return withPgAdmin(async (c) => {
    const { rows } = await c.query<{ server_version: string }>("show server_version");
    return `PostgreSQL ${rows[0]!.server_version}`;
  });
}

/** A fresh database for the engine (PostgreSQL: created now, dropped at the clean-up). */
async function databaseEnv(engine: Engine): Promise<Record<string, string>> {
  const env: Record<string, string> = {};
  if (engine === "PostgreSQL") {
    const name = `limra_bench_bills_${Date.now().toString(36)}_${process.pid}`;
    cleanups.push(() =>
      withPgAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
    );
    await withPgAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
    env.DATABASE_URL = pgUrlFor(name);
  }
  return env;
}

/** The bills written and counted back, each count checked against what was written. */
async function seedAndCheck(m: Modules, engine: Engine, staffId: string) {
  const t0 = performance.now();
  const seeded = await seedBills(m, engine, staffId);
  const { bills, pending, payments } = seeded;
  const seedSeconds = (performance.now() - t0) / 1000;
  console.log(
    `bills: ${engine}: ${thousands(bills)} bills (${thousands(pending)} with a balance), ` +
      `${thousands(seeded.lines)} lines, ${thousands(payments)} payments ` +
      `(${thousands(seeded.voided)} voided) written in ${seedSeconds.toFixed(1)} s`,
  );
  if (bills !== BILLS) throw new Error(`bills: ${bills} bills in the database, not ${BILLS}`);
  if (payments !== PAYMENTS) {
    throw new Error(`bills: ${payments} payments in the database, not ${PAYMENTS}`);
  }
  return { ...seeded, seedSeconds };
}

async function benchEngine(
  engine: Engine,
  version: string,
  check: { current?: () => void },
): Promise<BillsEngineResult> {
  const started = performance.now();
  const depth = cleanups.depth;
  try {
    const env = await databaseEnv(engine);

    console.log(`\nbills: ${engine}: starting the app`);
    const app = await startBenchApp({ env });
    cleanups.push(async () => {
      await app.stop();
      await forgetApp();
    });
    check.current ??= buildGuard();
    const guard = check.current;

    // The staff member, created exactly like the e2e tests create users (which also points this
    // process's copy of the app's modules at the running app's database), signed in by cookie.
    const staff = await createUser("staff", { name: "Bench Counter Staff" });
    const cookie = (await sessionCookieFor(staff.id)).header;
    const m = await appModules();

    const seeded = await seedAndCheck(m, engine, staff.id);
    const loadAverage = os.loadavg()[0]!;
    const listings: BillsListing[] = [];
    for (const spec of listingSpecs(m)) {
      listings.push(await benchListing(app, m, spec, cookie, guard));
    }
    return {
      engine,
      version,
      ...seeded,
      loadAverage,
      listings,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await cleanups.run(depth);
  }
}

/** Both databases, one after the other; cleans up after itself, also when it fails. */
export async function runBillsBench(): Promise<BillsResult> {
  const check: { current?: () => void } = {};
  const versions = { SQLite: sqliteVersion(), PostgreSQL: await postgresVersion() };
  const engines: BillsEngineResult[] = [];
  try {
    for (const engine of ["SQLite", "PostgreSQL"] as const) {
      engines.push(await benchEngine(engine, versions[engine], check));
    }
  } finally {
    await cleanups.run();
  }
  const missed = engines.flatMap((e) =>
    e.listings
      .filter((l) => l.queries.p95 >= l.targetMs)
      .map(
        (l) =>
          `${e.engine}: ${l.label} (loader queries p95 ${ms(l.queries.p95)}, target ${ms(l.targetMs)})`,
      ),
  );
  return { engines, missed };
}
