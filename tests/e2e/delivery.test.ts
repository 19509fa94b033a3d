import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatRupees } from "../../app/lib/format";
import { shopContent } from "../../app/shop/content/shop";
import {
  appDatabase,
  createUser,
  expectNoA11yViolations,
  loginAs,
  newPage,
  visit,
  waitForHydration,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * One delivery rule in a real browser (decision 033): the owner sets ₹60 below ₹1,000; the cart
 * drawer, the checkout page and, after placing, the confirmation page show the same delivery fee
 * and total, and the Shipping & Delivery Policy the same numbers; axe in light and dark.
 */

const co = shopContent.en.checkout;

const { app, browser } = await openApp();

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).textContent()) ?? "").trim();

/** The delivery fee and total as `prefix` (cart, checkout, confirmation) shows them. */
const figures = async (page: Page, prefix: string) => ({
  delivery: await text(page, `${prefix}-delivery`),
  total: await text(page, `${prefix}-total`),
});

async function toggleTheme(page: Page, dark: boolean) {
  await page.getByTestId("theme-toggle").filter({ visible: true }).click();
  await page.waitForSelector(dark ? "html.dark" : "html:not(.dark)");
}

describe("the delivery rule in the browser", () => {
  it("cart, checkout, confirmation and the policy show the same fee, light and dark", async () => {
    const db = await appDatabase();
    const { saveBusinessSettings } = await import("../../app/admin/index.server");
    const owner = await createUser("admin");
    await saveBusinessSettings(
      { deliveryFee: "60", deliveryFreeFrom: "1000", deliveryPinCodes: "", codMaxTotal: "" },
      owner.id,
    );
    const product = await db
      .selectFrom("products")
      .select(["id", "price_paise"])
      .where("is_active", "=", 1)
      .where("stock_quantity", ">=", 1)
      // Not a print product: those ask for artwork (tests/e2e/shop-artwork.test.ts).
      .where("requires_artwork", "=", 0)
      .where("price_paise", "<", 100_000)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const expected = {
      delivery: formatRupees(6000),
      total: formatRupees(Number(product.price_paise) + 6000),
    };

    const t = await newPage(browser, { baseURL: app.baseUrl });
    const { page } = t;
    try {
      const customer = await loginAs(t.context, "customer", { name: "Meena Raj" });
      const now = new Date().toISOString();
      await db
        .insertInto("cart_items")
        .values({
          id: crypto.randomUUID(),
          user_id: customer.id,
          product_id: product.id,
          quantity: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();

      for (const dark of [false, true]) {
        const mode = dark ? "dark" : "light";
        await visit(page, "/limrakart?cart=open");
        expect(await figures(page, "cart")).toEqual(expected);
        await expectNoA11yViolations(page, `/limrakart cart drawer (${mode})`);
        await visit(page, "/limrakart/checkout");
        expect(await figures(page, "checkout")).toEqual(expected);
        await expectNoA11yViolations(page, `/limrakart/checkout (${mode})`);
        if (!dark) await toggleTheme(page, true);
      }

      const form = page.locator("main form");
      await form.locator("#phone").fill("98765 43210");
      await form.locator("#address").fill("4, South Car Street, Tirunelveli");
      await form.locator("#pinCode").fill("627005");
      await form.getByRole("button", { name: co.placeOrder, exact: true }).click();
      await page.waitForURL((u) => u.pathname === "/limrakart/order-confirmation");
      await waitForHydration(page);
      expect(await figures(page, "confirmation")).toEqual(expected);
      await expectNoA11yViolations(page, "/limrakart/order-confirmation (dark)");
      const confirmationUrl = page.url();

      await visit(page, "/shipping-delivery");
      const rule =
        "Delivery charge: ₹60 for orders under ₹1,000; free for orders of ₹1,000 or more.";
      expect(await page.locator("article li").first().textContent()).toBe(rule);
      await expectNoA11yViolations(page, "/shipping-delivery (dark)");
      await toggleTheme(page, false);
      await expectNoA11yViolations(page, "/shipping-delivery (light)");
      await visit(page, confirmationUrl);
      expect(await figures(page, "confirmation")).toEqual(expected);
      await expectNoA11yViolations(page, "/limrakart/order-confirmation (light)");
      t.expectNoErrors();
    } finally {
      await t.close();
    }
  });
});
