import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { formatRupees } from "../../app/lib/format";
import { shopContent } from "../../app/shop/content/shop";
import { productSeeds } from "../../app/shop/shared/seed/seed-data";
import {
  appDatabase,
  createUser,
  expectNoA11yViolations,
  loginAs,
  newPage,
  visit,
  waitForHydration,
  type TestPage,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * One business (issue 21), end to end in a real browser: a visitor goes home -> Shop -> Tea -> a
 * tea's page, signs in, adds it to the cart, opens the cart from the header, checks out with the
 * delivery fee of the owner's rule, and finds the order under My Orders; staff confirm it from
 * the confirmation queue, deliver it and record the cash, and Income & Expenses shows the money
 * while the godown's movements show the order taking the tea from the one stock. A second order
 * left unconfirmed past the owner's limit is cancelled by the server's background worker, its
 * tea back in stock, and the customer sees it cancelled.
 */

const TRIAL = productSeeds.find((p) => p.slug === "tea-talks-trial-pouch")!;
const TRIAL_ID = "seed-product-tea-talks-trial-pouch";
const STOCK = 20;
const FEE_PAISE = 5000; // the default rule: ₹50 under ₹500 (decision 033)

// The worker sweeps every second here (COD_SWEEP_SECONDS), not every 10 minutes.
const { app, browser } = await openApp({ env: { COD_SWEEP_SECONDS: "1" } });
let itemId: string;

beforeAll(async () => {
  // The tea pouch and a godown item are one stock (decision 036), through the app's modules.
  const db = await appDatabase();
  const keeper = await createUser("staff", { name: "Godown Keeper" });
  const { createGodownItem } = await import("../../app/billing/godown/godown.server");
  const { godownItemSchema } = await import("../../app/billing/godown/schema");
  const { linkProductStock } = await import("../../app/domain/stock.server");
  itemId = await createGodownItem(
    godownItemSchema.parse({
      itemName: "Tea Talks Trial Pouch (godown)",
      category: "Tea",
      quantity: String(STOCK),
      minimumStock: "2",
      unitPrice: "40",
    }),
    keeper.id,
  );
  await db
    .transaction()
    .execute((trx) => linkProductStock(trx, TRIAL_ID, itemId, { by: keeper.id }));
});

const toast = (page: Page, title: string) =>
  page.getByTestId("toast").filter({ hasText: title }).first();
const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).textContent()) ?? "").trim();

async function stockOf(): Promise<number> {
  const db = await appDatabase();
  const row = await db
    .selectFrom("godown_items")
    .select("quantity")
    .where("id", "=", itemId)
    .executeTakeFirstOrThrow();
  return Number(row.quantity);
}

/** From the tea's page (signed in): into the cart, the cart from the header, checkout. */
async function buyFromTeaPage(page: Page, name: string): Promise<string> {
  await page
    .locator("main")
    .getByRole("button", { name: shopContent.en.tea.product.addToCart, exact: true })
    .click();
  await expect.poll(() => text(page, "header-cart-count"), { timeout: 10_000 }).toBe("1");
  await page.getByTestId("header-cart").click();
  await page.waitForURL(
    (u) => u.pathname === "/limrakart" && u.searchParams.get("cart") === "open",
  );
  const drawer = page.getByRole("dialog");
  await drawer.getByTestId("cart-line").filter({ hasText: TRIAL.name.en }).waitFor();
  await visit(page, "/limrakart/checkout");
  const expected = {
    delivery: formatRupees(FEE_PAISE),
    total: formatRupees(TRIAL.pricePaise + FEE_PAISE),
  };
  expect({
    delivery: await text(page, "checkout-delivery"),
    total: await text(page, "checkout-total"),
  }).toEqual(expected);
  const form = page.locator("main form");
  await form.locator("#name").fill(name);
  await form.locator("#phone").fill("98765 43210");
  await form.locator("#address").fill("4, South Car Street, Tirunelveli");
  await form.locator("#pinCode").fill("627005");
  await form.getByRole("button", { name: shopContent.en.checkout.placeOrder, exact: true }).click();
  await page.waitForURL((u) => u.pathname === "/limrakart/order-confirmation");
  await waitForHydration(page);
  expect(await text(page, "confirmation-total")).toBe(expected.total);
  return text(page, "order-number");
}

/** Presses a status button on the store admin's order page and waits for the new status. */
async function move(page: Page, button: string, status: RegExp) {
  const detail = page.getByTestId("admin-order-detail");
  if (button === "Mark shipped")
    await detail.getByTestId("shipped-form").getByLabel("Courier").fill("Hand delivery");
  await detail.getByRole("button", { name: button }).click();
  await toast(page, "Order updated").waitFor();
  await detail.locator("span", { hasText: status }).first().waitFor();
}

