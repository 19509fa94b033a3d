import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appEnv,
  createPgDatabase,
  describeOnPg,
  freePort,
  newAuthSecret,
  openAppDatabase,
  pgTitle,
  sleep,
  startNode,
  subjectOf,
  tempDataDir,
  type AppDatabase,
  type AppNode,
  type PgDatabase,
  type TestUser,
} from "./cluster";
import { launchBrowser, newPage, visit, waitForHydration, type TestPage } from "./harness";
import { startSmtp, type Mail, type Smtp } from "./mail";

/**
 * What people read of an order, in the browser, on SQLite and on PostgreSQL (decisions 065–067):
 * the customer's confirmation page and first e-mail say the order was received, not confirmed;
 * staff (the orders desk) confirm it and it reads "Confirmed" on their page, My Orders, the order
 * page and the e-mail; Mark shipped refuses a courier without its tracking number (400, the
 * message under the field, nothing changed), then takes it, and the customer sees the courier
 * and number on the order page and in the e-mail; a hand delivery needs no number. My Orders
 * shows the payment method in upper case, as the spec does.
 */

const TRACKING_REQUIRED =
  "Enter the tracking number the courier gave (not needed for hand delivery)";

function orderStatesSuite(kind: "sqlite" | "postgres") {
  const suite = kind === "sqlite" ? describe : describeOnPg;
  const title = "an order's states as people read them, and its courier";
  suite(kind === "sqlite" ? `SQLite: ${title}` : pgTitle(`PostgreSQL: ${title}`), () => {
    let smtp: Smtp;
    let dataDir: ReturnType<typeof tempDataDir>;
    let database: PgDatabase | undefined;
    let node: AppNode;
    let appDb: AppDatabase;
    let browser: Browser;

    beforeAll(async () => {
      smtp = await startSmtp();
      dataDir = tempDataDir(`order-states-${kind}`);
      database = kind === "postgres" ? await createPgDatabase("order_states") : undefined;
      const port = await freePort();
      const env = appEnv({
        port,
        dataDir: dataDir.dir,
        databaseUrl: database?.url ?? `file:${path.join(dataDir.dir, "app.db")}`,
        authSecret: newAuthSecret(),
        appUrl: `http://127.0.0.1:${port}`,
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      });
      [node, browser] = await Promise.all([
        startNode(`order-states-${kind}`, env),
        launchBrowser(),
      ]);
      appDb = await openAppDatabase(env);
    });

    afterAll(async () => {
      await browser?.close();
      await appDb?.close();
      await node?.stop();
      await database?.drop();
      await smtp?.close();
      dataDir?.remove();
    });

    async function signedIn(role: "staff" | "customer"): Promise<TestPage & { user: TestUser }> {
      const t = await newPage(browser, { baseURL: node.baseUrl });
      const user = await appDb.createUser(role);
      const [name, ...value] = (await appDb.sessionCookie(user.id)).split(";")[0]!.split("=");
      await t.context.addCookies([
        { name: name!, value: value.join("="), domain: "127.0.0.1", path: "/", httpOnly: true },
      ]);
      return { ...t, user };
    }

    /** The first e-mail to `to` whose subject ends with `ending` (the outbox sends every 5 s). */
    async function mailTo(to: string, ending: string): Promise<Mail & { subject: string }> {
      const deadline = Date.now() + 25_000;
      for (;;) {
        const found = smtp.messages.find((m) => m.to.includes(to) && subjectOf(m).endsWith(ending));
        if (found) return { ...found, subject: subjectOf(found) };
        if (Date.now() > deadline)
          throw new Error(
            `no e-mail "…${ending}" to ${to}; got ${JSON.stringify(smtp.messages.map(subjectOf))}`,
          );
        await sleep(100);
      }
    }

    async function placeCodOrder(page: Page, email: string): Promise<string> {
      await visit(page, "/limra-foods");
      await Promise.all([
        page.waitForResponse(
          (r) => r.url().includes("/limrakart/cart") && r.request().method() === "POST",
        ),
        page
          .getByRole("button", { name: /Add to Cart/ })
          .first()
          .click(),
      ]);
      await visit(page, "/limrakart/checkout");
      await page.locator('[name="name"]').fill("Selvi Murugan");
      await page.locator('[name="phone"]').fill("98765 43210");
      await page.locator('[name="email"]').fill(email);
      await page.locator('[name="address"]').fill("7 Temple Street, Tirunelveli");
      await page.locator('[name="pinCode"]').fill("627001");
      await page.getByRole("button", { name: "Place Order" }).click();
      await page.waitForURL(/\/limrakart\/order-confirmation/);
      await waitForHydration(page);
      return (await page.getByTestId("order-number").textContent())!.trim();
    }

    const orderId = async (number: string) =>
      (
        await appDb.db
          .selectFrom("orders")
          .select("id")
          .where("order_number", "=", number)
          .executeTakeFirstOrThrow()
      ).id;

    const toast = (page: Page, text: string) =>
      page.getByTestId("toast").filter({ hasText: text }).first();

    /** The staff's orders desk, the order open; its status badge's text. */
    async function openOnDesk(page: Page, id: string) {
      await visit(page, `/limrakart/admin?tab=orders&order=${id}`);
      return page.getByTestId("admin-order-detail");
    }
    const deskStatus = async (page: Page) =>
      (await page
        .getByTestId("admin-order-detail")
        .locator("p span")
        .first()
        .textContent())!.trim();

    /** My Orders' card and the order page, as the customer reads them. */
    async function customerReads(page: Page, number: string) {
      await visit(page, "/limrakart/orders");
      const card = page.getByTestId("order-card").filter({ hasText: number });
      const list = (await card.innerText()).replace(/\s+/g, " ");
      await visit(page, `/limrakart/orders/${number}`);
      const detail = (await page.getByTestId("order-card").innerText()).replace(/\s+/g, " ");
      const timeline = (await page.getByTestId("order-timeline").innerText()).replace(/\s+/g, " ");
      return { list, detail, timeline };
    }

    it("reads Order received, then Confirmed, everywhere; Mark shipped takes the courier", async () => {
      const customer = await signedIn("customer");
      const staff = await signedIn("staff");
      const email = customer.user.email;
      try {
        const number = await placeCodOrder(customer.page, email);
        // The confirmation page and first e-mail: received, not confirmed (decision 066).
        const page = customer.page;
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Order received!");
        const body = await page.locator("main").innerText();
        expect(body).toContain("Order details sent to your email");
        expect(body).toContain("We will call or WhatsApp you to confirm your order");
        expect(body).not.toMatch(/confirmed/i);
        const first = await mailTo(email, "has been received");
        expect(first.subject).toContain(`order ${number} has been received`);
        expect(first.body).not.toMatch(/is confirmed|preparing it now/);

        // Before staff confirm: "Order received"; the method in upper case (the spec's form).
        let reads = await customerReads(page, number);
        expect(reads.list).toContain("Order status: Order received");
        expect(reads.list).toContain("Payment: CASH ON DELIVERY");
        expect(reads.detail).toContain("Order status: Order received");

        // Staff confirm on the orders desk: "Confirmed" there, in the toast and for the customer.
        const id = await orderId(number);
        const desk = await openOnDesk(staff.page, id);
        expect(await deskStatus(staff.page)).toBe("Order received");
        await desk.getByRole("button", { name: "Confirm order" }).click();
        await toast(staff.page, "Now: Confirmed").waitFor();
        await expect.poll(() => deskStatus(staff.page)).toBe("Confirmed");
        reads = await customerReads(page, number);
        expect(reads.list).toContain("Order status: Confirmed");
        expect(reads.list).not.toContain("Order status: Pending");
        expect(reads.detail).toContain("Order status: Confirmed");
        expect(reads.timeline).toContain("Status: Confirmed");
        const confirmed = await mailTo(email, `order ${number}: Confirmed`);
        expect(confirmed.body).toContain(`Your order ${number} is now: Confirmed.`);
        // The same table in Tamil.
        await visit(page, `/limrakart/orders/${number}?lang=ta`);
        expect(await page.getByTestId("order-card").innerText()).toContain("உறுதிசெய்யப்பட்டது");
        await visit(page, `/limrakart/orders/${number}?lang=en`);

        await desk.getByRole("button", { name: "Mark processing" }).click();
        await expect.poll(() => deskStatus(staff.page)).toBe("Processing");

        // Mark shipped with a courier but no tracking number: 400, the message, nothing changed.
        const form = desk.getByTestId("shipped-form");
        await form.getByLabel("Courier").fill("DTDC");
        const [refused] = await Promise.all([
          staff.page.waitForResponse(
            (r) => r.request().method() === "POST" && r.url().includes("/limrakart/admin"),
          ),
          form.getByRole("button", { name: "Mark shipped" }).click(),
        ]);
        expect(refused.status()).toBe(400);
        await toast(staff.page, TRACKING_REQUIRED).waitFor();
        expect((await staff.page.locator("#trackingNumber-error").textContent())?.trim()).toBe(
          TRACKING_REQUIRED,
        );
        expect(await form.getByLabel("Courier").inputValue()).toBe("DTDC");
        expect(await deskStatus(staff.page)).toBe("Processing");

        await form.getByLabel("Tracking number").fill("d 1234 5678");
        await form.getByRole("button", { name: "Mark shipped" }).click();
        await expect.poll(() => deskStatus(staff.page)).toBe("Shipped");
        expect(await desk.getByTestId("order-shipment").innerText()).toBe(
          "Courier: DTDC · Tracking number: D12345678",
        );
        reads = await customerReads(page, number);
        expect(reads.detail).toContain("Order status: Shipped");
        expect(reads.detail).toContain("Courier: DTDC · Tracking number: D12345678");
        const shipped = await mailTo(email, `order ${number}: Shipped`);
        expect(shipped.body).toContain("Courier: DTDC");
        expect(shipped.body).toContain("Tracking number: D12345678");

        // A hand delivery needs no tracking number.
        const second = await placeCodOrder(page, email);
        const desk2 = await openOnDesk(staff.page, await orderId(second));
        for (const [button, status] of [
          ["Confirm order", "Confirmed"],
          ["Mark processing", "Processing"],
        ]) {
          await desk2.getByRole("button", { name: button }).click();
          await expect.poll(() => deskStatus(staff.page)).toBe(status);
        }
        await desk2.getByTestId("shipped-form").getByLabel("Courier").fill("Hand delivery");
        await desk2.getByRole("button", { name: "Mark shipped" }).click();
        await expect.poll(() => deskStatus(staff.page)).toBe("Shipped");
        reads = await customerReads(page, second);
        expect(reads.detail).toContain("Courier: Hand delivery");
        expect(reads.detail).not.toContain("Tracking number");
        const handMail = await mailTo(email, `order ${second}: Shipped`);
        expect(handMail.body).toContain("Courier: Hand delivery");
        expect(handMail.body).not.toContain("Tracking number");
        customer.expectNoErrors();
        staff.expectNoErrors([/status of 400/]);
      } finally {
        await customer.context.close();
        await staff.context.close();
      }
    });
  });
}

orderStatesSuite("sqlite");
orderStatesSuite("postgres");
