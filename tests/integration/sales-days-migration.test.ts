/* eslint-disable @typescript-eslint/no-explicit-any -- the database before 0036 has another shape */
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { sumSpan } from "~/domain/sales-days.server";
import { generateBills } from "../../scripts/bench/bills-generate";
import { generateMoney, writeBills } from "../../scripts/bench/bills-seed";
import { migrationDatabase } from "../helpers/migration-db";

/**
 * Migration 0036 (decision 083), on SQLite and PostgreSQL: the pre-summed days it fills from the
 * records already there — 600 bills of the billing bench's generator over a year (lines,
 * payments, voids, cancellations), linked to customers, with a refund and shop orders placed,
 * paid, cancelled and returned — equal the days summed by the app's own rules
 * (sales-days.server.ts `sumSpan`) over the same records, row for row, once migration 0045 has
 * added the ledger's money out and entries per day (decision 108); a record written after it
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
  // A day with money out only (an expense paid by UPI, before the bills' year).
  await db
    .insertInto("transactions")
    .values({
      id: "expense-only",
      transaction_type: "expense",
      amount_paise: 12_500,
      payment_method: "upi",
      category: "Rent",
      type: "expense",
      created_at: iso(NOW - 450 * DAY),
    })
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
const LEDGER_DAYS = "0045_ledger_days";

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

describe("migrations 0036 and 0045: the pre-summed sales and ledger days", () => {
  it("fill every day from the records as the app's own rules sum them", async () => {
    const at0036 = await rowsOf();
    expect(at0036.sales_days!.length).toBeGreaterThan(20);
    expect(at0036.sales_day_customers!.length).toBeGreaterThan(20);
    expect(at0036.sales_day_items!.length).toBeGreaterThan(20);
    expect(await db.selectFrom("sales_days_stale").selectAll().execute()).toEqual([]);
    // 0045 adds the ledger's money out, its cash part and the entries per side (decision 108):
    // a day with only money out gets its first row; the app's sums then change nothing.
    await migrateTo(LEDGER_DAYS);
    const backfilled = await rowsOf();
    const outOnly = backfilled.sales_days!.filter(
      (d: any) => !at0036.sales_days!.some((o: any) => o.day === d.day),
    );
    expect(outOnly.length).toBeGreaterThan(0);
    for (const d of outOnly as any[]) {
      expect([d.billed_paise, d.received_paise, d.income_count]).toEqual([0, 0, 0]);
      expect(d.paid_out_paise).toBeGreaterThan(0);
    }
    const money = await sql<{
      out: unknown;
      cash_out: unknown;
      incomes: unknown;
      expenses: unknown;
    }>`select sum(case when type = 'expense' then amount_paise else 0 end) as out,
        sum(case when type = 'expense' and (payment_method is null or payment_method = 'cash')
          then amount_paise else 0 end) as cash_out,
        sum(case when type = 'income' then 1 else 0 end) as incomes,
        sum(case when type = 'expense' then 1 else 0 end) as expenses
      from transactions`.execute(db);
    const keptMoney = await sql<{
      out: unknown;
      cash_out: unknown;
      incomes: unknown;
      expenses: unknown;
    }>`select sum(paid_out_paise) as out, sum(cash_out_paise) as cash_out,
        sum(income_count) as incomes, sum(expense_count) as expenses from sales_days`.execute(db);
    const numbers = (r: Record<string, unknown>) => Object.values(r).map(Number);
    expect(numbers(keptMoney.rows[0]!)).toEqual(numbers(money.rows[0]!));
    expect(Number(money.rows[0]!.expenses)).toBeGreaterThan(1);
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

  it("come off with down, and up works again", async () => {
    await migrateTo("0044_data_writes");
    const columns = (await db.introspection.getTables())
      .find((t) => t.name === "sales_days")!
      .columns.map((c) => c.name);
    expect(columns).not.toContain("paid_out_paise");
    await migrateTo("0035_opening_cash");
    expect((await tables()).filter((t) => t.startsWith("sales_day"))).toEqual([]);
    await migrateTo(LEDGER_DAYS);
    const again = await rowsOf();
    expect(again.sales_days!.length).toBeGreaterThan(20);
    expect(again.sales_days!.some((d: any) => Number(d.paid_out_paise) > 0)).toBe(true);
  });
});
