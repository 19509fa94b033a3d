import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { FORM_BODY_LIMIT } from "../../app/platform/body-limit.server";
import { UPLOAD_BODY_LIMITS, bodyLimitFor } from "../../server/body-limit";
import { ROOT, createUser, sessionCookieFor } from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * Request body limits through the real server: every action of app/routes.ts that is not an
 * upload answers a body one byte over FORM_BODY_LIMIT (declared, or chunked without a length)
 * with 413 and the app's error page, without reading the rest; a 300 MB post leaves the
 * server's memory flat and /healthz quick; the upload routes still take bodies of their size.
 */

/** Every route of app/routes.ts with its path and module file (layouts have neither). */
function flatten(entries: RouteConfigEntry[], out: { path: string; file: string }[] = []) {
  for (const e of entries) {
    if (e.path !== undefined || e.index) out.push({ path: e.path ?? "", file: e.file });
    if (e.children) flatten(e.children, out);
  }
  return out;
}

function hasAction(file: string): boolean {
  const source = readFileSync(path.join(ROOT, "app", file), "utf8");
  return /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(source);
}

/** A URL for a route path: parameters filled, the catch-all as an unknown page. */
const urlOf = (routePath: string) =>
  `/${routePath.replace(/:\w+/g, "x").replace(/\*$/, "no-such-page")}`;

const ACTIONS = flatten(routes as RouteConfigEntry[])
  .filter((r) => hasAction(r.file))
  .map((r) => urlOf(r.path));
// An upload route (listed, or a pattern such as a job's proof) has its own, larger limit.
const FORM_ACTIONS = [...new Set(ACTIONS.filter((url) => bodyLimitFor(url) === FORM_BODY_LIMIT))];
/** The upload actions with their limits. */
const UPLOADS = Object.fromEntries(
  [...new Set(ACTIONS)]
    .filter((url) => !FORM_ACTIONS.includes(url))
    .map((url) => [url, bodyLimitFor(url)]),
);

type Answer = { status: number; html: string; connection: string | undefined; sent: number };

/**
 * POSTs `size` bytes of a url-encoded form, with a Content-Length or chunked, writing only as
 * fast as the server reads; stops writing once the answer has come.
 */
function post(
  url: string,
  size: number,
  opts: { chunked?: boolean; cookie?: string; contentType?: string; head?: Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const head = opts.head ?? Buffer.from("a=");
    const headers: Record<string, string> = {
      "Content-Type": opts.contentType ?? "application/x-www-form-urlencoded",
      Origin: app.baseUrl,
    };
    if (!opts.chunked) headers["Content-Length"] = String(size);
    if (opts.cookie) headers.Cookie = opts.cookie;
    const req = http.request(`${app.baseUrl}${url}`, { method: "POST", headers });
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, "b");
    req.on("response", (res) => {
      answered = true;
      let html = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (html += d));
      res.on("end", () =>
        resolve({ status: res.statusCode!, html, connection: res.headers.connection, sent }),
      );
      res.on("error", reject);
    });
    // The server may close the connection while bytes are still being written: not an error
    // once the answer is in.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const write = () => {
      while (!answered && sent < size) {
        const part = sent === 0 ? head : chunk;
        const piece = part.subarray(0, Math.min(part.length, size - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", write);
      }
      if (!answered) req.end();
    };
    write();
  });
}

function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)![1]) / 1024;
}

const { app } = await openApp({ browser: false });
let admin: string;
beforeAll(async () => {
  admin = (await sessionCookieFor((await createUser("admin")).id)).header;
});

