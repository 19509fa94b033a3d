import { scryptSync } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { createSessionCookie } from "~/platform/auth/accounts.server";
import {
  getAuth,
  PASSWORD_MAX,
  PASSWORD_MIN,
  RESET_TOKEN_SECONDS,
} from "~/platform/auth/auth.server";
import { getDb } from "~/platform/db/db.server";
import { createTestUser } from "../factories";

const APP_URL = "http://localhost:3000";
const COOKIE = "limra.session_token";

let counter = 0;
const uniqueEmail = (prefix = "signup") =>
  `${prefix}${++counter}-${crypto.randomUUID().slice(0, 6)}@Example.TEST`;

async function thrown(fn: () => unknown): Promise<unknown> {
  try {
    await fn();
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

async function outboxTo(address: string) {
  return getDb()
    .selectFrom("email_outbox")
    .selectAll()
    .where("to_address", "=", address)
    .orderBy("created_at")
    .execute();
}

async function userByEmail(email: string) {
  return getDb()
    .selectFrom("users")
    .selectAll()
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
}

async function sessionsOf(userId: string) {
  return getDb().selectFrom("sessions").selectAll().where("user_id", "=", userId).execute();
}

/** The first link to one of our pages in a mail's text. */
function linkIn(text: string, pathPrefix: string): URL {
  const escaped = `${APP_URL}${pathPrefix}`.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = text.match(new RegExp(`${escaped}[^\\s]*`));
  expect(match, `a link to ${pathPrefix} in:\n${text}`).not.toBeNull();
  return new URL(match![0]);
}

/** `name=value` of the session cookie in a Set-Cookie header, for a Cookie request header. */
function sessionCookie(setCookie: string | null): string {
  const match = setCookie?.match(new RegExp(`${COOKIE.replace(".", "\\.")}=[^;]+`));
  expect(match, `a session cookie in ${setCookie}`).not.toBeNull();
  return match![0];
}

function cookieAttributes(setCookie: string, name: string): string[] {
  const part = setCookie.split(/,(?=\s*[\w.-]+=)/).find((c) => c.trim().startsWith(`${name}=`));
  expect(part, `Set-Cookie for ${name}`).toBeDefined();
  return part!
    .split(";")
    .slice(1)
    .map((a) => a.trim().toLowerCase());
}

function signUp(email: string, password = "correct-horse-battery", name = "Asha Devi") {
  return getAuth().api.signUpEmail({ body: { email, password, name }, headers: new Headers() });
}

async function signIn(email: string, password: string) {
  return getAuth().api.signInEmail({
    body: { email, password },
    headers: new Headers(),
    asResponse: true,
  });
}

beforeEach(async () => {
  await getDb().deleteFrom("email_outbox").execute();
});

describe("sign-in and sessions", () => {
  it("signs in with the right password and sets an HttpOnly, SameSite=Lax session cookie", async () => {
    const user = await createTestUser({ email: uniqueEmail("signin") });
    const response = await signIn(user.email, user.password);
    expect(response.status).toBe(200);
    const setCookie = response.headers.get("set-cookie");
    expect(setCookie).toContain(`${COOKIE}=`);
    const attributes = cookieAttributes(setCookie!, COOKIE);
    expect(attributes).toContain("httponly");
    expect(attributes).toContain("samesite=lax");
    expect(attributes).toContain("path=/");
    expect(attributes).not.toContain("secure"); // APP_URL is http in tests
    expect(attributes.some((a) => a.startsWith("max-age="))).toBe(true);

    const sessions = await sessionsOf(user.id);
    expect(sessions).toHaveLength(1);
    const cookie = sessionCookie(setCookie);
    expect(decodeURIComponent(cookie.split("=")[1]!).split(".")[0]).toBe(sessions[0]!.token);

    const session = await getAuth().api.getSession({ headers: new Headers({ Cookie: cookie }) });
    expect(session?.user.id).toBe(user.id);
  });

  it("accepts the e-mail in any case", async () => {
    const user = await createTestUser({ email: uniqueEmail("case").toLowerCase() });
    const response = await signIn(user.email.toUpperCase(), user.password);
    expect(response.status).toBe(200);
  });

  it("refuses a wrong password and an unknown address alike, with no session", async () => {
    const user = await createTestUser({ email: uniqueEmail("wrong") });
    const wrong = await signIn(user.email, `${user.password}x`);
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("set-cookie") ?? "").not.toContain(`${COOKIE}=`);
    const unknown = await signIn(uniqueEmail("nobody"), user.password);
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.clone().json());
    expect(await sessionsOf(user.id)).toEqual([]);
  });

  it("signOut with the session cookie deletes the session", async () => {
    const user = await createTestUser({ email: uniqueEmail("signout") });
    const cookie = sessionCookie(
      (await signIn(user.email, user.password)).headers.get("set-cookie"),
    );
    expect(await sessionsOf(user.id)).toHaveLength(1);

    const response = await getAuth().api.signOut({
      headers: new Headers({ Cookie: cookie }),
      asResponse: true,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(new RegExp(`${COOKIE}=;.*Max-Age=0`, "i"));
    expect(await sessionsOf(user.id)).toEqual([]);
    expect(await getAuth().api.getSession({ headers: new Headers({ Cookie: cookie }) })).toBeNull();
  });

  it("createSessionCookie plants a session getSession accepts", async () => {
    const user = await createTestUser({ email: uniqueEmail("planted") });
    const cookie = await createSessionCookie(user.id);
    expect(cookie.name).toBe(COOKIE);
    const session = await getAuth().api.getSession({
      headers: new Headers({ Cookie: cookie.header }),
    });
    expect(session?.user).toMatchObject({ id: user.id, email: user.email });
    expect(await sessionsOf(user.id)).toHaveLength(1);

    // A tampered signature is refused.
    const [token, signature] = decodeURIComponent(cookie.value).split(".");
    const flipped = (signature![0] === "A" ? "B" : "A") + signature!.slice(1);
    const tampered = `${cookie.name}=${encodeURIComponent(`${token}.${flipped}`)}`;
    expect(
      await getAuth().api.getSession({ headers: new Headers({ Cookie: tampered }) }),
    ).toBeNull();
  });
});

describe("password reset", () => {
  async function requestReset(email: string) {
    return getAuth().api.requestPasswordReset({
      body: { email, redirectTo: "/auth/reset" },
      headers: new Headers(),
      asResponse: true,
    });
  }

  async function resetToken(email: string): Promise<string> {
    const mails = await outboxTo(email.toLowerCase());
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/reset/i);
    // The link opens our page with the token; only the page's form uses it.
    const link = linkIn(mails[0]!.text_body, "/reset-password?token=");
    const token = link.searchParams.get("token");
    expect(token).toBeTruthy();
    return token!;
  }

  it("mails a one-time link that resets the password and ends existing sessions", async () => {
    const user = await createTestUser({ email: uniqueEmail("reset").toLowerCase() });
    const oldCookie = sessionCookie(
      (await signIn(user.email, user.password)).headers.get("set-cookie"),
    );
    await createSessionCookie(user.id);
    expect(await sessionsOf(user.id)).toHaveLength(2);

    const response = await requestReset(user.email);
    expect(response.status).toBe(200);
    const token = await resetToken(user.email);
    const [mail] = await outboxTo(user.email);
    expect(mail).toMatchObject({ entity: "users", entity_id: user.id, status: "pending" });
    expect(mail!.text_body).toContain("expires in 1 hour");

    // The verification row expires an hour after it was made.
    const verification = await getDb()
      .selectFrom("verifications")
      .selectAll()
      .where("identifier", "=", `reset-password:${token}`)
      .executeTakeFirstOrThrow();
    const lifetime =
      new Date(verification.expires_at).getTime() - new Date(verification.created_at).getTime();
    expect(Math.abs(lifetime - RESET_TOKEN_SECONDS * 1000)).toBeLessThan(5000);

    // A new password that is too short is refused without using up the token.
    expect(
      await thrown(() =>
        getAuth().api.resetPassword({
          body: { token, newPassword: "short" },
          headers: new Headers(),
        }),
      ),
    ).toBeInstanceOf(Error);

    const newPassword = "a-brand-new-password";
    const result = await getAuth().api.resetPassword({
      body: { token, newPassword },
      headers: new Headers(),
    });
    expect(result).toMatchObject({ status: true });

    // Every session of the user is gone, the old password no longer works, the new one does.
    expect(await sessionsOf(user.id)).toEqual([]);
    expect(
      await getAuth().api.getSession({ headers: new Headers({ Cookie: oldCookie }) }),
    ).toBeNull();
    expect((await signIn(user.email, user.password)).status).toBe(401);
    expect((await signIn(user.email, newPassword)).status).toBe(200);

    // The token works once.
    const again = await thrown(() =>
      getAuth().api.resetPassword({
        body: { token, newPassword: "yet-another-password" },
        headers: new Headers(),
      }),
    );
    expect(again).toBeInstanceOf(Error);
    expect((await signIn(user.email, newPassword)).status).toBe(200);
  });

  it("refuses a token older than an hour", async () => {
    const user = await createTestUser({ email: uniqueEmail("expired").toLowerCase() });
    await requestReset(user.email);
    const token = await resetToken(user.email);
    await getDb()
      .updateTable("verifications")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("identifier", "=", `reset-password:${token}`)
      .execute();
    const error = await thrown(() =>
      getAuth().api.resetPassword({
        body: { token, newPassword: "a-brand-new-password" },
        headers: new Headers(),
      }),
    );
    expect(error).toBeInstanceOf(Error);
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it("answers the same for an unknown address and queues nothing", async () => {
    const user = await createTestUser({ email: uniqueEmail("known").toLowerCase() });
    const known = await requestReset(user.email);
    const unknownEmail = uniqueEmail("unknown").toLowerCase();
    const unknown = await requestReset(unknownEmail);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect(await outboxTo(unknownEmail)).toEqual([]);
    const total = await getDb()
      .selectFrom("email_outbox")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(total.n)).toBe(1); // only the known user's mail
  });
});

describe("sign-up and e-mail verification", () => {
  it("creates the user, queues one verification mail and verifies the address", async () => {
    const email = uniqueEmail();
    const result = await signUp(email, "correct-horse-battery", "Asha Devi");
    expect(result.token).toBeNull(); // no sign-in before the address is verified

    const user = await userByEmail(email);
    expect(user).toBeDefined();
    expect(result.user.id).toBe(user!.id);
    expect(await sessionsOf(user!.id)).toEqual([]);
    expect(user!.email).toBe(email.toLowerCase());
    expect(user!.name).toBe("Asha Devi");
    expect(Boolean(user!.email_verified)).toBe(false);

    const mails = await outboxTo(email.toLowerCase());
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ status: "pending", entity: "users", entity_id: user!.id });
    expect(mail!.subject).toMatch(/verify/i);
    expect(mail!.text_body).toContain("Hello Asha Devi,");
    const link = linkIn(mail!.text_body, "/verify-email?token=");
    const token = link.searchParams.get("token");
    expect(token).toBeTruthy();
    expect(mail!.html_body).toContain(`href="${link.href.replace(/&/g, "&amp;")}"`);

    // A forged token does nothing.
    const forged = await thrown(() =>
      getAuth().api.verifyEmail({ query: { token: `${token}x` }, headers: new Headers() }),
    );
    expect(forged).toBeInstanceOf(Error);
    expect(Boolean((await userByEmail(email))!.email_verified)).toBe(false);

    const response = await getAuth().api.verifyEmail({
      query: { token: token! },
      headers: new Headers(),
      asResponse: true,
    });
    expect(response.status).toBeLessThan(400);
    expect(Boolean((await userByEmail(email))!.email_verified)).toBe(true);
    // autoSignInAfterVerification: the verified user is signed in.
    expect(response.headers.get("set-cookie")).toContain(`${COOKIE}=`);
    expect(await sessionsOf(user!.id)).toHaveLength(1);
  });

  it("answers a second sign-up for a taken address like a new one, with no new user or mail", async () => {
    const email = uniqueEmail("taken");
    const first = await signUp(email);
    await getDb().deleteFrom("email_outbox").execute();
    const second = await signUp(email.toUpperCase(), "another-password", "Impostor");
    expect(second.token).toBeNull();
    expect(second.user.email).toBe(email.toLowerCase());
    expect(second.user.id).not.toBe(first.user.id);
    const users = await getDb()
      .selectFrom("users")
      .select(["id", "name"])
      .where("email", "=", email.toLowerCase())
      .execute();
    expect(users).toEqual([{ id: first.user.id, name: "Asha Devi" }]);
    expect(await outboxTo(email.toLowerCase())).toEqual([]);
  });

  it.each([
    ["too short", "x".repeat(PASSWORD_MIN - 1)],
    ["too long", "x".repeat(PASSWORD_MAX + 1)],
  ])("refuses a password that is %s", async (_label, password) => {
    const email = uniqueEmail("weak");
    const error = await thrown(() => signUp(email, password));
    expect(error).toBeInstanceOf(Error);
    expect((error as { status?: unknown }).status).toBe("BAD_REQUEST");
    expect(await userByEmail(email)).toBeUndefined();
    expect(await outboxTo(email.toLowerCase())).toEqual([]);
  });

  it("accepts passwords of exactly the minimum and maximum length", async () => {
    for (const password of ["p".repeat(PASSWORD_MIN), "p".repeat(PASSWORD_MAX)]) {
      const email = uniqueEmail("edge");
      await signUp(email, password);
      expect(await userByEmail(email)).toBeDefined();
    }
  });

  it("stores a scrypt hash, never the password", async () => {
    const email = uniqueEmail("hash");
    const password = "Sup3r-secret-pass";
    await signUp(email, password);
    const user = (await userByEmail(email))!;
    const account = await getDb()
      .selectFrom("accounts")
      .selectAll()
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(account.provider_id).toBe("credential");
    const stored = account.password!;
    expect(stored).not.toBe(password);
    expect(stored).not.toContain(password);
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    // It really is scrypt (the auth library's parameters) of this password with this salt.
    const [salt, key] = stored.split(":");
    const expected = scryptSync(password.normalize("NFKC"), salt!, 64, {
      N: 16384,
      r: 16,
      p: 1,
      maxmem: 128 * 16384 * 16 * 2,
    });
    expect(expected.toString("hex")).toBe(key);
  });
});
