import { describe, expect, it } from "vitest";
import { action, loader } from "~/shop/store-admin/routes/store-admin";
import { getDb } from "~/platform/db/db.server";
import { signedIn, createOrder } from "../factories";
import { callRoute, getRequest, postRequest, toastOf } from "./route-harness";

/**
 * Issue 36: staff finish LimraKart orders on the orders desk (/limrakart/admin, decision 064):
 * confirm, prepare, ship, deliver, record the payment, cancel with a reason; the catalog, the
 * refunds and moving a payment back stay the admin's (403, nothing written).
 */

const post = (cookie: string, body: Record<string, string>) =>
  callRoute(action, postRequest("/limrakart/admin", body, { cookie }));

async function placed() {
  const { user } = await signedIn("customer");
  const tea = await getDb()
    .selectFrom("products")
    .select(["id", "category_id", "name", "is_active"])
    .where("slug", "=", "tea-talks-gold-pack")
    .executeTakeFirstOrThrow();
  const order = await createOrder({
    userId: user.id,
    productId: tea.id,
    delivery: {
      name: "Desk Shopper",
      phone: "+919876500091",
      address: "1 Car Street",
      pinCode: "627006",
    },
  });
  return { id: order.id, tea };
}

const state = (id: string) =>
  getDb()
    .selectFrom("orders")
    .select(["order_status", "payment_status"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

/** What a refused post must leave as it was: the order, a product, the categories, the books. */
async function snapshot(orderId: string, productId: string) {
  const db = getDb();
  return {
    order: await state(orderId),
    product: await db
      .selectFrom("products")
      .select(["name", "is_active"])
      .where("id", "=", productId)
      .executeTakeFirstOrThrow(),
    categories: (await db.selectFrom("product_categories").select("id").execute()).length,
    ledger: (await db.selectFrom("transactions").select("id").execute()).length,
  };
}

describe("the staff's orders desk", () => {
  it("opens the orders (never the catalog) to staff", async () => {
    const staff = await signedIn("staff");
    const page = await callRoute(
      loader,
      getRequest("/limrakart/admin?tab=products", { cookie: staff.cookie }),
    );
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ tab: "orders", admin: false, stats: null, products: [] });
    const admin = await signedIn("admin");
    const adminPage = await callRoute(
      loader,
      getRequest("/limrakart/admin?tab=products", { cookie: admin.cookie }),
    );
    expect(adminPage.data).toMatchObject({ tab: "products", admin: true });
  });

  it("lets staff confirm, prepare, ship, deliver and record the cash, each audited as them", async () => {
    const staff = await signedIn("staff");
    const { id } = await placed();
    for (const to of ["pending", "processing", "shipped", "delivered"]) {
      const r = await post(staff.cookie, {
        intent: "order-status",
        orderId: id,
        to,
        courier: "Hand delivery",
      });
      expect(r.status, to).toBe(302);
    }
    const paid = await post(staff.cookie, {
      intent: "payment-status",
      orderId: id,
      to: "paid",
      method: "cash",
    });
    expect(paid.status).toBe(302);
    expect(await state(id)).toEqual({ order_status: "delivered", payment_status: "paid" });
    const audit = await getDb()
      .selectFrom("audit_log")
      .select(["action", "actor_id"])
      .where("entity_id", "=", id)
      .where("action", "in", ["order.status", "order.payment"])
      .execute();
    expect(audit).toHaveLength(5);
    expect(audit.every((a) => a.actor_id === staff.user.id)).toBe(true);
  });

  it("lets staff cancel an order with a reason, and not without one", async () => {
    const staff = await signedIn("staff");
    const { id } = await placed();
    const bare = await post(staff.cookie, { intent: "order-status", orderId: id, to: "cancelled" });
    expect(bare.status).toBe(400);
    const r = await post(staff.cookie, {
      intent: "order-status",
      orderId: id,
      to: "cancelled",
      reason: "The customer did not answer two calls",
    });
    expect(r.status).toBe(302);
    expect((await state(id)).order_status).toBe("cancelled");
  });

  it("refuses staff the catalog, refunds and moving a paid order's payment back (403), and writes nothing", async () => {
    const staff = await signedIn("staff");
    const admin = await signedIn("admin");
    const { id, tea } = await placed();
    await post(admin.cookie, { intent: "order-status", orderId: id, to: "pending" });
    await post(admin.cookie, { intent: "payment-status", orderId: id, to: "paid", method: "cash" });
    await post(admin.cookie, {
      intent: "order-status",
      orderId: id,
      to: "cancelled",
      reason: "Out of stock",
    });
    const before = await snapshot(id, tea.id);
    const refused: Record<string, string>[] = [
      {
        intent: "product-save",
        id: tea.id,
        name: "Hacked",
        price: "1",
        categoryId: tea.category_id,
      },
      { intent: "product-delete", id: tea.id },
      { intent: "category-save", name: "Sneaky" },
      { intent: "category-toggle", id: tea.category_id, active: "0" },
      { intent: "order-refund", orderId: id, method: "cash", amount: "1", reason: "Refund" },
      { intent: "payment-status", orderId: id, to: "pending" },
      { intent: "payment-status", orderId: id, to: "failed" },
      { intent: "nothing-valid" },
    ];
    for (const body of refused) {
      const r = await post(staff.cookie, body);
      expect(r.status, body.intent).toBe(403);
      expect((await toastOf(r))?.description, body.intent).toMatch(/Only the admin/);
    }
    expect(await snapshot(id, tea.id)).toEqual(before);
  });
});
