import { describe, expect, it } from "vitest";
import type { FormFailure } from "~/lib/forms";
import { formatRupees } from "~/lib/format";
import { saveBusinessSettings } from "~/admin/index.server";
import { createSessionCookie } from "~/platform/auth/accounts.server";
import { getDeliveryRule } from "~/domain/business-settings.server";
import { getDb } from "~/platform/db/db.server";
import { addToCart } from "~/shop/cart/cart.server";
import { deliveryText } from "~/shop/content/delivery";
import {
  action as checkoutAction,
  loader as checkoutLoader,
} from "~/shop/checkout/routes/checkout";
import { loader as confirmationLoader } from "~/shop/checkout/routes/order-confirmation";
import { loader as orderDetailLoader } from "~/shop/orders/routes/order-detail";
import { loader as policyLoader } from "~/site/routes/policy";
import type { PolicyContent } from "~/site/content/types";
import { createTestUser } from "../factories";
import {
  callRoute,
  getRequest,
  localeCookie,
  postRequest,
  type RouteResult,
} from "./route-harness";

/**
 * The one delivery rule (decision 033), set on /admin/settings: the order stores the fee and
 * total = items + fee; checkout, confirmation, order detail and the e-mail show the same figures;
 * a PIN code not served and cash on delivery above the limit are refused with nothing written;
 * the Shipping & Delivery Policy states the rule's numbers.
 */

const d = deliveryText.en;

async function shopper() {
  const user = await createTestUser({ name: "Meena Raj" });
  return { user, cookie: (await createSessionCookie(user.id)).header };
}

/** A seeded product on sale, with stock, priced under ₹500 (the default threshold). */
async function cheapProduct() {
  const row = await getDb()
    .selectFrom("products")
    .select(["id", "price_paise"])
    .where("is_active", "=", 1)
    .where("stock_quantity", ">=", 20)
    // Not a print product: those ask for artwork (decision 037).
    .where("requires_artwork", "=", 0)
    .where("price_paise", "<", 25_000)
    .where("price_paise", ">", 0)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, pricePaise: Number(row.price_paise) };
}

