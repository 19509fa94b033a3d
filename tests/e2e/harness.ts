import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import axe from "axe-core";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "playwright-core";
import { expect } from "vitest";
import type * as AccountsModule from "../../app/platform/auth/accounts.server";
import { STATIC_PAGE_READY } from "../../app/lib/static-page";

/**
 * The e2e harness: the built app in a child process (its own port, data directory, database
 * and secret), Debian's Chromium through playwright-core, users and sessions written straight
 * into the app's SQLite database, and an axe-core check.
 */

/**
 * The Node flags the production server runs with (package.json "start", scripts/start-demo.sh,
 * docs/operations.md): a small young generation keeps a CSV import's short-lived objects from
 * growing the heap (docs/performance.md, import/export), and a bounded old generation makes V8
 * collect before the process grows past 300 MB under load (decision 047).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8", "--max-old-space-size=160"];

/**
 * The environment of a production server on 127.0.0.1:`port` with its own data directory, SQLite
 * database and random secret (the e2e tests' and the benchmarks' servers); `extra` overrides.
 */
export function productionServerEnv(
  port: number,
  dataDir: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    DATABASE_URL: `file:${path.join(dataDir, "app.db")}`,
    LOG_LEVEL: "warn",
    // Empty rather than unset, so a local .env cannot turn real e-mail on: mail goes to files.
    SMTP_URL: "",
    ...extra,
  };
}

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export type Role = "admin" | "staff" | "customer";

export type RunningApp = {
  baseUrl: string;
  /** The server process's id (benchmarks read its memory from /proc). */
  pid: number;
  dataDir: string;
  /** Everything the server printed so far (stdout and stderr, in arrival order). */
  logs(): string;
  stdout(): string;
  stderr(): string;
  /** Waits until a log line contains `text` (the server writes logs after answering). */
  waitForLog(text: string, timeoutMs?: number): Promise<string>;
  stop(): Promise<void>;
};

let current: { app: RunningApp; env: Record<string, string> } | undefined;

