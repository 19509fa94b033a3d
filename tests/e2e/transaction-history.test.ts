import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appFactories,
  expectNoA11yViolations,
  loginAs,
  newPage,
  visit,
  type TestPage,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * Transaction History in a real browser, as staff: a bill's advance and payment appear with the
 * staff member's name; the search, account and date filters narrow the list and the totals; the
 * detail view links to the bill; Export downloads the filtered rows as CSV (also without
 * JavaScript, as a plain link); axe on the detail view (the page: a11y-sweep).
 */

const { app, browser } = await openApp();
let staff: TestPage;
const STAFF_NAME = "Kavitha Counter";
let bill: { id: string; number: string };

beforeAll(async () => {
  staff = await newPage(browser, { baseURL: app.baseUrl });
  const user = await loginAs(staff.context, "staff", { name: STAFF_NAME });

  // A bill with an advance and a payment, saved as the bill form saves it (it books them).
  const { createBill } = await appFactories();
  const created = await createBill(user.id, {
    customerName: "Transaction Traders",
    customerPhone: "",
    particulars: "Wedding cards, 200 nos",
    amount: "1000",
    advance: "300",
    received: "200",
  });
  bill = { id: created.id, number: created.number };

  // Manual records (the ledger's expense and refund, and an old sale), written directly.
  const { getDb } = await import("../../app/platform/db/db.server");
  const base = {
    reference_number: null,
    payment_method: "cash",
    complaint_id: null,
    created_by: user.id,
  };
  await getDb()
    .insertInto("transactions")
    .values([
      {
        ...base,
        id: crypto.randomUUID(),
        transaction_type: "expense",
        type: "expense",
        amount_paise: 25_000,
        description: "Paper ream purchase",
        category: "Supplies",
        created_at: new Date(Date.now() - 60_000).toISOString(),
      },
      {
        ...base,
        id: crypto.randomUUID(),
        transaction_type: "refund",
        type: "expense",
        amount_paise: 5_000,
        description: "Refund for a misprint",
        category: "Service",
        payment_method: null,
        created_at: new Date(Date.now() - 120_000).toISOString(),
      },
      {
        ...base,
        id: crypto.randomUUID(),
        transaction_type: "income",
        type: "income",
        amount_paise: 10_000,
        description: "Old xerox sale",
        category: "Xerox",
        created_by: null,
        created_at: new Date(Date.now() - 40 * 86_400_000).toISOString(),
      },
    ])
    .execute();
});

afterAll(async () => {
  await staff?.close();
});

const rows = (page: Page) => page.getByTestId("transaction-row");
const card = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).textContent())?.replace(/\s+/g, " ");

/** Today in India (YYYY-MM-DD), as the export's file name has it. */
const indiaToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

