import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { appDatabase, createUser, sessionCookieFor } from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * The bytes after rendering (decision 079): a rendered page is compressed whole (brotli, else
 * gzip) with its Content-Length and `Vary: Accept-Encoding`, identity when not accepted; a CSV
 * export larger than what the server holds goes on compressed as a stream and arrives whole;
 * every static text file the build wrote, not only /assets, is served from its precompressed
 * copy; HEAD and 304 stay bodiless and uncompressed; the access log still has its line per
 * request, the last one written before the server exits.
 */

const { app } = await openApp({ browser: false, env: { LOG_LEVEL: "info" } });

/** A browser's Accept-Encoding (Chrome's). */
const BROWSER = "gzip, deflate, br, zstd";
/**
 * A cookie named as the app's own that is neither a preference nor a session: the page cache lets
 * the page render (a foreign cookie, `foo=bar`, no longer does: decision 087).
 */
const RENDER = "limra_bench=1";

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** The raw bytes and headers of a request (node:http: fetch would undo the Content-Encoding). */
function raw(
  path: string,
  headers: Record<string, string>,
  options: { method?: string; body?: string } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${app.baseUrl}${path}`, { method: options.method ?? "GET", headers });
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

function decode(res: Raw): Buffer {
  const coding = res.headers["content-encoding"];
  if (coding === "br") return brotliDecompressSync(res.body);
  if (coding === "gzip") return gunzipSync(res.body);
  expect(coding).toBeUndefined();
  return res.body;
}

/** A page's HTML without its per-response values (the CSP nonce, the form token). */
const sameBut = (html: string) =>
  html.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/name="formToken" value="[^"]*"/g, "");

describe("rendered pages", () => {
  it("arrive brotli-compressed whole, with their length, varying by encoding", async () => {
    const plain = await raw("/", { cookie: RENDER, "accept-encoding": "identity" });
    const br = await raw("/", { cookie: RENDER, "accept-encoding": BROWSER });
    expect(br.status).toBe(200);
    // Rendered, not from the page cache.
    expect(br.headers["x-page-cache"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toContain("Accept-Encoding");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    const html = decode(br).toString("utf8");
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
    expect(sameBut(html) === sameBut(plain.body.toString("utf8"))).toBe(true);
  });

  it("arrive gzip-compressed when the client takes gzip only", async () => {
    const gz = await raw("/contact", { cookie: RENDER, "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers["vary"]).toContain("Accept-Encoding");
    const html = decode(gz).toString("utf8");
    // A hydrated page: its module preloads marked low priority in the stream (decision 044).
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low"');
    expect(html).not.toMatch(/<link rel="modulepreload"(?! fetchpriority)/);
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
  });

  it("arrive as they are, still varying by encoding, when the client takes no compression", async () => {
    for (const acceptEncoding of ["identity", "br;q=0, gzip;q=0", "deflate"]) {
      const res = await raw("/", { cookie: RENDER, "accept-encoding": acceptEncoding });
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.headers["vary"]).toContain("Accept-Encoding");
      expect(res.body.toString("utf8")).toContain("</html>");
    }
  });

  it("answer HEAD without a body or an encoding", async () => {
    const head = await raw("/", { cookie: RENDER, "accept-encoding": BROWSER }, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-encoding"]).toBeUndefined();
  });

  it("answer a revalidation with a bare 304", async () => {
    await raw("/about", { "accept-encoding": BROWSER });
    const first = await raw("/about", { "accept-encoding": BROWSER });
    const etag = String(first.headers["etag"]);
    expect(etag).toBeTruthy();
    const again = await raw("/about", { "accept-encoding": BROWSER, "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers["content-encoding"]).toBeUndefined();
  });
});

describe("a large CSV export", () => {
  it("arrives whole and compressed, streamed rather than held", async () => {
    const user = await createUser("staff");
    const db = await appDatabase();
    const now = new Date().toISOString();
    const items = Array.from({ length: 6000 }, (_, i) => ({
      id: crypto.randomUUID(),
      item_name: `Art card ${i} ${crypto.randomUUID()}`,
      category: "Paper",
      quantity: i,
      unit_price_paise: 1250,
      minimum_stock: 10,
      total_value_paise: i * 1250,
      location_in_godown: `Rack ${crypto.randomUUID()}`,
      supplier_name: "Sivakasi Paper Mart",
      created_by: user.id,
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < items.length; i += 500)
      await db
        .insertInto("godown_items")
        .values(items.slice(i, i + 500))
        .execute();
    const res = await raw(
      "/billing/import-export/export",
      {
        cookie: (await sessionCookieFor(user.id)).header,
        origin: app.baseUrl,
        "content-type": "application/x-www-form-urlencoded",
        "accept-encoding": BROWSER,
      },
      { method: "POST", body: "type=inventory" },
    );
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    // Larger than the server holds (512 KB): streamed, so no Content-Length.
    expect(res.headers["content-length"]).toBeUndefined();
    const csv = decode(res).toString("utf8");
    expect(csv.length).toBeGreaterThan(600_000);
    const lines = csv.trimEnd().split(/\r?\n/);
    expect(lines).toHaveLength(items.length + 1);
    expect(csv).toContain(items[0]!.item_name);
    expect(csv).toContain(items.at(-1)!.item_name);
  });
});

describe("static text files", () => {
  it("are served from the build's brotli and gzip copies, not only under /assets", async () => {
    for (const path of ["/images/hero.svg", "/images/gallery/restaurant-menu-card.svg"]) {
      const plain = await raw(path, { "accept-encoding": "identity" });
      expect(plain.status).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(1024);

      const br = await raw(path, { "accept-encoding": BROWSER });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers["vary"]).toContain("Accept-Encoding");
      expect(String(br.headers["content-type"])).toMatch(/^image\/svg\+xml/);
      expect(br.headers["cache-control"]).toBe("public, max-age=604800");
      expect(Number(br.headers["content-length"])).toBe(br.body.length);
      expect(decode(br).equals(plain.body)).toBe(true);

      const gz = await raw(path, { "accept-encoding": "gzip" });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(decode(gz).equals(plain.body)).toBe(true);
    }
  });
});

describe("the access log", () => {
  it("has its line for every request, one answered just before a shutdown included", async () => {
    const path = `/about?log=${crypto.randomUUID()}`;
    await raw(path, { "accept-encoding": BROWSER });
    const line = JSON.parse(await app.waitForLog('"/about"')) as Record<string, unknown>;
    expect(line).toMatchObject({ level: "info", message: "request", method: "GET", status: 200 });
    expect(typeof line.requestId).toBe("string");
    expect(typeof line.ms).toBe("number");

    // A request answered just before the shutdown (within the log's batching delay): its line
    // is written, before the shutdown's.
    const last = await raw("/contact", { "accept-encoding": BROWSER });
    process.kill(app.pid, "SIGTERM");
    expect(last.status).toBe(200);
    await app.stop();
    for (let i = 0; i < 40 && !app.stdout().includes("shutting down"); i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = app.stdout().split("\n");
    const shutdown = lines.findIndex((l) => l.includes("shutting down"));
    const contact = lines.findIndex((l) => l.includes('"path":"/contact"'));
    expect(contact).toBeGreaterThanOrEqual(0);
    expect(shutdown).toBeGreaterThan(contact);
  });
});
