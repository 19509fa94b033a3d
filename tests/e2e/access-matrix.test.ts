import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { ROOT, createUser, sessionCookieFor } from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * The access matrix: every route of app/routes.ts, requested (GET) and posted to (POST, when the
 * route has an action) as a visitor, a customer, staff and an admin through the real server, gives
 * the answer this table expects: the page, a redirect to sign-in (/auth) or home (/), or 403. A
 * refused POST changes nothing in the database. A route added to app/routes.ts without an entry
 * here fails the first test.
 */

type Who = "visitor" | "customer" | "staff" | "admin";
const WHO: Who[] = ["visitor", "customer", "staff", "admin"];

/** What a request gets: a page (2xx), a redirect to /auth, to /, or elsewhere, 403, 404. */
type Answer = "page" | "auth" | "home" | "forbidden" | "notFound" | { to: string };
type Access = Record<Who, Answer>;

const PUBLIC: Access = { visitor: "page", customer: "page", staff: "page", admin: "page" };
const USER: Access = { visitor: "auth", customer: "page", staff: "page", admin: "page" };
const BILLING: Access = { visitor: "auth", customer: "home", staff: "page", admin: "page" };
const ADMIN: Access = {
  visitor: "auth",
  customer: "forbidden",
  staff: "forbidden",
  admin: "page",
};
const STORE_ADMIN: Access = { ...ADMIN, visitor: "forbidden" };
const NOT_FOUND: Access = {
  visitor: "notFound",
  customer: "notFound",
  staff: "notFound",
  admin: "notFound",
};
const to = (location: string): Answer => ({ to: location });
/** The billing sign-in pages: a page for visitors and customers, billing home for staff. */
const SIGNED_IN_GO_HOME: Access = {
  visitor: "page",
  customer: "page",
  staff: to("/billing/home"),
  admin: to("/billing/home"),
};
const all = (a: Answer): Access => ({ visitor: a, customer: a, staff: a, admin: a });

type Entry = {
  /** The URL requested (params filled in); default: the route's path. */
  url?: string;
  get: Access;
  /** Who may post (refused roles must get the same answer as for GET); absent: no action. */
  post?: Access;
  /** A form body that would change data if the action let the wrong person through. */
  body?: Record<string, string>;
  /** The URL posted to, when it differs from `url` (an index route's action needs `?index`). */
  postUrl?: string;
  /**
   * What the action itself answers an allowed role's invalid post (PROBE): by default its
   * validation answer, 400. A redirect to / or /auth is a guard's refusal, never this.
   */
  reached?: Answer;
};

/** An invalid post: an action that runs answers it with a validation error or its own redirect. */
const PROBE = { intent: "nothing-valid", redirectTo: "/about" };

