#!/usr/bin/env bash
# Installs everything the tests need on a fresh machine, then runs `npm test`:
# Node 24 (into ./.node when the machine's Node is older), Debian's Chromium (when root),
# the npm dependencies (npm ci), and a PostgreSQL test database URL when a server answers.
# Like npm test, it always ends with the line "tests: N passed, N failed, N skipped": when a
# setup step fails, the EXIT trap names it and counts it as one failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step="Node setup"
trap 'rc=$?; if [ "$step" != "done" ]; then
  echo "==> scripts/test.sh failed during: $step (exit $rc)" >&2
  echo "failed stages: $step"
  echo "tests: 0 passed, 1 failed, 0 skipped"
  exit 1
fi' EXIT

source scripts/setup-node.sh
node scripts/check-node.cjs

step="Chromium"
if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "==> installing Chromium for the browser tests"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The browser tests need Chromium at /usr/bin/chromium (Debian/Ubuntu: apt-get install chromium)." >&2
    exit 1
  fi
fi

step="Java"
if ! command -v java >/dev/null; then
  # The HTML validity test runs the Nu Html Checker (vnu-jar), which needs a Java runtime.
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "==> installing a Java runtime for the HTML validator"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  else
    echo "The HTML validity test needs Java (Debian/Ubuntu: apt-get install default-jre-headless)." >&2
    exit 1
  fi
fi

step="npm ci"
echo "==> npm ci"
npm ci --no-audit --no-fund

step="PostgreSQL check"
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
pg_ready() { node -e '
  const c = new (require("pg").Client)({ connectionString: process.env.TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  c.connect().then(() => c.end()).then(() => process.exit(0), () => process.exit(1));'; }
if ! pg_ready; then
  # A local cluster that is installed but stopped: start it (Debian's tooling).
  if command -v pg_ctlcluster >/dev/null && [ -d /etc/postgresql ]; then
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start >/dev/null 2>&1 || true
    sleep 2
  fi
fi
if pg_ready; then
  echo "==> PostgreSQL reachable: the integration suite runs on SQLite and on PostgreSQL"
elif [ "${CI:-}" = "true" ]; then
  echo "PostgreSQL is expected in CI but $TEST_DATABASE_URL is unreachable." >&2
  exit 1
else
  echo "==> PostgreSQL not reachable at $TEST_DATABASE_URL: only SQLite will be tested"
  unset TEST_DATABASE_URL
fi

# What `npm test` runs (its Node check is done above); it prints its own closing line.
step="done"
exec bash scripts/run-tests.sh
