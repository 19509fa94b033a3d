import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appFactories,
  appDatabase,
  createUser,
  newPage,
  plantSession,
  ROOT,
  sessionCookieFor,
  waitForHydration,
  type TestPage,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * Issue 23, "Tamil everywhere staff look": every staff page (billing, admin, store admin) rendered
 * in Tamil shows no English interface text. What the page says is gathered from the browser: text
 * nodes, and the texts of placeholder, aria-label, title, alt, data-label (a phone card's label)
 * and button values, plus the document title. Data is not interface text: anything inside an
 * element marked translate="no" (HTML's rule: the nearest element setting it decides; names, numbers, items typed by staff, business details) is left
 * out, as browsers' translators leave it. A Latin word of two or more letters that is not a brand
 * or a technical name of the allow-list fails the page (decision 052).
 */

/** Names kept in Latin letters in Tamil text: brands, formats, standard abbreviations. */
export const LATIN_ALLOWED = new Set([
  "LimraKart",
  "Limra",
  "UPI",
  "GST",
  "GSTIN",
  "PDF",
  "CSV",
  "COD",
  "QR",
  "OTP",
  "WhatsApp",
  "AM",
  "PM",
  "am",
  "pm",
  "ID",
  "JSON",
  "SMTP",
  "URL",
  "JPEG",
  "JPG",
  "PNG",
  "WebP",
  "MB",
  "PIN", // the postal code, called so in Tamil text too
  // Bill and receipt numbers' prefixes (BILL0001, RCPT0001): identifiers, not words.
  "BILL",
  "RCPT",
  // The business's name (Limra Graphics) and the social networks the footer links to.
  "Graphics",
  "Facebook",
  "Instagram",
  "YouTube",
  // The language switch names the other language in that language.
  "English",
  // A date box's format mask (placeholder dd/mm/yyyy; its hint is in Tamil): decision 074.
  "dd",
  "mm",
  "yyyy",
]);

/**
 * Staff pages whose Tamil is not finished yet (docs/decisions/052): each must still show English
 * words — a page that has none fails until it is taken off this list — and every other staff page
 * must show none. Empty since 2026-11-27 (stop 32): every staff page is in Tamil. A page may only
 * be listed here with a decision saying why.
 */
const NOT_YET_TAMIL = new Set<string>([]);

/** The staff pages of app/routes.ts (page modules, .tsx), with their parameters to fill in. */
function staffPages(): string[] {
  const source = readFileSync(path.join(ROOT, "app/routes.ts"), "utf8");
  const out: string[] = [];
  for (const m of source.matchAll(
    /route\("((?:billing|admin|limrakart\/admin)[^"]*)",\s*"([^"]+)"/g,
  )) {
    const [, url, file] = m;
    if (!file!.endsWith(".tsx")) continue; // downloads, uploads and redirects
    if (url === "billing/login" || url === "billing/create-account") continue; // signed-out pages
    out.push(`/${url}`);
  }
  return out;
}

/**
 * The seeded data: a page title or an attribute (an aria-label naming a customer) cannot mark a
 * part of itself translate="no", so the data's own values are taken out of those texts.
 */
const SEEDED = [
  "Murugan Stores",
  "Kavitha Raman",
  "kavitha@example.test",
  "Wedding cards",
  "Selvi Printers",
];

/** The page's interface texts, data (translate="no") left out. */
async function interfaceTexts(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [document.title];
    // translate is inherited: the nearest element that sets it decides (HTML's rule).
    const skipped = (el: Element) =>
      el.closest("script, style, noscript, template") !== null ||
      el.closest("[translate]")?.getAttribute("translate") === "no";
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const parent = node.parentElement;
      if (!parent || skipped(parent)) continue;
      const text = (node.textContent ?? "").trim();
      if (text) out.push(text);
    }
    const attrs = ["placeholder", "aria-label", "title", "alt", "data-label"];
    for (const el of document.body.querySelectorAll("*")) {
      if (skipped(el)) continue;
      // An aria-label inside aria-hidden reaches nobody (the charts' library labels its legend
      // icons in English inside the chart's aria-hidden frame).
      const hidden = el.closest('[aria-hidden="true"]') !== null;
      for (const a of attrs) {
        if (a === "aria-label" && hidden) continue;
        const v = el.getAttribute(a);
        if (v?.trim()) out.push(v.trim());
      }
      if (el instanceof HTMLInputElement && (el.type === "submit" || el.type === "button")) {
        if (el.value.trim()) out.push(el.value.trim());
      }
    }
    return out;
  });
  return texts.map((text) => SEEDED.reduce((t, value) => t.replaceAll(value, ""), text));
}