async function stockOf(productId: string) {
  const row = await getDb()
    .selectFrom("products")
    .select("stock_quantity")
    .where("id", "=", productId)
    .executeTakeFirstOrThrow();
  return Number(row.stock_quantity);
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** Saves the delivery rule as the owner does on /admin/settings. */
async function setRule(rule: { fee: string; freeFrom: string; pins?: string; codMax?: string }) {
  const owner = await createTestUser({ role: "admin" });
  await saveBusinessSettings(
    {
      deliveryFee: rule.fee,
      deliveryFreeFrom: rule.freeFrom,
      deliveryPinCodes: rule.pins ?? "",
      codMaxTotal: rule.codMax ?? "",
      upiId: "",
    },
    owner.id,
  );
}

const form = (fields: Partial<Record<string, string>> = {}) => ({
  name: "Meena Raj",
  phone: "98765 43210",
  email: "meena@example.test",
  address: "4 North Car Street, Tirunelveli",
  pinCode: "627006",
  paymentMethod: "cod",
  token: crypto.randomUUID(),
  ...fields,
});

const postCheckout = (cookie: string, fields: Record<string, string>) =>
  callRoute(checkoutAction, postRequest("/limrakart/checkout", fields, { cookie }));

async function counts() {
  const n = async (table: "orders" | "order_items" | "email_outbox") =>
    Number(
      (
        await getDb()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    orders: await n("orders"),
    items: await n("order_items"),
    emails: await n("email_outbox"),
  };
}

/** Places the cart; answers the stored order (fee, total) and its number. */
async function place(cookie: string, fields: Partial<Record<string, string>> = {}) {
  const placed = await postCheckout(cookie, form(fields));
  expect(placed.status).toBe(302);
  const number = /order=(LK\d{9})$/.exec(placed.location ?? "")![1]!;
  const row = await getDb()
    .selectFrom("orders")
    .select(["id", "delivery_fee_paise", "total_amount_paise"])
    .where("order_number", "=", number)
    .executeTakeFirstOrThrow();
  return {
    number,
    id: row.id,
    feePaise: Number(row.delivery_fee_paise),
    totalPaise: Number(row.total_amount_paise),
  };
}

const failureOf = (result: RouteResult) => result.data as FormFailure;

describe("the delivery rule at checkout", () => {
  it("by default charges ₹50 below ₹500: stored, and shown alike on every page and in the e-mail", async () => {
    await setRule({ fee: "50", freeFrom: "500" });
    const product = await cheapProduct();
    const { user, cookie } = await shopper();
    expect((await addToCart(user.id, product.id, 1)).kind).toBe("ok");
    const items = product.pricePaise;
    const expected = { subtotalPaise: items, deliveryPaise: 5000, totalPaise: items + 5000 };

    const page = await callRoute(checkoutLoader, getRequest("/limrakart/checkout", { cookie }));
    expect((page.data as { totals: unknown }).totals).toEqual(expected);

    const order = await place(cookie);
    expect(order.feePaise).toBe(5000);
    expect(order.totalPaise).toBe(items + 5000);

    const confirmation = await callRoute(
      confirmationLoader,
      getRequest(`/limrakart/order-confirmation?order=${order.number}`, { cookie }),
    );
    expect((confirmation.data as { totals: unknown }).totals).toEqual(expected);
    const detail = await callRoute(
      orderDetailLoader,
      getRequest(`/limrakart/orders/${order.number}`, { cookie }),
      { orderNumber: order.number },
    );
    expect((detail.data as { order: unknown }).order).toMatchObject(expected);

    const email = await getDb()
      .selectFrom("email_outbox")
      .select("text_body")
      .where("entity_id", "=", order.id)
      .where("to_address", "=", "meena@example.test")
      .executeTakeFirstOrThrow();
    expect(email.text_body).toContain(
      `Subtotal: ${formatRupees(items)}. Delivery: ${formatRupees(5000)}. Total: ${formatRupees(items + 5000)}.`,
    );
  });

  it("is free at the threshold exactly, and the next checkout follows the owner's change", async () => {
    const product = await cheapProduct();
    const { user, cookie } = await shopper();
    // The subtotal is exactly the threshold: free.
    await setRule({ fee: "50", freeFrom: rupees(2 * product.pricePaise) });
    expect((await addToCart(user.id, product.id, 2)).kind).toBe("ok");
    const free = await place(cookie);
    expect(free).toMatchObject({ feePaise: 0, totalPaise: 2 * product.pricePaise });
    const email = await getDb()
      .selectFrom("email_outbox")
      .select("text_body")
      .where("entity_id", "=", free.id)
      .where("to_address", "=", "meena@example.test")
      .executeTakeFirstOrThrow();
    expect(email.text_body).toContain(`Delivery: Free. Total: ${formatRupees(free.totalPaise)}.`);

    // The owner raises the threshold by a paisa and the fee to ₹75: the same cart now pays it.
    await setRule({ fee: "75", freeFrom: rupees(2 * product.pricePaise + 1) });
    expect((await addToCart(user.id, product.id, 2)).kind).toBe("ok");
    const charged = await place(cookie);
    expect(charged).toMatchObject({ feePaise: 7500, totalPaise: 2 * product.pricePaise + 7500 });

    // A fee of 0: always free.
    await setRule({ fee: "0", freeFrom: "100000" });
    expect((await addToCart(user.id, product.id, 1)).kind).toBe("ok");
    expect(await place(cookie)).toMatchObject({ feePaise: 0, totalPaise: product.pricePaise });
  });

  it("refuses a PIN code the rule does not serve (400, next to the PIN field), writing nothing", async () => {
    await setRule({ fee: "50", freeFrom: "500", pins: "6280, 627011" });
    const product = await cheapProduct();
    const { user, cookie } = await shopper();
    expect((await addToCart(user.id, product.id, 3)).kind).toBe("ok");
    const stock = await stockOf(product.id);
    const before = await counts();

    const refused = await postCheckout(cookie, form({ pinCode: "627006" }));
    expect(refused.status).toBe(400);
    expect(failureOf(refused).errors).toEqual({ pinCode: d.pinNotServed });
    expect(await counts()).toEqual(before);
    expect(await stockOf(product.id)).toBe(stock);

    // A code under a served prefix, and one named in full, are delivered.
    expect((await place(cookie, { pinCode: "628002" })).feePaise).toBe(
      3 * product.pricePaise >= 50_000 ? 0 : 5000,
    );
    expect(await stockOf(product.id)).toBe(stock - 3);
    expect((await addToCart(user.id, product.id, 1)).kind).toBe("ok");
    await place(cookie, { pinCode: "627011" });
    expect(await stockOf(product.id)).toBe(stock - 4);
  });

  it("refuses cash on delivery above the limit (400), writing nothing", async () => {
    const product = await cheapProduct();
    const items = 2 * product.pricePaise;
    // The total with the ₹50 fee is a paisa above the limit.
    await setRule({ fee: "50", freeFrom: "100000", codMax: rupees(items + 5000 - 1) });
    const { user, cookie } = await shopper();
    expect((await addToCart(user.id, product.id, 2)).kind).toBe("ok");
    const stock = await stockOf(product.id);
    const before = await counts();

    const refused = await postCheckout(cookie, form());
    expect(refused.status).toBe(400);
    const message = d.codLimitNoUpi.replace("{limit}", formatRupees(items + 5000 - 1));
    expect(failureOf(refused).errors).toEqual({ paymentMethod: message });
    expect(await counts()).toEqual(before);
    expect(await stockOf(product.id)).toBe(stock);

    // At the limit exactly, cash on delivery is taken.
    await setRule({ fee: "50", freeFrom: "100000", codMax: rupees(items + 5000) });
    expect(await place(cookie)).toMatchObject({ feePaise: 5000, totalPaise: items + 5000 });
  });

  it("above the COD limit offers UPI when the shop has a UPI ID, and a UPI order goes through", async () => {
    const product = await cheapProduct();
    const items = 2 * product.pricePaise;
    await setRule({ fee: "50", freeFrom: "100000", codMax: "1" });
    const owner = await createTestUser({ role: "admin" });
    await saveBusinessSettings({ upiId: "limra.prints@okaxis" }, owner.id);
    const { user, cookie } = await shopper();
    expect((await addToCart(user.id, product.id, 2)).kind).toBe("ok");
    const before = await counts();

    const refused = await postCheckout(cookie, form());
    expect(refused.status).toBe(400);
    expect(failureOf(refused).errors).toEqual({
      paymentMethod: d.codLimit.replace("{limit}", formatRupees(100)),
    });
    expect(await counts()).toEqual(before);

    expect(await place(cookie, { paymentMethod: "upi" })).toMatchObject({
      feePaise: 5000,
      totalPaise: items + 5000,
    });
  });
});

describe("the Shipping & Delivery Policy", () => {
  const bullets = async (cookie?: string) => {
    const page = await callRoute(
      policyLoader,
      getRequest("/shipping-delivery", cookie ? { cookie } : {}),
    );
    return (page.data as { content: PolicyContent }).content.sections[0]!.bullets ?? [];
  };

  it("states the rule's numbers in English and Tamil, and follows the owner's change", async () => {
    await setRule({ fee: "40", freeFrom: "750", pins: "627, 628002", codMax: "2000" });
    const en = await bullets();
    expect(en).toContain(
      "Delivery charge: ₹40 for orders under ₹750; free for orders of ₹750 or more.",
    );
    expect(en.join(" ")).toContain("627, 628002");
    expect(en.join(" ")).toContain("up to ₹2,000");
    expect(en.join(" ")).not.toContain("₹500");

    const ta = await bullets(await localeCookie("ta"));
    expect(ta[0]).toBe(
      "டெலிவரிக் கட்டணம்: ₹750-க்குக் குறைவான ஆர்டர்களுக்கு ₹40; ₹750 அல்லது அதற்கு மேற்பட்ட ஆர்டர்களுக்கு இலவசம்.",
    );

    await setRule({ fee: "50", freeFrom: "500" });
    const back = await bullets();
    expect(back[0]).toBe(
      "Delivery charge: ₹50 for orders under ₹500; free for orders of ₹500 or more.",
    );
    expect(back[1]).toBe("We deliver to every PIN code in India.");
    expect(back.join(" ")).not.toContain("Cash on delivery");
    const rule = await getDeliveryRule();
    expect(rule).toEqual({
      feePaise: 5000,
      freeFromPaise: 50_000,
      pinCodes: [],
      codMaxPaise: null,
    });
  });
});
