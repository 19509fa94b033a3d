import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ta as taDictionary } from "../../app/lib/i18n/ta";
import { CLIENT_DIR } from "../../scripts/build-if-stale";
import { createUser, fetchPage, sessionCookieFor, startApp, type RunningApp } from "./harness";

/**
 * JavaScript budgets per route group (issue 22): every script a page's HTML makes the browser load
 * before it is interactive (the entry module and its modulepreload links), gzipped at level 9,
 * summed. A budget is the most a group may ship; raising one is a decision, not a drive-by edit.
 * Issue 22's target for the public pages is 115 KB, not met: React, React DOM and React Router alone
 * are ~106 KB (the entry and framework chunks), so the budgets hold the line where we are
 * (decisions 044 and 048, which has the breakdown and what is left to cut). Where the bytes come
 * from: `npx tsx scripts/js-sources.ts` after a build with client source maps (its header).
 */

const KB = 1024;
// 2026-11-27 (stop 32): the Tamil dictionary fetched only by a Tamil page, the store admin's access
// texts apart from the rest of its copy, the frame's icons as shape data (no lucide-react in
// `site`), the password field out of the form kit, and no public page chunk on a staff page
// (scripts/vite-chunks.ts `common-…`): public 132.1 → 128.5, shop 134.4 → 131.0, staff
// 158.0 → 150.3, admin 155.6 → 147.0 KB. The budgets are those figures with ~0.5 KB of room.
const BUDGETS = {
  /** The public site (home), 128.5 KB in 9 files. Target 115 KB (issue 22), not met yet. */
  public: { path: "/", role: null, budget: 129 * KB },
  /** LimraKart's storefront, 131.0 KB. */
  shop: { path: "/limrakart", role: null, budget: 131.5 * KB },
  /**
   * The staff's bill list, 150.3 KB: the shell's `site` chunk (decision 044), the offline bill
   * drafts' sender and the service worker's registration (050), and its own chunks.
   */
  staff: { path: "/billing/old-complaint", role: "staff", budget: 151 * KB },
  /** The admin panel, 147.0 KB. */
  admin: { path: "/admin", role: "admin", budget: 147.5 * KB },
} as const;

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

/** The scripts the HTML names: module preloads, module scripts and inline imports. */
function scriptsOf(html: string): string[] {
  const found = [
    ...html.matchAll(/<link rel="modulepreload"[^>]* href="(\/assets\/[^"]+\.js)"/g),
    ...html.matchAll(/<script[^>]* src="(\/assets\/[^"]+\.js)"/g),
    ...html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g),
  ].map((m) => m[1]!);
  return [...new Set(found)];
}

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
