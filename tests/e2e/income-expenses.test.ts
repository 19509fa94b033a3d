import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appFactories,
  appDatabase,
  expectNoA11yViolations,
  loginAs,
  newPage,
  visit,
  waitForHydration,
  type TestPage,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * Income & Expenses in a real browser, as staff: an expense added through the dialog moves the
 * totals (shown with "−", decision 024) and the 12-month chart; an income added without JavaScript; the dialog's errors and
 * Escape; the date range; axe on the page and the open dialog.
 */

const { app, browser } = await openApp();

const PATH = "/billing/income-expenses";

/** The browser logs the 400 answer to the form sent empty on purpose (in the first test). */
const REFUSED_FORM = [/status of 400 \(Bad Request\) \(.*\/billing\/income-expenses\.data/];

/** A day in India (YYYY-MM-DD), as the date filters take it. */
function indiaDate(offsetDays = 0): string {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(d);
}

const toast = (page: Page, title: string) =>
  page.getByTestId("toast").filter({ hasText: title }).first();

const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).textContent())?.trim();

/** The tallest bar of a series in the chart (0 when every month is empty). */
const tallestBar = (page: Page, series: "sales" | "received" | "expense") =>
  page.evaluate((s) => {
    const bars = document.querySelectorAll(`.ledger-bar-${s} path`);
    return Math.max(0, ...[...bars].map((b) => b.getBoundingClientRect().height));
  }, series);

/** This month's row of the chart's table: [label, sales, received, expenses]. */
const thisMonth = async (page: Page) =>
  page
    .getByTestId("ledger-chart-table")
    .locator(`tr[data-month="${indiaDate().slice(0, 7)}"]`)
    .locator("th, td")
    .allTextContents();

let staff: TestPage;
let staffName: string;
let staffId: string;

type Entry = { type: "income" | "expense"; category: string; description: string; amount: string };
const RENT: Entry = {
  type: "expense",
  category: "Rent",
  description: "Shop rent, this month",
  amount: "1500.50",
};
const CARDS: Entry = {
  type: "income",
  category: "Printing",
  description: "Wedding cards",
  amount: "2000",
};

/**
 * Each test starts from a ledger of its own: empty, then `records` added by the app's own
 * code (the totals are the whole business's, so nothing another test added may count).
 */
async function ledgerOf(...records: Entry[]) {
  const db = await appDatabase();
  await db.deleteFrom("transactions").execute();
  await db.deleteFrom("income_expenses").execute();
  const { addLedgerRecord } = await import("../../app/billing/ledger/ledger.server");
  const { ledgerRecordSchema } = await import("../../app/billing/ledger/schema");
  for (const r of records) {
    const added = await addLedgerRecord(ledgerRecordSchema.parse(r), staffId);
    if (!added.ok) throw new Error(`the record was refused: ${JSON.stringify(added.errors)}`);
  }
}

