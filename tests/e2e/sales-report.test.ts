import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appFactories,
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
 * The sales report in a real browser, as staff: opened from Service Management, it shows this
 * month's billed and received (Income & Expenses' figures), the chart, the periods, methods,
 * top customers (linking to the customer's page) and items; By month regroups it; the CSV
 * downloads with its sections; a bad range is a 400 with the reason. axe finds nothing. A
 * LimraKart order placed today is billed too, its tea pack among the items (decision 072).
 */

const { app, browser } = await openApp();
let staff: TestPage;
let customerId: string;
let expected: { salesPaise: number; receivedPaise: number };
let orderTotal = 0;

const indiaToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

beforeAll(async () => {
  staff = await newPage(browser, { baseURL: app.baseUrl });
  const user = await loginAs(staff.context, "staff");
  await appDatabase();
  // Today: a bill of ₹1,200 with ₹500 advance by UPI, then ₹200 by card.
  const { createBill, createPayment } = await appFactories();
  const bill = await createBill(user.id, {
    customerName: "Sales Report Traders",
    customerPhone: "9811122233",
    "lines.0.description": "Wedding Cards",
    "lines.0.quantity": "100",
    "lines.0.unit": "pcs",
    "lines.0.rate": "12",
    advance: "500",
    paymentMethod: "upi",
    paymentReference: "UTR777",
  });
  await createPayment(user.id, bill.id, { amount: "200", method: "card" });
  const db = await appDatabase();
  const row = await db
    .selectFrom("complaints")
    .select("customer_id")
    .where("id", "=", bill.id)
    .executeTakeFirstOrThrow();
  customerId = row.customer_id!;
  // A customer orders 2 Tea Talks Gold Packs (₹230 each) in the shop today, cash on delivery.
  const shopper = await createUser("customer");
  const { addToCart } = await import("../../app/shop/cart/cart.server");
  const { placeOrder } = await import("../../app/shop/checkout/checkout.server");
  await addToCart(shopper.id, "seed-product-tea-talks-gold-pack", 2);
  const placed = await placeOrder(
    shopper.id,
    {
      name: "Online Tea Buyer",
      phone: "+919876500029",
      email: shopper.email,
      address: "3, East Street, Tirunelveli",
      pinCode: "627001",
      paymentMethod: "cod",
    } as Parameters<typeof placeOrder>[1],
    crypto.randomUUID(),
  );
  if (placed.kind !== "placed") throw new Error(`the order was refused: ${placed.kind}`);
  const order = await db
    .selectFrom("orders")
    .select("total_amount_paise")
    .where("order_number", "=", placed.orderNumber)
    .executeTakeFirstOrThrow();
  orderTotal = Number(order.total_amount_paise);
  const { ledgerTotals } = await import("../../app/billing/ledger/ledger.server");
  const today = indiaToday();
  expected = await ledgerTotals({ from: `${today.slice(0, 7)}-01`, to: today });
});

afterAll(async () => {
  await staff?.close();
});

const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).first().textContent())?.trim();

const rupees = (paise: number) =>
  `₹${new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2 }).format(paise / 100)}`;

const cells = async (page: Page, selector: string) =>
  (await page.locator(selector).first().locator("th, td").allTextContents()).map((c) => c.trim());

