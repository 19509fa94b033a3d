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
 * 57014 query_canceled (our statement_timeout), 53300 too_many_connections.
 */
const PG_UNAVAILABLE = /^(08...|57P0[1-5]|57014|53300)$/;

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

/** True when `error` (or an error it wraps) means the database is unreachable or overloaded. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 5) return false;
  const code = codeOf(error);
  if (code && (PG_UNAVAILABLE.test(code) || SOCKET_CODES.has(code) || SQLITE_CODES.has(code))) {
    return true;
  }
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
