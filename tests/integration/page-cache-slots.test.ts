import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpPublicVersion } from "~/platform/page-cache/public-version.server";
import { NONCE_HEADER } from "~/platform/security-headers.server";
import { pageCache, pageCacheBytes } from "../../server/page-cache";

/**
 * The page cache keeps one page per slot (path, preferences, day; for staff pages the session):
 * a page rendered after the data changed replaces the old one rather than piling up beside it
 * until the byte bound evicts it (docs/decisions/053). Driven through the middleware itself in
 * front of a stand-in page, on the test database's real data version.
 */

let server: ReturnType<ReturnType<typeof express>["listen"]>;
let base: string;
let renders = 0;

beforeAll(async () => {
  const app = express();
  app.use((req, _res, next) => {
    req.headers[NONCE_HEADER] = randomUUID();
    next();
  });
  app.use(pageCache);
  app.get("/", (req, res) => {
    renders += 1;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(
      `<!DOCTYPE html><p nonce="${String(req.headers[NONCE_HEADER])}">${"x".repeat(5000)}</p>`,
    );
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
});

const get = async () => {
  const res = await fetch(`${base}/?slot-test`, { headers: { "Accept-Encoding": "identity" } });
  await res.text();
  return res.headers.get("x-page-cache");
};

describe("page cache slots", () => {
  it("serves a page while the version stands and replaces it, not adds to it, after a change", async () => {
    const start = pageCacheBytes();
    expect(await get()).toBe("miss");
    const oneEntry = pageCacheBytes() - start;
    expect(oneEntry).toBeGreaterThan(5000);
    expect(await get()).toBe("hit");
    expect(renders).toBe(1);

    for (let i = 0; i < 3; i++) {
      bumpPublicVersion();
      expect(await get()).toBe("miss");
      expect(await get()).toBe("hit");
    }
    expect(renders).toBe(4);
    expect(pageCacheBytes() - start).toBe(oneEntry);
  });
});
