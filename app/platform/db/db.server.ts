import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { getEnv } from "../env.server";
import { logger } from "../logger.server";
import { ImmediateSqliteDialect, NulTextPlugin } from "./dialect";
import type { Database } from "./schema";

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
 * The application's database handle. On PostgreSQL, timestamps come back as ISO-8601 strings
 * (as they are stored on SQLite) and bigints as numbers, so queries behave the same on both.
 */
export function createDb(url: string): DB {
  const target = parseDatabaseUrl(url);
  if (target.kind === "sqlite") {
    return new Kysely<Database>({
      dialect: new ImmediateSqliteDialect({ database: openSqlite(target.file) }),
      plugins: [new NulTextPlugin()],
    });
  }
  const types = {
    getTypeParser(oid: number, format?: "text" | "binary") {
      if (oid === TIMESTAMPTZ_OID || oid === TIMESTAMP_OID) {
        return (value: string) =>
          new Date(oid === TIMESTAMP_OID ? `${value}Z` : value).toISOString();
      }
      if (oid === INT8_OID) return (value: string) => Number(value);
      return pg.types.getTypeParser(oid, format);
    },
  };
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    types: types as pg.CustomTypesConfig,
  });
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new NulTextPlugin()],
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
): { db: Kysely<Database>; type: "sqlite" | "postgres" } {
  const target = parseDatabaseUrl(url);
  if (target.kind === "sqlite") return { db: appDb, type: "sqlite" };
  const pool = new pg.Pool({ connectionString: target.url, max: 5 });
  watchPool(pool);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new NulTextPlugin()],
  });
  return { db, type: "postgres" };
}

/**
 * An idle pooled connection that the server drops (restart, failover) emits an error on the
 * pool; unhandled, it would crash the process. Log it: the pool opens a new connection.
 */
function watchPool(pool: pg.Pool) {
  pool.on("error", (error) => logger.error("database connection lost", { error: error.message }));
}

let instance: DB | undefined;
let authInstance: ReturnType<typeof createAuthDb> | undefined;

/** The process-wide database handle, opened on first use from DATABASE_URL. */
export function getDb(): DB {
  instance ??= createDb(getEnv().DATABASE_URL);
  return instance;
}

/** The process-wide handle the auth library uses (see createAuthDb). */
export function getAuthDb(): ReturnType<typeof createAuthDb> {
  authInstance ??= createAuthDb(getEnv().DATABASE_URL, getDb());
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
