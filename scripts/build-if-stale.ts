import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The production build that the e2e tests and the benchmarks start: rebuilt when it is missing,
 * older than its sources, or when `force` is set. Used by tests/e2e/global-setup.ts and
 * scripts/bench/server.ts.
 */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SERVER_ENTRY = path.join(ROOT, "build/server/index.js");
export const CLIENT_DIR = path.join(ROOT, "build/client");

/** Everything the build is made from: a change to any of these makes the build stale. */
const SOURCES = [
  "app",
  "server",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/vite-precompress.ts",
  "scripts/vite-chunks.ts",
];

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
export function buildReason(force?: string): string | null {
  if (!existsSync(SERVER_ENTRY) || !existsSync(CLIENT_DIR)) return "the build is missing";
  if (force) return force;
  const built = statSync(SERVER_ENTRY).mtimeMs;
  const changed = SOURCES.some((s) => newestMtime(path.join(ROOT, s)) > built);
  return changed ? "the sources changed since the last build" : null;
}

/** Runs `npx react-router build` with NODE_ENV=production when needed; `who` prefixes messages. */
export function ensureBuild(who: string, force?: string): void {
  const reason = buildReason(force);
  if (!reason) return;
  console.log(`${who}: building the app (${reason}): NODE_ENV=production npx react-router build`);
  // NODE_ENV must be production: vitest sets it to "test", and a build made with that bundles
  // React's development build into the client.
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.error) {
    throw new Error(`${who}: could not run "npx react-router build": ${result.error.message}`);
  }
  if (result.status !== 0) {
    throw new Error(
      `${who}: "npx react-router build" failed (exit code ${result.status ?? result.signal}); fix the build first`,
    );
  }
  if (!existsSync(SERVER_ENTRY) || !existsSync(CLIENT_DIR)) {
    throw new Error(
      `${who}: the build finished but build/server/index.js or build/client is missing`,
    );
  }
}
