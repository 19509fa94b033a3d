import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { loader as catalogLoader } from "~/admin/catalog/routes/catalog";
import { loader as inboxLoader } from "~/admin/inbox/routes/inbox";
import { loader as inboxItemLoader } from "~/admin/inbox/routes/item";
import { loader as usersLoader } from "~/admin/users/routes/users";
import { loader as auditLoader } from "~/admin/audit/routes/audit";
import { loader as billFormLoader } from "~/billing/bills/routes/bill-form";
import { loader as pdfLoader } from "~/billing/documents/routes/bill-pdf";
import { action as godownAction, loader as godownLoader } from "~/billing/godown/routes/godown";
import { godownItemSchema } from "~/billing/godown/schema";
import { createGodownItem } from "~/billing/godown/godown.server";
import { loader as historyLoader } from "~/billing/bills/routes/history";
import { loader as ledgerLoader } from "~/billing/ledger/routes/income-expenses";
import { addLedgerRecord } from "~/billing/ledger/ledger.server";
import { ledgerRecordSchema } from "~/billing/ledger/schema";
import { loader as notificationsLoader } from "~/billing/notifications/routes/notifications";
import { loader as oldBillsLoader } from "~/billing/bills/routes/old-complaint";
import { loader as pendingLoader } from "~/billing/bills/routes/old-pending";
import { loader as previewLoader } from "~/billing/documents/routes/preview";
import { loader as transactionsLoader } from "~/billing/ledger/routes/transaction-history";
import { loader as csvLoader } from "~/billing/ledger/routes/transactions-csv";
import { submitContact, submitFeedback, submitOrder, submitReview } from "~/intake/intake.server";
import { createSessionCookie } from "~/platform/auth/accounts.server";
import { freshenSalesDays } from "~/domain/sales-days.server";
import { getDb } from "~/platform/db/db.server";
import { loader as shopAdminLoader } from "~/shop/store-admin/routes/store-admin";
import { addToCart } from "~/shop/cart/cart.server";
import { placeOrder } from "~/shop/checkout/checkout.server";
import { loader as orderDetailLoader } from "~/shop/orders/routes/order-detail";
import { loader as storefrontLoader } from "~/shop/storefront/routes/storefront";
import { loader as galleryLoader } from "~/site/routes/gallery";
import { createTestUser, createBill } from "../factories";
import { callRoute, getRequest, postRequest, type RouteResult } from "./route-harness";

/**
 * SQL injection through the search and filter parameters of every list loader: each parameter
 * gets quotes, comment markers, UNION and stacked statements, LIKE wildcards, backslashes, very
 * long text, Tamil and emoji, and invalid numbers and dates. Every answer must be a normal page
 * (200, or the route's deliberate 404), a search must find exactly the rows that contain the text
 * literally (so `%` and `_` are not wildcards), and afterwards every table must still be there
 * with the rows it had.
 */

// ---------------------------------------------------------------------------------------------
// Payloads

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE complaints; --",
  '" OR ""="',
  "1 UNION SELECT password FROM accounts --",
  "') OR 1=1 --",
  "1; DELETE FROM users",
  "%",
  "_",
  "\\",
  "%' --",
  "\\%",
  "[a-z]%",
  "*",
  "x".repeat(10_000),
  "தமிழ்",
  "அச்சகம் 🙂",
  "café",
  // PostgreSQL text cannot hold U+0000 (the database layer binds it as U+FFFD).
  "nul\u0000byte",
];

/** Values that are not a page number: each must give page 1 (or the last page), never an error. */
const BAD_PAGES = [
  "-1",
  "0",
  "1e309",
  "99999999999999999999",
  "9007199254740993",
  "NaN",
  "Infinity",
  "1.5",
  "abc",
  "' OR '1'='1",
  "1; DROP TABLE complaints",
  "",
];

