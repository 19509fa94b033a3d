import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { action as logoutAction } from "~/account/routes/logout";
import {
  action as preferencesAction,
  loader as preferencesLoader,
} from "~/account/routes/preferences";
import { preferencesMiddleware, readPreferences } from "~/platform/preferences.server";
import { getToast, readToast, redirectWithToast, toastMiddleware } from "~/platform/toast.server";
import { loader as rootLoader } from "~/root";
import { loader as notFoundLoader } from "~/site/routes/not-found";
import { currentUserContext, sessionMiddleware } from "~/platform/auth/guards.server";
import { getDb } from "~/platform/db/db.server";
import { createTestUser, requestAs } from "../factories";

const base = "http://localhost:3000";

/** The context of a request from a visitor (the session middleware found nobody). */
function visitorContext() {
  const context = new RouterContextProvider();
  context.set(currentUserContext, null);
  return context;
}

function cookieHeaderFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function runMiddleware(
  request: Request,
  next: () => Promise<Response> = async () => new Response("ok"),
) {
  const context = new RouterContextProvider();
  const args = { request, context, params: {}, unstable_pattern: "" } as never;
  // The root route's middleware, in its order: preferences, toast, session.
  const response = (await preferencesMiddleware(
    args,
    async () =>
      (await toastMiddleware(args, async () => {
        await sessionMiddleware(args, next as never);
        return next();
      })) as Response,
  )) as Response;
  return { context, response };
}

describe("flash toasts", () => {
  it("carry a toast across a redirect, then clear it", async () => {
    const redirect = await redirectWithToast("/next", {
      title: "Bill BILL0001 created successfully!",
      variant: "default",
    });
    expect(redirect.status).toBe(302);
    const cookie = cookieHeaderFrom(redirect);
    expect(redirect.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);

    const { context, response } = await runMiddleware(
      new Request(`${base}/next`, { headers: { Cookie: cookie } }),
    );
    expect(getToast(context)).toMatchObject({ title: "Bill BILL0001 created successfully!" });
    expect(response.headers.getSetCookie().join()).toMatch(/limra_toast=;.*Max-Age=0/i);
  });

  it("does not clear a toast the same response sets", async () => {
    const first = cookieHeaderFrom(await redirectWithToast("/a", { title: "Old" }));
    const { response } = await runMiddleware(
      new Request(`${base}/a`, { method: "POST", headers: { Cookie: first } }),
      () => redirectWithToast("/b", { title: "New", variant: "destructive" }),
    );
    const setCookies = response.headers.getSetCookie();
    expect(setCookies).toHaveLength(1);
    const next = await readToast(
      new Request(`${base}/b`, { headers: { Cookie: setCookies[0]!.split(";")[0]! } }),
    );
    expect(next).toMatchObject({ title: "New", variant: "destructive" });
  });

  it("ignores a tampered toast cookie", async () => {
    const cookie = cookieHeaderFrom(await redirectWithToast("/x", { title: "Real" }));
    const [name, value] = cookie.split("=");
    const decoded = Buffer.from(decodeURIComponent(value!.split(".")[0]!), "base64").toString();
    const forged = Buffer.from(decoded.replace("Real", "Fake")).toString("base64");
    const tampered = `${name}=${encodeURIComponent(`${forged}.${value!.split(".")[1]}`)}`;
    expect(await readToast(new Request(base, { headers: { Cookie: tampered } }))).toBeNull();
  });
});

describe("root loader", () => {
  it("gives a visitor no user, English and the light theme by default", async () => {
    const { context } = await runMiddleware(new Request(`${base}/`));
    const data = await rootLoader({
      request: new Request(`${base}/`),
      context,
      params: {},
    } as never);
    expect(data).toMatchObject({ user: null, locale: "en", theme: "light", toast: null });
    expect(data.business.name).toBe("Limra Graphics");
  });

  it("gives a staff user billing access, and a customer none", async () => {
    for (const [role, access] of [
      ["staff", true],
      ["admin", true],
      ["customer", false],
    ] as const) {
      const user = await createTestUser({ role, name: `The ${role}` });
      const request = await requestAs(user.id);
      const { context } = await runMiddleware(request);
      const data = await rootLoader({ request, context, params: {} } as never);
      expect(data.user).toEqual({
        name: `The ${role}`,
        email: user.email,
        role,
        billingAccess: access,
      });
    }
  });
});

