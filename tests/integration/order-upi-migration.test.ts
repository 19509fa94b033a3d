/* eslint-disable @typescript-eslint/no-explicit-any -- the database before 0011 has another shape */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { createDb } from "~/platform/db/db.server";
import { createMigrator } from "~/platform/db/migrate.server";
import { createPgDatabase, dropPgDatabase, pgUrlFor, removeDir } from "./db-harness";

/**
 * Migration 0011 (orders paid by UPI) on a database holding an order with items: the order and
 * its items come through intact (SQLite rebuilds the table), 'upi' is then accepted and any
 * other method still refused; down and up again work. On SQLite and PostgreSQL.
 */

const dialect = process.env.TEST_DIALECT ?? "sqlite";
let db: Kysely<any>;
let cleanup: () => Promise<void>;

async function migrateTo(name: string) {
  const result = await createMigrator(db).migrateTo(name);
  if (result.error) throw result.error;
}

beforeAll(async () => {
  if (dialect === "postgres") {
    const name = `${inject("testTemplate").replace(/_tpl$/, "")}_upi_${crypto.randomUUID().slice(0, 8)}`;
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
  await migrateTo("0010_money_indexes");
});

afterAll(async () => {
  await cleanup?.();
});

const AT = "2026-03-01T05:00:00.000Z";

function order(id: string, method: string) {
  return {
    id,
    user_id: "u1",
    order_number: `ORD-${id}`,
    customer_name: "Meena",
    customer_email: "meena@example.com",
    customer_phone: "9876543210",
    delivery_address: "12 Main Road, Madurai",
    pin_code: "625001",
    total_amount_paise: 45000,
    payment_method: method,
    checkout_token: `token-${id}`,
    created_at: AT,
    updated_at: AT,
  };
}

const ms = (v: unknown) => (v instanceof Date ? v.getTime() : Date.parse(String(v)));

async function orderAndItems(id: string) {
  const row = await db
    .selectFrom("orders")
    .select([
      "order_number",
      "total_amount_paise",
      "payment_method",
      "payment_status",
      "created_at",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  const items = await db
    .selectFrom("order_items")
    .select(["id", "product_name", "quantity", "total_price_paise"])
    .where("order_id", "=", id)
    .orderBy("id")
    .execute();
  return { row: row && { ...row, created_at: ms(row.created_at) }, items };
}

describe("migration 0011 on a database with orders", () => {
  it("keeps the orders and their items, then accepts UPI and still refuses other methods", async () => {
    const product = await db.selectFrom("products").select("id").limit(1).executeTakeFirstOrThrow();
    await db
      .insertInto("users")
      .values({
        id: "u1",
        name: "Meena",
        email: "meena@example.com",
        email_verified: dialect === "postgres" ? false : 0,
        created_at: AT,
        updated_at: AT,
      })
      .execute();
    await db.insertInto("orders").values(order("o1", "cod")).execute();
    await db
      .insertInto("order_items")
      .values(
        ["i1", "i2"].map((id, n) => ({
          id,
          order_id: "o1",
          product_id: product.id,
          product_name: `Card ${n + 1}`,
          quantity: n + 1,
          unit_price_paise: 15000,
          total_price_paise: 15000 * (n + 1),
        })),
      )
      .execute();
    await expect(db.insertInto("orders").values(order("o0", "upi")).execute()).rejects.toThrow();
    const before = await orderAndItems("o1");
    expect(before.items).toHaveLength(2);

    await migrateTo("0011_order_upi");
    expect(await orderAndItems("o1")).toEqual(before);
    await db.insertInto("orders").values(order("o2", "upi")).execute();
    expect((await orderAndItems("o2")).row?.payment_method).toBe("upi");
    await expect(db.insertInto("orders").values(order("o3", "card")).execute()).rejects.toThrow();
    // The rebuilt table keeps its cascade to the items and its indexes.
    await db.deleteFrom("orders").where("id", "=", "o2").execute();

    await migrateTo("0010_money_indexes");
    expect(await orderAndItems("o1")).toEqual(before);
    await expect(db.insertInto("orders").values(order("o4", "upi")).execute()).rejects.toThrow();
    await migrateTo("0011_order_upi");
    expect(await orderAndItems("o1")).toEqual(before);
    await db.insertInto("orders").values(order("o5", "upi")).execute();
  });

  it("keeps the indexes 0005 made and order_items' cascade", async () => {
    await db.deleteFrom("orders").where("id", "=", "o1").execute();
    expect((await orderAndItems("o1")).items).toEqual([]);
    const indexes =
      dialect === "postgres"
        ? await db
            .selectFrom("pg_indexes" as any)
            .select("indexname as name")
            .where("tablename", "=", "orders")
            .execute()
        : await db
            .selectFrom("sqlite_master" as any)
            .select("name")
            .where("type", "=", "index")
            .where("tbl_name", "=", "orders")
            .where("sql", "is not", null)
            .execute();
    expect(indexes.map((i: any) => i.name).sort()).toEqual(
      expect.arrayContaining(["orders_status_created_idx", "orders_user_created_idx"]),
    );
  });

  it("refuses to go down while an order is paid by UPI", async () => {
    const result = await createMigrator(db).migrateTo("0010_money_indexes");
    expect(String(result.error)).toMatch(/UPI/);
  });
});
