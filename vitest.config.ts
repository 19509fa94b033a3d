import { defineConfig } from "vitest/config";

/**
 * Three kinds of tests (npm test runs them all, see scripts/run-tests.sh):
 * - unit: pure functions, no database;
 * - integration: loaders, actions, guards, the outbox, against a real database — a fresh migrated
 *   SQLite file per test file, and the same files again on PostgreSQL when TEST_DATABASE_URL is set;
 * - e2e: the built app in Debian's Chromium through playwright-core, with axe-core checks.
 */
const integration = (name: string, dialect: "sqlite" | "postgres") => ({
  extends: true as const,
  test: {
    name,
    include: ["tests/integration/**/*.test.ts"],
    globalSetup: ["tests/integration/global-setup.ts"],
    setupFiles: ["tests/integration/setup.ts"],
    env: { TEST_DIALECT: dialect },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "app/**/*.test.ts", "app/**/*.test.tsx"],
        },
      },
      integration("integration", "sqlite"),
      integration("integration-postgres", "postgres"),
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
