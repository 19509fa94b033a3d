import { APIError } from "better-auth/api";
import { getAuth } from "~/platform/auth/auth.server";
import {
  endAllSessions,
  endOtherSessions,
  passwordAttempt,
  verifyCredentials,
  type PasswordAttempt,
} from "~/platform/auth/sessions.server";
import { writeAudit } from "~/platform/audit.server";
import { businessContact } from "~/platform/business.server";
import { getDb } from "~/platform/db/db.server";
import { nowIso } from "~/platform/db/dialect";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { layoutEmail } from "~/platform/email/templates.server";
import { getEnv } from "~/platform/env.server";
import { logger } from "~/platform/logger.server";
import type { Preferences } from "~/platform/preferences.server";

/**
 * Customer accounts on top of the auth library: sign-up (without revealing whether an address
 * is taken), e-mail verification, password reset by a single-use link, profile and preferences.
 */

export type SignUpInput = { name: string; email: string; password: string };

/**
 * Creates the account and queues its verification e-mail. When the address already has an
 * account nothing is created and its owner gets an e-mail saying so instead: the page answers the
 * same either way and takes about as long (one password hash and one queued mail on both paths),
 * so sign-up cannot be used to find out who has an account.
 */
export async function signUp(input: SignUpInput): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const existing = await getDb()
    .selectFrom("users")
    .select(["id", "name"])
    .where("email", "=", email)
    .executeTakeFirst();
  if (existing) {
    // A new account's password is hashed (the slow part of a sign-up): hash this one too, so a
    // taken address does not answer measurably faster than a free one.
    await (await getAuth().$context).password.hash(input.password);
    const origin = getEnv().APP_URL;
    await enqueueEmail(getDb(), {
      to: email,
      ...layoutEmail({
        subject: `You already have a ${businessContact().name} account`,
        greeting: `Hello ${existing.name},`,
        paragraphs: [
          "Someone (probably you) tried to create a new account with this e-mail address, which already has one.",
          "Sign in with your password, or reset it if you have forgotten it. If it was not you, you can ignore this e-mail.",
        ],
        action: { label: "Sign in", url: `${origin}/auth` },
      }),
      entity: "users",
      entityId: existing.id,
    });
    return;
  }
  try {
    await getAuth().api.signUpEmail({
      body: { name: input.name.trim(), email, password: input.password },
    });
  } catch (error) {
    // Two sign-ups racing for one address: the second behaves like "already registered".
    if (error instanceof APIError && error.status === "UNPROCESSABLE_ENTITY") return;
    throw error;
  }
}

/** Sends a fresh verification link (sign-in of an unverified account). */
export async function resendVerification(email: string): Promise<void> {
  try {
    await getAuth().api.sendVerificationEmail({ body: { email } });
  } catch (error) {
    logger.warn("could not resend the verification e-mail", { error: String(error) });
  }
}

/**
 * Confirms an e-mail address from the link's token and signs the user in. Returns the session's
 * Set-Cookie headers, or null when the token is invalid or expired.
 */
export async function verifyEmail(token: string, request: Request): Promise<string[] | null> {
  try {
    const result = await getAuth().api.verifyEmail({
      query: { token },
      headers: request.headers,
      returnHeaders: true,
    });
    return result.headers.getSetCookie();
  } catch (error) {
    logger.info("e-mail verification refused", { error: String(error) });
    return null;
  }
}

/** True while a reset link's token can still be used (exists, not expired, not used). */
export async function isResetTokenValid(token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{10,100}$/.test(token)) return false;
  const row = await getDb()
    .selectFrom("verifications")
    .select("expires_at")
    .where("identifier", "=", `reset-password:${token}`)
    .executeTakeFirst();
  return Boolean(row && new Date(row.expires_at).getTime() > Date.now());
}

/** Sets a new password from a reset link (single use) and ends all the user's sessions. */
export async function resetPassword(token: string, newPassword: string): Promise<boolean> {
  try {
    await getAuth().api.resetPassword({ body: { token, newPassword } });
    return true;
  } catch (error) {
    logger.info("password reset refused", { error: String(error) });
    return false;
  }
}

export { getProfile } from "~/platform/auth/profile.server";

export async function updateProfile(userId: string, input: { name: string; phone: string | null }) {
  await getDb()
    .updateTable("users")
    .set({ name: input.name, phone: input.phone, updated_at: nowIso() })
    .where("id", "=", userId)
    .execute();
}

/** Saves language and/or theme to the profile (the cookie is set by the caller). */
export async function savePreferences(userId: string, prefs: Partial<Preferences>) {
  if (!prefs.locale && !prefs.theme) return;
  await getDb()
    .updateTable("users")
    .set({
      ...(prefs.locale ? { locale: prefs.locale } : {}),
      ...(prefs.theme ? { theme: prefs.theme } : {}),
    })
    .where("id", "=", userId)
    .execute();
}

export async function setNotifications(userId: string, enabled: boolean) {
  await getDb()
    .updateTable("users")
    .set({ notifications_enabled: enabled ? 1 : 0 })
    .where("id", "=", userId)
    .execute();
}

/**
 * Changes the password after checking the current one through the sign-in lockout, and ends the
 * user's other sessions (this one stays signed in).
 */
export async function changePassword(
  user: { id: string; email: string; sessionId: string },
  currentPassword: string,
  newPassword: string,
  ip: string,
): Promise<PasswordAttempt<true>> {
  const attempt = await passwordAttempt(user.email, ip, async () => {
    const verified = await verifyCredentials(user.email, currentPassword);
    return verified?.id === user.id ? true : null;
  });
  if (attempt.kind !== "ok") return attempt;
  const ctx = await getAuth().$context;
  await ctx.internalAdapter.updatePassword(user.id, await ctx.password.hash(newPassword));
  const ended = await endOtherSessions(user.id, user.sessionId);
  await writeAudit(getDb(), {
    actorId: user.id,
    action: "account.password-changed",
    entity: "users",
    entityId: user.id,
    after: { otherSessionsEnded: ended },
  });
  return attempt;
}

export async function signOutEverywhere(userId: string): Promise<void> {
  const ended = await endAllSessions(userId);
  logger.info("signed out everywhere", { userId, sessions: ended });
}
