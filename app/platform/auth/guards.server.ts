import {
  createContext,
  data,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import { pageUrl } from "~/lib/page-url";
import { databaseBusy } from "../db/busy.server";
import type { Role } from "../db/schema";
import { logger } from "../logger.server";
import { getPreferences } from "../preferences.server";
import { hasBillingAccess } from "./roles.server";
import { findRequestSession } from "./session-lookup.server";
import { enforceSessionPolicy } from "./sessions.server";
import { safeRedirect } from "~/lib/safe-redirect";

/** The signed-in user as every loader and action sees it. */
export type CurrentUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  sessionId: string;
  role: Role;
  billingAccess: boolean;
};

/**
 * Set once per request by `sessionMiddleware` on the root route; null for visitors.
 * It has no default: reading it before the middleware ran is an error, never "a visitor".
 */
export const currentUserContext = createContext<CurrentUser | null>();

type Ctx = Readonly<RouterContextProvider>;

/**
 * Resolves the session cookie into a user and role. Invalid or expired sessions are visitors.
 * A lookup that fails (the database does not answer) is not "signed out": it throws, and
 * sessionMiddleware answers 503 busy — a staff member is not sent to the sign-in page.
 */
export async function loadCurrentUser(request: Request): Promise<CurrentUser | null> {
  const session = await findRequestSession(request);
  if (!session) return null;
  const { role } = session;
  const alive = await enforceSessionPolicy(
    { id: session.sessionId, createdAt: session.createdAt, lastActiveAt: session.lastActiveAt },
    role,
  );
  if (!alive) return null;
  return {
    id: session.userId,
    name: session.name,
    email: session.email,
    emailVerified: session.emailVerified,
    sessionId: session.sessionId,
    role,
    billingAccess: hasBillingAccess(role),
  };
}

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  let user: CurrentUser | null;
  try {
    user = await loadCurrentUser(request);
  } catch (error) {
    logger.error("session lookup failed; answering 503", { error: String(error) });
    throw databaseBusy(context);
  }
  context.set(currentUserContext, user);
};

/** The current user or null. */
export function getCurrentUser(context: Ctx): CurrentUser | null {
  try {
    return context.get(currentUserContext);
  } catch {
    throw new Error("sessionMiddleware has not run for this request");
  }
}

function authRedirect(request: Request) {
  // Back to the page itself, not to the data URL of a client-side navigation.
  const url = pageUrl(request);
  const back = `${url.pathname}${url.search}`;
  return redirect(`/auth?redirectTo=${encodeURIComponent(safeRedirect(back))}`);
}

/** Throws a redirect to /auth (with the way back) when nobody is signed in. */
export function requireUser(context: Ctx, request: Request): CurrentUser {
  const user = getCurrentUser(context);
  if (!user) throw authRedirect(request);
  return user;
}

/** What a signed-in user without the role a page needs is told (the 403's data). */
export type Refusal = { title?: string; message: string };

const NO_ACCESS: Refusal = { message: "You do not have access to this page." };

function checkRole(
  context: Ctx,
  request: Request,
  roles: readonly Role[],
  refusal: Refusal,
): CurrentUser {
  const user = requireUser(context, request);
  if (!roles.includes(user.role)) throw data(refusal, { status: 403 });
  return user;
}

/** Throws: no user -> redirect to /auth; a user without one of `roles` -> 403. */
export function requireRole(context: Ctx, request: Request, ...roles: Role[]): CurrentUser {
  return checkRole(context, request, roles, NO_ACCESS);
}

/** Throws as the spec's guard does: no user -> /auth; a user without billing access -> /. */
export function requireBillingAccess(context: Ctx, request: Request): CurrentUser {
  const user = requireUser(context, request);
  if (!user.billingAccess) throw redirect("/");
  return user;
}

/**
 * A guard: returns the user it lets through, or throws the refusal (a redirect or an error
 * response). Loaders and actions call one as defence in depth; a guarded layout's middleware
 * runs the same guard through `guardMiddleware`.
 */
export type Guard = (context: Ctx, request: Request) => CurrentUser;

/**
 * The one way an area is guarded: a layout route whose middleware runs the area's guard before
 * any child loader or action (deny by default — a child added later is covered too).
 * React Router shows a middleware's thrown error in the root's error page on a document request.
 */
export function guardMiddleware(guard: Guard): MiddlewareFunction<Response> {
  return ({ context, request }) => {
    try {
      guard(context, request);
    } catch (error) {
      throw withPreferences(error, context);
    }
  };
}

/**
 * A middleware's refusal (401, 403) is shown by the root's error page without the root
 * loader's data, so without the theme and the language: the refusal carries both in its data
 * instead (issue 23: the 401/403 screens in the dark theme too, and in Tamil). Anything else
 * (a redirect) is left as it is.
 */
function withPreferences(error: unknown, context: Ctx): unknown {
  if (typeof error !== "object" || error === null) return error;
  const refusal = error as { type?: unknown; data?: unknown; init?: ResponseInit | null };
  if (refusal.type !== "DataWithResponseInit") return error;
  if (typeof refusal.data !== "object" || refusal.data === null) return error;
  let prefs: { theme: string; locale: string };
  try {
    prefs = getPreferences(context);
  } catch {
    return error; // no preferences middleware ran (a guard called on its own)
  }
  return data(
    { ...refusal.data, theme: prefs.theme, locale: prefs.locale },
    refusal.init ?? undefined,
  );
}

/** Signed-in pages: a visitor goes to /auth (with the way back). */
export const userMiddleware = guardMiddleware(requireUser);

/** The billing area: a visitor goes to /auth, a user without billing access home. */
export const billingAccessMiddleware = guardMiddleware(requireBillingAccess);

/** A role's area: a visitor goes to /auth, a user without one of `roles` gets 403 `refusal`. */
export function roleMiddleware(
  roles: readonly Role[],
  refusal: Refusal = NO_ACCESS,
): MiddlewareFunction<Response> {
  return guardMiddleware((context, request) => checkRole(context, request, roles, refusal));
}
