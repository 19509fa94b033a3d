import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { DataChangePlugin } from "../page-cache/public-version.server";
import { getEnv } from "../env.server";
import { logger } from "../logger.server";
import { ImmediateSqliteDialect, NulTextPlugin } from "./dialect";
import { cacheStatements } from "./statement-cache";
import type { Database } from "./schema";
import {
  isDatabaseUnavailable,
  markConnectFailure,
  noteDatabaseFailure,
} from "./unavailable.server";

export type DB = Kysely<Database>;

export type DatabaseTarget = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

/** Reads DATABASE_URL: a postgres:// URL selects PostgreSQL, anything else is a SQLite file. */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: "postgres", url };
  const file = url.startsWith("file:") ? url.slice("file:".length) : url;
  return { kind: "sqlite", file: file === ":memory:" ? file : path.resolve(file) };
}

const TIMESTAMPTZ_OID = 1184;
const TIMESTAMP_OID = 1114;
const INT8_OID = 20;
/** numeric: what PostgreSQL's sum() of a bigint column (every paise column, 0025) returns. */
const NUMERIC_OID = 1700;

/** Opens the SQLite file with the settings every connection needs. */
export function openSqlite(file: string): SQLite.Database {
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return sqlite;
}

/**
 * How long a request may wait for PostgreSQL: to open a connection (or get one from the full
 * pool), and for one statement. 0 means no limit (migrations). SQLite waits for a lock through
 * its busy_timeout instead.
 */
export type DbTimeouts = { connectTimeoutMs: number; statementTimeoutMs: number };

export const DEFAULT_DB_TIMEOUTS: DbTimeouts = { connectTimeoutMs: 5000, statementTimeoutMs: 5000 };

/**
 * The server cancels a statement after statement_timeout and answers with an error; the client
 * gives up a little later, for a server that never answers at all (a frozen network path).
 */
const CLIENT_TIMEOUT_MARGIN_MS = 1000;

/** The application's timestamps and bigints, read the same way on both databases. */
const APP_TYPES = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === TIMESTAMPTZ_OID || oid === TIMESTAMP_OID) {
      return (value: string) => new Date(oid === TIMESTAMP_OID ? `${value}Z` : value).toISOString();
    }
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/**
 * A connection that never takes the process down and never hangs on: its own 'error' listener is
 * there from birth (a checked-out client emits 'error' on itself, where the pool's listener does
 * not reach, and an unhandled 'error' event ends the process). A query that failed because the
 * connection is gone (its backend terminated, the socket closed) or never answered (query_timeout)
 * closes the connection, so the pool drops it when it comes back rather than handing it to the
 * next request, dead or with an unanswered query still on it. A statement the server cancelled
 * (statement_timeout, 57014) leaves a healthy connection: it stays.
 */
class WatchedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on("error", (error: Error & { code?: string }) => {
      logger.error("database connection lost", { error: error.message, code: error.code });
    });
  }

  // pg's query() has many overloads; this passes every call through unchanged.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const result = (super.query as (...a: any[]) => any)(...args);
    if (result instanceof Promise) {
      // Attached before the caller's await, so this runs before the connection is released.
      result.catch((error: unknown) => {
        noteDatabaseFailure(error);
        if (isDatabaseUnavailable(error) && (error as { code?: unknown }).code !== "57014") {
          logger.warn("database connection closed after a failed query", {
            error: error instanceof Error ? error.message : String(error),
          });
          void this.end().catch(() => {});
        }
      });
    }
    return result;
  }
}

/**
 * A pool that marks what goes wrong while it opens a connection as a connect failure (a server
 * refusing new connections answers with codes that mean something else on a statement; see
 * unavailable.server.ts) and notes it for the request that waited (watchDatabaseOutages).
 */
class WatchedPool extends pg.Pool {
  // pg-pool's connect() has a promise and a callback form; both pass through.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override connect(...args: any[]): any {
    const failed = (error: unknown) => {
      markConnectFailure(error);
      noteDatabaseFailure(error);
    };
    const [callback] = args as [((error: unknown, ...rest: unknown[]) => void)?];
    if (typeof callback === "function") {
      return super.connect((error, ...rest) => {
        if (error) failed(error);
        callback(error, ...rest);
      });
    }
    return super.connect().catch((error: unknown) => {
      failed(error);
      throw error;
    });
  }
}

