import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  createUser,
  expectNoA11yViolations,
  fetchPage,
  hrefsInside,
  loginAs,
  newPage,
  plantSession,
  sessionCookieFor,
  type Role,
  visit,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/** What the navigation shows to each kind of user: the Billing menu, the welcome line, sign-out. */

/**
 * The spec's thirteen billing links as a signed-in staff member's menu lists them: without
 * Billing Login and Create Account, which are for someone not yet in (issue 23).
 */
const BILLING_LINKS = [
  "/billing/home",
  "/billing/new-complaint",
  "/billing/old-pending",
  "/billing/complaint-preview",
  "/billing/service",
  "/billing/history",
  "/billing/notifications",
  "/billing/godown",
  "/billing/import-export",
  "/billing/income-expenses",
  "/billing/transaction-history",
];

const { app, browser } = await openApp();

/**
 * The server-rendered welcome line's text (tags dropped: the name inside it is a
 * `translate="no"` span, marked as data within the translated greeting).
 */
function welcomeLineOf(html: string): string | undefined {
  const match = html.match(/data-testid="welcome-line">([\s\S]*?)<\/span><\/(?:span|summary)/);
  if (!match) return undefined;
  return (match[1] ?? "").replace(/<[^>]+>/g, "").replace(/<!-- -->/g, "");
}

const isOpen = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => (el as HTMLDetailsElement).open);

/** The Sign In link of the desktop header. */
const signInLink = (page: Page) =>
  page.getByRole("link", { name: "Sign In", exact: true }).filter({ visible: true });

describe.each(["admin", "staff"] as const)("%s", (role: Role) => {
  it("sees the Billing menu with its eleven links and Shop orders, in order (plus the inbox for the admin)", async () => {
    // Shop orders: the staff's orders desk (decision 064).
    const desk = [...BILLING_LINKS, "/limrakart/admin?tab=orders"];
    const expected = role === "admin" ? [...desk, "/admin/inbox"] : desk;
    const t = await newPage(browser, { baseURL: app.baseUrl });
    const user = await loginAs(t.context, role);

    const { html } = await fetchPage(`${app.baseUrl}/`, { cookie: user.cookie.header });
    expect(html).toContain('data-testid="billing-menu"');
    expect(hrefsInside(html, 'data-testid="billing-menu"', "</details>")).toEqual(expected);
    // Nothing on the page offers a signed-in staff member Billing Login or Create Account.
    expect(html).not.toContain('href="/billing/login"');
    expect(html).not.toContain('href="/billing/create-account"');
    expect(html).not.toContain(">Billing Login<");

    // A page of text under the open menu: on the home page its last links end over a button,
    // which axe then counts as a target too small (partly covered by the menu).
    await visit(t.page, "/privacy-policy");
    const menu = t.page.getByTestId("billing-menu");
    await menu.waitFor();
    expect(await menu.locator("summary").textContent()).toContain("Billing");
    expect(await menu.getByRole("link").first().isVisible()).toBe(false);
    await menu.locator("summary").click();
    await expect.poll(() => isOpen(t.page, "billing-menu")).toBe(true);
    const links = menu.getByRole("link");
    expect(await links.count()).toBe(expected.length);
    expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")))).toEqual(
      expected,
    );
    for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
    await expectNoA11yViolations(t.page, `/privacy-policy as ${role} with the Billing menu open`);

    await t.page.keyboard.press("Escape");
    await expect.poll(() => isOpen(t.page, "billing-menu")).toBe(false);

    // The small-screen menu lists them too.
    await t.page.setViewportSize({ width: 375, height: 800 });
    const mobile = t.page.getByTestId("mobile-menu");
    await mobile.locator(":scope > summary").click();
    await expect.poll(() => isOpen(t.page, "mobile-menu")).toBe(true);
    const mobileBilling = mobile.locator('a[href^="/billing/"]');
    expect(
      await mobileBilling.evaluateAll((els) => els.map((el) => el.getAttribute("href"))),
    ).toEqual(BILLING_LINKS);
    expect(await mobileBilling.first().isVisible()).toBe(true);
    await expectNoA11yViolations(t.page, `/privacy-policy as ${role}, mobile menu open`);
    t.expectNoErrors();
    await t.close();
  });

  it("is sent from Billing Login and Create Account to Billing Home", async () => {
    const user = await createUser(role);
    const { header } = await sessionCookieFor(user.id);
    for (const path of ["/billing/login", "/billing/create-account"]) {
      const { status, headers } = await fetchPage(`${app.baseUrl}${path}`, { cookie: header });
      expect(status, path).toBe(302);
      expect(headers.get("location"), path).toBe("/billing/home");
    }
  });
});

describe("billing pages for someone not yet in", () => {
  it.each(["visitor", "customer"] as const)(
    "a %s gets Billing Login and Create Account, each linking to the other",
    async (who) => {
      const cookie =
        who === "customer"
          ? (await sessionCookieFor((await createUser("customer")).id)).header
          : undefined;
      const login = await fetchPage(`${app.baseUrl}/billing/login`, { cookie });
      expect(login.status).toBe(200);
      expect(login.html).toContain('href="/billing/create-account"');
      expect(login.html).toContain(">Create Account<");
      const create = await fetchPage(`${app.baseUrl}/billing/create-account`, { cookie });
      expect(create.status).toBe(200);
      expect(create.html).toContain('href="/billing/login"');
    },
  );
});