/** The English words among the texts (Latin words of 2+ letters not allowed). */
export function englishWords(texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(/[A-Za-z][A-Za-z'’]+/g)) {
      const word = m[0].replace(/['’].*$/, "");
      if (word.length >= 2 && !LATIN_ALLOWED.has(word)) found.add(word);
    }
  }
  return [...found];
}

const { app, browser } = await openApp();
let t: TestPage;
const ids: Record<string, string> = {};

/** A bill with an advance (a payment and its receipt), its customer and a contact message. */
async function seed(staffId: string) {
  const { createBill } = await appFactories();
  await createBill(staffId, {
    customerName: "Murugan Stores",
    customerPhone: "9876543210",
    customerAddress: "Tirunelveli Road, Palayamkottai",
    particulars: "Visiting cards, 500 nos",
    amount: "1500",
    discount: "",
    advance: "500",
    received: "",
  });
  const { submitContact } = await import("../../app/intake/intake.server");
  await submitContact(
    {
      name: "Kavitha Raman",
      email: "kavitha@example.test",
      phone: "9876501234",
      subject: "Wedding cards",
      message: "Please call me about wedding invitation cards.",
    } as Parameters<typeof submitContact>[0],
    `tamil-check-${Date.now()}`,
  );
  const { createStaffRequest } = await import("../../app/jobs/requests/staff-create.server");
  const job = await createStaffRequest(
    {
      source: "walk_in",
      phone: "9876501235",
      name: "Selvi Printers",
      email: null,
      locale: "ta",
      service: "Wedding cards",
      quantity: "300",
      details: "Gold foil on the names.",
    },
    staffId,
  );
  // A quote in Tamil words, so its A4 print view has one (its lines are data, not interface).
  const { createQuote } = await appFactories();
  await createQuote(staffId, job.id, {
    lines: [
      {
        description: "திருமண அழைப்பிதழ்",
        quantityMilli: 300_000,
        unit: "pcs",
        ratePaise: 1250,
        amountPaise: 375_000,
      },
    ],
    notes: "உறைகள் சேர்த்து.",
  });
  const db = await appDatabase();
  const bill = await db.selectFrom("complaints").select(["id"]).executeTakeFirstOrThrow();
  const payment = await db
    .selectFrom("payments")
    .select(["id", "receipt_number"])
    .executeTakeFirstOrThrow();
  const customer = await db.selectFrom("customers").select(["id"]).executeTakeFirstOrThrow();
  const contact = await db
    .selectFrom("contact_submissions")
    .select(["id"])
    .executeTakeFirstOrThrow();
  Object.assign(ids, {
    bill: bill.id,
    payment: payment.id,
    receipt: payment.receipt_number,
    customer: customer.id,
    contact: contact.id,
    job: job.id,
  });
}

function fill(route: string): string {
  return route
    .replace("billing/bills/:id", `billing/bills/${ids.bill}`)
    .replace("billing/payments/:id", `billing/payments/${ids.payment}`)
    .replace(":receiptNumber", ids.receipt!)
    .replace("billing/customers/:id", `billing/customers/${ids.customer}`)
    .replace("admin/inbox/:kind/:id", `admin/inbox/contacts/${ids.contact}`)
    .replace("billing/jobs/:id", `billing/jobs/${ids.job}`);
}

beforeAll(async () => {
  const admin = await createUser("admin");
  SEEDED.push(admin.name, admin.email);
  await seed(admin.id);
  t = await newPage(browser, { baseURL: app.baseUrl });
  await plantSession(t.context, await sessionCookieFor(admin.id));
  // ?lang=ta chooses Tamil and the app remembers it in its language cookie for the next pages.
  await t.page.goto("/billing/home?lang=ta");
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("staff pages in Tamil", () => {
  it("finds the staff pages of app/routes.ts", () => {
    const pages = staffPages();
    expect(pages).toContain("/billing/home");
    expect(pages).toContain("/admin/users");
    expect(pages).toContain("/limrakart/admin");
    expect(pages.length).toBeGreaterThan(30);
  });

  it("shows no English interface text on any staff page", async () => {
    const failures: string[] = [];
    for (const route of staffPages()) {
      const url = fill(route);
      const response = await t.page.goto(url);
      expect(response?.status(), url).toBeLessThan(400);
      await waitForHydration(t.page);
      const lang = await t.page.getAttribute("html", "lang");
      const words = englishWords(await interfaceTexts(t.page));
      if (lang !== "ta") failures.push(`${url}: rendered with lang="${lang}"`);
      if (NOT_YET_TAMIL.has(route)) {
        if (words.length === 0) failures.push(`${route}: in Tamil now, take it off NOT_YET_TAMIL`);
      } else if (words.length > 0) failures.push(`${url}: ${words.join(" ")}`);
    }
    expect(failures, "English words on staff pages rendered in Tamil").toEqual([]);
  }, 300_000);

  it("recognises English and lets data and brand names through", () => {
    expect(englishWords(["பில் சேமிக்கப்பட்டது", "LimraKart UPI ₹1,500.00"])).toEqual([]);
    expect(englishWords(["New Bill", "பில்"])).toEqual(["New", "Bill"]);
  });
});
