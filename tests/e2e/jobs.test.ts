import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { jobsContent } from "../../app/jobs/board/content";
import { quotesContent } from "../../app/jobs/quotes/content";
import { statusPageContent } from "../../app/jobs/status-link/content";
import { openApp } from "../helpers/e2e-app";
import { sendQuoteRequest } from "../helpers/print-jobs";
import { a11yViolations, fetchPage, visit } from "./harness";

/**
 * Print requests in two browser contexts (issue 39, decision 094): a visitor sends a request
 * with a file and gets a reference and a status link on /thank-you; the link opens without
 * signing in (no-referrer, noindex), passes axe in light and dark and in Tamil and has no
 * sideways scroll at 360 px; staff find the request under Jobs, make a new link, and the old one
 * is the same 404 as an unknown one.
 */

const { app, pageAs, newVisitorPage } = await openApp();
const [visitor, staff] = await Promise.all([newVisitorPage(), pageAs("staff")]);

async function themeCookie(theme: "light" | "dark") {
  const res = await fetchPage(`${app.baseUrl}/preferences`, {
    method: "POST",
    body: new URLSearchParams({ theme, redirectTo: "/" }),
    headers: { Origin: app.baseUrl },
  });
  const set = res.headers.getSetCookie().find((c) => c.startsWith("limra_theme="))!;
  const [name, value] = set.split(";")[0]!.split(/=(.*)/s) as [string, string];
  return { name, value, domain: "127.0.0.1", path: "/" };
}

async function noSidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe("a print request from the website", () => {
  let statusPath = "";
  let reference = "";

  it("gets a reference and a status link on /thank-you", async () => {
    const { page } = visitor;
    ({ reference, statusPath } = await sendQuoteRequest(page, {
      name: "Jobs Visitor",
      phone: "98765 40001",
      email: "jobs-visitor@example.test",
    }));
    expect(reference).toMatch(/^Q-\d{4}-\d{4,}$/);
    expect(statusPath).toMatch(/^\/r\/[A-Za-z0-9_-]{43}$/);
    expect(page.url()).not.toContain(statusPath);
  });

  it("opens without signing in, private, in both themes and in Tamil, at 360 px", async () => {
    const other = await newVisitorPage();
    try {
      const response = await other.page.goto(statusPath);
      expect(response?.status()).toBe(200);
      const headers = response!.headers();
      expect(headers["referrer-policy"]).toBe("no-referrer");
      expect(headers["x-robots-tag"]).toContain("noindex");
      await other.page.getByText(reference, { exact: true }).waitFor();
      await other.page.getByRole("heading", { name: statusPageContent.en.heading }).waitFor();
      for (const theme of ["light", "dark"] as const) {
        await other.context.addCookies([await themeCookie(theme)]);
        for (const lang of ["en", "ta"]) {
          await other.page.setViewportSize({ width: 360, height: 740 });
          await visit(other.page, `${statusPath}?lang=${lang}`);
          expect(await noSidewaysScroll(other.page), `${theme} ${lang}`).toBe(true);
          expect(await a11yViolations(other.page), `${theme} ${lang}`).toEqual([]);
        }
      }
      await other.page.getByRole("heading", { name: statusPageContent.ta.heading }).waitFor();
    } finally {
      await other.close();
    }
  });

  it("staff find it under Jobs; a new link ends the old one, which is then the same 404", async () => {
    const { page } = staff;
    const c = jobsContent.en;
    await visit(page, "/billing/jobs");
    await page.getByRole("link", { name: reference, exact: true }).click();
    await page.waitForURL((u) => u.pathname.startsWith("/billing/jobs/"));
    expect(await a11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: c.job.replace }).click();
    const shown = page.getByTestId("new-status-link");
    await shown.waitFor();
    const fresh = new URL((await shown.textContent())!.trim()).pathname;
    expect(fresh).not.toBe(statusPath);

    const old = await fetchPage(`${app.baseUrl}${statusPath}`);
    const unknown = await fetchPage(`${app.baseUrl}/r/${"Z".repeat(43)}`);
    expect(old.status).toBe(404);
    expect(unknown.status).toBe(404);
    // The same page, but for the per-response nonce.
    const bare = (html: string) =>
      html.replace(/nonce="[^"]*"/g, "").replace(/"nonce":"[^"]*"/g, "");
    expect(bare(old.html)).toBe(bare(unknown.html));
    expect((await fetchPage(`${app.baseUrl}${fresh}`)).status).toBe(200);
    statusPath = fresh;
  });

  it("staff quote it; the customer accepts on the link without JavaScript or signing in", async () => {
    const { page } = staff;
    const q = quotesContent.en;
    await page.getByRole("link", { name: q.write }).click();
    await page.waitForURL((u) => u.pathname.endsWith("/quote"));
    expect(await a11yViolations(page)).toEqual([]);
    await page.locator('[name="lines.0.description"]').fill("Visiting cards, 2 sides");
    await page.locator('[name="lines.0.quantity"]').fill("500");
    await page.locator('[name="lines.0.rate"]').fill("1.20");
    await page.locator('[name="validUntil"]').fill("2099-12-31");
    await page.locator('[name="turnaround"]').fill("3");
    await page.getByRole("button", { name: q.save }).click();
    await page.waitForURL((u) => /^\/billing\/jobs\/[^/]+$/.test(u.pathname));
    await page.getByTestId("latest-quote").waitFor();
    expect(await page.getByTestId("quote-total").textContent()).toContain("600");

    const customer = await newVisitorPage({ javaScriptEnabled: false });
    try {
      await customer.page.setViewportSize({ width: 360, height: 740 });
      await customer.page.goto(statusPath);
      expect(await noSidewaysScroll(customer.page)).toBe(true);
      expect(await a11yViolations(customer.page)).toEqual([]);
      await customer.page.getByRole("button", { name: q.customer.accept }).click();
      await customer.page
        .getByText(q.customer.accepted.split("{date}")[0]!.trim(), { exact: false })
        .waitFor();
    } finally {
      await customer.close();
    }
    await visit(page, page.url());
    await page.getByText(jobsContent.en.job.events.quote_accepted!).waitFor();
  });
});