/** A pool whose connections are watched (WatchedClient) and whose waits are bounded. */
function createPool(url: string, max: number, timeouts: DbTimeouts, types?: pg.CustomTypesConfig) {
  const statement = timeouts.statementTimeoutMs;
  const pool = new WatchedPool({
    connectionString: url,
    max,
    types,
    Client: WatchedClient as unknown as pg.PoolConfig["Client"],
    connectionTimeoutMillis: timeouts.connectTimeoutMs || undefined,
    statement_timeout: statement || undefined,
    query_timeout: statement ? statement + CLIENT_TIMEOUT_MARGIN_MS : undefined,
    // A peer that vanished without closing the socket is noticed while the connection is idle.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle connection's error is forwarded here after the pool dropped that connection (the
  // client's own listener logged the cause); without a listener it would end the process.
  pool.on("error", () => logger.warn("idle database connection dropped; the pool opens a new one"));
  return pool;
}

/**
 * The application's database handle. On PostgreSQL, timestamps come back as ISO-8601 strings
 * (as they are stored on SQLite) and bigints as numbers, so queries behave the same on both.
 */
export function createDb(url: string, timeouts: DbTimeouts = DEFAULT_DB_TIMEOUTS): DB {
  const target = parseDatabaseUrl(url);
  if (target.kind === "sqlite") {
    return new Kysely<Database>({
      // Each SQL text prepared once, not on every query (decision 080).
      dialect: new ImmediateSqliteDialect({ database: cacheStatements(openSqlite(target.file)) }),
      plugins: [new NulTextPlugin(), new DataChangePlugin()],
    });
  }
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: createPool(target.url, 10, timeouts, APP_TYPES) }),
    plugins: [new NulTextPlugin(), new DataChangePlugin()],
  });
}

/**
 * A handle for the auth library. On SQLite it shares the application's connection (one writer);
 * on PostgreSQL it gets its own small pool with pg's default parsers, because the library expects
 * Date objects from timestamp columns.
 */
export function createAuthDb(
  url: string,
  appDb: DB,
  timeouts: DbTimeouts = DEFAULT_DB_TIMEOUTS,
): { db: Kysely<Database>; type: "sqlite" | "postgres" } {
  const target = parseDatabaseUrl(url);
  if (target.kind === "sqlite") return { db: appDb, type: "sqlite" };
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: createPool(target.url, 5, timeouts) }),
    plugins: [new NulTextPlugin()],
  });
  return { db, type: "postgres" };
}

/** The configured timeouts (DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS). */
function configuredTimeouts(): DbTimeouts {
  const env = getEnv();
  return {
    connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
  };
}

/**
 * Runs `fn` with a handle whose statements have no time limit, for work that may rightly take
 * longer than a request should (migrations that rebuild a big table): on PostgreSQL a short-lived
 * pool of its own, on SQLite (no statement limit there) the application's handle.
 */
export async function withUntimedDb<T>(fn: (db: DB) => Promise<T>): Promise<T> {
  const url = getEnv().DATABASE_URL;
  if (parseDatabaseUrl(url).kind === "sqlite") return fn(getDb());
  const db = createDb(url, {
    connectTimeoutMs: configuredTimeouts().connectTimeoutMs,
    statementTimeoutMs: 0,
  });
  try {
    return await fn(db);
  } finally {
    await db.destroy();
  }
}

let instance: DB | undefined;
let authInstance: ReturnType<typeof createAuthDb> | undefined;

/** The process-wide database handle, opened on first use from DATABASE_URL. */
export function getDb(): DB {
  instance ??= createDb(getEnv().DATABASE_URL, configuredTimeouts());
  return instance;
}

/** The process-wide handle the auth library uses (see createAuthDb). */
export function getAuthDb(): ReturnType<typeof createAuthDb> {
  authInstance ??= createAuthDb(getEnv().DATABASE_URL, getDb(), configuredTimeouts());
  return authInstance;
}

/** Closes the process-wide handles (server shutdown, tests). */
export async function closeDb(): Promise<void> {
  const db = instance;
  const auth = authInstance;
  instance = undefined;
  authInstance = undefined;
  if (auth && auth.db !== db) await auth.db.destroy();
  await db?.destroy();
}
