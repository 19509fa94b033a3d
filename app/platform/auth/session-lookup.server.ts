import { createHmac, timingSafeEqual } from "node:crypto";
import type { BetterAuthOptions } from "better-auth";
import { getDb } from "../db/db.server";
import type { Role } from "../db/schema";
import { type Auth, getAuth } from "./auth.server";

/**
 * The request path's session lookup (decision 043): the auth library's signed session cookie is
 * checked here, without a query, and the session, its user and the user's role are read in one
 * query. It does what the library's getSession did, in the library's words (better-auth 1.7,
 * api/routes/session.ts and better-call's getSignedCookie): the cookie holds
 * `token.signature`, signature = base64 HMAC-SHA256(token, secret); an expired session is removed;
 * a session older than `updateAge` gets `expiresIn` more (its cookie keeps its Max-Age).
 */

/** The library's settings the lookup needs, read once per auth instance. */
type SessionSettings = {
  /** `limra.session_token`, or `__Secure-limra.session_token` when cookies are secure. */
  cookieName: string;
  dontRememberName: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
  refresh: boolean;
};

let cached: { auth: Auth; settings: SessionSettings } | undefined;

async function sessionSettings(): Promise<SessionSettings> {
  const auth = getAuth();
  if (cached?.auth === auth) return cached.settings;
  const ctx = await auth.$context;
  const options: BetterAuthOptions = ctx.options;
  const settings: SessionSettings = {
    cookieName: ctx.authCookies.sessionToken.name,
    dontRememberName: ctx.authCookies.dontRememberToken.name,
    secret: ctx.secret,
    expiresInMs: ctx.sessionConfig.expiresIn * 1000,
    updateAgeMs: ctx.sessionConfig.updateAge * 1000,
    refresh: !options.session?.disableSessionRefresh,
  };
  cached = { auth, settings };
  return settings;
}

/** The first cookie called `name` in a Cookie header, decoded as the auth library decodes it. */
function cookieValue(header: string, name: string): string | null {
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return value.includes("%") ? decodeURIComponent(value) : value;
    } catch {
      return value;
    }
  }
  return null;
}

/**
 * The value of the signed cookie `name` (`value.signature`) when its signature is right, else
 * null. The signature is compared in constant time, as text: only the exact base64 the library
 * writes is accepted.
 */
export function readSignedCookie(
  header: string | null,
  name: string,
  secret: string,
): string | null {
  const signed = header ? cookieValue(header, name) : null;
  if (!signed) return null;
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", secret).update(value).digest("base64"));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return value;
}

/** A live session as the one query reads it. */
export type SessionRow = {
  sessionId: string;
  createdAt: string | Date;
  lastActiveAt: string | Date | null;
  userId: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: Role;
};

/** The session, its user and role by token: the one read of a signed-in request. */
function readSession(token: string) {
  return getDb()
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .leftJoin("user_roles", "user_roles.user_id", "sessions.user_id")
    .select([
      "sessions.id as session_id",
      "sessions.created_at",
      "sessions.expires_at",
      "sessions.last_active_at",
      "users.id as user_id",
      "users.name",
      "users.email",
      "users.email_verified",
      "user_roles.role",
    ])
    .where("sessions.token", "=", token)
    .executeTakeFirst();
}

/**
 * The live session the request's cookie names, or null: no cookie, a wrong signature (no query
 * then), no such session (revoked, signed out), or an expired one (removed, as the library did).
 * The role is the user's row in user_roles, "customer" without one. A database that fails throws.
 */
export async function findRequestSession(request: Request): Promise<SessionRow | null> {
  const settings = await sessionSettings();
  const cookies = request.headers.get("Cookie");
  const token = readSignedCookie(cookies, settings.cookieName, settings.secret);
  if (!token) return null;
  const row = await readSession(token);
  if (!row) return null;
  const now = Date.now();
  const expiresAt = new Date(row.expires_at).getTime();
  if (!(expiresAt > now)) {
    await getDb().deleteFrom("sessions").where("id", "=", row.session_id).execute();
    return null;
  }
  const rememberMe = !readSignedCookie(cookies, settings.dontRememberName, settings.secret);
  // The library's rule: refresh once `updateAge` has passed since the session last got its
  // `expiresIn` (not for a "don't remember me" session, nor with refresh turned off).
  if (
    settings.refresh &&
    rememberMe &&
    expiresAt - settings.expiresInMs + settings.updateAgeMs <= now
  ) {
    const moved = await getDb()
      .updateTable("sessions")
      .set({
        expires_at: new Date(now + settings.expiresInMs).toISOString(),
        updated_at: new Date(now).toISOString(),
      })
      .where("id", "=", row.session_id)
      .executeTakeFirst();
    if (!Number(moved.numUpdatedRows)) return null; // ended meanwhile
  }
  return {
    sessionId: row.session_id,
    createdAt: row.created_at,
    lastActiveAt: row.last_active_at,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    emailVerified: Boolean(row.email_verified),
    role: row.role ?? "customer",
  };
}
