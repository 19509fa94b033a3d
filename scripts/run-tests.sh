#!/usr/bin/env bash
# npm test: audit, lint, dead code (knip: unused files and exports, knip.json), the repeat gate
# (clones: jscpd, decision 090), typecheck, unit,
# integration on SQLite (and on PostgreSQL when TEST_DATABASE_URL is set; required when CI=true),
# build, end-to-end in Chromium.
# A failing stage does not stop the later ones (except the build: no e2e without it). The last
# line is always "tests: N passed, N failed, N skipped" over every Vitest run, a failed stage
# without failed tests counting as one failure and named on the line before
# (scripts/test-summary.mjs); the exit code is non-zero when anything failed.
# TEST_STAGES=lint,unit runs only the stages named (audit, lint, deadcode, clones, typecheck, unit,
# integration-sqlite, integration-postgres, build, e2e).
set -uo pipefail
cd "$(dirname "$0")/.."

reports="$(mktemp -d)"
trap 'rm -rf "$reports"' EXIT

wanted() { [ -z "${TEST_STAGES:-}" ] || [[ ",$TEST_STAGES," == *",$1,"* ]]; }

# stage NAME COMMAND...: runs the command and records its exit code.
stage() {
  local name="$1" rc=0
  shift
  wanted "$name" || return 0
  echo "==> $name"
  "$@" || rc=$?
  echo "$rc" >"$reports/$name.rc"
  return "$rc"
}

run_vitest() {
  local name="$1"
  shift
  stage "$name" npx vitest run "$@" --reporter=default --reporter=json \
    --outputFile.json="$reports/$name.json"
}

stage audit node scripts/audit.mjs
stage lint npm run --silent lint
stage deadcode npm run --silent deadcode
stage clones npm run --silent clones
stage typecheck npm run --silent typecheck
run_vitest unit --project unit
run_vitest integration-sqlite --project integration
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  run_vitest integration-postgres --project integration-postgres
elif [ "${CI:-}" = "true" ] && wanted integration-postgres; then
  echo "CI=true but TEST_DATABASE_URL is not set: the PostgreSQL run is required in CI." >&2
  echo skipped >"$reports/integration-postgres.rc"
else
  echo "==> integration on PostgreSQL skipped (set TEST_DATABASE_URL to run it)"
fi
if stage build npm run --silent build; then
  run_vitest e2e --project e2e
elif wanted e2e; then
  echo "==> e2e not run: the build failed" >&2
  echo skipped >"$reports/e2e.rc"
fi

node scripts/test-summary.mjs "$reports"
