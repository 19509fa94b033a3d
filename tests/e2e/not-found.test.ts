import { beforeAll, describe, expect, it } from "vitest";
import {
  expectNoA11yViolations,
  fetchPage,
  htmlTag,
  newPage,
  visit,
  waitForHydration,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/** Any unknown path: status 404, the not-found page, the bad path in the server log. */

/** Chromium reports the 404 document itself as a failed resource; that is the point here. */
const NOT_FOUND_RESOURCE = [/Failed to load resource: the server responded with a status of 404/];

const { app, browser } = await openApp();
let tel: string;
let mailto: string;

beforeAll(async () => {
  // The business's phone and e-mail as the home page's footer shows them.
  const { html } = await fetchPage(`${app.baseUrl}/`);
  tel = /href="(tel:[^"]+)"/.exec(html)?.[1] ?? "";
  mailto = /href="(mailto:[^"]+)"/.exec(html)?.[1] ?? "";
  expect(tel).toMatch(/^tel:\+?[0-9]+$/);
  expect(mailto).toMatch(/^mailto:\S+@\S+$/);
});

/** The log lines (JSON) that mention `path`. */
function logLinesFor(path: string): Record<string, unknown>[] {
  return app
    .logs()
    .split("\n")
    .filter((l) => l.startsWith("{") && l.includes(path))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe("server", () => {
  it("answers GET /no/such/page with 404 and the not-found page", async () => {
    const { status, html, headers } = await fetchPage(`${app.baseUrl}/no/such/page`);
    expect(status).toBe(404);
    expect(headers.get("content-type")).toMatch(/^text\/html/);
    expect(html).toContain(">404<");
    expect(html).toContain("Page not found");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Go Home<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/services"[^>]*>Browse Services<\/a>/);
    expect(html).toContain(">Go Back</a>");
    expect(html).toContain('name="robots" content="noindex"');
    // The business's contact details (in the page body, and in the footer).
    const main = html.slice(html.indexOf('<main id="main"'), html.indexOf("</main>"));
    expect(main).toContain(`href="${tel}"`);
    expect(main).toContain(`href="${mailto}"`);
    // The site frame is there too.
    expect(html).toContain('<nav aria-label="Main navigation"');
    expect(html).toContain("<footer");
  });

  it("logs the bad path", async () => {
    const path = `/no/such/page-${Date.now()}`;
    expect((await fetchPage(`${app.baseUrl}${path}?q=1`)).status).toBe(404);
    await app.waitForLog(`"path":"${path}"`);
    const lines = logLinesFor(path);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: "warn", message: "not found", path, method: "GET" }),
    );
    // Every line carries the id of the request it belongs to.
    expect(
      lines.every((l) => typeof l.requestId === "string" && String(l.requestId).length >= 8),
    ).toBe(true);
  });

  it("answers a POST to an unknown path with 404 too (not 405)", async () => {
    const path = `/no/such/form-${Date.now()}`;
    const res = await fetchPage(`${app.baseUrl}${path}`, {
      method: "POST",
      body: new URLSearchParams({ name: "x" }),
    });
    expect(res.status).toBe(404);
    await app.waitForLog(`"path":"${path}"`);
    expect(logLinesFor(path)).toContainEqual(
      expect.objectContaining({ message: "not found", path, method: "POST" }),
    );

    // A POST that is not a form (here: no body, no Content-Type) is refused before routing.
    const empty = await fetchPage(`${app.baseUrl}/no/such/thing`, { method: "POST" });
    expect(empty.status).toBe(415);
  });

  it("points Go Back at a same-site referrer, and home otherwise (without JavaScript)", async () => {
    const goBackHref = (html: string) =>
      /<a[^>]*href="([^"]*)"[^>]*>Go Back<\/a>/.exec(html)?.[1] ?? null;
    const fromSite = await fetchPage(`${app.baseUrl}/missing`, {
      headers: { Referer: `${app.baseUrl}/?from=home` },
    });
    expect(fromSite.status).toBe(404);
    expect(goBackHref(fromSite.html)).toBe("/?from=home");
    const foreign = await fetchPage(`${app.baseUrl}/missing`, {
      headers: { Referer: "https://evil.example/page" },
    });
    expect(goBackHref(foreign.html)).toBe("/");
    expect(goBackHref((await fetchPage(`${app.baseUrl}/missing`)).html)).toBe("/");
  });
});