describe("POST /preferences", () => {
  it("stores language and theme in cookies and goes back to the page", async () => {
    const form = new URLSearchParams({ locale: "ta", theme: "dark", redirectTo: "/about?x=1" });
    const response = (await preferencesAction({
      request: new Request(`${base}/preferences`, { method: "POST", body: form }),
      params: {},
      context: visitorContext(),
    } as never)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/about?x=1");
    const prefs = await readPreferences(
      new Request(base, { headers: { Cookie: cookieHeaderFrom(response) } }),
    );
    expect(prefs).toEqual({ locale: "ta", theme: "dark" });
  });

  it("refuses unknown values with a 400 and never redirects off the site", async () => {
    const bad = (await preferencesAction({
      request: new Request(`${base}/preferences`, {
        method: "POST",
        body: new URLSearchParams({ theme: "neon" }),
      }),
      params: {},
      context: visitorContext(),
    } as never)) as Response;
    expect(bad.status).toBe(400);
    const offsite = (await preferencesAction({
      request: new Request(`${base}/preferences`, {
        method: "POST",
        body: new URLSearchParams({ theme: "dark", redirectTo: "https://evil.example/" }),
      }),
      params: {},
      context: visitorContext(),
    } as never)) as Response;
    expect(offsite.headers.get("Location")).toBe("/");
  });

  it("never changes anything on GET", () => {
    const response = preferencesLoader();
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe("not-found page", () => {
  it("answers 404 and logs the bad path", async () => {
    vi.stubEnv("LOG_LEVEL", "warn");
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      const request = new Request(`${base}/no/such/page?q=1`);
      const { context } = await runMiddleware(request);
      const result = (await notFoundLoader({
        request,
        params: {},
        context,
      } as never)) as { init: ResponseInit | null; data: { title: string; back: string | null } };
      expect(result.init?.status).toBe(404);
      expect(result.data.title).toBe("Page not found — Limra Graphics");
      expect(stderr.mock.calls.map((c) => String(c[0])).join("")).toContain(
        '"path":"/no/such/page"',
      );
    } finally {
      stderr.mockRestore();
    }
  });

  it("offers Go Back to a page of this site only", async () => {
    const load = async (referer: string) => {
      const request = new Request(`${base}/missing`, { headers: { Referer: referer } });
      const { context } = await runMiddleware(request);
      return (await notFoundLoader({ request, params: {}, context } as never)) as unknown as {
        data: { back: string | null };
      };
    };
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      expect((await load(`${base}/services?x=1`)).data.back).toBe("/services?x=1");
      expect((await load("https://elsewhere.example/page")).data.back).toBeNull();
    } finally {
      stderr.mockRestore();
    }
  });
});

describe("POST /logout", () => {
  it("ends the session in the database and clears the cookie", async () => {
    const user = await createTestUser();
    const request = await requestAs(user.id, `${base}/logout`, {
      method: "POST",
      body: new URLSearchParams(),
    });
    const before = await getDb()
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", user.id)
      .execute();
    expect(before).toHaveLength(1);
    const response = (await logoutAction({
      request,
      params: {},
      context: visitorContext(),
    } as never)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.getSetCookie().join()).toMatch(/limra\.session_token=;/);
    const after = await getDb()
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", user.id)
      .execute();
    expect(after).toEqual([]);
  });

  it("is harmless for a visitor", async () => {
    const response = (await logoutAction({
      request: new Request(`${base}/logout`, { method: "POST", body: new URLSearchParams() }),
      params: {},
      context: visitorContext(),
    } as never)) as Response;
    expect(response.status).toBe(302);
  });
});
