import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appEnv,
  createPgDatabase,
  describeOnPg,
  freePort,
  newAuthSecret,
  openAppDatabase,
  pgTitle,
  postForm,
  startNode,
  stopAllNodes,
  tempDataDir,
  type AppDatabase,
  type AppNode,
  type PgDatabase,
} from "./cluster";
import { expectNoA11yViolations, launchBrowser, newPage, visit, type TestPage } from "./harness";

/**
 * Date boxes show and take dd/mm/yyyy whatever the browser's language (decision 074): in a
 * Chromium whose language is US English (where `<input type="date">` shows mm/dd/yyyy) and one in
 * Tamil (India), on SQLite and PostgreSQL. A payment typed 05/11/yyyy is dated 5 November; 31/02
 * is a 400 with its message, nothing written; the form works without JavaScript; yyyy-mm-dd
 * (links, bookmarks) is still read.
 */

afterAll(() => stopAllNodes());

/** Today in India, yyyy-mm-dd, and as the business writes it. */
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const asTyped = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The year whose 5 November is not after today (this year from 5 November on). */
function pastYear(): number {
  const today = indiaToday();
  const year = Number(today.slice(0, 4));
  return today >= `${year}-11-05` ? year : year - 1;
}

function dateSuite(kind: "sqlite" | "postgres") {
  const suite = kind === "sqlite" ? describe : describeOnPg;
  const title = "date boxes in dd/mm/yyyy";
  suite(kind === "sqlite" ? `SQLite: ${title}` : pgTitle(`PostgreSQL: ${title}`), () => {
    let dataDir: ReturnType<typeof tempDataDir>;
    let database: PgDatabase | undefined;
    let node: AppNode;
    let appDb: AppDatabase;
    let browser: Browser;
    let staffCookie = "";
    let adminCookie = "";
    const year = pastYear();
    const pages: TestPage[] = [];

    beforeAll(async () => {
      dataDir = tempDataDir(`dates-${kind}`);
      database = kind === "postgres" ? await createPgDatabase("dates") : undefined;
      const port = await freePort();
      const env = appEnv({
        port,
        dataDir: dataDir.dir,
        databaseUrl: database?.url ?? `file:${path.join(dataDir.dir, "app.db")}`,
        authSecret: newAuthSecret(),
        appUrl: `http://127.0.0.1:${port}`,
      });
      [node, browser] = await Promise.all([startNode(`dates-${kind}`, env), launchBrowser()]);
      appDb = await openAppDatabase(env);
      staffCookie = await appDb.sessionCookie((await appDb.createUser("staff")).id);
      adminCookie = await appDb.sessionCookie((await appDb.createUser("admin")).id);
    });

    afterAll(async () => {
      for (const p of pages) await p.close();
      await browser?.close();
      await appDb?.close();
      await node?.stop();
      await database?.drop();
      dataDir?.remove();
    });

    /** A browser page in `locale`, signed in with `cookie` (the staff's by default). */
    async function browserPage(
      locale: string,
      opts: { cookie?: string; javaScriptEnabled?: boolean } = {},
    ): Promise<TestPage> {
      const t = await newPage(browser, {
        baseURL: node.baseUrl,
        locale,
        javaScriptEnabled: opts.javaScriptEnabled,
      });
      pages.push(t);
      await plant(t.context, opts.cookie ?? staffCookie);
      return t;
    }

    async function plant(context: BrowserContext, header: string) {
      const [name, ...rest] = header.split("=");
      await context.addCookies([
        { name: name!, value: rest.join("="), domain: "127.0.0.1", path: "/", sameSite: "Lax" },
      ]);
    }

    /** A ₹1,000 bill made on 1 November of `year` (so a payment may be dated from then). */
    async function oldBill(name: string): Promise<{ id: string; customerId: string }> {
      const made = await postForm(
        `${node.baseUrl}/billing/new-complaint`,
        {
          customerName: name,
          customerPhone: "9876500077",
          customerAddress: "",
          particulars: "Wedding cards",
          amount: "1000",
          discount: "",
          advance: "",
          received: "",
          paymentMethod: "cash",
        },
        { cookie: staffCookie },
      );
      expect(made.status).toBe(302);
      const id = new URL(made.location!, node.baseUrl).searchParams.get("id")!;
      const at = `${year}-11-01T06:00:00.000Z`;
      await appDb.db
        .updateTable("complaints")
        .set({ created_at: at })
        .where("id", "=", id)
        .execute();
      const row = await appDb.db
        .selectFrom("complaints")
        .select("customer_id")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return { id, customerId: row.customer_id! };
    }

    /** The India days of a bill's live payments. */
    async function paymentDays(billId: string): Promise<string[]> {
      const rows = await appDb.db
        .selectFrom("payments")
        .select("paid_at")
        .where("bill_id", "=", billId)
        .orderBy("paid_at")
        .execute();
      return rows.map((r) =>
        new Date(Date.parse(String(r.paid_at)) + 330 * 60_000).toISOString().slice(0, 10),
      );
    }

    /** Add payment of ₹100 dated `date`, in a page without JavaScript. */
    async function pay(page: Page, billId: string, date: string) {
      await page.goto(`/billing/bills/${billId}/pay`);
      await page.locator("#amount").fill("100");
      await page.locator("#date").fill(date);
      await page.getByTestId("payment-form").locator('button[type="submit"]').click();
    }

    it("shows the payment date dd/mm/yyyy in a US English browser and saves 05/11 as 5 November", async () => {
      const { page, expectNoErrors } = await browserPage("en-US");
      expect(await page.evaluate(() => navigator.language)).toBe("en-US");
      const bill = await oldBill("Date US");
      await visit(page, `/billing/bills/${bill.id}/pay`);
      const box = page.locator("#date");
      expect(await box.getAttribute("type")).toBe("text");
      expect(await box.getAttribute("placeholder")).toBe("dd/mm/yyyy");
      expect(await box.inputValue()).toBe(asTyped(indiaToday()));
      expect(await box.getAttribute("aria-describedby")).toBe("date-hint");
      expect(await page.locator("#date-hint").textContent()).toBe("dd/mm/yyyy");
      expect(await page.getByLabel("Date").getAttribute("id")).toBe("date");
      // No named native date box is posted.
      expect(await page.locator('input[type="date"][name]').count()).toBe(0);
      await expectNoA11yViolations(page);

      await page.locator("#amount").fill("100");
      await box.fill(`05/11/${year}`);
      await page.getByRole("button", { name: "Record payment" }).click();
      await page.waitForURL(/\/billing\/receipts\/RCPT\d{4}$/);
      expect(await page.getByTestId("receipt-date").textContent()).toMatch(
        new RegExp(`^05/11/${year}, `),
      );
      expect(await paymentDays(bill.id)).toEqual([`${year}-11-05`]);
      expectNoErrors();
    });

    it("writes the day picked on the calendar into the box as dd/mm/yyyy", async () => {
      const { page, expectNoErrors } = await browserPage("en-US");
      const bill = await oldBill("Date calendar");
      await visit(page, `/billing/bills/${bill.id}/pay`);
      const picker = page.locator('input[type="date"]');
      expect(await picker.getAttribute("name")).toBeNull();
      expect(await picker.getAttribute("min")).toBe(`${year}-11-01`);
      expect(await picker.getAttribute("max")).toBe(indiaToday());
      await page.getByRole("button", { name: "Pick on a calendar" }).click();
      // The browser's own picker is out of reach of the test: pick a day as it would.
      await picker.fill(`${year}-11-07`, { force: true });
      expect(await page.locator("#date").inputValue()).toBe(`07/11/${year}`);
      await page.locator("#amount").fill("100");
      await page.getByRole("button", { name: "Record payment" }).click();
      await page.waitForURL(/\/billing\/receipts\/RCPT\d{4}$/);
      expect(await paymentDays(bill.id)).toEqual([`${year}-11-07`]);
      expectNoErrors();
    });

    it("refuses 31/02 with its message and a 400, writing nothing (without JavaScript)", async () => {
      const { page } = await browserPage("en-US", { javaScriptEnabled: false });
      const bill = await oldBill("Date 31 Feb");
      await page.goto(`/billing/bills/${bill.id}/pay`);
      expect(await page.getByRole("button", { name: "Pick on a calendar" }).count()).toBe(0);
      await page.locator("#amount").fill("100");
      await page.locator("#date").fill(`31/02/${year}`);
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByTestId("payment-form").locator('button[type="submit"]').click(),
      ]);
      expect(answer.status()).toBe(400);
      await page.waitForLoadState();
      const message = "Enter a real date as dd/mm/yyyy, e.g. 21/11/2026.";
      expect(await page.locator("#date-error").textContent()).toBe(message);
      expect(await page.locator("#date").inputValue()).toBe(`31/02/${year}`);
      expect(await page.locator("#date").getAttribute("aria-describedby")).toBe(
        "date-error date-hint",
      );
      await expectNoA11yViolations(page);
      expect(await paymentDays(bill.id)).toEqual([]);

      // The same form, typed day first without JavaScript: saved, dated that day.
      await pay(page, bill.id, `5/11/${year}`);
      await page.waitForURL(/\/billing\/receipts\/RCPT\d{4}$/);
      expect(await page.getByTestId("receipt-date").textContent()).toMatch(
        new RegExp(`^05/11/${year}, `),
      );
      expect(await paymentDays(bill.id)).toEqual([`${year}-11-05`]);
    });

    it("still reads yyyy-mm-dd over HTTP, and dd-mm-yyyy; refuses a day before the bill's", async () => {
      const bill = await oldBill("Date ISO");
      const post = (date: string) =>
        postForm(
          `${node.baseUrl}/billing/bills/${bill.id}/pay`,
          { amount: "10", method: "cash", date },
          { cookie: staffCookie },
        );
      expect((await post(`${year}-11-06`)).status).toBe(302);
      expect((await post(`08-11-${year}`)).status).toBe(302);
      expect((await post(`31/10/${year}`)).status).toBe(400);
      expect((await post(`11/31/${year}`)).status).toBe(400);
      expect(await paymentDays(bill.id)).toEqual([`${year}-11-06`, `${year}-11-08`]);
    });

    it("shows dd/mm/yyyy in a Tamil (India) browser, with the Tamil hint and message", async () => {
      const { page, expectNoErrors } = await browserPage("ta-IN");
      expect(await page.evaluate(() => navigator.language)).toBe("ta-IN");
      const bill = await oldBill("Date TA");
      await visit(page, `/billing/bills/${bill.id}/pay?lang=ta`);
      const box = page.locator("#date");
      expect(await box.getAttribute("placeholder")).toBe("dd/mm/yyyy");
      expect(await box.inputValue()).toBe(asTyped(indiaToday()));
      expect(await page.locator("#date-hint").textContent()).toBe("நாள்/மாதம்/ஆண்டு");
      await expectNoA11yViolations(page);
      await page.locator("#amount").fill("100");
      await box.fill(`31/02/${year}`);
      await page.getByTestId("payment-form").locator('button[type="submit"]').click();
      await expect
        .poll(() => page.locator("#date-error").textContent())
        .toBe("உண்மையான தேதியை நாள்/மாதம்/ஆண்டு (dd/mm/yyyy) என உள்ளிடவும், எ.கா. 21/11/2026.");
      await box.fill(`05/11/${year}`);
      await page.getByTestId("payment-form").locator('button[type="submit"]').click();
      await page.waitForURL(/\/billing\/receipts\/RCPT\d{4}$/);
      expect(await paymentDays(bill.id)).toEqual([`${year}-11-05`]);
      // The refused post is the expected 400.
      expectNoErrors([/status of 400/]);
    });

    it("takes dd/mm/yyyy in the filters and shows every date box dd/mm/yyyy", async () => {
      const { page, expectNoErrors } = await browserPage("en-US");
      const bill = await oldBill("Date filters");
      const from = `01/11/${year}`;
      const to = `05/11/${year}`;

      // The statement: typed day first, sent as typed, shown back and in the period.
      await visit(page, `/billing/customers/${bill.customerId}/statement`);
      await page.getByLabel("From", { exact: true }).fill(from);
      await page.getByLabel("To", { exact: true }).fill(to);
      await page.getByRole("button", { name: "Show" }).click();
      await page.waitForURL((u) => u.searchParams.get("from") === from);
      expect(await page.locator("#from").inputValue()).toBe(from);
      expect(await page.locator("#to").inputValue()).toBe(to);
      // The URL changes as the new page commits; its text may land a frame later.
      await expect
        .poll(() => page.locator("main").textContent(), { timeout: 10_000 })
        .toContain(`${from} to ${to}`);

      // The day book by a typed day, and by yyyy-mm-dd (its own links): the same day.
      for (const day of [encodeURIComponent(to), `${year}-11-05`]) {
        await visit(page, `/billing/day-book?day=${day}`);
        expect(await page.locator("#day").inputValue()).toBe(to);
      }

      // Every list and report's date boxes: text, dd/mm/yyyy or empty, nothing posted natively.
      const query = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
      for (const url of [
        `/billing/old-pending?${query}`,
        `/billing/income-expenses?${query}`,
        `/billing/cash-book?${query}`,
        `/billing/sales-report?${query}`,
      ]) {
        await visit(page, url);
        expect(await page.locator("#from").inputValue(), url).toBe(from);
        expect(await page.locator("#to").inputValue(), url).toBe(to);
        expect(await page.locator('input[type="date"][name]').count(), url).toBe(0);
      }
      await expectNoA11yViolations(page);
      expectNoErrors();

      const admin = await browserPage("en-US", { cookie: adminCookie });
      await visit(admin.page, `/admin/audit?from=${year}-11-01`);
      expect(await admin.page.locator("#from").inputValue()).toBe(from);
      expect(await admin.page.locator("#from").getAttribute("placeholder")).toBe("dd/mm/yyyy");
      await expectNoA11yViolations(admin.page);
      admin.expectNoErrors();
    });
  });
}

dateSuite("sqlite");
dateSuite("postgres");
