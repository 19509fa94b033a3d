import { readFile } from "node:fs/promises";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billCopy } from "../../app/billing/bills/content";
import { accountContent } from "../../app/account/content/account";
import { orderStatusNames, shipmentText } from "../../app/shop/content/order-status";
import { shopContent } from "../../app/shop/content/shop";
import { productSeeds } from "../../app/shop/shared/seed/seed-data";
import {
  appDatabase,
  createUser,
  loginAs,
  newPage,
  visit,
  waitForHydration,
  type TestPage,
  type TestUser,
} from "./harness";
import { openAppForSuite } from "../helpers/e2e-app";

/**
 * "A day at the shop" (issue 36): the whole day the issue describes, in order, each role in one
 * browser session — the customer on a 390 px phone in Tamil (a ta-IN browser, the app's language
 * switched to Tamil), staff and the owner (admin) on 1280 px desktops whose browser is US English
 * (where a native date box would be mm/dd/yyyy). Every step goes through the page as its user
 * does it; only the users and a clean cash book are set up in the database.
 *
 * 1. signed out, the customer adds a tea pack, signs in, lands back at the top with it in the
 *    cart, and orders it cash on delivery: "received", not "confirmed";
 * 2. staff follow the notification's Open to the orders desk, confirm and ship it with a courier
 *    and tracking number; the customer's order page says so in Tamil;
 * 3. staff write a New Bill from the catalog (rate and unit filled; made-to-order cards above
 *    their stock count), see it in words, and take a part payment dated dd/mm/yyyy;
 * 4. the owner sets the opening cash once; staff pay a supplier by UPI; the day book's cash in
 *    hand is untouched by it and not negative;
 * 5. the owner's sales report for today bills the shop order and the tea; the accountant's export
 *    downloads as bills_….csv, a row per bill line;
 * 6. the admin's header is one line at 1280 px; New Bill's save bar is one row at 390 px in Tamil;
 * 7. the morning's customer at the counter: New Bill finds her by part of her phone and fills the
 *    form; the bill shows its work and payment status, labelled; one tap moves the work.
 *
 * Run on SQLite (day-at-the-shop.test.ts) and PostgreSQL (day-at-the-shop-postgres.test.ts).
 */

const GOLD = productSeeds.find((p) => p.slug === "tea-talks-gold-pack")!;
const CARDS = "Wedding Invitation Cards (100 pcs)";
const CARDS_ID = "seed-product-wedding-invitation-cards-100";
const TEA = "Tea Talks Gold Pack";
const ta = shopContent.ta;
const taAuth = accountContent.ta.auth;
const statusTa = orderStatusNames.ta;

const escapeRe = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const squash = (s: string | null) => (s ?? "").replace(/\s+/g, " ").trim();
const text = async (l: Locator) => squash(await l.first().textContent());
const toast = (page: Page, title: string) =>
  page.getByTestId("toast").filter({ hasText: title }).first();
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Today in India: yyyy-mm-dd, and as people type it (dd/mm/yyyy). */
const indiaToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
const typed = (day: string) => day.split("-").reverse().join("/");

