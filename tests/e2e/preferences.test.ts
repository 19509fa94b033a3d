import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  cookieHeader,
  expectNoA11yViolations,
  fetchPage,
  htmlTag,
  newPage,
  visit,
  waitForHydration,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/** The language (English/Tamil) and theme (light/dark) switches, with and without JavaScript. */

const { app, browser } = await openApp();

const languageToggle = (page: Page) =>
  page.getByTestId("language-toggle").filter({ visible: true });
const themeToggle = (page: Page) => page.getByTestId("theme-toggle").filter({ visible: true });
/** The first link of the desktop navigation row: Home, in the current language. */
const homeLink = (page: Page) =>
  page.getByRole("navigation").first().locator('ul.site-links a[href="/"]').first();

const htmlLang = (page: Page) => page.locator("html").getAttribute("lang");
const isDark = (page: Page) => page.locator("html").evaluate((el) => el.classList.contains("dark"));

describe("language, with JavaScript", () => {
  it("switches to Tamil, keeps it after a reload and on the server, and switches back", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl });
    const page = t.page;
    await visit(page, "/");
    expect(await htmlLang(page)).toBe("en");
    expect(await homeLink(page).textContent()).toBe("Home");
    expect(await languageToggle(page).textContent()).toBe("தமிழ் (Switch to Tamil)");

    await languageToggle(page).click();
    await page.waitForSelector('html[lang="ta"]');
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await homeLink(page).textContent()).toBe("முகப்பு");
    expect(await page.getByRole("link", { name: "உள்நுழைக" }).first().getAttribute("href")).toBe(
      "/auth",
    );
    expect(await page.locator("footer").textContent()).toContain("விரைவு இணைப்புகள்");
    expect(await languageToggle(page).textContent()).toBe("English (ஆங்கிலத்திற்கு மாறு)");
    await expectNoA11yViolations(page, "/ in Tamil");

    // The More menu in Tamil, open.
    const more = page.getByTestId("more-menu");
    await more.locator("summary").click();
    await expect.poll(() => more.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await more.getByRole("link").first().textContent()).toBe("படத்தொகுப்பு");
    await expectNoA11yViolations(page, "/ in Tamil, More menu open");
    await page.keyboard.press("Escape");

    await page.reload();
    await waitForHydration(page);
    expect(await htmlLang(page)).toBe("ta");
    expect(await homeLink(page).textContent()).toBe("முகப்பு");

    // A fresh request with the same cookies: the server renders Tamil.
    const cookie = await cookieHeader(t.context, app.baseUrl);
    expect(cookie).toMatch(/limra_lang=/);
    const { html } = await fetchPage(`${app.baseUrl}/`, { cookie });
    expect(htmlTag(html)).toMatch(/lang="ta"/);
    expect(html).toContain(">முகப்பு<");
    expect(html).not.toContain(">Home<");

    await languageToggle(page).click();
    await page.waitForSelector('html[lang="en"]');
    await waitForHydration(page);
    expect(await homeLink(page).textContent()).toBe("Home");
    const back = await fetchPage(`${app.baseUrl}/`, {
      cookie: await cookieHeader(t.context, app.baseUrl),
    });
    expect(htmlTag(back.html)).toMatch(/lang="en"/);
    expect(back.html).toContain(">Home<");
    t.expectNoErrors();
    await t.close();
  });
});