describe("customer and visitor", () => {
  it("a customer does not get the Billing menu", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl });
    const user = await loginAs(t.context, "customer");

    const { html } = await fetchPage(`${app.baseUrl}/`, { cookie: user.cookie.header });
    expect(welcomeLineOf(html)).toBe(`Welcome, ${user.name}`);
    expect(html).not.toContain('data-testid="billing-menu"');
    expect(html).not.toContain('href="/billing/');

    await visit(t.page, "/");
    await t.page.getByTestId("account-menu").waitFor();
    expect(await t.page.getByTestId("billing-menu").count()).toBe(0);
    expect(await t.page.locator('a[href^="/billing/"]').count()).toBe(0);
    await expectNoA11yViolations(t.page, "/ as customer");
    t.expectNoErrors();
    await t.close();
  });

  it("a visitor does not get the Billing menu", async () => {
    const { html } = await fetchPage(`${app.baseUrl}/`);
    expect(html).not.toContain('data-testid="billing-menu"');
    expect(html).not.toContain('href="/billing/');
    expect(html).not.toContain('data-testid="welcome-line"');

    const t = await newPage(browser, { baseURL: app.baseUrl });
    await visit(t.page, "/");
    await signInLink(t.page).waitFor();
    expect(await t.page.getByTestId("billing-menu").count()).toBe(0);
    expect(await t.page.locator('a[href^="/billing/"]').count()).toBe(0);
    t.expectNoErrors();
    await t.close();
  });
});

describe("signed-in user", () => {
  it("sees 'Welcome, {name}' and an account menu with Settings and Sign Out", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl });
    const user = await loginAs(t.context, "customer", { name: "Priya Raman" });
    await visit(t.page, "/");

    const menu = t.page.getByTestId("account-menu");
    const welcome = menu.getByTestId("welcome-line");
    await welcome.waitFor();
    expect(await welcome.textContent()).toBe("Welcome, Priya Raman");
    expect(await signInLink(t.page).count()).toBe(0);

    await menu.locator("summary").focus();
    await t.page.keyboard.press("Enter");
    await expect.poll(() => isOpen(t.page, "account-menu")).toBe(true);
    const settings = menu.getByRole("link", { name: "Settings", exact: true });
    expect(await settings.isVisible()).toBe(true);
    expect(await settings.getAttribute("href")).toBe("/settings");
    expect(await menu.getByRole("button", { name: "Sign Out", exact: true }).isVisible()).toBe(
      true,
    );
    await expectNoA11yViolations(t.page, "/ with the account menu open");
    await t.page.keyboard.press("Escape");
    await expect.poll(() => isOpen(t.page, "account-menu")).toBe(false);

    // The small-screen menu shows the same welcome line and actions.
    await t.page.setViewportSize({ width: 375, height: 800 });
    const mobile = t.page.getByTestId("mobile-menu");
    await mobile.locator(":scope > summary").click();
    await expect.poll(() => isOpen(t.page, "mobile-menu")).toBe(true);
    expect(await mobile.getByTestId("welcome-line").textContent()).toBe(`Welcome, ${user.name}`);
    expect(await mobile.getByRole("link", { name: "Settings" }).getAttribute("href")).toBe(
      "/settings",
    );
    expect(await mobile.getByRole("button", { name: "Sign Out" }).isVisible()).toBe(true);
    await expectNoA11yViolations(t.page, "/ signed in, mobile menu open");
    t.expectNoErrors();
    await t.close();
  });

  it("falls back to the e-mail address when the name is empty", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl });
    const user = await createUser("customer", { name: "" });
    expect(user.name).toBe("");
    const cookie = await sessionCookieFor(user.id);
    await plantSession(t.context, cookie);

    const { html } = await fetchPage(`${app.baseUrl}/`, { cookie: cookie.header });
    expect(welcomeLineOf(html)).toBe(`Welcome, ${user.email}`);

    await visit(t.page, "/");
    const welcome = t.page.getByTestId("account-menu").getByTestId("welcome-line");
    await welcome.waitFor();
    expect(await welcome.textContent()).toBe(`Welcome, ${user.email}`);
    t.expectNoErrors();
    await t.close();
  });

  it("signs out with Sign Out: the Sign In button returns and the old cookie is dead", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl });
    const user = await loginAs(t.context, "staff");
    await visit(t.page, "/");
    const menu = t.page.getByTestId("account-menu");
    await menu.waitFor();
    expect(await t.page.getByTestId("billing-menu").count()).toBe(1);

    await menu.locator("summary").click();
    await menu.getByRole("button", { name: "Sign Out", exact: true }).click();
    await signInLink(t.page).waitFor();
    expect(new URL(t.page.url()).pathname).toBe("/");
    expect(await t.page.getByTestId("account-menu").count()).toBe(0);
    expect(await t.page.getByTestId("billing-menu").count()).toBe(0);
    expect(await t.page.getByTestId("welcome-line").count()).toBe(0);
    const cookies = await t.context.cookies(app.baseUrl);
    expect(cookies.some((c) => c.name === user.cookie.name)).toBe(false);

    // The session itself is gone, not just the browser's copy of the cookie.
    const { html } = await fetchPage(`${app.baseUrl}/`, { cookie: user.cookie.header });
    expect(html).not.toContain("Welcome,");
    expect(html).not.toContain('data-testid="billing-menu"');
    expect(html).toContain('href="/auth"');

    // After a reload too.
    await t.page.reload();
    await signInLink(t.page).waitFor();
    expect(await t.page.getByTestId("welcome-line").count()).toBe(0);
    await expectNoA11yViolations(t.page, "/ after signing out");
    t.expectNoErrors();
    await t.close();
  });
});
