import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appDatabase, expectNoA11yViolations, visit, waitForHydration } from "./harness";
import { openApp, type SignedInPage } from "../helpers/e2e-app";

/**
 * Customers in a real browser, as staff: opened from Service Management, searched by the first
 * letters of a Tamil name, the customer's page with the balance by age, and a duplicate merged
 * into it; axe on the customer page while merging and editing (the plain list and page: a11y-sweep).
 */

const { pageAs, factories } = await openApp();
let staff: SignedInPage;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  staff = await pageAs("staff");
  const { createBill } = await factories();
  const { refreshCustomers } = await import("../../app/domain/customers.server");
  const bill = async (customerName: string, customerPhone: string, amount: string) =>
    (await createBill(staff.user.id, { customerName, customerPhone, particulars: "Cards", amount }))
      .id;
  const old = await bill("முருகவேல்", "7888800001", "1000");
  await bill("முருகவேல்", "7888800001", "500");
  await bill("Muruga Vel", "7888800002", "200");
  // The first bill is 45 days old: its ₹1,000 is in the 31–60 days bucket.
  const db = await appDatabase();
  await db
    .updateTable("complaints")
    .set({ created_at: new Date(Date.now() - 45 * DAY).toISOString() })
    .where("id", "=", old)
    .execute();
  const row = await db
    .selectFrom("complaints")
    .select("customer_id")
    .where("id", "=", old)
    .executeTakeFirstOrThrow();
  await refreshCustomers(db, [row.customer_id!]);
});

afterAll(async () => {
  await staff?.close();
});

const bucket = (page: Page, key: string) =>
  page.locator(`[data-testid="ageing"] [data-bucket="${key}"]`).getAttribute("data-paise");

describe("customers", () => {
  it("finds a customer by a Tamil name prefix, shows the ageing, merges a duplicate", async () => {
    const { page } = staff;
    await visit(page, "/billing/service");
    await page.getByRole("link", { name: /^Customers/ }).click();
    await page.waitForURL((u) => u.pathname === "/billing/customers");
    await waitForHydration(page);
    await page.getByLabel("Search").fill("முரு");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((u) => u.searchParams.get("q") === "முரு");
    const rows = page.getByTestId("customer-row");
    await expect.poll(() => rows.count()).toBe(1);
    const cells = (await rows.first().locator("th, td").allTextContents()).map((c) => c.trim());
    expect(cells).toEqual([
      "முருகவேல்",
      "+91 78888 00001",
      "2",
      "₹1,500.00",
      "₹0.00",
      "₹1,500.00",
      expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/),
      "Send reminder",
    ]);

    await rows.first().getByRole("link", { name: "முருகவேல்" }).click();
    await page.waitForURL((u) => /^\/billing\/customers\/[^/]+$/.test(u.pathname));
    await waitForHydration(page);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("முருகவேல்");
    expect(await page.getByTestId("customer-balance").textContent()).toBe("₹1,500.00");
    expect(await bucket(page, "current")).toBe("50000");
    expect(await bucket(page, "days31to60")).toBe("100000");
    expect(await bucket(page, "over90")).toBe("0");
    expect(await page.getByTestId("whatsapp-link").getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/917888800001\?text=/,
    );
    expect(await page.getByTestId("call-link").getAttribute("href")).toBe("tel:+917888800001");

    await page.getByRole("link", { name: "Merge a duplicate" }).click();
    await page.getByTestId("merge-customer").waitFor();
    await page.getByLabel("Find the duplicate by phone or name").fill("78888 00002");
    await page.getByRole("button", { name: "Find", exact: true }).click();
    const candidates = page.getByTestId("merge-candidates");
    await candidates.waitFor();
    await expectNoA11yViolations(page, "the customer page, merging");
    await candidates.getByText("Merge Muruga Vel").click();
    await candidates.getByRole("button", { name: "Merge", exact: true }).click();
    await page.getByTestId("toast").filter({ hasText: "Customers merged" }).first().waitFor();
    await expect.poll(() => page.getByTestId("customer-balance").textContent()).toBe("₹1,700.00");
    expect(await bucket(page, "current")).toBe("70000");
    const bills = page.locator('[data-testid="timeline-entry"][data-kind="bill"]');
    expect(await bills.count()).toBe(3);
    expect(await page.getByTestId("customer-details").textContent()).toContain("Muruga Vel");
    staff.expectNoErrors();
  });

  it("edits the customer: a bad GSTIN is refused next to its field, a good one saved", async () => {
    const { page } = staff;
    await visit(page, "/billing/customers?q=%E0%AE%AE%E0%AF%81%E0%AE%B0%E0%AF%81");
    await page.getByTestId("customer-row").first().getByRole("link").click();
    await page.waitForURL((u) => /^\/billing\/customers\/[^/]+$/.test(u.pathname));
    await waitForHydration(page);
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await page.getByTestId("edit-customer").waitFor();
    await page.getByLabel("GSTIN").fill("33AAPFU0939F1Z3");
    await page.getByRole("button", { name: "Save" }).click();
    await page.locator("#gstin-error").waitFor();
    expect(await page.locator("#gstin-error").textContent()).toMatch(/valid 15-character GSTIN/);
    expect(await page.getByLabel("GSTIN").getAttribute("aria-invalid")).toBe("true");
    await expectNoA11yViolations(page, "the customer page, editing with an error");
    await page.getByLabel("GSTIN").fill("33aapfu0939f1z2");
    await page.getByLabel("Language for messages").selectOption("ta");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByTestId("toast").filter({ hasText: "Customer saved" }).first().waitFor();
    await expect
      .poll(() => page.getByTestId("customer-details").textContent())
      .toContain("33AAPFU0939F1Z2");
    expect(await page.getByTestId("whatsapp-link").getAttribute("href")).toContain(
      encodeURIComponent("வணக்கம்"),
    );
    // The refused form's answer is a 400, which the browser logs.
    staff.expectNoErrors([/status of 400 \(Bad Request\)/]);
  });
});
