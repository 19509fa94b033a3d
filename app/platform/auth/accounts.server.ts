import { createHmac } from "node:crypto";
import { getDb } from "../db/db.server";
import type { Role } from "../db/schema";
import { getAuth, PASSWORD_MAX, PASSWORD_MIN } from "./auth.server";
import { setRole } from "./roles.server";

export class AccountError extends Error {}

export function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN) {
    throw new AccountError(`Password must be at least ${PASSWORD_MIN} characters long.`);
  }
  if (password.length > PASSWORD_MAX) {
    throw new AccountError(`Password must be at most ${PASSWORD_MAX} characters long.`);
  }
}

export async function findUserByEmail(email: string) {
  return getDb()
    .selectFrom("users")
    .select(["id", "name", "email"])
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
}

/**
 * Creates a user with an e-mail/password login directly (no verification mail): used by the
 * admin CLI, the demo seed and the test factories. The password is hashed by the auth library.
 */
export async function createUserWithPassword(input: {
  email: string;
  password: string;
  name: string;
  emailVerified?: boolean;
  role?: Role;
}): Promise<{ id: string; email: string; name: string }> {
  checkPassword(input.password);
  const ctx = await getAuth().$context;
  const email = input.email.trim().toLowerCase();
  const hash = await ctx.password.hash(input.password);
  const user = await ctx.internalAdapter.createUser(
    {
      email,
      name: input.name.trim(),
      emailVerified: input.emailVerified ?? true,
    },
    { method: "admin" },
  );
  try {
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: hash,
    });
  } catch (error) {
    // Never leave a user who cannot sign in behind.
    await getDb().deleteFrom("users").where("id", "=", user.id).execute();
    throw error;
  }
  if (input.role) await setRole(getDb(), user.id, input.role);
  return { id: user.id, email: user.email, name: user.name };
}

/**
 * Opens a session for a user without a password and returns the cookie that carries it, signed
 * as the auth library signs it. For tests (planting a login) and tools; never exposed over HTTP.
 */
export async function createSessionCookie(
  userId: string,
): Promise<{ name: string; value: string; header: string }> {
  const ctx = await getAuth().$context;
  const session = await ctx.internalAdapter.createSession(userId);
  if (!session) throw new Error(`could not create a session for ${userId}`);
  const signature = createHmac("sha256", ctx.secret).update(session.token).digest("base64");
  const name = ctx.authCookies.sessionToken.name;
  const value = encodeURIComponent(`${session.token}.${signature}`);
  return { name, value, header: `${name}=${value}` };
}