/** Values that are not a yyyy-mm-dd day: each must be ignored (no date filter). */
const BAD_DATES = [
  "2026-13-45",
  "2026-02-30",
  "0000-00-00",
  "2026-1-1",
  "1e309",
  "-1",
  "' OR '1'='1",
  "2026-01-01' OR '1'='1",
  "2026-01-01'; DROP TABLE complaints; --",
  "x".repeat(10_000),
];

/** What a loader's search does with the text: trimmed, at most 100 characters. */
const searched = (q: string) => q.trim().slice(0, 100);

/** The rows' searched texts that contain the (normalised) needle, ignoring case. */
function literalMatches<T>(rows: T[], fields: (row: T) => (string | null)[], q: string): T[] {
  const needle = searched(q).toLowerCase();
  return rows.filter((r) => fields(r).some((f) => (f ?? "").toLowerCase().includes(needle)));
}

// ---------------------------------------------------------------------------------------------
// Users and requests

type Role = "admin" | "staff" | "customer";
let admin: { id: string; cookie: string };
let staff: { id: string; cookie: string };
let customer: { id: string; cookie: string };

async function signedIn(role: Role, name?: string) {
  const user = await createTestUser({ role, name });
  return { id: user.id, cookie: (await createSessionCookie(user.id)).header };
}

type Loader = (args: never) => unknown;

function query(params: Record<string, string>): string {
  const qs = new URLSearchParams(params).toString();
  return qs ? `?${qs}` : "";
}

/** Calls a loader with the query parameters; fails on a 500 or an error the loader threw. */
async function load<L extends Loader>(
  loader: L,
  path: string,
  params: Record<string, string>,
  cookie: string,
  routeParams: Record<string, string> = {},
): Promise<RouteResult<Record<string, unknown>>> {
  const label = `${path}${query(params).slice(0, 200)}`;
  let result: RouteResult;
  try {
    result = await callRoute(
      loader,
      getRequest(`${path}${query(params)}`, { cookie }),
      routeParams,
    );
  } catch (error) {
    throw new Error(`${label} threw: ${String(error)}`, { cause: error });
  }
  expect(result.status, label).toBeLessThan(500);
  return result as RouteResult<Record<string, unknown>>;
}

