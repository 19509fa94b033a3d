import { createHmac } from "node:crypto";
import { getDb } from "../db/db.server";
import type { Role } from "../db/schema";
import { nowIso } from "../db/dialect";
import { logger } from "../logger.server";
import { clearRateLimit, hitRateLimit, undoRateLimitHit } from "../rate-limit.server";
import { getAuth } from "./auth.server";

/**
 * Signing in: checking a password (in constant-ish time whether or not the e-mail exists),
 * locking out repeated failures, opening a session with the cookie the auth library reads, and
 * the session policy per role (staff and admin: 12 hours at most, 30 minutes idle; customers:
 * 30 days, the auth library's setting).
 */
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60 * 1000;
export const STAFF_SESSION_IDLE_MS = 30 * 60 * 1000;
/** How often a session's last activity is written (not on every request). */
const ACTIVITY_WRITE_MS = 60 * 1000;

export const LOGIN_LOCKOUT = { limit: 10, windowMs: 15 * 60 * 1000 };

export type VerifiedUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
};

/**
 * The user whose e-mail and password these are, or null. When no such user exists a password is
 * still hashed, so the answer takes about as long either way. Outside this module only through
 * `passwordAttempt`/`checkPasswordWithLockout` (the lockout), never on its own.
 */
export async function verifyCredentials(
  email: string,
  password: string,
): Promise<VerifiedUser | null> {
  const ctx = await getAuth().$context;
  const found = await ctx.internalAdapter.findUserByEmail(email.trim().toLowerCase(), {
    includeAccounts: true,
  });
  const hash = found?.accounts.find((a) => a.providerId === "credential")?.password;
  if (!found || !hash) {
    await ctx.password.hash(password);
    return null;
  }
  const ok = await ctx.password.verify({ hash, password });
  if (!ok) return null;
  return {
    id: found.user.id,
    name: found.user.name,
    email: found.user.email,
    emailVerified: Boolean(found.user.emailVerified),
  };
}

const lockKeys = (email: string, ip: string) => [
  `login-fail:account:${email.trim().toLowerCase()}`,
  `login-fail:ip:${ip}`,
];

/**
 * Counts a sign-in attempt for the account and the address *before* the password is checked
 * (one atomic increment each), so guesses sent in parallel cannot slip past the limit. Returns
 * the minutes to wait when either is over the limit (the password is then not checked), else 0.
 */
export async function claimLoginAttempt(email: string, ip: string): Promise<number> {
  let wait = 0;
  for (const key of lockKeys(email, ip)) {
    const hit = await hitRateLimit(key, LOGIN_LOCKOUT);
    if (!hit.allowed) wait = Math.max(wait, hit.retryAfterSeconds);
  }
  if (wait) logger.warn("sign-in refused: too many failures", { ip });
  return wait ? Math.ceil(wait / 60) : 0;
}

/**
 * A claimed attempt that succeeded: the account's failures are forgotten and the address's count
 * goes back down (many people may sign in from one shop or mobile network address).
 */
export async function loginSucceeded(
  email: string,
  ip: string,
  opts: { keepAddressHit?: boolean } = {},
): Promise<void> {
  const [account, address] = lockKeys(email, ip);
  await clearRateLimit(account!);
  if (!opts.keepAddressHit) await undoRateLimitHit(address!);
}

export function loginFailed(ip: string): void {
  logger.warn("sign-in failed", { ip });
}

export type PasswordAttempt<T> =
  { kind: "locked"; minutes: number } | { kind: "invalid" } | { kind: "ok"; value: T };

/**
 * The one way the app checks a password (sign-in, billing login, create-account, the current
 * password in settings): the attempt is counted against the account and the address first, a
 * locked-out attempt is refused without running `check`, and `check` (which verifies the
 * password, answering null when it is wrong) decides whether it counts as a failure. So every
 * form that takes a password shares the same 10 failures per 15 minutes. `keepAddressHit`: a
 * success still counts for the address (where a success must not look different from a failure).
 */
