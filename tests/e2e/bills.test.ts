import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  appFactories,
  appDatabase,
  cookieHeader,
  expectNoA11yViolations,
  fetchPage,
  loginAs,
  newPage,
  visit,
  waitForHydration,
  type TestPage,
} from "./harness";
import { pdfText } from "../helpers/pdf-text";
import { openApp } from "../helpers/e2e-app";

/**
 * The billing back office in a real browser, as staff: a bill with live totals (and a Tamil
 * customer name) to its preview, its PDF (text checked with pdf.js), editing it from Old Bills,
 * finding it in Old Bills, History and Old Pending (search, status, dates in India's time),
 * deleting it, the printed preview, who may open billing, and axe on the bill form's errors and the previews (the lists: a11y-sweep).
 */

const { app, browser } = await openApp();

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
const NO_PAYMENTS = { advance: "", received: "" };

/** Types one line of the bill form (row `i`, from 0). */
async function fillLine(
  page: Page,
  i: number,
  line: { description?: string; quantity?: string; unit?: string; rate: string },
) {
  for (const [field, value] of Object.entries(line))
    await page.locator(`[name="lines.${i}.${field}"]`).fill(value);
}
const rowOf = (page: Page, number: string) =>
  rows(page).filter({ has: page.locator("td", { hasText: new RegExp(`^${number}$`) }) });

/** Opens a row's Actions menu (decision 048) and answers its items' names. */
async function openActions(page: Page, number: string): Promise<string[]> {
  await rowOf(page, number)
    .getByRole("button", { name: `Actions ${number}` })
    .click();
  const menu = page.getByRole("menu", { name: `Actions ${number}` });
  await menu.waitFor();
  return menu.getByRole("menuitem").allTextContents();
}

/** Chooses `item` of a row's Actions menu. */
async function rowAction(page: Page, number: string, item: string) {
  await openActions(page, number);
  await page.getByRole("menuitem", { name: item, exact: true }).click();
}

let staff: TestPage;
let staffId: string;

/** An empty bill book (and ledger), for a test that counts every pending bill. */
async function noBills() {
  const db = await appDatabase();
  await db.deleteFrom("transactions").execute();
  await db.deleteFrom("income_expenses").execute();
  await db.deleteFrom("payments").execute();
  await db.deleteFrom("complaints").execute();
}

/**
 * A bill of the test's own, saved by the app's own code: a one-line bill of ₹1,000 less ₹100,
 * ₹300 advance and ₹200 received (₹400 due), with `over` on top (e.g. no payments).
 */
