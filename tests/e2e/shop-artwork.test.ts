import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { artworkFields } from "../../app/shop/artwork/artwork";
import { artworkText } from "../../app/shop/content/artwork";
import { shopContent } from "../../app/shop/content/shop";
import { productSeeds } from "../../app/shop/shared/seed/seed-data";
import {
  appDatabase,
  cookieHeader,
  expectNoA11yViolations,
  fetchPage,
  loginAs,
  newPage,
  visit,
  waitForHydration,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * Artwork of print products in a real browser (decision 037): a customer puts visiting cards in
 * the cart from the store; the checkout asks for their artwork (axe light and dark, no sideways
 * scrolling at 360 px); the order is refused without a choice, then placed with a PNG; the
 * customer's order says "Artwork received"; the store admin sees the download link and gets
 * the file as an attachment, which a customer and a visitor cannot.
 */

const a = artworkText.en;
const co = shopContent.en.checkout;
const CARDS = productSeeds.find((p) => p.slug === "standard-visiting-cards-500")!;
const CARDS_ID = `seed-product-${CARDS.slug}`;
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 9, 8, 7,
]);

const { app, browser } = await openApp();

async function toggleTheme(page: Page, dark: boolean) {
  await page.getByTestId("theme-toggle").filter({ visible: true }).click();
  await page.waitForSelector(dark ? "html.dark" : "html:not(.dark)");
}

async function fillDelivery(page: Page) {
  const form = page.locator("main form");
  await form.locator("#phone").fill("98765 43210");
  await form.locator("#address").fill("4, South Car Street, Tirunelveli");
  await form.locator("#pinCode").fill("627005");
}

describe("artwork at checkout", () => {
  it("asks for the visiting cards' design, takes a PNG, and lets only staff download it", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl });
    const { page } = t;
    const f = artworkFields(CARDS_ID);
    try {
      await loginAs(t.context, "customer", { name: "Meena Raj" });
      await visit(page, `/limrakart?category=${CARDS.category}`);
      await page
        .getByTestId("product-card")
        .filter({ has: page.getByRole("heading", { level: 2, name: CARDS.name.en, exact: true }) })
        .getByRole("button", { name: new RegExp(`^${shopContent.en.storefront.addToCart}`) })
        .click();
      await expect.poll(async () => page.getByTestId("cart-count").first().textContent()).toBe("1");

      await visit(page, "/limrakart/checkout");
      const choice = page.getByTestId("artwork-choice");
      await expect
        .poll(() => choice.locator("legend").textContent())
        .toBe(a.legend.replace("{name}", CARDS.name.en));
      expect(await page.locator("main form").getAttribute("enctype")).toBe("multipart/form-data");
      for (const dark of [false, true]) {
        await expectNoA11yViolations(
          page,
          `/limrakart/checkout with artwork (${dark ? "dark" : "light"})`,
        );
        if (!dark) await toggleTheme(page, true);
      }
      await toggleTheme(page, false);

      // No choice: refused with the message at the line, the typed details kept.
      await fillDelivery(page);
      await page.getByRole("button", { name: co.placeOrder, exact: true }).click();
      await expect
        .poll(() => page.locator(`#${f.choice}-error`).textContent())
        .toBe(a.choiceRequired.replace("{name}", CARDS.name.en));
      expect(await page.locator("#pinCode").inputValue()).toBe("627005");

      // Upload a PNG: the order is placed and says so.
      await choice.getByRole("radio", { name: new RegExp(a.upload) }).check();
      await page.locator(`#${f.file}`).setInputFiles({
        name: "meena-card.png",
        mimeType: "image/png",
        buffer: PNG,
      });
      await page.getByRole("button", { name: co.placeOrder, exact: true }).click();
      await page.waitForURL((u) => u.pathname === "/limrakart/order-confirmation");
      await waitForHydration(page);
      const number = new URL(page.url()).searchParams.get("order")!;
      await visit(page, `/limrakart/orders/${number}`);
      expect(await page.getByTestId("item-artwork").textContent()).toBe(
        a.received.replace("{name}", "meena-card.png"),
      );
      const customerCookie = await cookieHeader(t.context, app.baseUrl);

      // The store admin's order detail links the file; the download is the PNG, as an attachment.
      const db = await appDatabase();
      const order = await db
        .selectFrom("orders")
        .select("id")
        .where("order_number", "=", number)
        .executeTakeFirstOrThrow();
      const admin = await newPage(browser, { baseURL: app.baseUrl });
      try {
        await loginAs(admin.context, "admin");
        await visit(admin.page, `/limrakart/admin?tab=orders&order=${order.id}`);
        const link = admin.page.getByRole("link", { name: "Download artwork: meena-card.png" });
        const href = (await link.getAttribute("href"))!;
        expect(href).toMatch(/^\/limrakart\/admin\/artwork\/[0-9a-f-]{36}$/);
        const adminCookie = await cookieHeader(admin.context, app.baseUrl);
        const res = await fetch(app.baseUrl + href, { headers: { Cookie: adminCookie } });
        expect(res.status).toBe(200);
        expect(res.headers.get("content-disposition")).toMatch(
          /^attachment; filename="meena-card.png"/,
        );
        // Set by the download and by the security headers: every value says nosniff.
        expect(
          res.headers
            .get("x-content-type-options")
            ?.split(", ")
            .every((v) => v === "nosniff"),
        ).toBe(true);
        expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);

        // A customer (the order's own) is refused; a visitor is sent to sign in.
        expect((await fetchPage(app.baseUrl + href, { cookie: customerCookie })).status).toBe(403);
        const visitor = await fetchPage(app.baseUrl + href);
        expect(visitor.status).toBe(302);
        expect(visitor.headers.get("location")).toMatch(/^\/auth/);
        admin.expectNoErrors();
      } finally {
        await admin.close();
      }
      t.expectNoErrors([/status of 400/]);
    } finally {
      await t.close();
    }
  });

  it("fits a 360 px phone with a design request, and works without JavaScript", async () => {
    const width = 360;
    const t = await newPage(browser, {
      baseURL: app.baseUrl,
      viewport: { width, height: 740 },
      javaScriptEnabled: false,
    });
    const { page } = t;
    const f = artworkFields(CARDS_ID);
    try {
      const customer = await loginAs(t.context, "customer", { name: "Murugan" });
      const now = new Date().toISOString();
      await (
        await appDatabase()
      )
        .insertInto("cart_items")
        .values({
          id: randomUUID(),
          user_id: customer.id,
          product_id: CARDS_ID,
          quantity: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await page.goto("/limrakart/checkout");
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        "no sideways scrolling",
      ).toBeLessThanOrEqual(width);
      await fillDelivery(page);
      await page
        .getByTestId("artwork-choice")
        .getByRole("radio", { name: new RegExp(a.design) })
        .check();
      await page
        .locator(`#${f.note}`)
        .fill("Murugan Stores, green and gold, with our phone number");
      await page.getByRole("button", { name: co.placeOrder, exact: true }).click();
      await page.waitForURL((u) => u.pathname === "/limrakart/order-confirmation");
      const number = new URL(page.url()).searchParams.get("order")!;
      await page.goto(`/limrakart/orders/${number}`);
      expect(await page.getByTestId("item-artwork").textContent()).toBe(a.designRequested);
    } finally {
      await t.close();
    }
  });
});
