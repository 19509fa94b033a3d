import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appEnv,
  createPgDatabase,
  describeOnPg,
  freePort,
  newAuthSecret,
  openAppDatabase,
  pgTitle,
  startNode,
  tempDataDir,
  type AppDatabase,
  type AppNode,
  type PgDatabase,
} from "./cluster";
import { fetchPage } from "./harness";
import { pdfText } from "../helpers/pdf-text";

/**
 * Decisions 075 and 076 over HTTP, as staff meet them on the production build, on SQLite and on
 * PostgreSQL: the amount in words in the page's language (Tamil on a Tamil bill preview, receipt
 * and their PDFs), negative money with the minus sign U+2212 (a customer's credit in the
 * customers list, a discount on the bill and its PDF), and a phone shown one way,
 * +91 98765 01234, on the customer's page, the list and the bill preview and PDF — links keeping
 * the bare number. The customer typed the number with a space; it is stored as +919876501234.
 */

const CUSTOMER = "Words Credit Stores";

function suite(kind: "sqlite" | "postgres") {
  const describeIt = kind === "sqlite" ? describe : describeOnPg;
  const title = "amounts in words, minus signs and phone numbers";
  describeIt(kind === "sqlite" ? `SQLite: ${title}` : pgTitle(`PostgreSQL: ${title}`), () => {
    let dataDir: ReturnType<typeof tempDataDir>;
    let database: PgDatabase | undefined;
    let node: AppNode;
    let appDb: AppDatabase;
    let cookie = "";
    let billId = "";
    let billNumber = "";
    let customerId = "";
    let receiptNumber = "";

    beforeAll(async () => {
      dataDir = tempDataDir(`words-${kind}`);
      database = kind === "postgres" ? await createPgDatabase("words") : undefined;
      const port = await freePort();
      const env = appEnv({
        port,
        dataDir: dataDir.dir,
        databaseUrl: database?.url ?? `file:${path.join(dataDir.dir, "app.db")}`,
        authSecret: newAuthSecret(),
        appUrl: `http://127.0.0.1:${port}`,
      });
      node = await startNode(`words-${kind}`, env);
      appDb = await openAppDatabase(env);
      const staff = await appDb.createUser("staff");
      cookie = await appDb.sessionCookie(staff.id);
      const { billSchema, createBill } = await import("../../app/billing/bills/bills.server");
      const made = await createBill(
        billSchema.parse({
          customerName: CUSTOMER,
          customerPhone: "98765 01234",
          "lines.0.description": "Wedding cards",
          "lines.0.quantity": "5",
          "lines.0.unit": "pcs",
          "lines.0.rate": "250",
          discountKind: "amount",
          discount: "50",
        }),
        staff.id,
      );
      if (!made.ok) throw new Error(`createBill refused: ${made.reason}`);
      billId = made.id;
      billNumber = made.number;
      // ₹1,500 paid on a ₹1,200 bill (₹1,250 less ₹50 discount): ₹300 credit, a negative balance.
      const { paymentSchema, recordPayment } =
        await import("../../app/billing/payments/index.server");
      const paid = await recordPayment(
        billId,
        paymentSchema.parse({ amount: "1500", method: "cash" }),
        staff.id,
      );
      if (!paid.ok) throw new Error(`recordPayment refused: ${paid.reason}`);
      receiptNumber = paid.receiptNumber;
      const bill = await appDb.db
        .selectFrom("complaints")
        .select(["customer_id"])
        .where("id", "=", billId)
        .executeTakeFirstOrThrow();
      customerId = bill.customer_id!;
    });

    afterAll(async () => {
      await appDb?.close();
      await node?.stop();
      await database?.drop();
      dataDir?.remove();
    });

    /** A page's HTML without the markers React puts between adjacent texts. */
    async function page(path: string) {
      const { status, html } = await fetchPage(`${node.baseUrl}${path}`, { cookie });
      return { status, html: html.replaceAll("<!-- -->", "") };
    }

    async function pdf(path: string) {
      const res = await fetch(`${node.baseUrl}${path}`, { headers: { Cookie: cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("application/pdf");
      return pdfText(new Uint8Array(await res.arrayBuffer()));
    }

    describe("the amount in words follows the page's language (decision 075)", () => {
      it("writes Tamil words on a Tamil bill preview and English ones on an English preview", async () => {
        const ta = await page(`/billing/complaint-preview?id=${billId}&lang=ta`);
        expect(ta.status).toBe(200);
        expect(ta.html).toContain("ரூபாய் ஆயிரத்து இருநூறு மட்டும்");
        expect(ta.html).not.toContain("Rupees");
        const en = await page(`/billing/complaint-preview?id=${billId}&lang=en`);
        expect(en.html).toContain("Rupees One Thousand Two Hundred Only");
        expect(en.html).not.toContain("ரூபாய் ஆயிரத்து");
      });

      it("writes them in the bill's PDF in the request's language", async () => {
        const ta = await pdf(`/billing/complaint-preview/pdf?id=${billId}&lang=ta`);
        // These words have no vowel sign drawn before its consonant: pdf.js gives them as typed.
        expect(ta).toContain("ரூபாய் ஆயிரத்து இருநூறு மட்டும்");
        expect(ta).not.toContain("Rupees");
        const en = await pdf(`/billing/complaint-preview/pdf?id=${billId}&lang=en`);
        expect(en).toContain("Rupees One Thousand Two Hundred Only");
      });

      it("writes them on a Tamil receipt and its PDF", async () => {
        const ta = await page(`/billing/receipts/${receiptNumber}?lang=ta`);
        expect(ta.status).toBe(200);
        expect(ta.html).toContain("ரூபாய் ஆயிரத்து ஐந்நூறு மட்டும்");
        expect(ta.html).not.toContain("Rupees");
        const text = await pdf(`/billing/receipts/${receiptNumber}/pdf?lang=ta`);
        expect(text).toContain("ரூபாய் ஆயிரத்து ஐந்நூறு மட்டும்");
      });
    });

    describe("negative money has one sign, U+2212 (decision 076)", () => {
      it("shows a customer's credit as −₹300.00 in the customers list", async () => {
        const { status, html } = await page(`/billing/customers?q=${encodeURIComponent(CUSTOMER)}`);
        expect(status).toBe(200);
        expect(html).toContain(CUSTOMER);
        expect(html).toContain("\u2212₹300.00");
        expect(html).not.toContain("-₹");
      });

      it("shows the bill's discount with U+2212 on its preview and in its PDF", async () => {
        const { html } = await page(`/billing/complaint-preview?id=${billId}`);
        expect(html).toContain("\u2212₹50.00");
        expect(html).not.toContain("-₹");
        const text = await pdf(`/billing/complaint-preview/pdf?id=${billId}&lang=en`);
        expect(text).toMatch(/Discount\s*\u2212₹50\.00/);
        expect(text).not.toContain("-₹");
      });
    });

    describe("a phone is shown one way, +91 98765 01234 (decision 076)", () => {
      it("on the customer's page, links keeping the bare number", async () => {
        const { status, html } = await page(`/billing/customers/${customerId}`);
        expect(status).toBe(200);
        expect(html).toContain("+91 98765 01234");
        expect(html).toContain('href="tel:+919876501234"');
        expect(html).toContain("https://wa.me/919876501234");
      });

      it("in the customers list", async () => {
        const { html } = await page(`/billing/customers?q=${encodeURIComponent(CUSTOMER)}`);
        expect(html).toContain("+91 98765 01234");
      });

      it("on the bill preview and in its PDF", async () => {
        const { html } = await page(`/billing/complaint-preview?id=${billId}`);
        expect(html).toMatch(/data-testid="customer-phone"[^>]*>\+91 98765 01234</);
        expect(html).not.toContain(">+919876501234<");
        const text = await pdf(`/billing/complaint-preview/pdf?id=${billId}`);
        expect(text).toContain("Phone: +91 98765 01234");
        expect(text).toContain(billNumber);
      });
    });
  });
}

suite("sqlite");
suite("postgres");
