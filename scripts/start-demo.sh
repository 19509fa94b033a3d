#!/usr/bin/env bash
# Quick start (README "Quick start", decision 078): installs Node 24 (if needed) and the
# dependencies, builds the app, prepares the SQLite database under data/ with demo data, and
# serves it. One line a step; the steps' full output is in data/start-demo.log, the server's in
# data/server.log. It ends with the address and the demo sign-ins.
#   PORT=8080 bash scripts/start-demo.sh      another port (default 3000)
#   HOST=0.0.0.0 bash scripts/start-demo.sh   reachable from phones on the same Wi-Fi too
# Mail is written as .eml files to data/mail/. Stop with Ctrl+C.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup-node.sh

mkdir -p data
log=data/start-demo.log
: >"$log"

# step LABEL COMMAND...: the command's output goes to the log; on failure its end is shown.
step() {
  local label="$1" began=$SECONDS
  shift
  printf '==> %s... ' "$label"
  if "$@" >>"$log" 2>&1; then
    echo "done ($((SECONDS - began)) s)"
  else
    local status=$?
    echo "failed"
    echo "---- the end of $log ----"
    tail -n 30 "$log"
    exit "$status"
  fi
}

step "installing the dependencies (npm ci)" npm ci --no-audit --no-fund --prefer-offline
step "building the app" npm run --silent build

if [ -z "${AUTH_SECRET:-}" ]; then
  [ -f data/.demo-secret ] || node -e 'process.stdout.write(require("crypto").randomBytes(32).toString("hex"))' >data/.demo-secret
  AUTH_SECRET="$(cat data/.demo-secret)"
  export AUTH_SECRET
fi
export NODE_ENV=production
export PORT="${PORT:-3000}"
export HOST="${HOST:-127.0.0.1}"
# Served on every interface: the address phones on the same network use (this machine's first
# non-internal IPv4 address), which is then the app's own address too (links, sign-in checks).
lan=""
if [ "$HOST" = "0.0.0.0" ]; then
  lan="$(node -e 'const a = Object.values(require("os").networkInterfaces()).flat().find((i) => i.family === "IPv4" && !i.internal); process.stdout.write(a ? a.address : "")')"
fi
if [ -n "$lan" ]; then
  export APP_URL="${APP_URL:-http://$lan:$PORT}"
else
  export APP_URL="${APP_URL:-http://localhost:$PORT}"
fi

step "preparing the database and the demo data" npm run --silent db:seed

printf '==> starting the server... '
MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}" node --max-semi-space-size=8 --max-old-space-size=160 server.js >data/server.log 2>&1 &
server=$!
trap 'kill -TERM "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; exit 0' INT TERM
until grep -q '"listening on' data/server.log; do
  if ! kill -0 "$server" 2>/dev/null; then
    echo "failed"
    echo "---- the end of data/server.log ----"
    tail -n 20 data/server.log
    if grep -q EADDRINUSE data/server.log; then
      echo "Port $PORT is taken: choose another, e.g. PORT=3001 bash scripts/start-demo.sh"
    fi
    exit 1
  fi
  sleep 0.2
done
echo "done"

echo
echo "Ready in $((SECONDS / 60)) min $((SECONDS % 60)) s. E-mails are written to data/mail/, the server's log to"
echo "data/server.log. Plain http is fine for a demo on this machine or the shop's Wi-Fi; a shop"
echo "online needs https (docs/operations.md). Stop with Ctrl+C."
echo
if [ -n "$lan" ]; then
  echo "Open $APP_URL (on this machine, and on phones on the same Wi-Fi)"
else
  echo "Open $APP_URL"
fi
echo "Sign in with:"
sed -n '/Sign in with:/,$p' "$log" | grep -E '^  (admin|staff|customer) '

status=0
wait "$server" || status=$?
echo "The server stopped (exit $status); the end of data/server.log:"
tail -n 20 data/server.log
exit "$status"
