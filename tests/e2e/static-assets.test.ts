import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fetchPage } from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * The built assets on the production server (docs/decisions/039, 044): the stylesheet is one hashed
 * file linked from every page (not inlined), the module preloads are low priority, and every
 * hashed asset is served from the brotli or gzip copy the build wrote, cached for a year, with
 * `Vary: Accept-Encoding`.
 */

const { app } = await openApp({ browser: false });

/** The raw bytes and headers of a GET (node:http: fetch would undo the Content-Encoding). */
function rawGet(path: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${app.baseUrl}${path}`, {
        headers: { "Accept-Encoding": acceptEncoding },
      });
      req.on("response", (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

/** A page's stylesheet and scripts: the home page's by default. */
async function pageAssets(url = "/") {
  const { html } = await fetchPage(`${app.baseUrl}${url}`);
  const css = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map(
    (m) => m[1]!,
  );
  const js = [...html.matchAll(/(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  return { html, css, js };
}

describe("static assets", () => {
  it("links one hashed stylesheet and inlines no CSS", async () => {
    const { html, css } = await pageAssets();
    expect(css).toHaveLength(1);
    expect(css[0]).toMatch(/^\/assets\/app-[\w-]+\.css$/);
    const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)];
    expect(inline.map((m) => m[1]!.length).reduce((a, b) => a + b, 0)).toBeLessThan(1024);
    // The whole Tailwind build, the shared looks of decision 042 included.
    const file = await rawGet(css[0]!, "identity");
    expect(file.body.length).toBeGreaterThan(20_000);
    expect(file.body.toString()).toContain(".btn-primary");
  });

  it("preloads the page's modules at low priority (decision 044)", async () => {
    // A hydrated page (the home and content pages are served without hydration, decision 055).
    const { html } = await pageAssets("/contact");
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
    expect(preloads.length).toBeGreaterThan(3);
    for (const link of preloads) expect(link).toContain('fetchpriority="low"');
  });

  it("serves the stylesheet and the scripts precompressed, immutable, varying by encoding", async () => {
    const { css, js } = await pageAssets("/contact");
    // The framework (React, React DOM, React Router) and the public pages' shared chunk
    // (decision 044, and 048's stop 32: the entry module is now a small loader); the route
    // modules and the entry are under 1 KB, which the build does not precompress.
    const large = [...new Set(js.filter((p) => /\/assets\/(framework|site)-(?!more-)/.test(p)))];
    expect(large).toHaveLength(2);
    for (const path of [css[0]!, ...large]) {
      const plain = await rawGet(path, "identity");
      expect(plain.status).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

      const br = await rawGet(path, "gzip, deflate, br");
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers["vary"]).toContain("Accept-Encoding");
      expect(String(br.headers["content-type"]).toLowerCase()).toBe(
        String(plain.headers["content-type"]).toLowerCase(),
      );
      expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      expect(br.body.length).toBeLessThan(plain.body.length / 3);

      const gz = await rawGet(path, "gzip");
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    }
  });
});
