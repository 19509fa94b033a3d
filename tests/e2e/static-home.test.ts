import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { intakeMessages, reviewsContent } from "../../app/intake";
import { STATIC_PAGE_READY } from "../../app/lib/static-page";
import { fill } from "../../app/lib/forms";
import { CLIENT_DIR } from "../../scripts/build-if-stale";
import { fetchPage, filledStars, newPage, scriptsOf, visit, type TestPage } from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * The home page served without hydration (decision 055): its HTML names one plain, self-contained
 * script instead of React Router's, and what needs a script works with it: the header's menus
 * and shadow, the server's toasts, the review form's stars (CSS) and the form itself (a plain
 * post, answered by the server's page). The offer popup and the lightbox: site-popup.test.ts and site-gallery.test.ts.
 */

const { app, browser } = await openApp();

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

describe("the home page's HTML", () => {
  it("names one self-contained module script, with the response's nonce, and no hydration data", async () => {
    const { status, html, headers } = await fetchPage(`${app.baseUrl}/`);
    expect(status).toBe(200);
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toContain("modulepreload");
    const scripts = scriptsOf(html);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/static-page-[\w-]+\.js$/);
    const tag = /<script type="module" src="[^"]+"[^>]*>/.exec(html)?.[0] ?? "";
    const nonce = nonceOf(headers.get("content-security-policy"));
    expect(nonce).toBeTruthy();
    expect(tag).toContain(`nonce="${nonce}"`);
    // Nothing it would have to fetch: no import, and none of React's code.
    const code = readFileSync(path.join(CLIENT_DIR, scripts[0]!), "utf8");
    expect(code).not.toMatch(/\bimport\b/);
    expect(code).not.toContain("react");
    // Hashed, so cached for a year, and sent precompressed as the app's other scripts are.
    const served = await fetch(`${app.baseUrl}${scripts[0]}`, {
      headers: { "Accept-Encoding": "br" },
    });
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("content-encoding")).toBe("br");
    expect(await served.text()).toBe(code);
  });

  it("is the home page's and the content pages': the others still hydrate", async () => {
    for (const url of ["/about", "/services", "/products", "/testimonials", "/privacy-policy"]) {
      const { html } = await fetchPage(`${app.baseUrl}${url}`);
      expect(html, url).not.toContain("__reactRouterContext");
      expect(scriptsOf(html), url).toEqual([expect.stringMatching(/\/static-page-/)]);
    }
    for (const url of ["/contact", "/gallery", "/limrakart", "/place-order"]) {
      const { html } = await fetchPage(`${app.baseUrl}${url}`);
      expect(html, url).toContain("__reactRouterContext");
      expect(
        scriptsOf(html).some((s) => s.includes("static-page")),
        url,
      ).toBe(false);
    }
  });
});

describe("the home page in the browser", () => {
  let t: TestPage;
  let page: Page;

  beforeEach(async () => {
    t = await newPage(browser, { baseURL: app.baseUrl });
    page = t.page;
    await visit(page, "/");
  });

  /** Console errors a test expects (a refused post's 400 document). */
  let expectedErrors: RegExp[] = [];

  afterEach(async () => {
    t.expectNoErrors(expectedErrors);
    expectedErrors = [];
    await t?.close();
  });

  it("runs the plain script, not React", async () => {
    expect(
      await page.evaluate((a) => document.documentElement.hasAttribute(a), STATIC_PAGE_READY),
    ).toBe(true);
    expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
    expect(
      await page
        .locator("header")
        .evaluate((el) => Object.keys(el).some((k) => k.startsWith("__react"))),
    ).toBe(false);
  });

  it("turns the header solid once scrolled, and back at the top", async () => {
    const header = page.locator("header").first();
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    const atTop = await background();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("true");
    await expect.poll(background).not.toBe(atTop);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("false");
  });

  it("closes a header menu on a press outside it, and on Escape with the focus on its button", async () => {
    const more = page.getByTestId("more-menu");
    const isOpen = () => more.evaluate((el) => (el as HTMLDetailsElement).open);
    await more.locator("summary").click();
    expect(await isOpen()).toBe(true);
    await page.mouse.click(640, 600);
    await expect.poll(isOpen).toBe(false);

    await more.locator("summary").click();
    expect(await isOpen()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(isOpen).toBe(false);
    expect(await more.locator("summary").evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
  });

  it("fills the review form's stars up to the one chosen, or the one under the pointer", async () => {
    const form = page.locator("section#share-experience form");
    const star = (n: number) =>
      form.locator("label").filter({ hasText: fill(f.star, { rating: n }) });
    expect(await filledStars(form)).toBe(0);
    await star(3).click();
    await page.mouse.move(5, 5);
    expect(await filledStars(form)).toBe(3);
    await star(5).hover();
    expect(await filledStars(form)).toBe(5);
    await star(1).hover();
    expect(await filledStars(form)).toBe(1);
    await page.mouse.move(5, 5);
    expect(await filledStars(form)).toBe(3);
    // By keyboard: the radios move the choice, and the stars follow.
    await form.getByLabel(fill(f.star, { rating: 3 })).focus();
    await page.keyboard.press("ArrowRight");
    expect(await filledStars(form)).toBe(4);
  });

  it("answers an incomplete review with the server's errors, still without hydration", async () => {
    const form = page.locator("section#share-experience form");
    await form.getByRole("button", { name: f.submit, exact: true }).click();
    // A plain post: the server's page comes back (400) with the errors under the fields.
    expectedErrors = [/status of 400/];
    await page.locator("section#share-experience [id$='-error']").first().waitFor();
    expect(await page.locator("section#share-experience [id$='-error']").count()).toBeGreaterThan(
      1,
    );
    expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
  });

  it("sends a review; its toast closes on its button", async () => {
    const toast = await sendReview(page);
    expect(await toast.getAttribute("data-variant")).toBe("default");
    await toast.locator("[data-toast-close]").click();
    expect(await page.getByTestId("toast").count()).toBe(0);
  });

  it("sends a review; its toast closes by itself after six seconds", async () => {
    const toast = await sendReview(page);
    const shownAt = Date.now();
    await toast.waitFor({ state: "detached", timeout: 9_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_500);
  });
});

const f = reviewsContent.en.form;

/** Fills and sends the home page's review form (a plain post), and returns its success toast. */
async function sendReview(page: Page) {
  const form = page.locator("section#share-experience form");
  await form.getByLabel(f.name).fill("Static Home Tester");
  await form.getByLabel(f.company).fill("Acme Traders");
  await form.getByLabel(f.location).fill("Madurai");
  await form.getByLabel(f.projectType).selectOption("Business Cards");
  await form
    .locator("label")
    .filter({ hasText: fill(f.star, { rating: 4 }) })
    .click();
  await form.getByLabel(f.review).fill("Clear print, on time, and a fair price.");
  await form.getByRole("button", { name: f.submit, exact: true }).click();
  const toast = page.getByTestId("toast");
  await toast.waitFor();
  expect(await toast.textContent()).toContain(intakeMessages.en.reviewSuccess.title);
  expect(new URL(page.url()).hash).toBe("#share-experience");
  return toast;
}
