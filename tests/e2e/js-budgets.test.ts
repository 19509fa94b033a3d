import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ta as taDictionary } from "../../app/lib/i18n/ta";
import { CLIENT_DIR } from "../../scripts/build-if-stale";
import {
  createUser,
  fetchPage,
  scriptsOf,
  sessionCookieFor,
  startApp,
  type RunningApp,
} from "./harness";

/**
 * JavaScript budgets per route group (issue 22): every script a page's HTML makes the browser load
 * before it is interactive (the entry module and its modulepreload links), gzipped at level 9,
 * summed. A budget is the most a group may ship; raising one is a decision, not a drive-by edit.
 * Issue 22's target for the public pages is 115 KB, not met: React, React DOM and React Router
 * alone are 105.3 KB and the hydrated frame (header, footer, root, English texts) ~10 KB more
 * (decisions 044, 048 and 054, which has the breakdown and the floor). Where the bytes come
 * from: `npx tsx scripts/js-sources.ts` after a build with client source maps (its header).
 */

const KB = 1024;
// 2026-11-27 (stop 33, decision 054): icons drawn from generated shape modules (no lucide-react
// runtime on any page), the home page's shared modules apart from the other public pages'
// (`site` / `site-more`), the store admin's access screens and the service worker's code fetched
// on demand: public 128.5 → 124.1, shop 131.0 → 128.3, staff 150.3 → 147.6, admin 147.0 → 144.5
// KB. The budgets are those figures with ~0.5 KB of room.
const BUDGETS = {
  /** The public site (home), 124.1 KB in 9 files. Target 115 KB (issue 22), not met. */
  public: { path: "/", role: null, budget: 124.5 * KB },
  /** LimraKart's storefront, 128.3 KB. */
  shop: { path: "/limrakart", role: null, budget: 128.8 * KB },
  /**
   * The staff's bill list, 147.6 KB: the shell's `site` chunk (decision 044), the offline bill
   * drafts' sender (050), and its own chunks.
   */
  staff: { path: "/billing/old-complaint", role: "staff", budget: 148 * KB },
  /** The admin panel, 144.5 KB. */
  admin: { path: "/admin", role: "admin", budget: 145 * KB },
} as const;

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

const gzipKB = (files: string[]) =>
  files.reduce(
    (n, f) => n + gzipSync(readFileSync(path.join(CLIENT_DIR, f)), { level: 9 }).length,
    0,
  );

describe("the Tamil dictionary", () => {
  it("is not in the scripts an English page names, and is fetched by a Tamil one", async () => {
    const tamil = taDictionary["meta.homeDescription"];
    const english = await fetchPage(`${app.baseUrl}/`);
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
  for (const [group, { path: url, role, budget }] of Object.entries(BUDGETS)) {
    it(`${group} (${url}) ships at most ${budget / KB} KB of gzipped JavaScript`, async () => {
      let cookie: string | undefined;
      if (role) cookie = (await sessionCookieFor((await createUser(role)).id)).header;
      const page = await fetchPage(`${app.baseUrl}${url}`, { cookie });
      expect(page.status).toBe(200);
      const scripts = scriptsOf(page.html);
      expect(scripts.length).toBeGreaterThan(3);
      const bytes = gzipKB(scripts);
      console.info(
        `js-budgets: ${group} ${url}: ${(bytes / KB).toFixed(1)} KB in ${scripts.length} files`,
      );
      expect(bytes).toBeLessThanOrEqual(budget);
    });
  }
});
