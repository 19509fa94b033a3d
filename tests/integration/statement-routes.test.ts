import { beforeAll, describe, expect, it } from "vitest";
import { getBusinessSettings, saveBusinessSettings } from "~/admin/index.server";
import { statementHref, statementPdfHref } from "~/billing/statements";
import { loader } from "~/billing/statements/routes/statement";
import { loader as pdfLoader } from "~/billing/statements/routes/statement-pdf";
import { STATEMENT_MESSAGES } from "~/billing/statements/schema";
import { indiaDateKey } from "~/lib/dates";
import { getDb } from "~/platform/db/db.server";
import { signedIn, createBill } from "../factories";
import { pdfText } from "../helpers/pdf-text";
import { callRoute, getRequest } from "./route-harness";

/**
 * The statement page and its PDF (/billing/customers/:id/statement[/pdf]): billing access only,
 * a bad period or language is a 400 with its message, an unknown customer a 404, a merged one
 * sent to the kept customer; the PDF carries the closing figure with ₹ (and Tamil headings in
 * Tamil); the WhatsApp link carries the message and the exact UPI link for the closing balance.
 */

let staff: Awaited<ReturnType<typeof signedIn>>;
let customerId: string;
let today: string;
const PHONE = "9876512345";

async function bill(phone: string, amount: string, advance = "", name = "Kannan Traders") {
  const made = await createBill(staff.user.id, {
    customerName: name,
    customerPhone: phone,
    customerAddress: "12, Gandhi Road, Tirunelveli",
    particulars: "Wedding cards",
    amount,
    advance,
  });
  return made;
}

const customerOf = async (billId: string) =>
  (
    await getDb()
      .selectFrom("complaints")
      .select("customer_id")
      .where("id", "=", billId)
      .executeTakeFirstOrThrow()
  ).customer_id!;

async function setUpi(upiId: string, upiPayeeName = "Limra Prints") {
  const current = await getBusinessSettings();
  await saveBusinessSettings({ ...current, upiId, upiPayeeName }, staff.user.id);
}

const page = (path: string, cookie: string | undefined = staff.cookie, id = customerId) =>
  callRoute(loader, getRequest(path, { cookie }), { id });

async function download(path: string, cookie: string | undefined = staff.cookie) {
  let body: Uint8Array | undefined;
  const result = await callRoute(
    async (args: Parameters<typeof pdfLoader>[0]) => {
      const response = await pdfLoader(args);
      body = new Uint8Array(await response.clone().arrayBuffer());
      return response;
    },
    getRequest(path, { cookie }),
    { id: customerId },
  );
  return { result, body };
}

beforeAll(async () => {
  staff = await signedIn("staff", "Statement Counter");
  today = indiaDateKey(new Date());
  // Today: ₹1,500 billed with ₹265.50 advance — ₹1,234.50 owed.
  const made = await bill(PHONE, "1500", "265.50");
  customerId = await customerOf(made.id);
});

describe("access", () => {
  it("sends visitors to sign in and customers home, for the page and the PDF", async () => {
    const customer = await signedIn("customer");
    const calls = [
      (cookie?: string) =>
        callRoute(loader, getRequest(statementHref(customerId), { cookie }), { id: customerId }),
      (cookie?: string) =>
        callRoute(pdfLoader, getRequest(statementPdfHref(customerId), { cookie }), {
          id: customerId,
        }),
    ];
    for (const call of calls) {
      const visitor = await call();
      expect(visitor).toMatchObject({ status: 302 });
      expect(visitor.location).toMatch(/^\/auth\?redirectTo=/);
      const refused = await call(customer.cookie);
      expect(refused).toMatchObject({ status: 302, location: "/" });
    }
  });
});

describe("the query", () => {
  it("refuses a bad day, a day after today, a start after the end and an unknown language (400)", async () => {
    const cases: [string, string][] = [
      ["from=2026-02-30", STATEMENT_MESSAGES.fromInvalid],
      ["to=yesterday", STATEMENT_MESSAGES.toInvalid],
      ["to=2999-01-01", STATEMENT_MESSAGES.toFuture],
      ["from=0000-01-01", STATEMENT_MESSAGES.fromInvalid],
      ["from=0999-12-31", STATEMENT_MESSAGES.early],
      [`from=${today}&to=2020-01-01`, STATEMENT_MESSAGES.order],
      ["language=fr", STATEMENT_MESSAGES.langInvalid],
    ];
    for (const [query, message] of cases) {
      const result = await page(`${statementHref(customerId)}?${query}`);
      expect(result, query).toMatchObject({ status: 400, data: { message } });
      const pdf = await download(`${statementPdfHref(customerId)}?${query}`);
      expect(pdf.result, query).toMatchObject({ status: 400, data: { message } });
    }
  });

  it("answers 404 for an unknown customer, and sends a merged one to the kept customer", async () => {
    const missing = await page(statementHref("nobody"), staff.cookie, "nobody");
    expect(missing).toMatchObject({ status: 404, data: { message: STATEMENT_MESSAGES.notFound } });
    // SQL in the id or a day is only text: no such customer, no such day.
    const injected = "' OR '1'='1";
    const sneaky = await page(statementHref(injected), staff.cookie, injected);
    expect(sneaky).toMatchObject({ status: 404 });
    const day = encodeURIComponent("2025-01-01' OR 1=1 --");
    expect(await page(`${statementHref(customerId)}?from=${day}`)).toMatchObject({ status: 400 });
    const other = await customerOf((await bill("9876512399", "100", "", "Old Kannan")).id);
    await getDb()
      .updateTable("customers")
      .set({ merged_into: customerId })
      .where("id", "=", other)
      .execute();
    const query = { from: "2025-01-01", to: today, lang: "ta" as const };
    const merged = await page(statementHref(other, query), staff.cookie, other);
    expect(merged).toMatchObject({ status: 302, location: statementHref(customerId, query) });
  });

  it("shows this month (from the first bill day) up to today, in the customer's language", async () => {
    const result = await page(statementHref(customerId));
    expect(result.status).toBe(200);
    const monthStart = `${today.slice(0, 7)}-01`;
    expect(result.data).toMatchObject({
      lang: "en",
      today,
      statement: {
        from: today > monthStart ? today : monthStart,
        to: today,
        closingPaise: 123_450,
      },
    });
  });
});

