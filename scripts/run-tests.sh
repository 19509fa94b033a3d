#!/usr/bin/env bash
# npm test: lint, typecheck, unit, integration on SQLite (and on PostgreSQL when
# TEST_DATABASE_URL is set; required when CI=true), build, end-to-end in Chromium.
# Prints one closing line "tests: N passed, N failed" summing every Vitest run.
set -euo pipefail
cd "$(dirname "$0")/.."

reports="$(mktemp -d)"
trap 'rm -rf "$reports"' EXIT
run_vitest() {
  local name="$1"; shift
  echo "==> vitest: $name"
  npx vitest run "$@" --reporter=default --reporter=json --outputFile.json="$reports/$name.json"
}

echo "==> audit"; node scripts/audit.mjs
echo "==> lint"; npm run --silent lint
echo "==> typecheck"; npm run --silent typecheck
run_vitest unit --project unit
run_vitest integration-sqlite --project integration
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  run_vitest integration-postgres --project integration-postgres
elif [ "${CI:-}" = "true" ]; then
  echo "CI=true but TEST_DATABASE_URL is not set: the PostgreSQL run is required in CI." >&2
  exit 1
else
  echo "==> integration on PostgreSQL skipped (set TEST_DATABASE_URL to run it)"
fi
echo "==> build"; npm run --silent build
run_vitest e2e --project e2e

node -e '
  const fs = require("fs"), path = require("path");
  let passed = 0, failed = 0, skipped = 0;
  for (const f of fs.readdirSync(process.argv[1])) {
    const r = JSON.parse(fs.readFileSync(path.join(process.argv[1], f), "utf8"));
    passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests + r.numTodoTests;
  }
  console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(failed ? 1 : 0);
' "$reports"
