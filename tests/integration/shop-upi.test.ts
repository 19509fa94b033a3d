import { describe, expect, it } from "vitest";
import type { FormFailure } from "~/lib/forms";
import { orderTotals } from "~/lib/delivery";
import { upiLink } from "~/lib/upi";
import { getDeliveryRule } from "~/domain/business-settings.server";
import { saveBusinessSettings } from "~/admin/index.server";
import { createSessionCookie } from "~/platform/auth/accounts.server";
import { getDb } from "~/platform/db/db.server";
import { addToCart } from "~/shop/cart/cart.server";
import { placeOrder } from "~/shop/checkout/checkout.server";
import { shopContent } from "~/shop/content/shop";
import {
  action as checkoutAction,
  loader as checkoutLoader,
} from "~/shop/checkout/routes/checkout";
import { loader as confirmationLoader } from "~/shop/checkout/routes/order-confirmation";
import { loader as orderDetailLoader } from "~/shop/orders/routes/order-detail";
import { createTestUser } from "../factories";
import { callRoute, getRequest, postRequest, type RouteResult } from "./route-harness";

/**
 * Paying a LimraKart order by UPI (no gateway): offered at checkout only while the shop has a
 * UPI ID, refused (400, nothing written) otherwise; stored on the order, whose confirmation page,
 * detail page and e-mail carry the `upi://` link for the total with the order number as note,
 * until the order is marked paid.
 */

const tc = shopContent.en.checkout;
const UPI_ID = "limra.prints@okaxis";

async function shopper() {
  const user = await createTestUser({ name: "Meena Raj" });
  return { user, cookie: (await createSessionCookie(user.id)).header };
}

/** A seeded product that has stock (the test's own, so no seed row's stock runs out). */
async function fillCart(userId: string) {
  const product = await getDb()
    .selectFrom("products")
    .select(["id", "price_paise"])
    .where("is_active", "=", 1)
    .where("stock_quantity", ">=", 2)
    // Not a print product: those ask for artwork (decision 037).
    .where("requires_artwork", "=", 0)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  expect((await addToCart(userId, product.id, 2)).kind).toBe("ok");
  return 2 * Number(product.price_paise);
}

const checkoutForm = (paymentMethod: string) => ({
  name: "Meena Raj",
  phone: "98765 43210",
  email: "meena@example.test",
  address: "4 North Car Street, Tirunelveli",
  pinCode: "627006",
  paymentMethod,
  token: crypto.randomUUID(),
});

const postCheckout = (cookie: string, fields: Record<string, string>) =>
  callRoute(checkoutAction, postRequest("/limrakart/checkout", fields, { cookie }));

async function counts() {
  const n = async (table: "orders" | "order_items" | "email_outbox" | "cart_items") =>
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
    cart: await n("cart_items"),
  };
}

const failureOf = (result: RouteResult) => result.data as FormFailure;

async function saveUpiId(upiId: string) {
  const owner = await createTestUser({ role: "admin" });
  await saveBusinessSettings(
    {
      name: "Limra Graphics",
      address: "4, Car Street, Tirunelveli 627006",
      phone: "+919876501234",
      email: "owner@limra.example",
      gstin: "",
      upiId,
      upiPayeeName: "",
    },
    owner.id,
  );
}