describe("income & expenses", () => {
  beforeAll(async () => {
    staff = await newPage(browser, { baseURL: app.baseUrl });
    const user = await loginAs(staff.context, "staff");
    staffName = user.name;
    staffId = user.id;
  });
  afterAll(async () => {
    await staff?.close();
  });

  it("adds an expense through the dialog and sees the totals and the chart change", async () => {
    const { page } = staff;
    await ledgerOf();
    await visit(page, PATH);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Income & Expenses");
    expect(
      await page.getByRole("link", { name: "Back to Service Management" }).getAttribute("href"),
    ).toBe("/billing/service");
    expect(await text(page, "ledger-empty")).toBe("No income records found");
    expect(await text(page, "total-sales")).toBe("₹0.00");
    expect(await text(page, "total-received")).toBe("₹0.00");
    expect(await text(page, "total-expenses")).toBe("₹0.00");
    expect(await text(page, "net-balance")).toBe("₹0.00");
    // The chart is drawn (12 months on the axis), with no bars yet.
    const chart = page.getByTestId("ledger-chart");
    await chart.locator("svg.recharts-surface").first().waitFor();
    await expect
      .poll(() => chart.locator(".recharts-cartesian-axis-tick").count())
      .toBeGreaterThan(12);
    expect(await tallestBar(page, "expense")).toBe(0);
    expect((await thisMonth(page)).slice(1)).toEqual(["₹0.00", "₹0.00", "₹0.00"]);

    await page.getByRole("link", { name: /^Expenses/ }).click();
    await page.waitForURL((u) => u.searchParams.get("tab") === "expense");
    await expect.poll(() => text(page, "ledger-empty")).toBe("No expense records found");

    // The dialog: a modal, Expense chosen (the open tab); empty fields are refused.
    await page.getByRole("link", { name: "Add Record" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Record" });
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
    expect(await dialog.getByLabel("Type").inputValue()).toBe("expense");
    await dialog.getByRole("button", { name: "Add Record" }).click();
    await toast(page, "Error").waitFor();
    expect(
      await page.getByTestId("toast").filter({ hasText: "Failed to add record" }).count(),
    ).toBe(1);
    for (const message of [
      "Category is required",
      "Description is required",
      "Amount is required",
    ]) {
      await dialog.getByText(message).waitFor();
    }
    expect(await dialog.getByLabel("Category").getAttribute("aria-invalid")).toBe("true");
    await expectNoA11yViolations(page, "the Add Record dialog with errors");

    await dialog.getByLabel("Category").fill(RENT.category);
    await dialog.getByLabel("Description").fill(RENT.description);
    await dialog.getByLabel("Amount (₹)").fill(RENT.amount);
    await dialog.getByRole("button", { name: "Add Record" }).click();
    await toast(page, "Record added successfully!").waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).search).toBe("?tab=expense");

    const row = page.getByTestId("ledger-row").first();
    const cells = await row.locator("td").allTextContents();
    // Money out is shown with a minus sign, never "+".
    expect(cells.slice(1)).toEqual([
      "Rent",
      "Shop rent, this month",
      "Cash",
      "—",
      "—",
      "\u2212₹1,500.50",
      staffName,
    ]);
    expect(await text(page, "total-expenses")).toBe("\u2212₹1,500.50");
    expect(await text(page, "total-received")).toBe("₹0.00");
    expect(await text(page, "net-balance")).toBe("−₹1,500.50");
    expect(await page.getByTestId("net-balance").getAttribute("class")).toContain("text-red-700");
    expect(await page.getByRole("link", { name: /^Expenses/ }).textContent()).toBe("Expenses (1)");

    // The chart: this month's expense bar has grown; the table says by how much.
    await expect.poll(() => tallestBar(page, "expense")).toBeGreaterThan(0);
    expect(await tallestBar(page, "received")).toBe(0);
    expect((await thisMonth(page)).slice(1)).toEqual(["₹0.00", "₹0.00", "₹1,500.50"]);
    staff.expectNoErrors(REFUSED_FORM);
  });

  it("closes the dialog with Escape and gives the focus back to Add Record", async () => {
    const { page } = staff;
    await visit(page, `${PATH}?tab=expense`);
    await page.getByRole("link", { name: "Add Record" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Record" });
    await dialog.waitFor();
    await page.waitForURL((u) => u.searchParams.get("add") === "1");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    await page.waitForURL((u) => !u.searchParams.has("add"));
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe("Add Record");
    staff.expectNoErrors(REFUSED_FORM);
  });

  it("adds an income without JavaScript, and the net turns positive", async () => {
    await ledgerOf(RENT);
    const t = await newPage(browser, { baseURL: app.baseUrl, javaScriptEnabled: false });
    try {
      await loginAs(t.context, "staff");
      const { page } = t;
      await page.goto(PATH);
      await page.getByRole("link", { name: "Add Record" }).click();
      await page.waitForURL((u) => u.searchParams.get("add") === "1");
      const dialog = page.getByRole("dialog", { name: "Add Record" });
      expect(await dialog.getByLabel("Type").inputValue()).toBe("income");
      await dialog.getByLabel("Category").fill("Printing");
      await dialog.getByLabel("Description").fill("Wedding cards");
      await dialog.getByLabel("Amount (₹)").fill("0");
      await dialog.getByRole("button", { name: "Add Record" }).click();
      await dialog.getByText("Enter an amount in rupees above 0").waitFor();
      expect(await dialog.getByLabel("Category").inputValue()).toBe("Printing");
      await expectNoA11yViolations(page, "the dialog without JavaScript");

      await dialog.getByLabel("Amount (₹)").fill("2000");
      await dialog.getByRole("button", { name: "Add Record" }).click();
      await page.waitForURL((u) => u.pathname === PATH && u.search === "");
      await toast(page, "Record added successfully!").waitFor();
      expect(await dialog.count()).toBe(0);
      expect(await text(page, "total-received")).toBe("₹2,000.00");
      expect(await text(page, "net-balance")).toBe("₹499.50");
      expect(await page.getByTestId("net-balance").getAttribute("class")).toContain(
        "text-green-700",
      );
      // Without JavaScript the chart's figures are in its table.
      await page.getByText("Monthly figures as a table").click();
      expect((await thisMonth(page)).slice(1)).toEqual(["₹0.00", "₹2,000.00", "₹1,500.50"]);
    } finally {
      await t.close();
    }
  });

  it("shows a bill's sale apart from its payment, and a voided payment as a negative line", async () => {
    const { page } = staff;
    await ledgerOf();
    const { createBill } = await appFactories();
    const { listPayments, voidPayment } = await import("../../app/billing/payments/index.server");
    const bill = await createBill(staffId, {
      customerName: "Void Traders",
      customerPhone: "",
      particulars: "Calendars",
      amount: "12500",
      advance: "6700",
      paymentMethod: "upi",
      paymentReference: "UTR42",
    });
    const [advance] = await listPayments(bill.id);
    expect((await voidPayment(advance!.id, "Entered twice", staffId)).ok).toBe(true);

    await visit(page, PATH);
    expect(await text(page, "total-sales")).toBe("₹12,500.00");
    expect(await text(page, "total-received")).toBe("₹0.00");
    const row = (type: string) =>
      page.locator(`[data-testid="ledger-row"][data-type="${type}"]`).first();
    const paid = (await row("advance_payment").locator("td").allTextContents()).slice(3);
    // Method, payee (none for a payment: its bill names the customer), bill, amount, by.
    expect(paid).toEqual([
      "UPI",
      "—",
      `${bill.number}${advance!.receiptNumber}`,
      "+₹6,700.00",
      staffName,
    ]);
    const voided = (await row("payment_void").locator("td").allTextContents()).slice(3);
    expect(voided).toEqual([
      "UPI",
      "—",
      `${bill.number}${advance!.receiptNumber}`,
      "Void\u2212₹6,700.00",
      staffName,
    ]);
    staff.expectNoErrors(REFUSED_FORM);
  });

  it("filters by whole days in India, and Clear shows everything again", async () => {
    const { page } = staff;
    await ledgerOf(RENT, CARDS);
    await visit(page, `${PATH}?tab=expense`);
    await page.getByLabel("From Date").fill(indiaDate(1));
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL((u) => u.searchParams.get("from") === indiaDate(1));
    expect(new URL(page.url()).searchParams.get("tab")).toBe("expense");
    await expect.poll(() => text(page, "ledger-empty")).toBe("No expense records found");
    expect(await text(page, "total-expenses")).toBe("₹0.00");
    expect(await text(page, "total-received")).toBe("₹0.00");

    await visit(page, `${PATH}?tab=expense&from=${indiaDate()}&to=${indiaDate()}`);
    expect(await page.getByTestId("ledger-row").count()).toBe(1);
    expect(await text(page, "net-balance")).toBe("₹499.50");

    await page.getByRole("link", { name: "Clear" }).click();
    await page.waitForURL((u) => u.pathname === PATH && u.search === "?tab=expense");
    await expect.poll(() => page.getByTestId("ledger-row").count()).toBe(1);
    await waitForHydration(page);
    await expectNoA11yViolations(page, "Income & Expenses");
    staff.expectNoErrors(REFUSED_FORM);
  });
});