describe("transaction history", () => {
  it("shows the bill's transactions, the manual ones and the totals", async () => {
    const { page } = staff;
    await visit(page, "/billing/transaction-history");
    await expect.poll(() => rows(page).count()).toBe(5);
    const billRows = rows(page).filter({ hasText: bill.number });
    expect(await billRows.count()).toBe(2);
    const advance = billRows.filter({ hasText: "Advance Payment" });
    expect(await advance.textContent()).toContain("+₹300.00");
    expect(await advance.textContent()).toContain("Cash");
    expect(
      await advance.locator("span", { hasText: "Advance Payment" }).getAttribute("class"),
    ).toContain("bg-blue-100");
    const refund = rows(page).filter({ hasText: "Refund for a misprint" });
    expect(await refund.textContent()).toContain("−₹50.00");
    expect(await refund.textContent()).toContain("N/A");
    expect(await refund.locator("span", { hasText: /^Refund$/ }).getAttribute("class")).toContain(
      "bg-orange-100",
    );
    const expense = rows(page).filter({ hasText: "Paper ream purchase" });
    expect(await expense.locator("span", { hasText: /^Expense$/ }).getAttribute("class")).toContain(
      "bg-purple-100",
    );

    // Money in: 300 + 200 + 100 received (the ₹250 expense is money out, decision 024), 50
    // refunded, three service names. The expense is signed "-".
    expect(await expense.textContent()).toContain("−₹250.00");
    expect(await card(page, "total-received")).toContain("₹600.00");
    expect(await card(page, "total-refunds")).toContain("₹50.00");
    expect(await card(page, "service-accounts")).toContain("3");

    const tracker = page.getByTestId("tracker-row");
    expect(await tracker.count()).toBe(5);
    expect(await tracker.filter({ hasText: STAFF_NAME }).count()).toBe(4);
    expect(await tracker.filter({ hasText: "No account found" }).count()).toBe(1);
    expect(await tracker.filter({ hasText: "Success" }).count()).toBe(5);
    staff.expectNoErrors();
  });

  it("narrows the list with the account, date and search filters (all in the URL)", async () => {
    const { page } = staff;
    await visit(page, "/billing/transaction-history");
    await page.locator("select#account").selectOption("expense");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL((u) => u.searchParams.get("account") === "expense");
    await expect.poll(() => rows(page).count()).toBe(2);
    expect(await card(page, "total-received")).toContain("₹0.00");
    expect(await card(page, "total-refunds")).toContain("₹50.00");

    await page.locator("select#account").selectOption("income");
    await page.locator("select#date").selectOption("month");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL((u) => u.searchParams.get("date") === "month");
    await expect.poll(() => rows(page).count()).toBe(2);
    // Both lists have two rows: wait for the new one's totals, not just its row count.
    await expect.poll(() => card(page, "total-received")).toContain("₹500.00");
    expect(await rows(page).filter({ hasText: "Old xerox sale" }).count()).toBe(0);

    // While the next list loads, the tracker says so.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      /\/billing\/transaction-history\.data/,
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await page.getByText("Loading service accounts...").waitFor();
    release();
    await page.waitForURL((u) => u.search === "");
    await expect.poll(() => rows(page).count()).toBe(5);

    // The search matches the staff member's name, the category and the description.
    for (const [q, count] of [
      [STAFF_NAME.toLowerCase(), 4],
      ["supplies", 1],
      ["misprint", 1],
      ["nothing like this", 0],
    ] as const) {
      await page.getByRole("searchbox").fill(q);
      await page.getByRole("button", { name: "Filter" }).click();
      await page.waitForURL((u) => u.searchParams.get("q") === q);
      await expect.poll(() => rows(page).count(), { message: q }).toBe(count);
    }
    expect(await page.getByText("No transactions found matching your criteria.").count()).toBe(1);
    expect(await page.getByText("No service accounts found.").count()).toBe(1);
    staff.expectNoErrors();
  });

  it("opens a transaction's details, linked to its bill", async () => {
    const { page } = staff;
    await visit(page, `/billing/transaction-history?q=${bill.number}`);
    const row = rows(page).filter({ hasText: "Payment Received" });
    await row.getByRole("link", { name: /View transaction/ }).click();
    await page.waitForURL((u) => u.searchParams.has("view"));
    const detail = page.getByTestId("transaction-detail");
    await detail.waitFor();
    const text = await detail.textContent();
    for (const expected of [
      "Payment Received",
      "+₹200.00",
      "Cash",
      bill.number,
      "Transaction Traders",
      STAFF_NAME,
      "Success",
    ]) {
      expect(text, expected).toContain(expected);
    }
    await expectNoA11yViolations(page, "the transaction detail");
    await page.keyboard.press("Escape");
    await page.waitForURL((u) => !u.searchParams.has("view"));
    expect(new URL(page.url()).searchParams.get("q")).toBe(bill.number);
    await page.goBack();
    await detail.waitFor();
    await detail.getByRole("link", { name: `Open bill ${bill.number}` }).click();
    await page.waitForURL(`**/billing/complaint-preview?id=${bill.id}`);
    await page.getByTestId("bill-preview").waitFor();
    // The preview's own print <style> (@page) has no CSP nonce yet: not this page's error.
    staff.expectNoErrors([/Applying inline style violates the following Content Security Policy/]);
  });

  it("exports the filtered rows as a CSV download", async () => {
    const { page } = staff;
    await visit(page, "/billing/transaction-history?account=expense");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`transactions_export_${indiaToday()}.csv`);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toBe("Date,Type,Amount,Payment Method,Reference,Description");
    expect(lines.slice(1, -1)).toEqual([
      expect.stringMatching(
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},expense,250\.00,cash,,Paper ream purchase$/,
      ),
      expect.stringMatching(
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},refund,50\.00,,,Refund for a misprint$/,
      ),
    ]);
    expect(lines.at(-1)).toBe("");
  });

  it("works without JavaScript: GET filters and a plain Export link", async () => {
    const noJs = await newPage(browser, { baseURL: app.baseUrl, javaScriptEnabled: false });
    try {
      await noJs.context.addCookies(await staff.context.cookies());
      const { page } = noJs;
      await page.goto("/billing/transaction-history");
      await page.locator("select#account").selectOption("expense");
      await page.getByRole("button", { name: "Filter" }).click();
      await page.waitForURL((u) => u.searchParams.get("account") === "expense");
      expect(await rows(page).count()).toBe(2);
      const exportLink = page.getByRole("link", { name: "Export" });
      expect(await exportLink.getAttribute("href")).toBe(
        "/billing/transaction-history/export?account=expense",
      );
      expect(await exportLink.getAttribute("download")).not.toBeNull();
      await expectNoA11yViolations(page, "transaction history without JavaScript");
    } finally {
      await noJs.close();
    }
  });
});
