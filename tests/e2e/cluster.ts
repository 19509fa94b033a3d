import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe } from "vitest";
import type * as AccountsModule from "../../app/platform/auth/accounts.server";
import type * as DbModule from "../../app/platform/db/db.server";
import type { Mail } from "./mail";
import { ROOT, SERVER_NODE_FLAGS, type Role } from "./harness";

/**
 * A harness for tests that need several app processes, or one process killed and started again:
 * `node server.js` (production build) on its own port with an environment the test chooses, so
 * processes can share a database, a data directory and a secret. harness.ts allows one app per
 * file and removes its data directory on stop; here the test owns the data directory and the
 * database, and can SIGKILL a process and start it again on the same data.
 */

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => (port ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}

/** Polls `check` until it returns a value other than undefined/false, or fails with `what`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 20_000,
  describeState?: () => string | Promise<string>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) {
      const state = describeState ? `\n${await describeState()}` : "";
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${state}`);
    }
    await sleep(100);
  }
}

// ---------------------------------------------------------------------------------------------
// Data directories and databases.

export function tempDataDir(label: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), `limra-${label}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The PostgreSQL server the e2e tests may create databases on, as for the integration tests:
 * only when one is configured (E2E_DATABASE_URL or TEST_DATABASE_URL). PostgreSQL is optional.
 */
const PG_URL = process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

/** The server's address without a password, for messages. */
function displayUrl(url: string): string {
  const u = new URL(url);
  u.password = "";
  return `${u.host}${u.pathname}`;
}

