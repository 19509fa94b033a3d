import type { Browser, BrowserContextOptions } from "playwright-core";
import { afterAll } from "vitest";
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

type PageOptions = BrowserContextOptions & { showOffer?: boolean };
type UserOverrides = { email?: string; name?: string; password?: string };

export type SignedInPage = TestPage & { user: TestUser & { cookie: SessionCookie } };

type OpenApp = {
  app: RunningApp;
  browser: Browser;
  /** A new page of the app (relative URLs work) signed in as a new user with `role`. */
  pageAs(role: Role, user?: UserOverrides, page?: PageOptions): Promise<SignedInPage>;
  /** A new page of the app for a visitor (nobody signed in). */
  newVisitorPage(page?: PageOptions): Promise<TestPage>;
  /** The record factories (app/factories.server.ts), writing into the app's database. */
  factories: typeof appFactories;
};

/**
 * The e2e set-up in one call, at the top of a test file (`const { app, browser } = await
 * openApp()`): the built app on a free port with its own data directory and database (see
 * startApp), Chromium, pages signed in as a role, and the record factories; the browser and the
 * app are stopped after the file's tests (or, should they not run, when the process exits).
 */
export async function openApp(opts: StartAppOptions = {}): Promise<OpenApp> {
  const [started, launched] = await Promise.allSettled([startApp(opts), launchBrowser()]);
  if (started.status === "rejected" || launched.status === "rejected") {
    if (started.status === "fulfilled") await started.value.stop();
    if (launched.status === "fulfilled") await launched.value.close();
    throw started.status === "rejected"
      ? started.reason
      : (launched as PromiseRejectedResult).reason;
  }
  const app = started.value;
  const browser = launched.value;
  const killOnExit = () => {
    try {
      process.kill(app.pid, "SIGKILL");
    } catch {
      // already stopped
    }
  };
  process.once("exit", killOnExit);
  afterAll(async () => {
    process.off("exit", killOnExit);
    await browser.close();
    await app.stop();
  });
  const newVisitorPage = (page: PageOptions = {}) =>
    newPage(browser, { baseURL: app.baseUrl, ...page });
  return {
    app,
    browser,
    newVisitorPage,
    async pageAs(role, user = {}, page = {}) {
      const t = await newVisitorPage(page);
      return { ...t, user: await loginAs(t.context, role, user) };
    },
    factories: appFactories,
  };
}
