import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appDatabase, expectNoA11yViolations, visit, waitForHydration } from "./harness";
import { openApp, type SignedInPage } from "../helpers/e2e-app";

/**
 * The day book in a real browser, as staff: reached from Service Management (and from a cash
 * book day), it shows today's opening and closing cash in hand, the entries in and out and the
 * totals by method; a cash count is saved with its difference; the CSV download has the rows.
 */

const { pageAs, factories } = await openApp();
let staff: SignedInPage;

beforeAll(async () => {
  staff = await pageAs("staff");
  const user = staff.user;
  const db = await appDatabase();
  await db.deleteFrom("transactions").execute();
  await db.deleteFrom("cash_counts").execute();
  // Today: a bill with ₹700 advance in cash, ₹300 by UPI, ₹200 spent in cash.
  const { createBill, createPayment } = await factories();
  const { addLedgerRecord } = await import("../../app/billing/ledger/ledger.server");
  const { ledgerRecordSchema } = await import("../../app/billing/ledger/schema");
  const bill = await createBill(user.id, {
    customerName: "Day Book Customer",
    customerPhone: "",
    particulars: "Cards",
    amount: "2000",
    advance: "700",
  });
  await createPayment(user.id, bill.id, { amount: "300", method: "upi", reference: "UTR901" });
  const spent = await addLedgerRecord(
    ledgerRecordSchema.parse({
      type: "expense",
      category: "Tea",
      description: "Tea for the staff",
      amount: "200",
    }),
    user.id,
  );
  if (!spent.ok) throw new Error("the expense was refused");
});

afterAll(async () => {
  await staff?.close();
});

const indiaToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).first().textContent())?.trim();

const toast = (page: Page, title: string) =>
  page.getByTestId("toast").filter({ hasText: title }).first();

describe("day book", () => {
  it("shows today's cash in hand, entries and method totals, reached from Service Management", async () => {
    const { page } = staff;
    await visit(page, "/billing/service");
    await page.getByRole("link", { name: /Day Book/ }).click();
    await page.waitForURL((u) => u.pathname === "/billing/day-book");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Day Book");
    expect(await page.getByTestId("day-book-day").getAttribute("data-day")).toBe(indiaToday());
    expect(await text(page, "opening-cash")).toBe("₹0.00");
    expect(await text(page, "cash-in")).toBe("₹700.00");
    expect(await text(page, "cash-out")).toBe("\u2212₹200.00");
    expect(await text(page, "closing-cash")).toBe("₹500.00");
    expect(await page.getByTestId("day-book-in-row").count()).toBe(2);
    const out = page.getByTestId("day-book-out-row");
    expect(await out.count()).toBe(1);
    expect(await out.first().textContent()).toContain("Tea for the staff");
    const upi = page.locator('[data-testid="day-book-method-row"][data-method="upi"]');
    const cells = (await upi.locator("th, td").allTextContents()).map((c) => c.trim());
    expect(cells).toEqual(["UPI", "₹300.00", "₹0.00", "₹300.00"]);
    // The advance's receipt links to the receipt page.
    const receipt = page.getByTestId("day-book-in-row").first().getByRole("link");
    expect(await receipt.getAttribute("href")).toMatch(/^\/billing\/receipts\/RCPT\d+$/);
    await waitForHydration(page);
    staff.expectNoErrors();
  });

  it("records a cash count and shows the difference", async () => {
    const { page } = staff;
    await visit(page, "/billing/day-book");
    await waitForHydration(page);
    await page.getByLabel("Cash counted (₹)").fill("450");
    await page.getByLabel("Note").fill("Evening count");
    await page.getByRole("button", { name: "Save cash count" }).click();
    await toast(page, "Cash count saved").waitFor();
    const row = page.getByTestId("cash-count-row").first();
    await row.waitFor();
    // The form is empty again for the next count.
    await expect.poll(() => page.getByLabel("Cash counted (₹)").inputValue()).toBe("");
    const cells = (await row.locator("th, td").allTextContents()).map((c) => c.trim());
    expect(cells.slice(1)).toEqual([
      "₹450.00",
      "₹500.00",
      "Short ₹50.00",
      expect.any(String),
      "Evening count",
    ]);
    // A wrong amount is refused next to its field.
    await page.getByLabel("Cash counted (₹)").fill("-3");
    await page.getByRole("button", { name: "Save cash count" }).click();
    await page.locator("#counted-error").waitFor();
    expect(await page.getByTestId("cash-count-row").count()).toBe(1);
    await expectNoA11yViolations(page, "the day book with a cash count");
  });

  it("downloads the day as CSV with its entries, summary and count", async () => {
    const { page } = staff;
    await visit(page, "/billing/day-book");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`day_book_${indiaToday()}.csv`);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toBe(
      "Section,Time (IST),Receipt No,Bill No,Customer / Description,Type,Method,Amount (INR)",
    );
    expect(lines.filter((l) => l.startsWith("Money in,"))).toHaveLength(2);
    expect(lines.filter((l) => l.startsWith("Money out,"))).toEqual([
      expect.stringMatching(/,Tea for the staff,Expense,Cash,200$/),
    ]);
    expect(lines).toContain("Opening cash in hand,,,,,,,0");
    expect(lines).toContain("Total in,,,,,,UPI,300");
    expect(lines).toContain("Closing cash in hand,,,,,,,500");
    expect(lines.filter((l) => l.startsWith("Cash counted,"))).toEqual([
      expect.stringMatching(/,Short ₹50\.00,Cash,450$/),
    ]);
  });

  it("is reached from a cash book day, and refuses a day after today", async () => {
    const { page } = staff;
    await visit(page, "/billing/cash-book");
    await page
      .locator(`[data-testid="cash-book-row"][data-day="${indiaToday()}"]`)
      .getByRole("link")
      .click();
    await page.waitForURL(
      (u) => u.pathname === "/billing/day-book" && u.searchParams.get("day") === indiaToday(),
    );
    expect(await text(page, "closing-cash")).toBe("₹500.00");
    const res = await page.goto("/billing/day-book?day=2999-01-01");
    expect(res?.status()).toBe(400);
    await expect.poll(() => page.getByRole("alert").first().textContent()).toContain("after today");
  });
});
