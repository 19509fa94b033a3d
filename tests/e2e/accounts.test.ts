import type { Mail } from "./mail";
import { randomUUID } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { accountContent } from "../../app/account/content/account";
import { dataRightsContent } from "../../app/account/content/data-rights";
import { simplePagesContent } from "../../app/site/content/pages";
import {
  createUser,
  expectNoA11yViolations,
  fetchPage,
  loginAs,
  newPage,
  plantSession,
  sessionCookieFor,
  visit,
  waitForHydration,
  type TestPage,
  type TestUser,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * Accounts in a real browser, with a real SMTP server for the e-mails: sign-up with the
 * verification link, sign-in (and its errors, and the way back to a guarded page), the settings
 * page (language, theme, password, delete, the sidebar), password reset by the e-mailed link,
 * staff access from request to approval to billing login, two-factor sign-in for staff, axe on
 * every account page, and the forms without JavaScript.
 */

const en = accountContent.en;
const ta = accountContent.ta;
const m = en.messages;
const welcomePage = simplePagesContent.en.welcome;

// ---------------------------------------------------------------------------------------------
// The app, Chromium, and a real SMTP server in the test process that keeps every message.

const { app, browser, smtp, waitForMail: mailWhere } = await openApp({ smtp: true });

/**
 * The first message to `to` whose headers contain `subject`, among those received after the
 * first `after` (the outbox sends every 5 s): up to 20 s.
 */
const waitForMail = (
  to: string,
  subject: string,
  { after = 0, timeoutMs = 20_000 }: { after?: number; timeoutMs?: number } = {},
): Promise<Mail> =>
  mailWhere(
    (msg) =>
      smtp.messages.indexOf(msg) >= after && msg.to.includes(to) && msg.headers.includes(subject),
    `to ${to} with ${JSON.stringify(subject)} in its headers`,
    timeoutMs,
  );

/** The link to `pathname` (with its token) in an e-mail: the same in its text and HTML parts. */
function linkIn(mail: Mail, pathname: string): string {
  const escaped = `${app.baseUrl}${pathname}`.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const links = [...mail.body.matchAll(new RegExp(`${escaped}\\?token=[^\\s"<>]+`, "g"))].map(
    (match) => match[0].replace(/&amp;/g, "&"),
  );
  expect(links.length, `links to ${pathname} in the e-mail:\n${mail.body}`).toBeGreaterThan(0);
  expect(new Set(links).size, "the text and HTML parts carry the same link").toBe(1);
  return links[0]!;
}

// ---------------------------------------------------------------------------------------------

const uid = () => randomUUID().slice(0, 8);
/** A password no common-password list has. */
const newPassword = () => `Pw-${randomUUID()}`;

/** A page of the app in a fresh context; sites elsewhere are stubbed. */
async function open(
  opts: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<TestPage> {
  const t = await newPage(browser, { baseURL: app.baseUrl, ...opts });
  await t.context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html; charset=utf-8",
        body: '<!doctype html><html lang="en"><title>Elsewhere</title><p>Elsewhere</p></html>',
      }),
  );
  return t;
}

/** Signs an existing user in (a planted session) in a browser context. */
async function signInAs(context: BrowserContext, user: TestUser) {
  await plantSession(context, await sessionCookieFor(user.id));
}

/** The toast with this title (server-rendered after a redirect, or shown by the form). */
const toast = (page: Page, title: string) =>
  page.getByTestId("toast").filter({ hasText: title }).first();

const text = async (l: Locator) => ((await l.textContent()) ?? "").replace(/\s+/g, " ").trim();

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

const waitForPath = (page: Page, pathname: string) =>
  page.waitForURL((url) => url.pathname === pathname);

const htmlLang = (page: Page) => page.locator("html").getAttribute("lang");
const isDark = (page: Page) => page.locator("html").evaluate((el) => el.classList.contains("dark"));

/** The header's "Welcome, name" line (desktop header). */
const welcomeLine = (page: Page) => page.getByTestId("welcome-line").filter({ visible: true });

const button = (scope: Page | Locator, name: string) =>
  scope.getByRole("button", { name, exact: true });

/** A tab (a link) of /auth: Sign In or Sign Up. */
const tab = (page: Page, name: string) =>
  page
    .getByRole("navigation", { name: en.auth.tabs.label })
    .getByRole("link", { name, exact: true });

/** Fills the sign-in form of /auth and sends it (English page). */
async function submitSignIn(page: Page, email: string, password: string) {
  await page.locator("#email").fill(email);
  await page.locator("#password").fill(password);
  await button(page, en.auth.signIn).click();
}

/** Fills the Employee Login form and sends it. */
async function submitBillingLogin(page: Page, email: string, password: string) {
  await page.locator("#email").fill(email);
  await page.locator("#password").fill(password);
  await button(page, en.billingLogin.submit).click();
}

/** The width of an element in CSS pixels, once its transition has ended. */
const widthOf = (l: Locator) => l.evaluate((el) => el.getBoundingClientRect().width);

/** Expects a width to settle near `px` (the sidebar animates its width for 200 ms). */
async function expectWidth(l: Locator, px: number) {
  await expect.poll(() => widthOf(l), { timeout: 5_000 }).toBeCloseTo(px, 0);
}

