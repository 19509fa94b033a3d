import { randomUUID } from "node:crypto";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes";
import {
  appFactories,
  a11yViolations,
  appDatabase,
  createUser,
  fetchPage,
  newPage,
  plantSession,
  sessionCookieFor,
  waitForHydration,
  type SessionCookie,
  type TestPage,
  type TestUser,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * Issue 23: axe (WCAG 2.0/2.1 A and AA, 2.2 AA) on every page of app/routes.ts, in the light
 * and the dark theme, as a visitor, a customer, staff and an admin, with 0 violations. The
 * database is seeded once so every page has content (bills with payments, a customer with a
 * reminder, godown items, one inbox item of each kind, a LimraKart order, an expense,
 * notifications); every role then opens every page it may open (the :id routes with real ids),
 * the 404 page, and the 401/403 screens of the areas it is refused, plus a few open states: the
 * site's phone menu, the cancel-bill question, the cart drawer. A route of app/routes.ts that
 * is neither visited nor listed in SKIPPED (with its reason) fails the first test, so a new
 * page cannot be forgotten. One browser, one page per role; the theme is the limra_theme cookie.
 */

type Who = "visitor" | "customer" | "staff" | "admin";
const WHO: Who[] = ["visitor", "customer", "staff", "admin"];
type Theme = "light" | "dark";
const THEMES: Theme[] = ["light", "dark"];

const EVERYONE: Who[] = WHO;
const SIGNED_IN: Who[] = ["customer", "staff", "admin"];
const BILLING: Who[] = ["staff", "admin"];
const ADMIN: Who[] = ["admin"];

/** The seeded records' ids and numbers (filled in by seed()). */
type Ids = {
  billId: string;
  paymentId: string;
  receiptNumber: string;
  customerId: string;
  orderNumber: string;
  inbox: Record<"orders" | "contacts" | "feedback" | "reviews", string>;
  /** The print job the order request opened, and its status link's token. */
  jobId: string;
  statusToken: string;
};

/** A page of a route: the URL with real ids, and who may open it. */
type Visit = { url: (ids: Ids) => string; who: Who[] };

/** Routes of app/routes.ts that are not pages (or are checked in another form), and why. */
const SKIPPED: Record<string, string> = {
  "sitemap.xml": "XML for crawlers, not a page",
  "robots.txt": "plain text for crawlers, not a page",
  "manifest.webmanifest": "the installable back office's manifest (JSON), not a page",
  "sw.js": "the service worker's script, not a page",
  "settings/data": "the signed-in person's data as a JSON download",
  "admin/users/:userId/data": "an admin's data download or deletion (POST)",
  "admin/backup/download": "the backup download (POST; tests/e2e/backup-download.test.ts)",
  preferences: "an action only; a GET goes home",
  "billing/jobs/:id/proofs/:version": "a proof's file (tests/integration/jobs-proofs.test.ts)",
  "r/:token/proofs/:version": "a proof's file; the status page shows it (r/:token)",
  "billing/jobs/:id/quote/pdf": "a PDF download (tests/integration/jobs-quote-send.test.ts)",
  "r/:token/quote/pdf": "a PDF download (tests/integration/jobs-quote-send.test.ts)",
  "billing/jobs/:id/cancel":
    "an action only: the job page's Cancel form posts here, a GET redirects",
  logout: "an action only; a GET goes home",
  "billing/complaint-preview/pdf": "a PDF download",
  "billing/receipts/:receiptNumber/pdf": "a PDF download",
  "billing/customers/:id/statement/pdf": "a PDF download",
  "billing/customers/lookup": "New Bill's customer suggestions (JSON; its listbox is swept there)",
  "billing/transaction-history/export": "a CSV download",
  "billing/day-book/export": "a CSV download",
  "billing/day-book/print":
    "the day book's print view: plain HTML without React (nothing hydrates); axe runs on it in tests/e2e/day-book-busy.test.ts",
  "billing/sales-report/export": "a CSV download",
  "billing/import-export/export": "a file download (POST)",
  "billing/import-export/bills": "a CSV download (the accountant's export)",
  "billing/import-export/import": "an upload action (POST)",
  "billing/import-export/template/:type": "a CSV download",
  "admin/files/:fileId": "a file download",
  "limrakart/admin/artwork/:itemId": "a file download",
  "verify-email": "without an e-mailed token it goes to /auth (visited); with one, a form post",
  "reset-password": "without an e-mailed token it goes to /auth (visited)",
  "billing/complaints": "a redirect to /billing/old-complaint (visited)",
  "limrakart/cart": "a redirect to /limrakart?cart=open: checked as the open cart drawer (STATES)",
};

const PAGES: Record<string, Visit> = {
  welcome: { url: () => "/welcome", who: EVERYONE },
  "": { url: () => "/", who: EVERYONE },
  about: { url: () => "/about", who: EVERYONE },
  services: { url: () => "/services", who: EVERYONE },
  products: { url: () => "/products", who: EVERYONE },
  gallery: { url: () => "/gallery", who: EVERYONE },
  testimonials: { url: () => "/testimonials", who: EVERYONE },
  "privacy-policy": { url: () => "/privacy-policy", who: EVERYONE },
  "terms-conditions": { url: () => "/terms-conditions", who: EVERYONE },
  "cancellation-refund": { url: () => "/cancellation-refund", who: EVERYONE },
  "shipping-delivery": { url: () => "/shipping-delivery", who: EVERYONE },
  "my-portfolio": { url: () => "/my-portfolio", who: EVERYONE },
  reviews: { url: () => "/reviews", who: EVERYONE },
  "place-order": { url: () => "/place-order", who: EVERYONE },
  contact: { url: () => "/contact", who: EVERYONE },
  "share-experience": { url: () => "/share-experience", who: EVERYONE },
  auth: { url: () => "/auth", who: ["visitor"] },
  settings: { url: () => "/settings", who: SIGNED_IN },
  "limrakart/orders/:orderNumber": {
    url: (ids) => `/limrakart/orders/${ids.orderNumber}`,
    who: ["customer"],
  },
  "thank-you": { url: () => "/thank-you", who: EVERYONE },
  "thank-you-contact": { url: () => "/thank-you-contact", who: EVERYONE },
  "r/:token": { url: (ids) => `/r/${ids.statusToken}`, who: EVERYONE },
  "r/:token/quote": { url: (ids) => `/r/${ids.statusToken}/quote`, who: EVERYONE },
  "limra-foods": { url: () => "/limra-foods", who: EVERYONE },
  ...Object.fromEntries(
    [
      "tea-talks-gold-pack",
      "tea-talks-trial-pouch",
      "tea-talks-saver-pack",
      "tea-talks-gold-mini",
      "tea-talks-regular-pack",
      "tea-talks-family-pack",
    ].map((p) => [p, { url: () => `/${p}`, who: EVERYONE }]),
  ),
  limrakart: { url: () => "/limrakart", who: EVERYONE },
  "limrakart/checkout": { url: () => "/limrakart/checkout", who: ["customer"] },
  "limrakart/order-confirmation": {
    url: (ids) => `/limrakart/order-confirmation?order=${ids.orderNumber}`,
    who: ["customer"],
  },
  "limrakart/orders": { url: () => "/limrakart/orders", who: EVERYONE },
  "limrakart/help": { url: () => "/limrakart/help", who: EVERYONE },
  // The admin's store admin; staff's orders desk (decision 064).
  "limrakart/admin": { url: () => "/limrakart/admin", who: BILLING },
  "billing/login": { url: () => "/billing/login", who: ["visitor", "customer"] },
  "billing/create-account": { url: () => "/billing/create-account", who: ["visitor", "customer"] },
  "billing/home": { url: () => "/billing/home", who: BILLING },
  "billing/service": { url: () => "/billing/service", who: BILLING },
  "billing/new-complaint": { url: () => "/billing/new-complaint", who: BILLING },
  "billing/complaint-preview": {
    url: (ids) => `/billing/complaint-preview?id=${ids.billId}`,
    who: BILLING,
  },
  "billing/bills/:id/pay": { url: (ids) => `/billing/bills/${ids.billId}/pay`, who: BILLING },
  "billing/payments/:id/void": {
    url: (ids) => `/billing/payments/${ids.paymentId}/void`,
    who: BILLING,
  },
  "billing/receipts/:receiptNumber": {
    url: (ids) => `/billing/receipts/${ids.receiptNumber}`,
    who: BILLING,
  },
  "billing/old-complaint": { url: () => "/billing/old-complaint", who: BILLING },
  "billing/history": { url: () => "/billing/history", who: BILLING },
  "billing/old-pending": { url: () => "/billing/old-pending", who: BILLING },
  "billing/income-expenses": { url: () => "/billing/income-expenses", who: BILLING },
  "billing/transaction-history": { url: () => "/billing/transaction-history", who: BILLING },
  "billing/cash-book": { url: () => "/billing/cash-book", who: BILLING },
  "billing/day-book": { url: () => "/billing/day-book", who: BILLING },
  "billing/customers": { url: () => "/billing/customers", who: BILLING },
  "billing/customers/:id": {
    url: (ids) => `/billing/customers/${ids.customerId}`,
    who: BILLING,
  },
  "billing/reminders": { url: () => "/billing/reminders", who: BILLING },
  "billing/customers/:id/remind": {
    url: (ids) => `/billing/customers/${ids.customerId}/remind`,
    who: BILLING,
  },
  "billing/customers/:id/statement": {
    url: (ids) => `/billing/customers/${ids.customerId}/statement`,
    who: BILLING,
  },
  "billing/sales-report": { url: () => "/billing/sales-report", who: BILLING },
  "billing/godown": { url: () => "/billing/godown", who: BILLING },
  "billing/godown/movements": { url: () => "/billing/godown/movements", who: BILLING },
  "billing/notifications": { url: () => "/billing/notifications", who: BILLING },
  "billing/import-export": { url: () => "/billing/import-export", who: BILLING },
  "billing/jobs": { url: () => "/billing/jobs", who: BILLING },
  "billing/jobs/new": { url: () => "/billing/jobs/new", who: BILLING },
  "billing/jobs/:id": { url: (ids) => `/billing/jobs/${ids.jobId}`, who: BILLING },
  "billing/jobs/:id/quote": { url: (ids) => `/billing/jobs/${ids.jobId}/quote`, who: BILLING },
  "billing/jobs/:id/quote/print": {
    url: (ids) => `/billing/jobs/${ids.jobId}/quote/print`,
    who: BILLING,
  },
  "billing/jobs/:id/proof": { url: (ids) => `/billing/jobs/${ids.jobId}/proof`, who: BILLING },
  "billing/jobs/:id/bill": { url: (ids) => `/billing/jobs/${ids.jobId}/bill`, who: BILLING },
  admin: { url: () => "/admin", who: ADMIN },
  "admin/inbox": { url: () => "/admin/inbox", who: ADMIN },
  "admin/inbox/:kind/:id": { url: (ids) => `/admin/inbox/orders/${ids.inbox.orders}`, who: ADMIN },
  "admin/users": { url: () => "/admin/users", who: ADMIN },
  "admin/settings": { url: () => "/admin/settings", who: ADMIN },
  "admin/reminders": { url: () => "/admin/reminders", who: ADMIN },
  "admin/audit": { url: () => "/admin/audit", who: ADMIN },
  "admin/backup": { url: () => "/admin/backup", who: ADMIN },
  "*": { url: () => "/no-such-page", who: EVERYONE },
};

/** The other pages of a :id route (the inbox's other kinds, another list of the inbox). */
const MORE_PAGES: { url: (ids: Ids) => string; who: Who[] }[] = [
  { url: (ids) => `/admin/inbox/contacts/${ids.inbox.contacts}`, who: ADMIN },
  { url: (ids) => `/admin/inbox/feedback/${ids.inbox.feedback}`, who: ADMIN },
  { url: (ids) => `/admin/inbox/reviews/${ids.inbox.reviews}`, who: ADMIN },
  { url: () => "/admin/inbox?tab=reviews", who: ADMIN },
];

/** The screens of a refused role: 401/403, shown at the address asked for. */
const REFUSALS: { url: string; who: Who[]; status: number }[] = [
  { url: "/limrakart/admin", who: ["visitor"], status: 401 },
  { url: "/limrakart/admin", who: ["customer"], status: 403 },
  { url: "/admin", who: ["customer", "staff"], status: 403 },
];

/** Open states worth a look: something drawn over or into the page. */
type State = {
  name: string;
  who: Who[];
  open(page: Page, ids: Ids): Promise<void>;
  /** Puts the page back as it was (viewport). */
  close?(page: Page): Promise<void>;
};
const STATES: State[] = [
  {
    name: "/ at 375 px with the phone menu open",
    who: EVERYONE,
    async open(page) {
      await page.setViewportSize({ width: 375, height: 800 });
      await visitPage(page, "/");
      const menu = page.getByTestId("mobile-menu");
      await menu.locator(":scope > summary").click();
      await page.waitForFunction(
        () => (document.querySelector("[data-testid=mobile-menu]") as HTMLDetailsElement).open,
      );
    },
    async close(page) {
      await page.setViewportSize({ width: 1280, height: 800 });
    },
  },
  {
    name: "/limrakart with the cart drawer open",
    who: ["customer"],
    async open(page) {
      await visitPage(page, "/limrakart?cart=open");
      await page.getByTestId("cart-drawer").waitFor();
    },
  },
  {
    name: "/billing/old-complaint with the cancel-bill question open",
    who: BILLING,
    async open(page, ids) {
      await visitPage(page, `/billing/old-complaint?ask=cancel:${ids.billId}`);
      await page.getByTestId("confirm-dialog").waitFor();
    },
  },
];

/** Every route of app/routes.ts with a path (layouts have none). */
function routePaths(entries: RouteConfigEntry[], out: string[] = []): string[] {
  for (const e of entries) {
    if (e.path !== undefined || e.index) out.push(e.path ?? "");
    if (e.children) routePaths(e.children, out);
  }
  return out;
}

async function visitPage(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/**
 * Opens `url` in the page already loaded, as a click on a link would (React Router's client
 * navigation): no new document, so axe stays loaded, which halves the time of each view.
 * Answers where the router landed and whether it shows an error (a 4xx screen).
 */
async function navigate(page: Page, url: string): Promise<{ at: string; error: boolean }> {
  return page.evaluate(async (to) => {
    type Router = {
      navigate(to: string): Promise<void>;
      state: {
        location: { pathname: string; search: string };
        errors: Record<string, unknown> | null;
      };
    };
    const router = (window as unknown as { __reactRouterDataRouter: Router })
      .__reactRouterDataRouter;
    // React draws the new page after the router's state changes (a transition, later under
    // load): the page is there once the DOM changed and then stayed quiet for a while.
    let changes = 0;
    let last = 0;
    const observer = new MutationObserver(() => {
      changes++;
      last = performance.now();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await router.navigate(to);
    const deadline = performance.now() + 10_000;
    while (performance.now() < deadline && (changes === 0 || performance.now() - last < 150)) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    observer.disconnect();
    const { location, errors } = router.state;
    return { at: `${location.pathname}${location.search}`, error: errors !== null };
  }, url);
}

// ---------------------------------------------------------------------------------------------
// Seed data

const { app, browser } = await openApp();
const users = {} as Record<Exclude<Who, "visitor">, TestUser & { cookie: SessionCookie }>;
let ids: Ids;
/** The Set-Cookie pairs (name=value) of each theme, as the preferences action writes them. */
const themeCookies = {} as Record<Theme, { name: string; value: string }>;

/** Posts a form as the signed-in user (no JavaScript); expects a redirect, answers its target. */
async function postForm(path: string, cookie: SessionCookie, fields: Record<string, string>) {
  const res = await fetchPage(`${app.baseUrl}${path}`, {
    method: "POST",
    cookie: cookie.header,
    body: new URLSearchParams(fields),
    headers: { Origin: app.baseUrl },
  });
  if (res.status !== 302) throw new Error(`POST ${path} answered ${res.status}:\n${res.html}`);
  return res.headers.get("location") ?? "";
}

async function seed(): Promise<Ids> {
  const staffId = users.staff.id;
  const { createBill, createPayment } = await appFactories();
  const db = await appDatabase();

  // A bill from 40 days ago with an advance and two payments, still owing (overdue, reminded).
  const made = await createBill(staffId, {
    customerName: "Sweep Traders",
    customerPhone: "9876500023",
    customerAddress: "12, Car Street, Tirunelveli",
    particulars: "Visiting cards, 500 nos",
    amount: "2400",
    advance: "400",
  });
  const old = new Date(Date.now() - 40 * 86_400_000).toISOString();
  await db.updateTable("complaints").set({ created_at: old }).where("id", "=", made.id).execute();
  const paid = await createPayment(staffId, made.id, {
    amount: "300",
    method: "upi",
    reference: "UTR123456",
  });
  await createPayment(staffId, made.id, { amount: "200", method: "cash" });
  const { customer_id: customerId } = await db
    .selectFrom("complaints")
    .select("customer_id")
    .where("id", "=", made.id)
    .executeTakeFirstOrThrow();
  // A second bill, paid in full today.
  await createBill(staffId, {
    customerName: "Kavitha Stores",
    customerPhone: "9876500024",
    particulars: "Wedding cards",
    amount: "1500",
    advance: "1500",
  });

  const { sendReminder } = await import("../../app/billing/reminders/reminders.server");
  const reminded = await sendReminder(customerId!, "whatsapp", staffId);
  if (!reminded.ok) throw new Error(`the reminder was refused: ${reminded.reason}`);

  const { createGodownItem } = await import("../../app/billing/godown/godown.server");
  const { godownItemSchema } = await import("../../app/billing/godown/schema");
  for (const item of [
    { itemName: "A4 paper", category: "Paper", quantity: "40", minimumStock: "10" },
    { itemName: "Cyan ink", category: "Ink", quantity: "2", minimumStock: "5" },
  ]) {
    await createGodownItem(
      godownItemSchema.parse({ ...item, unitPrice: "250", location: "Shelf 2" }),
      staffId,
    );
  }

  const { addLedgerRecord } = await import("../../app/billing/ledger/ledger.server");
  const { ledgerRecordSchema } = await import("../../app/billing/ledger/schema");
  await addLedgerRecord(
    ledgerRecordSchema.parse({
      type: "expense",
      category: "Ink",
      description: "Toner refill",
      amount: "450",
    }),
    staffId,
  );

  // One inbox item of each kind (each also writes a notification for staff).
  const intake = await import("../../app/intake/intake.server");
  const schemas = await import("../../app/intake/schema");
  const { intakeMessages } = await import("../../app/intake/content/messages");
  const m = intakeMessages.en;
  const order = await intake.submitOrder(
    schemas.orderSchema(m).parse({
      name: "Order Sweep",
      phone: "9876500025",
      email: "order@example.test",
      service: "Business Cards",
      quantity: "500",
      message: "Two-sided, matte finish.",
    }),
    [],
    { token: randomUUID(), locale: "en" },
  );
  const contact = await intake.submitContact(
    schemas.contactSchema(m).parse({
      name: "Contact Sweep",
      email: "contact@example.test",
      subject: "Banner sizes",
      message: "Which banner sizes do you print?",
    }),
    randomUUID(),
  );
  const feedback = await intake.submitFeedback(
    schemas.feedbackSchema(m).parse({
      name: "Feedback Sweep",
      email: "feedback@example.test",
      rating: "4",
      service: "Visiting Cards",
      feedback: "Quick and neat work.",
      wouldRecommend: "on",
    }),
    randomUUID(),
  );
  const review = await intake.submitReview(
    schemas.reviewSchema(m).parse({
      name: "Review Sweep",
      company: "Sweep Co",
      location: "Palayamkottai",
      rating: "5",
      reviewText: "Excellent printing and on time.",
      projectType: "Business Cards",
    }),
    randomUUID(),
  );

  // A LimraKart order through the shop's own forms, then something in the cart again.
  const customer = users.customer.cookie;
  const add = (slug: string) =>
    postForm("/limrakart/cart", customer, {
      intent: "add",
      productId: `seed-product-${slug}`,
      redirectTo: "/limrakart",
    });
  await add("tea-talks-gold-pack");
  const confirmation = await postForm("/limrakart/checkout", customer, {
    name: "Sweep Shopper",
    phone: "9876500026",
    email: "shopper@example.test",
    address: "3, East Street, Tirunelveli",
    pinCode: "627001",
    token: randomUUID(),
  });
  const orderNumber = /[?&]order=(LK\d+)/.exec(confirmation)?.[1];
  if (!orderNumber) throw new Error(`checkout did not lead to a confirmation: ${confirmation}`);
  await add("tea-talks-trial-pouch");

  // The job the order request opened, with a quote (its A4 print views) and a proof (an image the
  // status page shows).
  const jobId = (
    await db
      .selectFrom("print_jobs")
      .select("id")
      .where("order_submission_id", "=", order.id)
      .executeTakeFirstOrThrow()
  ).id;
  const { createQuote, createProof } = await appFactories();
  await createQuote(staffId, jobId);
  await createProof(staffId, { jobId, note: "Gold border, as asked" });

  return {
    billId: made.id,
    paymentId: paid.id,
    receiptNumber: paid.receiptNumber,
    customerId: customerId!,
    orderNumber,
    inbox: { orders: order.id, contacts: contact.id, feedback: feedback.id, reviews: review.id },
    jobId,
    statusToken: order.request!.token,
  };
}

/** The theme cookie as the preferences action sets it. */
async function themeCookie(theme: Theme) {
  const res = await fetchPage(`${app.baseUrl}/preferences`, {
    method: "POST",
    body: new URLSearchParams({ theme, redirectTo: "/" }),
    headers: { Origin: app.baseUrl },
  });
  const set = res.headers.getSetCookie().find((c) => c.startsWith("limra_theme="));
  if (!set) throw new Error(`POST /preferences set no theme cookie (${res.status})`);
  const [name, value] = set.split(";")[0]!.split(/=(.*)/s) as [string, string];
  return { name, value };
}

const started = Date.now();

beforeAll(async () => {
  for (const role of ["customer", "staff", "admin"] as const) {
    const user = await createUser(role, { name: `Sweep ${role}` });
    users[role] = { ...user, cookie: await sessionCookieFor(user.id) };
  }
  ids = await seed();
  for (const theme of THEMES) themeCookies[theme] = await themeCookie(theme);
}, 120_000);

afterAll(async () => {
  console.log(`a11y-sweep: ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
});

// ---------------------------------------------------------------------------------------------
// The sweep

/** What one role and theme is checked on: pages (and refusal screens), then open states. */
function checksFor(who: Who) {
  const pages: { url: string; status?: number }[] = [];
  for (const visit of [...Object.values(PAGES), ...MORE_PAGES]) {
    if (visit.who.includes(who)) pages.push({ url: visit.url(ids) });
  }
  for (const r of REFUSALS) if (r.who.includes(who)) pages.push({ url: r.url, status: r.status });
  return { pages, states: STATES.filter((s) => s.who.includes(who)) };
}

async function sweep(who: Who): Promise<string[]> {
  const t0 = Date.now();
  const failures: string[] = [];
  let checked = 0;
  // Printed as found too, so a long run shows its findings before it ends.
  const fail = (text: string) => {
    failures.push(text);
    console.log(`a11y-sweep: ${text}`);
  };
  const t: TestPage = await newPage(browser, { baseURL: app.baseUrl });
  try {
    if (who !== "visitor") await plantSession(t.context, users[who].cookie);
    const { pages, states } = checksFor(who);
    for (const theme of THEMES) {
      const c = themeCookies[theme];
      await t.context.addCookies([
        { name: c.name, value: c.value, domain: "127.0.0.1", path: "/", sameSite: "Lax" },
      ]);
      const check = async (label: string) => {
        const dark = await t.page.evaluate(() =>
          document.documentElement.classList.contains("dark"),
        );
        if (dark !== (theme === "dark")) {
          fail(`${label} as ${who} (${theme}): the page is not in the ${theme} theme`);
        }
        checked++;
        for (const v of await a11yViolations(t.page)) {
          fail(`${label} as ${who} (${theme}): ${v}`);
        }
      };
      // The first page of a theme is loaded whole (the theme is the server's), the others
      // are client navigations; a 4xx screen is loaded whole, for its status.
      let loaded = false;
      for (const { url, status = url === "/no-such-page" ? 404 : 200 } of pages) {
        try {
          let at: string;
          let got: number | undefined;
          if (!loaded || status !== 200) {
            const response = await visitPage(t.page, url);
            const landed = new URL(t.page.url());
            at = `${landed.pathname}${landed.search}`;
            got = response?.status();
            loaded = true;
          } else {
            const answer = await navigate(t.page, url);
            at = answer.at;
            got = answer.error ? undefined : 200;
          }
          if (at !== url || got !== status) {
            fail(
              `${url} as ${who} (${theme}): expected ${status} at that address, got ${got} at ${at}`,
            );
            continue;
          }
          await check(url);
        } catch (error) {
          fail(`${url} as ${who} (${theme}): ${String(error)}`);
        }
      }
      for (const state of states) {
        try {
          await state.open(t.page, ids);
          await check(state.name);
        } catch (error) {
          fail(`${state.name} as ${who} (${theme}): ${String(error)}`);
        } finally {
          await state.close?.(t.page);
        }
      }
    }
  } finally {
    await t.close();
  }
  console.log(
    `a11y-sweep: ${who}: ${checked} views in ${((Date.now() - t0) / 1000).toFixed(1)} s, ${failures.length} failure(s)`,
  );
  return failures;
}

describe("accessibility sweep (axe, WCAG 2.2 AA): every page, both themes, every role", () => {
  it("visits every route of app/routes.ts or says why not", () => {
    const paths = [...new Set(routePaths(routes as RouteConfigEntry[]))].sort();
    const covered = [...Object.keys(PAGES), ...Object.keys(SKIPPED)].sort();
    expect(covered).toEqual(paths);
    const both = Object.keys(PAGES).filter((p) => p in SKIPPED);
    expect(both, "routes both visited and skipped").toEqual([]);
  });

  it.each(WHO)(
    "has no axe violations as %s, light and dark",
    async (who) => {
      expect(await sweep(who)).toEqual([]);
    },
    600_000,
  );
});
