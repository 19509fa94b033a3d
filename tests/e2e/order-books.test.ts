import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoA11yViolations, visit, waitForHydration, type TestUser } from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * LimraKart orders in the books, in a real browser (docs/decisions/034): the store admin records
 * a delivered COD order's cash payment and Income & Expenses and the day book show it; a
 * cancelled order's page says its payment is Cancelled and the store admin is not offered to
 * record its payment; the order screen with its payment and refund forms passes axe.
 */

const { pageAs } = await openApp();

const uid = () => randomUUID().slice(0, 8);

const toast = (page: Page, title: string) =>
  page.getByTestId("toast").filter({ hasText: title }).first();

/** The customer puts the first tea in the cart and places a cash-on-delivery order. */
async function placeOrder(page: Page, customer: TestUser, name: string) {
  await visit(page, "/limra-foods");
  await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes("/limrakart/cart") && r.request().method() === "POST",
    ),
    page
      .getByRole("button", { name: /Add to Cart/ })
      .first()
      .click(),
  ]);
  await visit(page, "/limrakart/checkout");
  await page.locator('[name="name"]').fill(name);
  await page.locator('[name="phone"]').fill("9876543210");
  await page.locator('[name="email"]').fill(customer.email);
  await page.locator('[name="address"]').fill("12 Gandhi Road, Tirunelveli");
  await page.locator('[name="pinCode"]').fill("627001");
  await page.getByRole("button", { name: "Place Order" }).click();
  await page.waitForURL(/\/limrakart\/order-confirmation/);
}

/** Opens the order of `customerName` in the store admin; returns the detail and its number. */
async function openAdminOrder(page: Page, customerName: string) {
  await visit(page, `/limrakart/admin?tab=orders&q=${encodeURIComponent(customerName)}`);
  await page
    .getByTestId("admin-orders")
    .locator("li")
    .filter({ hasText: customerName })
    .first()
    .getByRole("link")
    .click();
  const detail = page.getByTestId("admin-order-detail");
  await detail.waitFor();
  await waitForHydration(page);
  const number = (await detail.locator("h2").textContent())!.replace("Order ", "").trim();
  return { detail, number };
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

describe("LimraKart orders in the books", () => {
  it("records a delivered COD order's cash payment: Income & Expenses and the day book show it", async () => {
    const admin = await pageAs("admin");
    const customer = await pageAs("customer");
    const name = `Books Buyer ${uid()}`;
    try {
      await placeOrder(customer.page, customer.user, name);
      const { page } = admin;
      const { detail, number } = await openAdminOrder(page, name);
      for (const [button, status] of [
        ["Confirm order", "Confirmed"],
        ["Mark processing", "processing"],
        ["Mark shipped", "shipped"],
        ["Mark delivered", "delivered"],
      ] as const) {
        await moveOrder(page, button, status);
      }
      await expectNoA11yViolations(page, "store admin order, payment form");

      const form = detail.getByTestId("mark-paid-form");
      await form.getByLabel("Method").selectOption("cash");
      await form.getByRole("button", { name: "Record payment" }).click();
      await toast(page, "Order updated").waitFor();
      await detail
        .getByTestId("admin-payment-status")
        .filter({ hasText: "payment paid" })
        .waitFor();
      expect(await detail.getByTestId("order-money").textContent()).toMatch(/received ₹[1-9]/);
      await detail.getByTestId("refund-form").waitFor();
      await expectNoA11yViolations(page, "store admin order, refund form");

      await visit(page, "/billing/income-expenses");
      const label = `LimraKart order #${number}: payment received`;
      await page.getByText(label).first().waitFor();

      await visit(page, "/billing/day-book");
      const line = page.locator("tr, li, article").filter({ hasText: label }).first();
      await line.waitFor();
      expect(await line.textContent()).toContain("Cash");
      admin.expectNoErrors();
      customer.expectNoErrors();
    } finally {
      await admin.close();
      await customer.close();
    }
  });

  it("a cancelled order's page says its payment is Cancelled", async () => {
    const admin = await pageAs("admin");
    const customer = await pageAs("customer");
    const name = `Cancel Buyer ${uid()}`;
    try {
      await placeOrder(customer.page, customer.user, name);
      const { detail, number } = await openAdminOrder(admin.page, name);
      await moveOrder(admin.page, "Cancel order", "cancelled");
      // No payment can be recorded on it (issue 35): the form is not offered, the reason is said.
      expect(await detail.getByTestId("mark-paid-form").count()).toBe(0);
      expect(await detail.getByRole("button", { name: "Record payment" }).count()).toBe(0);
      expect((await detail.getByTestId("order-closed-note").textContent())?.trim()).toBe(
        "The order was cancelled or returned: no payment can be recorded.",
      );

      await visit(customer.page, `/limrakart/orders/${number}`);
      const badge = customer.page.getByTestId("order-payment-status");
      expect((await badge.textContent())?.trim()).toBe("Payment status: Cancelled");
      expect(await customer.page.getByText("Pending", { exact: true }).count()).toBe(0);
      admin.expectNoErrors();
      customer.expectNoErrors();
    } finally {
      await admin.close();
      await customer.close();
    }
  });
});