/** The sidebar_state cookie of a context, with its lifetime in seconds from now. */
async function sidebarCookie(context: BrowserContext) {
  const cookie = (await context.cookies(app.baseUrl)).find((c) => c.name === "sidebar_state");
  return cookie
    ? { value: cookie.value, maxAge: Math.round(cookie.expires - Date.now() / 1000), cookie }
    : undefined;
}

/** The form on /settings that holds this field. */
const formWith = (page: Page, selector: string) =>
  page.locator("form").filter({ has: page.locator(selector) });

/** Requests a reset link on /auth?mode=reset and returns the e-mailed link. */
async function requestResetLink(page: Page, email: string): Promise<string> {
  const before = smtp.messages.length;
  await visit(page, "/auth?mode=reset");
  await page.locator("#email").fill(email);
  await button(page, en.auth.sendReset).click();
  await toast(page, m.resetSent.title).waitFor();
  expect(pathOf(page)).toBe("/auth?mode=signin");
  expect(await text(toast(page, m.resetSent.title))).toContain(m.resetSent.description);
  const mail = await waitForMail(email, "Reset your", { after: before });
  expect(mail.body).toContain("expires in 1 hour");
  return linkIn(mail, "/reset-password");
}

// ---------------------------------------------------------------------------------------------

describe("sign-up with e-mail verification", () => {
  it("creates the account, mails the link, confirms it, greets by name, then signs out", async () => {
    const t = await open();
    const page = t.page;
    const id = uid();
    const name = `Signup Tester ${id}`;
    const email = `signup-${id}@example.test`;
    const password = newPassword();

    await visit(page, "/auth?mode=signup");
    expect(await tab(page, en.auth.tabs.signUp).getAttribute("aria-current")).toBe("page");
    await page.locator("#name").fill(name);
    await page.locator("#email").fill(email);
    await page.locator("#password").fill(password);
    await button(page, en.auth.signUp).click();

    await toast(page, m.accountCreated.title).waitFor();
    expect(pathOf(page)).toBe("/auth?mode=signin");
    expect(await text(toast(page, m.accountCreated.title))).toContain(m.accountCreated.description);

    // Not verified yet: signing in is refused (and a fresh link is sent).
    await submitSignIn(page, email, password);
    await toast(page, m.errorTitle).waitFor();
    expect(await text(toast(page, m.errorTitle))).toContain(m.emailNotVerified);

    const mail = await waitForMail(email, "Verify your e-mail");
    expect(mail.body).toContain(`Hello ${name},`);
    const link = linkIn(mail, "/verify-email");

    // Opening the link changes nothing by itself: it shows the confirm button.
    await visit(page, link);
    expect(new URL(page.url()).pathname).toBe("/verify-email");
    await expect.poll(() => text(page.locator("h1"))).toBe(en.verifyEmail.title);
    await button(page, en.verifyEmail.confirm).click();

    await waitForPath(page, "/welcome");
    await toast(page, m.emailVerified.title).waitFor();
    await expect
      .poll(() => text(page.locator("h1")))
      .toBe(welcomePage.greetingNamed.replace("{name}", name));
    expect(await text(welcomeLine(page))).toBe(`Welcome, ${name}`);

    // Home after 3.5 s, still signed in; the account menu has Settings and Sign Out.
    await waitForPath(page, "/");
    await waitForHydration(page);
    const menu = page.getByTestId("account-menu");
    await menu.locator("summary").click();
    await expect.poll(() => menu.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await menu.getByRole("link", { name: "Settings" }).getAttribute("href")).toBe(
      "/settings",
    );
    await button(menu, "Sign Out").click();
    await page.getByRole("link", { name: "Sign In", exact: true }).first().waitFor();
    await expect.poll(() => page.getByTestId("welcome-line").count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/");

    // The link worked once: the session is gone and the verified account signs in.
    await visit(page, "/auth");
    await submitSignIn(page, email, password);
    await waitForPath(page, "/welcome");
    await toast(page, m.welcomeBack.title).waitFor();
    t.expectNoErrors([/status of 403/]);
    await t.close();
  });
});

describe("sign-in", () => {
  it("signs in on /auth: 'Welcome back!', then /welcome", async () => {
    const user = await createUser("customer");
    const t = await open();
    await visit(t.page, "/auth");
    expect(await tab(t.page, en.auth.tabs.signIn).getAttribute("aria-current")).toBe("page");
    await submitSignIn(t.page, user.email, user.password);
    await waitForPath(t.page, "/welcome");
    const welcome = toast(t.page, m.welcomeBack.title);
    await welcome.waitFor();
    expect(await text(welcome)).toContain(m.welcomeBack.description);
    await expect
      .poll(() => text(t.page.locator("h1")))
      .toBe(welcomePage.greetingNamed.replace("{name}", user.name));
    expect(await text(welcomeLine(t.page))).toBe(`Welcome, ${user.name}`);
    t.expectNoErrors();
    await t.close();
  });

  it("refuses a wrong password with a toast titled 'Error' and keeps the e-mail", async () => {
    const user = await createUser("customer");
    const t = await open();
    await visit(t.page, "/auth");
    await submitSignIn(t.page, user.email, "not-the-password");
    const error = toast(t.page, m.errorTitle);
    await error.waitFor();
    expect(await error.getAttribute("role")).toBe("alert");
    expect(await text(error)).toContain(m.invalidCredentials);
    expect(new URL(t.page.url()).pathname).toBe("/auth");
    expect(await t.page.locator("#email").inputValue()).toBe(user.email);
    await expect.poll(() => t.page.getByTestId("welcome-line").count()).toBe(0);
    t.expectNoErrors([/status of 400/]);
    await t.close();
  });

  it("sends a visitor from /settings to /auth and back to /settings after sign-in", async () => {
    const user = await createUser("customer");
    const t = await open();
    await visit(t.page, "/settings");
    expect(pathOf(t.page)).toBe("/auth?redirectTo=%2Fsettings");
    // The tabs keep the way back.
    expect(await tab(t.page, en.auth.tabs.signUp).getAttribute("href")).toBe(
      "/auth?mode=signup&redirectTo=%2Fsettings",
    );
    await submitSignIn(t.page, user.email, user.password);
    await waitForPath(t.page, "/settings");
    await toast(t.page, m.welcomeBack.title).waitFor();
    await expect.poll(() => text(t.page.locator("h1"))).toBe(en.settings.title);
    t.expectNoErrors();
    await t.close();
  });

  it("a client-side navigation to a guarded page leads back to the page itself, not its data URL", async () => {
    const user = await createUser("customer");
    const t = await open();
    const page = t.page;
    await signInAs(t.context, user);
    await visit(page, "/");
    // The session ends (cookie gone) while the page still shows the account menu.
    await t.context.clearCookies();
    const menu = page.getByTestId("account-menu");
    await menu.locator("summary").click();
    await menu.getByRole("link", { name: "Settings" }).click();
    await waitForPath(page, "/auth");
    expect(pathOf(page)).toBe("/auth?redirectTo=%2Fsettings");
    await waitForHydration(page);
    await submitSignIn(page, user.email, user.password);
    await waitForPath(page, "/settings");
    await toast(page, m.welcomeBack.title).waitFor();
    await expect.poll(() => text(page.locator("h1"))).toBe(en.settings.title);
    t.expectNoErrors();
    await t.close();
  });

  it("has Sign In / Sign Up tabs, Forgot Password and Back to Home as links", async () => {
    const t = await open();
    const page = t.page;
    await visit(page, "/auth");
    await tab(page, en.auth.tabs.signUp).click();
    await page.locator("#name").waitFor();
    expect(pathOf(page)).toBe("/auth?mode=signup");
    await tab(page, en.auth.tabs.signIn).click();
    await page.locator("#name").waitFor({ state: "detached" });
    expect(pathOf(page)).toBe("/auth?mode=signin");
    await page.getByRole("link", { name: en.auth.forgot }).click();
    await page.getByRole("heading", { name: en.auth.resetTitle }).waitFor();
    expect(pathOf(page)).toBe("/auth?mode=reset");
    await page.getByRole("link", { name: en.auth.backToSignIn }).click();
    await page.getByRole("heading", { name: en.auth.resetTitle }).waitFor({ state: "detached" });
    expect(pathOf(page)).toBe("/auth?mode=signin");
    await page.getByRole("link", { name: en.auth.backHome }).click();
    await waitForPath(page, "/");
    t.expectNoErrors();
    await t.close();
  });
});

describe("settings", () => {
  it("saves language (Tamil) and theme (dark) to the profile: after a reload and at the next sign-in", async () => {
    const user = await createUser("customer");
    const t = await open();
    const page = t.page;
    await signInAs(t.context, user);
    await visit(page, "/settings");
    expect(await htmlLang(page)).toBe("en");
    expect(await isDark(page)).toBe(false);

    await page.locator("#theme").selectOption("dark");
    await button(formWith(page, "#theme"), en.settings.appearance.save).click();
    const themed = toast(page, en.settings.toasts.themeUpdated);
    await themed.waitFor();
    expect(await text(themed)).toContain(en.settings.toasts.themeDark);
    await expect.poll(() => isDark(page)).toBe(true);

    await page.locator("#locale").selectOption("ta");
    await button(formWith(page, "#locale"), en.settings.appearance.save).click();
    // The toast speaks the new language.
    const language = toast(page, ta.settings.toasts.languageUpdated);
    await language.waitFor();
    expect(await text(language)).toContain(ta.settings.toasts.languageTamil);
    await expect.poll(() => htmlLang(page)).toBe("ta");
    await expect.poll(() => text(page.locator("h1"))).toBe(ta.settings.title);

    await page.reload();
    await waitForHydration(page);
    expect(await htmlLang(page)).toBe("ta");
    expect(await isDark(page)).toBe(true);
    expect(await page.locator("#locale").inputValue()).toBe("ta");
    expect(await page.locator("#theme").inputValue()).toBe("dark");
    t.expectNoErrors();
    await t.close();

    // A fresh browser (no cookies): English and light until the sign-in brings the profile's.
    const fresh = await open();
    await visit(fresh.page, "/auth");
    expect(await htmlLang(fresh.page)).toBe("en");
    expect(await isDark(fresh.page)).toBe(false);
    await submitSignIn(fresh.page, user.email, user.password);
    await waitForPath(fresh.page, "/welcome");
    await expect.poll(() => htmlLang(fresh.page)).toBe("ta");
    await expect.poll(() => isDark(fresh.page)).toBe(true);
    await visit(fresh.page, "/settings");
    expect(await htmlLang(fresh.page)).toBe("ta");
    expect(await isDark(fresh.page)).toBe(true);
    await expect.poll(() => text(fresh.page.locator("h1"))).toBe(ta.settings.title);
    fresh.expectNoErrors();
    await fresh.close();
  });

  it("changes the password: the wrong current one is refused, the right one works", async () => {
    const user = await createUser("customer");
    const next = newPassword();
    const t = await open();
    const page = t.page;
    await signInAs(t.context, user);
    await visit(page, "/settings");

    const form = formWith(page, "#newPassword");
    const save = button(form, en.settings.password.save);
    // Disabled while the new password or its confirmation is empty.
    expect(await save.isDisabled()).toBe(true);
    await page.locator("#newPassword").fill(next);
    expect(await save.isDisabled()).toBe(true);
    await page.locator("#confirmPassword").fill(next);
    expect(await save.isDisabled()).toBe(false);

    await page.locator("#currentPassword").fill("not-my-password");
    await save.click();
    const error = page.locator("#currentPassword-error");
    await error.waitFor();
    expect(await text(error)).toBe(en.settings.password.currentWrong);
    expect(await page.locator("#currentPassword").getAttribute("aria-invalid")).toBe("true");
    expect(await text(toast(page, m.errorTitle))).toContain(en.settings.toasts.passwordFailed);
    // From here on, the most toasts on screen at once (issue 23: one at a time per kind).
    await page.evaluate(() => {
      const w = window as unknown as { mostToasts: number };
      const count = () => document.querySelectorAll('[data-testid="toast"]').length;
      w.mostToasts = count();
      new MutationObserver(() => (w.mostToasts = Math.max(w.mostToasts, count()))).observe(
        document.body,
        { childList: true, subtree: true },
      );
    });
    const mostToasts = () =>
      page.evaluate(() => (window as unknown as { mostToasts: number }).mostToasts);

    // A second failure: its toast (a new element) replaces the first's.
    await page.getByTestId("toast").evaluate((el) => el.setAttribute("data-seen", ""));
    await page.locator("#currentPassword").fill("still-not-my-password");
    await save.click();
    await page.locator('[data-testid="toast"]:not([data-seen])').waitFor();
    expect(await page.getByTestId("toast").count()).toBe(1);

    await page.locator("#currentPassword").fill(user.password);
    await save.click();
    const updated = toast(page, en.settings.toasts.passwordUpdated.title);
    await updated.waitFor();
    expect(await text(updated)).toContain(en.settings.toasts.passwordUpdated.description);
    // The success replaced the standing error toast, and never stood beside it.
    expect(await page.getByTestId("toast").count()).toBe(1);
    expect(await mostToasts()).toBe(1);
    await expect.poll(() => page.locator("#currentPassword-error").count()).toBe(0);
    t.expectNoErrors([/status of 400/]);
    await t.close();

    // The new password signs in (in a fresh browser).
    const fresh = await open();
    await visit(fresh.page, "/auth");
    await submitSignIn(fresh.page, user.email, next);
    await waitForPath(fresh.page, "/welcome");
    await toast(fresh.page, m.welcomeBack.title).waitFor();
    fresh.expectNoErrors();
    await fresh.close();
  });

  it("password fields show and hide their text (settings, /auth, reset, billing)", async () => {
    const user = await createUser("customer");
    const t = await open();
    const page = t.page;

    const check = async (where: string, field: string) => {
      const input = page.locator(`#${field}`);
      const toggle = input.locator("xpath=following-sibling::button");
      await input.fill("secret-value");
      expect(await input.getAttribute("type"), `${where} #${field}`).toBe("password");
      expect(await toggle.getAttribute("aria-pressed")).toBe("false");
      expect(await text(toggle)).toBe("Show password");
      await toggle.click();
      await expect.poll(() => input.getAttribute("type")).toBe("text");
      expect(await toggle.getAttribute("aria-pressed")).toBe("true");
      expect(await text(toggle)).toBe("Hide password");
      expect(await input.inputValue()).toBe("secret-value");
      await toggle.click();
      await expect.poll(() => input.getAttribute("type")).toBe("password");
    };

    await visit(page, "/auth");
    await check("/auth", "password");
    await visit(page, "/auth?mode=signup");
    await check("/auth?mode=signup", "password");
    await visit(page, "/billing/login");
    await check("/billing/login", "password");
    await visit(page, "/billing/create-account");
    await check("/billing/create-account", "password");
    await check("/billing/create-account", "confirmPassword");

    await signInAs(t.context, user);
    await visit(page, "/settings");
    for (const field of ["currentPassword", "newPassword", "confirmPassword"]) {
      await check("/settings", field);
    }
    t.expectNoErrors();
    await t.close();
  });

  it("the sidebar: Ctrl/Cmd+B collapses it to 3rem and expands it to 16rem, kept in a cookie for 7 days", async () => {
    const user = await createUser("customer");
    const t = await open();
    const page = t.page;
    await signInAs(t.context, user);
    await visit(page, "/settings");
    const aside = page.getByTestId("sidebar");
    const layout = page.locator("[data-sidebar-state]");
    const toggle = page.getByTestId("sidebar-toggle");
    await expectWidth(aside, 256);
    expect(await layout.getAttribute("data-sidebar-state")).toBe("expanded");
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await sidebarCookie(t.context)).toBeUndefined();
    // The section links, with their names.
    const links = aside
      .getByRole("navigation", { name: en.settings.sidebar.label })
      .getByRole("link");
    expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")))).toEqual([
      "#profile",
      "#password",
      "#notifications",
      "#appearance",
      "#your-data",
      "#account",
    ]);

    await page.keyboard.press("Control+b");
    await expectWidth(aside, 48);
    expect(await layout.getAttribute("data-sidebar-state")).toBe("collapsed");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    const collapsed = await sidebarCookie(t.context);
    expect(collapsed?.value).toBe("false");
    expect(Math.abs(collapsed!.maxAge - 604_800)).toBeLessThan(60);
    expect(collapsed?.cookie.path).toBe("/");
    // Collapsed, the links keep their names (for screen readers) and show them as tooltips.
    expect(await links.first().getAttribute("title")).toBe(en.settings.sections.profile);
    expect(await text(links.first())).toBe(en.settings.sections.profile);

    // The server reads the cookie: the reloaded page is collapsed from its first byte.
    const { html } = await fetchPage(`${app.baseUrl}/settings`, {
      cookie: (await t.context.cookies(app.baseUrl)).map((c) => `${c.name}=${c.value}`).join("; "),
    });
    expect(html).toContain('data-sidebar-state="collapsed"');
    await page.reload();
    await waitForHydration(page);
    expect(await layout.getAttribute("data-sidebar-state")).toBe("collapsed");
    await expectWidth(aside, 48);

    await page.keyboard.press("Control+b");
    await expectWidth(aside, 256);
    expect((await sidebarCookie(t.context))?.value).toBe("true");

    // Cmd+B (Meta) too, and the toggle button.
    await page.keyboard.press("Meta+b");
    await expectWidth(aside, 48);
    await toggle.click();
    await expectWidth(aside, 256);
    await page.reload();
    await waitForHydration(page);
    expect(await layout.getAttribute("data-sidebar-state")).toBe("expanded");
    await expectWidth(aside, 256);
    t.expectNoErrors();
    await t.close();
  });

  it("the sidebar at 375 px: the toggle opens an 18rem panel over the page", async () => {
    const user = await createUser("customer");
    const t = await open({ viewport: { width: 375, height: 800 } });
    const page = t.page;
    await signInAs(t.context, user);
    await visit(page, "/settings");
    expect(await page.getByTestId("sidebar").isVisible()).toBe(false);
    expect(await page.getByTestId("sidebar-mobile").count()).toBe(0);

    await page.getByTestId("sidebar-toggle").click();
    const panel = page.getByTestId("sidebar-mobile");
    await panel.waitFor();
    await expectWidth(panel, 288);
    await expectNoA11yViolations(page, "/settings at 375 px with the sidebar panel open");
    // A link closes the panel and goes to its section.
    await panel.getByRole("link", { name: en.settings.sections.appearance }).click();
    await panel.waitFor({ state: "detached" });
    expect(new URL(page.url()).hash).toBe("#appearance");
    // Ctrl+B opens it too; Escape closes it. The desktop cookie is left alone.
    await page.keyboard.press("Control+b");
    await panel.waitFor();
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
    expect(await sidebarCookie(t.context)).toBeUndefined();
    t.expectNoErrors();
    await t.close();
  });
});

