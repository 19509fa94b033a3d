import { lookupRole } from "~/platform/auth/roles.server";
import {
  checkPasswordWithLockout,
  passwordAttempt,
  startSession,
  type VerifiedUser,
} from "~/platform/auth/sessions.server";
import {
  clearPendingSignIn,
  pendingSignInCookie,
  readPendingSignIn,
  totpSecretOf,
  verifySecondFactor,
} from "~/platform/auth/totp.server";
import type { Role } from "~/platform/db/schema";
import { getDb } from "~/platform/db/db.server";
import { preferenceCookies } from "~/platform/preferences.server";
import { getClientIp } from "~/platform/request-info.server";
import { resendVerification } from "./accounts.server";

/**
 * The sign-in flow shared by /auth and /billing/login: lockout check, password, the page's own
 * admission rule (billing access), e-mail verification, the second factor when switched on, then
 * a new session whose cookie comes with the profile's language and theme.
 */
export type SignInOutcome =
  | { kind: "locked"; minutes: number }
  | { kind: "invalid" }
  | { kind: "unverified" }
  | { kind: "refused"; reason: string }
  | { kind: "second-factor"; headers: string[] }
  | { kind: "signed-in"; userId: string; headers: string[]; redirectTo: string };

export type Admission = (user: VerifiedUser, role: Role) => Promise<string | null>;

/** The profile's language and theme as cookies: at sign-in they win over the browser's. */
export async function profilePreferenceCookies(userId: string): Promise<string[]> {
  const profile = await getDb()
    .selectFrom("users")
    .select(["locale", "theme"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return preferenceCookies({
    locale: profile?.locale ?? undefined,
    theme: profile?.theme ?? undefined,
  });
}

/** Set-Cookie headers of a finished sign-in: the session and the profile's preferences. */
export async function completeSignIn(userId: string, request: Request): Promise<string[]> {
  return [
    await startSession(userId, request),
    await clearPendingSignIn(),
    ...(await profilePreferenceCookies(userId)),
  ];
}

export async function signInWithPassword(
  request: Request,
  input: { email: string; password: string; redirectTo: string },
  opts: { requireVerified: boolean; admit?: Admission },
): Promise<SignInOutcome> {
  const attempt = await checkPasswordWithLockout(input.email, input.password, getClientIp(request));
  if (attempt.kind !== "ok") return attempt;
  const user = attempt.value;
  const role = (await lookupRole(getDb(), user.id)) ?? "customer";
  const refusal = await opts.admit?.(user, role);
  if (refusal) return { kind: "refused", reason: refusal };
  if (opts.requireVerified && !user.emailVerified) {
    await resendVerification(user.email);
    return { kind: "unverified" };
  }
  if (await totpSecretOf(user.id)) {
    return {
      kind: "second-factor",
      headers: [await pendingSignInCookie(user.id, input.redirectTo)],
    };
  }
  return {
    kind: "signed-in",
    userId: user.id,
    headers: await completeSignIn(user.id, request),
    redirectTo: input.redirectTo,
  };
}

/** The second step: the code from the app (or a recovery code) for the pending sign-in. */
export async function signInSecondFactor(
  request: Request,
  code: string,
): Promise<SignInOutcome | { kind: "expired" }> {
  const pending = await readPendingSignIn(request);
  if (!pending) return { kind: "expired" };
  const user = await getDb()
    .selectFrom("users")
    .select("email")
    .where("id", "=", pending.userId)
    .executeTakeFirst();
  if (!user) return { kind: "expired" };
  // The code counts against the same lockout as the password.
  const attempt = await passwordAttempt(user.email, getClientIp(request), async () =>
    (await verifySecondFactor(pending.userId, code)) ? true : null,
  );
  if (attempt.kind !== "ok") return attempt;
  return {
    kind: "signed-in",
    userId: pending.userId,
    headers: await completeSignIn(pending.userId, request),
    redirectTo: pending.redirectTo,
  };
}
