import { describe, expect, it } from "vitest";
import { action as authAction } from "~/account/routes/auth";
import { accountContent } from "~/account/content/account";
import { action as resetAction } from "~/account/routes/reset-password";
import { action as settingsAction } from "~/account/routes/settings";
import { action as createAccountAction } from "~/billing/routes/create-account";
import { getCurrentUser } from "~/platform/auth/guards.server";
import { processPasswordResetRequests } from "~/platform/auth/password-reset.server";
import { createSessionCookie } from "~/platform/auth/accounts.server";
import { getAuth } from "~/platform/auth/auth.server";
import { lookupRole } from "~/platform/auth/roles.server";
import { verifyCredentials } from "~/platform/auth/sessions.server";
import { enableTotp, newTotpSecret, totpSecretOf } from "~/platform/auth/totp.server";
import { getDb } from "~/platform/db/db.server";
import type { Role } from "~/platform/db/schema";
import { getEnv } from "~/platform/env.server";
import { createTestUser } from "../factories";
import {
  BASE_URL,
  callRoute,
  getRequest,
  postRequest,
  toastOf,
  uniqueIp,
  type RequestOptions,
  type RouteResult,
} from "./route-harness";

/**
 * Issue 17 item 5: every password check goes through the one sign-in lockout (create-account,
 * sign-in, settings), the answers for taken and free addresses are the same text and take about
 * as long, and a password change or reset ends the other sessions.
 */

const bc = accountContent.en.billingCreateAccount;
const GOOD_PASSWORD = "lantern-harbour-42";
const WRONG_PASSWORD = "not-the-password-9";

let counter = 0;
const uniqueEmail = (prefix: string) =>
  `${prefix}${++counter}-${crypto.randomUUID().slice(0, 8)}@example.test`;

function createAccount(email: string, password: string, opts: RequestOptions = {}) {
  return callRoute(
    createAccountAction,
    postRequest(
      "/billing/create-account",
      { userId: email, password, confirmPassword: password },
      opts,
    ),
  );
}

function signIn(email: string, password: string, opts: RequestOptions = {}) {
  return callRoute(authAction, postRequest("/auth", { intent: "signin", email, password }, opts));
}

function signUp(email: string, opts: RequestOptions = {}) {
  return callRoute(
    authAction,
    postRequest(
      "/auth?mode=signup",
      { intent: "signup", name: "Someone", email, password: GOOD_PASSWORD },
      opts,
    ),
  );
}

function changePassword(cookie: string, currentPassword: string, newPassword = "fresh-pass-77") {
  return callRoute(
    settingsAction,
    postRequest(
      "/settings",
      { intent: "password", currentPassword, newPassword, confirmPassword: newPassword },
      { cookie },
    ),
  );
}

function disableTwoFactor(cookie: string, password: string) {
  return callRoute(
    settingsAction,
    postRequest("/settings", { intent: "totp-disable", password }, { cookie }),
  );
}

/** What a visitor can see of an answer: status, where it goes, the toast (without its id). */
async function visible(result: RouteResult) {
  const toast = await toastOf(result);
  const { id: _id, ...text } = toast ?? { id: "" };
  return { status: result.status, location: result.location ?? null, toast: text };
}

async function expectLockedOut(result: RouteResult) {
  expect(result.status).toBe(429);
  expect((await toastOf(result))?.description).toMatch(
    /^Too many failed sign-in attempts\. Please try again in 1?\d minutes\.$/,
  );
}

async function whoIs(cookie: string) {
  const result = await callRoute(
    ({ context }: { context: Parameters<typeof getCurrentUser>[0] }) => getCurrentUser(context),
    getRequest("/", { cookie }),
  );
  return (result.data as { id: string } | null | undefined) ?? null;
}

async function pendingRequests(userId: string) {
  return getDb()
    .selectFrom("staff_access_requests")
    .select("id")
    .where("user_id", "=", userId)
    .where("status", "=", "pending")
    .execute();
}

/** The mails queued for `address`, once the e-mail worker's first step has turned queued
 * password resets into mails (as each outbox round does). */
