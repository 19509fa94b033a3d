import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { mulberry32, type QueryStats } from "./bills";
import { generateBills, type BillRowValues } from "./bills-generate";
import { generateMoney, writeBills } from "./bills-seed";
import { percentile, thousands } from "./common";
import type { Engine, LatencyStats } from "./shop";

/**
 * The customers list (/billing/customers) and a customer's page at the issue's scale: the
 * production app started on a fresh data directory, on SQLite and then (when it can be reached)
 * on a fresh PostgreSQL database, created here and dropped at the end. Each time CUSTOMERS
 * customers and BILLS bills are written straight into the tables: the billing bench's generated
 * bills (scripts/bench/bills-generate.ts, with their lines, payments and cash-book entries,
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
 *
 * This file holds the part's settings, its figures' types, the app's modules and the seeding
 * (which the scale and jobs parts share); what is measured and the run are
 * scripts/bench/customers-run.ts, the report scripts/bench/customers-report.ts.
 */

export const CUSTOMERS = 20_000;
export const BILLS = 100_000;
export const YEARS = 3;
export const QUERY_WARMUP = 5;
export const QUERY_RUNS = 60;
export const REQUESTS = 100;
export const WARMUP = 10;
export const CONCURRENCY = 4;
/** The target for the server time, p95. */
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

export type CustomerValues = {
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
