import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appDatabase, visit, waitForHydration } from "./harness";
import { openApp, type SignedInPage } from "../helpers/e2e-app";

/**
 * The cash book in a real browser, as staff: reached from Service Management, it shows today's
 * row (cash in, cash out, cash in hand, UPI) and the totals, for this month by default.
 */

const { pageAs, factories } = await openApp();
let staff: SignedInPage;

beforeAll(async () => {
  staff = await pageAs("staff");
  const user = staff.user;
  const db = await appDatabase();
  await db.deleteFrom("transactions").execute();
  // Today: a bill with ₹700 advance in cash, ₹300 by UPI, ₹200 spent in cash.
  const { createBill, createPayment } = await factories();
  const { addLedgerRecord } = await import("../../app/billing/ledger/ledger.server");
  const { ledgerRecordSchema } = await import("../../app/billing/ledger/schema");
  const bill = await createBill(user.id, {
    customerName: "Cash Book",
    customerPhone: "",
    particulars: "Cards",
    amount: "2000",
    advance: "700",
  });
  await createPayment(user.id, bill.id, { amount: "300", method: "upi", reference: "UTR900" });
  const spent = await addLedgerRecord(
    ledgerRecordSchema.parse({
      type: "expense",
      category: "Tea",
      description: "Tea",
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

describe("cash book", () => {
  it("shows today's cash, UPI and cash in hand, reached from Service Management", async () => {
    const { page } = staff;
    await visit(page, "/billing/service");
    await page.getByRole("link", { name: /Cash Book/ }).click();
    await page.waitForURL((u) => u.pathname === "/billing/cash-book");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Cash Book");
    const today = page.locator(`[data-testid="cash-book-row"][data-day="${indiaToday()}"]`);
    await today.first().waitFor();
    const cells = (await today.first().locator("th, td").allTextContents()).map((c) => c.trim());
    // Day, Cash in, Cash out, Cash in hand, Cash counted, UPI in, Bank/Card/Cheque in, Non-cash out.
    expect(cells.slice(1)).toEqual([
      "₹700.00",
      "\u2212₹200.00",
      "₹500.00",
      "—",
      "₹300.00",
      "₹0.00",
      "₹0.00",
    ]);
    const total = page.locator('[data-testid="cash-book-row"][data-day="total"]').first();
    expect((await total.locator("th, td").first().textContent())?.trim()).toBe("Total");
    expect((await page.getByTestId("opening-cash").textContent())?.trim()).toBe("₹0.00");
    await waitForHydration(page);
    staff.expectNoErrors();
  });
});
