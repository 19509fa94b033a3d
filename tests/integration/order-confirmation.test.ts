import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import {
  action as adminAction,
  loader as adminLoader,
} from "~/shop/store-admin/routes/store-admin";
import { loader as orderDetailLoader } from "~/shop/orders/routes/order-detail";
import { action as ordersAction } from "~/shop/orders/routes/orders";
import { cancelUnconfirmedOrders, startCodConfirmationSweeper } from "~/shop/index.server";
import { changePaymentStatus } from "~/shop/store-admin/orders/orders.server";
import { refundOrder } from "~/shop/store-admin/orders/order-books.server";
import { saveBusinessSettings } from "~/admin/settings/settings.server";
import { createSessionCookie } from "~/platform/auth/accounts.server";
import { getDb } from "~/platform/db/db.server";
import { createTestUser, signedIn, createOrder, createProduct } from "../factories";
import { callRoute, getRequest, postRequest } from "./route-harness";

/**
 * Cash-on-delivery confirmation (decision 035): a new COD order awaits confirmation; staff confirm
 * it or cancel it with a reason; the sweep cancels what nobody confirmed in time (once, even run
 * twice at once); delivered orders may come back (returned); every change is on the timeline.
 * On SQLite and PostgreSQL.
 */

const HOUR = 3_600_000;
let productCounter = 0;

/** A product of our own (in Bill Books), so the stock these tests move is no seed row's. */
async function makeProduct(stock = 20) {
  productCounter += 1;
  const admin = await createTestUser({ role: "admin" });
  const product = await createProduct(admin.id, {
    name: `COD Test Item ${productCounter}`,
    price: "100",
    stock: String(stock),
    categoryId: "seed-category-bill-books",
  });
  return product.id;
}

const stockOf = async (productId: string) =>
  (
    await getDb()
      .selectFrom("products")
      .select("stock_quantity")
      .where("id", "=", productId)
      .executeTakeFirstOrThrow()
  ).stock_quantity;

/** A placed order of 3 of a fresh product (stock 20, so 17 left). */
async function placed(paymentMethod: "cod" | "upi" = "cod", locale: "en" | "ta" | null = null) {
  const shopper = await createTestUser({ name: "Kavya Shopper" });
  if (locale)
    await getDb().updateTable("users").set({ locale }).where("id", "=", shopper.id).execute();
  const productId = await makeProduct();
  const row = await createOrder({
    userId: shopper.id,
    productId,
    quantity: 3,
    delivery: {
      name: "Kavya",
      phone: "98765 43210",
      address: "1 Car Street, Tirunelveli",
      pinCode: "627006",
      paymentMethod,
    },
  });
  return { ...row, shopper, productId, createdMs: Date.parse(String(row.created_at)) };
}