describe("sales report", () => {
  it("opens from Service Management with this month's figures, the chart and the tables", async () => {
    const { page } = staff;
    await visit(page, "/billing/service");
    await page.getByRole("link", { name: /Sales Report/ }).click();
    await page.waitForURL((u) => u.pathname === "/billing/sales-report");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Sales Report");
    expect(await text(page, "total-billed")).toBe(rupees(expected.salesPaise));
    // The bill's ₹1,200 and the shop order's total: Income & Expenses counts the order too.
    expect(expected.salesPaise).toBe(120000 + orderTotal);
    expect(await text(page, "total-received")).toBe(rupees(expected.receivedPaise));
    // The chart is drawn in the browser: its two bars' series.
    await page.getByTestId("sales-chart").locator(".recharts-surface").first().waitFor();
    expect(await page.locator(".sales-bar-billed").count()).toBeGreaterThan(0);
    expect(await page.locator(".sales-bar-received").count()).toBeGreaterThan(0);
    const today = indiaToday();
    expect(await cells(page, `[data-testid="periods-table"] tr[data-period="${today}"]`)).toEqual([
      today.split("-").reverse().join("/"),
      expect.stringMatching(/^₹/),
      expect.stringMatching(/^₹/),
    ]);
    expect(await cells(page, 'tr[data-method="upi"]')).toEqual([
      "UPI",
      expect.stringMatching(/^₹/),
    ]);
    const customer = page.locator(`tr[data-customer="${customerId}"]`);
    expect(await customer.getByRole("link").getAttribute("href")).toBe(
      `/billing/customers/${customerId}`,
    );
    expect(await cells(page, `tr[data-customer="${customerId}"]`)).toEqual([
      "Sales Report Traders",
      "+91 98111 22233",
      "₹1,200.00",
      "₹700.00",
      "₹500.00",
    ]);
    expect(await cells(page, 'tr[data-item="wedding cards"]')).toEqual([
      "Wedding Cards",
      "100 pcs",
      "1",
      "₹1,200.00",
    ]);
    expect(await cells(page, 'tr[data-item="tea talks gold pack"]')).toEqual([
      "Tea Talks Gold Pack",
      "2 packs",
      "1",
      "₹460.00",
    ]);
    await expectNoA11yViolations(page, "the sales report by day");
    staff.expectNoErrors();
  });

  it("switches to month grouping and to a preset, keeping the state in the URL", async () => {
    const { page } = staff;
    await visit(page, "/billing/sales-report");
    await page.getByRole("link", { name: "By month" }).click();
    await page.waitForURL((u) => u.searchParams.get("group") === "month");
    const month = indiaToday().slice(0, 7);
    await page.locator(`tr[data-period="${month}"]`).waitFor();
    expect(await page.locator('[data-testid="periods-table"] tbody tr').count()).toBe(2);
    await expect
      .poll(() => page.getByRole("link", { name: "By month" }).getAttribute("aria-current"))
      .toBe("page");
    await page.getByTestId("sales-chart").locator(".recharts-surface").first().waitFor();
    await expectNoA11yViolations(page, "the sales report by month");
    await page.getByRole("link", { name: "This financial year" }).click();
    await page.waitForURL((u) => (u.searchParams.get("from") ?? "").endsWith("-04-01"));
    // The URL changes as the navigation commits; the page follows in the same transition.
    await expect
      .poll(() =>
        page.getByRole("link", { name: "This financial year" }).getAttribute("aria-current"),
      )
      .toBe("true");
    expect(await text(page, "total-billed")).toMatch(/^₹/);
    staff.expectNoErrors();
  });

  it("downloads the CSV with its sections", async () => {
    const { page } = staff;
    const today = indiaToday();
    const from = `${today.slice(0, 7)}-01`;
    await visit(page, `/billing/sales-report?from=${from}&to=${today}&group=month`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`sales_report_${from}_${today}.csv`);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toBe(
      "Section,Period / Name,Billed (INR),Received (INR),Balance now (INR),Quantity,Unit,Amount (INR)",
    );
    const rupeesOf = (paise: number) => String(paise / 100);
    expect(lines).toContain(
      `Month,${today.slice(0, 7)},${rupeesOf(expected.salesPaise)},${rupeesOf(expected.receivedPaise)}`,
    );
    expect(lines).toContain("Top customer,Sales Report Traders,1200,700,500");
    expect(lines).toContain("Top item,Wedding Cards,,,,100,pcs,1200");
    expect(lines).toContain("Top item,Tea Talks Gold Pack,,,,2,packs,460");
    expect(lines.filter((l) => l.startsWith("Received by method,"))).toHaveLength(5);
  });

  it("shows each table's rows as labelled cards on a phone", async () => {
    const { page } = staff;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await visit(page, "/billing/sales-report");
      const cell = page.locator(`tr[data-customer="${customerId}"] td`).nth(1);
      expect(await cell.getAttribute("data-label")).toBe("Billed");
      // The card's label is drawn from data-label before the value, on one line with it.
      const before = await cell.evaluate((el) => getComputedStyle(el, "::before").content);
      expect(before).toContain("Billed");
      expect(await cell.evaluate((el) => getComputedStyle(el).display)).toBe("flex");
      await expectNoA11yViolations(page, "the sales report on a phone");
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it("answers a bad range with 400 and the reason", async () => {
    const { page } = staff;
    const res = await page.goto("/billing/sales-report?from=2026-05-01&to=2026-04-01");
    expect(res?.status()).toBe(400);
    await waitForHydration(page);
    await expect
      .poll(() => page.getByRole("alert").first().textContent())
      .toContain("on or before the To date");
  });
});