describe("UPI at the LimraKart checkout", () => {
  it("without a UPI ID: offers cash on delivery only and refuses UPI with 400, writing nothing", async () => {
    const { user, cookie } = await shopper();
    await fillCart(user.id);
    const page = await callRoute(checkoutLoader, getRequest("/limrakart/checkout", { cookie }));
    expect(page.data).toMatchObject({ upiAvailable: false });

    const before = await counts();
    const refused = await postCheckout(cookie, checkoutForm("upi"));
    expect(refused.status).toBe(400);
    expect(failureOf(refused).errors).toEqual({ paymentMethod: tc.upiUnavailable });
    expect(failureOf(refused).toast?.description).toBe(tc.upiUnavailable);
    expect(await counts()).toEqual(before);

    // Straight to the model as well: nothing written.
    const direct = await placeOrder(
      user.id,
      {
        name: "Meena Raj",
        phone: "+919876543210",
        email: "meena@example.test",
        address: "4 North Car Street",
        pinCode: "627006",
        paymentMethod: "upi",
      },
      crypto.randomUUID(),
    );
    expect(direct).toEqual({ kind: "no-upi" });
    expect(await counts()).toEqual(before);

    const card = await postCheckout(cookie, checkoutForm("card"));
    expect(card.status).toBe(400);
    expect(failureOf(card).errors).toEqual({ paymentMethod: tc.paymentInvalid });
    expect(await counts()).toEqual(before);
  });

  it("with a UPI ID: stores a UPI order and shows its QR link until it is paid", async () => {
    await saveUpiId(UPI_ID);
    const { user, cookie } = await shopper();
    // What the customer pays: the items plus the delivery rule's fee (decision 033).
    const total = orderTotals(await fillCart(user.id), await getDeliveryRule()).totalPaise;
    const page = await callRoute(checkoutLoader, getRequest("/limrakart/checkout", { cookie }));
    expect(page.data).toMatchObject({ upiAvailable: true });

    const placed = await postCheckout(cookie, checkoutForm("upi"));
    expect(placed.status).toBe(302);
    const number = /order=(LK\d{9})$/.exec(placed.location ?? "")![1]!;
    const order = await getDb()
      .selectFrom("orders")
      .select(["id", "payment_method", "payment_status", "total_amount_paise"])
      .where("order_number", "=", number)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ payment_method: "upi", payment_status: "pending" });
    expect(Number(order.total_amount_paise)).toBe(total);

    const link = upiLink({
      vpa: UPI_ID,
      payeeName: "Limra Graphics",
      amountPaise: total,
      note: number,
    });
    expect(link).toContain(`tn=${number}`);
    const confirmation = await callRoute(
      confirmationLoader,
      getRequest(`/limrakart/order-confirmation?order=${number}`, { cookie }),
    );
    const upi = (confirmation.data as { upi: { link: string; svg: string; amountPaise: number } })
      .upi;
    expect(upi).toMatchObject({ link, amountPaise: total });
    expect(upi.svg).toMatch(/^<svg /);
    const detail = await callRoute(
      orderDetailLoader,
      getRequest(`/limrakart/orders/${number}`, { cookie }),
      { orderNumber: number },
    );
    expect((detail.data as { upi: { link: string } }).upi.link).toBe(link);

    const email = await getDb()
      .selectFrom("email_outbox")
      .select("text_body")
      .where("entity_id", "=", order.id)
      .where("to_address", "=", "meena@example.test")
      .executeTakeFirstOrThrow();
    expect(email.text_body).toContain("Payment: UPI");
    expect(email.text_body).toContain(link);

    // Marked paid by the store admin: no QR any more.
    await getDb()
      .updateTable("orders")
      .set({ payment_status: "paid" })
      .where("id", "=", order.id)
      .execute();
    const paid = await callRoute(
      confirmationLoader,
      getRequest(`/limrakart/order-confirmation?order=${number}`, { cookie }),
    );
    expect((paid.data as { upi: unknown }).upi).toBeNull();
  });

  it("with a UPI ID, cash on delivery still works and shows no QR", async () => {
    const { user, cookie } = await shopper();
    await fillCart(user.id);
    const placed = await postCheckout(cookie, checkoutForm("cod"));
    const number = /order=(LK\d{9})$/.exec(placed.location ?? "")![1]!;
    const row = await getDb()
      .selectFrom("orders")
      .select("payment_method")
      .where("order_number", "=", number)
      .executeTakeFirstOrThrow();
    expect(row.payment_method).toBe("cod");
    const confirmation = await callRoute(
      confirmationLoader,
      getRequest(`/limrakart/order-confirmation?order=${number}`, { cookie }),
    );
    expect((confirmation.data as { upi: unknown; upiMethodText: unknown }).upi).toBeNull();
  });
});