describe("password reset by e-mail", () => {
  it("mails a single-use link that sets a new password", async () => {
    const user = await createUser("customer");
    const next = newPassword();
    const t = await open();
    const page = t.page;

    const link = await requestResetLink(page, user.email);
    await visit(page, link);
    expect(new URL(page.url()).pathname).toBe("/reset-password");
    await expect.poll(() => text(page.locator("h1"))).toBe(en.resetPassword.title);
    await page.locator("#password").fill(next);
    await page.locator("#confirmPassword").fill(next);
    await button(page, en.resetPassword.submit).click();
    await waitForPath(page, "/");
    const updated = toast(page, m.passwordUpdated.title);
    await updated.waitFor();
    expect(await text(updated)).toContain(m.passwordUpdated.description);

    // The old password no longer signs in; the new one does.
    await visit(page, "/auth");
    await submitSignIn(page, user.email, user.password);
    const error = toast(page, m.errorTitle);
    await error.waitFor();
    expect(await text(error)).toContain(m.invalidCredentials);
    await visit(page, "/auth");
    await submitSignIn(page, user.email, next);
    await waitForPath(page, "/welcome");
    await toast(page, m.welcomeBack.title).waitFor();

    // The link worked once (signed in or not).
    await page.context().clearCookies();
    await page.goto(link);
    await waitForPath(page, "/auth");
    await waitForHydration(page);
    const invalid = toast(page, m.invalidResetLink.title);
    await invalid.waitFor();
    expect(await text(invalid)).toContain(m.invalidResetLink.description);
    expect(await invalid.getAttribute("data-variant")).toBe("destructive");
    expect(pathOf(page)).toBe("/auth?mode=reset");
    t.expectNoErrors([/status of 400/]);
    await t.close();
  });
});

