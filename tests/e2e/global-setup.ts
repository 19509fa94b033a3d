import { ensureBuild } from "../../scripts/build-if-stale";

/**
 * Runs once before the e2e files: makes sure the production build the tests start
 * (build/server/index.js and build/client) exists and is not older than the sources.
 * E2E_REBUILD=1 forces a fresh build.
 */
export default function setup() {
  ensureBuild("e2e", process.env.E2E_REBUILD === "1" ? "E2E_REBUILD=1" : undefined);
}
