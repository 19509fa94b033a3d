import { readdirSync, readFileSync, statSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, visit, waitForHydration } from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * The production server's headers (Content-Security-Policy with a fresh nonce per response,
 * hardening headers, request ids), the health endpoint, and a client bundle without secrets.
 */

const { app, newVisitorPage } = await openApp({ env: { LOG_LEVEL: "info" } });

function nonceOf(csp: string): string {
  return /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
}

describe("security headers", () => {
  it("sends an enforced nonce CSP and the hardening headers on pages and files", async () => {
    for (const url of ["/", "/limrakart", "/billing/login", "/favicon.svg", "/no-such-page"]) {
      const res = await fetch(`${app.baseUrl}${url}`, { redirect: "manual" });
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, url).toContain("script-src 'nonce-");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com/);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
      expect(res.headers.get("content-security-policy-report-only")).toBeNull();
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(res.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
      // Plain http here (the test server): no HSTS.
      expect(res.headers.get("strict-transport-security")).toBeNull();
      await res.arrayBuffer();
    }
  });

  it("gives every page response its own nonce, on every script and style it writes", async () => {
    const a = await fetch(`${app.baseUrl}/`);
    const b = await fetch(`${app.baseUrl}/`);
    const [nonceA, nonceB] = [a, b].map((r) => nonceOf(r.headers.get("content-security-policy")!));
    expect(nonceA).not.toBe(nonceB);
    const html = await a.text();
    await b.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) {
      if (/type="application\/ld\+json"/.test(attrs)) continue; // data, not run
      expect(attrs).toContain(`nonce="${nonceA}"`);
    }
    for (const m of html.matchAll(/<style\b([^>]*)>/g)) expect(m[1]).toContain(`nonce="${nonceA}"`);
    expect(html).not.toContain(nonceB);
  });

  it("keeps a proxy's request id and answers /healthz", async () => {
    const res = await fetch(`${app.baseUrl}/healthz`, {
      headers: { "X-Request-Id": "proxy-req-12345678" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBe("proxy-req-12345678");
    expect(await res.json()).toEqual({ status: "ok", database: "ok", migrations: "current" });
    // The access log is one JSON line carrying the request id.
    const logLine = JSON.parse(await app.waitForLog('"requestId":"proxy-req-12345678"')) as Record<
      string,
      unknown
    >;
    expect(logLine).toMatchObject({
      level: "info",
      message: "request",
      requestId: "proxy-req-12345678",
      method: "GET",
      path: "/healthz",
      status: 200,
    });
    expect(typeof logLine.ms).toBe("number");
    // Something that is not an id is replaced.
    const odd = await fetch(`${app.baseUrl}/healthz`, { headers: { "X-Request-Id": "<x>" } });
    expect(odd.headers.get("x-request-id")).not.toBe("<x>");
    await odd.arrayBuffer();
  });

  it("runs the pages in Chromium under the policy with no violation", async () => {
    const t = await newVisitorPage();
    const violations: string[] = [];
    t.page.on("console", (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    for (const url of ["/", "/contact", "/tea-talks-gold-pack", "/limrakart", "/gallery"]) {
      await visit(t.page, `${app.baseUrl}${url}`);
      await waitForHydration(t.page);
    }
    // A client-side navigation still works (scripts ran).
    await t.page.click('a[href="/about"]');
    await t.page.waitForURL(/\/about$/);
    expect(violations).toEqual([]);
    await t.close();
  });
});

/** A raw request (node:http: fetch would not send a forged Origin as is), status and headers. */
function raw(
  pathname: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request(`${app.baseUrl}${pathname}`, {
      method: opts.method ?? "GET",
      headers: opts.headers,
    });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on("error", reject);
    req.end(opts.body);
  });
}

describe("a route's own referrer policy (the status link's handle)", () => {
  const statusPath = `/r/${"Z".repeat(43)}`;
  const post = (pathname: string, headers: Record<string, string>) =>
    raw(pathname, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: "intent=accept&version=1",
    });

  it("sends no-referrer, once, on the status link and the default on every other route", async () => {
    const status = await raw(statusPath);
    expect(status.status).toBe(404);
    expect(status.headers["referrer-policy"]).toBe("no-referrer");
    for (const other of ["/", "/contact", "/r", "/rates"]) {
      const res = await raw(other);
      expect(res.headers["referrer-policy"], other).toBe("strict-origin-when-cross-origin");
    }
  });

  it("takes Origin: null on the status link only when the browser says same-origin", async () => {
    // Vouched for: the post reaches the action (an unknown token: its 404).
    const vouched = await post(statusPath, { Origin: "null", "Sec-Fetch-Site": "same-origin" });
    expect(vouched.status).toBe(404);
    expect(vouched.headers["referrer-policy"]).toBe("no-referrer");
    // Forged: no Sec-Fetch-Site, or another site's, and the same on a route without no-referrer.
    expect((await post(statusPath, { Origin: "null" })).status).toBe(400);
    const crossSite = { Origin: "null", "Sec-Fetch-Site": "cross-site" };
    expect((await post(statusPath, crossSite)).status).toBe(400);
    const contact = await post("/contact", { Origin: "null", "Sec-Fetch-Site": "same-origin" });
    expect(contact.status).toBe(400);
  });
});

describe("client bundle", () => {
  it("holds no server secrets or server-only modules", () => {
    const dir = path.join(ROOT, "build", "client");
    const files: string[] = [];
    const walk = (d: string) => {
      for (const e of readdirSync(d)) {
        const p = path.join(d, e);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.(js|css|html|json|map)$/.test(e)) files.push(p);
      }
    };
    walk(dir);
    expect(files.length).toBeGreaterThan(0);
    const forbidden = [
      "AUTH_SECRET",
      "SMTP_URL",
      "DATABASE_URL",
      "postgres://",
      "better-sqlite3",
      "nodemailer",
      "totp_secret",
      "password_hash",
      "BEGIN PRIVATE KEY",
      "test-secret-0123456789",
    ];
    for (const f of files) {
      const text = readFileSync(f, "utf8");
      for (const word of forbidden) expect(text.includes(word), `${word} in ${f}`).toBe(false);
    }
  });
});