async function pgUnavailableReason(): Promise<string | null> {
  if (!PG_URL) return "TEST_DATABASE_URL is not set";
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    const code = (error as { code?: string }).code ?? (error as Error).message;
    return `PostgreSQL at ${displayUrl(PG_URL)} does not answer (${code})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Why the PostgreSQL variants of the e2e suites cannot run on this machine, or null when they
 * can. Checked once, when a suite imports this module (the suites' describe.skipIf needs it
 * before any test runs). In CI PostgreSQL is required: there an unreachable server fails.
 */
export const PG_UNAVAILABLE: string | null = await pgUnavailableReason();
if (PG_UNAVAILABLE && process.env.CI === "true" && PG_URL) {
  throw new Error(`CI=true but ${PG_UNAVAILABLE}`);
}
if (PG_UNAVAILABLE) console.warn(`PostgreSQL e2e variants skipped: ${PG_UNAVAILABLE}.`);

/** A suite title that says why it is skipped when PostgreSQL is unavailable. */
export function pgTitle(title: string): string {
  return PG_UNAVAILABLE ? `${title} (skipped: ${PG_UNAVAILABLE})` : title;
}

/** describe() for a suite that needs PostgreSQL: skipped, visibly, when it is unavailable. */
export const describeOnPg = describe.skipIf(PG_UNAVAILABLE !== null);

/** The PostgreSQL server's URL, for a test's own admin connection (throws when unavailable). */
export function pgAdminUrl(): string {
  if (PG_UNAVAILABLE || !PG_URL) throw new Error(`PostgreSQL is unavailable: ${PG_UNAVAILABLE}`);
  return PG_URL;
}

export type PgDatabase = { name: string; url: string; drop(): Promise<void> };

async function withPgAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: pgAdminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database with a unique name; drop() removes it (forcing, if need be). */
export async function createPgDatabase(label: string): Promise<PgDatabase> {
  const name = `limra_e2e_${label}_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  await withPgAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(pgAdminUrl());
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withPgAdmin(async (c) => {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// App processes.

export type NodeEnv = Record<string, string>;

/**
 * The environment of one app process: production mode, its port, and what processes of one
 * cluster share (database, data directory, secret, public URL, SMTP).
 */
export function appEnv(opts: {
  port: number;
  dataDir: string;
  databaseUrl: string;
  authSecret: string;
  appUrl: string;
  smtpUrl?: string;
  extra?: NodeEnv;
}): NodeEnv {
  return {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(opts.port),
    APP_URL: opts.appUrl,
    DATA_DIR: opts.dataDir,
    AUTH_SECRET: opts.authSecret,
    DATABASE_URL: opts.databaseUrl,
    LOG_LEVEL: "warn",
    // Empty rather than unset, so a local .env cannot turn real e-mail on.
    SMTP_URL: opts.smtpUrl ?? "",
    ...opts.extra,
  };
}

export const newAuthSecret = () => randomBytes(32).toString("hex");

export type AppNode = {
  name: string;
  port: number;
  baseUrl: string;
  env: NodeEnv;
  pid: number;
  logs(): string;
  exited(): boolean;
  /** Sends a signal and waits until the process is gone (SIGKILL: no shutdown code runs). */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** SIGTERM (the graceful shutdown), SIGKILL after 5 s. Keeps the data directory. */
  stop(): Promise<void>;
};

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (hasExited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Every process started here, so a file's afterAll can stop whatever is left. */
const running = new Set<AppNode>();

/**
 * Spawns `node server.js` with `env` and waits until GET /healthz answers 200 (the process has
 * migrated the database and listens).
 */
export async function startNode(name: string, env: NodeEnv, timeoutMs = 30_000): Promise<AppNode> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.VITEST;
  delete childEnv.VITEST_MODE;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.js"], {
    cwd: ROOT,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let all = "";
  const collect = (chunk: string) => (all += chunk);
  child.stdout?.setEncoding("utf8").on("data", collect);
  child.stderr?.setEncoding("utf8").on("data", collect);
  const port = Number(env.PORT);
  const baseUrl = `http://127.0.0.1:${port}`;

  const node: AppNode = {
    name,
    port,
    baseUrl,
    env,
    pid: child.pid ?? -1,
    logs: () => all,
    exited: () => hasExited(child),
    async kill(signal = "SIGKILL") {
      if (!hasExited(child)) child.kill(signal);
      await waitForExit(child, 10_000);
      running.delete(node);
    },
    async stop() {
      if (!hasExited(child)) {
        child.kill("SIGTERM");
        if (!(await waitForExit(child, 5_000))) {
          child.kill("SIGKILL");
          await waitForExit(child, 5_000);
        }
      }
      running.delete(node);
    },
  };
  running.add(node);

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (hasExited(child)) {
      running.delete(node);
      throw new Error(
        `${name} exited (${child.exitCode ?? child.signalCode}) before answering:\n${all}`,
      );
    }
    try {
      const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await node.stop();
      throw new Error(`${name} did not answer GET /healthz within ${timeoutMs} ms:\n${all}`);
    }
    await sleep(100);
  }
  return node;
}

/** Stops every process this file started that is still running. */
export async function stopAllNodes(): Promise<void> {
  await Promise.all([...running].map((n) => n.stop()));
}

// ---------------------------------------------------------------------------------------------
// The app's database, from the test process (users, sessions, and reading what the app wrote).

export type AppDatabase = {
  db: ReturnType<typeof DbModule.getDb>;
  createUser(role: Role, overrides?: { name?: string; email?: string }): Promise<TestUser>;
  /** A Cookie header carrying a new session of the user. */
  sessionCookie(userId: string): Promise<string>;
  close(): Promise<void>;
};

export type TestUser = { id: string; email: string; name: string; password: string; role: Role };

/**
 * Points the test process's copy of the app's database and auth modules at a node's database
 * and secret (closing whatever they pointed at before): one at a time per test file.
 */
export async function openAppDatabase(env: NodeEnv): Promise<AppDatabase> {
  const dbModule = await import("../../app/platform/db/db.server");
  const { resetEnvCache } = await import("../../app/platform/env.server");
  const { resetAuth } = await import("../../app/platform/auth/auth.server");
  await dbModule.closeDb();
  for (const key of ["DATA_DIR", "AUTH_SECRET", "DATABASE_URL", "APP_URL", "LOG_LEVEL"]) {
    process.env[key] = env[key];
  }
  process.env.NODE_ENV = "production";
  resetEnvCache();
  resetAuth();
  const accounts: typeof AccountsModule = await import("../../app/platform/auth/accounts.server");
  return {
    db: dbModule.getDb(),
    async createUser(role, overrides = {}) {
      const id = randomUUID().slice(0, 8);
      const input = {
        email: overrides.email ?? `${role}-${id}@example.test`,
        name: overrides.name ?? `Test ${role} ${id}`,
        password: `pw-${randomUUID()}`,
      };
      const user = await accounts.createUserWithPassword({ ...input, role });
      return { ...user, password: input.password, role };
    },
    async sessionCookie(userId) {
      return (await accounts.createSessionCookie(userId)).header;
    },
    close: () => dbModule.closeDb(),
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP.

export type FormAnswer = { status: number; location: string | null; headers: Headers };

/**
 * POSTs an HTML form (urlencoded) as a same-origin browser page would: Origin and
 * Sec-Fetch-Site set, no redirect followed. The body is read (and dropped).
 */
export async function postForm(
  url: string,
  fields: Record<string, string>,
  opts: { cookie?: string; origin?: string; headers?: Record<string, string> } = {},
): Promise<FormAnswer> {
  const headers: Record<string, string> = {
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: opts.origin ?? new URL(url).origin,
    "Sec-Fetch-Site": "same-origin",
    ...opts.headers,
  };
  if (opts.cookie) headers.Cookie = opts.cookie;
  const res = await fetch(url, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  await res.arrayBuffer();
  return { status: res.status, location: res.headers.get("Location"), headers: res.headers };
}

// ---------------------------------------------------------------------------------------------
// E-mail.

/** Undoes RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) in a header value. */
export function decodeHeader(value: string): string {
  const word = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;
  // Whitespace between two encoded words is not part of the text.
  const joined = value.replace(/(\?=)\s+(?==\?)/g, "$1");
  return joined.replace(word, (_, charset: string, enc: string, text: string) => {
    const bytes =
      enc.toUpperCase() === "B"
        ? Buffer.from(text, "base64")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            "latin1",
          );
    return new TextDecoder(charset).decode(bytes);
  });
}

/** A received message's decoded Subject. */
export function subjectOf(mail: Mail): string {
  const raw = /^subject:[ \t]*(.*)$/im.exec(mail.headers)?.[1] ?? "";
  return decodeHeader(raw.trim());
}

/** "recipient | subject" of each message: the key the outbox tests count deliveries by. */
export const mailKey = (to: string, subject: string) => `${to.toLowerCase()} | ${subject}`;

/** How often each key occurs. */
export function tally(keys: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return counts;
}
