import { describe, expect, it } from "vitest";
import * as m0027 from "../../db/migrations/0027_customer_figures";
import { cancelBill } from "~/billing/bills/bills.server";
import { paymentSchema, recordPayment } from "~/billing/payments/index.server";
import { refreshCustomers } from "~/domain/customers.server";
import { getDb } from "~/platform/db/db.server";
import { signedIn, createBill } from "../factories";

/**
 * Migration 0027 (decision 060) on data written before it, on SQLite and PostgreSQL: an income
 * record of category Refund (booked as a `refund`) becomes an income entry; a refund expense
 * naming a bill not cancelled enters the bill's balance and payment status; every customer's
 * figures come out as the app's refreshCustomers works them out (received with the cancelled
 * bills' payments, refunded, balance, billed, the oldest owing bill). Down drops the column.
 */

const figures = () =>
  getDb()
    .selectFrom("customers")
    .select([
      "id",
      "bill_count",
      "billed_paise",
      "received_paise",
      "refunded_paise",
      "balance_paise",
      "oldest_due_at",
    ])
    .orderBy("id")
    .execute()
    .then((rows) =>
      rows.map((r) => ({
        id: r.id,
        figures: [
          r.bill_count,
          r.billed_paise,
          r.received_paise,
          r.refunded_paise,
          r.balance_paise,
        ].map(Number),
        oldestDue: r.oldest_due_at === null ? null : new Date(r.oldest_due_at).toISOString(),
      })),
    );

it("books an income 'refund' as income, settles refunded bills, and gives the app's figures", async () => {
  const staff = await signedIn("staff");
  const db = getDb();
  const bill = async (phone: string, amount: string, advance: string) => {
    const made = await createBill(staff.user.id, {
      customerName: `Old ${phone}`,
      customerPhone: phone,
      particulars: "Cards",
      amount,
      advance,
      paymentMethod: "cash",
    });
    return made;
  };
  const kept = await bill("9876500701", "500", "200");
  await cancelBill(
    kept.id,
    { reason: "Called off", refund: false, refundMethod: "cash" },
    staff.user.id,
  );
  const refunded = await bill("9876500702", "800", "300");
  await cancelBill(
    refunded.id,
    { reason: "Called off", refund: true, refundMethod: "upi" },
    staff.user.id,
  );
  const live = await bill("9876500702", "1000", "");
  const paid = await recordPayment(
    live.id,
    paymentSchema.parse({ amount: "1000", method: "cash" }),
    staff.user.id,
  );
  expect(paid.ok).toBe(true);
  // Before 0027: a refund by hand did not touch the bill, and an income "Refund" was a refund.
  const entry = (id: string, type: "income" | "expense", amount: number) =>
    db
      .insertInto("transactions")
      .values({
        id,
        transaction_type: "refund",
        amount_paise: amount,
        reference_number: live.number,
        description: "By hand",
        payment_method: "cash",
        category: "Refund",
        type,
        complaint_id: live.id,
        created_by: staff.user.id,
        created_at: new Date().toISOString(),
      })
      .execute();
  await entry("old-income-refund", "income", 5_000);
  await entry("old-expense-refund", "expense", 25_000);
  await m0027.down(db);
  await db
    .updateTable("customers")
    .set({ billed_paise: 0, received_paise: 0, balance_paise: 0 })
    .execute();

  await m0027.up(db);

  const income = await db
    .selectFrom("transactions")
    .select(["transaction_type", "type", "category"])
    .where("id", "=", "old-income-refund")
    .executeTakeFirstOrThrow();
  expect(income).toEqual({ transaction_type: "income", type: "income", category: "Refund" });
  const liveBill = await db
    .selectFrom("complaints")
    .select(["balance_paise", "payment_status"])
    .where("id", "=", live.id)
    .executeTakeFirstOrThrow();
  expect([Number(liveBill.balance_paise), liveBill.payment_status]).toEqual([25_000, "part_paid"]);
  const migrated = await figures();
  await refreshCustomers(
    db,
    migrated.map((r) => String(r.id)),
  );
  expect(await figures()).toEqual(migrated);
  const [a, b] = await Promise.all(
    [kept, refunded].map((k) =>
      db
        .selectFrom("customers as cu")
        .innerJoin("complaints as c", "c.customer_id", "cu.id")
        .select(["cu.billed_paise", "cu.received_paise", "cu.refunded_paise", "cu.balance_paise"])
        .where("c.id", "=", k.id)
        .executeTakeFirstOrThrow(),
    ),
  );
  // Kept ₹200 of a cancelled ₹500 bill: charged ₹200, received ₹200, owes nothing.
  expect(Object.values(a!).map(Number)).toEqual([20_000, 20_000, 0, 0]);
  // ₹300 refunded on a cancelled bill, ₹1,000 paid on a ₹1,000 bill, ₹250 given back on it.
  expect(Object.values(b!).map(Number)).toEqual([100_000, 130_000, 55_000, 25_000]);
});

describe("down", () => {
  it("drops the column, and up adds it again", async () => {
    const db = getDb();
    await m0027.down(db);
    await expect(db.selectFrom("customers").select("refunded_paise").execute()).rejects.toThrow();
    await m0027.up(db);
    await db.selectFrom("customers").select("refunded_paise").execute();
  });
});
