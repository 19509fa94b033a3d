import { performance } from "node:perf_hooks";
import { sql } from "kysely";

/**
 * The queries of the staff pages the page cache does not hold, and the ledger's sums from
 * pre-summed days with and without today stale (decision 108), timed in this process on a
 * database already seeded by the scale part (issue 37, decision 103): `DATABASE_URL=<url or
 * file:…/limra.db> npx tsx scripts/bench/scale-loaders.ts [--plans]`. Keep the seeded database of
 * a scale run with BENCH_SCALE_HOLD (scale.ts) and copy it. Each loader function runs WARMUP
 * times, then RUNS times: median and worst milliseconds, and this process's CPU per call.
 * `--plans` prints each page's main statements' plans (EXPLAIN QUERY PLAN / EXPLAIN ANALYZE).
 */

const WARMUP = 5;
const RUNS = 30;

async function time(label: string, work: () => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) await work();
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await work();
    times.push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(cpu0);
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)]!;
  const cpuMs = (cpu.user + cpu.system) / 1000 / RUNS;
  console.log(
    `${label.padEnd(34)} median ${median.toFixed(2).padStart(7)} ms, worst ${times.at(-1)!.toFixed(2).padStart(7)} ms, CPU ${cpuMs.toFixed(2)} ms`,
  );
}

async function main() {
  const { getDb, closeDb } = await import("../../app/platform/db/db.server");
  const { isPostgres } = await import("../../app/platform/db/dialect");
  const reminders = await import("../../app/billing/reminders/overdue.server");
  const notifications = await import("../../app/billing/notifications/notifications.server");
  const orders = await import("../../app/shop/store-admin/orders/index.server");
  const { migrateToLatest } = await import("../../app/platform/db/migrate.server");
  const db = getDb();
  // A database seeded by an older checkout gets this one's indexes first.
  const migrated = await migrateToLatest(db);
  if (migrated.error) throw migrated.error;
  if (isPostgres(db)) await sql`analyze`.execute(db);
  const now = new Date();

  await time("reminders: overdue > 30, page 1", () => reminders.overdueCustomers(30, 1, now));
  await time("reminders: overdue > 90, page 40", () => reminders.overdueCustomers(90, 40, now));
  await time("reminders: step 1", () => reminders.overdueStep(30, 1, now));
  await time("notifications: page 1", () =>
    notifications.listPendingNotifications({ page: 1, role: "staff" }),
  );
  await time("orders desk: all, page 1", () =>
    orders.ordersTab(new URLSearchParams()).then(() => orders.awaitingConfirmationCount()),
  );
  await time("orders desk: search 'LK0029'", () =>
    orders.ordersTab(new URLSearchParams({ q: "LK0029" })),
  );

  // The ledger's sums from pre-summed days (decision 108): as read between writes, and after a
  // money write marked today stale (each call then sums today again from its records first).
  const ledger = await import("../../app/billing/ledger/ledger.server");
  const opening = await import("../../app/billing/cash-book/opening.server");
  const { indiaDateKey } = await import("../../app/lib/dates");
  const today = indiaDateKey(now);
  const markToday = () => db.insertInto("sales_days_stale").values({ day: today }).execute();
  const ledgerPieces: [string, () => Promise<unknown>][] = [
    ["income & expenses: all-time totals", () => ledger.ledgerTotals()],
    ["income & expenses: 12 months", () => ledger.monthlySeries(now)],
    ["opening cash of today", () => opening.openingCashOf(today)],
  ];
  for (const [label, work] of ledgerPieces) {
    await time(label, work);
    await time(`${label}, today stale`, () => markToday().then(work));
  }

  if (process.argv.includes("--plans")) {
    const cutoff = reminders.overdueCutoff(30, now);
    const statements = [
      sql`select count(*) from customers where merged_into is null and balance_paise > 0 and oldest_due_at < ${cutoff}`,
      sql`select id from customers where merged_into is null and balance_paise > 0 and oldest_due_at < ${cutoff} order by oldest_due_at, id limit 25 offset 0`,
      sql`select count(*) from customers where merged_into is null and balance_paise > 0 and oldest_due_at < ${cutoff} and id in (select customer_id from customer_reminders where sent_at >= ${cutoff} and sent_at < ${now.toISOString()})`,
      sql`select count(*), max(created_at) from notifications where is_read = 0 and type in ('alert', 'update')`,
      sql`select id from notifications where is_read = 0 and type in ('alert', 'update') order by created_at desc, id desc limit 25`,
      sql`select count(*) from orders`,
      sql`select id from orders order by created_at desc, id desc limit 20`,
    ];
    for (const statement of statements) {
      const explain = isPostgres(db)
        ? sql`explain (analyze, buffers) ${statement}`
        : sql`explain query plan ${statement}`;
      const { rows } = await explain.execute(db);
      console.log(`\n${statement.compile(db).sql}`);
      for (const row of rows as Record<string, unknown>[]) {
        console.log(`  ${String(row["QUERY PLAN"] ?? row.detail)}`);
      }
    }
  }
  await closeDb();
}

await main();
