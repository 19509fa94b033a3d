import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import {
  CHROMIUM_ARGS,
  ROOT,
  startApp,
  type RunningApp,
  type StartAppOptions,
} from "../../tests/e2e/harness";
import { CLIENT_DIR, SERVER_ENTRY, ensureBuild as buildIfStale } from "../build-if-stale";

/**
 * The app under benchmark: the production build (rebuilt when missing or older than its
 * sources), started exactly like the e2e tests start it (tests/e2e/harness.ts startApp(): a free
 * port on 127.0.0.1, a fresh DATA_DIR and database, a random AUTH_SECRET, NODE_ENV=production,
 * `node server.js`).
 */

export { ROOT, type RunningApp };

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The flags every Chromium started by the benchmarks gets (the same as the e2e tests'). */
export const CHROMIUM_FLAGS: readonly string[] = CHROMIUM_ARGS;

/** Runs `npx react-router build` (NODE_ENV=production) when the build is missing or stale. */
export function ensureBuild(): void {
  buildIfStale("bench", process.env.BENCH_REBUILD === "1" ? "BENCH_REBUILD=1" : undefined);
}

/**
 * A fingerprint of the build on disk (server bundle time, client asset names). Others may rebuild
 * the app while a benchmark runs (the e2e tests' global setup does when sources changed); the
 * running server then answers 404 for the old asset names and every figure after that is wrong.
 */
export function buildSignature(): string {
  const assets = path.join(CLIENT_DIR, "assets");
  const names = existsSync(assets) ? readdirSync(assets).sort().join(",") : "";
  const time = existsSync(SERVER_ENTRY) ? statSync(SERVER_ENTRY).mtimeMs : 0;
  return `${time}:${names}`;
}

/** A check that throws once the build differs from the one the server started with. */
export function buildGuard(): () => void {
  const initial = buildSignature();
  return () => {
    if (buildSignature() !== initial) {
      throw new Error(
        "bench: the build under build/ changed while the benchmark ran (something rebuilt the app, " +
          "e.g. an e2e test run); the running server now serves missing assets. Run the benchmark again.",
      );
    }
  };
}

/**
 * Builds if needed and starts the production app; call stop() on the result when done.
 * `options.env` adds or overrides server environment variables (e.g. DATABASE_URL for a
 * PostgreSQL database instead of the fresh SQLite file).
 */
export async function startBenchApp(options: StartAppOptions = {}): Promise<RunningApp> {
  ensureBuild();
  return startApp(options);
}