const MATRIX: Record<string, Entry> = {
  "sitemap.xml": { get: PUBLIC },
  "robots.txt": { get: PUBLIC },
  // The back office's web app manifest and service worker: the same file for everyone.
  "manifest.webmanifest": { get: PUBLIC },
  "sw.js": { get: PUBLIC },
  // The action saves the choice and goes back to the page it was given.
  preferences: {
    get: all("home"),
    post: PUBLIC,
    body: { locale: "ta", theme: "dark" },
    reached: to("/about"),
  },
  logout: { get: all("home"), post: { ...PUBLIC, visitor: "home" } },
  "billing/complaint-preview/pdf": {
    url: "/billing/complaint-preview/pdf?id=none",
    get: { ...BILLING, staff: "notFound", admin: "notFound" },
  },
  "billing/receipts/:receiptNumber/pdf": {
    url: "/billing/receipts/RCPT0000/pdf",
    get: { ...BILLING, staff: "notFound", admin: "notFound" },
  },
  "billing/customers/:id/statement/pdf": {
    url: "/billing/customers/none/statement/pdf",
    get: { ...BILLING, staff: "notFound", admin: "notFound" },
  },
  // New Bill's customer look-up (JSON, decision 069): a customer is refused with 403.
  "billing/customers/lookup": {
    url: "/billing/customers/lookup?q=98",
    get: { ...BILLING, customer: "forbidden" },
  },
  "billing/transaction-history/export": { get: BILLING },
  "billing/day-book/export": { get: BILLING },
  "billing/day-book/print": { get: BILLING },
  "billing/sales-report/export": { get: BILLING },
  "billing/import-export/bills": { get: BILLING },
  // Export and import are posts; a GET is answered 405 once access is checked.
  "billing/import-export/export": {
    get: { ...BILLING, staff: to("status 405"), admin: to("status 405") },
    post: BILLING,
    body: { type: "complaints" },
  },
  "billing/import-export/import": {
    get: { ...BILLING, staff: to("status 405"), admin: to("status 405") },
    post: BILLING,
  },
  "billing/import-export/template/:type": {
    url: "/billing/import-export/template/complaints",
    get: BILLING,
  },
  "admin/files/:fileId": { url: "/admin/files/none", get: { ...ADMIN, admin: "notFound" } },
  // An order line's artwork: the admin and staff (the orders desk, decision 064).
  "limrakart/admin/artwork/:itemId": {
    url: "/limrakart/admin/artwork/none",
    get: { ...ADMIN, staff: "notFound", admin: "notFound" },
  },
  // The signed-in person's own data as a JSON download.
  "settings/data": { get: USER },
  // An admin's download or deletion of a person's data (posts; a GET is 405 once access is
  // checked); the invalid probe goes back to its redirectTo with a toast.
  "admin/users/:userId/data": {
    url: "/admin/users/none/data",
    get: { ...ADMIN, admin: to("status 405") },
    post: ADMIN,
    body: { intent: "delete", reason: "Asked by phone" },
    reached: to("/about"),
  },
  // The backup download, posted from /admin/backup: a post with the form's field makes a backup
  // (for the admin only); the probe is refused (400); a GET is 405 once access is checked.
  "admin/backup/download": {
    get: { ...ADMIN, admin: to("status 405") },
    post: ADMIN,
    body: { intent: "backup" },
  },
  welcome: { get: PUBLIC },
  "": { url: "/", postUrl: "/?index", get: PUBLIC, post: PUBLIC },
  about: { get: PUBLIC },
  services: { get: PUBLIC },
  products: { get: PUBLIC },
  gallery: { get: PUBLIC },
  testimonials: { get: PUBLIC },
  "privacy-policy": { get: PUBLIC },
  "terms-conditions": { get: PUBLIC },
  "cancellation-refund": { get: PUBLIC },
  "shipping-delivery": { get: PUBLIC },
  "my-portfolio": { get: PUBLIC },
  reviews: { get: PUBLIC, post: PUBLIC },
  "place-order": { get: PUBLIC, post: PUBLIC },
  contact: { get: PUBLIC, post: PUBLIC },
  "share-experience": { get: PUBLIC, post: PUBLIC },
  // Someone signed in is sent home, for the page and its action.
  auth: {
    get: { visitor: "page", customer: "home", staff: "home", admin: "home" },
    post: { visitor: "page", customer: "home", staff: "home", admin: "home" },
  },
  // Without a valid e-mailed token both pages send everyone to sign in (with a message).
  "verify-email": { get: all("auth"), post: all("auth") },
  "reset-password": { get: all("auth"), post: all("auth") },
  settings: { get: USER, post: USER, body: { intent: "profile", name: "Changed Name" } },
  "thank-you": { get: PUBLIC },
  "thank-you-contact": { get: PUBLIC },
  // A status link with an unknown token: the same 404 for everyone.
  "r/:token": { url: "/r/none", get: NOT_FOUND, post: NOT_FOUND },
  "r/:token/proofs/:version": { url: "/r/none/proofs/1", get: NOT_FOUND },
  "r/:token/quote": { url: "/r/none/quote", get: NOT_FOUND },
  "r/:token/quote/pdf": { url: "/r/none/quote/pdf", get: NOT_FOUND },
  "limra-foods": { get: PUBLIC },
  "tea-talks-gold-pack": { get: PUBLIC },
  "tea-talks-trial-pouch": { get: PUBLIC },
  "tea-talks-saver-pack": { get: PUBLIC },
  "tea-talks-gold-mini": { get: PUBLIC },
  "tea-talks-regular-pack": { get: PUBLIC },
  "tea-talks-family-pack": { get: PUBLIC },
  limrakart: { get: PUBLIC },
  // The cart's action answers every post with a redirect back (with a toast).
  "limrakart/cart": { get: all(to("/limrakart?cart=open")), post: USER, reached: to("/about") },
  "limrakart/checkout": { get: USER, post: USER },
  "limrakart/order-confirmation": { get: all(to("/limrakart")) },
  // A visitor sees the page's sign-in prompt, no orders.
  "limrakart/orders": { get: PUBLIC, post: USER },
  "limrakart/orders/:orderNumber": {
    url: "/limrakart/orders/LK000000000",
    get: { visitor: "auth", customer: "notFound", staff: "notFound", admin: "notFound" },
  },
  "limrakart/help": { get: PUBLIC, post: PUBLIC },
  // The store admin answers with its own screens: 401 'Access Denied', 403 'Admin Access Required'.
  // Staff have its orders desk (decision 064): the page, and 403 for anything but an order's
  // moves (the catalog here; tests/integration/orders-desk.test.ts has the rest).
  "limrakart/admin": {
    get: { ...STORE_ADMIN, staff: "page" },
    post: STORE_ADMIN,
    body: { intent: "category-save", name: "Hacked" },
  },
  "billing/login": { get: SIGNED_IN_GO_HOME, post: SIGNED_IN_GO_HOME },
  "billing/create-account": { get: SIGNED_IN_GO_HOME, post: SIGNED_IN_GO_HOME },
  "billing/home": { get: BILLING },
  "billing/complaints": {
    get: { ...BILLING, staff: to("/billing/old-complaint"), admin: to("/billing/old-complaint") },
  },
  "billing/service": { get: BILLING },
  "billing/new-complaint": {
    get: BILLING,
    post: BILLING,
    body: { customerName: "Intruder", particulars: "Nothing", amount: "100" },
  },
  // Without a bill to show, the preview says so (and leads to New Bill). Its action cancels or
  // deletes the bill (decision 048), as the bill lists' does.
  "billing/complaint-preview": { get: BILLING, post: BILLING },
  "billing/bills/:id/pay": {
    url: "/billing/bills/none/pay",
    get: { ...BILLING, staff: "notFound", admin: "notFound" },
    post: BILLING,
    body: { amount: "10", method: "cash" },
  },
  // An unknown payment is a 404 before its reason is read.
  "billing/payments/:id/void": {
    url: "/billing/payments/none/void",
    get: BILLING,
    post: BILLING,
    body: { reason: "Hacked reason" },
    reached: "notFound",
  },
  "billing/receipts/:receiptNumber": {
    url: "/billing/receipts/RCPT0000",
    get: { ...BILLING, staff: "notFound", admin: "notFound" },
  },
  "billing/old-complaint": { get: BILLING, post: BILLING },
  "billing/history": { get: BILLING, post: BILLING },
  "billing/old-pending": { get: BILLING, post: BILLING },
  "billing/income-expenses": {
    get: BILLING,
    post: BILLING,
    body: { intent: "add", type: "expense", category: "Ink", description: "x", amount: "10" },
  },
  "billing/transaction-history": { get: BILLING },
  "billing/cash-book": { get: BILLING },
  "billing/day-book": {
    get: BILLING,
    post: BILLING,
    body: { day: "2025-10-10", counted: "1", note: "Hacked count" },
  },
  "billing/customers": { get: BILLING },
  // An unknown customer is a 404; the probe (no valid intent) is a 400.
  "billing/customers/:id": {
    url: "/billing/customers/none",
    get: { ...BILLING, staff: "notFound", admin: "notFound" },
    post: BILLING,
    body: { intent: "note", body: "Hacked note" },
  },
  "billing/reminders": { get: BILLING },
  // An unknown customer's reminder is a 404 once the channel is read (the probe has none: 400).
  "billing/customers/:id/remind": {
    url: "/billing/customers/none/remind",
    get: BILLING,
    post: BILLING,
    body: { channel: "whatsapp" },
  },
  "billing/customers/:id/statement": {
    url: "/billing/customers/none/statement",
    get: { ...BILLING, staff: "notFound", admin: "notFound" },
  },
  "billing/sales-report": { get: BILLING },
  "billing/godown": {
    get: BILLING,
    post: BILLING,
    body: { intent: "add", itemName: "Paper", category: "Stock", quantity: "5" },
  },
  "billing/godown/movements": { get: BILLING },
  "billing/notifications": { get: BILLING, post: BILLING, body: { intent: "markAll" } },
  "billing/import-export": { get: BILLING, post: BILLING },
  // A board card's move (decision 105); the probe (no move) is a 400.
  "billing/jobs": { get: BILLING, post: BILLING, body: { from: "design", move: "proof none" } },
  // The probe is refused by the form's checks (400), nothing saved.
  "billing/jobs/new": { get: BILLING, post: BILLING, body: { name: "Hacked request" } },
  // An unknown job is a 404; the probe (no valid intent) is a 400.
  "billing/jobs/:id": {
    url: "/billing/jobs/none",
    get: { ...BILLING, staff: "notFound", admin: "notFound" },
    post: BILLING,
    body: { intent: "hack" },
  },
  // An unknown job's quote is a 404; the probe (no lines) is refused by the form's checks (400).
  "billing/jobs/:id/quote": {
    url: "/billing/jobs/none/quote",
    get: { ...BILLING, staff: "notFound", admin: "notFound" },
    post: BILLING,
    body: { discount: "1" },
  },
  // An unknown job's proof upload page is a 404; the probe (no intent, no file) is a 400.
  "billing/jobs/:id/proof": {
    url: "/billing/jobs/none/proof",
    get: { ...BILLING, staff: "notFound", admin: "notFound" },
    post: BILLING,
    body: { intent: "share" },
  },
  "billing/jobs/:id/proofs/:version": {
    url: "/billing/jobs/none/proofs/1",
    get: { ...BILLING, staff: "notFound", admin: "notFound" },
  },
  "billing/jobs/:id/quote/print": {
    url: "/billing/jobs/none/quote/print",
    get: { ...BILLING, staff: "notFound", admin: "notFound" },
  },
  "billing/jobs/:id/quote/pdf": {
    url: "/billing/jobs/none/quote/pdf",
    get: { ...BILLING, staff: "notFound", admin: "notFound" },
  },
  // An unknown job's bill page is a 404; the probe (no form key) is refused by the form's checks.
  "billing/jobs/:id/bill": {
    url: "/billing/jobs/none/bill",
    get: { ...BILLING, staff: "notFound", admin: "notFound" },
    post: BILLING,
    body: { advance: "100" },
  },
  // The job page's Cancel form posts here; a GET goes to the job's page; a too-short reason: 400.
  "billing/jobs/:id/cancel": {
    url: "/billing/jobs/none/cancel",
    get: { ...BILLING, staff: to("/billing/jobs/none"), admin: to("/billing/jobs/none") },
    post: BILLING,
    body: { reason: "x" },
  },
  admin: {
    get: ADMIN,
    post: ADMIN,
    body: { intent: "save", kind: "service", name: "Hacked service", description: "x" },
  },
  "admin/inbox": { get: ADMIN },
  "admin/inbox/:kind/:id": {
    url: "/admin/inbox/orders/none",
    get: { ...ADMIN, admin: "notFound" },
    post: ADMIN,
    body: { intent: "handled" },
  },
  "admin/users": { get: ADMIN, post: ADMIN },
  "admin/audit": { get: ADMIN },
  "admin/settings": {
    get: ADMIN,
    post: ADMIN,
    body: { name: "Hacked business", phone: "9876543210", upiId: "thief@okaxis" },
  },
  "admin/reminders": {
    get: ADMIN,
    post: ADMIN,
    body: { intent: "save", en: "Hacked {balance}", ta: "{balance}" },
  },
  "admin/backup": { get: ADMIN },
  "*": { url: "/no-such-page", get: NOT_FOUND, post: NOT_FOUND },
};

