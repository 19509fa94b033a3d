import { describe, expect, it } from "vitest";
import { createMigrator } from "~/platform/db/migrate.server";
import { migrationDatabase } from "../helpers/migration-db";

/**
 * Migration 0011 (orders paid by UPI) on a database holding an order with items: the order and
 * its items come through intact (SQLite rebuilds the table), 'upi' is then accepted and any
 * other method still refused; down and up again work. On SQLite and PostgreSQL.
 */

const { db, dialect, indexes, roundTrip } = migrationDatabase("upi", "0010_money_indexes");

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
    let before: Awaited<ReturnType<typeof orderAndItems>>;
    await roundTrip("0011_order_upi", {
      before: async () => {
        const product = await db
          .selectFrom("products")
          .select("id")
          .limit(1)
          .executeTakeFirstOrThrow();
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
        await expect(
          db.insertInto("orders").values(order("o0", "upi")).execute(),
        ).rejects.toThrow();
        before = await orderAndItems("o1");
        expect(before.items).toHaveLength(2);
      },
      up: async () => {
        expect(await orderAndItems("o1")).toEqual(before);
        await db.insertInto("orders").values(order("o2", "upi")).execute();
        expect((await orderAndItems("o2")).row?.payment_method).toBe("upi");
        await expect(
          db.insertInto("orders").values(order("o3", "card")).execute(),
        ).rejects.toThrow();
        // The rebuilt table keeps its cascade to the items and its indexes.
        await db.deleteFrom("orders").where("id", "=", "o2").execute();
      },
      down: async () => {
        expect(await orderAndItems("o1")).toEqual(before);
        await expect(
          db.insertInto("orders").values(order("o4", "upi")).execute(),
        ).rejects.toThrow();
      },
      again: async () => {
        expect(await orderAndItems("o1")).toEqual(before);
        await db.insertInto("orders").values(order("o5", "upi")).execute();
      },
    });
  });

  it("keeps the indexes 0005 made and order_items' cascade", async () => {
    await db.deleteFrom("orders").where("id", "=", "o1").execute();
    expect((await orderAndItems("o1")).items).toEqual([]);
    expect((await indexes("orders")).sort()).toEqual(
      expect.arrayContaining(["orders_status_created_idx", "orders_user_created_idx"]),
    );
  });

  it("refuses to go down while an order is paid by UPI", async () => {
    const result = await createMigrator(db).migrateTo("0010_money_indexes");
    expect(String(result.error)).toMatch(/UPI/);
  });
});