describe("sharing and the PDF", () => {
  it("links WhatsApp to the mobile with the message and the exact UPI link for the closing balance", async () => {
    await setUpi("limra.prints@okaxis");
    const upi = `upi://pay?pa=limra.prints@okaxis&pn=Limra%20Prints&am=1234.50&cu=INR&tn=STMT%20${PHONE}%20${today.replaceAll("-", "")}`;
    const en = await page(statementHref(customerId, { lang: "en" }));
    expect(en.data?.upiLink).toBe(upi);
    const href = en.data!.whatsappHref!;
    expect(href.startsWith(`https://wa.me/91${PHONE}?text=`)).toBe(true);
    const text = decodeURIComponent(href.split("?text=")[1]!);
    expect(text).toContain("Dear Kannan Traders,");
    expect(text).toContain("Closing balance: ₹1,234.50");
    expect(text).toContain(`Pay ₹1,234.50 by UPI: ${upi}`);
    const ta = await page(statementHref(customerId, { lang: "ta" }));
    const tamil = decodeURIComponent(ta.data!.whatsappHref!.split("?text=")[1]!);
    expect(tamil).toContain("அன்புள்ள Kannan Traders,");
    expect(tamil).toContain("இறுதி நிலுவை: ₹1,234.50");
    expect(tamil).toContain(`UPI மூலம் ₹1,234.50 செலுத்த: ${upi}`);
    // Nothing owed up to yesterday: no UPI link in the message.
    const yesterday = indiaDateKey(new Date(Date.now() - 86_400_000));
    const none = await page(statementHref(customerId, { from: yesterday, to: yesterday }));
    expect(none.data).toMatchObject({ upiLink: null, statement: { closingPaise: 0 } });
    expect(decodeURIComponent(none.data!.whatsappHref!)).not.toContain("upi://");
    // Without a UPI ID: no link either.
    await setUpi("");
    expect((await page(statementHref(customerId))).data?.upiLink).toBeNull();
  });

  it("has no WhatsApp link for a customer with only a landline, and names the PDF by the name", async () => {
    const name = "முருகன் ஸ்டோர்ஸ்";
    const landline = await customerOf((await bill("0462 2345678", "100", "", name)).id);
    const result = await page(statementHref(landline), staff.cookie, landline);
    expect(result.data).toMatchObject({ whatsappHref: null, statement: { closingPaise: 10_000 } });
    const { from, to } = result.data!.statement;
    let body: Uint8Array | undefined;
    const pdf = await callRoute(
      async (args: Parameters<typeof pdfLoader>[0]) => {
        const response = await pdfLoader(args);
        body = new Uint8Array(await response.clone().arrayBuffer());
        return response;
      },
      getRequest(statementPdfHref(landline), { cookie: staff.cookie }),
      { id: landline },
    );
    const fileName = `statement-முருகன்-ஸ்டோர்ஸ்-${from}-${to}.pdf`;
    expect(pdf.headers.get("Content-Disposition")).toBe(
      `attachment; filename="statement-${from}-${to}.pdf"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
    expect(await pdfText(body!)).toContain("Amount due: ₹100.00");
  });

  it("serves the PDF with the closing figure in ₹, in English and with Tamil headings", async () => {
    await setUpi("limra.prints@okaxis");
    const { result, body } = await download(
      statementPdfHref(customerId, { from: today, to: today }),
    );
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Type")).toBe("application/pdf");
    expect(result.headers.get("Content-Disposition")).toBe(
      `attachment; filename="statement-${PHONE}-${today}-${today}.pdf"`,
    );
    const text = await pdfText(body!);
    expect(text).toContain("Statement of account");
    expect(text).toMatch(/Closing balance[\s\S]*₹1,234\.50/);
    expect(text).toContain("Amount due: ₹1,234.50");
    expect(text).toContain("Rupees One Thousand Two Hundred Thirty Four and Fifty Paise Only");
    expect(text).toContain("Scan to pay ₹1,234.50 by UPI");
    expect(text).toContain("Kannan Traders");
    const ta = await download(statementPdfHref(customerId, { from: today, to: today, lang: "ta" }));
    const tamil = await pdfText(ta.body!);
    for (const heading of ["பற்று", "வரவு", "விவரம்", "முதல்"]) expect(tamil).toContain(heading);
    expect(tamil).toContain("₹1,234.50");
    expect(tamil).not.toContain("Closing balance");
  });
});