describe("staff access", () => {
  it("a request on Create Account waits for the owner, who approves it; then Employee Login works", async () => {
    const email = `new-staff-${uid()}@example.test`;
    const password = newPassword();
    const t = await open();
    const page = t.page;

    await visit(page, "/billing/login");
    await page.getByRole("link", { name: en.billingLogin.createAccount }).click();
    await waitForPath(page, "/billing/create-account");
    await page.locator("#userId").fill(email);
    await page.locator("#password").fill(password);
    await page.locator("#confirmPassword").fill(password);
    await button(page, en.billingCreateAccount.submit).click();
    await waitForPath(page, "/billing/login");
    const requested = toast(page, en.billingCreateAccount.requested.title);
    await requested.waitFor();
    expect(await text(requested)).toContain(en.billingCreateAccount.requested.description);

    await waitForHydration(page);
    await submitBillingLogin(page, email, password);
    const waiting = toast(page, m.errorTitle);
    await waiting.waitFor();
    expect(await text(waiting)).toContain("awaiting approval");
    expect(await text(waiting)).toContain(en.billingLogin.pending);
    expect(new URL(page.url()).pathname).toBe("/billing/login");

    // The owner approves it on /admin/users.
    const admin = await open();
    await loginAs(admin.context, "admin");
    await visit(admin.page, "/admin/users");
    await admin.page.getByRole("link", { name: /staff access requests? (is|are) waiting/ }).click();
    await admin.page.waitForURL((url) => url.search === "?filter=pending");
    const row = admin.page.getByTestId("users-table").locator("tr").filter({ hasText: email });
    expect(await text(row)).toContain("not verified");
    await row.getByRole("button", { name: `Approve staff access for ${email}` }).click();
    await toast(admin.page, "Staff access approved").waitFor();
    await visit(admin.page, `/admin/users?q=${encodeURIComponent(email)}`);
    const approved = admin.page.getByTestId("users-table").locator("tr").filter({ hasText: email });
    expect(await approved.getByRole("combobox").inputValue()).toBe("staff");
    expect(await text(approved)).not.toContain("Approve");

    // The role select: a customer made staff.
    const customer = await createUser("customer");
    await visit(admin.page, `/admin/users?q=${encodeURIComponent(customer.email)}`);
    const customerRow = admin.page
      .getByTestId("users-table")
      .locator("tr")
      .filter({ hasText: customer.email });
    await customerRow.getByRole("combobox").selectOption("staff");
    await customerRow.getByRole("button", { name: `Save role of ${customer.email}` }).click();
    await toast(admin.page, "Role updated").waitFor();
    expect(await customerRow.getByRole("combobox").inputValue()).toBe("staff");
    admin.expectNoErrors();
    await admin.close();

    // Employee Login now works.
    await visit(page, "/billing/login");
    await submitBillingLogin(page, email, password);
    await waitForPath(page, "/billing/home");
    await toast(page, en.billingLogin.loginSuccess).waitFor();
    await expect.poll(() => text(page.locator("h1"))).toBe(en.billingHome.title);
    for (const heading of [en.billingHome.serviceManagement, en.billingHome.bills]) {
      expect(await page.getByRole("heading", { name: heading, level: 2 }).isVisible()).toBe(true);
    }
    expect(
      await page
        .locator("main ul")
        .getByRole("link")
        .evaluateAll((els) => els.map((el) => el.getAttribute("href"))),
    ).toEqual(["/billing/service", "/billing/complaints"]);
    await button(page, en.billingHome.logout).click();
    await waitForPath(page, "/billing/login");
    await expect.poll(() => text(page.locator("h1"))).toBe(en.billingLogin.title);
    await expect.poll(() => page.getByTestId("welcome-line").count()).toBe(0);
    // Signed out: billing home sends to /auth.
    await visit(page, "/billing/home");
    expect(pathOf(page)).toBe("/auth?redirectTo=%2Fbilling%2Fhome");
    t.expectNoErrors([/status of 403/]);
    await t.close();
  });
});

