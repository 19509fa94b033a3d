import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  expectNoA11yViolations,
  newPage,
  visit,
  waitForHydration,
  type TestPage,
  type TestUser,
} from "./harness";
import { subjectOf } from "./cluster";
import { openApp } from "../helpers/e2e-app";

/**
 * The admin panels in a real browser: a product with a picture from the store admin to the
 * store (and its cached /media file), an order from checkout through processing, shipped and
 * delivered (the customer's badge and e-mails through a real SMTP server), a cancelled order
 * giving its stock back, a gallery item from /admin to /gallery and home and out again, the
 * access screens, and axe on every tab.
 */

// ---------------------------------------------------------------------------------------------
// The app, Chromium, and a real SMTP server in the test process that keeps every message.

const { app, browser, pageAs, waitForMail: mailWhere } = await openApp({ smtp: true });
const png = await sharp({
  create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 90 } },
})
  .png()
  .toBuffer();

type Mail = { to: string[]; raw: string; subject: string };

/** The first message matching `test` (the outbox sends every 5 s): up to 25 s. */
const waitForMail = (test: (m: Mail) => boolean, what: string, timeoutMs = 25_000) =>
  mailWhere((m) => test({ to: m.to, raw: m.raw, subject: subjectOf(m) }), what, timeoutMs);

const uid = () => randomUUID().slice(0, 8);

async function open(): Promise<TestPage> {
  return newPage(browser, { baseURL: app.baseUrl });
}

const toast = (page: Page, title: string) =>
  page.getByTestId("toast").filter({ hasText: title }).first();

/** Adds a product as the admin on /limrakart/admin; returns its name. */
async function addProduct(page: Page, opts: { stock: number; picture?: boolean }) {
  const name = `E2E Mug ${uid()}`;
  await visit(page, "/limrakart/admin");
  const form = page.getByTestId("product-form");
  await form.locator('input[name="name"]').fill(name);
  await form.locator('input[name="price"]').fill("149.50");
  await form.locator('input[name="stock"]').fill(String(opts.stock));
  const category = form.locator('select[name="categoryId"]');
  const firstCategory = await category.locator("option").nth(1).getAttribute("value");
  await category.selectOption(firstCategory!);
  if (opts.picture) {
    await form
      .locator('input[name="image"]')
      .setInputFiles({ name: "mug.png", mimeType: "image/png", buffer: png });
  }
  await form.getByRole("button", { name: "Add Product" }).click();
  await page.getByTestId("admin-products").locator("p", { hasText: name }).first().waitFor();
  return name;
}

/** The customer's store card of a product (searched by name). */
async function storeCard(page: Page, name: string) {
  await visit(page, `/limrakart?q=${encodeURIComponent(name)}`);
  const card = page.getByTestId("product-card").filter({ hasText: name });
  await card.waitFor();
  return card;
}

/** Adds the first tea of /limra-foods to the cart; returns the cart's answer. */
async function addFirstTea(page: Page) {
  await visit(page, "/limra-foods");
  const [added] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes("/limrakart/cart") && r.request().method() === "POST",
    ),
    page
      .getByRole("button", { name: /Add to Cart/ })
      .first()
      .click(),
  ]);
  return added;
}

/** Checkout as the signed-in customer (the cart already filled); returns the confirmation URL. */
async function checkout(page: Page, customer: TestUser, name: string) {
  await visit(page, "/limrakart/checkout");
  await page.locator('[name="name"]').fill(name);
  await page.locator('[name="phone"]').fill("9876543210");
  await page.locator('[name="email"]').fill(customer.email);
  await page.locator('[name="address"]').fill("12 Gandhi Road, Tirunelveli");
  await page.locator('[name="pinCode"]').fill("627001");
  await page.getByRole("button", { name: "Place Order" }).click();
  await page.waitForURL(/\/limrakart\/order-confirmation/);
}

/** Opens the customer's order (found by the customer name) in the admin's Orders tab. */
async function openAdminOrder(page: Page, customerName: string) {
  await visit(page, `/limrakart/admin?tab=orders&q=${encodeURIComponent(customerName)}`);
  const list = page.getByTestId("admin-orders");
  await list.locator("li").filter({ hasText: customerName }).first().getByRole("link").click();
  const detail = page.getByTestId("admin-order-detail");
  await detail.waitFor();
  await waitForHydration(page);
  return detail;
}

