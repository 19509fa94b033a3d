import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  appDatabase,
  CHROMIUM_ARGS,
  createUser,
  loginAs,
  newPage,
  plantSession,
  sessionCookieFor,
  visit,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * The back office as an installed, offline-tolerant app (issue 23, decision 050), in Chromium
 * against the production server: the web app manifest and its icons; the service worker
 * registered from a billing page and controlling it; Chromium's own installability check (what
 * Lighthouse's PWA audit used to run); a new bill saved while offline kept on the device and
 * sent once when the network returns; and no signed-in page ever in the worker's cache, nor
 * anything of one person shown to the next when offline.
 */

const { app, browser } = await openApp();

const OFFLINE_TITLE = "You are offline";
const SAVED = "Saved on this device. It will be sent when you are back online.";

/** Waits until the service worker controls `page` (registered, active, claimed it). */
async function controlled(page: Page): Promise<string> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
      );
    }
    return navigator.serviceWorker.controller!.scriptURL;
  });
}

/** Every cache of the origin with what it holds: URL path and content type. */
function cacheContents(page: Page) {
  return page.evaluate(async () => {
    const out: Record<string, { path: string; type: string }[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = [];
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        out[name].push({
          path: new URL(request.url).pathname,
          type: response?.headers.get("content-type") ?? "",
        });
      }
    }
    return out;
  });
}

/** Puts a marker file in the worker's cache (to see the cache emptied). */
function markCache(page: Page) {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((n) => n.startsWith("limra-")) ?? "limra-assets-mark";
    await (await caches.open(name)).put("/assets/marker.js", new Response("marker"));
  });
}

function hasMarker(page: Page) {
  return page.evaluate(async () => !!(await caches.match("/assets/marker.js")));
}

