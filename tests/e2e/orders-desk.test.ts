import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { appDatabase, createUser, fetchPage, hrefsInside, sessionCookieFor } from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * Issue 36: staff finish LimraKart orders at the orders desk (decision 064), over HTTP against
 * the production server: the Billing menu shows "Shop orders" to staff and the admin and the
 * inbox to the admin only; staff confirm, ship, deliver, record the cash and cancel with a
 * reason; the catalog, users and settings answer staff 403.
 */

const { app } = await openApp({ browser: false });
const cookies = {} as Record<"admin" | "staff" | "customer", string>;

async function post(path: string, cookie: string, fields: Record<string, string>) {
  const res = await fetchPage(`${app.baseUrl}${path}`, {
    method: "POST",
    cookie,
    body: new URLSearchParams(fields),
    headers: { Origin: app.baseUrl },
  });
  return { status: res.status, location: res.headers.get("location") ?? "" };
}

/** A cash-on-delivery order through the shop's forms; its id and number. */
async function placeOrder() {
  await post("/limrakart/cart", cookies.customer, {
    intent: "add",
    productId: "seed-product-tea-talks-gold-pack",
    redirectTo: "/limrakart",
  });
  const { location } = await post("/limrakart/checkout", cookies.customer, {
    name: "Desk Shopper",
    phone: "9876500095",
    email: "desk@example.test",
    address: "3, East Street, Tirunelveli",
    pinCode: "627001",
    token: randomUUID(),
  });
  const number = /[?&]order=(LK\d+)/.exec(location)?.[1] ?? "";
  const db = await appDatabase();
  const { id } = await db
    .selectFrom("orders")
    .select("id")
    .where("order_number", "=", number)
    .executeTakeFirstOrThrow();
  return { id, number };
}

async function stateOf(id: string) {
  const db = await appDatabase();
  return db
    .selectFrom("orders")
    .select(["order_status", "payment_status"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  for (const role of ["admin", "staff", "customer"] as const) {
    const user = await createUser(role);
    cookies[role] = (await sessionCookieFor(user.id)).header;
  }
}, 120_000);

describe("the menus", () => {
  it.each([
    ["staff", true, false],
    ["admin", true, true],
  ] as const)("show %s Shop orders (%s) and the inbox (%s)", async (role, orders, inbox) => {
    const res = await fetchPage(`${app.baseUrl}/billing/home`, { cookie: cookies[role] });
    expect(res.status).toBe(200);
    const menu = hrefsInside(res.html, 'data-testid="billing-menu"', "</details>");
    expect(menu.length).toBeGreaterThan(5);
    expect(menu.includes("/limrakart/admin?tab=orders"), "shop orders").toBe(orders);
    expect(menu.includes("/admin/inbox"), "inbox").toBe(inbox);
    // Every link of the menu opens for this role.
    for (const href of menu) {
      const page = await fetchPage(`${app.baseUrl}${href.replaceAll("&amp;", "&")}`, {
        cookie: cookies[role],
      });
      expect(page.status, `${role}: ${href}`).toBeLessThan(400);
    }
  });

  it("shows a customer neither", async () => {
    const res = await fetchPage(`${app.baseUrl}/limrakart`, { cookie: cookies.customer });
    expect(res.html).not.toContain('href="/limrakart/admin');
    expect(res.html).not.toContain('href="/admin/inbox"');
  });
});

describe("the staff's orders desk", () => {
  it("lets staff confirm, ship, deliver and record the cash of an order", async () => {
    const { id, number } = await placeOrder();
    const page = await fetchPage(`${app.baseUrl}/limrakart/admin?tab=orders&order=${id}`, {
      cookie: cookies.staff,
    });
    expect(page.status).toBe(200);
    expect(page.html).toContain(number);
    expect(page.html).toContain("<h1");
    expect(page.html).toMatch(/<h1[^>]*>Shop orders<\/h1>/);
    expect(page.html).not.toContain("?tab=products");
    expect(page.html).toContain('data-testid="mark-paid-form"');
    for (const to of ["pending", "processing", "shipped", "delivered"]) {
      const r = await post("/limrakart/admin", cookies.staff, {
        intent: "order-status",
        orderId: id,
        to,
        courier: "Hand delivery",
        redirectTo: `/limrakart/admin?tab=orders&order=${id}`,
      });
      expect(r.status, to).toBe(302);
    }
    const paid = await post("/limrakart/admin", cookies.staff, {
      intent: "payment-status",
      orderId: id,
      to: "paid",
      method: "cash",
    });
    expect(paid.status).toBe(302);
    expect(await stateOf(id)).toEqual({ order_status: "delivered", payment_status: "paid" });
    // A paid, delivered order: the admin may refund it, staff are not offered it.
    const after = await fetchPage(`${app.baseUrl}/limrakart/admin?tab=orders&order=${id}`, {
      cookie: cookies.staff,
    });
    expect(after.html).not.toContain('data-testid="refund-form"');
    const asAdmin = await fetchPage(`${app.baseUrl}/limrakart/admin?tab=orders&order=${id}`, {
      cookie: cookies.admin,
    });
    expect(asAdmin.html).toContain('data-testid="refund-form"');
  });

  it("lets staff cancel an order with a reason", async () => {
    const { id } = await placeOrder();
    const r = await post("/limrakart/admin", cookies.staff, {
      intent: "order-status",
      orderId: id,
      to: "cancelled",
      reason: "The customer asked on WhatsApp",
    });
    expect(r.status).toBe(302);
    expect((await stateOf(id)).order_status).toBe("cancelled");
  });

  it("refuses staff the catalog, users and settings (403)", async () => {
    const db = await appDatabase();
    const tea = await db
      .selectFrom("products")
      .select(["id", "category_id", "is_active"])
      .where("slug", "=", "tea-talks-gold-pack")
      .executeTakeFirstOrThrow();
    const refused: [string, Record<string, string>][] = [
      ["/limrakart/admin", { intent: "product-delete", id: tea.id }],
      ["/limrakart/admin", { intent: "category-save", name: "Sneaky" }],
      ["/limrakart/admin", { intent: "category-toggle", id: tea.category_id, active: "0" }],
      ["/admin", { intent: "product-delete", id: tea.id }],
      ["/admin/users", { intent: "role", userId: "x", role: "admin" }],
      ["/admin/settings", { name: "Hacked" }],
    ];
    for (const [path, body] of refused) {
      expect((await post(path, cookies.staff, body)).status, `${path} ${body.intent}`).toBe(403);
    }
    for (const path of ["/admin", "/admin/users", "/admin/settings", "/admin/inbox"]) {
      const page = await fetchPage(`${app.baseUrl}${path}`, { cookie: cookies.staff });
      expect(page.status, path).toBe(403);
    }
    const still = await db
      .selectFrom("products")
      .select(["id", "category_id", "is_active"])
      .where("id", "=", tea.id)
      .executeTakeFirstOrThrow();
    expect(still).toEqual(tea);
  });
});