/** Presses `button` (cancelling with a reason, decision 035) and waits for the status badge. */
async function moveOrder(page: Page, button: string, status: string) {
  const detail = page.getByTestId("admin-order-detail");
  if (button === "Cancel order")
    await detail
      .getByTestId("cancelled-form")
      .getByLabel("Reason for cancelling")
      .fill("The customer asked");
  if (button === "Mark shipped") {
    const shipped = detail.getByTestId("shipped-form");
    await shipped.getByLabel("Courier").fill("DTDC");
    await shipped.getByLabel("Tracking number").fill("D1234567");
  }
  await detail.getByRole("button", { name: button }).click();
  await toast(page, "Order updated").waitFor();
  await detail.locator("span", { hasText: new RegExp(`^${status}$`, "i") }).waitFor();
}

describe("the store admin panel", () => {
  it("adds a product with a picture that the store shows from a cached /media URL", async () => {
    const admin = await pageAs("admin");
    const customer = await open();
    try {
      const name = await addProduct(admin.page, { stock: 7, picture: true });

      const card = await storeCard(customer.page, name);
      const img = card.locator("img").first();
      const src = await img.getAttribute("src");
      expect(src).toMatch(/^\/media\//);
      await expect
        .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      expect(await card.textContent()).toContain("7 in stock");

      const res = await fetch(new URL(src!, app.baseUrl));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^image\//);
      const cache = res.headers.get("cache-control") ?? "";
      expect(cache).toContain("max-age=31536000");
      expect(cache).toContain("immutable");
      await res.arrayBuffer();
      admin.expectNoErrors();
      customer.expectNoErrors();
    } finally {
      await admin.close();
      await customer.close();
    }
  });

  it("moves a customer's tea order through processing, shipped and delivered, with e-mails", async () => {
    const admin = await pageAs("admin");
    const customer = await pageAs("customer");
    const customerName = `Tea Buyer ${uid()}`;
    try {
      const { page } = customer;
      expect((await addFirstTea(page)).status()).toBeLessThan(400);
      await checkout(page, customer.user, customerName);

      const detail = await openAdminOrder(admin.page, customerName);
      expect(await detail.textContent()).toContain(customer.user.email);
      const orderNumber = (await detail.locator("h2").textContent())!.replace("Order ", "").trim();
      await moveOrder(admin.page, "Confirm order", "Confirmed");
      await moveOrder(admin.page, "Mark processing", "processing");
      await moveOrder(admin.page, "Mark shipped", "shipped");
      await moveOrder(admin.page, "Mark delivered", "delivered");
      expect(await detail.getByRole("button", { name: /^Mark / }).allTextContents()).toEqual([
        "Mark returned",
      ]);

      await visit(page, "/limrakart/orders");
      const card = page.getByTestId("order-card").filter({ hasText: orderNumber });
      await card.waitFor();
      expect(await card.locator("header span.badge").first().textContent()).toContain("Delivered");

      const delivered = await waitForMail(
        (m) => m.subject.includes(orderNumber) && m.subject.endsWith(": Delivered"),
        `for ${orderNumber} delivered`,
      );
      expect(delivered.to).toEqual([customer.user.email]);
      // The status names of the one table (decision 065).
      for (const what of ["Confirmed", "Processing", "Shipped"]) {
        const mail = await waitForMail(
          (m) => m.subject.includes(orderNumber) && m.subject.endsWith(`: ${what}`),
          `for ${orderNumber} ${what}`,
        );
        expect(mail.to).toEqual([customer.user.email]);
      }
      admin.expectNoErrors();
      customer.expectNoErrors();
    } finally {
      await admin.close();
      await customer.close();
    }
  });

  it("gives the stock back when the admin cancels an order", async () => {
    const admin = await pageAs("admin");
    const customer = await pageAs("customer");
    const customerName = `Cancel Buyer ${uid()}`;
    try {
      const name = await addProduct(admin.page, { stock: 5 });
      const { page } = customer;
      let card = await storeCard(page, name);
      expect(await card.textContent()).toContain("5 in stock");
      const [added] = await Promise.all([
        page.waitForResponse(
          (r) => r.url().includes("/limrakart/cart") && r.request().method() === "POST",
        ),
        card.getByRole("button", { name: /Add to Cart/ }).click(),
      ]);
      expect(added.status()).toBeLessThan(400);
      await checkout(page, customer.user, customerName);

      card = await storeCard(page, name);
      expect(await card.textContent()).toContain("4 in stock");

      const detail = await openAdminOrder(admin.page, customerName);
      await moveOrder(admin.page, "Cancel order", "cancelled");
      expect(await detail.getByRole("button", { name: /^Mark / }).count()).toBe(0);

      card = await storeCard(page, name);
      expect(await card.textContent()).toContain("5 in stock");
      admin.expectNoErrors();
      customer.expectNoErrors();
    } finally {
      await admin.close();
      await customer.close();
    }
  });

  it("shows the access screens to a visitor and a customer", async () => {
    const visitor = await open();
    const customer = await pageAs("customer");
    try {
      let res = await visitor.page.goto("/limrakart/admin");
      expect(res?.status()).toBe(401);
      await visitor.page.getByRole("heading", { name: "Access Denied" }).waitFor();
      await visitor.page.getByText("Please login to access the admin panel").waitFor();
      expect(await visitor.page.getByTestId("store-stats").count()).toBe(0);

      res = await customer.page.goto("/limrakart/admin");
      expect(res?.status()).toBe(403);
      await customer.page.getByRole("heading", { name: "Admin Access Required" }).waitFor();
      expect(await customer.page.getByTestId("product-form").count()).toBe(0);

      res = await customer.page.goto("/admin");
      expect(res?.status()).toBe(403);
      await customer.page.getByRole("heading", { name: "Access Denied" }).waitFor();
      await customer.page.getByText("You must be an admin to access this panel.").waitFor();
    } finally {
      await visitor.close();
      await customer.close();
    }
  });

  it("passes axe on every tab, with an order open", async () => {
    const admin = await pageAs("admin");
    const customer = await pageAs("customer");
    const customerName = `Axe Buyer ${uid()}`;
    try {
      await addFirstTea(customer.page);
      await checkout(customer.page, customer.user, customerName);

      const { page } = admin;
      for (const tab of ["products", "categories", "orders"]) {
        await visit(page, `/limrakart/admin?tab=${tab}`);
        await expectNoA11yViolations(page, `/limrakart/admin?tab=${tab}`);
      }
      await openAdminOrder(page, customerName);
      await expectNoA11yViolations(page, "/limrakart/admin order detail");
      admin.expectNoErrors();
    } finally {
      await admin.close();
      await customer.close();
    }
  });
});

describe("the catalog admin panel (/admin)", () => {
  it("adds a gallery item that shows on /gallery and home, and soft-deletes it", async () => {
    const admin = await pageAs("admin");
    const visitor = await open();
    const title = `E2E Banner ${uid()}`;
    try {
      const { page } = admin;
      await visit(page, "/admin?tab=gallery&edit=new");
      await page.locator('[name="title"]').fill(title);
      await page.locator('select[name="category"]').selectOption("banners");
      await page.locator('[name="sortOrder"]').fill("0");
      await page
        .locator('input[name="image"]')
        .setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: png });
      await page.getByRole("button", { name: "Add Gallery Item" }).click();
      const item = page.getByTestId("admin-gallery").locator("li").filter({ hasText: title });
      await item.waitFor();

      const galleryItem = (p: Page) =>
        p.locator("main").getByTestId("gallery-item").filter({ hasText: title });
      await visit(visitor.page, "/gallery");
      await galleryItem(visitor.page).waitFor();
      const img = galleryItem(visitor.page).locator("img").first();
      expect(await img.getAttribute("src")).toMatch(/^\/media\//);
      await expect
        .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      await visit(visitor.page, "/");
      expect(await galleryItem(visitor.page).count()).toBe(1);

      await item.locator("summary", { hasText: "Delete" }).click();
      await item.getByRole("button", { name: /Yes, delete/ }).click();
      await expect.poll(() => item.getByRole("button", { name: /Yes, delete/ }).count()).toBe(0);

      await visit(visitor.page, "/gallery");
      expect(await galleryItem(visitor.page).count()).toBe(0);
      await visit(visitor.page, "/");
      expect(await galleryItem(visitor.page).count()).toBe(0);
      admin.expectNoErrors();
      visitor.expectNoErrors();
    } finally {
      await admin.close();
      await visitor.close();
    }
  });

  it("passes axe on every tab and with the edit panel open", async () => {
    const admin = await pageAs("admin");
    try {
      for (const tab of ["services", "products", "gallery"]) {
        await visit(admin.page, `/admin?tab=${tab}`);
        await expectNoA11yViolations(admin.page, `/admin?tab=${tab}`);
        await visit(admin.page, `/admin?tab=${tab}&edit=new`);
        await expectNoA11yViolations(admin.page, `/admin?tab=${tab}&edit=new`);
      }
      admin.expectNoErrors();
    } finally {
      await admin.close();
    }
  });
});
