import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  appDatabase,
  cookieHeader,
  expectNoA11yViolations,
  launchBrowser,
  loginAs,
  newPage,
  startApp,
  visit,
  waitForHydration,
  type RunningApp,
  type TestPage,
} from "./harness";
import { pdfText } from "../helpers/pdf-text";

/**
 * The billing back office in a real browser, as staff: a bill with live totals (and a Tamil
 * customer name) to its preview, its PDF (text checked with pdf.js), editing it from Old Bills,
 * finding it in Old Bills, History and Old Pending (search, status, dates in India's time),
 * deleting it, the printed preview, who may open billing, and axe on every billing page.
 */

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const CUSTOMER = "முருகன் ஸ்டோர்ஸ்";

/** Today and tomorrow in India (YYYY-MM-DD), as the date filters take them. */
function indiaDate(offsetDays = 0): string {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(d);
}

const toast = (page: Page, title: string) =>
  page.getByTestId("toast").filter({ hasText: title }).first();

async function asStaff(): Promise<TestPage> {
  const t = await newPage(browser, { baseURL: app.baseUrl });
  staffId = (await loginAs(t.context, "staff")).id;
  return t;
}

const rows = (page: Page) => page.getByTestId("bill-row");
const rowOf = (page: Page, number: string) =>
  rows(page).filter({ has: page.locator("td", { hasText: new RegExp(`^${number}$`) }) });

let staff: TestPage;
let staffId: string;

/** An empty bill book (and ledger), for a test that counts every pending bill. */
async function noBills() {
  const db = await appDatabase();
  await db.deleteFrom("transactions").execute();
  await db.deleteFrom("income_expenses").execute();
  await db.deleteFrom("complaints").execute();
}

/**
 * A bill of the test's own, as the first test makes it through the form (₹1,000 less ₹100,
 * ₹300 advance, ₹200 received: ₹400 due), saved by the app's own code.
 */
async function newBill(): Promise<{ id: string; number: string }> {
  const { billSchema, createBill } = await import("../../app/billing/bills/bills.server");
  const created = await createBill(
    billSchema.parse({
      customerName: CUSTOMER,
      customerPhone: "9876543210",
      customerAddress: "தெற்கு ரத வீதி, மதுரை",
      particulars: "Flex banner 10x4, lamination",
      amount: "1000",
      discount: "100",
      advance: "300",
      received: "200",
    }),
    staffId,
  );
  if (!created.ok) throw new Error("the bill was refused");
  return { id: created.id, number: created.number };
}

