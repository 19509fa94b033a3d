import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appDatabase,
  cookieHeader,
  expectNoA11yViolations,
  fetchPage,
  loginAs,
  newPage,
  visit,
  waitForHydration,
  type RunningApp,
  type TestPage,
} from "./harness";
import { openAppForSuite } from "../helpers/e2e-app";

/**
 * Decision 071 in a real browser: the admin sets the books' opening cash once on the day book;
 * staff add a supplier's expense paid by UPI with its payee through Add Record; the list shows
 * the method and payee, and the day book's cash out stays where it was while UPI out grows. A
 * second opening, staff setting one and a made-up method are refused over HTTP. The opening is
 * on paper (print) and in the CSV. Run on SQLite (expense-method-opening.test.ts) and on
 * PostgreSQL (expense-method-opening-postgres.test.ts): each file is its own process, as the
 * test process's database handle is one per process.
 */

let app: RunningApp;
let browser: Browser;
let staff: TestPage;
let admin: TestPage;

/** The suite, on the app's own SQLite file or on a new PostgreSQL database named after `pg`. */
export function openingCashSuite(label: string, pg?: string) {
  ({ app, browser } = openAppForSuite(pg ? { pg } : {}));
  beforeAll(async () => {
    staff = await newPage(browser, { baseURL: app.baseUrl });
    admin = await newPage(browser, { baseURL: app.baseUrl });
    await loginAs(staff.context, "staff", { name: "Counter Staff" });
    await loginAs(admin.context, "admin", { name: "Shop Owner" });
    const db = await appDatabase();
    await db.deleteFrom("transactions").execute();
    await db.deleteFrom("income_expenses").execute();
    await db.deleteFrom("cash_counts").execute();
  });

  afterAll(async () => {
    await staff?.close();
    await admin?.close();
  });

  const indiaToday = () =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

  const text = async (page: Page, testId: string) =>
    (await page.getByTestId(testId).first().textContent())?.trim();

  const toast = (page: Page, title: string) =>
    page.getByTestId("toast").filter({ hasText: title }).first();

  const methodRow = async (page: Page, method: string) =>
    (
      await page
        .locator(`[data-testid="day-book-method-row"][data-method="${method}"]`)
        .locator("th, td")
        .allTextContents()
    ).map((c) => c.trim());

  const post = async (page: TestPage, path: string, body: Record<string, string>) =>
    fetchPage(`${app.baseUrl}${path}`, {
      method: "POST",
      cookie: await cookieHeader(page.context, app.baseUrl),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.baseUrl },
      body: new URLSearchParams(body).toString(),
    });

  describe(`opening cash and an expense's method (${label})`, () => {
    it("lets the admin set the opening cash on the day book; staff only read it", async () => {
      await visit(staff.page, "/billing/day-book");
      expect(await text(staff.page, "opening-cash")).toBe("₹0.00");
      expect(await text(staff.page, "books-opening-unset")).toContain("the admin can set it once");
      expect(await staff.page.getByTestId("opening-cash-form").count()).toBe(0);

      const { page } = admin;
      await visit(page, "/billing/day-book");
      await waitForHydration(page);
      await expectNoA11yViolations(page, "the day book with the opening cash form");
      await page.getByLabel("Opening cash (₹)").fill("5,000");
      await page.getByRole("button", { name: "Set opening cash" }).click();
      await toast(page, "Opening cash set").waitFor();
      await page.getByTestId("books-opening-set").waitFor();
      expect(await text(page, "books-opening-set")).toContain("₹5,000.00");
      expect(await text(page, "books-opening-set")).toContain("Shop Owner");
      expect(await text(page, "opening-cash")).toBe("₹5,000.00");
      expect(await page.getByTestId("opening-source").getAttribute("data-kind")).toBe("set");
      expect(await page.getByTestId("opening-cash-form").count()).toBe(0);
      admin.expectNoErrors();
    });

    it("refuses a second opening (409, with the reason) and staff setting one (403)", async () => {
      const again = await post(admin, "/billing/day-book", {
        intent: "opening",
        day: indiaToday(),
        openingCash: "9000",
      });
      expect(again.status).toBe(409);
      // Said on the page itself (without JavaScript too), where the opening cash is shown.
      expect(again.html.replaceAll("<!-- -->", "")).toMatch(
        /role="alert"[^>]*>The opening cash was already set \(₹5,000\.00 at the start of/,
      );
      const byStaff = await post(staff, "/billing/day-book", {
        intent: "opening",
        day: indiaToday(),
        openingCash: "9000",
      });
      expect(byStaff.status).toBe(403);
      expect(byStaff.html).toContain("Only the admin can set the opening cash.");
      const db = await appDatabase();
      expect(await db.selectFrom("opening_cash").select("amount_paise").execute()).toEqual([
        { amount_paise: 500000 },
      ]);
    });

    it("adds a supplier paid by UPI: listed with method and payee, cash in hand unchanged", async () => {
      const { page } = staff;
      await visit(page, "/billing/income-expenses?tab=expense");
      await waitForHydration(page);
      await page.getByRole("link", { name: "Add Record" }).click();
      const dialog = page.getByTestId("add-record-dialog");
      await dialog.waitFor();
      expect(await dialog.getByLabel("Paid by").inputValue()).toBe("cash");
      await dialog.getByLabel("Type").selectOption("expense");
      await dialog.getByLabel("Category").fill("Paper");
      await dialog.getByLabel("Description").fill("Art paper, 2 reams");
      await dialog.getByLabel("Amount (₹)").fill("420.50");
      await dialog.getByLabel("Paid by").selectOption("upi");
      await dialog.getByLabel("Paid to / received from").fill("Sivakasi Papers");
      await expectNoA11yViolations(page, "the Add Record dialog with method and payee");
      await dialog.getByRole("button", { name: "Add Record" }).click();
      await toast(page, "Record added successfully!").waitFor();
      const row = page.getByTestId("ledger-row").first();
      await row.waitFor();
      const cells = (await row.locator("th, td").allTextContents()).map((c) => c.trim());
      expect(cells).toContain("UPI");
      expect(cells).toContain("Sivakasi Papers");

      await visit(page, "/billing/day-book");
      expect(await text(page, "opening-cash")).toBe("₹5,000.00");
      expect(await text(page, "cash-out")).toBe("₹0.00");
      expect(await text(page, "closing-cash")).toBe("₹5,000.00");
      expect((await methodRow(page, "upi")).slice(0, 3)).toEqual(["UPI", "₹0.00", "\u2212₹420.50"]);
      const out = page.getByTestId("day-book-out-row");
      expect(await out.count()).toBe(1);
      expect(await out.first().textContent()).toContain("Sivakasi Papers");
      staff.expectNoErrors();
    });

    it("refuses a made-up method (400) and writes nothing", async () => {
      const r = await post(staff, "/billing/income-expenses", {
        intent: "add",
        type: "expense",
        category: "Paper",
        description: "Paid in beans",
        amount: "10",
        method: "beans",
      });
      expect(r.status).toBe(400);
      expect(r.html).toContain("Choose how it was paid");
      const db = await appDatabase();
      expect(
        await db
          .selectFrom("income_expenses")
          .select("id")
          .where("description", "=", "Paid in beans")
          .execute(),
      ).toEqual([]);
    });

    it("prints and downloads the day with its opening cash", async () => {
      const { page } = staff;
      await visit(page, "/billing/day-book");
      await page.emulateMedia({ media: "print" });
      expect(await page.getByTestId("opening-cash").isVisible()).toBe(true);
      expect(await page.getByTestId("opening-source").isVisible()).toBe(true);
      await page.emulateMedia({ media: "screen" });
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download CSV" }).click(),
      ]);
      const lines = (await readFile(await download.path()))
        .subarray(3)
        .toString("utf8")
        .split("\r\n");
      expect(lines).toContain("Opening cash in hand,,,,,,,5000");
      expect(lines).toContain("Total out,,,,,,UPI,420.5");
      expect(lines).toContain("Closing cash in hand,,,,,,,5000");
      expect(lines.filter((l) => l.startsWith("Money out,"))).toEqual([
        expect.stringMatching(/,"Sivakasi Papers — Art paper, 2 reams",Expense,UPI,420\.5$/),
      ]);
    });
  });
}
