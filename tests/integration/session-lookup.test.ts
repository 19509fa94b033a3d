import SQLite from "better-sqlite3";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSessionCookie } from "~/platform/auth/accounts.server";
import { CUSTOMER_SESSION_SECONDS, resetAuth } from "~/platform/auth/auth.server";
import { loadCurrentUser } from "~/platform/auth/guards.server";
import { setRole } from "~/platform/auth/roles.server";
import { endAllSessions } from "~/platform/auth/sessions.server";
import { getDb } from "~/platform/db/db.server";
import { resetEnvCache } from "~/platform/env.server";
import { createTestUser, requestAs } from "../factories";

/**
 * Decision 043: a signed-in request costs one read (session, user and role in one query); a
 * cookie whose signature is wrong costs none. Statements are counted at the drivers
 * (a better-sqlite3 statement's runs, pg's Client.query), so both handles are seen: the app's and the
 * auth library's own pool on PostgreSQL.
 */
/** better-sqlite3's statement class: its runs are counted (statements are kept, decision 080). */
const Statement = Object.getPrototypeOf(new SQLite(":memory:").prepare("select 1")) as {
  all: (...args: unknown[]) => unknown;
  run: (...args: unknown[]) => unknown;
  iterate: (...args: unknown[]) => unknown;
};