const statusOf = async (id: string) =>
  (
    await getDb()
      .selectFrom("orders")
      .select("order_status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).order_status;

const eventsOf = (orderId: string) =>
  getDb()
    .selectFrom("order_events")
    .select(["kind", "from_value", "to_value", "reason", "actor_id", "actor_name"])
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();

const countWhere = async (table: "audit_log" | "email_outbox", orderId: string) =>
  Number(
    (
      await getDb()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .where("entity_id", "=", orderId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const cancelMails = (orderId: string) =>
  getDb()
    .selectFrom("email_outbox")
    .select(["subject", "text_body"])
    .where("entity_id", "=", orderId)
    // "…: Cancelled" (decision 065): lower-cased, PostgreSQL's like is case-sensitive.
    .where(sql`lower(subject)`, "like", "%cancel%")
    .execute();

const post = (cookie: string, body: Record<string, string>) =>
  callRoute(adminAction, postRequest("/limrakart/admin", body, { cookie }));

describe("a new order", () => {
  it("awaits confirmation when cash on delivery, with a 'created' timeline row by the customer", async () => {
    const o = await placed();
    expect(o.order_status).toBe("awaiting_confirmation");
    expect(await eventsOf(o.id)).toEqual([
      {
        kind: "status",
        from_value: null,
        to_value: "awaiting_confirmation",
        reason: null,
        actor_id: o.shopper.id,
        actor_name: "Customer",
      },
    ]);
  });
});

describe("staff confirm or cancel", () => {
  it("confirms: awaiting → pending, with the staff member's name on the timeline", async () => {
    const { user, cookie } = await signedIn("admin", "Ravi Admin");
    const o = await placed();
    const r = await post(cookie, { intent: "order-status", orderId: o.id, to: "pending" });
    expect(r.status).toBe(302);
    expect(await statusOf(o.id)).toBe("pending");
    expect((await eventsOf(o.id)).at(-1)).toEqual({
      kind: "status",
      from_value: "awaiting_confirmation",
      to_value: "pending",
      reason: null,
      actor_id: user.id,
      actor_name: "Ravi Admin",
    });
  });

  it("refuses a cancel without a reason (400) and writes nothing", async () => {
    const { cookie } = await signedIn("admin");
    const o = await placed();
    const before = {
      status: await statusOf(o.id),
      stock: await stockOf(o.productId),
      events: await eventsOf(o.id),
      audit: await countWhere("audit_log", o.id),
      mail: await countWhere("email_outbox", o.id),
    };
    for (const reason of [undefined, "", "  ", "no"]) {
      const body: Record<string, string> = {
        intent: "order-status",
        orderId: o.id,
        to: "cancelled",
      };
      if (reason !== undefined) body.reason = reason;
      const r = await post(cookie, body);
      expect(r.status, JSON.stringify(reason)).toBe(400);
    }
    expect({
      status: await statusOf(o.id),
      stock: await stockOf(o.productId),
      events: await eventsOf(o.id),
      audit: await countWhere("audit_log", o.id),
      mail: await countWhere("email_outbox", o.id),
    }).toEqual(before);
  });

  it("cancels with a reason: stock back once, the reason on the timeline and in the e-mail", async () => {
    const { cookie } = await signedIn("admin", "Ravi Admin");
    const o = await placed();
    expect(await stockOf(o.productId)).toBe(17);
    const cancel = {
      intent: "order-status",
      orderId: o.id,
      to: "cancelled",
      reason: "Customer did not order this",
    };
    const [a, b] = await Promise.all([post(cookie, cancel), post(cookie, cancel)]);
    expect([a.status, b.status].sort()).toEqual([302, 409]);
    expect(await stockOf(o.productId)).toBe(20);
    expect(await statusOf(o.id)).toBe("cancelled");
    const cancelled = (await eventsOf(o.id)).filter((e) => e.to_value === "cancelled");
    expect(cancelled).toEqual([
      expect.objectContaining({
        from_value: "awaiting_confirmation",
        reason: "Customer did not order this",
        actor_name: "Ravi Admin",
      }),
    ]);
    const mails = await cancelMails(o.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain("Reason: Customer did not order this");
  });

  it("lets the customer cancel their own order while it awaits confirmation or is pending", async () => {
    const { cookie } = await signedIn("admin");
    const o = await placed();
    await post(cookie, { intent: "order-status", orderId: o.id, to: "pending" });
    const shopperCookie = (await createSessionCookie(o.shopper.id)).header;
    const r = await callRoute(
      ordersAction,
      postRequest(
        "/limrakart/orders",
        { intent: "cancel", orderId: o.id, orderNumber: o.order_number },
        { cookie: shopperCookie },
      ),
    );
    expect(r.status).toBe(302);
    expect(await statusOf(o.id)).toBe("cancelled");
    expect(await stockOf(o.productId)).toBe(20);
    expect((await eventsOf(o.id)).at(-1)).toMatchObject({
      from_value: "pending",
      to_value: "cancelled",
      actor_id: o.shopper.id,
      actor_name: "Customer",
    });
  });
});

describe("the confirmation queue", () => {
  it("lists awaiting orders oldest first with the count, tel: and wa.me links with the message", async () => {
    const { cookie } = await signedIn("admin");
    await saveBusinessSettings({ name: "Limra Test Shop" }, (await createTestUser()).id);
    const older = await placed("cod", "ta");
    const newer = await placed();
    await getDb()
      .updateTable("orders")
      .set({ created_at: new Date(newer.createdMs - 60_000).toISOString() })
      .where("id", "=", older.id)
      .execute();
    const r = await callRoute(
      adminLoader,
      getRequest("/limrakart/admin?tab=orders&status=awaiting_confirmation", { cookie }),
    );
    const d = r.data as {
      awaiting: number;
      orders: {
        orders: { id: string; orderStatus: string }[];
        contacts: Record<
          string,
          { tel: string; language: string; whatsapp: Record<string, string> }
        >;
      };
    };
    const awaitingNow = Number(
      (
        await getDb()
          .selectFrom("orders")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("order_status", "=", "awaiting_confirmation")
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(d.awaiting).toBe(awaitingNow);
    expect(d.orders.orders.every((o) => o.orderStatus === "awaiting_confirmation")).toBe(true);
    const ids = d.orders.orders.map((o) => o.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    const contact = d.orders.contacts[newer.id]!;
    expect(contact.tel).toBe("tel:+919876543210");
    expect(contact.language).toBe("en");
    const url = new URL(contact.whatsapp.en!);
    expect(url.origin + url.pathname).toBe("https://wa.me/919876543210");
    const text = url.searchParams.get("text")!;
    for (const part of [
      "Limra Test Shop",
      newer.order_number,
      "COD Test Item",
      "× 3",
      // ₹100 × 3 and the default delivery rule's ₹50 below ₹500.
      "Total: ₹350.00 (delivery: ₹50.00)",
      "1 Car Street, Tirunelveli, 627006",
      "Reply YES",
    ]) {
      expect(text).toContain(part);
    }
    const ta = d.orders.contacts[older.id]!;
    expect(ta.language).toBe("ta");
    expect(new URL(ta.whatsapp.ta!).searchParams.get("text")).toContain("உறுதிப்படுத்த YES");
  });
});

describe("the auto-cancel sweep", () => {
  it("leaves an order at 47 h 59 min, cancels it at 48 h: stock back once, one e-mail, System on the timeline", async () => {
    const o = await placed();
    expect(
      await cancelUnconfirmedOrders(getDb(), new Date(o.createdMs + 48 * HOUR - 60_000)),
    ).not.toContain(o.id);
    expect(await statusOf(o.id)).toBe("awaiting_confirmation");
    expect(await stockOf(o.productId)).toBe(17);

    const at48 = new Date(o.createdMs + 48 * HOUR);
    expect(await cancelUnconfirmedOrders(getDb(), at48)).toContain(o.id);
    expect(await cancelUnconfirmedOrders(getDb(), at48)).not.toContain(o.id);
    expect(await statusOf(o.id)).toBe("cancelled");
    expect(await stockOf(o.productId)).toBe(20);
    expect((await eventsOf(o.id)).at(-1)).toEqual({
      kind: "status",
      from_value: "awaiting_confirmation",
      to_value: "cancelled",
      reason: "Not confirmed within 48 hours",
      actor_id: null,
      actor_name: "System",
    });
    const audit = await getDb()
      .selectFrom("audit_log")
      .select(["action", "actor_id"])
      .where("entity_id", "=", o.id)
      .execute();
    expect(audit).toEqual([{ action: "order.auto-cancel", actor_id: null }]);
    const mails = await cancelMails(o.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain("not confirmed within 48 hours");
  });

  it("cancels once when two sweeps run at once", async () => {
    const o = await placed("cod", "ta");
    const later = new Date(o.createdMs + 49 * HOUR);
    const [a, b] = await Promise.all([
      cancelUnconfirmedOrders(getDb(), later),
      cancelUnconfirmedOrders(getDb(), later),
    ]);
    expect([a, b].filter((run) => run.includes(o.id))).toHaveLength(1);
    expect(await stockOf(o.productId)).toBe(20);
    const cancelled = (await eventsOf(o.id)).filter((e) => e.to_value === "cancelled");
    expect(cancelled).toHaveLength(1);
    const mails = await getDb()
      .selectFrom("email_outbox")
      .select("subject")
      .where("entity_id", "=", o.id)
      .where("subject", "like", "%ரத்து%")
      .execute();
    expect(mails).toHaveLength(1);
  });

  it("never cancels an order confirmed just before, nor a UPI order", async () => {
    const { cookie } = await signedIn("admin");
    const o = await placed();
    const upi = await getDb()
      .selectFrom("orders")
      .select("id")
      .where("payment_method", "=", "upi")
      .execute();
    await post(cookie, { intent: "order-status", orderId: o.id, to: "pending" });
    const swept = await cancelUnconfirmedOrders(getDb(), new Date(o.createdMs + 100 * HOUR));
    expect(swept).not.toContain(o.id);
    for (const u of upi) expect(swept).not.toContain(u.id);
    expect(await statusOf(o.id)).toBe("pending");
    expect(await stockOf(o.productId)).toBe(17);
  });

  it("runs from the background sweeper (at start and on its interval) until stopped", async () => {
    const o = await placed();
    const sweeper = startCodConfirmationSweeper({ intervalMs: 50 });
    try {
      await new Promise((r) => setTimeout(r, 120));
      expect(await statusOf(o.id)).toBe("awaiting_confirmation");
      await getDb()
        .updateTable("orders")
        .set({ created_at: new Date(Date.now() - 49 * HOUR).toISOString() })
        .where("id", "=", o.id)
        .execute();
      await expect.poll(() => statusOf(o.id), { timeout: 3000 }).toBe("cancelled");
    } finally {
      await sweeper.stop();
    }
    expect(await stockOf(o.productId)).toBe(20);
  });

  it("follows the owner's codConfirmHours setting", async () => {
    const admin = await createTestUser({ role: "admin" });
    const o = await placed();
    await saveBusinessSettings({ codConfirmHours: "2" }, admin.id);
    try {
      expect(await cancelUnconfirmedOrders(getDb(), new Date(o.createdMs + HOUR))).not.toContain(
        o.id,
      );
      expect(await cancelUnconfirmedOrders(getDb(), new Date(o.createdMs + 2 * HOUR))).toContain(
        o.id,
      );
      expect((await eventsOf(o.id)).at(-1)?.reason).toBe("Not confirmed within 2 hours");
    } finally {
      await saveBusinessSettings({ codConfirmHours: "48" }, admin.id);
    }
  });
});

describe("returned", () => {
  async function delivered(cookie: string) {
    const o = await placed();
    for (const to of ["pending", "processing", "shipped", "delivered"])
      expect(
        (
          await post(cookie, {
            intent: "order-status",
            orderId: o.id,
            to,
            courier: "DTDC",
            trackingNumber: "D100",
          })
        ).status,
      ).toBe(302);
    return o;
  }

  it("needs a reason; puts the items back once; a paid returned order is refunded", async () => {
    const { user, cookie } = await signedIn("admin", "Ravi Admin");
    const o = await delivered(cookie);
    await changePaymentStatus(o.id, "paid", user.id, { method: "cash", reference: "" });
    const back = { intent: "order-status", orderId: o.id, to: "returned" };
    expect((await post(cookie, back)).status).toBe(400);
    expect(await statusOf(o.id)).toBe("delivered");
    const withReason = { ...back, reason: "Wrong size", restock: "on" };
    const [a, b] = await Promise.all([post(cookie, withReason), post(cookie, withReason)]);
    expect([a.status, b.status].sort()).toEqual([302, 409]);
    expect(await statusOf(o.id)).toBe("returned");
    expect(await stockOf(o.productId)).toBe(20);
    const refund = await refundOrder(
      o.id,
      { method: "cash", amountPaise: Number(o.total_amount_paise), reason: "Returned goods" },
      user.id,
    );
    expect(refund.ok).toBe(true);
    const events = await eventsOf(o.id);
    expect(events.map((e) => [e.kind, e.from_value, e.to_value, e.actor_name])).toEqual([
      ["status", null, "awaiting_confirmation", "Customer"],
      ["status", "awaiting_confirmation", "pending", "Ravi Admin"],
      ["status", "pending", "processing", "Ravi Admin"],
      ["status", "processing", "shipped", "Ravi Admin"],
      ["status", "shipped", "delivered", "Ravi Admin"],
      ["payment", "pending", "paid", "Ravi Admin"],
      ["status", "delivered", "returned", "Ravi Admin"],
      ["payment", "paid", "refunded", "Ravi Admin"],
    ]);
    expect(events[6]!.reason).toBe("Wrong size");
  });

  it("keeps the stock as it is when the goods came back unsellable (restock unticked)", async () => {
    const { cookie } = await signedIn("admin");
    const o = await delivered(cookie);
    const r = await post(cookie, {
      intent: "order-status",
      orderId: o.id,
      to: "returned",
      reason: "Damaged in transit",
    });
    expect(r.status).toBe(302);
    expect(await statusOf(o.id)).toBe("returned");
    expect(await stockOf(o.productId)).toBe(17);
  });
});

describe("the customer's order page", () => {
  it("shows the timeline with times, the LIMRA team for staff, never a staff name", async () => {
    const { cookie } = await signedIn("admin", "Ravi Admin");
    const o = await placed();
    await post(cookie, { intent: "order-status", orderId: o.id, to: "pending" });
    const shopperCookie = (await createSessionCookie(o.shopper.id)).header;
    const r = await callRoute(
      orderDetailLoader,
      getRequest(`/limrakart/orders/${o.order_number}`, { cookie: shopperCookie }),
      { orderNumber: o.order_number },
    );
    const d = r.data as {
      timeline: { to: string; actorKind: string; actorName: string; at: string }[];
      timelineText: { by: Record<string, string> };
    };
    expect(d.timeline.map((e) => [e.to, e.actorKind])).toEqual([
      ["awaiting_confirmation", "customer"],
      ["pending", "staff"],
    ]);
    expect(d.timelineText.by.staff).toBe("LIMRA team");
    expect(d.timeline.every((e) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
  });
});