/** Every route of app/routes.ts with its path and module file (layouts have neither). */
function flatten(entries: RouteConfigEntry[], out: { path: string; file: string }[] = []) {
  for (const e of entries) {
    if (e.path !== undefined || e.index) out.push({ path: e.path ?? "", file: e.file });
    if (e.children) flatten(e.children, out);
  }
  return out;
}

const ROUTES = flatten(routes as RouteConfigEntry[]);

function hasExport(file: string, name: "action" | "loader"): boolean {
  const source = readFileSync(path.join(ROOT, "app", file), "utf8");
  return new RegExp(
    `export\\s+(async\\s+)?function\\s+${name}\\b|export\\s+const\\s+${name}\\b`,
  ).test(source);
}

const { app } = await openApp({ browser: false });
const cookies: Record<Who, string | undefined> = {
  visitor: undefined,
  customer: undefined,
  staff: undefined,
  admin: undefined,
};

beforeAll(async () => {
  for (const who of ["customer", "staff", "admin"] as const) {
    const user = await createUser(who);
    cookies[who] = (await sessionCookieFor(user.id)).header;
  }
});

function classify(res: Response): Answer {
  const location = res.headers.get("location");
  if (res.status >= 300 && res.status < 400 && location) {
    const target = new URL(location, app.baseUrl);
    if (target.pathname === "/auth") return "auth";
    if (target.pathname === "/" && !target.search) return "home";
    return { to: `${target.pathname}${target.search}` };
  }
  if (res.status === 403 || res.status === 401) return "forbidden";
  if (res.status === 404) return "notFound";
  if (res.status >= 200 && res.status < 300) return "page";
  return { to: `status ${res.status}` };
}

