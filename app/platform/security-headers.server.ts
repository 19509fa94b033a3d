import { randomBytes } from "node:crypto";
import { matchPath, type ServerBuild } from "react-router";

/**
 * The security headers of every response (set by server/app.ts before React Router runs):
 * an enforced, nonce-based Content-Security-Policy, and the usual hardening headers. The nonce is
 * new for every request and reaches the page's own <script> and <style> elements through the
 * request header below (overwritten by the server, so a client cannot choose it).
 */
export const NONCE_HEADER = "x-limra-csp-nonce";
export const REQUEST_ID_HEADER = "x-request-id";

/** The payment button's script and the frames it opens (tea pages). */
const PAYMENT_ORIGINS = ["https://checkout.razorpay.com", "https://api.razorpay.com"];

/**
 * Where a payment reminder's form may end up: the send route answers a redirect to wa.me, which
 * redirects to api.whatsapp.com (form-action applies to every redirect of a form's navigation).
 */
const WHATSAPP_ORIGINS = ["https://wa.me", "https://api.whatsapp.com"];

/**
 * Random bytes are drawn 4 KB at a time and handed out 16 at a time, each once (as Node does for
 * `randomUUID`): a `randomBytes` call per request showed as 3 % of a page served from memory.
 */
const NONCE_BYTES = 16;
const POOL_BYTES = NONCE_BYTES * 256;
let pool = Buffer.alloc(0);
let used = 0;

export function newNonce(): string {
  if (used + NONCE_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  used += NONCE_BYTES;
  return pool.toString("base64", used - NONCE_BYTES, used);
}

function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:" ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * The policy: scripts only with this response's nonce (and what they load, 'strict-dynamic': the
 * payment button's script is added by our own script); styles from us or with the nonce (style
 * attributes allowed: React and the chart set them); frames only for the map, the portfolio and
 * the payment provider; no plugins, no <base>, forms post to us (or the payment provider; a reminder's form goes on to WhatsApp), and
 * no other site may frame these pages.
 */
export function contentSecurityPolicy(
  nonce: string,
  opts: { frameUrls: string[]; https: boolean },
): string {
  const frames = [
    ...new Set([...opts.frameUrls.map(originOf).filter(Boolean), ...PAYMENT_ORIGINS]),
  ];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", `'nonce-${nonce}'`, "'strict-dynamic'", "'self'", ...PAYMENT_ORIGINS],
    ["style-src", "'self'", `'nonce-${nonce}'`],
    ["style-src-attr", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", "https:"],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", "https://*.razorpay.com"],
    // The back office's service worker (/sw.js) and web app manifest, from us only (decision 050).
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["frame-src", ...(frames as string[])],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'", ...PAYMENT_ORIGINS, ...WHATSAPP_ORIGINS],
    ["frame-ancestors", "'self'"],
  ];
  // Served over https: any stray http:// picture or frame is fetched over https too.
  if (opts.https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((d) => d.join(" ")).join("; ");
}

export type ReferrerPolicy = "strict-origin-when-cross-origin" | "no-referrer";

/**
 * What a route may declare in its `handle` for the security headers: the Referrer-Policy of all
 * its responses (the status link's `no-referrer`, decision 094; every other route the default).
 */
export type SecurityHandle = { referrerPolicy?: ReferrerPolicy };

/**
 * The Referrer-Policy each route declares in its handle, as a look-up by path, built once from
 * the server build. Undefined for a path no declaring route matches (the default applies).
 */
export function declaredReferrerPolicies(
  routes: ServerBuild["routes"],
): (pathname: string) => ReferrerPolicy | undefined {
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined;
    if (!route) return "";
    const own = route.path ?? "";
    const parent = fullPath(route.parentId);
    return own.startsWith("/") ? own : `${parent.replace(/\/$/, "")}/${own}`;
  };
  const declared = Object.values(routes).flatMap((route) => {
    const policy = (route?.module.handle as SecurityHandle | undefined)?.referrerPolicy;
    return route && policy ? [{ pattern: fullPath(route.id), policy }] : [];
  });
  if (declared.length === 0) return () => undefined;
  return (pathname) => declared.find((d) => matchPath(d.pattern, pathname))?.policy;
}

/** Headers for every response; HSTS only when the site is served over https. */
export function securityHeaders(opts: {
  nonce: string;
  frameUrls: string[];
  production: boolean;
  https: boolean;
  /** The route's own (its handle's `referrerPolicy`), else strict-origin-when-cross-origin. */
  referrerPolicy?: ReferrerPolicy;
}): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(opts.nonce, opts),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": opts.referrerPolicy ?? "strict-origin-when-cross-origin",
    "X-Frame-Options": "SAMEORIGIN",
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
  };
  if (opts.production && opts.https) {
    headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  }
  return headers;
}

/** The request id: the proxy's X-Request-Id when it looks like one, else a new one. */
export function requestIdFrom(incoming: string | undefined): string {
  return incoming && /^[\w.:-]{8,128}$/.test(incoming) ? incoming : crypto.randomUUID();
}