describe("one business: site, shop, stock and books", () => {
  it("a visitor buys tea from the site; staff confirm, deliver and take the cash; the books and the godown show it", async () => {
    const customer: TestPage = await newPage(browser, { baseURL: app.baseUrl });
    const admin: TestPage = await newPage(browser, { baseURL: app.baseUrl });
    try {
      const { page } = customer;
      // Home -> Shop -> Tea -> the tea's own page, as a visitor.
      await visit(page, "/");
      await page
        .getByRole("navigation", { name: "Main navigation" })
        .locator("ul.site-links")
        .getByRole("link", { name: "Shop", exact: true })
        .click();
      await page.waitForURL((u) => u.pathname === "/limrakart");
      await waitForHydration(page);
      await page
        .getByRole("complementary")
        .getByRole("link", { name: /^Tea\b/ })
        .click();
      await page.waitForURL((u) => u.searchParams.get("category") === "tea");
      await page
        .getByTestId("product-card")
        .filter({ hasText: TRIAL.name.en })
        .getByRole("link", { name: TRIAL.name.en, exact: true })
        .click();
      await page.waitForURL((u) => u.pathname === `/${TRIAL.slug}`);

      // Signs in (as the sign-in page would) and buys it.
      await loginAs(customer.context, "customer", { name: "Journey Meena" });
      await visit(page, `/${TRIAL.slug}`);
      const number = await buyFromTeaPage(page, "Journey Meena");
      expect(await stockOf()).toBe(STOCK - 1);

      // My Orders, from the user menu.
      const menu = page.getByTestId("account-menu");
      await menu.locator("summary").click();
      await menu.getByRole("link", { name: "My Orders", exact: true }).click();
      await page.waitForURL((u) => u.pathname === "/limrakart/orders");
      const card = page.getByTestId("order-card").filter({ hasText: number });
      await card.waitFor();
      expect(await card.textContent()).toContain("Order received");

      // Staff: the confirmation queue, then delivery, then the cash.
      await loginAs(admin.context, "admin", { name: "Journey Owner" });
      const staff = admin.page;
      await visit(staff, "/limrakart/admin?tab=orders&status=awaiting_confirmation");
      const queued = staff.getByTestId("admin-orders").locator("li").filter({ hasText: number });
      expect(await queued.getByTestId("queue-call").getAttribute("href")).toBe("tel:+919876543210");
      await queued.getByRole("button", { name: "Confirm order" }).click();
      await toast(staff, "Order updated").waitFor();
      await queued.waitFor({ state: "detached" });

      await visit(staff, `/limrakart/admin?tab=orders&q=${encodeURIComponent(number)}`);
      await staff
        .getByTestId("admin-orders")
        .locator("li")
        .filter({ hasText: number })
        .getByRole("link")
        .first()
        .click();
      await staff.getByTestId("admin-order-detail").waitFor();
      await waitForHydration(staff);
      await move(staff, "Mark processing", /^processing$/i);
      await move(staff, "Mark shipped", /^shipped$/i);
      await move(staff, "Mark delivered", /^delivered$/i);
      const paid = staff.getByTestId("admin-order-detail").getByTestId("mark-paid-form");
      await paid.getByLabel("Method").selectOption("cash");
      await paid.getByRole("button", { name: "Record payment" }).click();
      await toast(staff, "Order updated").waitFor();
      await staff
        .getByTestId("admin-order-detail")
        .getByTestId("admin-payment-status")
        .filter({ hasText: "payment paid" })
        .waitFor();
      await expectNoA11yViolations(staff, "store admin order, delivered and paid");

      // The books: the cash is in Income & Expenses.
      await visit(staff, "/billing/income-expenses");
      await staff.getByText(`LimraKart order #${number}: payment received`).first().waitFor();

      // The godown: the order took the pouch from the one stock.
      await visit(staff, `/billing/godown/movements?item=${itemId}`);
      const row = staff.locator("tr, li").filter({ hasText: number }).first();
      await row.waitFor();
      expect(await row.textContent()).toMatch(/−1|-1/);
      await expectNoA11yViolations(staff, "godown movements");

      // The customer's order page: delivered and paid, with its timeline.
      await visit(page, `/limrakart/orders/${number}`);
      const steps = await page.getByTestId("order-timeline").locator("li").allTextContents();
      expect(steps.join(" | ")).toMatch(/Delivered/);
      expect(steps.join(" ")).not.toContain("Journey Owner");
      customer.expectNoErrors();
      admin.expectNoErrors();
    } finally {
      await customer.close();
      await admin.close();
    }
  });

  it("the server's worker cancels an order left unconfirmed past the owner's limit, and the stock comes back", async () => {
    const customer: TestPage = await newPage(browser, { baseURL: app.baseUrl });
    try {
      const { page } = customer;
      await loginAs(customer.context, "customer", { name: "Journey Ravi" });
      await visit(page, `/${TRIAL.slug}`);
      const before = await stockOf();
      const number = await buyFromTeaPage(page, "Journey Ravi");
      expect(await stockOf()).toBe(before - 1);

      // 49 hours ago, as far as the worker can tell (the default limit is 48 hours).
      const db = await appDatabase();
      const longAgo = new Date(Date.now() - 49 * 3600_000).toISOString();
      await db
        .updateTable("orders")
        .set({ created_at: longAgo })
        .where("order_number", "=", number)
        .execute();
      await expect
        .poll(
          async () =>
            (
              await db
                .selectFrom("orders")
                .select("order_status")
                .where("order_number", "=", number)
                .executeTakeFirstOrThrow()
            ).order_status,
          { timeout: 15_000 },
        )
        .toBe("cancelled");
      expect(await stockOf()).toBe(before);

      await visit(page, `/limrakart/orders/${number}`);
      const steps = await page.getByTestId("order-timeline").locator("li").allTextContents();
      expect(steps.at(-1)).toContain("Cancelled");
      expect(await text(page, "order-payment-status")).toBe("Payment status: Cancelled");
      customer.expectNoErrors();
    } finally {
      await customer.close();
    }
  });
});
