import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { RouterContextProvider, type UNSAFE_DataWithResponseInit } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentUserContext, sessionMiddleware } from "~/platform/auth/guards.server";
import { resetAuth } from "~/platform/auth/auth.server";
import { lookupRole } from "~/platform/auth/roles.server";
import { closeDb, createDb, getDb, openSqlite } from "~/platform/db/db.server";
import { isPostgres } from "~/platform/db/dialect";
import {
  isDatabaseUnavailable,
  requestMetDatabaseOutage,
  watchDatabaseOutages,
} from "~/platform/db/unavailable.server";
import { resetEnvCache } from "~/platform/env.server";
import { requestAs, signedIn } from "../factories";
import { createPgDatabase, dropPgDatabase, PG_PREFIX, pgUrlFor, withPgAdmin } from "./db-harness";

/**
 * A database that does not answer is not "signed out" and not "a customer": the session lookup
 * answers 503 busy, and the errors real drivers give for it are recognised — on both databases,
 * against real failures (a dead port, a missing table, a held lock), nothing mocked.
 */
const onPostgres = process.env.TEST_DIALECT === "postgres";
if (!onPostgres) console.info("db-unavailable: PostgreSQL-only cases skipped (SQLite run)");

type Thrown = UNSAFE_DataWithResponseInit<{ busy: boolean; locale: string }>;

/** Runs the root session middleware; returns what it threw (or the user it found). */
async function runSession(request: Request): Promise<{ thrown?: Thrown; user?: unknown }> {
  const context = new RouterContextProvider();
  try {
    await sessionMiddleware(
      { request, context, params: {}, unstable_pattern: "" } as never,
      async () => new Response(),
    );
  } catch (error) {
    return { thrown: error as Thrown };
  }
  return { user: context.get(currentUserContext) };
}

function quietStderr() {
  return vi.spyOn(process.stderr, "write").mockImplementation(() => true);
}

afterEach(() => vi.restoreAllMocks());