describe("browser", () => {
  it("shows the page, passes axe, and Go Back returns to the previous page", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl });
    const page = t.page;
    await visit(page, "/");
    const response = await visit(page, "/no/such/page");
    expect(response?.status()).toBe(404);
    const main = page.locator("main");
    expect(await main.getByRole("heading", { level: 1 }).textContent()).toContain("Page not found");
    expect(await main.getByRole("link", { name: "Go Home" }).getAttribute("href")).toBe("/");
    expect(await main.getByRole("link", { name: "Browse Services" }).getAttribute("href")).toBe(
      "/services",
    );
    expect(await main.locator(`a[href="${tel}"]`).isVisible()).toBe(true);
    expect(await main.locator(`a[href="${mailto}"]`).isVisible()).toBe(true);
    expect(await page.title()).toContain("Limra Graphics");
    await expectNoA11yViolations(page, "/no/such/page");

    await main.getByRole("link", { name: "Go Back" }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByText("Page not found").count()).toBe(0);
    t.expectNoErrors(NOT_FOUND_RESOURCE);
    await t.close();
  });

  it("Go Home and Browse Services navigate", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl });
    const page = t.page;
    await visit(page, "/no/such/page");
    await page.locator("main").getByRole("link", { name: "Browse Services" }).click();
    await page.waitForURL(`${app.baseUrl}/services`);
    await page.locator("main h1").waitFor();
    await visit(page, "/no/such/page");
    await page.locator("main").getByRole("link", { name: "Go Home" }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await page.getByRole("link", { name: "Place Order", exact: true }).first().waitFor();
    t.expectNoErrors(NOT_FOUND_RESOURCE);
    await t.close();
  });

  it("Go Back works without JavaScript (the referring page)", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl, javaScriptEnabled: false });
    const page = t.page;
    // Arriving from the home page at an unknown address (the Referer says where from).
    await page.goto("/no/such/page", { referer: `${app.baseUrl}/` });
    await page.getByText("Page not found").waitFor();
    await expectNoA11yViolations(page, "/no/such/page (404) without JavaScript");
    await page.locator("main").getByRole("link", { name: "Go Back" }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    t.expectNoErrors(NOT_FOUND_RESOURCE);
    await t.close();
  });

  it("passes axe in Tamil and in dark mode", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl });
    const page = t.page;
    await visit(page, "/no/such/page");
    await page.getByTestId("language-toggle").filter({ visible: true }).click();
    await page.waitForSelector('html[lang="ta"]');
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe("/no/such/page");
    expect(await page.locator("main h1").textContent()).toContain("பக்கம் கிடைக்கவில்லை");
    await expectNoA11yViolations(page, "/no/such/page in Tamil");

    await page.getByTestId("theme-toggle").filter({ visible: true }).click();
    await page.waitForSelector("html.dark");
    expect(new URL(page.url()).pathname).toBe("/no/such/page");
    await expectNoA11yViolations(page, "/no/such/page in Tamil, dark");

    const cookie = (await t.context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const { status, html } = await fetchPage(`${app.baseUrl}/no/such/page`, { cookie });
    expect(status).toBe(404);
    expect(htmlTag(html)).toMatch(/lang="ta"/);
    expect(htmlTag(html)).toMatch(/class="dark"/);
    t.expectNoErrors(NOT_FOUND_RESOURCE);
    await t.close();
  });
});