/** Where the site header's row items sit (as tests/e2e/layout.test.ts measures them). */
function headerRow(page: Page) {
  return page.locator("header nav").evaluate((el) => {
    const items = [
      ...el.querySelectorAll(
        ":scope > a, ul.site-links > li, .site-actions > *, .site-account > *, [data-testid=header-cart]",
      ),
    ]
      .map((item) => item.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    return {
      count: items.length,
      height: Math.round(el.getBoundingClientRect().height),
      lowestTop: Math.max(...items.map((box) => box.top)),
      highestBottom: Math.min(...items.map((box) => box.bottom)),
    };
  });
}

export function dayAtTheShopSuite(setup: { label: string; pg: boolean }) {
  describe(`a day at the shop, on a Tamil phone and an English desktop (${setup.label})`, () => {
    const { app, browser } = openAppForSuite(setup.pg ? { pg: "dayatshop" } : {});
    let customer: TestPage;
    let staff: TestPage;
    let admin: TestPage;
    let shopper: TestUser;
    const today = indiaToday();
    // What the story carries from step to step.
    const order = { number: "", id: "", totalPaise: 0 };
    const bill = { id: "", number: "" };

    beforeAll(async () => {
      const desktop = {
        baseURL: app.baseUrl,
        viewport: { width: 1280, height: 800 },
        locale: "en-US",
      };
      [customer, staff, admin] = await Promise.all([
        newPage(browser, {
          baseURL: app.baseUrl,
          viewport: { width: 390, height: 844 },
          locale: "ta-IN",
        }),
        newPage(browser, desktop),
        newPage(browser, desktop),
      ]);
      for (const t of [customer, staff, admin]) {
        t.context.setDefaultTimeout(20_000);
        t.context.setDefaultNavigationTimeout(30_000);
      }
      shopper = await createUser("customer", { name: "Selvi Murugan" });
      await loginAs(staff.context, "staff", { name: "Counter Staff" });
      await loginAs(admin.context, "admin", { name: "Shop Owner" });
      // The books start today: no sample money in them (the day book's figures are the story's).
      const db = await appDatabase();
      await db.deleteFrom("transactions").execute();
      await db.deleteFrom("income_expenses").execute();
      await db.deleteFrom("cash_counts").execute();
    });

    afterAll(async () => {
      for (const t of [customer, staff, admin]) await t?.close();
    });

    it("1. the customer, signed out on a Tamil phone, adds a tea pack, signs in and orders it cash on delivery", async () => {
      const { page } = customer;
      expect(await page.evaluate(() => navigator.language)).toBe("ta-IN");
      const store = `/limrakart?category=${GOLD.category}`;
      await visit(page, store);
      // The app's own language switch, in the header's menu on a phone.
      await page.getByTestId("mobile-menu").locator(":scope > summary").click();
      await page.getByTestId("language-toggle").filter({ visible: true }).click();
      await page.waitForSelector('html[lang="ta"]');
      await waitForHydration(page);
      await page.evaluate(() => document.fonts.ready);
      expect(
        await page.evaluate(() => document.fonts.check('16px "Noto Sans Tamil"', "தேநீர்")),
      ).toBe(true);

      const card = page
        .getByTestId("product-card")
        .filter({ has: page.getByRole("heading", { level: 2, name: GOLD.name.ta, exact: true }) });
      await card.scrollIntoViewIfNeeded();
      expect(await scrollY(page)).toBeGreaterThan(0);
      await card
        .getByRole("button", { name: new RegExp(`^${escapeRe(ta.storefront.addToCart)}`) })
        .click();
      await page.waitForURL((u) => u.pathname === "/auth");
      await toast(page, ta.toasts.pleaseLogin.title).waitFor();
      await waitForHydration(page);
      await page.locator("#email").fill(shopper.email);
      await page.locator("#password").fill(shopper.password);
      await page.getByRole("button", { name: taAuth.signIn, exact: true }).click();

      await page.waitForURL((u) => `${u.pathname}${u.search}` === store);
      await toast(page, ta.toasts.added.title).waitFor();
      await expect.poll(() => text(page.getByTestId("cart-count"))).toBe("1");
      expect(await scrollY(page)).toBe(0);
      expect(await page.locator("html").getAttribute("lang")).toBe("ta");

      // The cart, then checkout: cash on delivery.
      await waitForHydration(page);
      await page.getByTestId("header-cart").click();
      await page.getByRole("link", { name: ta.cart.checkout }).click();
      await page.waitForURL((u) => u.pathname === "/limrakart/checkout");
      await waitForHydration(page);
      expect(await text(page.getByTestId("summary-items"))).toContain(GOLD.name.ta);
      expect(await page.locator("main").innerText()).toContain(ta.checkout.cod);
      await page.locator('[name="name"]').fill("செல்வி முருகன்");
      await page.locator('[name="phone"]').fill("98765 01234");
      await page.locator('[name="email"]').fill(shopper.email);
      await page.locator('[name="address"]').fill("7, கோயில் தெரு, திருநெல்வேலி");
      await page.locator('[name="pinCode"]').fill("627001");
      await page.getByRole("button", { name: ta.checkout.placeOrder }).click();
      await page.waitForURL(/\/limrakart\/order-confirmation/);
      await waitForHydration(page);

      // Received, not confirmed (decision 066), in Tamil.
      expect(await text(page.getByRole("heading", { level: 1 }))).toBe(ta.confirmation.title);
      const body = await page.locator("main").innerText();
      expect(body).not.toContain(statusTa.pending);
      expect(body).not.toMatch(/confirmed/i);
      order.number = await text(page.getByTestId("order-number"));
      expect(order.number).toMatch(/^LK\d+$/);
      const row = await (
        await appDatabase()
      )
        .selectFrom("orders")
        .select(["id", "order_status", "payment_method", "total_amount_paise"])
        .where("order_number", "=", order.number)
        .executeTakeFirstOrThrow();
      expect([row.order_status, row.payment_method]).toEqual(["awaiting_confirmation", "cod"]);
      order.id = row.id;
      order.totalPaise = Number(row.total_amount_paise);
      customer.expectNoErrors();
    }, 180_000);

    it("2. staff open the notification to the orders desk, confirm and ship it; the phone shows it in Tamil", async () => {
      const { page } = staff;
      await visit(page, "/billing/notifications");
      const notice = page.getByTestId("notification").filter({ hasText: order.number });
      expect(await text(notice.locator("h2"))).toContain("New LimraKart order");
      await notice.getByRole("link", { name: /^Open/ }).click();
      await page.waitForURL(
        (u) => u.pathname === "/limrakart/admin" && u.searchParams.get("order") === order.id,
      );
      await waitForHydration(page);
      expect(await text(page.getByRole("heading", { level: 1 }))).toBe("Shop orders");
      expect(await page.locator("main").innerText()).not.toMatch(/Access Denied/i);
      const desk = page.getByTestId("admin-order-detail");
      const status = () => text(desk.locator("p span"));
      expect(await desk.innerText()).toContain(order.number);
      expect(await status()).toBe("Order received");

      await desk.getByRole("button", { name: "Confirm order" }).click();
      await toast(page, "Now: Confirmed").waitFor();
      await expect.poll(status).toBe("Confirmed");
      await desk.getByRole("button", { name: "Mark processing" }).click();
      await expect.poll(status).toBe("Processing");
      const form = desk.getByTestId("shipped-form");
      await form.getByLabel("Courier").fill("DTDC");
      await form.getByLabel("Tracking number").fill("d 1234 5678");
      await form.getByRole("button", { name: "Mark shipped" }).click();
      await expect.poll(status).toBe("Shipped");
      expect(await text(desk.getByTestId("order-shipment"))).toBe(
        "Courier: DTDC · Tracking number: D12345678",
      );

      // The Billing menu's Shop orders lists it too.
      await page.getByTestId("billing-menu").locator("summary").click();
      await page.getByTestId("billing-menu").getByRole("link", { name: "Shop orders" }).click();
      await page.waitForURL((u) => u.searchParams.get("tab") === "orders");
      await waitForHydration(page);
      expect(await page.locator("main").innerText()).toContain(order.number);
      staff.expectNoErrors();

      // The customer's phone, still in Tamil: the order page names the states and the courier.
      const phone = customer.page;
      await visit(phone, `/limrakart/orders/${order.number}`);
      expect(await phone.locator("html").getAttribute("lang")).toBe("ta");
      const card = squash(await phone.getByTestId("order-card").innerText());
      expect(card).toContain(statusTa.shipped);
      expect(card).toContain(shipmentText.ta.courierLine.replace("{courier}", "DTDC"));
      expect(card).toContain(shipmentText.ta.trackingLine.replace("{number}", "D12345678"));
      expect(card).not.toContain("Courier");
      const timeline = squash(await phone.getByTestId("order-timeline").innerText());
      expect(timeline).toContain(statusTa.pending);
      expect(timeline).toContain(statusTa.shipped);
      customer.expectNoErrors();
    }, 180_000);

    it("3. staff write a New Bill from the catalog and take a part payment typed dd/mm/yyyy", async () => {
      const { page } = staff;
      expect(await page.evaluate(() => navigator.language)).toBe("en-US");
      const db = await appDatabase();
      // The cards are made to order: whatever their sample count, 100 packs are not held back.
      const cards = await db
        .selectFrom("products")
        .select(["tracks_stock", "stock_quantity"])
        .where("id", "=", CARDS_ID)
        .executeTakeFirstOrThrow();
      expect(Number(cards.tracks_stock)).toBe(0);
      expect(Number(cards.stock_quantity)).toBeLessThan(100);

      await visit(page, "/billing/new-complaint");
      const box = (i: number, field: string) => page.locator(`[name="lines.${i}.${field}"]`);
      const line = async (i: number) => ({
        description: await box(i, "description").inputValue(),
        unit: await box(i, "unit").inputValue(),
        rate: await box(i, "rate").inputValue(),
      });
      await page.locator('[name="customerName"]').fill("Selvi Murugan");
      await page.locator('[name="customerPhone"]').fill("98765 01234");
      await box(0, "link").selectOption({ label: TEA });
      expect(await line(0)).toEqual({ description: TEA, unit: "packs", rate: "230.00" });
      await box(0, "quantity").fill("2");
      await box(1, "link").selectOption({ label: CARDS });
      expect(await line(1)).toEqual({ description: CARDS, unit: "pcs", rate: "1500.00" });
      await box(1, "quantity").fill("100");
      expect(await page.getByTestId("line-amount").allTextContents()).toEqual(
        expect.arrayContaining(["₹460.00", "₹1,50,000.00"]),
      );
      await page.getByRole("button", { name: "Create Bill" }).click();
      await page.waitForURL(/\/billing\/complaint-preview\?id=/);
      await waitForHydration(page);
      bill.id = new URL(page.url()).searchParams.get("id")!;
      expect(await text(page.getByTestId("amount-in-words"))).toContain(
        "Rupees One Lakh Fifty Thousand Four Hundred Sixty Only",
      );
      expect(await text(page.getByTestId("customer-phone"))).toBe("+91 98765 01234");
      const lines = await db
        .selectFrom("bill_lines")
        .select(["description", "quantity_milli", "product_id"])
        .where("bill_id", "=", bill.id)
        .orderBy("position")
        .execute();
      expect(lines.map((l) => [l.description, Number(l.quantity_milli), l.product_id])).toEqual([
        [TEA, 2000, "seed-product-tea-talks-gold-pack"],
        [CARDS, 100_000, CARDS_ID],
      ]);
      bill.number = (
        await db
          .selectFrom("complaints")
          .select("complaint_number")
          .where("id", "=", bill.id)
          .executeTakeFirstOrThrow()
      ).complaint_number;

      // A part payment, its date typed day first in a US English browser.
      await page.getByTestId("payments-panel").getByRole("link", { name: "Add payment" }).click();
      await page.waitForURL((u) => u.pathname === `/billing/bills/${bill.id}/pay`);
      await waitForHydration(page);
      const date = page.locator("#date");
      expect(await date.getAttribute("type")).toBe("text");
      expect(await date.getAttribute("placeholder")).toBe("dd/mm/yyyy");
      await page.locator("#amount").fill("5000");
      expect(await page.locator('[name="method"]').inputValue()).toBe("cash");
      await date.fill(typed(today));
      await page.getByRole("button", { name: "Record payment" }).click();
      await page.waitForURL(/\/billing\/receipts\/RCPT\d+$/);
      expect(await text(page.getByTestId("receipt-date"))).toMatch(
        new RegExp(`^${escapeRe(typed(today))}, `),
      );
      expect(await text(page.getByTestId("receipt-words"))).toContain("Rupees Five Thousand Only");
      const paid = await db
        .selectFrom("payments")
        .select(["amount_paise", "method", "paid_at"])
        .where("bill_id", "=", bill.id)
        .execute();
      expect(paid.map((p) => [Number(p.amount_paise), p.method])).toEqual([[500000, "cash"]]);
      const paidDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
        new Date(String(paid[0]!.paid_at)),
      );
      expect(paidDay).toBe(today);
      staff.expectNoErrors();
    }, 180_000);

    it("4. the owner sets the opening cash once; a UPI expense leaves the cash in hand as it was", async () => {
      const { page } = admin;
      await visit(page, "/billing/day-book");
      await page.getByLabel("Opening cash (₹)").fill("2,000");
      await page.getByRole("button", { name: "Set opening cash" }).click();
      await toast(page, "Opening cash set").waitFor();
      await page.getByTestId("books-opening-set").waitFor();
      expect(await text(page.getByTestId("books-opening-set"))).toContain("₹2,000.00");
      expect(await page.getByTestId("opening-cash-form").count()).toBe(0);
      // The bill's ₹5,000 cash came into the drawer today.
      expect(await text(page.getByTestId("cash-in"))).toBe("₹5,000.00");
      expect(await text(page.getByTestId("closing-cash"))).toBe("₹7,000.00");

      // Staff pay the paper supplier by UPI.
      const s = staff.page;
      await visit(s, "/billing/income-expenses?tab=expense");
      await s.getByRole("link", { name: "Add Record" }).click();
      const dialog = s.getByTestId("add-record-dialog");
      await dialog.waitFor();
      await dialog.getByLabel("Type").selectOption("expense");
      await dialog.getByLabel("Category").fill("Paper");
      await dialog.getByLabel("Description").fill("Art paper, 2 reams");
      await dialog.getByLabel("Amount (₹)").fill("350");
      await dialog.getByLabel("Paid by").selectOption("upi");
      await dialog.getByLabel("Paid to / received from").fill("Sivakasi Papers");
      await dialog.getByRole("button", { name: "Add Record" }).click();
      await toast(s, "Record added successfully!").waitFor();
      const cells = (
        await s.getByTestId("ledger-row").first().locator("th, td").allTextContents()
      ).map((c) => c.trim());
      expect(cells).toEqual(expect.arrayContaining(["UPI", "Sivakasi Papers"]));
      staff.expectNoErrors();

      // The owner's day book: the opening set once, cash untouched by UPI, not negative.
      await visit(page, "/billing/day-book");
      expect(await page.getByTestId("opening-cash-form").count()).toBe(0);
      expect(await text(page.getByTestId("opening-cash"))).toBe("₹2,000.00");
      expect(await text(page.getByTestId("cash-out"))).toBe("₹0.00");
      expect(await text(page.getByTestId("closing-cash"))).toBe("₹7,000.00");
      const upi = (
        await page
          .locator('[data-testid="day-book-method-row"][data-method="upi"]')
          .locator("th, td")
          .allTextContents()
      ).map((c) => c.trim());
      expect(upi.slice(0, 3)).toEqual(["UPI", "₹0.00", "\u2212₹350.00"]);
      expect(await text(page.getByTestId("day-book-out-row"))).toContain("Sivakasi Papers");
      admin.expectNoErrors();
    }, 180_000);

    it("5. the owner's sales report bills the shop order and the tea; the accountant's export downloads", async () => {
      const { page } = admin;
      await visit(page, "/billing/sales-report");
      await page.getByLabel("From Date", { exact: true }).fill(typed(today));
      await page.getByLabel("To Date", { exact: true }).fill(typed(today));
      await page.getByRole("button", { name: "Apply" }).click();
      await page.waitForURL((u) => u.searchParams.get("to") !== null);
      await waitForHydration(page);
      const money = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2 });
      const billed = 15_046_000 + order.totalPaise;
      await expect
        .poll(() => text(page.getByTestId("total-billed")))
        .toBe(`₹${money.format(billed / 100)}`);
      expect(await text(page.getByTestId("total-received"))).toBe("₹5,000.00");
      const teaRow = page.locator('[data-testid="items-table"] [data-item="tea talks gold pack"]');
      expect(await teaRow.count()).toBe(1);
      // The counter's two packs and the shop order's one, in one unit (decision 072).
      const [name, quantity] = (await teaRow.locator("th, td").allTextContents()).map((c) =>
        c.trim(),
      );
      expect(name).toBe(TEA);
      expect(quantity).toBe("3 packs");

      await visit(page, "/billing/import-export");
      const card = page.getByTestId("export-accountant");
      await card.getByLabel("From Date", { exact: true }).fill(typed(today));
      await card.getByLabel("To Date", { exact: true }).fill(typed(today));
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        card.getByRole("button", { name: "Download accountant's export" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`bills_${today}_${today}.csv`);
      const rows = (await readFile(await download.path()))
        .toString("utf8")
        .replace(/^\uFEFF/, "")
        .split("\r\n")
        .filter(Boolean);
      expect(rows[0]).toMatch(/^Bill No,Date,Customer,Phone,Item,Quantity,Unit,/);
      const start = `${bill.number},${typed(today)},Selvi Murugan,"=""+919876501234"""`;
      const end = "150460.00,0.00,5000.00,0.00,145460.00,Part-paid,Pending,";
      expect(rows.slice(1)).toEqual([
        `${start},${TEA},2,packs,230.00,460.00,${end}`,
        `${start},${CARDS},100,pcs,1500.00,150000.00,${end}`,
      ]);
      admin.expectNoErrors();
    }, 180_000);

    it("6. the admin's header is one line at 1280 px; New Bill's save bar is one row at 390 px in Tamil", async () => {
      const { page } = admin;
      await visit(page, "/billing/home");
      const row = await headerRow(page);
      expect(row.count).toBeGreaterThan(10);
      expect(row.lowestTop, "an item below the others").toBeLessThan(row.highestBottom);
      expect(row.height).toBeLessThan(64);

      const s = staff.page;
      await s.setViewportSize({ width: 390, height: 800 });
      try {
        await visit(s, "/billing/new-complaint?lang=ta");
        await s.evaluate(() => document.fonts.ready);
        const bar = s.getByTestId("bill-save-bar");
        expect(await bar.getByRole("button").allTextContents()).toEqual([
          billCopy.ta.lines.addLine,
          billCopy.ta.form.create,
        ]);
        expect((await bar.boundingBox())!.height).toBeLessThan(80);
        for (const button of await bar.getByRole("button").all()) {
          expect((await button.boundingBox())!.height).toBeLessThan(56);
        }
      } finally {
        await visit(s, "/billing/new-complaint?lang=en");
        await s.setViewportSize({ width: 1280, height: 800 });
      }
      staff.expectNoErrors();
    }, 120_000);

    it("7. the morning's customer at the counter: found by part of the phone; work and payment shown, one tap moves the work", async () => {
      const { page } = staff;
      const db = await appDatabase();
      // The shop order made her a customer of the books (phone stored as +91…).
      const known = await db
        .selectFrom("customers")
        .select(["id", "name"])
        .where("phone", "=", "+919876501234")
        .orderBy("created_at")
        .executeTakeFirstOrThrow();

      await visit(page, "/billing/new-complaint");
      const phone = page.getByRole("combobox", { name: "Phone" });
      await phone.pressSequentially("987650", { delay: 30 });
      const list = page.getByRole("listbox", { name: "Existing customers" });
      const option = list.getByRole("option").filter({ hasText: known.name }).first();
      await option.waitFor();
      expect(await option.innerText()).toContain("+91 98765 01234");
      await option.click();
      await expect.poll(() => page.locator("#customerName").inputValue()).toBe(known.name);
      expect(await phone.inputValue()).toBe("+91 98765 01234");
      await expect.poll(() => list.isHidden()).toBe(true);
      await page.locator('[name="lines.0.link"]').selectOption({ label: TEA });
      await page.locator('[name="lines.0.quantity"]').fill("1");
      await page.getByRole("button", { name: "Create Bill" }).click();
      await page.waitForURL(/\/billing\/complaint-preview\?id=/);
      await waitForHydration(page);
      const second = new URL(page.url()).searchParams.get("id")!;
      const saved = await db
        .selectFrom("complaints")
        .select(["customer_id", "status"])
        .where("id", "=", second)
        .executeTakeFirstOrThrow();
      expect(saved).toEqual({ customer_id: known.id, status: "pending" });
      const statuses = page.getByTestId("bill-statuses");
      expect(await text(statuses.getByTestId("work-status"))).toBe("Work: Pending");
      expect(await text(statuses.getByTestId("payment-status"))).toBe("Payment: Unpaid");

      // The morning's bill on Old Bills: part-paid; one tap starts its work.
      await visit(page, `/billing/old-complaint?q=${bill.number}`);
      const row = page.getByTestId("bill-row").filter({ hasText: bill.number });
      expect(await text(row.getByTestId("work-status"))).toBe("Work: Pending");
      expect(await text(row.getByTestId("payment-status"))).toBe("Payment: Part-paid");
      await row.getByRole("button", { name: `Mark In Progress ${bill.number}` }).click();
      await expect.poll(() => text(row.getByTestId("work-status"))).toBe("Work: In Progress");
      expect(await text(row.getByTestId("payment-status"))).toBe("Payment: Part-paid");
      const moved = await db
        .selectFrom("complaints")
        .select("status")
        .where("id", "=", bill.id)
        .executeTakeFirstOrThrow();
      expect(moved.status).toBe("in_progress");
      staff.expectNoErrors();
    }, 120_000);
  });
}
