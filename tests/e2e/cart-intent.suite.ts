import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { accountContent } from "../../app/account/content/account";
import { shopContent } from "../../app/shop/content/shop";
import { productSeeds } from "../../app/shop/shared/seed/seed-data";
import {
  appDatabase,
  createUser,
  newPage,
  visit,
  waitForHydration,
  type TestPage,
  type TestUser,
} from "./harness";
import { openAppForSuite } from "../helpers/e2e-app";

/**
 * Decision 068: a signed-out Add to Cart or Buy Now keeps its item while the customer signs in
 * (password, or sign-up and the verification link); the item lands in the cart once, and the
 * customer lands back where they were (add) or at checkout (buy), at the top of the page. A
 * return target to another site is ignored, and the plain form post (no JavaScript) works too.
 * On a 390 px phone, a category's products come into view. On SQLite and on PostgreSQL.
 */

const s = shopContent.en.storefront;
const toasts = shopContent.en.toasts;
const auth = accountContent.en.auth;
const GOLD = productSeeds.find((p) => p.slug === "tea-talks-gold-pack")!;
const TRIAL = productSeeds.find((p) => p.slug === "tea-talks-trial-pouch")!;
const MINI = productSeeds.find((p) => p.slug === "tea-talks-gold-mini")!;

const escapeRe = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const named = (label: string, product: string) =>
  new RegExp(`^${escapeRe(label)}\\s?: ${escapeRe(product)}$`);
const card = (page: Page, name: string) =>
  page
    .getByTestId("product-card")
    .filter({ has: page.getByRole("heading", { level: 2, name, exact: true }) });
const toast = (page: Page, title: string) =>
  page.getByTestId("toast").filter({ hasText: title }).first();
const text = async (l: Locator) => ((await l.textContent()) ?? "").replace(/\s+/g, " ").trim();
const pathOf = (page: Page) => {
  const u = new URL(page.url());
  return `${u.pathname}${u.search}`;
};
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * The suite, on a fresh app whose database is SQLite (cart-intent.test.ts) or a new PostgreSQL
 * database (cart-intent-postgres.test.ts): the e2e harness runs one app per test file.
 */