describe("form bodies", () => {
  it("finds the actions of app/routes.ts, the uploads among them", () => {
    expect(FORM_ACTIONS).toContain("/auth");
    expect(FORM_ACTIONS).toContain("/logout");
    expect(FORM_ACTIONS).toContain("/billing/create-account");
    expect(FORM_ACTIONS).not.toContain("/place-order");
    expect(FORM_ACTIONS).not.toContain("/billing/jobs/x/proof");
    expect(ACTIONS).toContain("/billing/jobs/x/proof");
    // Every upload limit belongs to a route that has an action.
    expect(Object.keys(UPLOAD_BODY_LIMITS).filter((url) => !ACTIONS.includes(url))).toEqual([]);
  });

  it("answers 413 with the error page to a body one byte over the limit, declared or chunked, on every action", async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const url of FORM_ACTIONS) {
      for (const chunked of [false, true]) {
        for (const cookie of [undefined, admin]) {
          const r = await post(url, FORM_BODY_LIMIT + 1, { chunked, cookie });
          checked++;
          const how = `${url} ${chunked ? "chunked" : "Content-Length"} ${cookie ? "admin" : "visitor"}`;
          if (r.status !== 413) wrong.push(`${how}: ${r.status}`);
          else if (titleOf(r.html) !== "Too much data sent") {
            wrong.push(`${how}: title ${titleOf(r.html)}`);
          } else if (r.connection !== "close") wrong.push(`${how}: connection ${r.connection}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBe(FORM_ACTIONS.length * 4);
  });

  it("takes a body of exactly the limit, declared or chunked", async () => {
    for (const chunked of [false, true]) {
      const r = await post("/auth", FORM_BODY_LIMIT, { chunked });
      expect(r.status, chunked ? "chunked" : "Content-Length").toBe(400);
      expect(titleOf(r.html)).toContain("Sign In");
    }
  });

  it("answers single-fetch posts and Tamil visitors too", async () => {
    const data = await post("/auth.data", FORM_BODY_LIMIT + 1, { chunked: true });
    expect(data.status).toBe(413);
    const tamil = await post("/logout?lang=ta", FORM_BODY_LIMIT + 1);
    expect(tamil.status).toBe(413);
    expect(tamil.html).toContain('<html lang="ta"');
    expect(titleOf(tamil.html)).toBe("அனுப்பிய தரவு மிக அதிகம்");
  });

  it("stops reading a 300 MB post: the server's memory stays flat and /healthz answers meanwhile", async () => {
    for (const chunked of [false, true]) {
      const before = rssMb(app.pid);
      let peak = before;
      let slowest = 0;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          peak = Math.max(peak, rssMb(app.pid));
          const started = Date.now();
          const res = await fetch(`${app.baseUrl}/healthz`);
          await res.arrayBuffer();
          expect(res.status).toBe(200);
          slowest = Math.max(slowest, Date.now() - started);
          await new Promise((r) => setTimeout(r, 50));
        }
      })();
      const r = await post("/auth", 300 * 1024 * 1024, { chunked });
      await new Promise((r) => setTimeout(r, 300));
      peak = Math.max(peak, rssMb(app.pid));
      sampling = false;
      await sampler;
      const how = chunked ? "chunked" : "Content-Length";
      expect(
        peak - before,
        `${how}: RSS ${before.toFixed(0)} -> ${peak.toFixed(0)} MB`,
      ).toBeLessThan(50);
      expect(slowest, how).toBeLessThan(2_000);
      expect(r.status, how).toBe(413);
      // The socket buffers take a few MB before the server's answer stops the client.
      expect(r.sent, how).toBeLessThan(64 * 1024 * 1024);
    }
  });
});

describe("upload bodies", () => {
  it("lets each upload route take a body larger than a form's, up to its own limit", async () => {
    const size = 2 * 1024 * 1024;
    const head = Buffer.from(
      '--xyz\r\nContent-Disposition: form-data; name="intent"\r\n\r\nnothing-valid\r\n--xyz--\r\n',
    );
    expect(Object.keys(UPLOADS).sort()).toEqual(
      [...Object.keys(UPLOAD_BODY_LIMITS), "/billing/jobs/x/proof"].sort(),
    );
    for (const url of Object.keys(UPLOADS)) {
      expect(UPLOADS[url]!).toBeGreaterThan(size);
      // A multipart body of 2 MB: a field, then padding after the closing boundary (ignored).
      const r = await post(url, size, {
        cookie: admin,
        contentType: "multipart/form-data; boundary=xyz",
        head,
      });
      expect(r.status, url).not.toBe(413);
      expect(r.status, url).toBeLessThan(500);
    }
  });

  it("refuses a declared body over an upload route's limit without reading it", async () => {
    for (const [url, limit] of Object.entries(UPLOADS)) {
      const r = await post(url, limit + 1, {
        cookie: admin,
        contentType: "multipart/form-data; boundary=xyz",
      });
      expect(r.status, url).toBe(413);
      expect(r.sent, url).toBeLessThan(limit);
    }
  });
});