async function newBill(over: Record<string, string> = {}): Promise<{ id: string; number: string }> {
  const { createBill } = await appFactories();
  const created = await createBill(staffId, {
    customerName: CUSTOMER,
    customerPhone: "9876543210",
    customerAddress: "தெற்கு ரத வீதி, மதுரை",
    particulars: "Flex banner 10x4, lamination",
    amount: "1000",
    discount: "100",
    advance: "300",
    received: "200",
    ...over,
  });
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

  it("creates a bill of three lines with a 10 % discount and round-off, shown and stored right", async () => {
    const { page } = staff;
    await visit(page, "/billing/service");
    expect(await page.getByTestId("service-tiles").locator("li").count()).toBe(15); // the 14 of the spec and Jobs (issue 39)

    const { createGodownItem } = await import("../../app/billing/godown/godown.server");
    const { godownItemSchema } = await import("../../app/billing/godown/schema");
    const godownItemId = await createGodownItem(
      godownItemSchema.parse({ itemName: "Lamination", category: "Film", quantity: "10" }),
      staffId,
    );
    await visit(page, "/billing/new-complaint");
    await page.locator('[name="customerName"]').fill(CUSTOMER);
    await page.locator('[name="customerPhone"]').fill("9876543210");
    await page.locator('[name="customerAddress"]').fill("தெற்கு ரத வீதி, மதுரை");
    // Two empty rows to start with; a third one with "Add line" (in place, with JavaScript).
    expect(await page.getByTestId("line-row").count()).toBe(2);
    expect(await page.getByRole("checkbox", { name: "Round off to the rupee" }).isChecked()).toBe(
      true,
    );
    await page.getByRole("button", { name: "Add line" }).click();
    expect(await page.getByTestId("line-row").count()).toBe(3);
    await fillLine(page, 0, {
      description: "Flex banner",
      quantity: "2.5",
      unit: "sq.ft",
      rate: "45.50",
    });
    await expect.poll(() => page.getByTestId("line-amount").first().textContent()).toBe("₹113.75");
    await fillLine(page, 1, { description: "Visiting cards", quantity: "3", rate: "99.99" });
    // Linked to a godown item: its name fills the empty description.
    await page.locator('[name="lines.2.link"]').selectOption(`godown:${godownItemId}`);
    expect(await page.locator('[name="lines.2.description"]').inputValue()).toBe("Lamination");
    await fillLine(page, 2, { rate: "250" });
    const text = (id: string) => page.getByTestId(id).textContent();
    await expect.poll(() => text("subtotal")).toBe("₹663.72");
    await page.locator('[name="discountKind"]').selectOption("percent");
    await page.locator('[name="discount"]').fill("10");
    await expect.poll(() => text("discount-amount")).toBe("−₹66.37");
    expect(await text("round-off")).toBe("−₹0.35");
    expect(await text("final-total")).toBe("₹597.00");
    expect(await text("amount-in-words")).toBe("Rupees Five Hundred Ninety Seven Only");
    await page.locator('[name="advance"]').fill("200");
    await expect.poll(() => text("balance")).toBe("₹397.00");
    expect(await page.getByTestId("balance").locator("span").getAttribute("class")).toContain(
      "text-red-700",
    );
    // Without round-off the paise stay.
    await page.getByRole("checkbox", { name: "Round off to the rupee" }).uncheck();
    await expect.poll(() => text("final-total")).toBe("₹597.35");
    await page.getByRole("checkbox", { name: "Round off to the rupee" }).check();

    await page.getByRole("button", { name: "Create Bill" }).click();
    await page.waitForURL(/\/billing\/complaint-preview\?id=/);
    const id = new URL(page.url()).searchParams.get("id")!;
    const preview = page.getByTestId("bill-preview");
    await preview.waitFor();
    const number = (await page.getByTestId("bill-number").textContent())!.trim();
    expect(number).toMatch(/^BILL\d{4}$/);
    await toast(page, `Bill ${number} created successfully!`).waitFor();
    expect(await page.getByTestId("preview-final-total").textContent()).toBe("₹597.00");
    expect(await page.getByTestId("preview-balance").textContent()).toBe("₹397.00");
    expect(await preview.textContent()).toContain(CUSTOMER);

    const db = await appDatabase();
    const stored = await db
      .selectFrom("complaints")
      .select([
        "actual_cost_paise",
        "discount_paise",
        "discount_percent_bp",
        "round_off_paise",
        "estimated_cost_paise",
        "advance_paise",
        "balance_paise",
        "payment_status",
      ])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      actual_cost_paise: 66372,
      discount_paise: 6637,
      discount_percent_bp: 1000,
      round_off_paise: -35,
      estimated_cost_paise: 59700,
      advance_paise: 20000,
      balance_paise: 39700,
      payment_status: "part_paid",
    });
    const lines = await db
      .selectFrom("bill_lines")
      .select([
        "position",
        "description",
        "quantity_milli",
        "unit",
        "rate_paise",
        "amount_paise",
        "godown_item_id",
      ])
      .where("bill_id", "=", id)
      .orderBy("position")
      .execute();
    expect(lines).toEqual([
      {
        position: 1,
        description: "Flex banner",
        quantity_milli: 2500,
        unit: "sq.ft",
        rate_paise: 4550,
        amount_paise: 11375,
        godown_item_id: null,
      },
      {
        position: 2,
        description: "Visiting cards",
        quantity_milli: 3000,
        unit: "pcs",
        rate_paise: 9999,
        amount_paise: 29997,
        godown_item_id: null,
      },
      {
        position: 3,
        description: "Lamination",
        quantity_milli: 1000,
        unit: "pcs",
        rate_paise: 25000,
        amount_paise: 25000,
        godown_item_id: godownItemId,
      },
    ]);
    const payment = await db
      .selectFrom("payments")
      .select(["kind", "amount_paise", "method"])
      .where("bill_id", "=", id)
      .execute();
    expect(payment).toEqual([{ kind: "advance", amount_paise: 20000, method: "cash" }]);

    // The edit form opens with the lines, the percentage and round-off as saved.
    await visit(page, `/billing/new-complaint?id=${id}`);
    expect(await page.getByTestId("line-row").count()).toBe(5);
    expect(await page.locator('[name="lines.0.quantity"]').inputValue()).toBe("2.5");
    expect(await page.locator('[name="discountKind"]').inputValue()).toBe("percent");
    expect(await text("final-total")).toBe("₹597.00");
    expect(await text("paid")).toBe("₹200.00");
    expect(await text("balance")).toBe("₹397.00");
    staff.expectNoErrors();
  });

  it("adds and removes a line without JavaScript, keeping what was typed", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl, javaScriptEnabled: false });
    try {
      await loginAs(t.context, "staff");
      const { page } = t;
      await page.goto("/billing/new-complaint");
      expect(await page.getByTestId("line-row").count()).toBe(2);
      await page.locator('[name="customerName"]').fill("No Script Traders");
      await fillLine(page, 0, { description: "Posters", quantity: "4", rate: "30" });
      // Each button sends the form: wait for the page the server answers with.
      const send = (name: string) =>
        Promise.all([page.waitForEvent("load"), page.getByRole("button", { name }).click()]);
      await send("Add line");
      await expect.poll(() => page.getByTestId("line-row").count()).toBe(3);
      expect(await page.locator('[name="customerName"]').inputValue()).toBe("No Script Traders");
      expect(await page.locator('[name="lines.0.description"]').inputValue()).toBe("Posters");
      expect(await page.getByTestId("line-amount").first().textContent()).toBe("₹120.00");
      await fillLine(page, 2, { description: "Stickers", rate: "15" });
      await send("Remove line 2");
      await expect.poll(() => page.getByTestId("line-row").count()).toBe(2);
      expect(await page.locator('[name="lines.1.description"]').inputValue()).toBe("Stickers");
      // A UPI advance needs its reference.
      await page.locator('[name="advance"]').fill("50");
      await page.locator('[name="paymentMethod"]').selectOption("upi");
      await send("Create Bill");
      await page.getByText("Enter the UPI reference (UTR) or cheque number").first().waitFor();
      expect(await page.getByTestId("error-summary").textContent()).toContain("Reference");
      expect(await page.getByTestId("line-row").count()).toBe(2);
      await page.locator('[name="paymentReference"]').fill("UTR123456789");
      await page.getByRole("button", { name: "Create Bill" }).click();
      await page.waitForURL(/\/billing\/complaint-preview\?id=/);
      const id = new URL(page.url()).searchParams.get("id")!;
      const db = await appDatabase();
      const bill = await db
        .selectFrom("complaints")
        .select(["estimated_cost_paise", "balance_paise"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(bill).toEqual({ estimated_cost_paise: 13500, balance_paise: 8500 });
      const payments = await db
        .selectFrom("payments")
        .select(["method", "reference"])
        .where("bill_id", "=", id)
        .execute();
      expect(payments).toEqual([{ method: "upi", reference: "UTR123456789" }]);
    } finally {
      await t.close();
    }
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
    await rowAction(page, number, "Edit");
    await page.waitForURL(`**/billing/new-complaint?id=${id}`);
    await waitForHydration(page);
    // The one-line bill opens as its line; a new rate changes the total, the payments stay.
    expect(await page.locator('[name="lines.0.description"]').inputValue()).toBe(
      "Flex banner 10x4, lamination",
    );
    expect(await page.getByTestId("paid").textContent()).toBe("₹500.00");
    await page.locator('[name="lines.0.rate"]').fill("1100");
    await expect.poll(() => page.getByTestId("balance").textContent()).toBe("₹500.00");
    expect(await page.locator('[name="advance"]').count()).toBe(0);
    await page.getByRole("button", { name: "Update Bill" }).click();
    await page.waitForURL(/\/billing\/old-complaint$/);
    await toast(page, `Bill ${number} updated successfully!`).waitFor();
    const row = rowOf(page, number);
    expect(await row.textContent()).toContain("₹1,000.00");
    expect(await row.textContent()).toContain(CUSTOMER);
    expect(await row.getByTestId("payment-status").textContent()).toBe("Payment: Part-paid");
    expect(await row.getByTestId("work-status").textContent()).toBe("Work: Pending");

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
    expect(await total.textContent()).toContain("₹500");
    const pendingRow = await rowOf(page, number).textContent();
    expect(pendingRow).toContain(CUSTOMER);
    expect(pendingRow).toContain("0 days");
    expect(await rowOf(page, number).locator("td").nth(7).textContent()).toBe("₹500");

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
    const { number } = await newBill(NO_PAYMENTS);
    await visit(page, `/billing/old-pending?q=${number}`);
    const row = rowOf(page, number);
    // The question opens for this row only (?ask=delete:<id>), in place.
    await rowAction(page, number, "Delete");
    await page.waitForURL((u) => u.searchParams.get("ask")?.startsWith("delete:") ?? false);
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

  it("shows Old Pending's balance and the bill's age in days, and leaves paid bills out", async () => {
    const { page } = staff;
    const old = await newBill({ advance: "100", received: "" });
    const paid = await newBill({ advance: "900", received: "" });
    const db = await appDatabase();
    // Made twelve days ago (India's calendar).
    await db
      .updateTable("complaints")
      .set({ created_at: new Date(Date.now() - 12 * 86_400_000).toISOString() })
      .where("id", "=", old.id)
      .execute();
    await visit(page, `/billing/old-pending?q=${old.number}`);
    const row = rowOf(page, old.number);
    expect(await row.textContent()).toContain("12 days");
    expect(await row.getByTestId("payment-status").textContent()).toBe("Payment: Part-paid");
    // Amount ₹900, Pending Amount ₹800 (the balance).
    expect(await row.locator("td").nth(6).textContent()).toBe("₹900");
    expect(await row.locator("td").nth(7).textContent()).toBe("₹800");
    await visit(page, `/billing/old-pending?q=${paid.number}`);
    expect(await rowOf(page, paid.number).count()).toBe(0);
    await visit(page, `/billing/old-pending?status=all&q=${paid.number}`);
    expect(await rowOf(page, paid.number).count()).toBe(1);
    await visit(page, `/billing/history?status=paid&q=${paid.number}`);
    expect(await rowOf(page, paid.number).getByTestId("payment-status").textContent()).toBe(
      "Payment: Paid",
    );
  });

  it("cancels a bill from Old Bills with a reason and refunds what was paid", async () => {
    const { page } = staff;
    const { id, number } = await newBill();
    await visit(page, `/billing/old-complaint?q=${number}`);
    const row = rowOf(page, number);
    // A bill with payments cannot be deleted: no Delete, only Cancel.
    expect(await openActions(page, number)).toEqual(["Add payment", "Preview", "Edit", "Cancel"]);
    await page.getByRole("menuitem", { name: "Cancel", exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get("ask")?.startsWith("cancel:") ?? false);
    // Only that row carries a question and its form.
    await row.getByTestId("confirm-dialog").waitFor();
    expect(await page.getByTestId("confirm-dialog").count()).toBe(1);
    const dialog = row.getByRole("group", { name: `Cancel bill ${number}?` });
    const refund = dialog.getByRole("checkbox", { name: "Refund ₹500.00 to the customer" });
    expect(await refund.isChecked()).toBe(true);
    await dialog.getByLabel("Refund by").selectOption("upi");
    await dialog.getByLabel("Reason").fill("Customer changed the design");
    await dialog.getByRole("button", { name: "Cancel bill", exact: true }).click();
    await toast(page, `Bill ${number} cancelled`).waitFor();
    await expect
      .poll(() => rowOf(page, number).getByTestId("payment-status").textContent())
      .toBe("Payment: Cancelled");
    // Cancelled: no Add payment, nor Cancel again.
    expect(await openActions(page, number)).toEqual(["Preview", "Edit"]);
    expect(
      await rowOf(page, number)
        .getByRole("link", { name: /^Add payment/ })
        .count(),
    ).toBe(0);
    const db = await appDatabase();
    const bill = await db
      .selectFrom("complaints")
      .select(["cancel_reason", "balance_paise", "payment_status"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(bill).toEqual({
      cancel_reason: "Customer changed the design",
      balance_paise: 0,
      payment_status: "cancelled",
    });
    const refunds = await db
      .selectFrom("transactions")
      .select(["amount_paise", "payment_method", "type"])
      .where("complaint_id", "=", id)
      .where("transaction_type", "=", "refund")
      .execute();
    expect(refunds).toEqual([{ amount_paise: 50000, payment_method: "upi", type: "expense" }]);
    // Its edit page is read-only: when and why, and no Save.
    await visit(page, `/billing/new-complaint?id=${id}`);
    expect(await page.getByTestId("cancelled-notice").textContent()).toMatch(
      /^Cancelled on \d{2}\/\d{2}\/\d{4} — Customer changed the design$/,
    );
    expect(await page.getByRole("button", { name: "Update Bill" }).count()).toBe(0);
    staff.expectNoErrors();
  });

  it("shows a balance of ₹0.11 on Old Pending as ₹0.11, in the row and the total (issue 35)", async () => {
    const { number } = await newBill({
      amount: "100.11",
      discount: "0",
      advance: "100",
      received: "",
    });
    const page = await fetchPage(`${app.baseUrl}/billing/old-pending?q=${number}`, {
      cookie: await cookieHeader(staff.context, app.baseUrl),
    });
    expect(page.status).toBe(200);
    const total =
      /data-testid="pending-total"[\s\S]*?<p class="text-3xl font-bold">([^<]*)<\/p>/.exec(
        page.html,
      );
    expect(total?.[1]).toBe("₹0.11");
    const row = new RegExp(
      `<tr[^>]*>(?:(?!</tr>)[\\s\\S])*${number}(?:(?!</tr>)[\\s\\S])*</tr>`,
    ).exec(page.html)?.[0];
    expect(row).toContain('<span class="due">₹0.11</span>');
    expect(row).toContain("₹100.11");
    expect(page.html).not.toContain("₹0<");
  });

  it("refuses to delete a bill that has payments", async () => {
    const { id, number } = await newBill();
    const answer = await fetchPage(`${app.baseUrl}/billing/old-pending`, {
      method: "POST",
      cookie: await cookieHeader(staff.context, app.baseUrl),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "delete", id }).toString(),
    });
    expect(answer.status).toBe(409);
    expect(answer.html).toContain("This bill has payments. Void them first or cancel the bill.");
    const db = await appDatabase();
    const still = await db
      .selectFrom("complaints")
      .select("complaint_number")
      .where("id", "=", id)
      .executeTakeFirst();
    expect(still?.complaint_number).toBe(number);
  });

  it("opens a row's actions menu by keyboard, built in the browser only when opened", async () => {
    const { page } = staff;
    const { id, number } = await newBill(NO_PAYMENTS);
    // The server's HTML: the row's control is a link to the bill's page, and no menu.
    const html = await fetchPage(`${app.baseUrl}/billing/old-complaint?q=${number}`, {
      cookie: await cookieHeader(staff.context, app.baseUrl),
    });
    expect(html.html).toContain(
      `<a class="row-menu" aria-label="Actions ${number}" href="/billing/complaint-preview?id=${id}"`,
    );
    expect(html.html).not.toContain('role="menu"');
    expect(html.html).not.toContain('aria-haspopup="menu"');

    await visit(page, `/billing/old-complaint?q=${number}`);
    const button = rowOf(page, number).getByRole("button", { name: `Actions ${number}` });
    const pay = rowOf(page, number).getByRole("link", { name: `Add payment ${number}` });
    for (const target of [button, pay]) {
      const box = (await target.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    expect(await page.getByRole("menu").count()).toBe(0);
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? "");
    const expanded = () => button.getAttribute("aria-expanded");

    await button.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: `Actions ${number}` });
    await menu.waitFor();
    expect(await menu.getByRole("menuitem").allTextContents()).toEqual([
      "Add payment",
      "Preview",
      "Edit",
      "Cancel",
      "Delete",
    ]);
    expect(await expanded()).toBe("true");
    expect(await focused()).toBe("Add payment");
    await page.keyboard.press("ArrowDown");
    expect(await focused()).toBe("Preview");
    await page.keyboard.press("End");
    expect(await focused()).toBe("Delete");
    await page.keyboard.press("ArrowDown");
    expect(await focused()).toBe("Add payment");
    await page.keyboard.press("ArrowUp");
    expect(await focused()).toBe("Delete");
    await page.keyboard.press("Home");
    expect(await focused()).toBe("Add payment");
    for (const item of await menu.getByRole("menuitem").all()) {
      expect((await item.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await expectNoA11yViolations(page, "a row's open actions menu");
    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("menu").count()).toBe(0);
    expect(await expanded()).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      `Actions ${number}`,
    );
    // Space and the Up arrow open it too, the latter on its last item; Space chooses.
    await page.keyboard.press("ArrowUp");
    await menu.waitFor();
    expect(await focused()).toBe("Delete");
    await page.keyboard.press("Escape");
    await page.keyboard.press("Space");
    await menu.waitFor();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Space");
    await page.waitForURL(`**/billing/complaint-preview?id=${id}`);
    staff.expectNoErrors();
  });

  it("offers every action on the bill's page, where a row leads without JavaScript", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl, javaScriptEnabled: false });
    try {
      staffId = (await loginAs(t.context, "staff")).id;
      const { page } = t;
      const paid = await newBill();
      const unpaid = await newBill(NO_PAYMENTS);
      await page.goto(`/billing/old-complaint?q=${unpaid.number}`);
      await rowOf(page, unpaid.number)
        .getByRole("link", { name: `Actions ${unpaid.number}` })
        .click();
      await page.waitForURL(`**/billing/complaint-preview?id=${unpaid.id}`);
      for (const name of ["Add payment", "Edit bill"])
        expect(await page.getByRole("link", { name }).first().isVisible(), name).toBe(true);
      // Delete: asked in place, then back to Old Bills without the bill.
      await page.getByText("Delete bill", { exact: true }).click();
      await page
        .getByText(
          `Are you sure you want to delete bill ${unpaid.number}? This action cannot be undone.`,
        )
        .waitFor();
      await Promise.all([
        page.waitForURL("**/billing/old-complaint"),
        page.getByRole("button", { name: "Delete", exact: true }).click(),
      ]);
      const db = await appDatabase();
      const left = () => db.selectFrom("complaints").select(["cancel_reason", "payment_status"]);
      expect(await left().where("id", "=", unpaid.id).executeTakeFirst()).toBeUndefined();

      // A bill with payments: no Delete; Cancel with a reason, back on its page.
      await page.goto(`/billing/complaint-preview?id=${paid.id}`);
      expect(await page.getByText("Delete bill", { exact: true }).count()).toBe(0);
      await page.getByText("Cancel bill", { exact: true }).first().click();
      const dialog = page.getByRole("group", { name: `Cancel bill ${paid.number}?` });
      await dialog.getByLabel("Reason").fill("Ordered twice");
      await Promise.all([
        page.waitForURL(`**/billing/complaint-preview?id=${paid.id}`),
        dialog.getByRole("button", { name: "Cancel bill", exact: true }).click(),
      ]);
      expect(await left().where("id", "=", paid.id).executeTakeFirst()).toEqual({
        cancel_reason: "Ordered twice",
        payment_status: "cancelled",
      });
      expect(await page.getByText("Cancel bill", { exact: true }).count()).toBe(0);
      t.expectNoErrors();
    } finally {
      await t.close();
    }
  });

  it("passes axe on the billing pages", async () => {
    const { page } = staff;
    await visit(page, "/billing/new-complaint");
    await page.getByRole("button", { name: "Create Bill" }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await expectNoA11yViolations(page, "the bill form with errors");

    // A new bill for the preview and the lists.
    await page.locator('[name="customerName"]').fill("Axe Traders");
    await fillLine(page, 0, { description: "Visiting cards", rate: "250" });
    await page.locator('[name="advance"]').fill("300");
    const balance = page.getByTestId("balance");
    await expect.poll(() => balance.textContent()).toBe("Credit ₹50.00");
    expect(await balance.locator("span").getAttribute("class")).toContain("text-green-700");
    await page.locator('[name="advance"]').fill("");
    await page.getByRole("button", { name: "Create Bill" }).click();
    await page.getByTestId("bill-preview").waitFor();
    await expectNoA11yViolations(page, "the preview");
    await visit(
      page,
      `${new URL(page.url()).pathname}${new URL(page.url()).search}&layout=receipt`,
    );
    await expectNoA11yViolations(page, "the receipt preview");
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

// ---------------------------------------------------------------------------------------------
// New Bill's "item" box (issue 36): picking a catalog item fills the line's description, rate
// and unit — in the browser as the clerk picks, and without JavaScript when the form is sent —
// and a rate typed before picking stays. The seed's Wedding Invitation Cards are made to order
// (60 "in stock" in the sample catalog), so 300 of them save (decision 063).

const CARDS = "Wedding Invitation Cards (100 pcs)";
const TEA = "Tea Talks Gold Pack";
const VISITING = "Standard Visiting Cards (500 pcs)";

const box = (page: Page, i: number, field: string) => page.locator(`[name="lines.${i}.${field}"]`);
const line = async (page: Page, i: number) => ({
  description: await box(page, i, "description").inputValue(),
  unit: await box(page, i, "unit").inputValue(),
  rate: await box(page, i, "rate").inputValue(),
});

async function storedLines(billId: string) {
  const db = await appDatabase();
  const rows = await db
    .selectFrom("bill_lines")
    .select(["description", "quantity_milli", "unit", "rate_paise", "product_id"])
    .where("bill_id", "=", billId)
    .orderBy("position")
    .execute();
  return rows.map((r) => ({ ...r, quantity_milli: Number(r.quantity_milli) }));
}

describe("picking a catalog item on New Bill", () => {
  it("fills the rate and unit in the browser, keeps a typed rate, and saves 300 made-to-order cards", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl });
    try {
      await loginAs(t.context, "staff");
      const { page } = t;
      await visit(page, "/billing/new-complaint");
      await page.locator('[name="customerName"]').fill("Ravi Weds Meena");

      await box(page, 0, "link").selectOption({ label: CARDS });
      expect(await line(page, 0)).toEqual({ description: CARDS, unit: "pcs", rate: "1500.00" });
      await box(page, 0, "quantity").fill("300");
      expect(await page.getByTestId("line-amount").first().textContent()).toBe("₹4,50,000.00");

      // A rate agreed before the item was picked stays; another item is a new price.
      await box(page, 1, "rate").fill("200");
      await box(page, 1, "link").selectOption({ label: TEA });
      expect(await line(page, 1)).toEqual({ description: TEA, unit: "packs", rate: "200" });
      await box(page, 1, "link").selectOption({ label: VISITING });
      expect(await line(page, 1)).toEqual({ description: VISITING, unit: "pcs", rate: "500.00" });

      await page.getByRole("button", { name: "Create Bill" }).click();
      await page.waitForURL(/\/billing\/complaint-preview\?id=/);
      const id = new URL(page.url()).searchParams.get("id")!;
      expect(await storedLines(id)).toEqual([
        {
          description: CARDS,
          quantity_milli: 300_000,
          unit: "pcs",
          rate_paise: 150000,
          product_id: "seed-product-wedding-invitation-cards-100",
        },
        {
          description: VISITING,
          quantity_milli: 1000,
          unit: "pcs",
          rate_paise: 50000,
          product_id: "seed-product-standard-visiting-cards-500",
        },
      ]);
      t.expectNoErrors();
    } finally {
      await t.close();
    }
  });

  it("without JavaScript, sending the form fills the picked item's rate to be checked, then saves", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl, javaScriptEnabled: false });
    try {
      await loginAs(t.context, "staff");
      const { page } = t;
      await page.goto("/billing/new-complaint");
      await page.locator('[name="customerName"]').fill("No Script Tea Stall");
      await box(page, 0, "link").selectOption({ label: TEA });
      await box(page, 0, "quantity").fill("2");
      await Promise.all([
        page.waitForEvent("load"),
        page.getByRole("button", { name: "Create Bill" }).click(),
      ]);
      await page.getByText("Check them and save again: nothing was saved yet.").first().waitFor();
      expect(await line(page, 0)).toEqual({ description: TEA, unit: "packs", rate: "230.00" });
      expect(await page.getByTestId("line-amount").first().textContent()).toBe("₹460.00");
      await page.getByRole("button", { name: "Create Bill" }).click();
      await page.waitForURL(/\/billing\/complaint-preview\?id=/);
      const id = new URL(page.url()).searchParams.get("id")!;
      expect(await storedLines(id)).toEqual([
        {
          description: TEA,
          quantity_milli: 2000,
          unit: "packs",
          rate_paise: 23000,
          product_id: "seed-product-tea-talks-gold-pack",
        },
      ]);
    } finally {
      await t.close();
    }
  });
});
