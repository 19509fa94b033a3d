import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/platform/db/db.server";
import {
  createBill,
  createCustomer,
  createOrder,
  createPayment,
  createProduct,
  signedIn,
  uniqueMobile,
} from "../factories";

/**
 * The shared record factories (app/factories.server.ts, decision 092): each makes its record as
 * a user would — through the form's schema and the model function — with unique defaults, and
 * returns the stored row; what the app refuses, a factory refuses too.
 */

let staffId: string;
let adminId: string;
beforeAll(async () => {
  const [staff, admin] = await Promise.all([signedIn("staff"), signedIn("admin")]);
  staffId = staff.user.id;
  adminId = admin.user.id;
});

describe("createBill", () => {
  it("makes a bill for a new customer by default, each with its own number and phone", async () => {
    const [a, b] = [await createBill(staffId), await createBill(staffId)];
    expect(Number(a.estimated_cost_paise)).toBe(500_00);
    expect(Number(a.balance_paise)).toBe(500_00);
    expect(a.created_by).toBe(staffId);
    expect(a.customer_id).not.toBeNull();
    expect(b.customer_id).not.toBeNull();
    expect(b.customer_id).not.toBe(a.customer_id);
    expect(b.number).not.toBe(a.number);
    expect(a.complaint_number).toBe(a.number);
  });

  it("stores the form's lines, discount and advance as the New Bill form does", async () => {
    const bill = await createBill(staffId, {
      customerName: "Selvi Textiles",
      customerPhone: "",
      "lines.0.description": "Visiting cards",
      "lines.0.quantity": "2",
      "lines.0.unit": "sets",
      "lines.0.rate": "1450",
      "lines.1.description": "Flex banner",
      "lines.1.quantity": "1.5",
      "lines.1.unit": "sq.ft",
      "lines.1.rate": "100",
      discount: "50",
      advance: "1000",
    });
    expect(bill.customer_id).toBeNull();
    expect(
      bill.lines.map((l) => [l.description, Number(l.quantity_milli), Number(l.amount_paise)]),
    ).toEqual([
      ["Visiting cards", 2000, 2900_00],
      ["Flex banner", 1500, 150_00],
    ]);
    expect(Number(bill.estimated_cost_paise)).toBe(3000_00);
    expect(Number(bill.balance_paise)).toBe(2000_00);
  });

  it("refuses what the form refuses", async () => {
    await expect(createBill(staffId, { amount: "twelve" })).rejects.toThrow();
    await expect(createBill(staffId, { advance: "10", paymentMethod: "upi" })).rejects.toThrow();
  });
});

describe("createPayment", () => {
  it("records ₹100 in cash by default, with a receipt, and the bill's balance goes down", async () => {
    const bill = await createBill(staffId);
    const paid = await createPayment(staffId, bill.id);
    expect([Number(paid.amount_paise), paid.method, paid.bill_id]).toEqual([
      100_00,
      "cash",
      bill.id,
    ]);
    expect(paid.receiptNumber).toBe(paid.receipt_number);
    const after = await getDb()
      .selectFrom("complaints")
      .select("balance_paise")
      .where("id", "=", bill.id)
      .executeTakeFirstOrThrow();
    expect(Number(after.balance_paise)).toBe(400_00);
  });

  it("gives a UPI payment a reference of its own, and refuses one on an unknown bill", async () => {
    const bill = await createBill(staffId);
    const [a, b] = [
      await createPayment(staffId, bill.id, { method: "upi" }),
      await createPayment(staffId, bill.id, { method: "upi" }),
    ];
    expect(a.reference).toMatch(/^REF\d+$/);
    expect(b.reference).not.toBe(a.reference);
    await expect(createPayment(staffId, crypto.randomUUID())).rejects.toThrow(/not-found/);
  });
});

describe("createCustomer", () => {
  it("makes a customer by mobile number, and finds the same one for the same number", async () => {
    const phone = uniqueMobile();
    const made = await createCustomer({ name: "Murugan", phone });
    expect(made.phone).toBe(`+91${phone}`);
    expect(made.name).toBe("Murugan");
    expect((await createCustomer({ phone })).id).toBe(made.id);
    expect((await createCustomer()).id).not.toBe(made.id);
  });
});

describe("createProduct and createOrder", () => {
  it("saves a product as the store admin's form does, with its slug and stock", async () => {
    const product = await createProduct(adminId, { name: "Masala Chai 250 g", price: "120" });
    expect(product.slug).toBe("masala-chai-250-g");
    expect([Number(product.price_paise), Number(product.stock_quantity)]).toEqual([120_00, 20]);
    expect(Number(product.is_active)).toBe(1);
    await expect(createProduct(adminId, { price: "free" })).rejects.toThrow();
  });

  it("places an order from a shopper's cart, cash on delivery, with its items", async () => {
    const product = await createProduct(adminId, { price: "99.50", stock: "5" });
    const order = await createOrder({ productId: product.id, quantity: 2 });
    expect(
      order.items.map((i) => [i.product_id, Number(i.quantity), Number(i.total_price_paise)]),
    ).toEqual([[product.id, 2, 199_00]]);
    expect(order.payment_method).toBe("cod");
    expect(order.customer_id).not.toBeNull();
    const left = await getDb()
      .selectFrom("products")
      .select("stock_quantity")
      .where("id", "=", product.id)
      .executeTakeFirstOrThrow();
    expect(Number(left.stock_quantity)).toBe(3);
  });
});