/** A list loader's answer: status 200 and its data. */
async function list<L extends Loader>(
  loader: L,
  path: string,
  params: Record<string, string>,
  cookie: string,
): Promise<Record<string, unknown>> {
  const result = await load(loader, path, params, cookie);
  expect(result.status, `${path}${query(params).slice(0, 200)}`).toBe(200);
  return result.data as Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------
// Seed: rows whose texts hold the special characters literally

const LITERAL_NAMES = [
  "100% Cotton Prints",
  "Snake_case Traders",
  "Back\\slash Stores",
  "Quote ' OR '1'='1 Agencies",
  'Dbl " OR ""=" Works',
  "Drop '; DROP TABLE complaints; -- Press",
  "Union 1 UNION SELECT password FROM accounts -- Labels",
  "தமிழ் அச்சகம் 🙂",
  "Plain café Kannan",
];

const FIXED_PHONE = "9876543210";

async function seed() {
  const db = getDb();
  for (const [i, name] of LITERAL_NAMES.entries()) {
    // Users (the admin's users list searches name and e-mail).
    await createTestUser({ name: `${name} User` });

    // Bills, with an advance so each books a transaction.
    await createBill(staff.id, {
      customerName: name,
      customerPhone: "",
      customerAddress: `${name}, Main Road`,
      particulars: `Visiting cards for ${name}`,
      amount: String(100 + i),
      discount: "",
      advance: "10",
      received: "",
    });

    // Godown items (every second one at its minimum: a low-stock alert on the notifications).
    await createGodownItem(
      godownItemSchema.parse({
        itemName: `${name} ream`,
        category: i % 2 ? "Paper" : `${name} stock`,
        quantity: String(i % 2 ? 1 : 50),
        minimumStock: "5",
        unitPrice: "2.50",
        location: "",
        supplier: "",
      }),
      staff.id,
    );

    // Income and expense records (each books a transaction with the description).
    const added = await addLedgerRecord(
      ledgerRecordSchema.parse({
        type: i % 2 ? "expense" : "income",
        category: i % 3 ? "Misc" : name.slice(0, 100),
        description: `Record of ${name}`,
        amount: "25",
        billNumber: "",
      }),
      staff.id,
    );
    if (!added.ok) throw new Error("addLedgerRecord refused");

    // The inbox: an order request, a contact message, feedback and a review.
    const token = () => crypto.randomUUID();
    await submitOrder(
      {
        name,
        phone: `+91${FIXED_PHONE}`,
        email: null,
        service: "Posters",
        quantity: "100",
        message: `Order from ${name}`,
      },
      [],
      { token: token(), locale: "en" },
    );
    await submitContact(
      {
        name,
        email: `contact${i}@example.test`,
        phone: null,
        subject: `About ${name}`,
        message: `Message from ${name}`,
      },
      token(),
    );
    await submitFeedback(
      {
        name,
        email: `feedback${i}@example.test`,
        phone: null,
        rating: 5,
        service: "Brochures",
        feedback: `Feedback from ${name}`,
        wouldRecommend: true,
      },
      token(),
    );
    await submitReview(
      {
        name,
        company: "Company",
        location: "Tirunelveli",
        rating: 4,
        reviewText: `A review from ${name}, thank you.`,
        projectType: "Flyers",
      },
      token(),
    );
  }

  // LimraKart orders: two placed by the customer through the cart.
  const product = await db
    .selectFrom("products")
    .select("id")
    .where("is_active", "=", 1)
    .where("stock_quantity", ">", 10)
    // Not a print product: those ask for artwork (decision 037).
    .where("requires_artwork", "=", 0)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  for (const name of [LITERAL_NAMES[0]!, LITERAL_NAMES[3]!]) {
    const added = await addToCart(customer.id, product.id, 1);
    expect(added.kind).toBe("ok");
    const placed = await placeOrder(
      customer.id,
      {
        name,
        phone: `+91${FIXED_PHONE}`,
        email: "shopper@example.test",
        address: `${name}, 1 Car Street`,
        pinCode: "627001",
      },
      crypto.randomUUID(),
    );
    expect(placed.kind).toBe("placed");
  }
}

/** Every table with its row count. */
async function tableCounts(): Promise<Record<string, number>> {
  const db = getDb();
  const tables = (await db.introspection.getTables()).map((t) => t.name).sort();
  const counts: Record<string, number> = {};
  for (const name of tables) {
    const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(name)}`
      .execute(db)
      .then((r) => r.rows[0]!);
    counts[name] = Number(row.n);
  }
  return counts;
}

let before: Record<string, number>;

beforeAll(async () => {
  admin = await signedIn("admin", "Injection Admin");
  staff = await signedIn("staff", "Injection Staff");
  customer = await signedIn("customer", "Injection Shopper");
  await seed();
  // The seed's money marked its days stale; summed now, so that a page reading them (Income &
  // Expenses, the cash book: decision 108) has nothing left to write and the counts hold.
  await freshenSalesDays("0000-01-01", "9999-12-31");
  before = await tableCounts();
}, 120_000);

// ---------------------------------------------------------------------------------------------
// The searches: exactly the rows that contain the text

type SearchCase = {
  name: string;
  loader: Loader;
  path: string;
  params?: Record<string, string>;
  cookie: () => string;
  /** The total the page reports and the texts of the rows it shows. */
  read: (data: Record<string, unknown>) => { total: number; shown: string[][] };
  /** The rows that contain the text literally, counted in JavaScript. */
  expected: (q: string) => Promise<number>;
};

type Row = Record<string, unknown>;
const texts = (items: unknown, fields: string[]): string[][] =>
  (items as Row[]).map((item) => fields.map((f) => String(item[f] ?? "")));

const SEARCHES: SearchCase[] = [
  {
    name: "/limrakart (q)",
    loader: storefrontLoader,
    path: "/limrakart",
    cookie: () => customer.cookie,
    // A product card shows the name and the short description (or the description).
    read: (d) => ({ total: Number(d.total), shown: [] }),
    async expected(q) {
      const rows = await getDb()
        .selectFrom("products as p")
        .innerJoin("product_categories as c", "c.id", "p.category_id")
        .select(["p.name", "p.name_ta", "p.short_description", "p.description"])
        .where("p.is_active", "=", 1)
        .where("c.is_active", "=", 1)
        .execute();
      return literalMatches(rows, (r) => [r.name, r.name_ta, r.short_description, r.description], q)
        .length;
    },
  },
  {
    name: "/limrakart/admin orders (q)",
    loader: shopAdminLoader,
    path: "/limrakart/admin",
    params: { tab: "orders" },
    cookie: () => admin.cookie,
    read: (d) => {
      const orders = d.orders as { orders: Row[]; total: number };
      return {
        total: orders.total,
        shown: texts(orders.orders, ["orderNumber", "customerName", "customerPhone"]),
      };
    },
    async expected(q) {
      const rows = await getDb()
        .selectFrom("orders")
        .select(["order_number", "customer_name", "customer_phone"])
        .execute();
      return literalMatches(rows, (r) => [r.order_number, r.customer_name, r.customer_phone], q)
        .length;
    },
  },
  ...(
    [
      ["orders", "order_submissions", ["name", "phone", "email", "service", "quantity", "message"]],
      ["contacts", "contact_submissions", ["name", "email", "phone", "subject", "message"]],
      [
        "feedback",
        "customer_experiences",
        ["name", "email", "phone", "service_used", "feedback_message"],
      ],
      [
        "reviews",
        "customer_reviews",
        ["name", "company", "location", "project_type", "review_text"],
      ],
    ] as const
  ).map(([kind, table, columns]): SearchCase => ({
    name: `/admin/inbox ${kind} (q)`,
    loader: inboxLoader,
    path: "/admin/inbox",
    // Reviews list the pending ones by default; the other kinds list all.
    params: { tab: kind, filter: kind === "reviews" ? "pending" : "all" },
    cookie: () => admin.cookie,
    read: (d) => ({ total: Number(d.total), shown: [] }),
    async expected(q) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one query over four tables
      let rows = (await (getDb().selectFrom(table as any) as any).selectAll().execute()) as Row[];
      if (kind === "reviews") rows = rows.filter((r) => r.status === "pending");
      return literalMatches(rows, (r) => columns.map((c) => r[c] as string | null), q).length;
    },
  })),
  {
    name: "/admin/users (q)",
    loader: usersLoader,
    path: "/admin/users",
    cookie: () => admin.cookie,
    read: (d) => ({ total: Number(d.total), shown: texts(d.users, ["name", "email"]) }),
    async expected(q) {
      const rows = await getDb().selectFrom("users").select(["name", "email"]).execute();
      return literalMatches(rows, (r) => [r.name, r.email], q).length;
    },
  },
  ...(
    [
      ["/billing/old-complaint", oldBillsLoader, {}],
      ["/billing/history", historyLoader, {}],
      ["/billing/old-pending", pendingLoader, { status: "all" }],
    ] as const
  ).map(([path, loader, params]): SearchCase => ({
    name: `${path} (q)`,
    loader,
    path,
    params,
    cookie: () => staff.cookie,
    read: (d) => ({ total: Number(d.total), shown: texts(d.bills, ["customerName", "number"]) }),
    async expected(q) {
      const rows = await getDb()
        .selectFrom("complaints")
        .select(["customer_name", "complaint_number"])
        .execute();
      return literalMatches(rows, (r) => [r.customer_name, r.complaint_number], q).length;
    },
  })),
  {
    name: "/billing/godown (q)",
    loader: godownLoader,
    path: "/billing/godown",
    cookie: () => staff.cookie,
    read: (d) => ({ total: Number(d.total), shown: texts(d.items, ["itemName", "category"]) }),
    async expected(q) {
      const rows = await getDb()
        .selectFrom("godown_items")
        .select(["item_name", "category"])
        .execute();
      return literalMatches(rows, (r) => [r.item_name, r.category], q).length;
    },
  },
  {
    name: "/billing/transaction-history (q)",
    loader: transactionsLoader,
    path: "/billing/transaction-history",
    cookie: () => staff.cookie,
    read: (d) => ({
      total: (d.totals as { count: number }).count,
      shown: texts(d.transactions, ["description", "category", "createdByName"]),
    }),
    async expected(q) {
      const rows = await getDb()
        .selectFrom("transactions as t")
        .leftJoin("users as u", "u.id", "t.created_by")
        .select(["t.description", "t.category", "u.name"])
        .execute();
      return literalMatches(rows, (r) => [r.description, r.category, r.name], q).length;
    },
  },
];

/** The data rows of a CSV export (the header and the byte-order mark left out). */
async function csvRowCount(params: Record<string, string>): Promise<number> {
  let text = "";
  const result = await callRoute(
    async (args: Parameters<typeof csvLoader>[0]) => {
      const response = csvLoader(args);
      text = await response.clone().text();
      return response;
    },
    getRequest(`/billing/transaction-history/export${query(params)}`, { cookie: staff.cookie }),
  );
  expect(result.status).toBe(200);
  // Every row starts with its date, "YYYY-MM-DD HH:mm:ss" (the descriptions hold no line breaks).
  return text.split("\r\n").filter((line) => /^\d{4}-\d{2}-\d{2} /.test(line)).length;
}

describe("searches take the text literally", () => {
  it("finds the seeded rows that hold each special text, and only those", async () => {
    // The seed is there: a plain search finds its rows.
    const bills = await list(
      oldBillsLoader,
      "/billing/old-complaint",
      { q: "Cotton" },
      staff.cookie,
    );
    expect((bills.bills as Row[]).map((b) => b.customerName)).toEqual(["100% Cotton Prints"]);
    const quoted = await list(
      oldBillsLoader,
      "/billing/old-complaint",
      { q: "' OR '1'='1" },
      staff.cookie,
    );
    expect((quoted.bills as Row[]).map((b) => b.customerName)).toEqual([
      "Quote ' OR '1'='1 Agencies",
    ]);
    const percent = await list(godownLoader, "/billing/godown", { q: "%" }, staff.cookie);
    expect((percent.items as Row[]).map((i) => i.itemName)).toEqual(["100% Cotton Prints ream"]);
    const underscore = await list(usersLoader, "/admin/users", { q: "_" }, admin.cookie);
    expect((underscore.users as Row[]).map((u) => u.name)).toEqual(["Snake_case Traders User"]);
    const backslash = await list(historyLoader, "/billing/history", { q: "\\" }, staff.cookie);
    expect((backslash.bills as Row[]).map((b) => b.customerName)).toEqual(["Back\\slash Stores"]);
  });

  for (const c of SEARCHES) {
    it(`${c.name}: every payload gives 200 and exactly the rows containing it literally`, async () => {
      for (const payload of INJECTIONS) {
        const data = await list(c.loader, c.path, { ...c.params, q: payload }, c.cookie());
        const { total, shown } = c.read(data);
        const label = `${c.name} q=${JSON.stringify(payload.slice(0, 40))}`;
        expect(total, label).toBe(await c.expected(payload));
        const needle = searched(payload).toLowerCase();
        for (const row of shown) {
          expect(
            row.some((t) => t.toLowerCase().includes(needle)),
            `${label}: ${row.join(" | ")}`,
          ).toBe(true);
        }
      }
    });
  }

  it("/billing/transaction-history/export (q): the CSV holds exactly the matching rows", async () => {
    const all = await csvRowCount({});
    expect(all).toBeGreaterThan(LITERAL_NAMES.length);
    for (const payload of INJECTIONS) {
      const expected = await SEARCHES.find(
        (s) => s.path === "/billing/transaction-history",
      )!.expected(payload);
      expect(await csvRowCount({ q: payload }), JSON.stringify(payload.slice(0, 40))).toBe(
        expected,
      );
    }
  });

  it("a text that no row holds finds nothing, even when it looks like SQL", async () => {
    for (const payload of [
      "' OR 'a'='a",
      "1' OR 1=1 --",
      "' UNION SELECT id, name FROM users --",
    ]) {
      for (const c of SEARCHES) {
        const data = await list(c.loader, c.path, { ...c.params, q: payload }, c.cookie());
        expect(c.read(data).total, `${c.name} ${payload}`).toBe(0);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The other parameters: filters, tabs, pages, dates, ids

type ListCase = {
  name: string;
  loader: Loader;
  path: string;
  params?: Record<string, string>;
  cookie: () => string;
  total: (data: Record<string, unknown>) => number;
  /** Parameters that a bad value must leave as if they were not given. */
  ignored: string[];
  /** Page parameter (its number must stay within 1..pageCount). */
  page?: boolean;
  dates?: string[];
};

const total = (d: Record<string, unknown>) => Number(d.total);

const LISTS: ListCase[] = [
  {
    name: "/gallery",
    loader: galleryLoader,
    path: "/gallery",
    cookie: () => "",
    total: (d) => (d.gallery as { items: unknown[] }).items.length,
    ignored: ["category", "show"],
  },
  {
    name: "/limrakart",
    loader: storefrontLoader,
    path: "/limrakart",
    cookie: () => customer.cookie,
    total,
    ignored: ["cart"],
    page: true,
  },
  {
    name: "/limrakart/admin orders",
    loader: shopAdminLoader,
    path: "/limrakart/admin",
    params: { tab: "orders" },
    cookie: () => admin.cookie,
    total: (d) => (d.orders as { total: number }).total,
    ignored: ["status", "order"],
    page: true,
  },
  {
    name: "/limrakart/admin products",
    loader: shopAdminLoader,
    path: "/limrakart/admin",
    cookie: () => admin.cookie,
    total: (d) => (d.products as unknown[]).length,
    ignored: ["tab", "edit"],
  },
  ...(["orders", "contacts", "feedback", "reviews"] as const).map((kind): ListCase => ({
    name: `/admin/inbox ${kind}`,
    loader: inboxLoader,
    path: "/admin/inbox",
    params: { tab: kind },
    cookie: () => admin.cookie,
    total,
    ignored: ["filter"],
    page: true,
  })),
  {
    name: "/admin/inbox (tab)",
    loader: inboxLoader,
    path: "/admin/inbox",
    cookie: () => admin.cookie,
    total,
    ignored: ["tab"],
  },
  {
    name: "/admin/users",
    loader: usersLoader,
    path: "/admin/users",
    cookie: () => admin.cookie,
    total,
    ignored: ["filter"],
    page: true,
  },
  {
    name: "/admin/audit",
    loader: auditLoader,
    path: "/admin/audit",
    cookie: () => admin.cookie,
    total,
    ignored: [],
    page: true,
    dates: ["from", "to"],
  },
  ...(["services", "products", "gallery"] as const).map((tab): ListCase => ({
    name: `/admin ${tab}`,
    loader: catalogLoader,
    path: "/admin",
    params: { tab },
    cookie: () => admin.cookie,
    total: (d) => (d[tab] as unknown[]).length,
    ignored: ["edit"],
  })),
  {
    name: "/admin (tab)",
    loader: catalogLoader,
    path: "/admin",
    cookie: () => admin.cookie,
    total: (d) => (d.services as unknown[]).length,
    ignored: ["tab"],
  },
  {
    name: "/billing/old-complaint",
    loader: oldBillsLoader,
    path: "/billing/old-complaint",
    cookie: () => staff.cookie,
    total,
    ignored: [],
    page: true,
  },
  {
    name: "/billing/history",
    loader: historyLoader,
    path: "/billing/history",
    cookie: () => staff.cookie,
    total,
    ignored: ["status"],
    page: true,
  },
  {
    name: "/billing/old-pending",
    loader: pendingLoader,
    path: "/billing/old-pending",
    cookie: () => staff.cookie,
    total,
    ignored: ["status"],
    page: true,
    dates: ["from", "to"],
  },
  ...(["income", "expense"] as const).map((tab): ListCase => ({
    name: `/billing/income-expenses ${tab}`,
    loader: ledgerLoader,
    path: "/billing/income-expenses",
    params: { tab },
    cookie: () => staff.cookie,
    total,
    ignored: ["add"],
    page: true,
    dates: ["from", "to"],
  })),
  {
    name: "/billing/income-expenses (tab)",
    loader: ledgerLoader,
    path: "/billing/income-expenses",
    cookie: () => staff.cookie,
    total,
    ignored: ["tab"],
  },
  {
    name: "/billing/transaction-history",
    loader: transactionsLoader,
    path: "/billing/transaction-history",
    cookie: () => staff.cookie,
    total: (d) => (d.totals as { count: number }).count,
    ignored: ["date", "account", "view"],
    page: true,
  },
  {
    name: "/billing/godown",
    loader: godownLoader,
    path: "/billing/godown",
    cookie: () => staff.cookie,
    total,
    ignored: ["edit"],
    page: true,
  },
  {
    name: "/billing/notifications",
    loader: notificationsLoader,
    path: "/billing/notifications",
    cookie: () => staff.cookie,
    total,
    ignored: [],
    page: true,
  },
];

describe("filters, tabs, pages and dates ignore what they do not know", () => {
  for (const c of LISTS) {
    const what = [...c.ignored, ...(c.page ? ["page"] : []), ...(c.dates ?? [])].join(", ");
    it(`${c.name} (${what}): bad values answer 200 with the unfiltered rows`, async () => {
      const baseline = c.total(await list(c.loader, c.path, { ...c.params }, c.cookie()));
      expect(baseline, `${c.name} has rows`).toBeGreaterThan(0);
      for (const param of c.ignored) {
        for (const payload of INJECTIONS) {
          const data = await list(c.loader, c.path, { ...c.params, [param]: payload }, c.cookie());
          expect(c.total(data), `${c.name} ${param}=${JSON.stringify(payload.slice(0, 40))}`).toBe(
            baseline,
          );
        }
      }
      for (const param of c.dates ?? []) {
        for (const payload of BAD_DATES) {
          const data = await list(c.loader, c.path, { ...c.params, [param]: payload }, c.cookie());
          expect(c.total(data), `${c.name} ${param}=${payload.slice(0, 40)}`).toBe(baseline);
          // The page shows the filter as not set, not the text that was sent.
          expect(data[param], `${c.name} ${param} shown`).toSatisfy(
            (v: unknown) => v === undefined || v === "" || v === payload,
          );
        }
      }
      if (c.page) {
        for (const payload of BAD_PAGES) {
          const data = await list(c.loader, c.path, { ...c.params, page: payload }, c.cookie());
          const label = `${c.name} page=${payload}`;
          expect(c.total(data), label).toBe(baseline);
          const page = Number(data.page ?? (data.orders as { page?: number } | undefined)?.page);
          const pageCount = Number(
            data.pageCount ?? (data.orders as { pageCount?: number } | undefined)?.pageCount,
          );
          expect(Number.isInteger(page) && page >= 1 && page <= pageCount, label).toBe(true);
        }
      }
    });
  }

  it("/limrakart (category): an unknown category shows no products, a quoted one too", async () => {
    for (const payload of INJECTIONS) {
      const data = await list(storefrontLoader, "/limrakart", { category: payload }, "");
      expect(data.total, payload.slice(0, 40)).toBe(0);
    }
  });

  it("/billing/old-pending (status): anything but 'all' is the pending bills", async () => {
    const pending = Number(
      (await list(pendingLoader, "/billing/old-pending", {}, staff.cookie)).total,
    );
    for (const payload of INJECTIONS) {
      const data = await list(
        pendingLoader,
        "/billing/old-pending",
        { status: payload },
        staff.cookie,
      );
      expect(data.total).toBe(pending);
      expect(data.status).toBe("pending");
    }
  });
});

describe("ids in the URL are looked up as values", () => {
  it("a bill, order, inbox item, godown item or transaction id made of SQL is simply not found", async () => {
    for (const payload of INJECTIONS) {
      const label = JSON.stringify(payload.slice(0, 40));
      for (const [loader, path] of [
        [previewLoader, "/billing/complaint-preview"],
        [pdfLoader, "/billing/complaint-preview/pdf"],
        [billFormLoader, "/billing/new-complaint"],
      ] as const) {
        const result = await load(loader, path, { id: payload }, staff.cookie);
        expect(result.status, `${path} id=${label}`).toBe(404);
      }
      for (const kind of ["orders", "contacts", "feedback", "reviews"]) {
        const result = await load(inboxItemLoader, `/admin/inbox/${kind}/x`, {}, admin.cookie, {
          kind,
          id: payload,
        });
        expect(result.status, `inbox ${kind} id=${label}`).toBe(404);
      }
      const order = await load(orderDetailLoader, "/limrakart/orders/x", {}, customer.cookie, {
        orderNumber: payload,
      });
      expect(order.status, `order ${label}`).toBe(404);

      const godown = await list(godownLoader, "/billing/godown", { edit: payload }, staff.cookie);
      expect(godown.dialog, `godown edit=${label}`).toBeNull();
      const viewed = await list(
        transactionsLoader,
        "/billing/transaction-history",
        { view: payload },
        staff.cookie,
      );
      expect((viewed.view as { transaction: unknown }).transaction, `view=${label}`).toBeNull();
      const shop = await list(
        shopAdminLoader,
        "/limrakart/admin",
        { tab: "orders", order: payload },
        admin.cookie,
      );
      expect(shop.detail, `order=${label}`).toBeNull();
    }
  });
});

describe("the database afterwards", () => {
  it("still has every table, each with the rows it had before the payloads", async () => {
    const after = await tableCounts();
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(after).toEqual(before);
    // The tables the payloads name are readable, and the passwords stayed where they were.
    for (const table of ["complaints", "accounts", "users"] as const) {
      expect(after[table], table).toBeGreaterThan(0);
    }
  });
});

describe("a NUL byte typed into a form", () => {
  it("is saved as U+FFFD and found again, not answered with a 500", async () => {
    const result = await callRoute(
      godownAction,
      postRequest(
        "/billing/godown",
        { intent: "add", itemName: "Nul\u0000Ream", category: "Paper", quantity: "9" },
        { cookie: staff.cookie },
      ),
    );
    expect(result.status).toBe(302);
    const row = await getDb()
      .selectFrom("godown_items")
      .select("item_name")
      .where("item_name", "=", "Nul\uFFFDReam")
      .executeTakeFirstOrThrow();
    expect(row.item_name).toBe("Nul\uFFFDReam");
    const found = await list(godownLoader, "/billing/godown", { q: "Ream" }, staff.cookie);
    expect((found.items as Row[]).map((i) => i.itemName)).toContain(row.item_name);
  });
});
