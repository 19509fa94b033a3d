import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  expectNoA11yViolations,
  newPage,
  visit,
  waitForHydration,
  type TestPage,
  type TestUser,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * Cash-on-delivery confirmation in a real browser (decision 035): a customer places a COD order;
 * the store admin finds it in the confirmation queue with working call and WhatsApp links (the
 * prefilled message checked decoded), confirms it; the customer's order page shows the timeline
 * with the LIMRA team, not the staff member's name. axe in light and dark and no sideways
 * scrolling at 360 px on both changed pages.
 */

const { app, browser, pageAs } = await openApp();

const toast = (page: Page, title: string) =>
  page.getByTestId("toast").filter({ hasText: title }).first();

async function placeCodOrder(page: Page, customer: TestUser, name: string): Promise<string> {
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
  await page.locator('[name="phone"]').fill("98765 43210");
  await page.locator('[name="email"]').fill(customer.email);
  await page.locator('[name="address"]').fill("12 Gandhi Road, Tirunelveli");
  await page.locator('[name="pinCode"]').fill("627001");
  await page.getByRole("button", { name: "Place Order" }).click();
  await page.waitForURL(/\/limrakart\/order-confirmation/);
  return (await page.getByTestId("order-number").textContent())!.trim();
}

async function setTheme(page: Page, dark: boolean) {
  if ((await page.locator("html.dark").count()) === (dark ? 1 : 0)) return;
  await page.getByTestId("theme-toggle").filter({ visible: true }).click();
  await page.waitForSelector(dark ? "html.dark" : "html:not(.dark)");
}

/** axe in light and dark, then the page at 360 px has no sideways scrolling. */
async function checkPage(t: TestPage, url: string, label: string) {
  for (const dark of [false, true]) {
    await visit(t.page, url);
    await setTheme(t.page, dark);
    await expectNoA11yViolations(t.page, `${label} (${dark ? "dark" : "light"})`);
  }
  await setTheme(t.page, false);
  const small = await newPage(browser, {
    baseURL: app.baseUrl,
    viewport: { width: 360, height: 740 },
  });
  try {
    await small.context.addCookies(await t.context.cookies());
    await visit(small.page, url);
    expect(
      await small.page.evaluate(() => document.documentElement.scrollWidth),
      `${label}: no sideways scrolling at 360 px`,
    ).toBeLessThanOrEqual(360);
    small.expectNoErrors();
  } finally {
    await small.close();
  }
}

describe("COD confirmation", () => {
  it("queues a new COD order with call and WhatsApp, confirms it, and shows the customer the timeline", async () => {
    const admin = await pageAs("admin", { name: "Queue Admin Ravi" });
    const customer = await pageAs("customer");
    const name = `Queue Buyer ${randomUUID().slice(0, 8)}`;
    try {
      const number = await placeCodOrder(customer.page, customer.user, name);
      const { page } = admin;
      await visit(page, "/limrakart/admin?tab=orders");
      expect(await page.getByRole("link", { name: /^Orders \(\d+ to confirm\)$/ }).count()).toBe(1);
      await page.getByTestId("awaiting-filter").click();
      await page.waitForURL((u) => u.searchParams.get("status") === "awaiting_confirmation");
      await waitForHydration(page);
      const row = page.getByTestId("admin-orders").locator("li").filter({ hasText: number });
      await row.waitFor();
      expect(await row.getByTestId("queue-call").getAttribute("href")).toBe("tel:+919876543210");
      const wa = new URL((await row.getByTestId("queue-whatsapp").getAttribute("href"))!);
      expect(wa.origin + wa.pathname).toBe("https://wa.me/919876543210");
      const message = wa.searchParams.get("text")!;
      expect(message).toContain(`Hello ${name}`);
      expect(message).toContain(`order ${number}:`);
      expect(message).toMatch(/Total: ₹[0-9,]+\.\d\d \(delivery: /);
      expect(message).toContain("Deliver to: 12 Gandhi Road, Tirunelveli, 627001");
      expect(message).toContain("Reply YES to confirm.");
      const ta = new URL((await row.getByTestId("queue-whatsapp-other").getAttribute("href"))!);
      expect(ta.searchParams.get("text")).toContain("உறுதிப்படுத்த YES");

      await checkPage(
        admin,
        "/limrakart/admin?tab=orders&status=awaiting_confirmation",
        "confirmation queue",
      );
      await visit(page, "/limrakart/admin?tab=orders&status=awaiting_confirmation");
      const queued = page.getByTestId("admin-orders").locator("li").filter({ hasText: number });
      await queued.getByRole("button", { name: "Confirm order" }).click();
      await toast(page, "Order updated").waitFor();
      await queued.waitFor({ state: "detached" });

      const orderUrl = `/limrakart/orders/${number}`;
      await visit(customer.page, orderUrl);
      const timeline = customer.page.getByTestId("order-timeline");
      const steps = await timeline.locator("li").allTextContents();
      expect(steps).toHaveLength(2);
      expect(steps[0]).toContain("Order placed");
      expect(steps[0]).toContain("You");
      expect(steps[1]).toContain("Status: Confirmed");
      expect(steps[1]).toContain("LIMRA team");
      expect(steps.join(" ")).not.toContain("Queue Admin Ravi");
      expect(steps[1]).toMatch(/\d\d\/\d\d\/\d{4}/);
      await checkPage(customer, orderUrl, "customer's order page");
      admin.expectNoErrors();
      customer.expectNoErrors();
    } finally {
      await admin.close();
      await customer.close();
    }
  });
});