async function send(method: "GET" | "POST", url: string, who: Who, body?: Record<string, string>) {
  const headers: Record<string, string> = {};
  if (cookies[who]) headers.Cookie = cookies[who]!;
  if (method === "POST") {
    headers.Origin = app.baseUrl;
    headers["Content-Type"] = "application/x-www-form-urlencoded";
  }
  const res = await fetch(`${app.baseUrl}${url}`, {
    method,
    headers,
    redirect: "manual",
    body: method === "POST" ? new URLSearchParams(body ?? { intent: "x" }).toString() : undefined,
  });
  await res.arrayBuffer();
  return classify(res);
}

/**
 * Every table's rows, except those that change on any request (sessions, rate counters) and
 * PostgreSQL's record of writing transactions (decision 097: the tables it records are compared).
 */
async function databaseState(): Promise<string> {
  const { getDb } = await import("../../app/platform/db/db.server");
  const db = getDb();
  const tables = (await db.introspection.getTables())
    .map((t) => t.name)
    .filter((n) => !["sessions", "rate_limits", "request_limits", "data_writes"].includes(n))
    .sort();
  const parts: string[] = [];
  for (const name of tables) {
    const { rows } = await sql`select * from ${sql.table(name)}`.execute(db);
    parts.push(`${name}:${JSON.stringify(rows.map((r) => JSON.stringify(r)).sort())}`);
  }
  return parts.join("\n");
}

