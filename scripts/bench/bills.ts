import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import SQLite from "better-sqlite3";
import { createUser, sessionCookieFor, type RunningApp } from "../../tests/e2e/harness";
import { ROOT, buildGuard, startBenchApp } from "./server";
import { Cleanups, percentile, pgAdmin, pgUrlFor } from "./common";
import { PAYMENTS, generateMoney, writeBills } from "./bills-seed";
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
 */

export const BILLS = 100_000;
export const YEARS = 3;
export const REQUESTS = 200;
export const WARMUP = 20;
export const CONCURRENCY = 4;
/** The loader's queries: unmeasured calls, then measured calls, one at a time. */
export const QUERY_WARMUP = 5;
export const QUERY_RUNS = 60;
/** The issue's target for the server time (the loader's queries), p95. */
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
// Clean-up, also when the run is interrupted (index.ts calls cleanUpBills from its signal handler).

const cleanups = new Cleanups("bills");

/** Stops the running app, removes its data directory and drops the bench's database. */
export async function cleanUpBills(): Promise<void> {
  await cleanups.drain();
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: one fresh database per run.

const withPgAdmin = pgAdmin("bills");

// ---------------------------------------------------------------------------------------------
// The app's own modules, loaded in this process against the running app's database (the e2e
// harness sets DATABASE_URL, AUTH_SECRET etc. when it creates the first user).

async function appModules() {
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

type Modules = Awaited<ReturnType<typeof appModules>>;

/** Forgets this process's handles and parsed environment, so the next app starts clean. */
async function forgetApp(): Promise<void> {
  const { db, env, auth } = await appModules();
  await db.closeDb();
  env.resetEnvCache();
  auth.resetAuth();
}

// ---------------------------------------------------------------------------------------------
// 100,000 bills of a printing shop in southern Tamil Nadu: a seeded pseudo-random generator, so
// every run (and both databases) gets the same customers, particulars and amounts.

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

/** Given names, the most common first (picked with a skew towards the start of the list). */
const MEN = [
  "Murugan",
  "Senthil Kumar",
  "Karthik",
  "Saravanan",
  "Selvam",
  "Ganesan",
  "Ramesh",
  "Suresh",
  "Arun",
  "Vignesh",
  "Prakash",
  "Balaji",
  "Manikandan",
  "Muthukumar",
  "Rajesh",
  "Sivakumar",
  "Kannan",
  "Velmurugan",
  "Pandiyan",
  "Subramanian",
  "Arumugam",
  "Ayyappan",
  "Perumal",
  "Palanisamy",
  "Rajkumar",
  "Dinesh",
  "Gopalakrishnan",
  "Harish",
  "Jayakumar",
  "Mohan",
  "Nagarajan",
  "Prabhu",
  "Raghavan",
  "Sathish",
  "Sundar",
  "Thangaraj",
  "Mariappan",
  "Esakkimuthu",
  "Anbarasan",
  "Elango",
  "Karuppasamy",
  "Mahendran",
  "Rajendran",
  "Sankar",
  "Venkatesh",
  "Abdul Rahman",
  "Mohamed Ismail",
  "Syed Ibrahim",
  "Jafar Sadiq",
  "Anthony Raj",
  "Joseph",
  "John Peter",
  "Xavier",
  "Arul Doss",
  "Jebaraj",
  "Vinoth",
  "Ashok",
  "Bharath",
  "Chandran",
  "Sudalaimani",
];
const WOMEN = [
  "Lakshmi",
  "Priya",
  "Kavitha",
  "Meena",
  "Revathi",
  "Saranya",
  "Divya",
  "Deepa",
  "Geetha",
  "Malathi",
  "Anitha",
  "Selvi",
  "Uma Maheswari",
  "Vasanthi",
  "Jothi",
  "Kalaiselvi",
  "Muthulakshmi",
  "Parvathi",
  "Sumathi",
  "Tamilselvi",
  "Fathima",
  "Ayesha Banu",
  "Mary",
  "Jenifer",
  "Shanthi",
  "Bhuvaneswari",
  "Nandhini",
  "Sangeetha",
  "Pavithra",
  "Esakkiammal",
];
const SURNAMES = [
  "Kumar",
  "Raj",
  "Pandian",
  "Nadar",
  "Pillai",
  "Thevar",
  "Chettiar",
  "Krishnan",
  "Ramasamy",
  "Subbiah",
  "Shanmugam",
  "Murugesan",
  "Selvaraj",
  "Rajan",
  "Durai",
];
const INITIALS = "ABCGJKMNPRSTV";
const SHOP_NAMES = [
  "Sri",
  "Sree",
  "New",
  "Annai",
  "Amman",
  "Jaya",
  "Kumaran",
  "Velavan",
  "Lakshmi",
  "Ganesh",
  "Balaji",
  "Royal",
  "Star",
  "Jothi",
  "Sakthi",
  "Thirumalai",
  "Saravana",
  "Nellai",
  "Pothigai",
  "Thamirabarani",
];
const SHOP_KINDS = [
  "Stores",
  "Textiles",
  "Medicals",
  "Hardwares",
  "Sweets",
  "Bakery",
  "Mobiles",
  "Electricals",
  "Traders",
  "Jewellers",
  "Agencies",
  "Hotel",
  "Tex",
  "Furniture",
  "Auto Works",
  "Fancy Stores",
  "Silks",
  "Departmental Store",
];
const INSTITUTIONS = [
  "St. Xavier's Higher Secondary School",
  "Government Hospital, Palayamkottai",
  "Sarah Tucker College",
  "Nellai Dental Clinic",
  "Kamaraj Matriculation School",
  "Sri Sankara Engineering Consultants",
  "Holy Cross Church",
  "Arulmigu Nellaiappar Temple Trust",
  "Jamia Masjid Committee",
  "Pothigai Chit Funds",
  "Annai Velankanni Hospital",
  "Tirunelveli Traders Association",
];
/** Names written in Tamil (about one bill in eight). */
const TAMIL_NAMES = [
  "முருகன்",
  "செந்தில் குமார்",
  "லட்சுமி",
  "கார்த்திக்",
  "சரவணன்",
  "மீனாட்சி",
  "இசக்கிமுத்து",
  "சுடலைமணி",
  "ஸ்ரீ அம்மன் ஸ்டோர்ஸ்",
  "கணேஷ் டெக்ஸ்டைல்ஸ்",
  "அன்னை மெடிக்கல்ஸ்",
  "செல்வி",
  "பாண்டியன்",
  "முத்துலட்சுமி",
  "ராஜேஸ்வரி",
  "வேலவன் ஹார்டுவேர்ஸ்",
];
const STREETS = [
  "North Car Street",
  "South Bazaar",
  "Trivandrum Road",
  "Main Road",
  "Kailasapuram",
  "Vannarpettai",
  "Perumalpuram",
  "Gandhi Nagar",
  "Church Street",
  "Anna Nagar",
];
const TOWNS = [
  "Tirunelveli",
  "Palayamkottai",
  "Thoothukudi",
  "Tenkasi",
  "Nagercoil",
  "Ambasamudram",
  "Kovilpatti",
  "Sankarankovil",
];

type Job = { text: (pick: <T>(list: readonly T[]) => T) => string; min: number; max: number };
const PCS = [100, 200, 250, 500, 1000];
/** Particulars and their amounts in rupees (min–max, rounded to ₹10). */
const JOBS: Job[] = [
  {
    text: (p) => `Visiting cards ${p(PCS)} nos, ${p(["matt lamination", "glossy", "art card"])}`,
    min: 250,
    max: 1_800,
  },
  {
    text: (p) => `Wedding invitation cards ${p([200, 300, 500, 750, 1000])} nos with design`,
    min: 1_500,
    max: 25_000,
  },
  {
    text: (p) => `Flex banner ${p([6, 8, 10, 12, 20])} × ${p([3, 4, 6, 10])} ft`,
    min: 300,
    max: 4_000,
  },
  {
    text: (p) => `PVC ID cards ${p([40, 60, 120, 300])} nos with lanyard`,
    min: 2_000,
    max: 30_000,
  },
  {
    text: (p) => `Bill books ${p([5, 10, 20])} nos, ${p(["A5", "1/4 demy"])} (50 × 2)`,
    min: 600,
    max: 5_000,
  },
  { text: (p) => `Letterheads ${p(PCS)} nos, A4, two colour`, min: 500, max: 3_500 },
  { text: () => "Logo design (3 options, 2 revisions)", min: 300, max: 1_000 },
  { text: (p) => `Xerox ${p([20, 50, 120, 300])} pages + spiral binding`, min: 50, max: 600 },
  { text: (p) => `Lamination A4 ${p([5, 10, 25])} nos`, min: 50, max: 400 },
  { text: (p) => `Round stickers ${p(PCS)} nos, die-cut`, min: 400, max: 3_000 },
  { text: (p) => `Wall calendars ${p([100, 250, 500])} nos, 12 sheets`, min: 4_000, max: 40_000 },
  { text: (p) => `Certificates ${p([50, 100, 200])} nos, 300 gsm`, min: 500, max: 4_000 },
  {
    text: (p) => `Shop board flex with iron frame ${p([8, 10, 12])} × ${p([3, 4])} ft`,
    min: 1_500,
    max: 8_000,
  },
  { text: (p) => `Menu cards ${p([25, 50, 100])} nos, laminated`, min: 800, max: 5_000 },
  { text: (p) => `திருமண அழைப்பிதழ் ${p([300, 500, 1000])} (வடிவமைப்புடன்)`, min: 2_000, max: 20_000 },
  { text: (p) => `விசிட்டிங் கார்டு ${p(PCS)}`, min: 250, max: 1_500 },
];

const CANCEL_REASONS = [
  "Customer cancelled the order",
  "Entered twice",
  "Customer did not come back for the proof",
];

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_MS = 5.5 * 60 * 60 * 1000;

/** yyyy-mm-dd of a moment in Asia/Kolkata. */
function indiaDay(ms: number): string {
  return new Date(ms + IST_MS).toISOString().slice(0, 10);
}

export type BillRowValues = {
  id: string;
  complaint_number: string;
  customer_name: string;
  customer_phone: string | null;
  customer_address: string | null;
  service_type: string;
  complaint_description: string;
  actual_cost_paise: number;
  discount_paise: number;
  estimated_cost_paise: number;
  advance_paise: number;
  received_paise: number;
  status: "pending" | "in_progress" | "completed";
  completion_date: string | null;
  discount_percent_bp: number | null;
  round_off_paise: number;
  cancelled_at: string | null;
  cancelled_by: string | null;
  cancel_reason: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
};

/**
 * `count` bills over the `years` years up to `now`: about 60% pending, 8% in progress and 32%
 * completed (the work's status), at any age, one in a hundred cancelled; a discount on one in five
 * (in rupees, or a percentage on one in twenty, then rounded off to whole rupees); shop hours
 * (9:30 to 20:30 India time), fewer on Sundays; bill numbers in the order the bills were made.
 * `advance_paise` and `received_paise` are what the customer is meant to pay (the billing bench
 * turns them into payments, scripts/bench/bills-seed.ts, and the figures are then recomputed from
 * those); the balance and the payment status are left for that too.
 */
export function generateBills(count: number, years: number, now: number, createdBy: string) {
  const random = mulberry32(20261122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const pickCommon = <T>(list: readonly T[]): T => list[Math.floor(random() ** 2 * list.length)]!;
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

  const days = Math.round(years * 365.25);
  const todayStart = Date.parse(`${indiaDay(now)}T00:00:00+05:30`);
  /** A moment in shop hours on one of the days (fewer bills on Sundays), never after `now`. */
  const moment = (): number => {
    for (;;) {
      const day = todayStart - between(0, days - 1) * DAY_MS;
      if (new Date(day + IST_MS).getUTCDay() === 0 && random() < 0.7) continue;
      const t = Math.floor(day + (9.5 * 60 + random() * 11 * 60) * 60_000);
      return t > now ? t - DAY_MS : t;
    }
  };
  const times = Array.from({ length: count }, moment);
  times.sort((a, b) => a - b);

  const name = (): string => {
    const r = random();
    if (r < 0.12) return pick(TAMIL_NAMES);
    if (r < 0.22) return `${pick(SHOP_NAMES)} ${pick(SHOP_KINDS)}`;
    if (r < 0.25) return pick(INSTITUTIONS);
    const given = random() < 0.7 ? pickCommon(MEN) : pickCommon(WOMEN);
    const form = random();
    if (form < 0.45) return `${pick([...INITIALS])}. ${given}`;
    if (form < 0.7) return `${given} ${pick([...INITIALS])}`;
    if (form < 0.9) return `${given} ${pick(SURNAMES)}`;
    return given;
  };

  const rows: BillRowValues[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const job = pick(JOBS);
    const amount = between(job.min / 10, job.max / 10) * 1000;
    const d = random();
    const percentBp = d < 0.05 ? between(1, 4) * 250 : null;
    const discount =
      percentBp !== null
        ? Math.round((amount * percentBp) / 10_000)
        : d < 0.2
          ? Math.min(amount, between(1, 10) * 1000)
          : 0;
    const rest = (amount - discount) % 100;
    const roundOff = rest >= 50 ? 100 - rest : -rest;
    const total = amount - discount + roundOff;
    const r = random();
    const status = r < 0.6 ? "pending" : r < 0.68 ? "in_progress" : "completed";
    const advance = random() < 0.4 ? Math.round((total * between(2, 5)) / 1000) * 100 : 0;
    const received = status === "completed" ? total - advance : 0;
    const created = times[i]!;
    const done = status === "completed" ? Math.min(now, created + between(1, 5) * DAY_MS) : null;
    const createdAt = new Date(created).toISOString();
    const cancelled =
      status === "pending" && random() < 1 / 60
        ? new Date(Math.min(now, created + between(0, 3) * DAY_MS)).toISOString()
        : null;
    rows[i] = {
      id: randomUUID(),
      complaint_number: `BILL${String(i + 1).padStart(4, "0")}`,
      customer_name: name(),
      customer_phone:
        random() < 0.9
          ? `+91${pick(["9", "8", "7", "6"])}${between(100_000_000, 999_999_999)}`
          : null,
      customer_address:
        random() < 0.5 ? `${between(1, 250)}, ${pick(STREETS)}, ${pick(TOWNS)}` : null,
      service_type: "Service",
      complaint_description: job.text(pick),
      actual_cost_paise: amount,
      discount_paise: discount,
      estimated_cost_paise: total,
      advance_paise: advance,
      received_paise: received,
      status,
      completion_date: done === null ? null : new Date(done).toISOString(),
      discount_percent_bp: percentBp,
      round_off_paise: roundOff,
      cancelled_at: cancelled,
      cancelled_by: cancelled === null ? null : createdBy,
      cancel_reason: cancelled === null ? null : pick(CANCEL_REASONS),
      created_by: createdBy,
      created_at: createdAt,
      updated_at: cancelled ?? (done === null ? createdAt : new Date(done).toISOString()),
    };
  }
  return rows;
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

// ---------------------------------------------------------------------------------------------
// One database.

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

type Expected = {
  total: number;
  page: number;
  pageCount: number;
  first?: string;
  summary?: { count: number; totalPaise: number };
};

type ListingSpec = {
  label: string;
  path: string;
  /** The loader's calls (app/billing/bills/routes/*.tsx), with its filters. */
  queries: () => Promise<Expected>;
  /** Old Pending: the page is checked for its total and count only (see listingSpecs). */
  totalOnly?: boolean;
  /** What the page must show, when it is no list of bills (the sales report: its billed total). */
  markers?: (expected: Expected) => string[];
  /** The queries' target at p95 when not TARGET_MS. */
  targetMs?: number;
};

/**
 * The sales report over a preset range (app/billing/sales-report): its loader's one call,
 * `salesReport` (billed and received per period, methods, top customers, top items, all summed
 * in SQL). `total` is the number of periods; the page must show the billed total.
 */
function salesReportSpec(
  m: Modules,
  label: string,
  preset: "last-12-months" | "this-month",
  group: "day" | "month",
): ListingSpec {
  const query = { ...m.salesDays.presetRange(preset), group };
  const billed = (paise: number) => m.format.formatRupees(paise);
  return {
    label,
    path: m.salesDays.salesReportHref(query),
    queries: async () => {
      const r = await m.salesReport.salesReport(query);
      return { total: r.periods.length, page: 1, pageCount: 1, first: billed(r.billedPaise) };
    },
    markers: (expected) => [expected.first!],
    targetMs: REPORT_TARGET_MS,
  };
}

function listingSpecs(m: Modules): ListingSpec[] {
  const { listBills, pendingSummary } = m.bills;
  const oldBills = async (q: string, page: number) => {
    const r = await listBills({ q, page });
    return { total: r.total, page: r.page, pageCount: r.pageCount, first: r.bills[0]?.number };
  };
  // Old Pending (decision 024): the bills with a balance left, and their count and total in SQL.
  // The page's loader may still filter its list by the work status while the UI moves over, so
  // the page is checked for the total and the count, which both ways agree on.
  const pending = async (from: string, to: string) => {
    const filters = { q: "", from, to };
    const [list, summary] = await Promise.all([
      listBills({ ...filters, due: true, page: 1 }),
      pendingSummary(filters),
    ]);
    return {
      total: list.total,
      page: list.page,
      pageCount: list.pageCount,
      first: list.bills[0]?.number,
      summary,
    };
  };
  const now = Date.now();
  const to = indiaDay(now);
  const from = indiaDay(now - (RANGE_DAYS - 1) * DAY_MS);
  return [
    { label: LABELS.first, path: "/billing/old-complaint", queries: () => oldBills("", 1) },
    {
      label: LABELS.page,
      path: `/billing/old-complaint?page=${PAGE}`,
      queries: () => oldBills("", PAGE),
    },
    {
      label: LABELS.name,
      path: `/billing/old-complaint?q=${NAME_TERM}`,
      queries: () => oldBills(NAME_TERM, 1),
    },
    {
      label: LABELS.number,
      path: `/billing/old-complaint?q=${BILL_NUMBER}`,
      queries: () => oldBills(BILL_NUMBER, 1),
    },
    ...HISTORY_STATUSES.map((status) => ({
      label: status === "paid" ? LABELS.paid : LABELS.inProgress,
      path: `/billing/history?status=${status}`,
      queries: async () => {
        const r = await listBills({ q: "", status, page: 1 });
        return { total: r.total, page: r.page, pageCount: r.pageCount, first: r.bills[0]?.number };
      },
    })),
    {
      label: LABELS.range,
      path: `/billing/old-pending?from=${from}&to=${to}`,
      queries: () => pending(from, to),
      totalOnly: true,
    },
    {
      label: LABELS.pendingAll,
      path: "/billing/old-pending",
      queries: () => pending("", ""),
      totalOnly: true,
    },
    salesReportSpec(m, LABELS.salesYear, "last-12-months", "month"),
    salesReportSpec(m, LABELS.salesMonth, "this-month", "day"),
  ];
}

async function benchListing(
  app: RunningApp,
  m: Modules,
  spec: ListingSpec,
  cookie: string,
  check: () => void,
): Promise<BillsListing> {
  const url = `${app.baseUrl}${spec.path}`;

  // What the page must show: the loader's own answer, computed here.
  const expected = await spec.queries();
  if (!expected.first) throw new Error(`bills: ${spec.path} would show no bills`);
  const markers: string[] = [];
  if (spec.markers) {
    markers.push(...spec.markers(expected));
  } else if (expected.summary) {
    markers.push(
      m.format.formatRupees(expected.summary.totalPaise, { whole: true }),
      `${expected.summary.count} pending ${expected.summary.count === 1 ? "bill" : "bills"}`,
    );
  } else {
    markers.push(`${expected.total} ${expected.total === 1 ? "bill" : "bills"}`);
  }
  if (!spec.totalOnly && !spec.markers) {
    markers.push(expected.first);
    if (expected.pageCount > 1) markers.push(`Page ${expected.page} of ${expected.pageCount}`);
  }

  let htmlBytes = 0;
  const request = () =>
    fetch(url, { headers: { ...BROWSER_HEADERS, Cookie: cookie }, redirect: "manual" });
  const get = async () => {
    // A kept-alive connection the server closed while this process was busy (the synchronous
    // SQLite inserts hold its event loop for seconds) fails once: try again on a new one.
    const res = await request().catch(() =>
      request().catch((error: unknown) => {
        throw new Error(
          `bills: GET ${spec.path} failed (${String((error as Error).cause ?? error)}); ` +
            `the server's last words:\n${app.logs().slice(-2_000)}`,
          { cause: error },
        );
      }),
    );
    const html = await res.text();
    if (res.status !== 200) {
      throw new Error(`bills: GET ${spec.path} answered ${res.status}:\n${html.slice(0, 500)}`);
    }
    // React separates adjacent text with <!-- --> in server-rendered HTML.
    const text = html.replaceAll("<!-- -->", "");
    const missing = markers.find((marker) => !text.includes(marker));
    if (missing)
      throw new Error(`bills: GET ${spec.path} does not show ${JSON.stringify(missing)}`);
    htmlBytes = Buffer.byteLength(html);
  };

  await load(WARMUP, CONCURRENCY, get);
  check();
  const stats = await load(REQUESTS, CONCURRENCY, get);
  check();

  // The loader's queries alone (what every request above waited for), one call at a time.
  const times: number[] = [];
  for (let i = 0; i < QUERY_WARMUP + QUERY_RUNS; i++) {
    const t0 = performance.now();
    await spec.queries();
    if (i >= QUERY_WARMUP) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const queries = {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };

  const result: BillsListing = {
    label: spec.label,
    path: spec.path,
    matches: expected.summary?.count ?? expected.total,
    pendingTotalPaise: expected.summary?.totalPaise,
    htmlBytes,
    queries,
    targetMs: spec.targetMs ?? TARGET_MS,
    stats,
  };
  console.log(
    `bills: ${spec.label.padEnd(33)} ${thousands(result.matches).padStart(7)} matches; ` +
      `queries p50 ${ms(queries.p50)}, p95 ${ms(queries.p95)}; HTTP ${statsLine(stats)}`,
  );
  return result;
}

export function sqliteVersion(): string {
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
): Promise<BillsEngineResult> {
  const started = performance.now();
  const depth = cleanups.depth;
  const env: Record<string, string> = {};
  try {
    if (engine === "PostgreSQL") {
      const name = `limra_bench_bills_${Date.now().toString(36)}_${process.pid}`;
      cleanups.push(() =>
        withPgAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
          () => {},
        ),
      );
      await withPgAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
      env.DATABASE_URL = pgUrlFor(name);
    }

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

    const t0 = performance.now();
    const seeded = await seedBills(m, engine, staff.id);
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

    const loadAverage = os.loadavg()[0]!;
    const listings: BillsListing[] = [];
    for (const spec of listingSpecs(m)) {
      listings.push(await benchListing(app, m, spec, cookie, guard));
    }
    return {
      engine,
      version,
      ...seeded,
      seedSeconds,
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

// ---------------------------------------------------------------------------------------------
// Presentation.

function ms(value: number): string {
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
}

function statsLine(s: LatencyStats): string {
  return `p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, p99 ${ms(s.p99)}, ${s.perSecond.toFixed(1)} requests/s`;
}

const thousands = (n: number) => n.toLocaleString("en-US");

export function billsTable(result: BillsResult): string {
  const rows = [
    "| Database | List | Request | Matches | HTML | Queries p50 | Queries p95 | Queries p99 | HTTP p50 | HTTP p95 | HTTP p99 | Requests/s |",
    "| --- | --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |",
  ];
  for (const e of result.engines) {
    for (const l of e.listings) {
      const missed = l.queries.p95 >= l.targetMs;
      rows.push(
        `| ${e.engine} | ${l.label} | \`GET ${l.path}\` | ${thousands(l.matches)} | ` +
          `${(l.htmlBytes / 1024).toFixed(0)} KB | ${ms(l.queries.p50)} | ` +
          `${missed ? `**${ms(l.queries.p95)}**` : ms(l.queries.p95)} | ${ms(l.queries.p99)} | ` +
          `${ms(l.stats.p50)} | ${ms(l.stats.p95)} | ${ms(l.stats.p99)} | ` +
          `${l.stats.perSecond.toFixed(1)} |`,
      );
    }
  }
  return rows.join("\n");
}

export function billsDatabaseVersions(result: BillsResult): string {
  return result.engines.map((e) => e.version).join("; ");
}

export function billsLoadAverages(result: BillsResult): string {
  return result.engines.map((e) => `${e.engine} ${e.loadAverage.toFixed(1)}`).join(", ");
}

/** "20.1 s on SQLite and 38.2 s on PostgreSQL, all rows included". */
export function billsSeeding(result: BillsResult): string {
  const times = result.engines.map((e) => `${e.seedSeconds.toFixed(1)} s on ${e.engine}`);
  return `${times.join(" and ")}, every table and the settling included`;
}

/** "200,000 payments (6,012 voided) and 199,874 lines; 45,210 bills with a balance left". */
export function billsMoney(result: BillsResult): string {
  const one = (f: (e: BillsEngineResult) => number) =>
    [...new Set(result.engines.map((e) => thousands(f(e))))].join(" / ");
  return (
    `${one((e) => e.payments)} payments (${one((e) => e.voided)} voided), ` +
    `${one((e) => e.lines)} bill lines in all, ${one((e) => e.pending)} bills left with a balance`
  );
}

function searchSentences(engines: BillsEngineResult[]): string[] {
  const p50 = (e: BillsEngineResult, label: string) => {
    const l = e.listings.find((x) => x.label === label);
    return l ? ms(l.queries.p50) : "not measured";
  };
  const sentences: string[] = [];
  const sqlite = engines.find((e) => e.engine === "SQLite");
  const postgres = engines.find((e) => e.engine === "PostgreSQL");
  if (sqlite) {
    sentences.push(
      `On SQLite no index can serve a search (\`like '%…%'\`), so it reads every bill's name and ` +
        `number, from the list's index, which carries them (migration 0006): ` +
        `${p50(sqlite, LABELS.name)} for “${NAME_TERM}” and ${p50(sqlite, LABELS.number)} for ` +
        `${BILL_NUMBER} at the median (found once, so the page's query reads the whole index to ` +
        `find it; no count follows, as a first page with room to spare holds every match).`,
    );
  }
  if (postgres) {
    sentences.push(
      postgres.trigramIndexes
        ? `On PostgreSQL the trigram indexes of migration 0006 (pg_trgm) find the matches ` +
            `directly: ${p50(postgres, LABELS.name)} and ${p50(postgres, LABELS.number)}.`
        : `On PostgreSQL the trigram indexes of migration 0006 are missing (pg_trgm could not ` +
            `be installed), so a search reads every bill: ${p50(postgres, LABELS.name)} and ` +
            `${p50(postgres, LABELS.number)}.`,
    );
  }
  const totals = engines.map((e) => `${p50(e, LABELS.pendingAll)} on ${e.engine}`).join(", ");
  sentences.push(
    `Old Pending's total over all ${thousands(engines[0]!.pending)} bills with a balance is a ` +
      `count and a sum of their balances in SQL, read from an index that carries them ` +
      `(migration 0008): ${totals} for the whole page's queries (the list and the total) at ` +
      `the median.`,
  );
  return sentences;
}

/** How much of a page the bills are: the one-bill page against the full ones. */
function htmlSentence(listings: BillsListing[]): string {
  const one = listings.find((l) => l.matches === 1);
  const full = listings.filter((l) => l.matches >= 25 && !l.pendingTotalPaise);
  if (!one || !full.length) return "";
  const fullBytes = Math.max(...full.map((l) => l.htmlBytes));
  const perBill = (fullBytes - one.htmlBytes) / 24;
  return (
    ` A page of 25 bills is ${(fullBytes / 1024).toFixed(0)} KB of HTML and the page with one ` +
    `bill ${(one.htmlBytes / 1024).toFixed(0)} KB: about ${(perBill / 1024).toFixed(1)} KB per ` +
    `bill (its row, with three inline icons and a delete confirmation, and its data for ` +
    `hydration), which the server renders and ` +
    `compresses on every request.`
  );
}

/** A paragraph that reads the figures (written from them, so it stays true on every run). */
export function billsReading(result: BillsResult, cores: string): string {
  const engines = result.engines;
  if (!engines.length) return "";
  const all = engines.flatMap((e) => e.listings.map((l) => ({ ...l, engine: e.engine })));
  const lists = all.filter((l) => l.targetMs === TARGET_MS);
  const worst = [...(lists.length ? lists : all)].sort((a, b) => b.queries.p95 - a.queries.p95)[0]!;
  const reports = all.filter((l) => l.targetMs !== TARGET_MS);
  const worstHttp = Math.max(...all.map((l) => l.stats.p95));
  const busiest = Math.max(...engines.map((e) => e.loadAverage));
  const sentences = [
    result.missed.length
      ? `**Target missed:** the loader's queries took their target or more at p95 for ` +
        `${result.missed.join("; ")}.`
      : `Every list's queries stayed under the ${TARGET_MS} ms target at p95 on ` +
        `${engines.length > 1 ? "both databases" : engines[0]!.engine}; the slowest was ` +
        `“${worst.label}” on ${worst.engine} (p95 ${ms(worst.queries.p95)}).`,
    ...searchSentences(engines),
    ...(reports.length
      ? [
          `The sales report (its own target, ${REPORT_TARGET_MS} ms at p95: a report summing ` +
            `the range's bills, lines, payments and customers, not a page of a list) took ` +
            reports.map((l) => `${ms(l.queries.p95)} for “${l.label}” on ${l.engine}`).join(", ") +
            ` at p95.`,
        ]
      : []),
    `Over HTTP, with ${CONCURRENCY} requests always in flight, the p95 was at most ` +
      `${ms(worstHttp)}: that includes the session check, rendering and compressing the page, and ` +
      `waiting for a turn on the server's single JavaScript thread (and, on SQLite, its ` +
      `synchronous queries).` +
      htmlSentence(all),
  ];
  if (busiest > Number(cores) / 2) {
    sentences.push(
      `Other work was running on the machine (load average up to ${busiest.toFixed(1)} on ` +
        `${cores} cores), so these figures are pessimistic and vary from run to run.`,
    );
  }
  return sentences.join(" ");
}