export function cartIntentSuite(setup: { label: string; pg: boolean }) {
  describe(`a signed-out Add to Cart / Buy Now is kept through sign-in (${setup.label})`, () => {
    const { app, browser } = openAppForSuite(setup.pg ? { pg: "cartintent" } : {});

    /** The quantity of each product in the user's cart, by product id. */
    async function cartOf(userId: string): Promise<Record<string, number>> {
      const rows = await (
        await appDatabase()
      )
        .selectFrom("cart_items")
        .select(["product_id", "quantity"])
        .where("user_id", "=", userId)
        .execute();
      return Object.fromEntries(rows.map((r) => [r.product_id, Number(r.quantity)]));
    }

    const productId = async (slug: string) =>
      (
        await (
          await appDatabase()
        )
          .selectFrom("products")
          .select("id")
          .where("slug", "=", slug)
          .executeTakeFirstOrThrow()
      ).id;

    async function signIn(page: Page, user: TestUser) {
      await waitForHydration(page);
      await page.locator("#email").fill(user.email);
      await page.locator("#password").fill(user.password);
      await page.getByRole("button", { name: auth.signIn, exact: true }).click();
    }

    const open = (opts: { viewport?: { width: number; height: number } } = {}) =>
      newPage(browser, { baseURL: app.baseUrl, ...opts });

    it("Add to Cart, signed out, from the bottom of the page: sign in, back on the same list with the item, once; each page lands at the top", async () => {
      const user = await createUser("customer");
      const t: TestPage = await open({ viewport: { width: 1280, height: 600 } });
      const { page } = t;
      try {
        const where = `/limrakart?category=${GOLD.category}`;
        await visit(page, where);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        expect(await scrollY(page)).toBeGreaterThan(0);
        await card(page, GOLD.name.en)
          .getByRole("button", { name: named(s.addToCart, GOLD.name.en) })
          .click();
        await page.waitForURL((u) => u.pathname === "/auth");
        expect(pathOf(page)).toBe(`/auth?redirectTo=${encodeURIComponent(where)}`);
        await toast(page, toasts.pleaseLogin.title).waitFor();
        expect(await scrollY(page)).toBe(0);

        // Scrolled down on the sign-in page too: the store comes back at its top.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await signIn(page, user);
        await page.waitForURL((u) => `${u.pathname}${u.search}` === where);
        await toast(page, toasts.added.title).waitFor();
        await expect.poll(() => text(page.getByTestId("cart-count"))).toBe("1");
        expect(await scrollY(page)).toBe(0);
        expect(await cartOf(user.id)).toEqual({ [await productId(GOLD.slug)]: 1 });

        // A reload adds nothing; the drawer shows the one line.
        await page.reload();
        await waitForHydration(page);
        expect(await text(page.getByTestId("cart-count"))).toBe("1");
        expect(await cartOf(user.id)).toEqual({ [await productId(GOLD.slug)]: 1 });
        // Going back to the sign-in page (signed in now) adds nothing either.
        await page.goBack();
        await page.waitForLoadState();
        expect(await cartOf(user.id)).toEqual({ [await productId(GOLD.slug)]: 1 });

        // Signed in, Add to Cart is a same-page update: the scroll stays where it was.
        await visit(page, where);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        const before = await scrollY(page);
        expect(before).toBeGreaterThan(0);
        await card(page, TRIAL.name.en)
          .getByRole("button", { name: named(s.addToCart, TRIAL.name.en) })
          .click();
        await expect.poll(() => text(page.getByTestId("cart-count"))).toBe("2");
        // (The toast may change the page's height a little; the page is not sent to the top.)
        expect(await scrollY(page)).toBeGreaterThan(before / 2);
        t.expectNoErrors();
      } finally {
        await t.close();
      }
    });

    it("Buy Now, signed out: sign in, at checkout (top of the page) with the item; a reload does not double it", async () => {
      const user = await createUser("customer");
      const t = await open({ viewport: { width: 1280, height: 600 } });
      const { page } = t;
      try {
        await visit(page, `/limrakart?category=${MINI.category}`);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await card(page, MINI.name.en)
          .getByRole("button", { name: named(s.buyNow, MINI.name.en) })
          .click();
        await page.waitForURL((u) => u.pathname === "/auth");
        // (The address changes before the new page is drawn: wait for the page itself.)
        await toast(page, toasts.pleaseLogin.title).waitFor();
        expect(await scrollY(page)).toBe(0);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await signIn(page, user);
        await page.waitForURL((u) => u.pathname === "/limrakart/checkout");
        await page.getByTestId("summary-items").waitFor();
        expect(await text(page.getByTestId("summary-items"))).toContain(MINI.name.en);
        expect(await scrollY(page)).toBe(0);
        const id = await productId(MINI.slug);
        expect(await cartOf(user.id)).toEqual({ [id]: 1 });
        await page.reload();
        await page.getByTestId("summary-items").waitFor();
        expect(await cartOf(user.id)).toEqual({ [id]: 1 });

        // Signed in, Buy Now from the bottom of the store lands at checkout's top too.
        await visit(page, `/limrakart?category=${MINI.category}`);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await card(page, MINI.name.en)
          .getByRole("button", { name: named(s.buyNow, MINI.name.en) })
          .click();
        await page.waitForURL((u) => u.pathname === "/limrakart/checkout");
        await page.getByTestId("summary-items").waitFor();
        expect(await scrollY(page)).toBe(0);
        expect(await cartOf(user.id)).toEqual({ [id]: 2 });
        t.expectNoErrors();
      } finally {
        await t.close();
      }
    });

    it("a tea page's Add to Cart, signed out: sign up, open the verification link, back on the tea page with the item", async () => {
      const t = await open();
      const { page } = t;
      try {
        const route = `/${GOLD.slug}`;
        await visit(page, route);
        await page.getByRole("button", { name: shopContent.en.tea.product.addToCart }).click();
        await page.waitForURL((u) => u.pathname === "/auth");
        expect(pathOf(page)).toBe(`/auth?redirectTo=${encodeURIComponent(route)}`);
        await page
          .getByRole("navigation", { name: auth.tabs.label })
          .getByRole("link", { name: auth.tabs.signUp, exact: true })
          .click();
        await page.waitForURL((u) => u.searchParams.get("mode") === "signup");
        await waitForHydration(page);
        const email = `new-${randomUUID().slice(0, 8)}@example.test`;
        await page.getByLabel(auth.name, { exact: true }).fill("New Customer");
        await page.locator("#email").fill(email);
        await page.locator("#password").fill(`Tea-${randomUUID()}`);
        await page.getByRole("button", { name: auth.signUp, exact: true }).click();
        await page.waitForURL((u) => u.searchParams.get("mode") === "signin");

        const link = await verificationLink(app.dataDir, email);
        await visit(page, link);
        await page.getByRole("button", { name: accountContent.en.verifyEmail.confirm }).click();
        await page.waitForURL((u) => u.pathname === route);
        await toast(page, toasts.added.title).waitFor();
        expect(await scrollY(page)).toBe(0);
        const userId = (
          await (
            await appDatabase()
          )
            .selectFrom("users")
            .select("id")
            .where("email", "=", email)
            .executeTakeFirstOrThrow()
        ).id;
        expect(await cartOf(userId)).toEqual({ [await productId(GOLD.slug)]: 1 });
        t.expectNoErrors();
      } finally {
        await t.close();
      }
    });

    /** POSTs a form the way a browser without JavaScript does; the redirect is not followed. */
    async function post(url: string, fields: Record<string, string>, cookie = "") {
      const res = await fetch(`${app.baseUrl}${url}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: app.baseUrl,
          "Sec-Fetch-Site": "same-origin",
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: new URLSearchParams(fields).toString(),
        redirect: "manual",
      });
      await res.arrayBuffer();
      return {
        status: res.status,
        location: res.headers.get("Location"),
        cookies: res.headers.getSetCookie(),
      };
    }
    const named_ = (cookies: string[], name: string) =>
      cookies.find((c) => c.startsWith(`${name}=`));
    const pair = (setCookie: string) => setCookie.split(";")[0]!;

    it("over HTTP (no JavaScript): the form post keeps the item, the sign-in adds it once, a replay adds nothing", async () => {
      const user = await createUser("customer");
      const id = await productId(TRIAL.slug);
      const kept = await post("/limrakart/cart", {
        intent: "add",
        productId: id,
        redirectTo: "/limra-foods",
      });
      expect(kept.status).toBe(302);
      expect(kept.location).toBe(`/auth?redirectTo=${encodeURIComponent("/limra-foods")}`);
      const intentCookie = named_(kept.cookies, "limra_cart_intent");
      expect(intentCookie).toMatch(/HttpOnly/i);
      expect(intentCookie).toMatch(/SameSite=Lax/i);

      const signin = { intent: "signin", email: user.email, password: user.password };
      const first = await post(
        `/auth?redirectTo=${encodeURIComponent("/limra-foods")}`,
        signin,
        pair(intentCookie!),
      );
      expect(first.status).toBe(302);
      expect(first.location).toBe("/limra-foods");
      // The kept item is cleared by the same answer that signs in.
      expect(named_(first.cookies, "limra_cart_intent")).toMatch(
        /Max-Age=0|Expires=Thu, 01 Jan 1970/i,
      );
      expect(await cartOf(user.id)).toEqual({ [id]: 1 });

      // The same sign-in sent again with the same cookie (a double submit): nothing more.
      const again = await post(
        `/auth?redirectTo=${encodeURIComponent("/limra-foods")}`,
        signin,
        pair(intentCookie!),
      );
      expect(again.location).toBe("/limra-foods");
      expect(await cartOf(user.id)).toEqual({ [id]: 1 });

      // A product that does not exist is not kept: the store says so, no sign-in detour.
      const unknown = await post("/limrakart/cart", {
        intent: "buy",
        productId: randomUUID(),
        redirectTo: "/limrakart",
      });
      expect(unknown.location).toBe("/limrakart");
      expect(named_(unknown.cookies, "limra_cart_intent")).toBeUndefined();
      // A forged (unsigned) intent is ignored at sign-in.
      const forged = Buffer.from(
        JSON.stringify({ productId: id, quantity: 5, intent: "add", returnTo: "/" }),
      ).toString("base64");
      const other = await createUser("customer");
      const withForged = await post(
        "/auth",
        { intent: "signin", email: other.email, password: other.password },
        `limra_cart_intent=${forged}`,
      );
      expect(withForged.location).toBe("/welcome");
      expect(await cartOf(other.id)).toEqual({});
    });

    it("over HTTP: a sign-in with a second factor keeps the item until the code is in", async () => {
      const staff = await createUser("staff");
      const secret = new Secret({ size: 20 });
      await (
        await appDatabase()
      )
        .updateTable("users")
        .set({ totp_secret: secret.base32, totp_enabled_at: new Date().toISOString() })
        .where("id", "=", staff.id)
        .execute();
      const id = await productId(TRIAL.slug);
      const kept = await post("/limrakart/cart", {
        intent: "buy",
        productId: id,
        redirectTo: "/limra-foods",
      });
      const intentCookie = pair(named_(kept.cookies, "limra_cart_intent")!);
      const password = await post(
        `/auth?redirectTo=${encodeURIComponent("/limra-foods")}`,
        { intent: "signin", email: staff.email, password: staff.password },
        intentCookie,
      );
      expect(password.location).toMatch(/^\/auth\?mode=2fa/);
      // Not signed in yet: the item is still kept, nothing is in the cart.
      expect(named_(password.cookies, "limra_cart_intent")).toBeUndefined();
      expect(await cartOf(staff.id)).toEqual({});
      const pending = pair(named_(password.cookies, "limra_2fa")!);
      const code = new TOTP({ secret, digits: 6, period: 30 }).generate();
      const second = await post(
        password.location!,
        { intent: "2fa", code },
        `${intentCookie}; ${pending}`,
      );
      expect(second.location).toBe("/limrakart/checkout");
      expect(await cartOf(staff.id)).toEqual({ [id]: 1 });
    });

    it("a return target on another site is refused: the customer lands on the store", async () => {
      const user = await createUser("customer");
      const id = await productId(GOLD.slug);
      for (const target of [
        "https://evil.example/limrakart",
        "//evil.example/limrakart",
        "/\\evil.example",
      ]) {
        const kept = await post("/limrakart/cart", {
          intent: "add",
          productId: id,
          redirectTo: target,
        });
        expect(kept.location).toBe(`/auth?redirectTo=${encodeURIComponent("/limrakart")}`);
        const cookie = pair(named_(kept.cookies, "limra_cart_intent")!);
        // Whatever the sign-in page's own target says, the landing stays on this site.
        const signedIn = await post(
          `/auth?redirectTo=${encodeURIComponent(target)}`,
          { intent: "signin", email: user.email, password: user.password },
          cookie,
        );
        expect(signedIn.location).toBe("/limrakart");
      }
      expect(await cartOf(user.id)).toEqual({ [id]: 3 });

      // In the browser: a crafted form on the store page aimed elsewhere lands on the store.
      const t = await open();
      const { page } = t;
      try {
        await visit(page, "/limrakart");
        await page.evaluate(() => {
          const input = document.querySelector<HTMLInputElement>(
            "[data-testid=product-card] input[name=redirectTo]",
          )!;
          input.value = "https://evil.example/";
        });
        const first = page.getByTestId("product-card").first();
        await first.getByRole("button", { name: new RegExp(`^${escapeRe(s.addToCart)}`) }).click();
        await page.waitForURL((u) => u.pathname === "/auth");
        expect(pathOf(page)).toBe(`/auth?redirectTo=${encodeURIComponent("/limrakart")}`);
        const other = await createUser("customer");
        await signIn(page, other);
        await page.waitForURL((u) => u.pathname === "/limrakart");
        expect(new URL(page.url()).origin).toBe(app.baseUrl);
        await expect.poll(() => text(page.getByTestId("cart-count"))).toBe("1");
      } finally {
        await t.close();
      }
    });

    it("at 390 px, tapping a category brings its products into view; on the desktop the page stays at the top", async () => {
      const t = await open({ viewport: { width: 390, height: 844 } });
      const { page } = t;
      try {
        await visit(page, "/limrakart");
        const categories = page.getByRole("navigation", { name: s.categories });
        await categories.getByRole("link", { name: new RegExp(`^Tea\\b`) }).click();
        await page.waitForURL((u) => u.searchParams.get("category") === "tea");
        await card(page, GOLD.name.en).waitFor();
        const grid = page.locator("main ul:has([data-testid=product-card])");
        await expect
          .poll(async () => {
            const box = await grid.boundingBox();
            return box !== null && box.y >= 0 && box.y < 844;
          })
          .toBe(true);
        // The heading saying what is shown is in view too (not under the sticky header).
        const heading = await page.locator("#products-heading").boundingBox();
        expect(heading!.y).toBeGreaterThanOrEqual(56);
        expect(heading!.y).toBeLessThan(844);

        // The same link without JavaScript lands there too (the browser follows #products).
        const noJs = await newPage(browser, {
          baseURL: app.baseUrl,
          viewport: { width: 390, height: 844 },
          javaScriptEnabled: false,
        });
        try {
          await noJs.page.goto("/limrakart");
          await noJs.page
            .getByRole("navigation", { name: s.categories })
            .getByRole("link", { name: new RegExp(`^Tea\\b`) })
            .click();
          await noJs.page.waitForURL((u) => u.searchParams.get("category") === "tea");
          const box = await noJs.page
            .locator("main ul:has([data-testid=product-card])")
            .boundingBox();
          expect(box!.y).toBeGreaterThanOrEqual(0);
          expect(box!.y).toBeLessThan(844);
        } finally {
          await noJs.close();
        }

        await page.setViewportSize({ width: 1280, height: 800 });
        await visit(page, "/limrakart");
        await page
          .getByRole("navigation", { name: s.categories })
          .getByRole("link", { name: new RegExp(`^Tea\\b`) })
          .click();
        await page.waitForURL((u) => u.searchParams.get("category") === "tea");
        await card(page, GOLD.name.en).waitFor();
        expect(await scrollY(page)).toBe(0);
        t.expectNoErrors();
      } finally {
        await t.close();
      }
    });
  });
}

/** The verification link in the e-mail to `email` (the file mailer's .eml files), waited for. */
async function verificationLink(dataDir: string, email: string): Promise<string> {
  const dir = path.join(dataDir, "mail");
  const deadline = Date.now() + 20_000;
  for (;;) {
    const files = existsSync(dir) ? readdirSync(dir) : [];
    for (const f of files) {
      const body = readFileSync(path.join(dir, f), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (!new RegExp(`^To: ${escapeRe(email)}`, "mi").test(body)) continue;
      const match = /https?:\/\/[^\s"<>]+\/verify-email\?token=[A-Za-z0-9._-]+/.exec(body);
      if (match) return new URL(match[0]).pathname + new URL(match[0]).search;
    }
    if (Date.now() > deadline) throw new Error(`no verification e-mail to ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
