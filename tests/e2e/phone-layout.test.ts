import { randomUUID } from "node:crypto";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes";
import {
  appFactories,
  appDatabase,
  createUser,
  newPage,
  plantSession,
  sessionCookieFor,
  visit,
  type TestPage,
  type TestUser,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * Issue 23, phone first: every staff page (each page route of app/routes.ts under billing/,
 * admin and limrakart/admin, with real ids for its :params, plus the tabs and panels its query
 * string opens) fits a 360 px wide phone: the document does not scroll sideways and no element
 * reaches past the viewport or scrolls sideways inside its own box (unless it is marked
 * data-scroll-x, a strip meant to scroll). The data is what makes pages wide in real use: long
 * Tamil and English names, long line descriptions, crore amounts, unbroken words.
 */

const VIEWPORT = { width: 360, height: 740 };

/** A name as long as the bill form allows, in Tamil and English, with a long unbroken word. */
const TAMIL_NAME = "ஸ்ரீ மீனாட்சி சுந்தரேஸ்வரர் திருமண மண்டபம் மற்றும் விருந்தினர் இல்லம் திருநெல்வேலி";
const ENGLISH_NAME = "Thirunelvelimahalakshmiprintersandstationerysuppliers Private Limited";
const LONG_DESCRIPTION =
  "Wedding invitation cards, 300 gsm art card, four colour both sides, gold foil embossing, " +
  "with matching envelopes and ribbon: ThisIsAnUnbrokenReferenceCodeFromTheCustomerWF2026-11-27";
const LONG_PHONE = "9876543210";

const { app, browser } = await openApp();
let tab: TestPage;
let admin: TestUser;
let staff: TestUser;

/** Real ids for the :params of the staff routes (filled in beforeAll). */
const ids = {
  billId: "",
  paymentId: "",
  receiptNumber: "",
  customerId: "",
  orderSubmissionId: "",
  jobId: "",
  shopOrderId: "",
  transactionId: "",
  godownItemId: "",
};

async function seed() {
  const db = await appDatabase();
  admin = await createUser("admin", { name: "Owner" });
  staff = await createUser("staff", { name: ENGLISH_NAME });
  const { createBill, createPayment } = await appFactories();
  const { addLedgerRecord } = await import("../../app/billing/ledger/ledger.server");
  const { ledgerRecordSchema } = await import("../../app/billing/ledger/schema");
  const { createGodownItem } = await import("../../app/billing/godown/godown.server");
  const { godownItemSchema } = await import("../../app/billing/godown/schema");
  const { recordCashCount } = await import("../../app/billing/day-book/day-book.server");
  const { submitContact, submitFeedback, submitOrder, submitReview } =
    await import("../../app/intake/intake.server");
  const { addToCart } = await import("../../app/shop/cart/cart.server");
  const { placeOrder } = await import("../../app/shop/checkout/checkout.server");

  const godownId = await createGodownItem(
    godownItemSchema.parse({
      itemName: `${ENGLISH_NAME} art paper 300 gsm`,
      category: "காகிதம் மற்றும் அட்டை வகைகள் (Paper and board)",
      quantity: "21000",
      unitPrice: "999.99",
      minimumStock: "200000",
      supplier: TAMIL_NAME,
      location: "Godown 2, rack 14, top shelf behind the cutting machine",
    }),
    staff.id,
  );
  ids.godownItemId = godownId;

  const bill = await createBill(staff.id, {
    customerName: TAMIL_NAME,
    customerPhone: LONG_PHONE,
    customerAddress: `${TAMIL_NAME}, 147/3 South Car Street, Palayamkottai, Tirunelveli 627002`,
    "lines.0.description": LONG_DESCRIPTION,
    "lines.0.quantity": "2500",
    "lines.0.unit": "pcs",
    "lines.0.rate": "3999.50",
    "lines.1.description": "அச்சிடப்பட்ட திருமண அழைப்பிதழ்கள் தங்க நிறப் பூச்சுடன் கூடியவை",
    "lines.1.quantity": "3",
    "lines.1.unit": "sheets",
    "lines.1.rate": "12.50",
    "lines.1.link": `godown:${godownId}`,
    advance: "1234567.89",
    paymentMethod: "upi",
    paymentReference: "UTR123456789012345678901234567890",
    status: "in_progress",
  });
  ids.billId = bill.id;
  for (const [name, phone] of [
    [ENGLISH_NAME, "9876500001"],
    ["முத்துலட்சுமி ராஜேந்திரன் கல்யாணசுந்தரம்", "9876500002"],
  ] as const) {
    await createBill(staff.id, {
      customerName: name,
      customerPhone: phone,
      particulars: LONG_DESCRIPTION,
      amount: "21474836.47",
      advance: "10",
    });
  }
  await createPayment(staff.id, bill.id, {
    amount: "4321.00",
    method: "cheque",
    reference: "CHQ-000123456789-STATE-BANK-OF-INDIA-TIRUNELVELI-JUNCTION",
    note: LONG_DESCRIPTION,
  });
  const payment = await db
    .selectFrom("payments")
    .select(["id", "receipt_number"])
    .where("bill_id", "=", bill.id)
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  ids.paymentId = payment.id;
  ids.receiptNumber = payment.receipt_number!;
  const billRow = await db
    .selectFrom("complaints")
    .select("customer_id")
    .where("id", "=", bill.id)
    .executeTakeFirstOrThrow();
  ids.customerId = billRow.customer_id!;

  for (const type of ["income", "expense"] as const) {
    const added = await addLedgerRecord(
      ledgerRecordSchema.parse({
        type,
        category: "அலுவலகச் செலவுகள் மற்றும் பராமரிப்பு",
        description: LONG_DESCRIPTION,
        amount: "19999999.99",
      }),
      staff.id,
    );
    if (!added.ok) throw new Error(`the ${type} was refused`);
  }
  const transaction = await db
    .selectFrom("transactions")
    .select("id")
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  ids.transactionId = transaction.id;
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  await recordCashCount({ day: today, counted: 2_000_000_000, note: LONG_DESCRIPTION }, staff.id);

  const order = await submitOrder(
    {
      name: TAMIL_NAME,
      phone: `+91${LONG_PHONE}`,
      email: "thirunelvelimahalakshmiprinters.orders@example.test",
      service: "Wedding Invitations",
      quantity: "2,50,000 cards in four colours with envelopes",
      message: LONG_DESCRIPTION,
    },
    [],
    { token: randomUUID(), locale: "ta" },
  );
  if (!order) throw new Error("the order request was refused");
  ids.orderSubmissionId = (
    await db.selectFrom("order_submissions").select("id").executeTakeFirstOrThrow()
  ).id;
  ids.jobId = (await db.selectFrom("print_jobs").select("id").executeTakeFirstOrThrow()).id;
  // Two proof versions with long notes and a phone approval: the job page's proofs at their widest.
  const { createProof, createQuote } = await appFactories();
  await createProof(staff.id, { jobId: ids.jobId, note: LONG_DESCRIPTION.slice(0, 900) });
  // A quote with a long line and long notes: its A4 print view at its widest.
  await createQuote(staff.id, ids.jobId, {
    notes: LONG_DESCRIPTION.slice(0, 900),
    lines: [
      {
        description: LONG_DESCRIPTION.slice(0, 300),
        quantityMilli: 123_456_000,
        unit: "pcs",
        ratePaise: 99_999_99,
        amountPaise: 123_456 * 99_999_99,
      },
    ],
  });
  await createProof(staff.id, {
    jobId: ids.jobId,
    type: "application/pdf",
    note: LONG_DESCRIPTION.slice(0, 900),
  });
  await submitContact(
    {
      name: ENGLISH_NAME,
      email: "thirunelvelimahalakshmiprinters.contact@example.test",
      phone: `+91${LONG_PHONE}`,
      subject: LONG_DESCRIPTION.slice(0, 200),
      message: LONG_DESCRIPTION,
    },
    randomUUID(),
  );
  await submitFeedback(
    {
      name: TAMIL_NAME,
      email: "feedback@example.test",
      phone: null,
      rating: 4,
      service: "Digital Printing",
      feedback: LONG_DESCRIPTION,
      wouldRecommend: true,
    },
    randomUUID(),
  );
  await submitReview(
    {
      name: TAMIL_NAME,
      company: ENGLISH_NAME,
      location: "Palayamkottai, Tirunelveli",
      rating: 5,
      reviewText: LONG_DESCRIPTION,
      projectType: "Wedding Invitations",
    },
    randomUUID(),
  );

  const shopper = await createUser("customer", { name: TAMIL_NAME });
  const added = await addToCart(shopper.id, "seed-product-tea-talks-gold-pack", 3);
  if (added.kind !== "ok") throw new Error(`the cart refused the tea: ${added.kind}`);
  const placed = await placeOrder(
    shopper.id,
    {
      name: TAMIL_NAME,
      phone: LONG_PHONE,
      email: "thirunelvelimahalakshmiprinters.shop@example.test",
      address: `${TAMIL_NAME}, 147/3 South Car Street, Palayamkottai`,
      pinCode: "627002",
    },
    randomUUID(),
  );
  if (placed.kind !== "placed") throw new Error(`the shop order was refused: ${placed.kind}`);
  ids.shopOrderId = (
    await db
      .selectFrom("orders")
      .select("id")
      .where("order_number", "=", placed.orderNumber)
      .executeTakeFirstOrThrow()
  ).id;
}

/** The page routes (the .tsx modules) of app/routes.ts, with their paths. */
function pageRoutes(entries: RouteConfigEntry[], out: string[] = []): string[] {
  for (const e of entries) {
    if (e.path !== undefined && e.file.endsWith(".tsx")) out.push(e.path);
    if (e.children) pageRoutes(e.children, out);
  }
  return out;
}

const isStaffRoute = (p: string) =>
  p.startsWith("billing/") || p === "admin" || p.startsWith("admin/") || p === "limrakart/admin";

/** A route's path with its :params filled in from `ids`. */
function fill(routePath: string): string {
  const params: Record<string, () => string> = {
    "billing/bills/:id/pay": () => ids.billId,
    "billing/payments/:id/void": () => ids.paymentId,
    "billing/customers/:id": () => ids.customerId,
    "billing/customers/:id/remind": () => ids.customerId,
    "billing/customers/:id/statement": () => ids.customerId,
    "admin/inbox/:kind/:id": () => ids.orderSubmissionId,
    "billing/jobs/:id": () => ids.jobId,
    "billing/jobs/:id/quote": () => ids.jobId,
    "billing/jobs/:id/proof": () => ids.jobId,
    "billing/jobs/:id/bill": () => ids.jobId,
    "billing/jobs/:id/quote/print": () => ids.jobId,
  };
  let url = `/${routePath}`;
  if (routePath.includes(":receiptNumber")) url = url.replace(":receiptNumber", ids.receiptNumber);
  if (routePath.includes(":kind")) url = url.replace(":kind", "orders");
  if (url.includes(":id")) {
    const id = params[routePath];
    if (!id) throw new Error(`phone-layout: no id for the route ${routePath}; add one to fill()`);
    url = url.replace(":id", id());
  }
  return url;
}

/** The views a query string opens on top of the routes' own pages (tabs, panels, an edit). */
const extraViews = () => [
  `/billing/new-complaint?id=${ids.billId}`,
  `/billing/complaint-preview?id=${ids.billId}`,
  "/billing/income-expenses?tab=expense",
  "/billing/income-expenses?add=1",
  `/billing/godown?edit=${ids.godownItemId}`,
  `/billing/transaction-history?view=${ids.transactionId}`,
  `/billing/customers/${ids.customerId}?edit=1`,
  "/admin?tab=services&edit=new",
  "/admin?tab=products&edit=new",
  "/admin?tab=gallery",
  "/admin/inbox?tab=contacts",
  "/admin/inbox?tab=feedback",
  "/admin/inbox?tab=reviews",
  "/limrakart/admin?tab=categories",
  "/limrakart/admin?tab=orders",
  `/limrakart/admin?tab=orders&order=${ids.shopOrderId}`,
  "/limrakart/admin?edit=new",
];

/**
 * What is too wide on the page: the document's scroll width, each element whose box reaches past
 * the viewport (outermost only, unless a box around it clips it) and each box that scrolls
 * sideways without being a data-scroll-x strip. Each named by tag, id, test id and classes.
 */
function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const found: string[] = [];
    const name = (el: Element) => {
      const testId = el.getAttribute("data-testid");
      const cls = typeof el.className === "string" ? el.className.trim().slice(0, 80) : "";
      const text = (el.textContent ?? "").trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${testId ? ` data-testid="${testId}"` : ""}${cls ? ` class="${cls}"` : ""}> "${text}"`;
    };
    /** Shown, and bigger than the 1 px box of a screen-reader-only text. */
    const shown = (el: Element, box: DOMRect) =>
      box.width > 1 && box.height > 1 && el.checkVisibility({ visibilityProperty: true });
    /** Whether a box between `el` and `root` clips it (a screen-reader-only header row). */
    const clippedWithin = (el: Element, root: Element) => {
      for (let up = el.parentElement; up && up !== root; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== "visible") return true;
      }
      return false;
    };
    /** The innermost elements inside `root` that reach past `right`: what holds it open. */
    const past = (root: Element, right: number) => {
      const out: Element[] = [];
      for (const el of root.querySelectorAll("*")) {
        const box = el.getBoundingClientRect();
        if (!shown(el, box) || box.right <= right + 0.5 || clippedWithin(el, root)) continue;
        const inner = out.findIndex((o) => o.contains(el));
        if (inner >= 0) out.splice(inner, 1);
        out.push(el);
      }
      return out.slice(0, 3).map(name).join(", ");
    };
    /**
     * The innermost elements inside `root` that cannot be narrower than most of the viewport
     * (their min-content width, measured by setting it for a moment): a long word, a row that
     * does not wrap, a box with a fixed width.
     */
    const stiffest = (root: Element) => {
      const out: [Element, number][] = [];
      for (const el of root.querySelectorAll<HTMLElement>("*")) {
        if (!shown(el, el.getBoundingClientRect())) continue;
        const { width: oldWidth, flex: oldFlex } = el.style;
        el.style.width = "min-content";
        el.style.flex = "none";
        const width = el.getBoundingClientRect().width;
        el.style.width = oldWidth;
        el.style.flex = oldFlex;
        if (width <= viewport * 0.85) continue;
        const outer = out.findIndex(([o]) => o.contains(el));
        if (outer >= 0) out.splice(outer, 1);
        out.push([el, width]);
      }
      return out
        .slice(0, 2)
        .map(([el, width]) => `${name(el)} (${Math.round(width)} px at its narrowest)`)
        .join(", ");
    };
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > viewport) found.push(`the document is ${scrollWidth} px wide`);
    const wide: Element[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      const box = el.getBoundingClientRect();
      if (!shown(el, box)) continue;
      const style = getComputedStyle(el);
      if (box.right > viewport + 0.5 || box.left < -0.5) {
        let clipped = false;
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== "visible") clipped = true;
        }
        if (!clipped && !wide.some((w) => w.contains(el))) {
          wide.push(el);
          const inside = stiffest(el) || past(el, viewport);
          found.push(
            `${name(el)} spans ${Math.round(box.left)}..${Math.round(box.right)} px${inside ? ` because of ${inside}` : ""}`,
          );
        }
      }
      const scrolls = style.overflowX === "auto" || style.overflowX === "scroll";
      if (scrolls && el.scrollWidth > el.clientWidth + 1 && !el.closest("[data-scroll-x]")) {
        const inner = el.getBoundingClientRect().left + el.clientLeft + el.clientWidth;
        found.push(
          `${name(el)} scrolls sideways (${el.scrollWidth} px in ${el.clientWidth} px) because of ${past(el, inner)}`,
        );
      }
    }
    return found;
  });
}

/**
 * The staff forms with boxes for money, quantities, counts or phone numbers: the new bill, an
 * edited bill (its payments panel), a payment, income/expense, the cash count, a godown item, a
 * customer, the reminders, the business settings and the catalog's prices.
 */
const keypadForms = () => [
  "/billing/new-complaint",
  `/billing/new-complaint?id=${ids.billId}`,
  `/billing/bills/${ids.billId}/pay`,
  "/billing/income-expenses?add=1",
  "/billing/day-book",
  "/billing/godown?edit=new",
  `/billing/customers/${ids.customerId}?edit=1`,
  "/billing/reminders",
  `/billing/customers/${ids.customerId}/remind`,
  "/admin/reminders",
  "/admin/settings",
  "/admin?tab=services&edit=new",
  "/admin?tab=products&edit=new",
  "/limrakart/admin?edit=new",
  `/limrakart/admin?tab=orders&order=${ids.shopOrderId}`,
];

/**
 * What a box is for, by its name: the keypad it must open. Money may have paise (decimal); a
 * bill line's quantity may have decimals too (2.5 sq.ft); counts are whole (numeric); phones tel.
 */
const KEYPADS: [RegExp, "decimal" | "numeric" | "tel"][] = [
  [/(^p|P)hone$/, "tel"],
  [/^lines\.\d+\.quantity$/, "decimal"],
  [/(^q|Q)uantity$|(^s|S)tock$|^sortOrder$|Hours$|Months$/, "numeric"],
  [
    /(^a|A)mount$|^advance$|^received$|(^p|P)rice$|\.rate$|^discount$|^roundOff$|^counted$|Fee$|FreeFrom$|Total$/,
    "decimal",
  ],
];

/** The money, quantity, count and phone boxes of the page without the right keypad or hint. */
function keypadProblems(page: Page, rules: [string, string][]): Promise<string[]> {
  return page.evaluate((rules) => {
    const found: string[] = [];
    for (const input of document.querySelectorAll<HTMLInputElement>("input[name]")) {
      if (["hidden", "checkbox", "radio", "file", "date", "submit"].includes(input.type)) continue;
      const rule = rules.find(([pattern]) => new RegExp(pattern).test(input.name));
      if (!rule) continue;
      const want = rule[1];
      const got = input.getAttribute("inputmode");
      if (got !== want) found.push(`${input.name}: inputmode ${got ?? "missing"}, wants ${want}`);
      if (!input.hasAttribute("autocomplete")) found.push(`${input.name}: no autocomplete hint`);
    }
    return found;
  }, rules);
}

beforeAll(async () => {
  await seed();
  tab = await newPage(browser, { baseURL: app.baseUrl, viewport: VIEWPORT });
});

afterAll(async () => {
  await tab?.close();
});

/** Visits each URL and collects what overflows, per URL. */
async function check(urls: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const url of urls) {
    const response = await visit(tab.page, url);
    const status = response?.status() ?? 0;
    if (status >= 400) problems.push(`${url}: status ${status}`);
    for (const p of await overflows(tab.page)) problems.push(`${url}: ${p}`);
  }
  return problems;
}

describe("staff pages on a 360 px phone", () => {
  const staffRoutes = pageRoutes(routes as RouteConfigEntry[]).filter(isStaffRoute);

  it("finds the staff routes in app/routes.ts", () => {
    // A guard against the filter silently matching nothing (or everything).
    expect(staffRoutes.length).toBeGreaterThan(30);
    expect(staffRoutes).toContain("billing/new-complaint");
    expect(staffRoutes).toContain("limrakart/admin");
    expect(staffRoutes).not.toContain("billing/complaint-preview/pdf");
  });

  it("fits the billing sign-in pages, as a visitor", async () => {
    const open = staffRoutes.filter((p) => p === "billing/login" || p === "billing/create-account");
    expect(await check(open.map(fill))).toEqual([]);
  });

  it("fits every staff page, as an admin, and the site header's phone menu", async () => {
    await plantSession(tab.context, await sessionCookieFor(admin.id));
    const signedIn = staffRoutes.filter(
      (p) => p !== "billing/login" && p !== "billing/create-account",
    );
    expect(await check([...signedIn.map(fill), ...extraViews()])).toEqual([]);

    await visit(tab.page, "/billing/home");
    const menu = tab.page.getByTestId("mobile-menu");
    await menu.locator(":scope > summary").click();
    expect(await menu.getAttribute("open")).toBe("");
    // Under 1280 px the menu's More and Billing lists are open lists inside it.
    expect(await tab.page.getByTestId("billing-menu").isVisible()).toBe(true);
    expect(await overflows(tab.page)).toEqual([]);
    tab.expectNoErrors();
  }, 180_000);

  it("fits every billing page, as staff", async () => {
    await tab.context.clearCookies();
    await plantSession(tab.context, await sessionCookieFor(staff.id));
    const billing = staffRoutes.filter(
      (p) => p.startsWith("billing/") && p !== "billing/login" && p !== "billing/create-account",
    );
    expect(await check(billing.map(fill))).toEqual([]);
    tab.expectNoErrors();
  }, 120_000);
  it("opens the right keypad in every money, quantity, count and phone box of the staff forms", async () => {
    await tab.context.clearCookies();
    await plantSession(tab.context, await sessionCookieFor(admin.id));
    const rules = KEYPADS.map(([re, mode]) => [re.source, mode] as [string, string]);
    const problems: string[] = [];
    let boxes = 0;
    for (const url of keypadForms()) {
      const response = await tab.page.goto(url, { waitUntil: "domcontentloaded" });
      expect(response?.status(), url).toBe(200);
      boxes += await tab.page.evaluate(
        (patterns) =>
          [...document.querySelectorAll<HTMLInputElement>("input[name]")].filter((i) =>
            patterns.some((p) => new RegExp(p).test(i.name)),
          ).length,
        rules.map(([p]) => p),
      );
      for (const p of await keypadProblems(tab.page, rules)) problems.push(`${url}: ${p}`);
    }
    // The forms do have such boxes (the name patterns still match the forms' names).
    expect(boxes).toBeGreaterThan(25);
    expect(problems).toEqual([]);
  });
  it("keeps the new bill's Add line and Save in a bar at the bottom of a 360 px screen, one column above it", async () => {
    await tab.context.clearCookies();
    await plantSession(tab.context, await sessionCookieFor(staff.id));
    const { page } = tab;
    await visit(page, "/billing/new-complaint");
    const bar = page.getByTestId("bill-save-bar");
    const addLine = bar.getByRole("button", { name: "Add line" });
    const save = bar.getByRole("button", { name: "Create Bill" });
    const atBottom = async () => {
      const box = (await bar.boundingBox())!;
      return Math.round(box.y + box.height);
    };
    // The form goes on below the screen, yet the bar sits on the screen's bottom edge.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(
      VIEWPORT.height * 1.5,
    );
    expect(await atBottom()).toBe(VIEWPORT.height);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => window.scrollY > 0);
    expect(await atBottom()).toBe(VIEWPORT.height);
    for (const button of [addLine, save]) {
      const box = (await button.boundingBox())!;
      expect(box.height, "a thumb-sized button").toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    // Add line from the bar adds a line card.
    const lines = page.getByTestId("line-row");
    const before = await lines.count();
    await addLine.click();
    await expect.poll(() => lines.count()).toBe(before + 1);
    // One column: the form's grid has a single track (two from 640 px).
    const columns = () =>
      page
        .locator("form fieldset")
        .first()
        .evaluate((e) => getComputedStyle(e).gridTemplateColumns.split(" ").length);
    expect(await columns()).toBe(1);
    // From 640 px the buttons are back under the form: no bar over the page.
    await page.setViewportSize({ width: 1024, height: 740 });
    expect(await bar.evaluate((e) => getComputedStyle(e).position)).toBe("static");
    expect(await addLine.isVisible()).toBe(false);
    expect(await columns()).toBeGreaterThan(1);
    await page.setViewportSize(VIEWPORT);
    tab.expectNoErrors();
  });
  it("keeps the save bar one row on a 390 px phone in Tamil: each label on one line (decision 077)", async () => {
    await tab.context.clearCookies();
    await plantSession(tab.context, await sessionCookieFor(staff.id));
    const { page } = tab;
    await page.setViewportSize({ width: 390, height: 800 });
    try {
      for (const [url, label] of [
        ["/billing/new-complaint?lang=ta", "பில்லை உருவாக்கு"],
        [`/billing/new-complaint?id=${ids.billId}&lang=ta`, "பில்லைப் புதுப்பி"],
        ["/billing/new-complaint?lang=en", "Create Bill"],
      ] as const) {
        await visit(page, url);
        await page.evaluate(() => document.fonts.ready);
        const bar = page.getByTestId("bill-save-bar");
        const buttons = bar.getByRole("button");
        expect(await buttons.allTextContents(), url).toEqual([
          url.endsWith("ta") ? "உருப்படி சேர்" : "Add line",
          label,
        ]);
        for (const button of await buttons.all()) {
          const box = (await button.boundingBox())!;
          // One line of text (a thumb-sized 44 px), all of it shown.
          expect(box.height, `${url}: ${await button.textContent()}`).toBeLessThan(56);
          expect(
            await button.evaluate((e) => e.scrollWidth <= e.clientWidth),
            `${url}: ${await button.textContent()} is cut off`,
          ).toBe(true);
          expect(box.x + box.width).toBeLessThanOrEqual(390);
        }
        // One row: the bar is one button high (its padding and border around it).
        expect((await bar.boundingBox())!.height, url).toBeLessThan(80);
        // Cancel's page is the back link's at the top of the form.
        expect(await bar.getByRole("link").isVisible()).toBe(false);
        expect(await overflows(page)).toEqual([]);
      }
      tab.expectNoErrors();
    } finally {
      await page.setViewportSize(VIEWPORT);
    }
  });
  it("shows a payment's Void at 734 px, in Tamil too, with a long UPI reference (decision 077)", async () => {
    await tab.context.clearCookies();
    await plantSession(tab.context, await sessionCookieFor(admin.id));
    const { page } = tab;
    await page.setViewportSize({ width: 734, height: 800 });
    try {
      for (const [url, voidLabel] of [
        [`/billing/complaint-preview?id=${ids.billId}&lang=ta`, "செல்லாததாக்கு"],
        [`/billing/new-complaint?id=${ids.billId}&lang=ta`, "செல்லாததாக்கு"],
        [`/billing/complaint-preview?id=${ids.billId}&lang=en`, "Void"],
      ] as const) {
        await visit(page, url);
        await page.evaluate(() => document.fonts.ready);
        const table = page.getByTestId("payments-table");
        const row = table.getByTestId("payment-row").filter({ hasText: "UTR1234567890" });
        const trigger = row.locator("summary", { hasText: voidLabel });
        expect(await trigger.isVisible(), url).toBe(true);
        // Brought up the screen (only up: the table keeps its sideways scroll at the start).
        await trigger.evaluate((el) =>
          window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight / 2),
        );
        expect(await table.locator("xpath=..").evaluate((frame) => frame.scrollLeft)).toBe(0);
        const box = (await trigger.boundingBox())!;
        const frame = (await table.locator("xpath=..").boundingBox())!;
        // Wholly inside the table's frame and the screen, without scrolling anything sideways.
        expect(box.x, url).toBeGreaterThanOrEqual(frame.x);
        expect(box.x + box.width, url).toBeLessThanOrEqual(frame.x + frame.width);
        expect(box.x + box.width, url).toBeLessThanOrEqual(734);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          734,
        );
        // Under the pointer: not covered by another cell.
        expect(
          await trigger.evaluate((el) => {
            const b = el.getBoundingClientRect();
            const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
            return hit !== null && el.contains(hit);
          }),
          url,
        ).toBe(true);
      }
      tab.expectNoErrors();
    } finally {
      await page.setViewportSize(VIEWPORT);
    }
  });
});
