import type { Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appFactories,
  appDatabase,
  loginAs,
  newPage,
  visit,
  waitForHydration,
  type TestPage,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * Issue 20 end to end, as the counter staff would do it: find a customer by the start of a Tamil
 * name, open their statement as a PDF, send a reminder on WhatsApp (the wa.me address carries
 * the Tamil message, the bills and the UPI link for the balance), take a payment against the old
 * bill, and see the balance and its ageing change on the customer page.
 */

const UPI_ID = "limra.prints@okaxis";
const DAY_MS = 86_400_000;
const NAME = "முருகன் பிரிண்ட்ஸ்";

const { app, browser } = await openApp();
let staff: TestPage;
let staffName: string;
let customerId: string;
let oldBill: { id: string; number: string };
let newBill: { id: string; number: string };

async function makeBill(userId: string, amount: string, advance: string, daysAgo: number) {
  const { createBill } = await appFactories();
  const made = await createBill(userId, {
    customerName: NAME,
    customerPhone: "98765 01234",
    particulars: "Wedding cards",
    amount,
    advance,
  });
  const db = await appDatabase();
  const at = new Date(Date.now() - daysAgo * DAY_MS).toISOString();
  await db.updateTable("complaints").set({ created_at: at }).where("id", "=", made.id).execute();
  const row = await db
    .selectFrom("complaints")
    .select(["complaint_number", "customer_id"])
    .where("id", "=", made.id)
    .executeTakeFirstOrThrow();
  return { id: made.id, number: row.complaint_number, customerId: row.customer_id! };
}

beforeAll(async () => {
  staff = await newPage(browser, { baseURL: app.baseUrl });
  staffName = "Selvi Counter";
  const user = await loginAs(staff.context, "staff", { name: staffName });
  // No network here: wa.me is answered by a stand-in page.
  await staff.context.route("https://wa.me/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }),
  );
  const db = await appDatabase();
  const now = new Date().toISOString();
  for (const [key, value] of [
    ["name", "Limra Graphics"],
    ["upiId", UPI_ID],
  ] as const) {
    await db
      .insertInto("business_settings")
      .values({ key, value, updated_by: null, updated_at: now })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
      .execute();
  }
  // ₹3,000 billed 75 days ago with ₹500 advance, ₹1,000 billed 10 days ago: ₹3,500 owed, of
  // which (oldest paid first) ₹1,000 is 0–30 days old and ₹2,500 is 61–90 days old.
  const first = await makeBill(user.id, "3000", "500", 75);
  const second = await makeBill(user.id, "1000", "0", 10);
  oldBill = { id: first.id, number: first.number };
  newBill = { id: second.id, number: second.number };
  customerId = first.customerId;
  expect(second.customerId).toBe(customerId);
  // The customer reads Tamil; their figures as the app keeps them after a bill's date changes.
  await db.updateTable("customers").set({ language: "ta" }).where("id", "=", customerId).execute();
  const { refreshCustomers } = await import("../../app/domain/customers.server");
  await refreshCustomers(db, [customerId]);
});

afterAll(async () => {
  await staff?.close();
});

const bucket = (page: TestPage["page"], key: string) =>
  page.getByTestId("ageing").locator(`[data-bucket="${key}"]`).getAttribute("data-paise");

const isWhatsapp = (r: Request) => r.url().startsWith("https://wa.me/");

describe("a customer from search to payment", () => {
  it("finds the customer by a Tamil name prefix and shows the balance by age", async () => {
    const { page } = staff;
    await visit(page, "/billing/service");
    await page.getByRole("link", { name: /Customers/ }).click();
    await page.waitForURL((u) => u.pathname === "/billing/customers");
    await page.getByLabel("Search").fill("முரு");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((u) => u.searchParams.get("q") === "முரு");
    const row = page.getByTestId("customer-row").filter({ hasText: NAME });
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain("₹3,500.00");
    await row.getByRole("link", { name: NAME }).click();
    await page.waitForURL((u) => u.pathname === `/billing/customers/${customerId}`);
    expect(await page.getByTestId("customer-balance").textContent()).toBe("₹3,500.00");
    expect(await bucket(page, "current")).toBe("100000");
    expect(await bucket(page, "days31to60")).toBe("0");
    expect(await bucket(page, "days61to90")).toBe("250000");
    expect(await bucket(page, "over90")).toBe("0");
    staff.expectNoErrors();
  });

  it("opens the statement and downloads it as a PDF in the customer's language", async () => {
    const { page } = staff;
    await visit(page, `/billing/customers/${customerId}`);
    await page.getByTestId("statement-link").click();
    await page.waitForURL((u) => u.pathname === `/billing/customers/${customerId}/statement`);
    const pdfLink = page.getByRole("link", { name: "Download PDF" });
    const href = await pdfLink.getAttribute("href");
    expect(href).toMatch(new RegExp(`^/billing/customers/${customerId}/statement/pdf`));
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const body = await response.body();
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(body.length).toBeGreaterThan(5_000);
    staff.expectNoErrors();
  });

  it("sends a WhatsApp reminder in Tamil naming the bills, the balance and the UPI link", async () => {
    const { page, context } = staff;
    await visit(page, `/billing/customers/${customerId}`);
    await waitForHydration(page);
    const [popup, request] = await Promise.all([
      context.waitForEvent("page"),
      context.waitForEvent("request", isWhatsapp),
      page
        .getByTestId("customer-actions")
        .getByRole("button", { name: new RegExp(`^Send reminder to ${NAME}`) })
        .click(),
    ]);
    const url = new URL(request.url());
    expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/919876501234");
    const text = url.searchParams.get("text")!;
    expect(text).toContain(NAME);
    expect(text).toContain(oldBill.number);
    expect(text).toContain(newBill.number);
    expect(text).toContain("₹3,500.00");
    expect(text).toContain(`upi://pay?pa=${UPI_ID}&pn=Limra%20Graphics&am=3500.00`);
    // Tamil, as the customer reads: the default Tamil template's greeting.
    expect(text).toMatch(/[\u0B80-\u0BFF]/);
    expect(text).not.toContain("Dear ");
    await popup.close();
    // The customer's timeline says who opened it.
    await visit(page, `/billing/customers/${customerId}`);
    const reminder = page.getByTestId("timeline-entry").filter({ hasText: staffName });
    expect(await page.locator('[data-testid="timeline-entry"][data-kind="reminder"]').count()).toBe(
      1,
    );
    expect(await reminder.count()).toBeGreaterThanOrEqual(1);
    staff.expectNoErrors();
  });

  it("takes a payment on the old bill; the balance and its ageing change", async () => {
    const { page } = staff;
    await visit(page, `/billing/bills/${oldBill.id}/pay`);
    await page.getByLabel("Amount (₹)").fill("2500");
    await page.getByLabel("Method").selectOption("cash");
    await page.getByRole("button", { name: "Record payment" }).click();
    await page.getByTestId("receipt-amount").waitFor();
    expect(await page.getByTestId("receipt-amount").textContent()).toBe("₹2,500.00");
    await visit(page, `/billing/customers/${customerId}`);
    expect(await page.getByTestId("customer-balance").textContent()).toBe("₹1,000.00");
    expect(await bucket(page, "current")).toBe("100000");
    expect(await bucket(page, "days61to90")).toBe("0");
    const payment = page.locator('[data-testid="timeline-entry"][data-kind="payment"]');
    expect(await payment.filter({ hasText: "₹2,500.00" }).count()).toBe(1);
    // The list agrees.
    await visit(page, "/billing/customers?q=%E0%AE%AE%E0%AF%81%E0%AE%B0%E0%AF%81");
    const row = page.getByTestId("customer-row").filter({ hasText: NAME });
    expect(await row.textContent()).toContain("₹1,000.00");
    staff.expectNoErrors();
  });
});