async function statementsDuring(fn: () => Promise<unknown>): Promise<string[]> {
  const runs = (["all", "run", "iterate"] as const).map((method) => vi.spyOn(Statement, method));
  const query = vi.spyOn(pg.Client.prototype, "query");
  try {
    await fn();
    const sqlite = runs.flatMap((spy) =>
      spy.mock.contexts.map((statement, i) => ({
        order: spy.mock.invocationCallOrder[i]!,
        text: (statement as { source: string }).source,
      })),
    );
    const postgres = query.mock.calls.map(([q], i) => ({
      order: query.mock.invocationCallOrder[i]!,
      text: typeof q === "string" ? q : (q as { text: string }).text,
    }));
    return [...sqlite, ...postgres]
      .sort((a, b) => a.order - b.order)
      .map(({ text }) => text.trim().split(/\s+/)[0]!.toLowerCase());
  } finally {
    for (const spy of runs) spy.mockRestore();
    query.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

const MINUTE = 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const tokenOf = (request: Request) =>
  decodeURIComponent(request.headers.get("Cookie")!.split("=")[1]!).split(".")[0]!;

async function sessionRow(token: string) {
  return getDb()
    .selectFrom("sessions")
    .select(["id", "expires_at", "last_active_at"])
    .where("token", "=", token)
    .executeTakeFirst();
}

async function setSession(
  token: string,
  set: { expires_at?: string; last_active_at?: string; created_at?: string },
) {
  await getDb().updateTable("sessions").set(set).where("token", "=", token).execute();
}

describe("queries per signed-in request", () => {
  it("a customer's request is exactly one read", async () => {
    const user = await createTestUser();
    const request = await requestAs(user.id);
    await loadCurrentUser(await requestAs(user.id)); // the auth library's first start
    let found: unknown;
    const statements = await statementsDuring(async () => {
      found = await loadCurrentUser(request);
    });
    expect(found).toMatchObject({ id: user.id, role: "customer", billingAccess: false });
    expect(statements).toEqual(["select"]);
  });

  it.each(["staff", "admin"] as const)(
    "a %s request is one read; the activity write comes once a minute",
    async (role) => {
      const user = await createTestUser({ role, name: `Busy ${role}` });
      const request = await requestAs(user.id);
      await setSession(tokenOf(request), { last_active_at: ago(10 * 1000) });
      let found: unknown;
      expect(
        await statementsDuring(async () => {
          found = await loadCurrentUser(request);
        }),
      ).toEqual(["select"]);
      expect(found).toMatchObject({
        id: user.id,
        name: `Busy ${role}`,
        email: user.email,
        role,
        billingAccess: true,
      });

      await setSession(tokenOf(request), { last_active_at: ago(5 * MINUTE) });
      expect(await statementsDuring(() => loadCurrentUser(request))).toEqual(["select", "update"]);
    },
  );

  it("a visitor, a forged or tampered cookie cost no query and are visitors", async () => {
    const user = await createTestUser();
    const real = await requestAs(user.id);
    const cookie = real.headers.get("Cookie")!;
    const [name, value] = cookie.split("=") as [string, string];
    const [token, signature] = decodeURIComponent(value).split(".") as [string, string];
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    const variants = [
      "",
      `${name}=${encodeURIComponent(`${token}.${flipped}`)}`,
      `${name}=${encodeURIComponent(`${token}x.${signature}`)}`,
      `${name}=${token}`,
      `${name}=${encodeURIComponent(`${token}.`)}`,
      `${name}=${encodeURIComponent(`${token}.${signature.slice(0, -1)}`)}`,
    ];
    for (const forged of variants) {
      const request = new Request("http://localhost:3000/", {
        headers: forged ? { Cookie: forged } : {},
      });
      let found: unknown = "not run";
      expect(
        await statementsDuring(async () => {
          found = await loadCurrentUser(request);
        }),
      ).toEqual([]);
      expect(found).toBeNull();
    }
    expect(await loadCurrentUser(real)).toMatchObject({ id: user.id });
  });

  it("reads the session cookie among others, as the browser sends them", async () => {
    const user = await createTestUser();
    const real = await requestAs(user.id);
    const request = new Request("http://localhost:3000/", {
      headers: { Cookie: `limra-lang=ta; ${real.headers.get("Cookie")}; limra-theme=dark` },
    });
    expect(await loadCurrentUser(request)).toMatchObject({ id: user.id });
  });
});

describe("secure cookies (an https APP_URL)", () => {
  it("reads the library's __Secure- cookie, and only that one", async () => {
    const user = await createTestUser();
    const saved = process.env.APP_URL;
    process.env.APP_URL = "https://limra.example";
    resetEnvCache();
    resetAuth();
    try {
      const cookie = await createSessionCookie(user.id);
      expect(cookie.name).toBe("__Secure-limra.session_token");
      const request = (header: string) =>
        new Request("https://limra.example/", { headers: { Cookie: header } });
      expect(await loadCurrentUser(request(cookie.header))).toMatchObject({ id: user.id });
      const plain = cookie.header.replace(/^__Secure-/, "");
      expect(await loadCurrentUser(request(plain))).toBeNull();
    } finally {
      process.env.APP_URL = saved;
      resetEnvCache();
      resetAuth();
    }
    // Back on http, the plain name again.
    expect(await loadCurrentUser(await requestAs(user.id))).toMatchObject({ id: user.id });
  });
});

describe("revocation and expiry take effect on the next request", () => {
  it("a deleted session row is a visitor", async () => {
    const user = await createTestUser();
    const request = await requestAs(user.id);
    expect(await loadCurrentUser(request)).toMatchObject({ id: user.id });
    await getDb().deleteFrom("sessions").where("token", "=", tokenOf(request)).execute();
    expect(await loadCurrentUser(request)).toBeNull();
  });

  it("signing out everywhere ends every session", async () => {
    const user = await createTestUser({ role: "staff" });
    const first = await requestAs(user.id);
    const second = await requestAs(user.id);
    expect(await loadCurrentUser(first)).toMatchObject({ role: "staff" });
    expect(await endAllSessions(user.id)).toBe(2);
    expect(await loadCurrentUser(first)).toBeNull();
    expect(await loadCurrentUser(second)).toBeNull();
  });

  it("a role taken away or given applies at once", async () => {
    const user = await createTestUser({ role: "staff" });
    const request = await requestAs(user.id);
    expect(await loadCurrentUser(request)).toMatchObject({ role: "staff", billingAccess: true });
    await getDb().deleteFrom("user_roles").where("user_id", "=", user.id).execute();
    expect(await loadCurrentUser(request)).toMatchObject({
      role: "customer",
      billingAccess: false,
    });
    await setRole(getDb(), user.id, "admin");
    expect(await loadCurrentUser(request)).toMatchObject({ role: "admin", billingAccess: true });
  });

  it("an expired session is a visitor, and its row is removed", async () => {
    const user = await createTestUser();
    const request = await requestAs(user.id);
    await setSession(tokenOf(request), { expires_at: ago(1000) });
    expect(await loadCurrentUser(request)).toBeNull();
    expect(await sessionRow(tokenOf(request))).toBeUndefined();
  });

  it("a deleted user's session is a visitor", async () => {
    const user = await createTestUser();
    const request = await requestAs(user.id);
    await getDb().deleteFrom("users").where("id", "=", user.id).execute();
    expect(await loadCurrentUser(request)).toBeNull();
  });
});

describe("refreshing a customer's session (the auth library's rule)", () => {
  const DAY = 24 * 60 * MINUTE;

  it("moves expires_at on once the session is a day old, not before", async () => {
    const user = await createTestUser();
    const request = await requestAs(user.id);
    const token = tokenOf(request);
    const young = new Date(Date.now() + CUSTOMER_SESSION_SECONDS * 1000 - DAY / 2).toISOString();
    await setSession(token, { expires_at: young });
    expect(await statementsDuring(() => loadCurrentUser(request))).toEqual(["select"]);
    expect(new Date((await sessionRow(token))!.expires_at).getTime()).toBe(
      new Date(young).getTime(),
    );

    const old = new Date(Date.now() + CUSTOMER_SESSION_SECONDS * 1000 - 2 * DAY).toISOString();
    await setSession(token, { expires_at: old });
    const before = Date.now();
    expect(await statementsDuring(() => loadCurrentUser(request))).toEqual(["select", "update"]);
    const moved = new Date((await sessionRow(token))!.expires_at).getTime();
    expect(moved).toBeGreaterThanOrEqual(before + CUSTOMER_SESSION_SECONDS * 1000 - 1000);
    expect(moved).toBeLessThanOrEqual(Date.now() + CUSTOMER_SESSION_SECONDS * 1000 + 1000);
    expect(await loadCurrentUser(request)).toMatchObject({ id: user.id });
  });
});
