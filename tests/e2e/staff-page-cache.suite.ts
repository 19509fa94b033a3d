import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { createPgDatabase, sleep, waitFor } from "./cluster";
import {
  appDatabase,
  createUser,
  sessionCookieFor,
  type RunningApp,
  type SessionCookie,
} from "./harness";
import { openAppForSuite } from "../helpers/e2e-app";

/**
 * The staff's pages from memory (docs/decisions/053 and 087), on the production server: a page is
 * kept per session and served again while no data changed, each copy with its own nonce; it is
 * never served to another session, to a session that ended or lost its role, nor after a write —
 * by the server itself (a bill deleted from the list, an expense added through the form) or by
 * another connection (this test's, as a script or a second server would). Run on SQLite
 * (staff-page-cache.test.ts) and PostgreSQL (staff-page-cache-postgres.test.ts): each file is its
 * own process, as the test process's database handle is one per process.
 */

let app: RunningApp;
let staffId: string;
let staff: SessionCookie;
/** The PostgreSQL database's URL (the PostgreSQL suite only). */
let databaseUrl: () => string;

/** The suite, on the app's own SQLite file or on a new PostgreSQL database named after `pg`. */
export function staffPageCacheSuite(label: string, pgLabel?: string) {
  const opened = openAppForSuite({ browser: false, ...(pgLabel ? { pg: pgLabel } : {}) });
  app = opened.app;
  databaseUrl = () => opened.databaseUrl!;
  beforeAll(async () => {
    const user = await createUser("staff", { name: "Cache Staff One" });
    staffId = user.id;
    staff = await sessionCookieFor(user.id);
  });

  describe(`the staff pages' cache (${label})`, staffCacheTests);
  if (pgLabel) describe(`the staff pages' version is this database's (${label})`, pgVersionTests);
}

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function send(
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${app.baseUrl}${path}`, {
      method: opts.method ?? "GET",
      headers: { "Accept-Encoding": "gzip", ...opts.headers },
    });
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    if (opts.body) req.write(opts.body);
    req.end();
  });
}

const get = (path: string, cookie: string) => send(path, { headers: { Cookie: cookie } });

/**
 * Asks until the page comes from the cache (a write the app makes itself on a view, such as the
 * sales report's re-summed days, may take another ask); a page never kept fails. A miss is never
 * retried.
 */
async function askUntilHit(path: string, cookie: string, tries = 10): Promise<Raw> {
  for (let i = 0; i < tries; i++) {
    const r = await get(path, cookie);
    if (r.headers["x-page-cache"] === "hit") return r;
  }
  throw new Error(`${path} never came from the cache in ${tries} asks`);
}
const html = (r: Raw) =>
  (r.headers["content-encoding"] === "gzip" ? gunzipSync(r.body) : r.body).toString("utf8");
const nonceOf = (r: Raw) =>
  /'nonce-([^']+)'/.exec(String(r.headers["content-security-policy"]))![1]!;

async function addBill(
  name: string,
  phone = "9876543210",
): Promise<{ id: string; number: string }> {
  const { billSchema, createBill } = await import("../../app/billing/bills/bills.server");
  const created = await createBill(
    billSchema.parse({
      customerName: name,
      customerPhone: phone,
      customerAddress: "Tirunelveli",
      particulars: "Visiting cards, 100 nos",
      amount: "250",
      discount: "",
      advance: "",
      received: "",
    }),
    staffId,
  );
  if (!created.ok) throw new Error("the bill was refused");
  return { id: created.id, number: created.number };
}

function staffCacheTests() {
  it("serves a session its own page again, with a new nonce, until the data changes", async () => {
    const first = await addBill("Cache Customer Alpha");
    const a = await get("/billing/old-complaint", staff.header);
    expect(a.status).toBe(200);
    expect(a.headers["x-page-cache"]).toBe("miss");
    const b = await askUntilHit("/billing/old-complaint", staff.header);
    expect(b.headers["cache-control"]).toBe(a.headers["cache-control"]);
    const [pageA, pageB] = [html(a), html(b)];
    expect(pageB).toContain("Cache Customer Alpha");
    expect(pageB).toContain("Cache Staff One");
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    expect([...pageB.matchAll(/nonce="([^"]+)"/g)].every((m) => m[1] === nonceOf(b))).toBe(true);
    expect(pageB.split(nonceOf(b)).join("N")).toBe(pageA.split(nonceOf(a)).join("N"));

    // Another connection writes (here: the test's own, as a script or a second server would).
    await addBill("Cache Customer Beta");
    const c = await get("/billing/old-complaint", staff.header);
    expect(c.headers["x-page-cache"]).toBe("miss");
    expect(html(c)).toContain("Cache Customer Beta");

    // The server's own write: the bill deleted from the list is gone from the next page.
    await askUntilHit("/billing/old-complaint", staff.header);
    const deleted = await send("/billing/old-complaint", {
      method: "POST",
      headers: {
        Cookie: staff.header,
        Origin: app.baseUrl,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: "delete", id: first.id }).toString(),
    });
    expect(deleted.status).toBe(302);
    const d = await get("/billing/old-complaint", `${staff.header}`);
    expect(d.headers["x-page-cache"]).toBe("miss");
    expect(html(d)).not.toContain("Cache Customer Alpha");
  });

  it("keeps a page per session: another staff member never gets this one's copy", async () => {
    await get("/billing/old-pending", staff.header);
    await askUntilHit("/billing/old-pending", staff.header);
    const other = await createUser("staff", { name: "Cache Staff Two" });
    const otherCookie = (await sessionCookieFor(other.id)).header;
    const theirs = await get("/billing/old-pending", otherCookie);
    expect(theirs.headers["x-page-cache"]).toBe("miss");
    expect(html(theirs)).toContain("Cache Staff Two");
    expect(html(theirs)).not.toContain("Cache Staff One");
  });

  it("checks the session every time: an ended session or a role taken away gets no copy", async () => {
    const user = await createUser("staff");
    const cookie = await sessionCookieFor(user.id);
    await get("/billing/old-complaint", cookie.header);
    await askUntilHit("/billing/old-complaint", cookie.header);

    const db = await appDatabase();
    await db
      .updateTable("user_roles")
      .set({ role: "customer" })
      .where("user_id", "=", user.id)
      .execute();
    const demoted = await get("/billing/old-complaint", cookie.header);
    expect(demoted.headers["x-page-cache"]).toBeUndefined();
    expect(demoted.status).toBe(302);
    expect(demoted.headers.location).toBe("/");

    await db
      .updateTable("user_roles")
      .set({ role: "staff" })
      .where("user_id", "=", user.id)
      .execute();
    await get("/billing/old-complaint", cookie.header);
    await askUntilHit("/billing/old-complaint", cookie.header);
    await db.deleteFrom("sessions").where("user_id", "=", user.id).execute();
    const ended = await get("/billing/old-complaint", cookie.header);
    expect(ended.headers["x-page-cache"]).toBeUndefined();
    expect(ended.status).toBe(302);
    expect(String(ended.headers.location)).toMatch(/^\/auth\?redirectTo=/);
  });

  it("is not used for a visitor, a customer, another cookie (a toast) or a page not listed", async () => {
    expect((await send("/billing/old-complaint")).headers["x-page-cache"]).toBeUndefined();
    const customer = await sessionCookieFor((await createUser("customer")).id);
    const refused = await get("/billing/old-complaint", customer.header);
    expect(refused.headers["x-page-cache"]).toBeUndefined();
    expect(refused.status).toBe(302);
    const toast = await get("/billing/old-complaint", `${staff.header}; limra_toast=x`);
    expect(toast.headers["x-page-cache"]).toBeUndefined();
    expect(toast.status).toBe(200);
    const notListed = await get("/billing/new-complaint", staff.header);
    expect(notListed.status).toBe(200);
    expect(notListed.headers["x-page-cache"]).toBeUndefined();
    const data = await get("/billing/old-complaint.data", staff.header);
    expect(data.headers["x-page-cache"]).toBeUndefined();
  });

  it("keeps each listed page, and the next page after any write shows it", async () => {
    const bill = await addBill("Cache Customer Gamma", "9876500077");
    const db = await appDatabase();
    const { customer_id: customerId } = await db
      .selectFrom("complaints")
      .select("customer_id")
      .where("id", "=", bill.id)
      .executeTakeFirstOrThrow();
    const pages = [
      "/billing/customers",
      `/billing/customers/${customerId}`,
      `/billing/customers/${customerId}/statement`,
      "/billing/history",
      "/billing/day-book",
      "/billing/transaction-history",
      "/billing/income-expenses?tab=expense",
      "/billing/cash-book",
      "/billing/sales-report",
      "/billing/godown",
      "/billing/godown/movements",
      "/billing/home",
      "/billing/reminders",
      "/billing/notifications",
      "/limrakart/admin",
      "/billing/jobs",
      "/billing/jobs?stage=all&overdue=1",
    ];
    const everyPage = async (expected?: "hit" | "miss") => {
      const answers = new Map<string, string>();
      for (const path of pages) {
        const r = await get(path, staff.header);
        expect(r.status, path).toBe(200);
        if (expected) expect(r.headers["x-page-cache"], path).toBe(expected);
        answers.set(path, html(r));
      }
      return { answers };
    };
    /** Asks every page until it comes from the cache (see askUntilHit). */
    const settle = async () => {
      for (const path of pages) await askUntilHit(path, staff.header);
    };
    await everyPage("miss");
    await settle();

    // The server's own write: an expense added through the form.
    const added = await send("/billing/income-expenses", {
      method: "POST",
      headers: {
        Cookie: staff.header,
        Origin: app.baseUrl,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        intent: "add",
        type: "expense",
        category: "Repairs",
        description: "Cache shutter repair",
        amount: "4321.37",
        method: "cash",
      }).toString(),
    });
    expect(added.status).toBe(302);
    const { answers: afterExpense } = await everyPage("miss");
    for (const path of ["/billing/income-expenses?tab=expense", "/billing/day-book"])
      expect(afterExpense.get(path), path).toContain("Cache shutter repair");
    expect(afterExpense.get("/billing/cash-book")).toContain("4,321.37");
    await settle();

    // Another connection's write (a script, a second server): a payment on Gamma's bill.
    const { paymentSchema, recordPayment } =
      await import("../../app/billing/payments/index.server");
    const paid = await recordPayment(
      bill.id,
      paymentSchema.parse({ amount: "77.31", method: "cash" }),
      staffId,
    );
    if (!paid.ok) throw new Error(paid.reason);
    const { answers: afterPayment } = await everyPage("miss");
    for (const path of [
      `/billing/customers/${customerId}`,
      `/billing/customers/${customerId}/statement`,
      "/billing/day-book",
      "/billing/transaction-history",
    ])
      expect(afterPayment.get(path), path).toContain("77.31");
    expect(afterPayment.get("/billing/customers")).toContain("172.69"); // 250 − 77.31 owed
  });

  it("keeps the job board per query string; a job changed or added anywhere is on the next page", async () => {
    const { createStaffRequest } = await import("../../app/jobs/requests/staff-create.server");
    const request = (name: string, phone: string) =>
      createStaffRequest(
        {
          source: "walk_in",
          phone,
          name,
          email: null,
          locale: "en",
          service: "Visiting cards",
          quantity: "100",
          details: null,
        },
        staffId,
      );
    const first = await request("Board Cache Anbu", "9876500091");
    const board = "/billing/jobs";
    const mine = `/billing/jobs?assignee=${staffId}`;
    const nobody = "/billing/jobs?assignee=none";
    const kept = async (path: string) => {
      await get(path, staff.header);
      return html(await askUntilHit(path, staff.header));
    };
    // Each query string is its own copy: the job unassigned is on two of them, not on "mine".
    expect(await kept(board)).toContain(first.reference);
    expect(await kept(nobody)).toContain(first.reference);
    expect(await kept(mine)).not.toContain(first.reference);
    expect(await kept(board)).toContain(first.reference);

    // Another connection assigns it: the filtered copies are old.
    const db = await appDatabase();
    await db
      .updateTable("print_jobs")
      .set({ assignee_id: staffId })
      .where("id", "=", first.id)
      .execute();
    const assigned = await get(mine, staff.header);
    expect(assigned.headers["x-page-cache"]).toBe("miss");
    expect(html(assigned)).toContain(first.reference);
    const unassigned = await get(nobody, staff.header);
    expect(unassigned.headers["x-page-cache"]).toBe("miss");
    expect(html(unassigned)).not.toContain(first.reference);

    // A new request through the app's model: on the next board.
    const second = await request("Board Cache Bala", "9876500092");
    const after = await get(board, staff.header);
    expect(after.headers["x-page-cache"]).toBe("miss");
    expect(html(after)).toContain(second.reference);
  });

  it("serves a foreign cookie the same page, and renders without it", async () => {
    await get("/billing/history", staff.header);
    await askUntilHit("/billing/history", `${staff.header}; _ga=GA1.1.1.2`);
  });
}

/** A statement run on a connection of its own to `url` (a script, psql, another app). */
async function runElsewhere(url: string, text: string, values: unknown[] = []): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL (decision 097): the version is this database's record of its writers, so another
 * database's writes on the same cluster leave the pages hits, while a write by any connection
 * to this database, outside the app, makes the next page a miss with the new money. The staff
 * pages do not depend on the LISTEN connection (the public pages do: without it, no hits).
 */
function pgVersionTests() {
  it("stays a hit after writes in another database of the cluster", async () => {
    await addBill("Cache Customer Delta");
    await get("/billing/old-complaint", staff.header);
    await askUntilHit("/billing/old-complaint", staff.header);
    const other = await createPgDatabase("staffcache_other");
    try {
      await runElsewhere(other.url, "create table elsewhere (paise bigint)");
      for (let i = 0; i < 3; i++) {
        await runElsewhere(other.url, "insert into elsewhere values ($1)", [i]);
        const r = await get("/billing/old-complaint", staff.header);
        expect(r.headers["x-page-cache"]).toBe("hit");
      }
    } finally {
      await other.drop();
    }
  });

  it("is a miss with the new money after another connection's write to this database", async () => {
    // The customers' table: no trigger of the app's own writes anything else when it changes.
    const bill = await addBill("Cache Customer Epsilon", "9876500088");
    const db = await appDatabase();
    const { customer_id: customerId } = await db
      .selectFrom("complaints")
      .select("customer_id")
      .where("id", "=", bill.id)
      .executeTakeFirstOrThrow();
    await get("/billing/customers", staff.header);
    const before = await askUntilHit("/billing/customers", staff.header);
    expect(html(before)).not.toContain("₹43.21");
    const changed = await runElsewhere(
      databaseUrl(),
      "update customers set balance_paise = 4321 where id = $1",
      [customerId],
    );
    expect(changed).toBe(1);
    const after = await get("/billing/customers", staff.header);
    expect(after.headers["x-page-cache"]).toBe("miss");
    expect(html(after)).toContain("₹43.21");
  });

  it("without the LISTEN connection: no public page from memory, staff pages still kept", async () => {
    const home = async () => (await send("/")).headers["x-page-cache"];
    await waitFor("the home page from memory", async () => (await home()) === "hit");
    await get("/billing/history", staff.header);
    await askUntilHit("/billing/history", staff.header);
    const ended = await runElsewhere(
      databaseUrl(),
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query like 'LISTEN %'`,
    );
    expect(ended).toBe(1);
    await sleep(300); // the app notices the lost connection
    for (let i = 0; i < 3; i++) {
      expect(await home()).toBeUndefined();
      expect((await get("/billing/history", staff.header)).headers["x-page-cache"]).toBe("hit");
    }
    // Listening again after 5 s (it catches up on connecting), the home page is kept again.
    await waitFor("the home page from memory again", async () => (await home()) === "hit");
  });
}
