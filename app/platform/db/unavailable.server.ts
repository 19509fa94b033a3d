import { AsyncLocalStorage } from "node:async_hooks";

/**
 * "The database does not answer right now" — as opposed to "this query is wrong". Such a failure
 * passes when the database is back (a restart, a failover, a full connection pool, a lock held
 * too long), so a request that meets one answers 503 with Retry-After, never 500, and never
 * "signed out". One place decides which errors count.
 */

/** Seconds a client is told to wait (Retry-After) when the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 60;

/**
 * PostgreSQL SQLSTATEs that mean the server cannot serve the connection now:
 * class 08 (connection exception), 57P01 admin_shutdown (pg_terminate_backend, restart),
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up), 57P05 idle session timeout,
 * 57014 query_canceled (our statement_timeout), 53300 too_many_connections. Each of these is
 * about the connection or the server, never about the statement, wherever it is met.
 */
const PG_UNAVAILABLE = /^(08...|57P0[1-5]|57014|53300)$/;

/**
 * SQLSTATEs that mean "unavailable" only when the server answered them to a new connection:
 * 55000 object_not_in_prerequisite_state is "database … is not currently accepting connections"
 * (ALLOW_CONNECTIONS false during a restore, a failover or maintenance) at connect time, but
 * a real bug in a statement (e.g. a sequence's currval before nextval) at any other time.
 */
const PG_UNAVAILABLE_AT_CONNECT = new Set(["55000"]);

/** Marks an error the pool met while opening a connection (createPool in db.server.ts). */
const AT_CONNECT = Symbol.for("limra.db.failed-at-connect");

/** Node socket errors on the way to the database. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** SQLite: the file is locked by another writer longer than busy_timeout. */
const SQLITE_CODES = new Set(["SQLITE_BUSY", "SQLITE_BUSY_SNAPSHOT", "SQLITE_BUSY_TIMEOUT"]);

/** node-postgres and pg-pool report these without a code. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // unexpectedly / due to connection timeout
  /^timeout exceeded when trying to connect$/, // pool connect timeout (connectionTimeoutMillis)
  /^Query read timeout$/, // query_timeout: the server never answered
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Connection closed$/,
];

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
}

/** Records that `error` was met while opening a connection, not while running a statement. */
export function markConnectFailure(error: unknown): void {
  if (typeof error === "object" && error !== null && Object.isExtensible(error)) {
    Object.defineProperty(error, AT_CONNECT, { value: true });
  }
}

function failedAtConnect(error: object): boolean {
  return (error as { [AT_CONNECT]?: boolean })[AT_CONNECT] === true;
}

/** True when `error` (or an error it wraps) means the database is unreachable or overloaded. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 5) return false;
  const code = codeOf(error);
  if (code && (PG_UNAVAILABLE.test(code) || SOCKET_CODES.has(code) || SQLITE_CODES.has(code))) {
    return true;
  }
  if (code && PG_UNAVAILABLE_AT_CONNECT.has(code) && failedAtConnect(error)) return true;
  const message = (error as { message?: unknown }).message;
  if (typeof message === "string" && DRIVER_MESSAGES.some((m) => m.test(message))) return true;
  // Wrapped errors: `cause` (Error options, migrations) and AggregateError (dual-stack connect).
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  )
    return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}

/**
 * Whether the request being served met an unavailable database, even where the code that met it
 * caught the error and answered something else (a form's "could not sign in", 500): the pool
 * notes every connect and query failure here, in the request's async context, and the root
 * middleware (busy.server.ts) turns such a request's 5xx into the 503 busy page.
 */
const requestOutage = new AsyncLocalStorage<{ met: boolean }>();

/** Runs `fn` (one request) with its own record of database outages met. */
export function watchDatabaseOutages<T>(fn: () => T): T {
  return requestOutage.run({ met: false }, fn);
}

/** Called by the pool for every failed connect and query: remembers an outage for the request. */
export function noteDatabaseFailure(error: unknown): void {
  const store = requestOutage.getStore();
  if (store && isDatabaseUnavailable(error)) store.met = true;
}

/** True when the current request met an unavailable database (see watchDatabaseOutages). */
export function requestMetDatabaseOutage(): boolean {
  return requestOutage.getStore()?.met ?? false;
}
