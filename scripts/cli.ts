import { existsSync } from "node:fs";
import { parseArgs } from "node:util";

/** Loads .env (when present) before any module reads the environment. */
export function loadDotEnv() {
  if (existsSync(".env")) process.loadEnvFile(".env");
}

export { parseArgs };

/** Runs a CLI body, printing a clean message (no stack) for expected failures. */
export async function runCli(main: () => Promise<void>) {
  try {
    await main();
  } catch (error) {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    const { closeDb } = await import("../app/platform/db/db.server");
    await closeDb();
  }
}
