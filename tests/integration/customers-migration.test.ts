/* eslint-disable @typescript-eslint/no-explicit-any -- the database before 0013 has another shape */
import { describe, expect, it } from "vitest";
import { isPostgres } from "~/platform/db/dialect";
import { migrateToLatest } from "~/platform/db/migrate.server";
import { migrationDatabase } from "../helpers/migration-db";

/**
 * Migration 0013 (customers) on a database holding bills, website requests, contact messages and
 * shop orders that name their customers by phone, typed every which way: one customer per
 * number (a landline as the other phone), every record linked, the names seen kept, the language
 * of a Tamil request, and the kept figures (bills, billed, received, balance, the oldest bill
 * still owing, oldest paid first). Down and up again. On SQLite and PostgreSQL.
 */

const { db, migrateTo } = migrationDatabase("cust", "0011_order_upi");

const ms = (v: unknown) => (v instanceof Date ? v.getTime() : Date.parse(String(v)));

function bill(
  id: string,
  name: string,
  phone: string | null,
  total: number,
  paid: number,
  created: string,
  cancelled = false,
) {
  return {
    id,
    complaint_number: `BILL${id}`,
    customer_name: name,
    customer_phone: phone,
    customer_address: `${name}'s address`,
    service_type: "Service",
    complaint_description: "Printing",
    actual_cost_paise: total,
    discount_paise: 0,
    estimated_cost_paise: total,
    advance_paise: 0,
    received_paise: paid,
    balance_paise: cancelled ? 0 : total - paid,
    payment_status: cancelled
      ? "cancelled"
      : paid >= total
        ? "paid"
        : paid > 0
          ? "part_paid"
          : "unpaid",
    cancelled_at: cancelled ? created : null,
    status: "pending",
    completion_date: null,
    created_by: null,
    created_at: created,
    updated_at: created,
  };
}

async function seedOldRecords() {
  await db
    .insertInto("complaints")
    .values([
      bill("1", "Murugan", "98765 11111", 100_000, 0, "2026-01-05T05:00:00.000Z"),
      bill("2", "S. Murugan", "+91-98765-11111", 50_000, 20_000, "2026-02-05T05:00:00.000Z"),
      bill("3", "Murugan", "09876511111", 30_000, 0, "2026-03-05T05:00:00.000Z"),
      bill("4", "Murugan", "9876511111", 90_000, 0, "2026-03-06T05:00:00.000Z", true),
      bill("5", "Sri Ram Stores", "0452-2345678", 10_000, 10_000, "2026-01-10T05:00:00.000Z"),
      bill("6", "Walk-in", null, 5_000, 0, "2026-01-11T05:00:00.000Z"),
      bill("7", "Wrong number", "12345", 5_000, 0, "2026-01-12T05:00:00.000Z"),
    ])
    .execute();
  const inbox = { form_token: "t", read_at: null, handled_at: null };
  await db
    .insertInto("order_submissions")
    .values({
      id: "r1",
      name: "முருகன்",
      phone: "+919876511111",
      email: "murugan@example.test",
      service: "Wedding cards",
      quantity: null,
      message: null,
      files_info: null,
      locale: "ta",
      ...inbox,
      form_token: "t1",
      created_at: "2026-03-10T05:00:00.000Z",
    })
    .execute();
  await db
    .insertInto("contact_submissions")
    .values({
      id: "m1",
      name: "Kavitha",
      email: "kavitha@example.test",
      phone: "+91 90000 12345",
      subject: null,
      message: "Hello",
      ...inbox,
      form_token: "t2",
      created_at: "2026-02-01T05:00:00.000Z",
    })
    .execute();
  await db
    .insertInto("users")
    .values({
      id: "u1",
      name: "Murugan",
      email: "shop@example.test",
      email_verified: isPostgres(db) ? true : 1,
      created_at: "2026-01-01T00:00:00.000Z",
      updated_at: "2026-01-01T00:00:00.000Z",
    })
    .execute();
  await db
    .insertInto("orders")
    .values({
      id: "o1",
      user_id: "u1",
      order_number: "LK000000001",
      customer_name: "Murugan",
      customer_email: "shop@example.test",
      customer_phone: "+919876511111",
      delivery_address: "4 North Car Street",
      pin_code: "627006",
      total_amount_paise: 25_000,
      checkout_token: "c1",
      cancelled_at: null,
      created_at: "2026-03-12T05:00:00.000Z",
      updated_at: "2026-03-12T05:00:00.000Z",
    })
    .execute();
}

const linkOf = async (table: string, id: string) =>
  (await db.selectFrom(table).select("customer_id").where("id", "=", id).executeTakeFirstOrThrow())
    .customer_id;

describe("migration 0013 on records that name customers by phone", () => {
  it("makes one customer per number, links every record and works out the figures", async () => {
    await seedOldRecords();
    await migrateToLatest(db);

    const customers = await db.selectFrom("customers").selectAll().orderBy("name").execute();
    expect(customers.map((c: any) => [c.name, c.phone, c.other_phone])).toEqual([
      ["Kavitha", "+919000012345", null],
      ["Murugan", "+919876511111", null],
      ["Sri Ram Stores", null, "+914522345678"],
    ]);
    const murugan = customers.find((c: any) => c.name === "Murugan")!;
    // The latest record's name is the name; every other name seen is kept.
    expect(JSON.parse(murugan.alt_names).sort()).toEqual(["S. Murugan", "முருகன்"].sort());
    expect(murugan.name_key).toBe("murugan");
    expect(murugan.language).toBe("ta");
    expect(murugan.email).toBe("shop@example.test");
    for (const id of ["1", "2", "3", "4"]) expect(await linkOf("complaints", id)).toBe(murugan.id);
    expect(await linkOf("order_submissions", "r1")).toBe(murugan.id);
    expect(await linkOf("orders", "o1")).toBe(murugan.id);
    expect(await linkOf("complaints", "6")).toBeNull();
    expect(await linkOf("complaints", "7")).toBeNull();
    const kavitha = customers.find((c: any) => c.name === "Kavitha")!;
    expect(await linkOf("contact_submissions", "m1")).toBe(kavitha.id);

    // Bills 1–3 (the cancelled one left out): ₹1,800 billed, ₹200 paid, ₹1,600 owed. Oldest paid
    // first, the ₹1,600 is bill 3 (₹300), bill 2 (₹500) and ₹800 of bill 1: bill 1 is oldest due.
    expect(Number(murugan.bill_count)).toBe(3);
    expect(Number(murugan.billed_paise)).toBe(180_000);
    expect(Number(murugan.received_paise)).toBe(20_000);
    expect(Number(murugan.balance_paise)).toBe(160_000);
    expect(ms(murugan.oldest_due_at)).toBe(Date.parse("2026-01-05T05:00:00.000Z"));
    expect(ms(murugan.last_activity_at)).toBe(Date.parse("2026-03-12T05:00:00.000Z"));
    const shop = customers.find((c: any) => c.name === "Sri Ram Stores")!;
    expect(Number(shop.balance_paise)).toBe(0);
    expect(shop.oldest_due_at).toBeNull();
  });

  it("goes down and up again", async () => {
    await migrateTo("0011_order_upi");
    await expect(db.selectFrom("customers").select("id").execute()).rejects.toThrow();
    await migrateToLatest(db);
    expect(await db.selectFrom("customers").select("id").execute()).toHaveLength(3);
  });
});