describe("two-factor sign-in (staff)", () => {
  it("is switched on in settings with an authenticator code; billing login then asks for one", async () => {
    const t = await open();
    const page = t.page;
    const staff = await loginAs(t.context, "staff");
    await visit(page, "/settings");
    const security = page.locator("#security");
    expect(await text(security)).toContain(en.settings.twoFactor.off);
    await button(security, en.settings.twoFactor.enable).click();

    const secretEl = page.getByTestId("totp-secret");
    await secretEl.waitFor();
    const key = await text(secretEl);
    expect(key).toMatch(/^[A-Z2-7]+=*$/);
    expect(
      await security.getByRole("img", { name: en.settings.twoFactor.title }).getAttribute("src"),
    ).toMatch(/^data:image\/svg\+xml;base64,/);
    const totp = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 });

    // A wrong code first.
    const wrong = String((Number(totp.generate()) + 500_000) % 1_000_000).padStart(6, "0");
    await security.locator("#code").fill(wrong);
    await button(security, en.settings.twoFactor.confirm).click();
    await page.locator("#code-error").waitFor();
    expect(await text(page.locator("#code-error"))).toBe(m.invalidCode);

    const confirming = totp.generate();
    await security.locator("#code").fill(confirming);
    await button(security, en.settings.twoFactor.confirm).click();
    const codesList = page.getByTestId("recovery-codes");
    await codesList.waitFor();
    const codes = await codesList.locator("li").allTextContents();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-f]{5}-[0-9a-f]{5}$/);
    await toast(page, en.settings.toasts.twoFactorOn.title).waitFor();

    // Sign out (the Account section's button).
    await button(page.locator("#account"), en.settings.account.signOut).click();
    await waitForPath(page, "/");
    await page.getByRole("link", { name: "Sign In", exact: true }).first().waitFor();

    // Employee Login: the password, then the code.
    await visit(page, "/billing/login");
    await submitBillingLogin(page, staff.email, staff.password);
    await page.waitForURL((url) => url.search === "?step=2fa");
    await page.getByRole("heading", { name: en.billingLogin.twoFactor.title }).waitFor();
    await expect.poll(() => page.getByTestId("welcome-line").count()).toBe(0);
    await waitForHydration(page);
    // The code that confirmed the setup is spent: it cannot sign in again.
    await page.locator("#code").fill(confirming);
    await button(page, en.billingLogin.twoFactor.verify).click();
    const refused = toast(page, m.errorTitle);
    await refused.waitFor();
    expect(await text(refused)).toContain(m.invalidCode);
    expect(new URL(page.url()).pathname).toBe("/billing/login");
    // The next step's code (one step of drift is accepted) signs in.
    await page.locator("#code").fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await button(page, en.billingLogin.twoFactor.verify).click();
    await waitForPath(page, "/billing/home");
    await toast(page, en.billingLogin.loginSuccess).waitFor();
    expect(await text(welcomeLine(page))).toBe(`Welcome, ${staff.name}`);

    // /auth asks too; a recovery code works once.
    await button(page, en.billingHome.logout).click();
    await waitForPath(page, "/billing/login");
    await visit(page, "/auth");
    await submitSignIn(page, staff.email, staff.password);
    await page.waitForURL((url) => url.search === "?mode=2fa");
    await page.getByRole("heading", { name: en.auth.twoFactor.title }).waitFor();
    await waitForHydration(page);
    await page.locator("#code").fill(codes[0]!);
    await button(page, en.auth.twoFactor.verify).click();
    await waitForPath(page, "/welcome");
    await toast(page, m.welcomeBack.title).waitFor();

    // The same recovery code a second time: refused.
    await t.context.clearCookies();
    await visit(page, "/auth");
    await submitSignIn(page, staff.email, staff.password);
    await page.waitForURL((url) => url.search === "?mode=2fa");
    await waitForHydration(page);
    await page.locator("#code").fill(codes[0]!);
    await button(page, en.auth.twoFactor.verify).click();
    const spent = toast(page, m.errorTitle);
    await spent.waitFor();
    expect(await text(spent)).toContain(m.invalidCode);
    await page.locator("#code").fill(codes[1]!);
    await button(page, en.auth.twoFactor.verify).click();
    await waitForPath(page, "/welcome");

    // Settings now says it is on.
    await visit(page, "/settings");
    expect(await text(page.locator("#security"))).toContain(en.settings.twoFactor.on);
    t.expectNoErrors([/status of 400/]);
    await t.close();
  });
});

