import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, markConnectFailure } from "~/platform/db/unavailable.server";

/**
 * Which failures mean "the database does not answer now" (503, try again) rather than "this query
 * is wrong" (500, or the caller's own handling). Shapes as node-postgres, pg-pool, Node's sockets
 * and better-sqlite3 give them; tests/integration/db-unavailable.test.ts provokes the real ones.
 */
const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });
/** An error the pool met while opening a connection (db.server.ts marks them). */
const atConnect = (error: Error) => {
  markConnectFailure(error);
  return error;
};
const NOT_ACCEPTING = 'database "limra" is not currently accepting connections';

describe("isDatabaseUnavailable", () => {
  it.each([
    ["57P01 admin_shutdown (pg_terminate_backend, restart)", withCode("57P01")],
    ["57P02 crash_shutdown", withCode("57P02")],
    ["57P03 cannot_connect_now (starting up)", withCode("57P03")],
    ["08006 connection_failure", withCode("08006")],
    ["08001 unable to connect", withCode("08001")],
    ["08P01 protocol violation", withCode("08P01")],
    ["57014 statement timeout", withCode("57014")],
    ["53300 too many connections", withCode("53300")],
    ["53300 at connect", atConnect(withCode("53300"))],
    ["57P03 at connect (starting up, shutting down)", atConnect(withCode("57P03"))],
    ["55000 at connect (ALLOW_CONNECTIONS false)", atConnect(withCode("55000", NOT_ACCEPTING))],
    ["55000 at connect, wrapped", new Error("x", { cause: atConnect(withCode("55000")) })],
    ["ECONNREFUSED", withCode("ECONNREFUSED")],
    ["ECONNRESET", withCode("ECONNRESET")],
    ["ETIMEDOUT", withCode("ETIMEDOUT")],
    ["SQLITE_BUSY", withCode("SQLITE_BUSY", "database is locked")],
    ["a terminated connection", new Error("Connection terminated unexpectedly")],
    ["a connect timeout", new Error("Connection terminated due to connection timeout")],
    ["the pool's wait", new Error("timeout exceeded when trying to connect")],
    ["query_timeout", new Error("Query read timeout")],
    ["a dead client", new Error("Client has encountered a connection error and is not queryable")],
    ["wrapped in cause", new Error("Migration failed", { cause: withCode("57P01") })],
    ["dual-stack refusal", new AggregateError([withCode("ECONNREFUSED")], "connect failed")],
  ])("%s -> unavailable", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["unique violation 23505", withCode("23505")],
    ["undefined table 42P01", withCode("42P01")],
    ["syntax error 42601", withCode("42601")],
    ["deadlock 40P01 (retry is the caller's)", withCode("40P01")],
    ["55000 in a statement (currval before nextval)", withCode("55000")],
    ["55000 with the refusal's text, not at connect", withCode("55000", NOT_ACCEPTING)],
    ["3D000 no such database, at connect (a configuration error)", atConnect(withCode("3D000"))],
    ["28P01 wrong password, at connect", atConnect(withCode("28P01"))],
    ["SQLITE_CONSTRAINT", withCode("SQLITE_CONSTRAINT_UNIQUE")],
    ["a message that merely mentions a timeout", new Error("the timeout field is invalid")],
    ["a plain error", new Error("boom")],
    ["a string", "Connection terminated"],
    ["null", null],
    ["a Response", new Response(null, { status: 500 })],
  ])("%s -> not unavailable", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("stops on a cause cycle", () => {
    const a = new Error("a") as Error & { cause?: unknown };
    a.cause = a;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