/** A local port nothing listens on: connecting to it is refused at once. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

describe("session lookup when the database fails", () => {
  it("answers 503 busy, not 'signed out', when the sessions table cannot be read", async () => {
    const { cookie } = await signedIn("staff");
    const request = await requestAs(null, "http://localhost:3000/billing/home", {
      headers: { Cookie: cookie },
    });
    expect((await runSession(request)).user).toMatchObject({ role: "staff" });

    const stderr = quietStderr();
    await sql`alter table sessions rename to sessions_away`.execute(getDb());
    try {
      const { thrown, user } = await runSession(request);
      expect(user).toBeUndefined();
      expect(thrown?.type).toBe("DataWithResponseInit");
      expect(thrown?.init?.status).toBe(503);
      expect(new Headers(thrown?.init?.headers).get("Retry-After")).toBe("60");
      expect(thrown?.data).toEqual({ busy: true, locale: "en" });
      expect(stderr.mock.calls.map((c) => String(c[0])).join("")).toContain(
        "session lookup failed",
      );
    } finally {
      await sql`alter table sessions_away rename to sessions`.execute(getDb());
    }
    expect((await runSession(request)).user).toMatchObject({ role: "staff" });
  });

  it.skipIf(!onPostgres)(
    "answers 503 busy when PostgreSQL refuses connections (a dead port)",
    async () => {
      const { cookie } = await signedIn("admin");
      const request = await requestAs(null, "http://localhost:3000/admin", {
        headers: { Cookie: cookie },
      });
      const saved = process.env.DATABASE_URL!;
      const dead = new URL(saved);
      dead.port = String(await freePort());
      const stderr = quietStderr();
      await closeDb();
      process.env.DATABASE_URL = dead.toString();
      resetEnvCache();
      resetAuth();
      try {
        const { thrown, user } = await runSession(request);
        expect(user).toBeUndefined();
        expect(thrown?.init?.status).toBe(503);
        expect(thrown?.data).toMatchObject({ busy: true });
        expect(stderr).toHaveBeenCalled();
      } finally {
        await closeDb();
        process.env.DATABASE_URL = saved;
        resetEnvCache();
        resetAuth();
      }
      expect((await runSession(request)).user).toMatchObject({ role: "admin" });
    },
  );
});

describe("isDatabaseUnavailable on real driver errors", () => {
  it("recognises a refused connection, and not an ordinary query error", async () => {
    const wrong = await getDb()
      .selectFrom("no_such_table" as never)
      .selectAll()
      .execute()
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(wrong).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(wrong)).toBe(false);
    const duplicate = await sql`insert into user_roles (user_id, role, created_at, updated_at)
      values ('x', 'staff', 'now', 'now'), ('x', 'staff', 'now', 'now')`
      .execute(getDb())
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(duplicate).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
  });

  it.skipIf(!onPostgres)("PostgreSQL: refused, terminated, statement timeout", async () => {
    const quiet = quietStderr();
    const deadUrl = new URL(process.env.DATABASE_URL!);
    deadUrl.port = String(await freePort());
    const dead = createDb(deadUrl.toString());
    const refused = await sql`select 1`.execute(dead).then(
      () => undefined,
      (e: unknown) => e,
    );
    await dead.destroy();
    expect(isDatabaseUnavailable(refused)).toBe(true);

    const db = createDb(process.env.DATABASE_URL!, {
      connectTimeoutMs: 2000,
      statementTimeoutMs: 300,
    });
    try {
      const slow = await sql`select pg_sleep(2)`.execute(db).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect((slow as { code?: string }).code).toBe("57014");
      expect(isDatabaseUnavailable(slow)).toBe(true);

      // Its own backend ended from outside (a restart, pg_terminate_backend): 57P01.
      const terminated = await db
        .connection()
        .execute(async (c) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(c);
          const admin = createDb(process.env.DATABASE_URL!);
          await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(admin);
          await admin.destroy();
          await sql`select 1`.execute(c);
        })
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(isDatabaseUnavailable(terminated)).toBe(true);
      // The pool replaced the connection: the handle still works.
      expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows[0]?.one).toBe(1);
    } finally {
      await db.destroy();
      quiet.mockRestore();
    }
  });

  it.skipIf(!onPostgres)(
    "PostgreSQL: 55000 is an outage when a database refuses new connections, a bug in a statement",
    async () => {
      const quiet = quietStderr();
      const name = `${PG_PREFIX}_refusing_${process.pid}`;
      await createPgDatabase(name);
      const db = createDb(pgUrlFor(name), { connectTimeoutMs: 2000, statementTimeoutMs: 2000 });
      const failure = (work: Promise<unknown>) =>
        work.then(
          () => undefined,
          (e: unknown) => e,
        );
      try {
        // At statement time 55000 is a mistake in the query: currval before nextval.
        await sql`create sequence s`.execute(db);
        const misuse = await failure(sql`select currval('s')`.execute(db));
        expect((misuse as { code?: string }).code).toBe("55000");
        expect(isDatabaseUnavailable(misuse)).toBe(false);

        // At connect time it is a restore, failover or maintenance: ALLOW_CONNECTIONS false.
        await withPgAdmin(async (c) => {
          await c.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
          await c.query(
            "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1",
            [name],
          );
        });
        const met = await watchDatabaseOutages(async () => {
          const refused = await failure(sql`select 1`.execute(db));
          return { refused, noted: requestMetDatabaseOutage() };
        });
        expect((met.refused as { code?: string }).code).toBe("55000");
        expect(String((met.refused as Error).message)).toContain(
          "is not currently accepting connections",
        );
        expect(isDatabaseUnavailable(met.refused)).toBe(true);
        // The request that met it knows, even if its code swallowed the error.
        expect(met.noted).toBe(true);
        expect(watchDatabaseOutages(requestMetDatabaseOutage)).toBe(false);

        // Accepting again, the same handle works without a restart.
        await withPgAdmin((c) => c.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`));
        expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows[0]?.one).toBe(1);
      } finally {
        await db.destroy();
        await withPgAdmin((c) => c.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`));
        await dropPgDatabase(name);
        quiet.mockRestore();
      }
    },
  );

  it.skipIf(onPostgres)("SQLite: a write lock held past busy_timeout", async () => {
    expect(isPostgres(getDb())).toBe(false);
    const file = path.join(mkdtempSync(path.join(tmpdir(), "limra-busy-")), "x.db");
    const holder = openSqlite(file);
    holder.exec("create table t (x integer)");
    const other = new SQLite(file);
    other.pragma("busy_timeout = 100");
    holder.exec("begin immediate");
    let busy: unknown;
    try {
      other.exec("insert into t values (1)");
    } catch (error) {
      busy = error;
    } finally {
      holder.exec("rollback");
      holder.close();
      other.close();
    }
    expect((busy as { code?: string }).code).toBe("SQLITE_BUSY");
    expect(isDatabaseUnavailable(busy)).toBe(true);
  });
});

describe("role lookup", () => {
  it.skipIf(!onPostgres)(
    "passes an unreachable database on instead of calling a staff member a customer",
    async () => {
      const quiet = quietStderr();
      const deadUrl = new URL(process.env.DATABASE_URL!);
      deadUrl.port = String(await freePort());
      const dead = createDb(deadUrl.toString());
      try {
        await expect(lookupRole(dead, "someone")).rejects.toSatisfy(isDatabaseUnavailable);
      } finally {
        await dead.destroy();
        quiet.mockRestore();
      }
    },
  );
});