describe("accessibility (axe)", () => {
  it("/auth in each mode, /verify-email and /reset-password", async () => {
    const t = await open();
    const page = t.page;
    for (const mode of ["signin", "signup", "reset", "2fa"]) {
      await visit(page, `/auth?mode=${mode}`);
      await expectNoA11yViolations(page, `/auth?mode=${mode}`);
    }
    // Field messages shown (sign-up sent empty).
    await visit(page, "/auth?mode=signup");
    await button(page, en.auth.signUp).click();
    await page.locator("#password-error").waitFor();
    await expectNoA11yViolations(page, "/auth?mode=signup with field messages");

    await visit(page, "/verify-email?token=any-token");
    await expectNoA11yViolations(page, "/verify-email");

    const user = await createUser("customer");
    const link = await requestResetLink(page, user.email);
    await visit(page, link);
    expect(new URL(page.url()).pathname).toBe("/reset-password");
    await expectNoA11yViolations(page, "/reset-password (valid token)");
    t.expectNoErrors([/status of 400/]);
    await t.close();
  });

  it("/settings as customer and staff: sidebar expanded and collapsed, Delete open, dark and Tamil", async () => {
    for (const role of ["customer", "staff"] as const) {
      const t = await open();
      const page = t.page;
      await loginAs(t.context, role);
      await visit(page, "/settings");
      expect(await page.locator("#security").count()).toBe(role === "staff" ? 1 : 0);
      await expectNoA11yViolations(page, `/settings (${role}, sidebar expanded)`);
      await page.keyboard.press("Control+b");
      await expectWidth(page.getByTestId("sidebar"), 48);
      await expectNoA11yViolations(page, `/settings (${role}, sidebar collapsed)`);
      await page.locator("#your-data details summary").click();
      await page.getByRole("group", { name: dataRightsContent.en.deleteTitle }).waitFor();
      await expectNoA11yViolations(page, `/settings (${role}, Delete my account open)`);
      if (role === "staff") {
        await button(page.locator("#security"), en.settings.twoFactor.enable).click();
        await page.getByTestId("totp-secret").waitFor();
        await expectNoA11yViolations(page, "/settings (staff, two-factor setup)");
      }
      // Dark and Tamil (the header's switches).
      await page.getByTestId("theme-toggle").filter({ visible: true }).click();
      await page.waitForSelector("html.dark");
      await page.getByTestId("language-toggle").filter({ visible: true }).click();
      await page.waitForSelector('html[lang="ta"]');
      await waitForHydration(page);
      await expect.poll(() => text(page.locator("h1"))).toBe(ta.settings.title);
      await expectNoA11yViolations(page, `/settings (${role}, dark, Tamil)`);
      t.expectNoErrors();
      await t.close();
    }
  });

  it("/billing/login, /billing/create-account, /billing/home and /admin/users", async () => {
    const t = await open();
    const page = t.page;
    await visit(page, "/billing/login");
    await expectNoA11yViolations(page, "/billing/login");
    await visit(page, "/billing/create-account");
    await expectNoA11yViolations(page, "/billing/create-account");
    // With field messages (the passwords do not match).
    await page.locator("#userId").fill(`a11y-${uid()}@example.test`);
    await page.locator("#password").fill("first-password-1");
    await page.locator("#confirmPassword").fill("second-password-2");
    await button(page, en.billingCreateAccount.submit).click();
    await page.locator("#confirmPassword-error").waitFor();
    await expectNoA11yViolations(page, "/billing/create-account with a field message");
    t.expectNoErrors([/status of 400/]);
    await t.close();

    const staff = await open();
    await loginAs(staff.context, "staff");
    await visit(staff.page, "/billing/home");
    await expectNoA11yViolations(staff.page, "/billing/home");
    staff.expectNoErrors();
    await staff.close();

    const admin = await open();
    await loginAs(admin.context, "admin");
    // A pending request, so the Approve/Reject buttons are there.
    const pending = await open();
    await visit(pending.page, "/billing/create-account");
    const password = newPassword();
    await pending.page.locator("#userId").fill(`a11y-staff-${uid()}@example.test`);
    await pending.page.locator("#password").fill(password);
    await pending.page.locator("#confirmPassword").fill(password);
    await button(pending.page, en.billingCreateAccount.submit).click();
    await waitForPath(pending.page, "/billing/login");
    await pending.close();
    await visit(admin.page, "/admin/users");
    expect(await admin.page.getByRole("button", { name: /^Approve staff access/ }).count()).toBe(1);
    await expectNoA11yViolations(admin.page, "/admin/users");
    admin.expectNoErrors();
    await admin.close();
  });
});