async function mailsTo(address: string) {
  await processPasswordResetRequests();
  return getDb()
    .selectFrom("email_outbox")
    .select(["subject", "text_body"])
    .where("to_address", "=", address.toLowerCase())
    .execute();
}

/** Lets the lockout windows of `email` (and every address) pass, as 15 minutes would. */
async function letWindowPass(email: string) {
  await getDb()
    .updateTable("request_limits")
    .set({ window_start: Date.now() - 16 * 60 * 1000 })
    .where((eb) =>
      eb.or([
        eb("key", "=", `login-fail:account:${email.toLowerCase()}`),
        eb("key", "like", "login-fail:ip:%"),
      ]),
    )
    .execute();
}

// ---------------------------------------------------------------------------------------------

describe("create-account: one answer for every address", () => {
  it("a new address and taken ones (customer, staff, admin, pending) get the same answer", async () => {
    const customer = await createTestUser();
    const rightCustomer = await createTestUser();
    const staff = await createTestUser({ role: "staff" });
    const admin = await createTestUser({ role: "admin" });
    const pendingEmail = uniqueEmail("pending");
    await createAccount(pendingEmail, GOOD_PASSWORD);
    const fresh = uniqueEmail("fresh");

    const answers = {
      new: await visible(await createAccount(fresh, GOOD_PASSWORD)),
      customerWrongPassword: await visible(await createAccount(customer.email, WRONG_PASSWORD)),
      customerRightPassword: await visible(
        await createAccount(rightCustomer.email, rightCustomer.password),
      ),
      staff: await visible(await createAccount(staff.email, WRONG_PASSWORD)),
      staffRightPassword: await visible(await createAccount(staff.email, staff.password)),
      admin: await visible(await createAccount(admin.email, WRONG_PASSWORD)),
      pending: await visible(await createAccount(pendingEmail, GOOD_PASSWORD)),
    };
    const expected = { status: 302, location: "/billing/login", toast: bc.requested };
    for (const [which, answer] of Object.entries(answers)) {
      expect(answer, which).toEqual(expected);
    }

    // What really happened is told only to the address's owner, by e-mail.
    expect(await pendingRequests(customer.id)).toHaveLength(0);
    expect(await pendingRequests(rightCustomer.id)).toHaveLength(1);
    expect(await lookupRole(getDb(), staff.id)).toBe("staff");
    expect(await lookupRole(getDb(), admin.id)).toBe("admin");
    for (const email of [fresh, customer.email, rightCustomer.email, admin.email]) {
      expect(await mailsTo(email), email).toHaveLength(1);
    }
    expect(await mailsTo(staff.email)).toHaveLength(2);
    expect(await mailsTo(pendingEmail)).toHaveLength(2);
    const [wrongMail] = await mailsTo(customer.email);
    expect(wrongMail!.subject).toMatch(/staff access/i);
    expect(wrongMail!.text_body).toContain(`${BASE_URL}/billing/create-account`);
    expect(wrongMail!.text_body).toContain(`${BASE_URL}/auth?mode=reset`);
  });
});

