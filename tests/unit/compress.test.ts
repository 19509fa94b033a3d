import { request, type Server } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseCoding, compress, IDLE_MS } from "../../server/compress";

/**
 * server/compress.ts on its own Express app (decision 079): which responses it compresses, and
 * how (whole, or streamed when a response pauses), with what it leaves alone.
 */

const PAGE = "<!DOCTYPE html><p>" + "வணக்கம் Limra ".repeat(400) + "</p>";

let server: Server;
let base = "";
beforeAll(async () => {
  const app = express();
  app.use(compress);
  app.get("/page", (_req, res) => {
    res.type("html");
    res.write(PAGE.slice(0, 100));
    res.write(Buffer.from(PAGE.slice(100)));
    res.end();
  });
  app.get("/small", (_req, res) => res.type("html").send("<p>hi</p>"));
  app.get("/png", (_req, res) => res.type("png").send(Buffer.alloc(5000, 1)));
  app.get("/no-transform", (_req, res) =>
    res.type("html").set("Cache-Control", "no-transform").send(PAGE),
  );
  app.get("/encoded", (_req, res) =>
    res.type("html").set("Content-Encoding", "gzip").send(Buffer.from("already")),
  );
  app.get("/write-head", (_req, res) => {
    res.writeHead(201, { "Content-Type": "text/plain; charset=utf-8" });
    res.end(PAGE);
  });
  // A page whose second half waits (a Suspense boundary's deferred data).
  app.get("/paused", (_req, res) => {
    res.type("html");
    res.write(PAGE.slice(0, 3000));
    setTimeout(() => res.end(PAGE.slice(3000)), IDLE_MS * 6);
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Raw = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  chunks: { at: number; bytes: Buffer }[];
  body: Buffer;
};

function get(path: string, acceptEncoding = "gzip, deflate, br, zstd"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const req = request(`${base}${path}`, { headers: { "accept-encoding": acceptEncoding } });
    req.on("response", (res) => {
      const chunks: Raw["chunks"] = [];
      res.on("data", (c: Buffer) => chunks.push({ at: Date.now() - started, bytes: c }));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          chunks,
          body: Buffer.concat(chunks.map((c) => c.bytes)),
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe("compress", () => {
  it("chooses brotli, else gzip, by the client's Accept-Encoding", () => {
    expect(chooseCoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseCoding("gzip")).toBe("gzip");
    expect(chooseCoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseCoding("*")).toBe("br");
    expect(chooseCoding("deflate, identity")).toBeNull();
    expect(chooseCoding(undefined)).toBeNull();
  });

  it("compresses a page whole, with its length, brotli or gzip", async () => {
    const br = await get("/page");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.headers["vary"]).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE);
    const gz = await get("/page", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(PAGE);
    const plain = await get("/page", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["vary"]).toBe("Accept-Encoding");
    expect(plain.body.toString()).toBe(PAGE);
  });

  it("applies an explicit writeHead's status and headers", async () => {
    const res = await get("/write-head");
    expect(res.status).toBe(201);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.body).toString()).toBe(PAGE);
  });

  it("leaves alone small bodies, images, no-transform and encoded responses", async () => {
    for (const path of ["/small", "/png", "/no-transform", "/encoded"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers["content-encoding"], path).toBe(path === "/encoded" ? "gzip" : undefined);
    }
    expect((await get("/small")).body.toString()).toBe("<p>hi</p>");
    expect((await get("/no-transform")).body.toString()).toBe(PAGE);
  });

  it("sends what a paused page has at once, the rest when it comes", async () => {
    const res = await get("/paused");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-length"]).toBeUndefined();
    expect(brotliDecompressSync(res.body).toString()).toBe(PAGE);
    // The first bytes arrived well before the end (held, they would all come at the end).
    const first = res.chunks[0]!.at;
    const last = res.chunks.at(-1)!.at;
    expect(last - first).toBeGreaterThan(IDLE_MS * 3);
    // What arrived first decodes on its own to the page's beginning (it was flushed).
    const early = Buffer.concat(
      res.chunks.filter((c) => c.at < first + IDLE_MS).map((c) => c.bytes),
    );
    const { createBrotliDecompress } = await import("node:zlib");
    const decoded = await new Promise<string>((resolve) => {
      const z = createBrotliDecompress();
      let text = "";
      z.on("data", (d: Buffer) => (text += d.toString("latin1")));
      z.write(early, () => setTimeout(() => resolve(text), 20));
    });
    expect(decoded.length).toBeGreaterThanOrEqual(Buffer.byteLength(PAGE.slice(0, 3000)));
  });
});