describe("without JavaScript", () => {
  it("the sign-in form on /auth signs in and lands on /welcome", async () => {
    const user = await createUser("customer");
    const t = await open({ javaScriptEnabled: false });
    await t.page.goto("/auth");
    await submitSignIn(t.page, user.email, user.password);
    await waitForPath(t.page, "/welcome");
    expect(await text(toast(t.page, m.welcomeBack.title))).toContain(m.welcomeBack.description);
    await expect
      .poll(() => text(t.page.locator("h1")))
      .toBe(welcomePage.greetingNamed.replace("{name}", user.name));
    expect(await text(t.page.getByTestId("welcome-line").first())).toBe(`Welcome, ${user.name}`);

    // A wrong password: the page answers with the toast, server-rendered.
    const other = await open({ javaScriptEnabled: false });
    await other.page.goto("/auth");
    await submitSignIn(other.page, user.email, "wrong-password");
    await toast(other.page, m.errorTitle).waitFor();
    expect(await text(toast(other.page, m.errorTitle))).toContain(m.invalidCredentials);
    expect(await other.page.locator("#email").inputValue()).toBe(user.email);
    await other.close();
    await t.close();
  });

  it("a sign-up with a short password shows the field message, server-rendered", async () => {
    const t = await open({ javaScriptEnabled: false });
    const page = t.page;
    const email = `nojs-${uid()}@example.test`;
    await page.goto("/auth?mode=signup");
    await page.locator("#name").fill("No Script");
    await page.locator("#email").fill(email);
    await page.locator("#password").fill("abc");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      button(page, en.auth.signUp).click(),
    ]);
    expect(response.status()).toBe(400);
    await page.waitForLoadState("load");
    expect(await text(page.locator("#password-error"))).toBe(m.passwordMin);
    expect(await page.locator("#password").getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#password").getAttribute("aria-describedby")).toContain(
      "password-error",
    );
    // What was typed comes back, except the password.
    expect(await page.locator("#name").inputValue()).toBe("No Script");
    expect(await page.locator("#email").inputValue()).toBe(email);
    expect(await page.locator("#password").inputValue()).toBe("");
    await expectNoA11yViolations(page, "/auth?mode=signup refused, without JavaScript");

    // Staff Create Account: the passwords do not match.
    await page.goto("/billing/create-account");
    await page.locator("#userId").fill(email);
    await page.locator("#password").fill("first-password-1");
    await page.locator("#confirmPassword").fill("second-password-2");
    await button(page, en.billingCreateAccount.submit).click();
    await page.locator("#confirmPassword-error").waitFor();
    expect(await text(page.locator("#confirmPassword-error"))).toBe(
      en.billingCreateAccount.mismatch,
    );
    expect(await text(toast(page, m.errorTitle))).toContain(en.billingCreateAccount.mismatch);
    expect(await page.locator("#userId").inputValue()).toBe(email);
    await expectNoA11yViolations(page, "/billing/create-account refused, without JavaScript");
    await t.close();
  });
});
