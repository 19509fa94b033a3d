/* eslint-disable @typescript-eslint/no-explicit-any -- the database before 0019 has another shape */
import { describe, expect, it } from "vitest";
import { createMigrator } from "~/platform/db/migrate.server";
import { migrationDatabase } from "../helpers/migration-db";

/**
 * Migration 0019 (COD confirmation and the order timeline, decision 035) on a database with
 * orders: every column and item comes through (SQLite rebuilds `orders`), the two new statuses
 * are accepted and others refused, each order gets a "created" event and a cancelled one a
 * "cancelled" event with the canceller from the audit log; down is refused while an order awaits
 * confirmation, then works, and up again. On SQLite and PostgreSQL.
 */

const { db, dialect, migrateTo, tables, indexes } = migrationDatabase("cod", "0018_order_books");

const CREATED = "2026-03-01T05:00:00.000Z";
const CANCELLED = "2026-03-02T06:30:00.000Z";
const ms = (v: unknown) => (v instanceof Date ? v.getTime() : Date.parse(String(v)));

function order(id: string, status: string) {
  return {
    id,
    user_id: "u1",
    order_number: `LK-${id}`,
    customer_name: "Meena",
    customer_email: "meena@example.com",
    customer_phone: "9876543210",
    delivery_address: "12 Main Road, Madurai",
    pin_code: "625001",
    total_amount_paise: 48000,
    delivery_fee_paise: 3000,
    customer_id: "c-meena",
    payment_method: "cod",
    order_status: status,
    checkout_token: `token-${id}`,
    cancelled_at: status === "cancelled" ? CANCELLED : null,
    created_at: CREATED,
    updated_at: CREATED,
  };
}

async function snapshot(id: string) {
  const row = await db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
  const items = await db
    .selectFrom("order_items")
    .select(["id", "quantity", "total_price_paise"])
    .where("order_id", "=", id)
    .execute();
  return {
    row: row && {
      ...row,
      created_at: ms(row.created_at),
      updated_at: ms(row.updated_at),
      cancelled_at: row.cancelled_at && ms(row.cancelled_at),
    },
    items,
  };
}

describe("migration 0019", () => {
  it("keeps the orders, adds the statuses and backfills the timeline", async () => {
    const product = await db.selectFrom("products").select("id").limit(1).executeTakeFirstOrThrow();
    const user = (id: string, name: string) => ({
      id,
      name,
      email: `${id}@example.com`,
      email_verified: dialect === "postgres" ? false : 0,
      created_at: CREATED,
      updated_at: CREATED,
    });
    await db
      .insertInto("users")
      .values([user("u1", "Meena"), user("s1", "Ravi Staff")])
      .execute();
    await db
      .insertInto("orders")
      .values([order("o1", "delivered"), order("o2", "cancelled")])
      .execute();
    await db
      .insertInto("order_items")
      .values({
        id: "i1",
        order_id: "o1",
        product_id: product.id,
        product_name: "Gold Pack",
        quantity: 2,
        unit_price_paise: 22500,
        total_price_paise: 45000,
      })
      .execute();
    await db
      .insertInto("audit_log")
      .values({
        id: "a1",
        actor_id: "s1",
        action: "order.status",
        entity: "order",
        entity_id: "o2",
        before_json: '{"order_status":"pending"}',
        after_json: '{"order_status":"cancelled"}',
        created_at: CANCELLED,
      })
      .execute();
    const before = [await snapshot("o1"), await snapshot("o2")];

    await migrateTo("0019_order_confirmation");
    expect([await snapshot("o1"), await snapshot("o2")]).toEqual(before);
    const events = await db
      .selectFrom("order_events")
      .select([
        "order_id",
        "kind",
        "from_value",
        "to_value",
        "actor_id",
        "actor_name",
        "created_at",
      ])
      .orderBy("order_id")
      .orderBy("created_at")
      .execute();
    expect(events.map((e: any) => ({ ...e, created_at: ms(e.created_at) }))).toEqual([
      {
        order_id: "o1",
        kind: "status",
        from_value: null,
        to_value: "pending",
        actor_id: null,
        actor_name: "Customer",
        created_at: ms(CREATED),
      },
      {
        order_id: "o2",
        kind: "status",
        from_value: null,
        to_value: "pending",
        actor_id: null,
        actor_name: "Customer",
        created_at: ms(CREATED),
      },
      {
        order_id: "o2",
        kind: "status",
        from_value: null,
        to_value: "cancelled",
        actor_id: "s1",
        actor_name: "Ravi Staff",
        created_at: ms(CANCELLED),
      },
    ]);
    await db.insertInto("orders").values(order("o3", "awaiting_confirmation")).execute();
    await db
      .updateTable("orders")
      .set({ order_status: "returned" })
      .where("id", "=", "o1")
      .execute();
    await expect(db.insertInto("orders").values(order("o4", "lost")).execute()).rejects.toThrow();
  });

  it("keeps the indexes of orders", async () => {
    expect(await indexes("orders")).toEqual(
      expect.arrayContaining([
        "orders_status_created_idx",
        "orders_user_created_idx",
        "orders_customer_idx",
      ]),
    );
  });

  it("refuses to go down while an order awaits confirmation or was returned, then goes down and up", async () => {
    const refused = await createMigrator(db).migrateTo("0018_order_books");
    expect(String(refused.error)).toMatch(/awaiting confirmation or returned/);
    await db
      .updateTable("orders")
      .set({ order_status: "delivered" })
      .where("id", "=", "o1")
      .execute();
    await db
      .updateTable("orders")
      .set({ order_status: "pending" })
      .where("id", "=", "o3")
      .execute();
    await migrateTo("0018_order_books");
    expect(await tables()).not.toContain("order_events");
    await expect(
      db.updateTable("orders").set({ order_status: "returned" }).where("id", "=", "o1").execute(),
    ).rejects.toThrow();
    await migrateTo("0019_order_confirmation");
    expect((await snapshot("o2")).row?.cancelled_at).toBe(ms(CANCELLED));
  });
});
