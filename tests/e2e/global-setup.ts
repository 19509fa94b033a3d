import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Runs once before the e2e files: makes sure the production build the tests start
 * (build/server/index.js and build/client) exists and is not older than the sources.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const serverEntry = path.join(root, "build/server/index.js");
const clientDir = path.join(root, "build/client");

/** Everything the build is made from: a change to any of these makes the build stale. */
const sources = ["app", "server", "public", "vite.config.ts", "react-router.config.ts"];

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

function buildReason(): string | null {
  if (!existsSync(serverEntry) || !existsSync(clientDir)) return "the build is missing";
  if (process.env.E2E_REBUILD === "1") return "E2E_REBUILD=1";
  const built = statSync(serverEntry).mtimeMs;
  const changed = sources.some((s) => newestMtime(path.join(root, s)) > built);
  return changed ? "the sources changed since the last build" : null;
}

export default function setup() {
  const reason = buildReason();
  if (!reason) return;
  console.log(`e2e: building the app (${reason}): npx react-router build`);
  // NODE_ENV must be production: vitest sets it to "test", and a build made with that bundles
  // React's development build into the client.
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.error) {
    throw new Error(`e2e: could not run "npx react-router build": ${result.error.message}`);
  }
  if (result.status !== 0) {
    throw new Error(
      `e2e: "npx react-router build" failed (exit code ${result.status ?? result.signal}); fix the build first`,
    );
  }
  if (!existsSync(serverEntry) || !existsSync(clientDir)) {
    throw new Error("e2e: the build finished but build/server/index.js or build/client is missing");
  }
}