describe("one lockout for every password check", () => {
  it("10 wrong passwords on create-account, sign-in and settings lock the 11th, even the right one", async () => {
    const user = await createTestUser();
    const cookie = (await createSessionCookie(user.id)).header;
    // Each attempt from its own address: the account's counter is what locks.
    for (let i = 0; i < 4; i++) {
      expect((await createAccount(user.email, WRONG_PASSWORD)).status).toBe(302);
    }
    for (let i = 0; i < 3; i++) expect((await signIn(user.email, WRONG_PASSWORD)).status).toBe(400);
    for (let i = 0; i < 2; i++)
      expect((await changePassword(cookie, WRONG_PASSWORD)).status).toBe(400);
    expect((await signIn(user.email.toUpperCase(), WRONG_PASSWORD)).status).toBe(400);

    await expectLockedOut(await signIn(user.email, user.password));
    await expectLockedOut(await createAccount(user.email, user.password));
    expect(await pendingRequests(user.id)).toHaveLength(0);
    await expectLockedOut(await changePassword(cookie, user.password));
    expect(await verifyCredentials(user.email, user.password)).not.toBeNull();

    await letWindowPass(user.email);
    expect((await signIn(user.email, user.password)).status).toBe(302);
  });

  it("create-account counts for the client's address alike for free and taken e-mail addresses", async () => {
    // Were a free address's request taken back off the address's counter (as a successful
    // sign-in is), the lockout would tell which of the addresses tried were taken.
    const ip = uniqueIp();
    const taken = await existingUsers(5);
    for (const user of taken) {
      expect((await createAccount(user.email, WRONG_PASSWORD, { ip })).status).toBe(302);
    }
    for (let i = 0; i < 5; i++) {
      expect((await createAccount(uniqueEmail("free"), GOOD_PASSWORD, { ip })).status).toBe(302);
    }
    const someone = await createTestUser();
    await expectLockedOut(await signIn(someone.email, someone.password, { ip }));
    expect((await signIn(someone.email, someone.password)).status).toBe(302);
  });

  it("settings: 10 wrong current passwords lock the password change", async () => {
    const user = await createTestUser();
    const cookie = (await createSessionCookie(user.id)).header;
    for (let i = 0; i < 10; i++) {
      const wrong = await changePassword(cookie, `${WRONG_PASSWORD}${i}`);
      expect(wrong.status).toBe(400);
    }
    const locked = await changePassword(cookie, user.password);
    await expectLockedOut(locked);
    expect(await verifyCredentials(user.email, user.password)).not.toBeNull();

    await letWindowPass(user.email);
    const changed = await changePassword(cookie, user.password);
    expect(changed.status).toBe(302);
    expect(await verifyCredentials(user.email, "fresh-pass-77")).not.toBeNull();
  });

  it("settings: 10 wrong passwords lock switching two-factor sign-in off", async () => {
    const user = await createTestUser({ role: "staff" });
    const cookie = (await createSessionCookie(user.id)).header;
    await enableTotp(user.id, newTotpSecret(), 1);
    for (let i = 0; i < 10; i++) {
      expect((await disableTwoFactor(cookie, `${WRONG_PASSWORD}${i}`)).status).toBe(400);
    }
    await expectLockedOut(await disableTwoFactor(cookie, user.password));
    expect(await totpSecretOf(user.id)).not.toBeNull();

    await letWindowPass(user.email);
    expect((await disableTwoFactor(cookie, user.password)).status).toBe(302);
    expect(await totpSecretOf(user.id)).toBeNull();
  });
});

