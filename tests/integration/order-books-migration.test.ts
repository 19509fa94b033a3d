/* eslint-disable @typescript-eslint/no-explicit-any -- the database before 0018 has another shape */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { createDb } from "~/platform/db/db.server";
import { createMigrator } from "~/platform/db/migrate.server";
import { createPgDatabase, dropPgDatabase, pgUrlFor, removeDir } from "./db-harness";

/**
 * Migration 0018 (LimraKart orders in the books): up adds `transactions.order_id` and its index,
 * keeping the entries there were; down drops both (the entries stay) and up works again. On
 * SQLite and PostgreSQL.
 */

const dialect = process.env.TEST_DIALECT ?? "sqlite";
let db: Kysely<any>;
let cleanup: () => Promise<void>;

async function migrateTo(name: string) {
  const result = await createMigrator(db).migrateTo(name);
  if (result.error) throw result.error;
}

const columns = async () =>
  (await db.introspection.getTables())
    .find((t) => t.name === "transactions")!
    .columns.map((c) => c.name);

const hasIndex = async () => {
  const rows =
    dialect === "postgres"
      ? await db
          .selectFrom("pg_indexes" as any)
          .select("indexname as name")
          .where("indexname", "=", "transactions_order_idx")
          .execute()
      : await db
          .selectFrom("sqlite_master" as any)
          .select("name")
          .where("type", "=", "index")
          .where("name", "=", "transactions_order_idx")
          .execute();
  return rows.length === 1;
};

beforeAll(async () => {
  if (dialect === "postgres") {
    const name = `${inject("testTemplate").replace(/_tpl$/, "")}_ob_${crypto.randomUUID().slice(0, 8)}`;
    await createPgDatabase(name);
    db = createDb(pgUrlFor(name)) as Kysely<any>;
    cleanup = async () => {
      await db.destroy();
      await dropPgDatabase(name);
    };
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), "limra-migration-"));
    db = createDb(`file:${path.join(dir, "old.db")}`) as Kysely<any>;
    cleanup = async () => {
      await db.destroy();
      removeDir(dir);
    };
  }
  await migrateTo("0014_customers_overdue");
});

afterAll(async () => {
  await cleanup?.();
});

const entry = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  transaction_type: "income",
  amount_paise: 5000,
  type: "income",
  created_at: "2026-11-26T05:00:00.000Z",
  ...extra,
});

describe("migration 0018", () => {
  it("adds transactions.order_id with its index; down drops them, keeping the entries; up again", async () => {
    await db.insertInto("transactions").values(entry("t-before")).execute();
    expect(await columns()).not.toContain("order_id");
    await migrateTo("0018_order_books");
    expect(await columns()).toContain("order_id");
    expect(await hasIndex()).toBe(true);
    await db
      .insertInto("transactions")
      .values(entry("t-order", { order_id: "o-1" }))
      .execute();
    const rows = await db
      .selectFrom("transactions")
      .select(["id", "order_id"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: "t-before", order_id: null },
      { id: "t-order", order_id: "o-1" },
    ]);

    await migrateTo("0014_customers_overdue");
    expect(await columns()).not.toContain("order_id");
    expect(await hasIndex()).toBe(false);
    const kept = await db.selectFrom("transactions").select("id").orderBy("id").execute();
    expect(kept.map((r) => r.id)).toEqual(["t-before", "t-order"]);

    await migrateTo("0018_order_books");
    expect(await columns()).toContain("order_id");
    expect(await hasIndex()).toBe(true);
  });

  it("books the orders already paid (not cancelled) once, dated when they last changed", async () => {
    await migrateTo("0014_customers_overdue");
    const at = "2026-11-20T06:00:00.000Z";
    await db
      .insertInto("users")
      .values({
        id: "u-ob",
        name: "Old Buyer",
        email: "old.buyer@example.com",
        email_verified: dialect === "postgres" ? false : 0,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const order = (n: number, extra: Record<string, unknown>) => ({
      id: `o-${n}`,
      user_id: "u-ob",
      order_number: `LK-OLD-${n}`,
      customer_name: "Old Buyer",
      customer_email: "old.buyer@example.com",
      customer_phone: "9876500000",
      delivery_address: "1 Main Road",
      pin_code: "628001",
      total_amount_paise: 1000 * n,
      checkout_token: `tok-${n}`,
      payment_method: "cod",
      created_at: at,
      updated_at: `2026-11-2${n}T06:00:00.000Z`,
      ...extra,
    });
    await db
      .insertInto("orders")
      .values([
        order(1, { payment_status: "paid", order_status: "delivered" }),
        order(2, { payment_status: "paid", order_status: "processing", payment_method: "upi" }),
        order(3, { payment_status: "pending", order_status: "pending" }),
        order(4, { payment_status: "paid", order_status: "cancelled" }),
      ])
      .execute();
    const booked = () =>
      db
        .selectFrom("transactions")
        .select(["order_id", "amount_paise", "payment_method", "type", "created_at"])
        .where("transaction_type", "=", "order_payment")
        .orderBy("order_id")
        .execute();
    await migrateTo("0018_order_books");
    const iso = (v: unknown) => new Date(v as string).toISOString();
    const rows = (await booked()).map((r) => ({
      ...r,
      amount_paise: Number(r.amount_paise),
      created_at: iso(r.created_at),
    }));
    expect(rows).toEqual([
      {
        order_id: "o-1",
        amount_paise: 1000,
        payment_method: "cash",
        type: "income",
        created_at: "2026-11-21T06:00:00.000Z",
      },
      {
        order_id: "o-2",
        amount_paise: 2000,
        payment_method: "upi",
        type: "income",
        created_at: "2026-11-22T06:00:00.000Z",
      },
    ]);
    // Down keeps the entries; up again books nobody twice.
    await migrateTo("0014_customers_overdue");
    await migrateTo("0018_order_books");
    expect(await booked()).toHaveLength(2);
  });
});
