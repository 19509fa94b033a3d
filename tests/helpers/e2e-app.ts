import type { Browser, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import type { PgDatabase } from "../e2e/cluster";
import {
  appFactories,
  launchBrowser,
  loginAs,
  newPage,
  startApp,
  type Role,
  type RunningApp,
  type StartAppOptions,
  type TestPage,
  type TestUser,
  type SessionCookie,
} from "../e2e/harness";
import { startSmtp, type Mail, type Smtp } from "../e2e/mail";

type PageOptions = BrowserContextOptions & { showOffer?: boolean };
type UserOverrides = { email?: string; name?: string; password?: string };

export type SignedInPage = TestPage & { user: TestUser & { cookie: SessionCookie } };

type OpenAppOptions = StartAppOptions & {
  /** false: no Chromium, for a file that only speaks HTTP (`browser` then throws). */
  browser?: boolean;
  /**
   * true: a test SMTP server (tests/e2e/mail.ts) that keeps every message; the app sends its
   * mail there (SMTP_URL). Without it, mail goes to files in the app's data directory.
   */
  smtp?: boolean;
  /**
   * The app's database is a new PostgreSQL database named after this label (tests/e2e/cluster.ts,
   * createPgDatabase), dropped after the app stops. Without it: SQLite in the data directory.
   */
  pg?: string;
};

type OpenApp = {
  app: RunningApp;
  /** Chromium (throws under `{ browser: false }`). */
  browser: Browser;
  /** The test SMTP server and the messages it received (throws without `{ smtp: true }`). */
  smtp: Smtp;
  /** A new page of the app (relative URLs work) signed in as a new user with `role`. */
  pageAs(role: Role, user?: UserOverrides, page?: PageOptions): Promise<SignedInPage>;
  /** A new page of the app for a visitor (nobody signed in). */
  newVisitorPage(page?: PageOptions): Promise<TestPage>;
  /**
   * The first message `match` accepts (the outbox sends every few seconds); fails after
   * `timeoutMs` with `what`, the messages received and the server's logs.
   */
  waitForMail(match: (mail: Mail) => boolean, what: string, timeoutMs?: number): Promise<Mail>;
  /** The record factories (app/factories.server.ts), writing into the app's database. */
  factories: typeof appFactories;
  /** The PostgreSQL database's URL under `{ pg }` (for a write by another connection); else undefined. */
  readonly databaseUrl: string | undefined;
};

type Opened = { opened: OpenApp; close(): Promise<void> };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function missing(name: string, option: string): never {
  throw new Error(`openApp: no ${name} (${option})`);
}

/** Stops what was started, last started first (the browser, the app, then SMTP and PostgreSQL). */
async function closeAll(closers: (() => Promise<unknown>)[]) {
  for (const close of closers.reverse()) await close();
}

/** Starts what `opts` asks for: SMTP and PostgreSQL first (the app's settings), then both. */
async function start(opts: OpenAppOptions): Promise<Opened> {
  const { browser: wantBrowser = true, smtp: wantSmtp = false, pg: pgLabel, env, ...rest } = opts;
  const closers: (() => Promise<unknown>)[] = [];
  try {
    const [smtp, pg] = await Promise.all([
      wantSmtp ? startSmtp() : undefined,
      pgLabel ? import("../e2e/cluster").then((c) => c.createPgDatabase(pgLabel)) : undefined,
    ]);
    if (pg) closers.push(() => pg.drop());
    if (smtp) closers.push(() => smtp.close());
    const started = await startBoth(closers, wantBrowser, {
      ...rest,
      env: {
        ...(smtp ? { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } : {}),
        ...(pg ? { DATABASE_URL: pg.url } : {}),
        ...env,
      },
    });
    return {
      opened: handle(started.app, started.browser, smtp, pg),
      close: () => closeAll(closers),
    };
  } catch (error) {
    await closeAll(closers);
    throw error;
  }
}

/** The app and Chromium, side by side; each registered in `closers` once started. */
async function startBoth(
  closers: (() => Promise<unknown>)[],
  wantBrowser: boolean,
  opts: StartAppOptions,
): Promise<{ app: RunningApp; browser: Browser | undefined }> {
  const [started, launched] = await Promise.allSettled([
    startApp(opts),
    wantBrowser ? launchBrowser() : Promise.resolve(undefined),
  ]);
  if (started.status === "fulfilled") {
    const app = started.value;
    const killOnExit = () => {
      try {
        process.kill(app.pid, "SIGKILL");
      } catch {
        // already stopped
      }
    };
    process.once("exit", killOnExit);
    closers.push(async () => {
      process.off("exit", killOnExit);
      await app.stop();
    });
  }
  if (launched.status === "fulfilled" && launched.value) {
    const browser = launched.value;
    closers.push(() => browser.close());
  }
  if (started.status === "rejected") throw started.reason;
  if (launched.status === "rejected") throw launched.reason;
  return { app: started.value, browser: launched.value };
}

function handle(
  app: RunningApp,
  browser: Browser | undefined,
  smtp: Smtp | undefined,
  pg: PgDatabase | undefined,
): OpenApp {
  const newVisitorPage = (page: PageOptions = {}) =>
    newPage(browser ?? missing("browser", "openApp({ browser: false })"), {
      baseURL: app.baseUrl,
      ...page,
    });
  return {
    app,
    databaseUrl: pg?.url,
    get browser() {
      return browser ?? missing("browser", "openApp({ browser: false })");
    },
    get smtp() {
      return smtp ?? missing("SMTP server", "ask for it: openApp({ smtp: true })");
    },
    newVisitorPage,
    async pageAs(role, user = {}, page = {}) {
      const t = await newVisitorPage(page);
      return { ...t, user: await loginAs(t.context, role, user) };
    },
    async waitForMail(match, what, timeoutMs = 20_000) {
      const messages = smtp?.messages ?? missing("SMTP server", "openApp({ smtp: true })");
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        if (Date.now() > deadline) {
          const seen = messages.map(
            (msg) => `${msg.to.join(",")}: ${/^subject:.*$/im.exec(msg.headers)?.[0]}`,
          );
          throw new Error(
            `no e-mail ${what} within ${timeoutMs} ms; received: ${JSON.stringify(seen)}\n` +
              `server logs:\n${app.logs()}${pg ? ` (database ${pg.name})` : ""}`,
          );
        }
        await sleep(100);
      }
    },
    factories: appFactories,
  };
}

