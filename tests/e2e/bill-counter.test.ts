import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appFactories,
  appDatabase,
  createUser,
  fetchPage,
  loginAs,
  newPage,
  sessionCookieFor,
  visit,
  type TestPage,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * The counter in a real browser (decisions 069, 070): typing part of a phone or a Tamil name on
 * New Bill suggests the customer, choosing fills the form, the bill saved is theirs; the same
 * with JavaScript off (Find customer); a customer's page's New bill opens the form filled; the
 * lists and the bill's page show "Work: …" and "Payment: …"; one tap moves the work and it stays.
 */

const { app, browser } = await openApp();
let staffId: string;

beforeAll(async () => {
  staffId = (await createUser("staff")).id;
});

const TAMIL = "கலைவாணி பிரிண்டர்ஸ்";

/** A paid-up bill of the customer's, made by the app's own code; the customer's id. */
async function existing(name: string, phone: string, over: Record<string, string> = {}) {
  const { createBill } = await appFactories();
  const made = await createBill(staffId, {
    customerName: name,
    customerPhone: phone,
    customerAddress: "4 பெரிய தெரு, மதுரை",
    particulars: "Letterheads",
    amount: "300",
    received: "300",
    ...over,
  });
  const db = await appDatabase();
  const row = await db
    .selectFrom("complaints")
    .select("customer_id")
    .where("id", "=", made.id)
    .executeTakeFirstOrThrow();
  return { ...made, customerId: row.customer_id! };
}

async function customerOfBill(id: string) {
  const db = await appDatabase();
  return await db
    .selectFrom("complaints")
    .select(["customer_id", "customer_name", "status"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

const billIdFrom = (page: Page) => new URL(page.url()).searchParams.get("id")!;

async function fillLine(page: Page) {
  await page.locator('[name="lines.0.description"]').fill("Bill books");
  await page.locator('[name="lines.0.rate"]').fill("450");
}

describe("New Bill's customer look-up", () => {
  let t: TestPage;
  beforeAll(async () => {
    t = await newPage(browser, { baseURL: app.baseUrl });
    await loginAs(t.context, "staff");
  });
  afterAll(async () => t?.close());

  it("suggests a customer from part of the phone; a click fills the form; the bill is theirs", async () => {
    const { page } = t;
    const known = await existing("Phone Lookup Traders", "9566011223");
    await visit(page, "/billing/new-complaint");
    const phone = page.getByRole("combobox", { name: "Phone" });
    await phone.pressSequentially("95660", { delay: 30 });
    const list = page.getByRole("listbox", { name: "Existing customers" });
    const option = list.getByRole("option").filter({ hasText: "Phone Lookup Traders" });
    await option.waitFor();
    await expect.poll(() => phone.getAttribute("aria-expanded")).toBe("true");
    await option.click();
    await expect
      .poll(() => page.locator("#customerName").inputValue())
      .toBe("Phone Lookup Traders");
    expect(await phone.inputValue()).toBe("+91 95660 11223");
    expect(await page.locator("#customerAddress").inputValue()).toBe("4 பெரிய தெரு, மதுரை");
    await expect.poll(() => list.isHidden()).toBe(true);
    await fillLine(page);
    await page.getByRole("button", { name: "Create Bill" }).click();
    await page.waitForURL(/complaint-preview\?id=/);
    expect((await customerOfBill(billIdFrom(page))).customer_id).toBe(known.customerId);
    t.expectNoErrors();
  });

  it("suggests by a Tamil name's start; the keyboard chooses (↓, Enter)", async () => {
    const { page } = t;
    const known = await existing(TAMIL, "9566044556");
    await visit(page, "/billing/new-complaint");
    const name = page.getByRole("combobox", { name: "Customer Name" });
    await name.fill("கலைவா");
    const option = page.getByRole("option").filter({ hasText: TAMIL });
    await option.waitFor();
    await name.press("ArrowDown");
    await expect.poll(() => option.getAttribute("aria-selected")).toBe("true");
    expect(await name.getAttribute("aria-activedescendant")).toBe(await option.getAttribute("id"));
    await name.press("Enter");
    await expect.poll(() => name.inputValue()).toBe(TAMIL);
    expect(await page.locator("#customerPhone").inputValue()).toBe("+91 95660 44556");
    // Enter chose; it did not save the form.
    expect(new URL(page.url()).pathname).toBe("/billing/new-complaint");
    await fillLine(page);
    await page.getByRole("button", { name: "Create Bill" }).click();
    await page.waitForURL(/complaint-preview\?id=/);
    const saved = await customerOfBill(billIdFrom(page));
    expect(saved).toMatchObject({ customer_id: known.customerId, customer_name: TAMIL });
    t.expectNoErrors();
  });

  it("opens New Bill filled from a customer's page", async () => {
    const { page } = t;
    const known = await existing("Page Opened Stores", "9566077889");
    await visit(page, `/billing/customers/${known.customerId}`);
    await page.getByRole("link", { name: "New bill" }).click();
    await page.waitForURL(/\/billing\/new-complaint\?customer=/);
    expect(await page.locator("#customerName").inputValue()).toBe("Page Opened Stores");
    expect(await page.locator("#customerPhone").inputValue()).toBe("+91 95660 77889");
    await fillLine(page);
    await page.getByRole("button", { name: "Create Bill" }).click();
    await page.waitForURL(/complaint-preview\?id=/);
    expect((await customerOfBill(billIdFrom(page))).customer_id).toBe(known.customerId);
  });
});

describe("New Bill's customer look-up without JavaScript", () => {
  it("finds by Find customer, picks with Use, and saves the bill to that customer", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl, javaScriptEnabled: false });
    await loginAs(t.context, "staff");
    const { page } = t;
    const known = await existing("நோஸ்கிரிப்ட் ஸ்டோர்ஸ்", "9566099001");
    await page.goto("/billing/new-complaint");
    await page.locator("#customerName").fill("நோஸ்கிரிப்ட்");
    await fillLine(page);
    await page.getByRole("button", { name: "Find customer" }).click();
    const matches = page.getByTestId("customer-matches");
    await matches.waitFor();
    // What was typed is kept.
    expect(await page.locator('[name="lines.0.description"]').inputValue()).toBe("Bill books");
    await matches.getByRole("button", { name: "Use நோஸ்கிரிப்ட் ஸ்டோர்ஸ்" }).click();
    await page.locator("#customerPhone").waitFor();
    expect(await page.locator("#customerName").inputValue()).toBe("நோஸ்கிரிப்ட் ஸ்டோர்ஸ்");
    expect(await page.locator("#customerPhone").inputValue()).toBe("+91 95660 99001");
    expect(await page.locator('[name="lines.0.rate"]').inputValue()).toBe("450");
    await page.getByRole("button", { name: "Create Bill" }).click();
    await page.waitForURL(/complaint-preview\?id=/);
    expect((await customerOfBill(billIdFrom(page))).customer_id).toBe(known.customerId);
    await t.close();
  });

  it("answers 403 to a customer's look-up over HTTP, and staff the JSON", async () => {
    const customer = await sessionCookieFor((await createUser("customer")).id);
    const refused = await fetchPage(`${app.baseUrl}/billing/customers/lookup?q=9566`, {
      cookie: customer.header,
    });
    expect(refused.status).toBe(403);
    expect(refused.html).not.toContain("9566");
    const staff = await sessionCookieFor(staffId);
    const ok = await fetchPage(`${app.baseUrl}/billing/customers/lookup?q=9566`, {
      cookie: staff.header,
    });
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.html).customers.length).toBeGreaterThan(0);
  });
});

