import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_DIR } from "../../scripts/build-if-stale";
import { createUser, fetchPage, scriptsOf, newPage, sessionCookieFor } from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * The root's error page shows the store admin's refusal ('Access Denied', 'Admin Access
 * Required') with screens the browser fetches only then, not with every page's script (issue 22;
 * root.tsx). The server still answers with the whole page, from its first request on, and the
 * browser hydrates that HTML as it is once the screens arrive.
 */

const { app, browser } = await openApp();

/**
 * The refusal as the first thing in <main>, whole (`<!--$-->`, a finished Suspense boundary): not
 * an empty fallback (`<!--$?-->`) with the page streamed in after it, shown by a script.
 */
const refusal = (title: string) =>
  new RegExp(`<main id="main"><!--\\$--><div [^>]*>(?:(?!</div>).)*<h1[^>]*>${title}</h1>`, "s");

/** What the browser test notes on the page's window. */
type Watched = Window & { serverHeading?: Element | null; swapped?: boolean; marker?: number };

/** A browser's: a crawler (Node's fetch is one to isbot) is answered only once all is rendered. */
const BROWSER = {
  "User-Agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
};

describe("the store admin's refusal on the root's error page", () => {
  // First in this file: the first refusal this server renders.
  it("is whole in the server's HTML from the server's first request, with its status", async () => {
    const visitor = await fetchPage(`${app.baseUrl}/limrakart/admin`, { headers: BROWSER });
    expect(visitor.status).toBe(401);
    expect(visitor.html).toMatch(refusal("Access Denied"));
    expect(visitor.html).toContain("Please login to access the admin panel");
    expect(visitor.html).toMatch(
      /<a [^>]*href="\/auth\?redirectTo=%2Flimrakart%2Fadmin"[^>]*>Login</,
    );

    const customer = await createUser("customer");
    const cookie = (await sessionCookieFor(customer.id)).header;
    const refused = await fetchPage(`${app.baseUrl}/limrakart/admin?lang=ta`, {
      cookie,
      headers: BROWSER,
    });
    expect(refused.status).toBe(403);
    expect(refused.html).toMatch(refusal("நிர்வாகி அணுகல் தேவை"));
    expect(refused.html).toMatch(/<a [^>]*href="\/limrakart"[^>]*>கடைக்குச் செல்</);
  });

  it("is not in the scripts every page loads, nor is the service worker's registration", async () => {
    // A hydrated public page (the home and content pages are not hydrated, decision 055).
    const contact = await fetchPage(`${app.baseUrl}/contact`);
    const scripts = scriptsOf(contact.html);
    expect(scripts.length).toBeGreaterThan(3);
    for (const file of scripts) {
      const code = readFileSync(path.join(CLIENT_DIR, file), "utf8");
      const found = ["Admin Access Required", "Please login to access the admin panel", "/sw.js"];
      expect(
        found.filter((text) => code.includes(text)),
        file,
      ).toEqual([]);
    }
  });

  it("keeps the server's HTML while its screens load, then hydrates it: its link navigates in the page", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl });
    try {
      const { page } = t;
      // The script with the screens' texts arrives late: the page must show the server's refusal
      // meanwhile, and keep those very elements when it hydrates.
      let delayed = 0;
      await page.route("**/assets/*.js", async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes("Please login to access the admin panel")) {
          delayed++;
          await new Promise((resolve) => setTimeout(resolve, 1_500));
        }
        await route.fulfill({ response, body });
      });
      await page.addInitScript(() => {
        document.addEventListener("DOMContentLoaded", () => {
          const w = window as Watched;
          w.serverHeading = document.querySelector("main h1");
          new MutationObserver(() => {
            if (w.serverHeading && !w.serverHeading.isConnected) w.swapped = true;
          }).observe(document.body, { childList: true, subtree: true });
        });
      });

      const response = await page.goto("/limrakart/admin");
      expect(response?.status()).toBe(401);
      await page.getByRole("heading", { level: 1, name: "Access Denied" }).waitFor();
      // Hydrated: React has taken the server's heading as its own.
      await page.waitForFunction(
        () => {
          const heading = (window as Watched).serverHeading;
          return !!heading && Object.keys(heading).some((k) => k.startsWith("__reactFiber"));
        },
        undefined,
        { timeout: 10_000 },
      );
      expect(delayed).toBeGreaterThan(0);
      const state = await page.evaluate(() => {
        const w = window as Watched;
        w.marker = 1;
        return {
          same: w.serverHeading === document.querySelector("main h1"),
          swapped: w.swapped ?? false,
        };
      });
      expect(state).toEqual({ same: true, swapped: false });

      await page.getByRole("link", { name: "Login" }).click();
      await page.waitForURL(/\/auth\?redirectTo=%2Flimrakart%2Fadmin$/);
      // A client-side navigation: the same document, not a new page load.
      expect(await page.evaluate(() => (window as Watched).marker)).toBe(1);
      t.expectNoErrors([/status of 401/]);
    } finally {
      await t.close();
    }
  });
});
