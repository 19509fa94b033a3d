import { request } from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { appDatabase, createUser, sessionCookieFor } from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * The anonymous public pages' cache on the production server (docs/decisions/041): rendered once,
 * served again from memory with a fresh CSP nonce and fresh form tokens in every copy, gzip
 * stitched from pieces compressed once, ETag and 304, never for a signed-in user or a request
 * with another of the app's cookies (a foreign one, analytics, is left out), and forgotten when the data the pages show changes (here from another
 * process: the test's own connection to the SQLite database).
 */

const { app } = await openApp({ browser: false });

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function get(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${app.baseUrl}${path}`, { headers });
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const html = (r: Raw) =>
  (r.headers["content-encoding"] === "gzip" ? gunzipSync(r.body) : r.body).toString("utf8");
const nonceOf = (r: Raw) =>
  /'nonce-([^']+)'/.exec(String(r.headers["content-security-policy"]))![1]!;
const tokensOf = (page: string) =>
  [
    ...page.matchAll(/name="formToken"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="formToken"/g),
  ].map((m) => m[1] ?? m[2]);

/** Asks until the page comes from the cache (the first ask renders it). */
async function cached(path: string, headers: Record<string, string> = {}) {
  await get(path, headers);
  const r = await get(path, headers);
  expect(r.headers["x-page-cache"]).toBe("hit");
  return r;
}

describe("the public pages' cache", () => {
  it("serves a stored page with its own nonce and form token in each copy, gzip or not", async () => {
    const first = await get("/contact", { "Accept-Encoding": "identity" });
    expect(first.status).toBe(200);
    const a = await cached("/contact", { "Accept-Encoding": "gzip, deflate, br" });
    const b = await get("/contact", { "Accept-Encoding": "gzip, deflate, br" });
    const plain = await get("/contact", { "Accept-Encoding": "identity" });
    for (const r of [a, b, plain]) expect(r.headers["x-page-cache"]).toBe("hit");
    expect(a.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();

    const nonces = [a, b, plain].map(nonceOf);
    expect(new Set(nonces).size).toBe(3);
    const pages = [a, b, plain].map(html);
    pages.forEach((page, i) => {
      // Every nonce in the page is this response's (the CSP header's), none is another's.
      expect([...page.matchAll(/nonce="([^"]+)"/g)].every((m) => m[1] === nonces[i])).toBe(true);
      expect(page).toContain(`nonce="${nonces[i]}"`);
      expect(page).not.toContain("\uE000");
    });
    const tokens = pages.map((page) => tokensOf(page));
    expect(tokens.every((t) => t.length > 0)).toBe(true);
    expect(new Set(tokens.map((t) => t[0])).size).toBe(3);
    // Apart from the nonce and the token, the copies are the same page.
    const normal = (page: string, i: number) =>
      page.split(nonces[i]!).join("N").split(tokens[i]![0]!).join("T");
    expect(normal(pages[0]!, 0)).toBe(normal(pages[2]!, 2));
    expect(normal(pages[1]!, 1)).toBe(normal(pages[2]!, 2));
    // Stitched from pieces (decision 041), each static run deflated against the page before it,
    // the gzip copy is about as small as the whole page gzipped at once: /contact 10.7 KB against
    // 10.3 KB (2026-11-27; 12.8 KB when each run was deflated alone).
    expect(a.body.length).toBeLessThan(gzipSync(plain.body).length * 1.1);
  });

  it("answers a revalidation with 304 and no CSP header (the browser's copy keeps its own)", async () => {
    const r = await cached("/about");
    const etag = String(r.headers["etag"]);
    expect(etag).toMatch(/^W\/"/);
    const again = await get("/about", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers["content-security-policy"]).toBeUndefined();
    expect((await get("/about", { "If-None-Match": 'W/"other"' })).status).toBe(200);
  });

  it("keeps a page per language and theme, and never serves one to a signed-in user", async () => {
    // The language cookie as the site sets it (?lang=ta switches and remembers).
    const switched = await get("/services?lang=ta");
    const cookie = String(switched.headers["set-cookie"]).split(";")[0]!;
    expect(cookie).toMatch(/^limra_lang=/);
    const tamil = await cached("/services", { Cookie: cookie });
    expect(html(tamil)).toContain('<html lang="ta"');
    const english = await cached("/services");
    expect(html(english)).toContain('<html lang="en"');

    const user = await createUser("customer");
    const session = await sessionCookieFor(user.id);
    const signedIn = await get("/services", { Cookie: session.header });
    expect(signedIn.headers["x-page-cache"]).toBeUndefined();
    expect(html(signedIn)).toContain(user.name);
    // A cookie the app never reads (an analytics tag): the same page (decision 087) ...
    const plain = await cached("/services");
    const other = await get("/services", { Cookie: "_ga=GA1.1.5.6; something=else" });
    expect(other.headers["x-page-cache"]).toBe("hit");
    expect(html(other)).toBe(html(plain).split(nonceOf(plain)).join(nonceOf(other)));
    // ... but one of its own that is not a preference (a toast, a sign-in step): rendered.
    const toast = await get("/services", { Cookie: "_ga=GA1.1.5.6; limra_toast=x" });
    expect(toast.headers["x-page-cache"]).toBeUndefined();
    const pending = await get("/services", { Cookie: "__Secure-limra.session_data=x" });
    expect(pending.headers["x-page-cache"]).toBeUndefined();
    // Not a cached page: the bill list, a .data answer.
    expect((await get("/services.data")).headers["x-page-cache"]).toBeUndefined();
  });

  it("forgets its pages when the data they show changes, whoever changed it", async () => {
    await cached("/");
    const db = await appDatabase();
    const name = `Limra Cache Test ${Date.now()}`;
    await db
      .insertInto("business_settings")
      .values({ key: "name", value: name, updated_by: null, updated_at: new Date().toISOString() })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: name }))
      .execute();
    try {
      const after = await get("/");
      expect(after.headers["x-page-cache"]).toBe("miss");
      expect(html(after)).toContain(name);
    } finally {
      await db.deleteFrom("business_settings").where("key", "=", "name").execute();
    }
    const back = await get("/");
    expect(html(back)).not.toContain(name);
  });
});