describe("a bill's work and payment status", () => {
  it("shows both labelled on Old Bills and the bill's page; one tap moves the work", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl });
    await loginAs(t.context, "staff");
    const { page } = t;
    const paid = await existing("Status Shown Works", "9566012121");
    await visit(page, `/billing/old-complaint?q=${paid.number}`);
    const row = page.getByTestId("bill-row").filter({ hasText: paid.number });
    expect(await row.getByTestId("work-status").textContent()).toBe("Work: Pending");
    expect(await row.getByTestId("payment-status").textContent()).toBe("Payment: Paid");
    await row.getByRole("button", { name: `Mark In Progress ${paid.number}` }).click();
    await expect.poll(() => row.getByTestId("work-status").textContent()).toBe("Work: In Progress");
    await page.getByTestId("toast").filter({ hasText: "work now In Progress" }).first().waitFor();
    expect((await customerOfBill(paid.id)).status).toBe("in_progress");

    await visit(page, `/billing/complaint-preview?id=${paid.id}`);
    const statuses = page.getByTestId("bill-statuses");
    expect(await statuses.getByTestId("work-status").textContent()).toBe("Work: In Progress");
    expect(await statuses.getByTestId("payment-status").textContent()).toBe("Payment: Paid");
    await statuses.getByRole("button", { name: "Mark Completed" }).click();
    await expect
      .poll(() => statuses.getByTestId("work-status").textContent())
      .toBe("Work: Completed");
    await page.reload();
    expect(await page.getByTestId("bill-statuses").getByTestId("work-status").textContent()).toBe(
      "Work: Completed",
    );
    expect((await customerOfBill(paid.id)).status).toBe("completed");
    // Completed: the list offers no further move.
    await visit(page, `/billing/old-complaint?q=${paid.number}`);
    expect(await row.getByRole("button", { name: /^Mark / }).count()).toBe(0);
    t.expectNoErrors();
    await t.close();
  });

  it("moves the work without JavaScript too, in Tamil", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl, javaScriptEnabled: false });
    await loginAs(t.context, "staff");
    const { page } = t;
    // ?lang=ta chooses Tamil; the language cookie keeps it for the next pages.
    await page.goto("/billing/home?lang=ta");
    const due = await existing("Tamil Status Works", "9566034343", { received: "" });
    await page.goto(`/billing/old-complaint?q=${due.number}`);
    const row = page.getByTestId("bill-row").filter({ hasText: due.number });
    expect(await row.getByTestId("work-status").textContent()).toBe("வேலை: நிலுவையில்");
    expect(await row.getByTestId("payment-status").textContent()).toBe("கட்டணம்: செலுத்தப்படவில்லை");
    await row.getByRole("button", { name: "வேலை நடக்கிறது எனக் குறி" }).click();
    await page.waitForLoadState();
    expect(
      await page
        .getByTestId("bill-row")
        .filter({ hasText: due.number })
        .getByTestId("work-status")
        .textContent(),
    ).toBe("வேலை: வேலை நடக்கிறது");
    expect((await customerOfBill(due.id)).status).toBe("in_progress");
    await t.close();
  });
});