describe("bills", () => {
  // A page of its own per test: the browser errors one test expects never reach another.
  beforeEach(async () => {
    staff = await asStaff();
  });
  afterEach(async () => {
    await staff?.close();
  });

  it("creates a bill with live totals and shows it in the preview", async () => {
    const { page } = staff;
    await visit(page, "/billing/service");
    expect(await page.getByTestId("service-tiles").locator("li").count()).toBe(10);

    await visit(page, "/billing/new-complaint");
    await page.locator('[name="customerName"]').fill(CUSTOMER);
    await page.locator('[name="customerPhone"]').fill("9876543210");
    await page.locator('[name="customerAddress"]').fill("தெற்கு ரத வீதி, மதுரை");
    await page.locator('[name="particulars"]').fill("Flex banner 10x4, lamination");
    const finalTotal = page.getByTestId("final-total");
    const balance = page.getByTestId("balance");
    await page.locator('[name="amount"]').pressSequentially("1000");
    await expect.poll(() => finalTotal.textContent()).toBe("₹1,000.00");
    await page.locator('[name="discount"]').pressSequentially("100");
    await expect.poll(() => finalTotal.textContent()).toBe("₹900.00");
    await page.locator('[name="advance"]').pressSequentially("300");
    await expect.poll(() => balance.textContent()).toBe("₹600.00");
    await page.locator('[name="received"]').pressSequentially("200");
    await expect.poll(() => balance.textContent()).toBe("₹400.00");
    expect(await finalTotal.textContent()).toBe("₹900.00");
    expect(await balance.getAttribute("class")).toContain("text-red-700");

    await page.getByRole("button", { name: "Create Bill" }).click();
    await page.waitForURL(/\/billing\/complaint-preview\?id=/);
    const preview = page.getByTestId("bill-preview");
    await preview.waitFor();
    const number = (await page.getByTestId("bill-number").textContent())!.trim();
    expect(number).toMatch(/^BILL\d{4}$/);
    await toast(page, `Bill ${number} created successfully!`).waitFor();
    expect(await page.getByTestId("preview-final-total").textContent()).toBe("₹900.00");
    expect(await page.getByTestId("preview-balance").textContent()).toBe("₹400.00");
    expect(await preview.textContent()).toContain(CUSTOMER);
    staff.expectNoErrors();
  });

  it("downloads the bill as a PDF with its number and balance", async () => {
    const { page } = staff;
    const bill = await newBill();
    await visit(page, `/billing/complaint-preview?id=${bill.id}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${bill.number}.pdf`);
    const path = await download.path();
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // The same file by plain HTTP, with the session cookie.
    const res = await fetch(`${app.baseUrl}/billing/complaint-preview/pdf?id=${bill.id}`, {
      headers: { Cookie: await cookieHeader(staff.context, app.baseUrl) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(`filename="${bill.number}.pdf"`);
    await res.arrayBuffer();

    const text = await pdfText(new Uint8Array(bytes));
    expect(text).toContain(bill.number);
    expect(text).toContain("Balance");
    expect(text).toContain("₹400.00");
    expect(text).not.toContain("Rs.");
  });

  it("edits the bill from Old Bills and finds it in Old Bills, History and Old Pending", async () => {
    const { page } = staff;
    // The pending total below counts every pending bill of the day: this one must be alone.
    await noBills();
    const { id, number } = await newBill();
    await visit(page, "/billing/old-complaint");
    await rowOf(page, number)
      .getByRole("link", { name: `Edit ${number}` })
      .click();
    await page.waitForURL(`**/billing/new-complaint?id=${id}`);
    await waitForHydration(page);
    const received = page.locator('[name="received"]');
    await received.fill("400");
    await expect.poll(() => page.getByTestId("balance").textContent()).toBe("₹200.00");
    await page.getByRole("button", { name: "Update Bill" }).click();
    await page.waitForURL(/\/billing\/old-complaint$/);
    await toast(page, `Bill ${number} updated successfully!`).waitFor();
    const row = rowOf(page, number);
    expect(await row.textContent()).toContain("₹900.00");
    expect(await row.textContent()).toContain(CUSTOMER);

    // Old Bills: by the customer's name and by the number.
    for (const q of [CUSTOMER, number]) {
      await visit(page, `/billing/old-complaint`);
      await page.getByRole("searchbox").fill(q);
      await page.getByRole("button", { name: "Search" }).click();
      await page.waitForURL((u) => u.searchParams.get("q") === q);
      await expect.poll(() => rowOf(page, number).count(), { message: q }).toBe(1);
    }

    // History: under Pending, not under Completed.
    await visit(page, "/billing/history");
    await page.locator("select#status").selectOption("pending");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL((u) => u.searchParams.get("status") === "pending");
    await expect.poll(() => rowOf(page, number).count()).toBe(1);
    await visit(page, "/billing/history?status=completed");
    expect(await rowOf(page, number).count()).toBe(0);

    // Old Pending: today (in India) finds it, from tomorrow does not.
    const today = indiaDate();
    await visit(page, "/billing/old-pending");
    await page.locator("#from").fill(today);
    await page.locator("#to").fill(today);
    await page.locator("#q").fill(number);
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL((u) => u.searchParams.get("from") === today);
    await expect.poll(() => rowOf(page, number).count()).toBe(1);
    const total = page.getByTestId("pending-total");
    expect(await total.textContent()).toContain("1 pending bill");
    expect(await total.textContent()).toContain("₹");
    const pendingRow = await rowOf(page, number).textContent();
    expect(pendingRow).toContain(CUSTOMER);

    await visit(page, `/billing/old-pending?from=${indiaDate(1)}&q=${number}`);
    expect(await rowOf(page, number).count()).toBe(0);

    await page.getByRole("link", { name: "Clear Filters" }).click();
    await page.waitForURL((u) => u.pathname === "/billing/old-pending" && u.search === "");
    await expect.poll(() => rowOf(page, number).count()).toBe(1);
    staff.expectNoErrors();
  });

  it("hides the site's frame and the buttons when the preview is printed", async () => {
    const { page } = staff;
    const bill = await newBill();
    await visit(page, `/billing/complaint-preview?id=${bill.id}`);
    await page.emulateMedia({ media: "print" });
    try {
      expect(await page.getByTestId("bill-preview").isVisible()).toBe(true);
      expect(await page.locator("header").first().isVisible()).toBe(false);
      expect(await page.locator("footer").last().isVisible()).toBe(false);
      for (const name of ["Print", "Back", "Create New", "80 mm receipt layout"]) {
        expect(
          await page
            .getByRole("button", { name })
            .or(page.getByRole("link", { name }))
            .first()
            .isVisible(),
          name,
        ).toBe(false);
      }
      expect(await page.getByRole("link", { name: "Download PDF" }).isVisible()).toBe(false);
    } finally {
      await page.emulateMedia({ media: "screen" });
    }
    expect(await page.locator("header").first().isVisible()).toBe(true);
  });

  it("deletes the bill from Old Pending", async () => {
    const { page } = staff;
    const { number } = await newBill();
    await visit(page, `/billing/old-pending?q=${number}`);
    const row = rowOf(page, number);
    await row.locator("summary").click();
    await row
      .getByText(`Are you sure you want to delete bill ${number}? This action cannot be undone.`)
      .waitFor();
    await row.getByRole("button", { name: "Delete" }).click();
    await toast(page, "Bill Deleted").waitFor();
    await expect.poll(() => rowOf(page, number).count()).toBe(0);
    for (const list of ["/billing/old-complaint", "/billing/history", "/billing/old-pending"]) {
      await visit(page, list);
      expect(await rowOf(page, number).count(), list).toBe(0);
    }
    staff.expectNoErrors();
  });

  it("passes axe on the billing pages", async () => {
    const { page } = staff;
    await visit(page, "/billing/service");
    await expectNoA11yViolations(page);
    await visit(page, "/billing/new-complaint");
    await page.getByRole("button", { name: "Create Bill" }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await expectNoA11yViolations(page, "the bill form with errors");

    // A new bill for the preview and the lists.
    await page.locator('[name="customerName"]').fill("Axe Traders");
    await page.locator('[name="particulars"]').fill("Visiting cards");
    await page.locator('[name="amount"]').fill("250");
    await page.locator('[name="received"]').fill("300");
    const balance = page.getByTestId("balance");
    await expect.poll(() => balance.textContent()).toMatch(/^-\s?₹50\.00$/);
    expect(await balance.getAttribute("class")).toContain("text-green-700");
    await page.locator('[name="received"]').fill("");
    await page.getByRole("button", { name: "Create Bill" }).click();
    await page.getByTestId("bill-preview").waitFor();
    await expectNoA11yViolations(page, "the preview");
    await visit(
      page,
      `${new URL(page.url()).pathname}${new URL(page.url()).search}&layout=receipt`,
    );
    await expectNoA11yViolations(page, "the receipt preview");
    for (const list of ["/billing/old-complaint", "/billing/history", "/billing/old-pending"]) {
      await visit(page, list);
      await rows(page).first().waitFor();
      await expectNoA11yViolations(page, list);
    }
  });
});

describe("billing access", () => {
  it("sends a customer home and a visitor to sign in", async () => {
    const customer = await newPage(browser, { baseURL: app.baseUrl });
    const visitor = await newPage(browser, { baseURL: app.baseUrl });
    try {
      await loginAs(customer.context, "customer");
      await customer.page.goto("/billing/service");
      expect(new URL(customer.page.url()).pathname).toBe("/");
      await visitor.page.goto("/billing/service");
      expect(new URL(visitor.page.url()).pathname).toBe("/auth");
      expect(await visitor.page.getByTestId("service-tiles").count()).toBe(0);
    } finally {
      await customer.close();
      await visitor.close();
    }
  });
});
