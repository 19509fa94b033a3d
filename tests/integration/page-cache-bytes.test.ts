import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NONCE_HEADER } from "~/platform/security-headers.server";
import { pageCache, pageCacheBytes } from "../../server/page-cache";

/**
 * The page cache's bound counts what it really holds (decision 096): the memory a stored page
 * keeps alive — its buffers and strings, measured after a garbage collection — is within the
 * bytes the cache counts for it. Driven through the middleware in front of a stand-in page shaped
 * like a rendered one (a nonce on every script and style, Tamil text, 60 KB), each request a new
 * URL, so each is rendered and kept.
 */

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const PAGES = 100;

let server: ReturnType<ReturnType<typeof express>["listen"]>;
let base: string;

function page(nonce: string): string {
  const parts = ["<!DOCTYPE html><html><head>"];
  for (let i = 0; i < 30; i++) {
    parts.push(`<script nonce="${nonce}">window.x${i}=${i}</script>`);
    parts.push(`<p class="c${i}">${"வணக்கம் Limra ".repeat(i % 3 === 0 ? 150 : 20)}${i}</p>`);
  }
  return `${parts.join("")}</head></html>`;
}

beforeAll(async () => {
  const app = express();
  app.use((req, _res, next) => {
    req.headers[NONCE_HEADER] = randomUUID();
    next();
  });
  app.use(pageCache);
  app.get("/", (req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    const html = page(String(req.headers[NONCE_HEADER]));
    // Written as React does, in several chunks.
    for (let i = 0; i < html.length; i += 8192) res.write(html.slice(i, i + 8192));
    res.end();
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
});

const held = () => {
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

describe("page cache byte accounting", () => {
  it("counts at least the memory its pages keep alive", async () => {
    // Warm-up: the client's and the server's first requests leave lasting objects of their own.
    for (let i = 0; i < 60; i++) {
      const res = await fetch(`${base}/?warm=${i % 3}`, { headers: { "Accept-Encoding": "gzip" } });
      await res.arrayBuffer();
    }
    const counted0 = pageCacheBytes();
    const held0 = held();
    for (let i = 0; i < PAGES; i++) {
      const res = await fetch(`${base}/?bytes=${i}`, { headers: { "Accept-Encoding": "gzip" } });
      await res.arrayBuffer();
      expect(res.headers.get("x-page-cache")).toBe("miss");
    }
    // Their gzip copies, made at the first gzip hit.
    for (let i = 0; i < PAGES; i++) {
      const res = await fetch(`${base}/?bytes=${i}`, { headers: { "Accept-Encoding": "gzip" } });
      await res.arrayBuffer();
      expect(res.headers.get("content-encoding")).toBe("gzip");
    }
    const counted = pageCacheBytes() - counted0;
    const kept = held() - held0;
    expect(counted).toBeGreaterThan(PAGES * 20_000);
    expect(kept).toBeLessThanOrEqual(counted * 1.1);
  });

  it("deflates a page at its first gzip hit, not when it is rendered", async () => {
    const ask = async (encoding: string) => {
      const res = await fetch(`${base}/?lazy`, { headers: { "Accept-Encoding": encoding } });
      const body = await res.text();
      return { cache: res.headers.get("x-page-cache"), body, bytes: pageCacheBytes() };
    };
    const start = pageCacheBytes();
    const miss = await ask("gzip");
    expect(miss.cache).toBe("miss");
    const identityHit = await ask("identity");
    expect(identityHit.cache).toBe("hit");
    expect(identityHit.bytes).toBe(miss.bytes);
    const firstGzip = await ask("gzip");
    expect(firstGzip.cache).toBe("hit");
    // The copy now holds the page's deflated runs beside its text.
    expect(firstGzip.bytes - miss.bytes).toBeGreaterThan(1_000);
    expect(miss.bytes - start).toBeGreaterThan(firstGzip.bytes - miss.bytes);
    const secondGzip = await ask("gzip");
    expect(secondGzip.bytes).toBe(firstGzip.bytes);
    // fetch decompresses: the gzip copy is the page, its nonce aside.
    const unNonced = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
    expect(unNonced(secondGzip.body)).toBe(unNonced(identityHit.body));
    expect(unNonced(firstGzip.body)).toBe(unNonced(identityHit.body));
  });
});