/**
 * The e2e set-up in one call, at the top of a test file (`const { app, browser } = await
 * openApp()`): the built app on a free port with its own data directory and database (see
 * startApp), Chromium, pages signed in as a role, the record factories, and what `opts` asks for
 * (no browser, a test SMTP server, a PostgreSQL database); everything is stopped after the
 * file's tests (the server is killed should the process exit first).
 */
export async function openApp(opts: OpenAppOptions = {}): Promise<OpenApp> {
  const { opened, close } = await start(opts);
  afterAll(close);
  return opened;
}

/**
 * A stand-in for an object made later: each property read goes to `get()`'s object (methods
 * bound to it), so a suite can name the app before its beforeAll has started it.
 */
function lateBound<T extends object>(get: () => T): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = get();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function"
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
    has: (_, key) => Reflect.has(get(), key),
  });
}

/**
 * openApp for a suite that a describe() holds (a `*.suite.ts` run once on SQLite and once on
 * PostgreSQL, skipped when PostgreSQL is unavailable): called in the describe's body, it starts
 * everything in the suite's beforeAll and stops it in its afterAll, so a skipped suite starts
 * nothing. `app`, `browser` and `smtp` stand in for the real ones from the beforeAll on.
 */
export function openAppForSuite(opts: OpenAppOptions = {}): OpenApp {
  let started: Opened | undefined;
  beforeAll(async () => {
    started = await start(opts);
  });
  afterAll(async () => {
    await started?.close();
  });
  const now = () =>
    started?.opened ?? missing("app yet", "openAppForSuite starts it in the suite's beforeAll");
  return {
    app: lateBound(() => now().app),
    browser: lateBound(() => now().browser),
    smtp: lateBound(() => now().smtp),
    pageAs: (...args) => now().pageAs(...args),
    newVisitorPage: (...args) => now().newVisitorPage(...args),
    waitForMail: (...args) => now().waitForMail(...args),
    factories: appFactories,
    get databaseUrl() {
      return now().databaseUrl;
    },
  };
}
