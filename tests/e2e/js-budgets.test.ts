import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ta as taLayoutText } from "../../app/lib/i18n/ta";
import { CLIENT_DIR } from "../../scripts/build-if-stale";
import { createUser, fetchPage, scriptsOf, sessionCookieFor } from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * JavaScript budgets per route group (issue 22): every script a page's HTML makes the browser load
 * before it is interactive (the entry module and its modulepreload links, or a page's own module
 * script), gzipped at level 9, summed. A budget is the most a group may ship; raising one is a
 * decision, not a drive-by edit. The home page (and the content pages) are served without
 * hydration (decision 055): one self-contained plain script, far under issue 22's 115 KB. A hydrated page cannot get under
 * ~116.5 KB: React, React DOM and React Router alone are 105.3 KB and the hydrated frame (header,
 * footer, root, English texts) ~10 KB more (decisions 044, 048 and 054, which has the breakdown).
 * Where the bytes come from: `npx tsx scripts/js-sources.ts` after a build with client source maps.
 */

const KB = 1024;
// 2026-11-27 (stop 33, decision 054): icons drawn from generated shape modules (no lucide-react
// runtime on any page), the home page's shared modules apart from the other public pages'
// (`site` / `site-more`), the store admin's access screens and the service worker's code fetched
// on demand: public 128.5 → 124.1, shop 131.0 → 128.3, staff 150.3 → 147.6, admin 147.0 → 144.5
// KB. 2026-11-27 (stop 34, decision 055): the home page (and the content pages) without
// hydration, 124.1 → 1.1 KB, and their modules out of the public pages' shared chunks
// (scripts/vite-chunks.ts): /contact 124.6 → 123.5, shop 126.7, staff 146.2, admin 144.5 KB.
// The budgets are the figures with ~0.5 KB of room. 2026-11-28 (stop 36, issue 35): the shared
// calendar-day and amount checks of every form (decision 059), the menus' Shop orders link and
// the orders desk (decision 064): /contact 124.1, shop 127.3, staff 147.8, admin 145.5 KB.
// 2026-11-29 (stop 37, issue 36): one phone format shown everywhere (decision 076), the cart
// press kept through sign-in (068), the dd/mm/yyyy date boxes (074), the bills' labelled
// statuses and one-tap work move (070), the order states' one table (065): /contact 124.6,
// shop 127.9, staff 149.4, admin 146.4 KB.
const BUDGETS = {
  /** The home page, served without hydration: its one plain script, 1.1 KB. Issue 22: ≤ 115 KB. */
  home: { path: "/", role: null, budget: 2 * KB, files: 1 },
  /** A hydrated public page (/contact, with its form), 124.6 KB. */
  public: { path: "/contact", role: null, budget: 125.1 * KB, files: 4 },
  /** LimraKart's storefront, 127.9 KB. */
  shop: { path: "/limrakart", role: null, budget: 128.4 * KB, files: 4 },
  /**
   * The staff's bill list, 149.4 KB: the shell's `site` chunk (decision 044), the offline bill
   * drafts' sender (050), and its own chunks.
   */
  staff: { path: "/billing/old-complaint", role: "staff", budget: 149.9 * KB, files: 4 },
  /** The admin panel, 146.4 KB. */
  admin: { path: "/admin", role: "admin", budget: 146.9 * KB, files: 4 },
} as const;

const { app } = await openApp({ browser: false });

const gzipKB = (files: string[]) =>
  files.reduce(
    (n, f) => n + gzipSync(readFileSync(path.join(CLIENT_DIR, f)), { level: 9 }).length,
    0,
  );

describe("the layout's Tamil texts", () => {
  it("is not in the scripts an English page names, and is fetched by a Tamil one", async () => {
    const tamil = taLayoutText.footer.about;
    const english = await fetchPage(`${app.baseUrl}/contact`);
    const scripts = scriptsOf(english.html);
    expect(scripts.length).toBeGreaterThan(3);
    for (const file of scripts)
      expect(readFileSync(path.join(CLIENT_DIR, file), "utf8"), file).not.toContain(tamil);
    const dictionary = readdirSync(path.join(CLIENT_DIR, "assets")).filter(
      (file) =>
        file.endsWith(".js") &&
        readFileSync(path.join(CLIENT_DIR, "assets", file), "utf8").includes(tamil),
    );
    expect(dictionary).toHaveLength(1);
  });
});

describe("JavaScript budgets per route group", () => {
  for (const [group, { path: url, role, budget, files }] of Object.entries(BUDGETS)) {
    it(`${group} (${url}) ships at most ${budget / KB} KB of gzipped JavaScript`, async () => {
      let cookie: string | undefined;
      if (role) cookie = (await sessionCookieFor((await createUser(role)).id)).header;
      const page = await fetchPage(`${app.baseUrl}${url}`, { cookie });
      expect(page.status).toBe(200);
      const scripts = scriptsOf(page.html);
      // The home page names its one script; a hydrated page at least the framework, the entry,
      // the root and its route.
      if (files === 1) expect(scripts).toHaveLength(1);
      else expect(scripts.length).toBeGreaterThanOrEqual(files);
      const bytes = gzipKB(scripts);
      console.info(
        `js-budgets: ${group} ${url}: ${(bytes / KB).toFixed(1)} KB in ${scripts.length} files`,
      );
      expect(bytes).toBeLessThanOrEqual(budget);
    });
  }
});
