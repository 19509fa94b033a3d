import type { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { action as authAction, loader as authLoader } from "~/account/routes/auth";
import { action as logoutAction } from "~/account/routes/logout";
import { getCurrentUser } from "~/platform/auth/guards.server";
import { action as preferencesAction } from "~/account/routes/preferences";
import { action as cartAction } from "~/shop/cart/routes/cart";
import { createTestUser, signedIn } from "../factories";
import { callRoute, getRequest, postRequest, type RouteResult } from "./route-harness";

/**
 * `redirectTo` through the real routes: a hostile value (the probe's TAB, CR/LF and U+2028, and
 * the usual open-redirect tricks) never answers 500 and never leaves the site; signing in with one
 * still sends the session cookie, with a redirect to the fallback. The full table of values is in
 * tests/unit/safe-redirect.test.ts.
 */

const SESSION = "limra.session_token";

const HOSTILE = [
  "/\t/evil.example",
  "/%09/evil.example",
  "/\r\nSet-Cookie: stolen=1",
  "/\n/evil.example",
  "/limrakart\u2028x",
  "/\u2029/evil.example",
  "/\u00a0/evil.example",
  "//evil.example",
  "/\\evil.example",
  "/%2f%2fevil.example",
  "/%5cevil.example",
  "/%2509/evil.example",
  "/.//evil.example",
  "https://evil.example/",
];

function setCookieOf(result: RouteResult, name: string): string | undefined {
  return result.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
}

async function whoIs(cookie: string) {
  const result = await callRoute(
    ({ context }: { context: RouterContextProvider }) => getCurrentUser(context),
    getRequest("/", { cookie }),
  );
  return result.data ?? null;
}

const withRedirect = (path: string, redirectTo: string) =>
  `${path}?redirectTo=${encodeURIComponent(redirectTo)}`;

describe("hostile redirectTo", () => {
  it("signing in goes to /welcome and sends the session cookie", async () => {
    const user = await createTestUser();
    for (const redirectTo of HOSTILE) {
      const result = await callRoute(
        authAction,
        postRequest(withRedirect("/auth", redirectTo), {
          intent: "signin",
          email: user.email,
          password: user.password,
        }),
      );
      const label = JSON.stringify(redirectTo);
      expect(result.status, label).toBe(302);
      expect(result.location, label).toBe("/welcome");
      const session = setCookieOf(result, SESSION);
      expect(session, label).toBeDefined();
      expect(await whoIs(session!.split(";")[0]!), label).toMatchObject({ id: user.id });
      expect(result.headers.getSetCookie().join("\n"), label).not.toContain("stolen");
    }
  });

  it("keeps a local redirectTo with a Tamil search on sign-in", async () => {
    const user = await createTestUser();
    const result = await callRoute(
      authAction,
      postRequest(withRedirect("/auth", "/limrakart?q=%E0%AE%9F"), {
        intent: "signin",
        email: user.email,
        password: user.password,
      }),
    );
    expect(result.status).toBe(302);
    expect(result.location).toBe("/limrakart?q=%E0%AE%9F");
    expect(setCookieOf(result, SESSION)).toBeDefined();
  });

  it("a signed-in visitor of /auth goes home", async () => {
    const { cookie } = await signedIn("customer");
    for (const redirectTo of HOSTILE) {
      const result = await callRoute(
        authLoader,
        getRequest(withRedirect("/auth", redirectTo), { cookie }),
      );
      expect(result.status, JSON.stringify(redirectTo)).toBe(302);
      expect(result.location, JSON.stringify(redirectTo)).toBe("/");
    }
  });

  it("signing out goes home and still ends the session", async () => {
    for (const redirectTo of HOSTILE) {
      const { cookie } = await signedIn("customer");
      const result = await callRoute(
        logoutAction,
        postRequest("/logout", { redirectTo }, { cookie }),
      );
      const label = JSON.stringify(redirectTo);
      expect(result.status, label).toBe(302);
      expect(result.location, label).toBe("/");
      expect(setCookieOf(result, SESSION), label).toMatch(/Max-Age=0/i);
      expect(await whoIs(cookie), label).toBeNull();
    }
  });

  it("changing a preference goes home and still stores it", async () => {
    for (const redirectTo of HOSTILE) {
      const result = await callRoute(
        preferencesAction,
        postRequest("/preferences", { locale: "ta", redirectTo }),
      );
      const label = JSON.stringify(redirectTo);
      expect(result.status, label).toBe(302);
      expect(result.location, label).toBe("/");
      expect(result.headers.getSetCookie().length, label).toBeGreaterThan(0);
    }
  });

  it("adding to the cart as a visitor asks to sign in with the store as the way back", async () => {
    for (const redirectTo of HOSTILE) {
      const result = await callRoute(
        cartAction,
        postRequest("/limrakart/cart", {
          intent: "add",
          // A product on sale: the item is kept for after sign-in (decision 068).
          productId: "seed-product-tea-talks-gold-pack",
          redirectTo,
        }),
      );
      expect(result.location, JSON.stringify(redirectTo)).toBe("/auth?redirectTo=%2Flimrakart");
    }
  });
});
