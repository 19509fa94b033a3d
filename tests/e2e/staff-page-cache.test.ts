import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appFactories,
  appDatabase,
  createUser,
  sessionCookieFor,
  startApp,
  type RunningApp,
  type SessionCookie,
} from "./harness";

/**
 * The staff's bill lists from memory (docs/decisions/053), on the production server: a page is
 * kept per session and served again while no data changed, each copy with its own nonce; it is
 * never served to another session, to a session that ended or lost its role, nor after a write —
 * by the server itself (a bill deleted from the list) or by another connection (this test's).
 */

let app: RunningApp;
let staffId: string;
let staff: SessionCookie;

beforeAll(async () => {
  app = await startApp();
  const user = await createUser("staff", { name: "Cache Staff One" });
  staffId = user.id;
  staff = await sessionCookieFor(user.id);
});
afterAll(async () => {
  await app?.stop();
});

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
const html = (r: Raw) =>
  (r.headers["content-encoding"] === "gzip" ? gunzipSync(r.body) : r.body).toString("utf8");
const nonceOf = (r: Raw) =>
  /'nonce-([^']+)'/.exec(String(r.headers["content-security-policy"]))![1]!;

async function addBill(name: string): Promise<{ id: string; number: string }> {
  const { createBill } = await appFactories();
  const created = await createBill(staffId, {
    customerName: name,
    customerPhone: "9876543210",
    customerAddress: "Tirunelveli",
    particulars: "Visiting cards, 100 nos",
    amount: "250",
    discount: "",
    advance: "",
    received: "",
  });
  return { id: created.id, number: created.number };
}

describe("the staff bill lists' cache", () => {
  it("serves a session its own page again, with a new nonce, until the data changes", async () => {
    const first = await addBill("Cache Customer Alpha");
    const a = await get("/billing/old-complaint", staff.header);
    expect(a.status).toBe(200);
    expect(a.headers["x-page-cache"]).toBe("miss");
    const b = await get("/billing/old-complaint", staff.header);
    expect(b.headers["x-page-cache"]).toBe("hit");
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
    expect((await get("/billing/old-complaint", staff.header)).headers["x-page-cache"]).toBe("hit");
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
    expect((await get("/billing/old-pending", staff.header)).headers["x-page-cache"]).toBe("hit");
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
    expect((await get("/billing/old-complaint", cookie.header)).headers["x-page-cache"]).toBe(
      "hit",
    );

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
    expect((await get("/billing/old-complaint", cookie.header)).headers["x-page-cache"]).toBe(
      "hit",
    );
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
    const notListed = await get("/billing/history", staff.header);
    expect(notListed.status).toBe(200);
    expect(notListed.headers["x-page-cache"]).toBeUndefined();
    const data = await get("/billing/old-complaint.data", staff.header);
    expect(data.headers["x-page-cache"]).toBeUndefined();
  });
});
