import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  newNonce,
  requestIdFrom,
  securityHeaders,
} from "~/platform/security-headers.server";

describe("security headers", () => {
  const base = { nonce: "abc123", frameUrls: ["https://maps.example/embed?q=1", "not a url"] };

  it("sends HSTS and upgrade-insecure-requests only for production over https", () => {
    const https = securityHeaders({ ...base, production: true, https: true });
    expect(https["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
    expect(https["Content-Security-Policy"]).toContain("upgrade-insecure-requests");
    for (const [production, isHttps] of [
      [true, false],
      [false, false],
    ] as const) {
      const h = securityHeaders({ ...base, production, https: isHttps });
      expect(h["Strict-Transport-Security"]).toBeUndefined();
      expect(h["Content-Security-Policy"]).not.toContain("upgrade-insecure-requests");
    }
  });

  it("allows scripts only by nonce and frames only from the configured sites", () => {
    const csp = contentSecurityPolicy("abc123", { frameUrls: base.frameUrls, https: false });
    expect(csp).toMatch(/script-src 'nonce-abc123' 'strict-dynamic'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).not.toMatch(/'unsafe-eval'/);
    expect(csp).toMatch(/frame-src https:\/\/maps\.example https:\/\/checkout\.razorpay\.com/);
    expect(csp).not.toContain("not a url");
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it("lets forms go to us, the payment provider and WhatsApp (a payment reminder's redirect) only", () => {
    const csp = contentSecurityPolicy("abc123", { frameUrls: base.frameUrls, https: false });
    const formAction = /form-action ([^;]*)/.exec(csp)?.[1]?.split(" ");
    expect(formAction).toEqual([
      "'self'",
      "https://checkout.razorpay.com",
      "https://api.razorpay.com",
      "https://wa.me",
      "https://api.whatsapp.com",
    ]);
  });

  it("makes a new 16-byte nonce for every request, past the random pool's refills too", () => {
    const nonces = Array.from({ length: 1000 }, () => newNonce());
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
  });

  it("keeps a well-formed request id and replaces anything else", () => {
    expect(requestIdFrom("abcd-1234-efgh")).toBe("abcd-1234-efgh");
    for (const bad of [undefined, "", "short", "<script>alert(1)</script>", "x".repeat(200)]) {
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
