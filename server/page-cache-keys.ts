import type { Request } from "express";
import { indiaDateKey } from "../app/lib/dates";
import { loadCurrentUser } from "../app/platform/auth/guards.server";
import { getDb } from "../app/platform/db/db.server";
import { allDataVersion, publicVersion } from "../app/platform/page-cache/public-version.server";

/**
 * Which requests the page cache (server/page-cache.ts) may answer and under what key: the
 * public pages and the staff pages it keeps, the cookies that choose a copy, and those it drops.
 */

/** The pages that are the same for every visitor (plus the per-response values above). */
const CACHEABLE_PATHS = new Set([
  "/",
  "/about",
  "/services",
  "/products",
  "/gallery",
  "/testimonials",
  "/privacy-policy",
  "/terms-conditions",
  "/cancellation-refund",
  "/shipping-delivery",
  "/my-portfolio",
  "/reviews",
  "/place-order",
  "/contact",
  "/share-experience",
  "/limra-foods",
  "/tea-talks-gold-pack",
  "/tea-talks-trial-pouch",
  "/tea-talks-saver-pack",
  "/tea-talks-gold-mini",
  "/tea-talks-regular-pack",
  "/tea-talks-family-pack",
  "/limrakart",
  "/limrakart/help",
]);

/**
 * The staff's pages a counter opens again and again (decisions 053 and 087): the bill lists, the
 * customers, a customer and their statement, History, the ledger's reports, the day book, the
 * godown. Cached per session (and its user's role, for the menus), keyed by the version of all
 * the data rather than the public data, since a bill, a payment or a customer changes what they
 * show. The session is checked on every request, as React Router's own middleware does (policy,
 * revocation, role); a request that is not a signed-in billing user's goes on to be rendered (and
 * refused there). A page listed here must show nothing but the database's data, the session's
 * user and the India day (no clock time, nothing from the mail outbox or another untracked table).
 */
const STAFF_PATHS = new Set([
  "/billing/old-complaint",
  "/billing/old-pending",
  "/billing/customers",
  "/billing/history",
  "/billing/day-book",
  "/billing/transaction-history",
  "/billing/income-expenses",
  "/billing/cash-book",
  "/billing/sales-report",
  "/billing/godown",
  "/billing/godown/movements",
  // Decision 103: they show tracked data only (the reminders page reads customer_reminders, not
  // the mail outbox; the India day, not the clock).
  "/billing/home",
  "/billing/reminders",
  "/billing/notifications",
  "/limrakart/admin",
  // Decision 105: the job board and lists (each query string its own entry) show print_jobs and
  // users only, and "overdue" by the India day.
  "/billing/jobs",
]);
/** A customer's page and statement (`lookup` is the customer search's JSON, never kept). */
const STAFF_PATTERNS = [/^\/billing\/customers\/(?!lookup$)[^/.]+(\/statement)?$/];

function isStaffPath(path: string): boolean {
  return STAFF_PATHS.has(path) || STAFF_PATTERNS.some((p) => p.test(path));
}

/** Cookies that only choose how a page looks (part of the key). */
const PREFERENCE_COOKIES = ["limra_theme", "limra_lang"];
/** The session's cookies (better-auth's names; `__Secure-` when cookies are secure). */
const SESSION_COOKIE = /^(__Secure-)?limra\.(session_token|dont_remember)$/;
/**
 * The cookies the app itself sets and reads: its own names (`limra_…`, better-auth's `limra.…`,
 * with a `__Secure-`/`__Host-` prefix) and the sidebar's. Any other cookie (an analytics tag, a
 * proxy's) is one the app never reads: a request carrying one is served like one without it, and
 * the page is rendered without it (decision 087), so no page can depend on it.
 */
const APP_COOKIE = /^(__Secure-|__Host-)?limra[._]|^sidebar_state$/;

/**
 * The preference part of the key and the request's own cookies (the foreign ones left out), or
 * null when the request carries an app cookie that is not a preference (nor, for a staff page,
 * the session's: the session itself is part of that key) — a toast, a sign-in step, a cart.
 */
function preferenceKey(
  header: string | undefined,
  allowSession = false,
): { prefs: string; own: string } | null {
  const prefs: string[] = [];
  const own: string[] = [];
  for (const part of (header ?? "").split(";")) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const name = trimmed.slice(0, Math.max(0, trimmed.indexOf("=")));
    if (!APP_COOKIE.test(name)) continue;
    own.push(trimmed);
    if (allowSession && SESSION_COOKIE.test(name)) continue;
    if (!PREFERENCE_COOKIES.includes(name)) return null;
    prefs.push(trimmed);
  }
  return { prefs: prefs.sort().join(";"), own: own.join("; ") };
}

/** The request goes on without the cookies the app never reads (see APP_COOKIE). */
function keepOwnCookies(req: Request, own: string): void {
  if (own) req.headers.cookie = own;
  else delete req.headers.cookie;
}

/**
 * Where a page is kept (`slot`: everything that chooses the page but the data version) and the
 * version it must have been rendered at. One entry per slot: a page rendered after a write
 * replaces the old one instead of piling up beside it until evicted.
 */
export type Key = { slot: string; version: string; staff: boolean };

export async function cacheKey(req: Request): Promise<Key | null> {
  if (req.method !== "GET") return null;
  if (isStaffPath(req.path)) return staffKey(req);
  if (!CACHEABLE_PATHS.has(req.path)) return null;
  const cookies = preferenceKey(req.headers.cookie);
  if (cookies === null) return null;
  const version = await publicVersion(getDb());
  if (version === null) return null;
  keepOwnCookies(req, cookies.own);
  return {
    slot: `${indiaDateKey(new Date())}|${cookies.prefs}|${req.originalUrl}`,
    version,
    staff: false,
  };
}

/**
 * A staff page's key: the data version (read before the session and the page, so a write that
 * lands meanwhile makes the copy old), the India day, the session, its role, the preferences and
 * the URL. Null for anyone without billing access (a visitor, a customer, an ended session).
 */
async function staffKey(req: Request): Promise<Key | null> {
  const cookie = req.headers.cookie;
  if (!cookie) return null;
  const cookies = preferenceKey(cookie, true);
  if (cookies === null || !cookies.own) return null;
  const version = await allDataVersion(getDb());
  const user = await loadCurrentUser(
    new Request(new URL(req.originalUrl, "http://localhost"), {
      headers: { cookie: cookies.own },
    }),
  );
  if (!user?.billingAccess) return null;
  keepOwnCookies(req, cookies.own);
  const day = indiaDateKey(new Date());
  return {
    slot: `staff|${day}|${user.sessionId}|${user.role}|${cookies.prefs}|${req.originalUrl}`,
    version,
    staff: true,
  };
}
