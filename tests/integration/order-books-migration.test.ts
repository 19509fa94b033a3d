import { describe, expect, it } from "vitest";
import { migrationDatabase } from "../helpers/migration-db";

/**
 * Migration 0018 (LimraKart orders in the books): up adds `transactions.order_id` and its index,
 * keeping the entries there were; down drops both (the entries stay) and up works again. On
 * SQLite and PostgreSQL.
 */

const { db, dialect, columns, indexes, roundTrip } = migrationDatabase(
  "ob",
  "0014_customers_overdue",
);

const transactionColumns = async () => (await columns("transactions")).map((c) => c.name);

const hasIndex = async () => (await indexes("transactions")).includes("transactions_order_idx");

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
    await roundTrip("0018_order_books", {
      before: async () => {
        await db.insertInto("transactions").values(entry("t-before")).execute();
        expect(await transactionColumns()).not.toContain("order_id");
      },
      up: async () => {
        expect(await transactionColumns()).toContain("order_id");
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
      },
      down: async () => {
        expect(await transactionColumns()).not.toContain("order_id");
        expect(await hasIndex()).toBe(false);
        const kept = await db.selectFrom("transactions").select("id").orderBy("id").execute();
        expect(kept.map((r) => r.id)).toEqual(["t-before", "t-order"]);
      },
      again: async () => {
        expect(await transactionColumns()).toContain("order_id");
        expect(await hasIndex()).toBe(true);
      },
    });
  });

  it("books the orders already paid (not cancelled) once, dated when they last changed", async () => {
    const at = "2026-11-20T06:00:00.000Z";
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
    const booked = () =>
      db
        .selectFrom("transactions")
        .select(["order_id", "amount_paise", "payment_method", "type", "created_at"])
        .where("transaction_type", "=", "order_payment")
        .orderBy("order_id")
        .execute();
    const iso = (v: unknown) => new Date(v as string).toISOString();
    await roundTrip("0018_order_books", {
      before: async () => {
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
        await db
          .insertInto("orders")
          .values([
            order(1, { payment_status: "paid", order_status: "delivered" }),
            order(2, { payment_status: "paid", order_status: "processing", payment_method: "upi" }),
            order(3, { payment_status: "pending", order_status: "pending" }),
            order(4, { payment_status: "paid", order_status: "cancelled" }),
          ])
          .execute();
      },
      up: async () => {
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
      },
      // Down keeps the entries; up again books nobody twice.
      again: async () => {
        expect(await booked()).toHaveLength(2);
      },
    });
  });
});
