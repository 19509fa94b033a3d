import { describe, expect, it } from "vitest";
import {
  appFactories,
  createUser,
  fetchPage,
  sessionCookieFor,
  type SessionCookie,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * Cache-Control on the production server: everything a signed-in user gets — pages, the `.data`
 * answers of client-side navigation, bill PDFs, CSV exports, error answers — and every response
 * that sets or clears a cookie (sign-in, sign-out, a preference) is `private, no-store`; the
 * anonymous public pages keep the caching they had (none), and robots.txt its hour.
 */

const { app } = await openApp({ browser: false });

const PRIVATE = "private, no-store";

async function cacheControlOf(path: string, init: Parameters<typeof fetchPage>[1] = {}) {
  const res = await fetchPage(`${app.baseUrl}${path}`, init);
  return { status: res.status, cacheControl: res.headers.get("cache-control"), res };
}

async function signedInAs(role: "customer" | "staff" | "admin") {
  const user = await createUser(role);
  const session: SessionCookie = await sessionCookieFor(user.id);
  return { user, cookie: `${session.name}=${session.value}` };
}

/** A bill written through the app's own module, on the app's database. */
async function makeBill(staffId: string) {
  const { createBill } = await appFactories();
  const created = await createBill(staffId, {
    customerName: "Cache Test Traders",
    customerPhone: "9876500042",
    customerAddress: "",
    particulars: "Visiting cards, 500 nos",
    amount: "100",
    discount: "",
    advance: "",
    received: "",
  });
  const { getDb } = await import("../../app/platform/db/db.server");
  const { customer_id: customerId } = await getDb()
    .selectFrom("complaints")
    .select("customer_id")
    .where("id", "=", created.id)
    .executeTakeFirstOrThrow();
  return { ...created, customerId };
}

describe("Cache-Control", () => {
  it("a signed-in customer's pages and .data answers are private, no-store", async () => {
    const { cookie } = await signedInAs("customer");
    const paths = [
      "/settings",
      "/settings.data",
      "/settings/data",
      "/limrakart/orders",
      "/limrakart/orders.data",
      "/",
      "/_.data",
      "/limrakart",
      "/limrakart.data",
      "/about",
      "/no-such-page",
    ];
    const seen = [];
    for (const path of paths) {
      const { status, cacheControl } = await cacheControlOf(path, { cookie });
      seen.push(`${path} ${status} ${cacheControl}`);
    }
    expect(seen).toEqual(paths.map((p) => `${p} ${p === "/no-such-page" ? 404 : 200} ${PRIVATE}`));
  });

  it("a staff member's billing pages, .data, bill PDF and CSV export are private, no-store", async () => {
    const { user, cookie } = await signedInAs("staff");
    const bill = await makeBill(user.id);
    const paths = [
      "/billing/home",
      "/billing/home.data",
      "/billing/history",
      "/billing/history.data",
      `/billing/complaint-preview?id=${bill.id}`,
      `/billing/complaint-preview.data?id=${bill.id}`,
      `/billing/complaint-preview/pdf?id=${bill.id}`,
      "/billing/complaint-preview/pdf?id=no-such-bill",
      "/billing/transaction-history/export",
      "/billing/day-book",
      "/billing/day-book/export",
      "/billing/day-book/print",
      "/billing/customers",
      "/billing/reminders",
      `/billing/customers/${bill.customerId}/statement`,
      `/billing/customers/${bill.customerId}/statement/pdf`,
      "/billing/sales-report",
      "/billing/sales-report.data",
      "/billing/sales-report/export",
      "/billing/import-export/template/complaints",
      "/billing/godown/movements",
      "/billing/godown/movements.data",
    ];
    const seen = [];
    for (const path of paths) {
      const { status, cacheControl, res } = await cacheControlOf(path, { cookie });
      seen.push(`${path} ${status} ${cacheControl}`);
      if (path.includes("/pdf?id=" + bill.id) || path.endsWith("/statement/pdf")) {
        expect(res.headers.get("content-type")).toContain("application/pdf");
      }
    }
    expect(seen).toEqual(
      paths.map((p) => `${p} ${p.includes("no-such-bill") ? 404 : 200} ${PRIVATE}`),
    );
  });

  it("an admin's pages and the design-file and artwork downloads are private, no-store", async () => {
    const { cookie } = await signedInAs("admin");
    for (const path of [
      "/admin",
      "/admin.data",
      "/admin/users",
      "/admin/settings",
      "/admin/reminders",
      "/admin/audit",
      "/admin/backup",
      "/admin/files/no-such-file",
      "/limrakart/admin/artwork/no-such-line",
    ]) {
      const { cacheControl } = await cacheControlOf(path, { cookie });
      expect(cacheControl, path).toBe(PRIVATE);
    }
  });

  it("signing in, signing out and a preference change are not stored", async () => {
    const user = await createUser("customer");
    const origin = { Origin: app.baseUrl, "Content-Type": "application/x-www-form-urlencoded" };
    const signIn = await cacheControlOf("/auth", {
      method: "POST",
      headers: origin,
      body: new URLSearchParams({ intent: "signin", email: user.email, password: user.password }),
    });
    expect(signIn.status).toBe(302);
    const cookies = signIn.res.headers.getSetCookie();
    expect(cookies.some((c) => c.includes("session_token="))).toBe(true);
    expect(signIn.cacheControl).toBe(PRIVATE);

    const session = cookies.find((c) => c.includes("session_token="))!.split(";")[0]!;
    const signOut = await cacheControlOf("/logout", {
      method: "POST",
      cookie: session,
      headers: origin,
      body: new URLSearchParams({}),
    });
    expect(signOut.status).toBe(302);
    expect(signOut.cacheControl).toBe(PRIVATE);

    const preference = await cacheControlOf("/preferences", {
      method: "POST",
      headers: origin,
      body: new URLSearchParams({ locale: "ta", redirectTo: "/" }),
    });
    expect(preference.status).toBe(302);
    expect(preference.cacheControl).toBe(PRIVATE);
    // A language chosen by URL stores a cookie too.
    expect((await cacheControlOf("/limrakart?lang=ta")).cacheControl).toBe(PRIVATE);
  });

  it("the manifest and the service worker keep their own caching, signed in or not", async () => {
    const { cookie } = await signedInAs("staff");
    for (const who of [undefined, cookie]) {
      const worker = await cacheControlOf("/sw.js", { cookie: who });
      expect(worker.status).toBe(200);
      expect(worker.cacheControl).toBe("no-cache");
      expect(worker.res.headers.get("service-worker-allowed")).toBe("/");
      expect(worker.res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(worker.res.headers.getSetCookie()).toEqual([]);
      const manifest = await cacheControlOf("/manifest.webmanifest", { cookie: who });
      expect(manifest.status).toBe(200);
      expect(manifest.cacheControl).toBe("public, max-age=3600");
      expect(manifest.res.headers.get("content-type")).toBe(
        "application/manifest+json; charset=utf-8",
      );
    }
    // The exemption is for those two files only: the same staff member's page stays private.
    expect((await cacheControlOf("/billing/home", { cookie })).cacheControl).toBe(PRIVATE);
  });

  it("anonymous public pages keep their caching", async () => {
    for (const path of [
      "/",
      "/_.data",
      "/limrakart",
      "/limrakart.data",
      "/about",
      "/limra-foods",
    ]) {
      const { status, cacheControl, res } = await cacheControlOf(path);
      expect(status, path).toBe(200);
      expect(res.headers.getSetCookie(), path).toEqual([]);
      expect(cacheControl, path).toBeNull();
    }
    expect((await cacheControlOf("/robots.txt")).cacheControl).toBe("public, max-age=3600");
  });
});