function freePort(): Promise<number> {
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export type StartAppOptions = {
  /**
   * More environment variables for the server, applied over the defaults (e.g. SMTP_URL to send
   * mail to a test SMTP server, BUSINESS_NOTIFY_EMAIL).
   */
  env?: Record<string, string>;
};

/**
 * Starts `node server.js` (production build) on a free port with a fresh data directory and
 * database, and waits until GET / answers. One per test file.
 */
export async function startApp(opts: StartAppOptions = {}): Promise<RunningApp> {
  if (current) throw new Error("startApp: an app is already running in this test file");
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "limra-e2e-"));
  const env = productionServerEnv(port, dataDir, opts.env);

  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.VITEST;
  delete childEnv.VITEST_MODE;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.js"], {
    cwd: ROOT,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  let all = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    out += chunk;
    all += chunk;
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    err += chunk;
    all += chunk;
  });

  const stop = async () => {
    if (current?.app === app) {
      current = undefined;
      if (accounts) {
        // The test process's own database handle, opened by the user helpers.
        accounts = undefined;
        const { closeDb } = await import("../../app/platform/db/db.server");
        await closeDb();
      }
    }
    if (!exited(child)) {
      child.kill("SIGTERM");
      if (!(await waitForExit(child, 5_000))) {
        child.kill("SIGKILL");
        await waitForExit(child, 5_000);
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const app: RunningApp = {
    baseUrl,
    pid: child.pid ?? 0,
    dataDir,
    logs: () => all,
    stdout: () => out,
    stderr: () => err,
    async waitForLog(text, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const line = all.split("\n").find((l) => l.includes(text));
        if (line) return line;
        if (Date.now() > deadline) {
          throw new Error(`no server log line contains ${JSON.stringify(text)}; logs:\n${all}`);
        }
        await sleep(25);
      }
    },
    stop,
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited(child)) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(
        `the server exited (code ${child.exitCode ?? child.signalCode}) before answering:\n${err || out}`,
      );
    }
    try {
      const res = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer GET / within 30 s:\n${all}`);
    }
    await sleep(100);
  }

  current = { app, env };
  return app;
}

// ---------------------------------------------------------------------------------------------
// Users and sessions, written straight into the running app's database.

type Accounts = typeof AccountsModule;
let accounts: Promise<Accounts> | undefined;

/** The app's account module, configured exactly like the server (same database and secret). */
function loadAccounts(): Promise<Accounts> {
  if (!current) throw new Error("start the app (startApp) before creating users or sessions");
  if (!accounts) {
    for (const key of ["DATA_DIR", "AUTH_SECRET", "DATABASE_URL", "APP_URL", "LOG_LEVEL"]) {
      process.env[key] = current.env[key];
    }
    process.env.NODE_ENV = "production";
    accounts = import("../../app/platform/auth/accounts.server");
  }
  return accounts;
}

export type TestUser = { id: string; email: string; name: string; password: string; role: Role };

export async function createUser(
  role: Role,
  overrides: { email?: string; name?: string; password?: string } = {},
): Promise<TestUser> {
  const { createUserWithPassword } = await loadAccounts();
  const id = randomUUID().slice(0, 8);
  const input = {
    email: overrides.email ?? `${role}-${id}@example.test`,
    name: overrides.name ?? `Test ${role[0]!.toUpperCase()}${role.slice(1)} ${id}`,
    password: overrides.password ?? `pw-${randomUUID()}`,
  };
  const user = await createUserWithPassword({ ...input, role });
  return { ...user, password: input.password, role };
}

/** The running app's database, opened in the test process (for a test's own rows). */
export async function appDatabase() {
  await loadAccounts();
  const { getDb } = await import("../../app/platform/db/db.server");
  return getDb();
}

/** The record factories (app/factories.server.ts), writing into the running app's database. */
export async function appFactories() {
  await loadAccounts();
  return import("../../app/factories.server");
}

export type SessionCookie = { name: string; value: string; header: string };

export async function sessionCookieFor(userId: string): Promise<SessionCookie> {
  const { createSessionCookie } = await loadAccounts();
  return createSessionCookie(userId);
}

/** Plants a signed session cookie in a browser context. */
export async function plantSession(context: BrowserContext, cookie: SessionCookie) {
  await context.addCookies([
    {
      name: cookie.name,
      value: cookie.value,
      domain: "127.0.0.1",
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
}

/** Creates a user with the role and signs the browser context in as them. */
export async function loginAs(
  context: BrowserContext,
  role: Role,
  overrides: { email?: string; name?: string; password?: string } = {},
): Promise<TestUser & { cookie: SessionCookie }> {
  const user = await createUser(role, overrides);
  const cookie = await sessionCookieFor(user.id);
  await plantSession(context, cookie);
  return { ...user, cookie };
}

// ---------------------------------------------------------------------------------------------
// Plain HTTP.

/** A Cookie header with every cookie a browser context holds for the app. */
export async function cookieHeader(context: BrowserContext, baseUrl: string): Promise<string> {
  const cookies = await context.cookies(baseUrl);
  return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

/** GET (or another method) without a browser: the server-rendered HTML. */
export async function fetchPage(
  url: string,
  init: {
    cookie?: string;
    method?: string;
    body?: BodyInit;
    headers?: Record<string, string>;
  } = {},
): Promise<{ status: number; html: string; headers: Headers }> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.cookie) headers.Cookie = init.cookie;
  const res = await fetch(url, {
    method: init.method ?? "GET",
    headers,
    body: init.body,
    redirect: "manual",
  });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

/** The opening <html ...> tag of a document. */
export function htmlTag(html: string): string {
  const match = /<html\b[^>]*>/i.exec(html);
  if (!match) throw new Error(`no <html> tag in:\n${html.slice(0, 500)}`);
  return match[0];
}

/** The scripts a page's HTML names: module preloads, module scripts and inline imports. */
export function scriptsOf(html: string): string[] {
  const found = [
    ...html.matchAll(/<link rel="modulepreload"[^>]* href="(\/assets\/[^"]+\.js)"/g),
    ...html.matchAll(/<script[^>]* src="(\/assets\/[^"]+\.js)"/g),
    ...html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g),
  ].map((m) => m[1]!);
  return [...new Set(found)];
}

/** The hrefs of the <a> tags from the first `marker` in the HTML up to the next `closing`. */
export function hrefsInside(html: string, marker: string, closing: string): string[] {
  const start = html.indexOf(marker);
  if (start < 0) return [];
  const end = html.indexOf(closing, start);
  const part = html.slice(start, end < 0 ? undefined : end);
  return [...part.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => m[1]!);
}

// ---------------------------------------------------------------------------------------------
// Browser.

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
}

/** Contexts made with javaScriptEnabled: false (axe cannot run inside those). */
const noScriptContexts = new WeakSet<BrowserContext>();

export type TestPage = {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  /** Fails the test when the page logged an error (other than those matching `ignore`). */
  expectNoErrors(ignore?: RegExp[]): void;
  close(): Promise<void>;
};

/**
 * A new context and page that records console errors and page errors.
 * Pass `baseURL` to allow relative page.goto() calls.
 */
export async function newPage(
  browser: Browser,
  { showOffer = false, ...opts }: BrowserContextOptions & { showOffer?: boolean } = {},
): Promise<TestPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...opts });
  // The home page's special-offer popup (a modal) would cover the page in tests about other
  // things: mark it as already shown this session unless a test asks for it.
  if (!showOffer) {
    await context.addInitScript(() => {
      try {
        window.sessionStorage.setItem("offerPopupShown", "true");
      } catch {
        // cross-site frames (the portfolio) have no storage: nothing to suppress there
      }
    });
  }
  if (opts.javaScriptEnabled === false) noScriptContexts.add(context);
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`console: ${msg.text()} (${msg.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return {
    context,
    page,
    errors,
    expectNoErrors(ignore = []) {
      const unexpected = errors.filter((e) => !ignore.some((re) => re.test(e)));
      expect(unexpected, "console errors or page errors in the browser").toEqual([]);
    },
    close: () => context.close(),
  };
}

/**
 * Waits until React has hydrated the page and run its mount effects (or, on a page served
 * without hydration, until its plain script has run). Until then the page is
 * server-rendered HTML only: menus opened before that are closed again by the menus' mount
 * effect, and client-side handlers (Escape, Go Back) are missing.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction((ready) => {
    // A page served without hydration (decision 055): its plain script has run.
    if (document.documentElement.hasAttribute(ready)) return true;
    const header = document.querySelector("header, main");
    return (
      "__reactRouterDataRouter" in window &&
      header !== null &&
      Object.keys(header).some((k) => k.startsWith("__reactFiber"))
    );
  }, STATIC_PAGE_READY);
  // Passive effects run after the hydration commit, at the latest before the next frames.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
}

/** page.goto, then waitForHydration. */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/**
 * How many stars of a star rating input (`.stars` in app/app.css: filled by CSS up to the star
 * chosen, or the one under the pointer) are drawn filled in `scope`.
 */
export function filledStars(scope: Locator): Promise<number> {
  return scope
    .locator(".stars svg")
    .evaluateAll((svgs) => svgs.filter((svg) => getComputedStyle(svg).fill !== "none").length);
}

// ---------------------------------------------------------------------------------------------
// Accessibility.

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; failureSummary: string }[];
};

/**
 * Waits for running CSS transitions and animations to end (a theme switch fades the header's
 * colours; axe would measure contrast half-way through). Infinite animations are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
  });
}

async function runAxe(page: Page): Promise<AxeViolation[]> {
  await page.waitForLoadState("load");
  await settleAnimations(page);
  const hasAxe = await page.evaluate(() => "axe" in window);
  if (!hasAxe) await page.addScriptTag({ content: axe.source });
  return page.evaluate(async (tags) => {
    const w = window as unknown as { axe: typeof axe };
    // Only the violations are read: axe skips collecting the details of everything else.
    const result = await w.axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({
        target: n.target.map((t) => String(t)),
        failureSummary: n.failureSummary ?? "",
      })),
    }));
  }, AXE_TAGS);
}

/**
 * axe needs timers, which a page without JavaScript does not run. So the page's document (as
 * the server sent it, scripts removed) is opened in a scripted page of the same size, with every
 * script request blocked, and checked there.
 */
async function runAxeWithoutScripts(page: Page): Promise<AxeViolation[]> {
  const browser = page.context().browser();
  if (!browser) throw new Error("expectNoA11yViolations: the page has no browser");
  const url = page.url();
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const copy = await browser.newContext({ viewport: page.viewportSize() });
  try {
    const p = await copy.newPage();
    await p.route(
      (u) => u.href === url,
      (route) =>
        route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
    );
    await p.route(/\.m?js(\?|$)/, (route) => route.abort());
    await p.goto(url);
    return await runAxe(p);
  } finally {
    await copy.close();
  }
}

/**
 * Runs axe-core on the current page (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) and fails with every
 * violation: rule id, help text and the failing elements. Pages without JavaScript are checked
 * through a script-free copy (see runAxeWithoutScripts).
 */
export async function expectNoA11yViolations(page: Page, label = page.url()): Promise<void> {
  expect(await a11yViolations(page), `axe violations on ${label}`).toEqual([]);
}

/**
 * axe-core's findings on the current page (the checks of expectNoA11yViolations), one text per
 * violated rule: rule id, impact, help text and link, then each failing element with axe's
 * summary. Empty when the page passes.
 */
export async function a11yViolations(page: Page): Promise<string[]> {
  const found = noScriptContexts.has(page.context())
    ? await runAxeWithoutScripts(page)
    : await runAxe(page);
  return found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} <${v.helpUrl}>\n` +
      v.nodes
        .map(
          (n) => `    ${n.target.join(" ")}\n      ${n.failureSummary.replace(/\n/g, "\n      ")}`,
        )
        .join("\n"),
  );
}
