/* eslint-disable @typescript-eslint/no-explicit-any -- the database before 0036 has another shape */
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { sumSpan } from "~/billing/sales-report/sales-days.server";
import { createMigrator } from "~/platform/db/migrate.server";
import { generateBills } from "../../scripts/bench/bills-generate";
import { generateMoney, writeBills } from "../../scripts/bench/bills-seed";
import { migrationDatabase } from "../helpers/migration-db";

/**
 * Migration 0036 (decision 083), on SQLite and PostgreSQL: the pre-summed days it fills from the
 * records already there — 600 bills of the billing bench's generator over a year (lines,
 * payments, voids, cancellations), linked to customers, with a refund and shop orders placed,
 * paid, cancelled and returned — equal the days summed by the app's own rules
 * (sales-days.server.ts `sumSpan`) over the same records, row for row; a record written after it
 * marks its day stale; down removes it all and up works again.
 */

const { db, dialect, migrateTo, tables } = migrationDatabase("sd", "0035_opening_cash");

const NOW = Date.parse("2026-12-02T05:00:00.000Z");
const iso = (ms: number) => new Date(ms).toISOString();
const DAY = 86_400_000;

async function oldRecords() {
  const staffId = "staff-0036";
  await db
    .insertInto("users")
    .values({
      id: staffId,
      name: "Staff",
      email: "staff-0036@example.in",
      email_verified: dialect === "postgres" ? true : 1,
      created_at: iso(NOW),
      updated_at: iso(NOW),
    })
    .execute();
  const customers = [1, 2, 3, 4, 5].map((i) => ({
    id: `cust-${i}`,
    phone: `+9198765000${i}0`,
    name: `Customer ${i}`,
    name_key: `customer ${i}`,
    created_at: iso(NOW - 400 * DAY),
    updated_at: iso(NOW - 400 * DAY),
  }));
  await db.insertInto("customers").values(customers).execute();
  // The generator's money is made for its full 100,000 bills: the first 600 and theirs are kept.
  const all = generateBills(100_000, 1, NOW, staffId);
  const money = generateMoney(all, NOW, staffId);
  const bills = all.slice(0, 600).map((b, i) => ({
    ...b,
    customer_id: i % 3 === 0 ? null : customers[i % customers.length]!.id,
  }));
  const kept = { lines: money.lines.slice(0, 600), payments: money.payments.slice(0, 600) };
  await writeBills(db as never, bills as never, kept);
  // Every 25th bill cancelled two days after its date (after its payments and voids, or not).
  const ids = bills.filter((_, i) => i % 25 === 1).map((b) => b.id);
  for (const id of ids) {
    const row = await db
      .selectFrom("complaints")
      .select("created_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    await db
      .updateTable("complaints")
      .set({ cancelled_at: iso(Date.parse(String(row.created_at)) + 2 * DAY), balance_paise: 0 })
      .where("id", "=", id)
      .execute();
  }
  // A refund after a bill's cancellation: written off on its day.
  const cancelled = await db
    .selectFrom("complaints")
    .select(["id", "cancelled_at"])
    .where("cancelled_at", "is not", null)
    .where("customer_id", "is not", null)
    .executeTakeFirstOrThrow();
  const refund = (id: string, bill: string, at: number) => ({
    id,
    transaction_type: "refund",
    amount_paise: 5000,
    payment_method: "cash",
    category: "Refund",
    type: "expense",
    complaint_id: bill,
    created_at: iso(at),
  });
  await db
    .insertInto("transactions")
    .values([refund("refund-1", cancelled.id, Date.parse(String(cancelled.cancelled_at)) + DAY)])
    .execute();
  await shopOrders(staffId);
}

async function shopOrders(userId: string) {
  const order = (n: number, status: string, at: number, extra: Record<string, unknown> = {}) => ({
    id: `order-${n}`,
    user_id: userId,
    order_number: `LK-${1000 + n}`,
    customer_name: "Online Buyer",
    customer_email: "buyer@example.in",
    customer_phone: "+919876500010",
    delivery_address: "1 Car Street",
    pin_code: "627006",
    total_amount_paise: 23000 * n,
    payment_method: "cod",
    payment_status: "pending",
    order_status: status,
    checkout_token: `token-${n}`,
    customer_id: "cust-1",
    created_at: iso(at),
    updated_at: iso(at),
    ...extra,
  });
  const placed = NOW - 30 * DAY;
  await db
    .insertInto("orders")
    .values([
      order(1, "delivered", placed, { payment_status: "paid" }),
      order(2, "cancelled", placed + DAY, { cancelled_at: iso(placed + 2 * DAY) }),
      order(3, "returned", placed + 3 * DAY),
    ])
    .execute();
  await db
    .insertInto("order_items")
    .values(
      [1, 2, 3].map((n) => ({
        id: `item-${n}`,
        order_id: `order-${n}`,
        product_id: "seed-product-tea-talks-gold-pack",
        product_name: "Tea Talks Gold Pack",
        quantity: n,
        unit_price_paise: 23000,
        total_price_paise: 23000 * n,
      })),
    )
    .execute();
  await db
    .insertInto("order_events")
    .values({
      id: "event-return",
      order_id: "order-3",
      kind: "status",
      from_value: "delivered",
      to_value: "returned",
      reason: "Damaged",
      actor_name: "Staff",
      created_at: iso(placed + 9 * DAY),
    })
    .execute();
  await db
    .insertInto("transactions")
    .values({
      id: "order-pay-1",
      transaction_type: "order_payment",
      amount_paise: 23000,
      payment_method: "upi",
      category: "LimraKart",
      type: "income",
      order_id: "order-1",
      created_at: iso(placed + 2 * DAY),
    })
    .execute();
}

const SUMMARIES = ["sales_days", "sales_day_customers", "sales_day_items"] as const;

async function rowsOf() {
  const out: Record<string, unknown[]> = {};
  for (const table of SUMMARIES) {
    const rows = await db.selectFrom(table).selectAll().execute();
    out[table] = rows
      .map((r: Record<string, unknown>) =>
        Object.fromEntries(
          Object.entries(r).map(([k, v]) => [k, typeof v === "string" ? v : Number(v)]),
        ),
      )
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return out;
}

beforeAll(async () => {
  await oldRecords();
  await migrateTo("0036_sales_days");
}, 120_000);

describe("migration 0036: the pre-summed sales days", () => {
  it("fills every day from the records as the app's own rules sum them", async () => {
    const backfilled = await rowsOf();
    expect(backfilled.sales_days!.length).toBeGreaterThan(20);
    expect(backfilled.sales_day_customers!.length).toBeGreaterThan(20);
    expect(backfilled.sales_day_items!.length).toBeGreaterThan(20);
    expect(await db.selectFrom("sales_days_stale").selectAll().execute()).toEqual([]);
    await db.transaction().execute(async (trx) => {
      await sumSpan(trx as never, { first: "2024-01-01", last: "2027-12-31" });
    });
    expect(await rowsOf()).toEqual(backfilled);
    // The totals are the records' own: billed = bills − cancellations + orders' net sales.
    const billed = await sql<{
      n: unknown;
    }>`select (select sum(estimated_cost_paise) from complaints)
        - (select coalesce(sum(estimated_cost_paise), 0) from complaints where cancelled_at is not null)
        + 23000 as n`.execute(db);
    const kept = await sql<{ n: unknown }>`select sum(billed_paise) as n from sales_days`.execute(
      db,
    );
    expect(Number(kept.rows[0]!.n)).toBe(Number(billed.rows[0]!.n));
    const returned = backfilled.sales_days!.find(
      (d: any) => d.day === new Date(NOW - 21 * DAY + 5.5 * 3600_000).toISOString().slice(0, 10),
    ) as any;
    expect(returned?.billed_paise).toBe(-69000);
  });

  it("marks a day stale when a record is written on it, in the same transaction", async () => {
    await db
      .insertInto("transactions")
      .values({
        id: "late-income",
        transaction_type: "income",
        amount_paise: 700,
        type: "income",
        created_at: "2026-12-01T18:30:00.000Z",
      })
      .execute();
    const stale = await db.selectFrom("sales_days_stale").select("day").execute();
    expect(stale.map((s: { day: string }) => s.day)).toEqual(["2026-12-02"]);
  });

  it("comes off with down, and up works again", async () => {
    await createMigrator(db).migrateDown();
    expect((await tables()).filter((t) => t.startsWith("sales_day"))).toEqual([]);
    await migrateTo("0036_sales_days");
    expect((await rowsOf()).sales_days!.length).toBeGreaterThan(20);
  });
});
