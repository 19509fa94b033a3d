import { data, type MiddlewareFunction } from "react-router";
import { getEnv } from "./env.server";
import { logger } from "./logger.server";

/**
 * Cross-site request forgery guard for every state change (React Router also refuses an Origin
 * that differs from the request's host; this adds Sec-Fetch-Site and the configured APP_URL): a POST (or PUT, PATCH, DELETE) whose
 * browser says it came from another site (Sec-Fetch-Site) or whose Origin is not ours is refused
 * with 403 before any action runs. Requests without either header are not from a browser page
 * (scripts, tests) and cannot carry a victim's cookies, so they pass.
 */
const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export function isCrossSite(request: Request): boolean {
  if (SAFE.has(request.method)) return false;
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.get("Origin");
  if (!origin) return false;
  const allowed = new Set([new URL(getEnv().APP_URL).origin, new URL(request.url).origin]);
  return !allowed.has(origin);
}

/**
 * A page served under `no-referrer` (a route's handle, see security-headers.server.ts) has its
 * forms posted with `Origin: null`, which React Router's check and ours refuse. The browser's own
 * `Sec-Fetch-Site` (no page can set it) vouches for a same-origin post: then its real origin may
 * be put back. Anything else keeps its `Origin` and is judged as usual.
 */
export function isVouchedNullOrigin(origin: string | undefined, site: string | undefined) {
  return origin === "null" && site === "same-origin";
}

/** Actions read HTML form posts only; anything else is answered 415 rather than failing. */
function isFormPost(request: Request): boolean {
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  return (
    type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data")
  );
}

export const originCheckMiddleware: MiddlewareFunction<Response> = ({ request }) => {
  if (!SAFE.has(request.method) && !isFormPost(request)) {
    throw data({ message: "Send this as a form." }, { status: 415 });
  }
  if (!isCrossSite(request)) return;
  logger.warn("cross-site post refused", {
    path: new URL(request.url).pathname,
    origin: request.headers.get("Origin"),
    site: request.headers.get("Sec-Fetch-Site"),
  });
  throw data({ message: "This request came from another site and was refused." }, { status: 403 });
};