export async function passwordAttempt<T>(
  email: string,
  ip: string,
  check: () => Promise<T | null>,
  opts: { keepAddressHit?: boolean } = {},
): Promise<PasswordAttempt<T>> {
  const minutes = await claimLoginAttempt(email, ip);
  if (minutes) return { kind: "locked", minutes };
  const value = await check();
  if (value === null) {
    loginFailed(ip);
    return { kind: "invalid" };
  }
  await loginSucceeded(email, ip, opts);
  return { kind: "ok", value };
}

/** `passwordAttempt` for a plain check of `email`'s password. */
export function checkPasswordWithLockout(
  email: string,
  password: string,
  ip: string,
): Promise<PasswordAttempt<VerifiedUser>> {
  return passwordAttempt(email, ip, () => verifyCredentials(email, password));
}

/** Opens a new session for `userId` and returns its Set-Cookie header (a new token each time). */
export async function startSession(userId: string, request: Request): Promise<string> {
  const ctx = await getAuth().$context;
  const session = await ctx.internalAdapter.createSession(userId, false, {
    ipAddress: request.headers.get("x-limra-client-ip") ?? undefined,
    userAgent: request.headers.get("User-Agent")?.slice(0, 500) ?? undefined,
  });
  if (!session) throw new Error("could not create a session");
  await getDb()
    .updateTable("sessions")
    .set({ last_active_at: nowIso() })
    .where("id", "=", session.id)
    .execute();
  const signature = createHmac("sha256", ctx.secret).update(session.token).digest("base64");
  const cookie = ctx.authCookies.sessionToken;
  const maxAge = Math.round((new Date(session.expiresAt).getTime() - Date.now()) / 1000);
  return [
    `${cookie.name}=${encodeURIComponent(`${session.token}.${signature}`)}`,
    `Max-Age=${maxAge}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    ...(cookie.attributes.secure ? ["Secure"] : []),
  ].join("; ");
}

/** A Set-Cookie header that removes the session cookie. */
export async function clearSessionCookie(): Promise<string> {
  const ctx = await getAuth().$context;
  const cookie = ctx.authCookies.sessionToken;
  return `${cookie.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${cookie.attributes.secure ? "; Secure" : ""}`;
}

/**
 * Applies the staff/admin session policy to a session the auth library accepted: ends it (and
 * answers false) when it is older than 12 hours or idle for 30 minutes; otherwise records the
 * activity (at most once a minute).
 */
export async function enforceSessionPolicy(
  session: { id: string; createdAt: Date | string; lastActiveAt: Date | string | null },
  role: Role,
  now = Date.now(),
): Promise<boolean> {
  if (role !== "staff" && role !== "admin") return true;
  const created = new Date(session.createdAt).getTime();
  const lastActive = session.lastActiveAt ? new Date(session.lastActiveAt).getTime() : created;
  if (now - created > STAFF_SESSION_MAX_MS || now - lastActive > STAFF_SESSION_IDLE_MS) {
    await getDb().deleteFrom("sessions").where("id", "=", session.id).execute();
    logger.info("staff session ended by policy", { sessionId: session.id });
    return false;
  }
  if (now - lastActive > ACTIVITY_WRITE_MS) {
    await getDb()
      .updateTable("sessions")
      .set({ last_active_at: new Date(now).toISOString() })
      .where("id", "=", session.id)
      .execute();
  }
  return true;
}

/** Ends every session of a user (sign out everywhere; a role taken away). */
export async function endAllSessions(userId: string): Promise<number> {
  const result = await getDb()
    .deleteFrom("sessions")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Ends every session of a user but `keepSessionId` (a password change: whoever knew the old
 * password is signed out everywhere else; the person changing it stays signed in here).
 */
export async function endOtherSessions(userId: string, keepSessionId: string): Promise<number> {
  const result = await getDb()
    .deleteFrom("sessions")
    .where("user_id", "=", userId)
    .where("id", "!=", keepSessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
