import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { CHROMIUM_ARGS, ROOT, startApp, type RunningApp } from "../../tests/e2e/harness";

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

const SERVER_ENTRY = path.join(ROOT, "build/server/index.js");
const CLIENT_DIR = path.join(ROOT, "build/client");
/** Everything the build is made from: a change to any of these makes the build stale. */
const SOURCES = ["app", "server", "public", "vite.config.ts", "react-router.config.ts"];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Why the app must be built first, or null when the build is up to date. */
export function buildReason(): string | null {
  if (!existsSync(SERVER_ENTRY) || !existsSync(CLIENT_DIR)) return "the build is missing";
  if (process.env.BENCH_REBUILD === "1") return "BENCH_REBUILD=1";
  const built = statSync(SERVER_ENTRY).mtimeMs;
  const changed = SOURCES.some((s) => newestMtime(path.join(ROOT, s)) > built);
  return changed ? "the sources changed since the last build" : null;
}

/** Runs `npx react-router build` (NODE_ENV=production) when the build is missing or stale. */
export function ensureBuild(): void {
  const reason = buildReason();
  if (!reason) return;
  console.log(`bench: building the app (${reason}): NODE_ENV=production npx react-router build`);
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: ROOT,
    stdio: "inherit",
    // NODE_ENV must be production, or the client gets React's development build.
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.error) {
    throw new Error(`bench: could not run "npx react-router build": ${result.error.message}`);
  }
  if (result.status !== 0) {
    throw new Error(
      `bench: "npx react-router build" failed (exit code ${result.status ?? result.signal}); fix the build first`,
    );
  }
  if (!existsSync(SERVER_ENTRY) || !existsSync(CLIENT_DIR)) {
    throw new Error(
      "bench: the build finished but build/server/index.js or build/client is missing",
    );
  }
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

/** Builds if needed and starts the production app; call stop() on the result when done. */
export async function startBenchApp(): Promise<RunningApp> {
  ensureBuild();
  return startApp();
}
