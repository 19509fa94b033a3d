import { beforeAll, describe, expect, it } from "vitest";
import {
  billSchema,
  cancelBill,
  deleteBill,
  getBill,
  updateBill,
} from "~/billing/bills/bills.server";
import { voidPayment } from "~/billing/payments/index.server";
import { submitContact, submitOrder } from "~/intake/intake.server";
import { getDb } from "~/platform/db/db.server";
import { addToCart } from "~/shop/cart/cart.server";
import { placeOrder } from "~/shop/checkout/checkout.server";
import { createTestUser, signedIn, createBill, createPayment } from "../factories";

/**
 * Every new record names its customer by phone (app/domain/customers.server.ts): a bill, a
 * website order or contact request and a shop order are linked to the customer of that number
 * (made on first sight), whatever way the number was typed; the customer's kept figures follow
 * each payment, void, edit, cancel and delete. On SQLite and PostgreSQL.
 */

let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  staff = await signedIn("staff");
});

async function newBill(over: Record<string, string>) {
  const created = await createBill(staff.user.id, {
    customerName: "Murugan",
    customerPhone: "",
    particulars: "Visiting cards",
    amount: "1000",
    ...over,
  });
  return (await getBill(created.id))!;
}

const customer = (id: string | null) =>
  getDb().selectFrom("customers").selectAll().where("id", "=", id!).executeTakeFirstOrThrow();

const customerByPhone = (phone: string) =>
  getDb().selectFrom("customers").selectAll().where("phone", "=", phone).executeTakeFirstOrThrow();

const figures = async (id: string | null) => {
  const c = await customer(id);
  return {
    bills: Number(c.bill_count),
    billed: Number(c.billed_paise),
    received: Number(c.received_paise),
    balance: Number(c.balance_paise),
  };
};

describe("linking new records by phone", () => {
  it("links bills typed with the number in different ways to one customer, with their names", async () => {
    const first = await newBill({ customerPhone: "98765 11111", customerAddress: "Madurai" });
    const second = await newBill({ customerName: "S. Murugan", customerPhone: "+91-98765-11111" });
    expect(first.customerId).not.toBeNull();
    expect(second.customerId).toBe(first.customerId);
    const c = await customer(first.customerId);
    expect(c.phone).toBe("+919876511111");
    expect(c.other_phone).toBeNull();
    expect(c.name).toBe("Murugan");
    expect(JSON.parse(c.alt_names)).toEqual(["S. Murugan"]);
    expect(c.address).toBe("Madurai");
    expect(await figures(first.customerId)).toEqual({
      bills: 2,
      billed: 200_000,
      received: 0,
      balance: 200_000,
    });
  });

  it("keeps a landline as the other phone and leaves a bill without a number unlinked", async () => {
    const landline = await newBill({
      customerName: "Sri Ram Stores",
      customerPhone: "0452-2345678",
    });
    const c = await customer(landline.customerId);
    expect(c.phone).toBeNull();
    expect(c.other_phone).toBe("+914522345678");
    const again = await newBill({
      customerName: "Sri Ram Stores",
      customerPhone: "(0452) 234 5678",
    });
    expect(again.customerId).toBe(landline.customerId);
    expect((await newBill({ customerName: "Walk-in" })).customerId).toBeNull();
  });

  it("follows payments, voids, edits, cancels and deletes in the customer's figures", async () => {
    const bill = await newBill({ customerName: "Kavitha", customerPhone: "9000012345" });
    const other = await newBill({
      customerName: "Kavitha",
      customerPhone: "9000012345",
      amount: "500",
    });
    const id = bill.customerId;
    const paid = await createPayment(staff.user.id, bill.id, { amount: "400", method: "cash" });
    expect(await figures(id)).toEqual({
      bills: 2,
      billed: 150_000,
      received: 40_000,
      balance: 110_000,
    });
    expect(await voidPayment(paid.id, "Typed twice", staff.user.id)).toMatchObject({
      ok: true,
    });
    expect(await figures(id)).toEqual({ bills: 2, billed: 150_000, received: 0, balance: 150_000 });

    expect(
      await cancelBill(
        other.id,
        { reason: "Order withdrawn", refund: false, refundMethod: "cash" },
        staff.user.id,
      ),
    ).toMatchObject({ ok: true });
    expect(await figures(id)).toEqual({ bills: 1, billed: 100_000, received: 0, balance: 100_000 });

    // The phone changed on the bill: it moves to the new number's customer, both refreshed.
    const moved = await updateBill(
      bill.id,
      billSchema.parse({
        customerName: "Kavitha R",
        particulars: "Visiting cards",
        amount: "1000",
        customerPhone: "9000099999",
      }),
      staff.user.id,
    );
    if (!moved.ok) throw new Error(moved.reason);
    expect(moved.bill.customerId).not.toBe(id);
    expect(await figures(id)).toEqual({ bills: 0, billed: 0, received: 0, balance: 0 });
    expect(await figures(moved.bill.customerId)).toMatchObject({ bills: 1, balance: 100_000 });

    expect(await deleteBill(bill.id, staff.user.id)).toMatchObject({ ok: true });
    expect(await figures(moved.bill.customerId)).toMatchObject({ bills: 0, balance: 0 });
  });

  it("links a website order (in its language), a contact message and a shop order", async () => {
    const order = await submitOrder(
      {
        name: "முருகன்",
        phone: "+919876522222",
        email: "murugan@example.test",
        service: "Wedding cards",
        quantity: "200",
        message: null,
      } as never,
      [],
      { token: crypto.randomUUID(), locale: "ta" },
    );
    expect(order.duplicate).toBe(false);
    const c = await customerByPhone("+919876522222");
    expect(c.language).toBe("ta");
    expect(c.name).toBe("முருகன்");
    expect(c.name_key).toBe("முருகன்");
    expect(c.email).toBe("murugan@example.test");
    const request = await getDb()
      .selectFrom("order_submissions")
      .select("customer_id")
      .where("email", "=", "murugan@example.test")
      .executeTakeFirstOrThrow();
    expect(request.customer_id).toBe(c.id);

    await submitContact(
      {
        name: "Murugan",
        email: "murugan@example.test",
        phone: "98765 22222",
        subject: null,
        message: "When are my cards ready?",
      } as never,
      crypto.randomUUID(),
    );
    const contact = await getDb()
      .selectFrom("contact_submissions")
      .select("customer_id")
      .where("message", "=", "When are my cards ready?")
      .executeTakeFirstOrThrow();
    expect(contact.customer_id).toBe(c.id);
    expect(JSON.parse((await customer(c.id)).alt_names)).toEqual(["Murugan"]);

    const shopper = await createTestUser({ name: "Murugan" });
    const product = await getDb()
      .selectFrom("products")
      .select("id")
      .where("is_active", "=", 1)
      .where("stock_quantity", ">=", 1)
      // Not a print product: those ask for artwork (decision 037).
      .where("requires_artwork", "=", 0)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    expect((await addToCart(shopper.id, product.id, 1)).kind).toBe("ok");
    const placed = await placeOrder(
      shopper.id,
      {
        name: "Murugan",
        phone: "+919876522222",
        email: "murugan@example.test",
        address: "4 North Car Street",
        pinCode: "627006",
      },
      crypto.randomUUID(),
    );
    expect(placed.kind).toBe("placed");
    const shopOrder = await getDb()
      .selectFrom("orders")
      .select("customer_id")
      .where("user_id", "=", shopper.id)
      .executeTakeFirstOrThrow();
    expect(shopOrder.customer_id).toBe(c.id);
  });
});