describe("the installable back office", () => {
  it("serves a valid web app manifest with its icons, linked from staff pages only", async () => {
    const res = await fetch(`${app.baseUrl}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/manifest+json; charset=utf-8");
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: "Limra Billing",
      short_name: "Limra",
      start_url: "/billing/home",
      scope: "/",
      display: "standalone",
      theme_color: "#1d4ed8",
      background_color: "#ffffff",
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of manifest.icons) {
      const file = await fetch(`${app.baseUrl}${icon.src}`);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get("content-type"), icon.src).toBe("image/png");
      const { width, height, format } = await sharp(
        Buffer.from(await file.arrayBuffer()),
      ).metadata();
      expect(`${width}x${height} ${format}`, icon.src).toBe(`${icon.sizes} png`);
    }

    const staff = await createUser("staff");
    const cookie = (await sessionCookieFor(staff.id)).header;
    const billing = await (
      await fetch(`${app.baseUrl}/billing/home`, { headers: { Cookie: cookie } })
    ).text();
    expect(billing).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    const home = await (await fetch(`${app.baseUrl}/`)).text();
    expect(home).not.toContain('rel="manifest"');
  });

  it("registers the worker on a billing page, which it controls, and Chromium finds it installable", async () => {
    // A profile of its own: Chromium installs nothing from an incognito context (newContext's).
    const profile = mkdtempSync(path.join(tmpdir(), "limra-pwa-"));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
      baseURL: app.baseUrl,
    });
    const errors: string[] = [];
    try {
      await loginAs(context, "staff");
      const page = context.pages()[0] ?? (await context.newPage());
      page.on("pageerror", (error) => errors.push(error.message));
      await visit(page, "/billing/home");
      expect(await controlled(page)).toBe(`${app.baseUrl}/sw.js`);
      const registration = await page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration();
        return { scope: r?.scope, state: r?.active?.state };
      });
      expect(registration).toEqual({ scope: `${app.baseUrl}/`, state: "activated" });

      const cdp = await page.context().newCDPSession(page);
      const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);

      // A page load under the worker fills its cache with the build's hashed files only.
      await visit(page, "/billing/service");
      const contents = await cacheContents(page);
      const names = Object.keys(contents);
      expect(names).toHaveLength(1);
      expect(names[0]).toMatch(/^limra-assets-[0-9a-f]{16}$/);
      const files = contents[names[0]!]!;
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect(file.path).toMatch(/^\/assets\//);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it("keeps a bill written offline on the device and sends it once when the network returns", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl });
    try {
      await loginAs(t.context, "staff");
      const { page, context } = t;
      await visit(page, "/billing/new-complaint");
      await page.locator('[name="customerName"]').fill("Offline Traders");
      await page.locator('[name="lines.0.description"]').fill("Letterheads, 1000 nos");
      await page.locator('[name="lines.0.rate"]').fill("1500");
      await page.locator('[name="advance"]').fill("500");

      await context.setOffline(true);
      await page.getByRole("button", { name: "Create Bill" }).click();
      await expect.poll(() => page.getByTestId("offline-draft-notice").textContent()).toBe(SAVED);
      // Still the form, as typed; nothing reached the server; the draft is on the device.
      expect(await page.locator('[name="customerName"]').inputValue()).toBe("Offline Traders");
      const db = await appDatabase();
      const bills = () =>
        db
          .selectFrom("complaints")
          .select(["id", "complaint_number", "advance_paise", "idempotency_key"])
          .where("customer_name", "=", "Offline Traders")
          .execute();
      expect(await bills()).toEqual([]);
      const drafts = () =>
        page.evaluate(() =>
          Object.keys(localStorage).filter((k) => k.startsWith("limra.billDrafts.")),
        );
      expect(await drafts()).toHaveLength(1);

      await context.setOffline(false);
      await page.waitForURL(/\/billing\/complaint-preview\?id=/);
      const stored = await bills();
      expect(stored).toHaveLength(1);
      expect(new URL(page.url()).searchParams.get("id")).toBe(stored[0]!.id);
      expect(Number(stored[0]!.advance_paise)).toBe(50000);
      expect(stored[0]!.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
      await page
        .getByTestId("toast")
        .filter({ hasText: `Bill ${stored[0]!.complaint_number} created successfully!` })
        .first()
        .waitFor();
      expect(await drafts()).toEqual([]);
      // The usual advance: one payment, one cash-book entry.
      const ledger = await db
        .selectFrom("transactions")
        .select("amount_paise")
        .where("complaint_id", "=", stored[0]!.id)
        .execute();
      expect(ledger.map((l) => Number(l.amount_paise))).toEqual([50000]);
      // Another billing page opened now sends nothing more.
      await visit(page, "/billing/home");
      expect(await bills()).toHaveLength(1);
      t.expectNoErrors([/Failed to load resource/, /ERR_INTERNET_DISCONNECTED/]);
    } finally {
      await t.close();
    }
  });

  it("never stores a signed-in page, and shows the next person nothing of the last one offline", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl });
    try {
      const { page, context } = t;
      const first = await loginAs(context, "staff", { name: "Kavitha First" });
      await visit(page, "/billing/home");
      await controlled(page);
      for (const path of ["/billing/service", "/billing/history", "/billing/new-complaint"]) {
        await visit(page, path);
      }
      // Loaded again through the worker: still nothing but the build's files in any cache.
      await page.reload();
      for (const [name, files] of Object.entries(await cacheContents(page))) {
        expect(name).toMatch(/^limra-/);
        for (const file of files) {
          expect(file.path).toMatch(/^\/assets\//);
          expect(file.type).not.toContain("text/html");
        }
      }

      // Signing out empties the caches.
      await visit(page, "/billing/home");
      await markCache(page);
      expect(await hasMarker(page)).toBe(true);
      await page.locator('form[action="/logout"]:visible button').first().click();
      await page.waitForURL(/\/billing\/login/);
      await expect.poll(() => hasMarker(page)).toBe(false);

      // Another person signs in on the device: the caches are emptied again.
      await markCache(page);
      await context.clearCookies();
      const second = await createUser("staff", { name: "Murugan Second" });
      await plantSession(context, await sessionCookieFor(second.id));
      await visit(page, "/billing/home");
      await expect.poll(() => hasMarker(page)).toBe(false);

      // Offline, any page (one the first person saw too) is the offline page, with no one's data.
      await context.setOffline(true);
      for (const path of ["/billing/history", "/billing/home", "/settings"]) {
        await page.goto(path);
        const html = await page.content();
        expect(html, path).toContain(OFFLINE_TITLE);
        expect(html, path).toContain("நீங்கள் இணைய இணைப்பில் இல்லை");
        expect(html, path).not.toContain(first.name);
        expect(html, path).not.toContain(first.email);
        expect(html, path).not.toContain("Murugan Second");
      }
      await context.setOffline(false);
    } finally {
      await t.close();
    }
  });
});