describe("sessions after a password change or reset", () => {
  it("a password change ends the other sessions and keeps this one", async () => {
    const user = await createTestUser();
    const here = (await createSessionCookie(user.id)).header;
    const phone = (await createSessionCookie(user.id)).header;
    const other = await createTestUser();
    const otherCookie = (await createSessionCookie(other.id)).header;
    expect(await whoIs(phone)).toMatchObject({ id: user.id });

    expect((await changePassword(here, user.password)).status).toBe(302);
    expect(await whoIs(here)).toMatchObject({ id: user.id });
    expect(await whoIs(phone)).toBeNull();
    expect(await whoIs(otherCookie)).toMatchObject({ id: other.id });
  });

  it("a password reset ends every session", async () => {
    const user = await createTestUser();
    const cookies = [
      (await createSessionCookie(user.id)).header,
      (await createSessionCookie(user.id)).header,
    ];
    await callRoute(authAction, postRequest("/auth", { intent: "reset", email: user.email }));
    const [mail] = await mailsTo(user.email);
    const token = new URL(
      mail!.text_body.match(/http\S+\/reset-password\?token=\S+/)![0],
    ).searchParams.get("token")!;
    const reset = await callRoute(
      resetAction,
      postRequest("/reset-password", {
        token,
        password: "brand-new-pass-8",
        confirmPassword: "brand-new-pass-8",
      }),
    );
    expect(reset.status).toBe(302);
    for (const cookie of cookies) expect(await whoIs(cookie)).toBeNull();
    expect(await verifyCredentials(user.email, "brand-new-pass-8")).not.toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// Timing: a taken address must not answer measurably slower or faster than a free one.

const ROUNDS = 25;
const WARM_UP = 3;
const MAX_GAP_MS = 20;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function timed(run: () => Promise<RouteResult>) {
  const start = performance.now();
  const result = await run();
  return { ms: performance.now() - start, result };
}

/**
 * Runs `taken(i)` and `free(i)` back to back in turns (which one goes first alternates), drops
 * the warm-up rounds, and returns both medians, the median of the differences within each pair
 * (a busy moment of the machine falls on both requests of a pair alike, so it cancels out) and
 * every distinct answer a visitor could see.
 */
async function interleavedMedians(
  taken: (i: number) => Promise<RouteResult>,
  free: (i: number) => Promise<RouteResult>,
) {
  const times = { taken: [] as number[], free: [] as number[] };
  const answers = new Set<string>();
  for (let i = 0; i < ROUNDS + WARM_UP; i++) {
    const order = i % 2 === 0 ? (["taken", "free"] as const) : (["free", "taken"] as const);
    for (const kind of order) {
      const { ms, result } = await timed(() => (kind === "taken" ? taken(i) : free(i)));
      answers.add(JSON.stringify(await visible(result)));
      if (i >= WARM_UP) times[kind].push(ms);
    }
  }
  const result = {
    taken: median(times.taken),
    free: median(times.free),
    pairGap: median(times.taken.map((ms, i) => ms - times.free[i]!)),
    answers: [...answers],
  };
  console.info(
    `[${process.env.TEST_DIALECT ?? "sqlite"}] medians: taken ${result.taken.toFixed(1)} ms, free ${result.free.toFixed(1)} ms, gap within pairs ${result.pairGap.toFixed(1)} ms`,
  );
  return result;
}

async function existingUsers(n: number, roles: Role[] = ["customer"]) {
  const users = [];
  for (let i = 0; i < n; i++) users.push(await createTestUser({ role: roles[i % roles.length] }));
  return users;
}

describe("taken and free addresses answer alike, and about as fast", () => {
  it("sign-up", { timeout: 240_000 }, async () => {
    const taken = await existingUsers(ROUNDS + WARM_UP);
    const medians = await interleavedMedians(
      (i) => signUp(taken[i]!.email, { ip: uniqueIp() }),
      () => signUp(uniqueEmail("signup"), { ip: uniqueIp() }),
    );
    expect(medians.answers).toHaveLength(1);
    expect(Math.abs(medians.pairGap)).toBeLessThan(MAX_GAP_MS);
  });

  it("create-account", { timeout: 240_000 }, async () => {
    const taken = await existingUsers(ROUNDS + WARM_UP, ["customer", "staff", "admin"]);
    const medians = await interleavedMedians(
      (i) => createAccount(taken[i]!.email, WRONG_PASSWORD, { ip: uniqueIp() }),
      () => createAccount(uniqueEmail("staffnew"), GOOD_PASSWORD, { ip: uniqueIp() }),
    );
    expect(medians.answers).toHaveLength(1);
    expect(Math.abs(medians.pairGap)).toBeLessThan(MAX_GAP_MS);
  });

  it("forgot password", { timeout: 240_000 }, async () => {
    const taken = await existingUsers(ROUNDS + WARM_UP);
    const reset = (email: string) =>
      callRoute(authAction, postRequest("/auth", { intent: "reset", email }, { ip: uniqueIp() }));
    const medians = await interleavedMedians(
      (i) => reset(taken[i]!.email),
      () => reset(uniqueEmail("nobody")),
    );
    expect(medians.answers).toHaveLength(1);
    expect(Math.abs(medians.pairGap)).toBeLessThan(MAX_GAP_MS);
  });
});

describe("the auth library's own rate limiter", () => {
  it("is on under test too: its sign-in endpoint refuses the 4th try within 10 s", async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await getAuth().handler(
        new Request(`${getEnv().APP_URL}/api/auth/sign-in/email`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "x-limra-client-ip": ip },
          body: JSON.stringify({ email: uniqueEmail("lib"), password: WRONG_PASSWORD }),
        }),
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });
});
