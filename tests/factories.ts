import type { Role } from "../app/platform/db/schema";

/**
 * The shared record factories (decision 092): made through the app's own schemas and model
 * functions, in app/ because the demo seed uses them too.
 */
export {
  createBill,
  createCustomer,
  createOrder,
  createPayment,
  createProduct,
  createQuotedJob,
  uniqueMobile,
} from "../app/factories.server";

let counter = 0;

/** A user with an e-mail/password login and (optionally) a role; defaults make each one unique. */
export async function createTestUser(
  overrides: { role?: Role; name?: string; email?: string; password?: string } = {},
) {
  const { createUserWithPassword } = await import("../app/platform/auth/accounts.server");
  counter += 1;
  const password = overrides.password ?? "correct-horse-battery";
  const user = await createUserWithPassword({
    email: overrides.email ?? `user${counter}-${crypto.randomUUID().slice(0, 6)}@example.test`,
    name: overrides.name ?? `Test User ${counter}`,
    password,
    role: overrides.role,
  });
  return { ...user, password };
}

/** A request carrying a planted session cookie for `userId` (or none for a visitor). */
export async function requestAs(
  userId: string | null,
  url = "http://localhost:3000/",
  init: RequestInit = {},
): Promise<Request> {
  const headers = new Headers(init.headers);
  if (userId) {
    const { createSessionCookie } = await import("../app/platform/auth/accounts.server");
    headers.append("Cookie", (await createSessionCookie(userId)).header);
  }
  return new Request(url, { ...init, headers });
}

/** A new user with `role` and the Cookie header of a session for them (integration tests). */
export async function signedIn(role: Role, name?: string) {
  const user = await createTestUser({ role, name });
  const { createSessionCookie } = await import("../app/platform/auth/accounts.server");
  return { user, cookie: (await createSessionCookie(user.id)).header };
}