const refused = (a: Answer) => a === "auth" || a === "home" || a === "forbidden";

describe("access matrix", () => {
  it("has an entry for every route in app/routes.ts, and no entry for a route that is gone", () => {
    const paths = ROUTES.map((r) => r.path).sort();
    expect(Object.keys(MATRIX).sort()).toEqual([...new Set(paths)].sort());
    const mismatched = ROUTES.filter(
      (r) => (MATRIX[r.path]!.post !== undefined) !== hasExport(r.file, "action"),
    ).map((r) => `${r.path}: the post entry must exist exactly when ${r.file} has an action`);
    expect(mismatched).toEqual([]);
  });

  it("answers every GET as the table says, for each role, and no GET changes the database", async () => {
    const wrong: string[] = [];
    const before = await databaseState();
    for (const [routePath, entry] of Object.entries(MATRIX)) {
      const url = entry.url ?? `/${routePath}`;
      for (const who of WHO) {
        const got = await send("GET", url, who);
        if (JSON.stringify(got) !== JSON.stringify(entry.get[who])) {
          wrong.push(
            `GET ${url} as ${who}: expected ${JSON.stringify(entry.get[who])}, got ${JSON.stringify(got)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await databaseState()).toBe(before);
  });

  it("refuses every POST the role may not make, and the refused posts change nothing", async () => {
    const wrong: string[] = [];
    const before = await databaseState();
    for (const [routePath, entry] of Object.entries(MATRIX)) {
      if (!entry.post) continue;
      const url = entry.url ?? `/${routePath}`;
      for (const who of WHO) {
        const expected = entry.post[who];
        if (!refused(expected)) continue;
        const got = await send("POST", entry.postUrl ?? url, who, entry.body);
        if (JSON.stringify(got) !== JSON.stringify(expected)) {
          wrong.push(
            `POST ${url} as ${who}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(got)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await databaseState()).toBe(before);
  });

  it("lets the allowed roles reach every action: its own answer, never a refusal", async () => {
    const wrong: string[] = [];
    for (const [routePath, entry] of Object.entries(MATRIX)) {
      // Logging out would end the sessions the other checks use; its refusals are checked above.
      if (!entry.post || routePath === "logout") continue;
      const url = entry.postUrl ?? entry.url ?? `/${routePath}`;
      for (const who of WHO) {
        // "page": the action runs and answers the invalid post itself; any other entry
        // (a refusal, a redirect, 404) is the exact answer expected.
        const expected =
          entry.post[who] === "page" ? (entry.reached ?? to("status 400")) : entry.post[who];
        const got = await send("POST", url, who, PROBE);
        if (JSON.stringify(got) !== JSON.stringify(expected)) {
          wrong.push(
            `POST ${url} as ${who}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(got)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
