import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { currentUserContext } from "./auth/guards.server";
import { SESSION_COOKIE_PREFIX } from "./auth/auth.server";

/**
 * No cache — the browser's back/forward cache aside, a proxy's, a CDN's, a shared computer's —
 * may keep a response meant for one person: a signed-in user's pages, their `.data` answers and
 * their downloads (bill PDFs, CSV exports, design files), and any response that sets or clears a
 * cookie (signing in or out, the flash toast, a preference, the 2FA step). Those are sent with
 * `Cache-Control: private, no-store`. Anonymous pages that set no cookie keep whatever caching
 * their route gives them.
 *
 * Runs first on the root route, so it sees the final response, including one another middleware
 * answered with.
 */
export const PRIVATE_NO_STORE = "private, no-store";

/** Directives that would let a cache keep the response; everything else a route set is kept. */
const STORING = new Set([
  "public",
  "private",
  "no-store",
  "max-age",
  "s-maxage",
  "immutable",
  "stale-while-revalidate",
  "stale-if-error",
]);

/** `private, no-store` plus the route's own non-storing directives (e.g. `no-transform`). */
export function privateNoStore(current: string | null): string {
  const kept = (current ?? "")
    .split(",")
    .map((d) => d.trim())
    .filter((d) => d && !STORING.has(d.split("=")[0]!.trim().toLowerCase()));
  return [PRIVATE_NO_STORE, ...kept].join(", ");
}

/**
 * Files that are the same bytes for everyone, signed in or not: the web app manifest and the
 * service worker script (the browser sends the session cookie with the latter). They keep their
 * own caching unless they set a cookie (decision 050).
 */
export const SHARED_FILES = new Set(["/manifest.webmanifest", "/sw.js"]);

function signedIn(context: Readonly<RouterContextProvider>): boolean {
  try {
    return context.get(currentUserContext) !== null;
  } catch {
    // The session middleware did not get to run (an earlier middleware answered).
    return false;
  }
}

/** The request carries a session cookie (valid or not: its answer is about that session). */
function hasSessionCookie(request: Request): boolean {
  return (request.headers.get("Cookie") ?? "").includes(`${SESSION_COOKIE_PREFIX}.session_token=`);
}

/** Whether `response` to `request` must not be stored by any cache. */
export function isPersonal(
  request: Request,
  context: Readonly<RouterContextProvider>,
  response: Response,
): boolean {
  if (response.headers.getSetCookie().length > 0) return true;
  if (SHARED_FILES.has(new URL(request.url).pathname)) return false;
  return signedIn(context) || hasSessionCookie(request);
}

function markPrivate(response: Response): Response {
  const value = privateNoStore(response.headers.get("Cache-Control"));
  try {
    response.headers.set("Cache-Control", value);
    return response;
  } catch {
    // A response with immutable headers (e.g. Response.redirect): copy it.
    const copy = new Response(response.body, response);
    copy.headers.set("Cache-Control", value);
    return copy;
  }
}

export const cacheControlMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  let response: Response;
  try {
    response = await next();
  } catch (thrown) {
    // A Response thrown further in (a guard's redirect) is the answer: mark it too.
    if (thrown instanceof Response && isPersonal(request, context, thrown)) {
      throw markPrivate(thrown);
    }
    throw thrown;
  }
  return isPersonal(request, context, response) ? markPrivate(response) : response;
};