describe("theme, with JavaScript", () => {
  it("switches to dark, keeps it after a reload, renders it on the server, and switches back", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl });
    const page = t.page;
    await visit(page, "/");
    expect(await isDark(page)).toBe(false);
    expect(await themeToggle(page).getAttribute("aria-label")).toBe("Switch to dark mode");
    await expectNoA11yViolations(page, "/ light");

    await themeToggle(page).click();
    await page.waitForSelector("html.dark");
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await themeToggle(page).getAttribute("aria-label")).toBe("Switch to light mode");
    expect(
      await page.locator('meta[name="theme-color"]').getAttribute("content"),
      "theme-color follows the theme",
    ).toBe("#0f172a");
    await expectNoA11yViolations(page, "/ dark");

    const more = page.getByTestId("more-menu");
    await more.locator("summary").click();
    await expect.poll(() => more.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    await expectNoA11yViolations(page, "/ dark, More menu open");
    await page.keyboard.press("Escape");

    await page.reload();
    await waitForHydration(page);
    expect(await isDark(page)).toBe(true);

    // No flash: the server already renders <html class="dark">.
    const cookie = await cookieHeader(t.context, app.baseUrl);
    expect(cookie).toMatch(/limra_theme=/);
    const { html } = await fetchPage(`${app.baseUrl}/`, { cookie });
    expect(htmlTag(html)).toMatch(/class="dark"/);
    expect(html).toContain('name="theme-color" content="#0f172a"');

    await themeToggle(page).click();
    await page.waitForSelector("html:not(.dark)");
    await waitForHydration(page);
    expect(await themeToggle(page).getAttribute("aria-label")).toBe("Switch to dark mode");
    const light = await fetchPage(`${app.baseUrl}/`, {
      cookie: await cookieHeader(t.context, app.baseUrl),
    });
    expect(htmlTag(light.html)).not.toMatch(/dark/);
    t.expectNoErrors();
    await t.close();
  });

  it("works from the small-screen menu too, in Tamil and dark together", async () => {
    const t = await newPage(browser, {
      baseURL: app.baseUrl,
      viewport: { width: 375, height: 800 },
    });
    const page = t.page;
    await visit(page, "/");
    const menu = page.getByTestId("mobile-menu");
    const openMenu = async () => {
      await menu.locator(":scope > summary").click();
      await expect.poll(() => menu.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    };

    await openMenu();
    await menu.getByTestId("theme-toggle").click();
    await page.waitForSelector("html.dark");
    await waitForHydration(page);
    await openMenu();
    await menu.getByTestId("language-toggle").click();
    await page.waitForSelector('html[lang="ta"]');
    await waitForHydration(page);
    expect(await isDark(page)).toBe(true);
    await expectNoA11yViolations(page, "/ mobile, Tamil, dark");
    await openMenu();
    expect(await menu.getByRole("link", { name: "முகப்பு" }).isVisible()).toBe(true);
    await expectNoA11yViolations(page, "/ mobile, Tamil, dark, menu open");
    t.expectNoErrors();
    await t.close();
  });
});

describe("without JavaScript", () => {
  it("both switches submit, land back on the same page, and change it", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl, javaScriptEnabled: false });
    const page = t.page;
    const start = "/?from=no-js";
    await page.goto(start);
    expect(await htmlLang(page)).toBe("en");
    await expectNoA11yViolations(page, "/ without JavaScript");

    await languageToggle(page).click();
    await page.waitForSelector('html[lang="ta"]');
    expect(page.url()).toBe(`${app.baseUrl}${start}`);
    expect(await homeLink(page).textContent()).toBe("முகப்பு");
    await expectNoA11yViolations(page, "/ in Tamil without JavaScript");

    await themeToggle(page).click();
    await page.waitForSelector("html.dark");
    expect(page.url()).toBe(`${app.baseUrl}${start}`);
    expect(await htmlLang(page)).toBe("ta");
    await expectNoA11yViolations(page, "/ in Tamil, dark, without JavaScript");

    await languageToggle(page).click();
    await page.waitForSelector('html[lang="en"]');
    expect(page.url()).toBe(`${app.baseUrl}${start}`);
    expect(await isDark(page)).toBe(true);
    expect(await homeLink(page).textContent()).toBe("Home");
    await expectNoA11yViolations(page, "/ dark without JavaScript");

    await themeToggle(page).click();
    await page.waitForSelector("html:not(.dark)");
    expect(page.url()).toBe(`${app.baseUrl}${start}`);
    t.expectNoErrors();
    await t.close();
  });

  it("works on any page, e.g. the not-found page", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl, javaScriptEnabled: false });
    const page = t.page;
    await page.goto("/no/such/page");
    await languageToggle(page).click();
    await page.waitForSelector('html[lang="ta"]');
    expect(new URL(page.url()).pathname).toBe("/no/such/page");
    expect(await page.locator("main h1").textContent()).toContain("பக்கம் கிடைக்கவில்லை");
    await expectNoA11yViolations(page, "/no/such/page (404) in Tamil without JavaScript");
    t.expectNoErrors([/status of 404/]);
    await t.close();
  });
});

describe("POST /preferences", () => {
  it("rejects unknown values and never redirects off the site", async () => {
    const post = (fields: Record<string, string>) =>
      fetchPage(`${app.baseUrl}/preferences`, {
        method: "POST",
        body: new URLSearchParams(fields),
      });

    const bad = await post({ locale: "fr", redirectTo: "/" });
    expect(bad.status).toBe(400);
    expect(bad.headers.get("set-cookie")).toBeNull();

    const ok = await post({ theme: "dark", redirectTo: "/services?x=1" });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/services?x=1");
    expect(ok.headers.get("set-cookie")).toMatch(/limra_theme=/);

    for (const target of ["https://evil.example/", "//evil.example/", "/\\evil.example"]) {
      const res = await post({ locale: "ta", redirectTo: target });
      expect(res.status, target).toBe(302);
      expect(res.headers.get("location"), target).toBe("/");
    }

    const get = await fetchPage(`${app.baseUrl}/preferences`);
    expect(get.status).toBe(302);
    expect(get.headers.get("location")).toBe("/");
  });
});
