#!/usr/bin/env bash
# Quick start: installs Node 24 (if needed) and the dependencies, builds the app, prepares the
# SQLite database under data/ with demo data, and serves it at http://localhost:3000.
# Mail is written as .eml files to data/mail/. Stop with Ctrl+C.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup-node.sh

echo "==> npm ci"; npm ci --no-audit --no-fund
echo "==> build"; npm run --silent build

mkdir -p data
if [ -z "${AUTH_SECRET:-}" ]; then
  [ -f data/.demo-secret ] || node -e 'process.stdout.write(require("crypto").randomBytes(32).toString("hex"))' > data/.demo-secret
  AUTH_SECRET="$(cat data/.demo-secret)"
  export AUTH_SECRET
fi
export NODE_ENV=production
export PORT="${PORT:-3000}"
export APP_URL="${APP_URL:-http://localhost:$PORT}"

echo "==> database and demo data"; npm run --silent db:seed
echo "==> open $APP_URL  (demo logins above; e-mails are written to data/mail/)"
exec node --max-semi-space-size=8 --max-old-space-size=160 server.js
