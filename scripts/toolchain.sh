#!/usr/bin/env bash
# scripts/toolchain.sh <npm script> [args…]: the README's two commands on any machine with npm.
# Brings what the project needs when it is missing, then runs `npm run <script>`:
#   - Node 24: the `node` on PATH if it is 24, else node@24 from the npm registry in .tools/node24;
#   - Chromium for the browser tests, redis-server for the Redis-backed tests, and Varnish with
#     varnish-modules (xkey) for the HTTP cache in front (`npm run edge`, its servers test and the
#     bench's edge row), from Debian's packages (apt-get, as root);
#   - node_modules: `npm ci` when it is missing or older than package-lock.json.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$#" -eq 0 ]; then
  echo "usage: scripts/toolchain.sh <npm script> [args…]   e.g. scripts/toolchain.sh test" >&2
  exit 2
fi

say() { echo "toolchain: $*"; }

export SCARF_ANALYTICS=false PACT_DO_NOT_TRACK=true PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

# Node 24 -------------------------------------------------------------------------------------
node_prefix="$PWD/.tools/node24"
if ! node --version 2>/dev/null | grep -q '^v24\.'; then
  if ! "$node_prefix/node_modules/.bin/node" --version 2>/dev/null | grep -q '^v24\.'; then
    if ! command -v npm >/dev/null; then
      say "no npm on PATH to fetch Node 24 with; install Node.js (any version with npm) first" >&2
      exit 1
    fi
    say "installing Node 24 from the npm registry into $node_prefix"
    npm install --prefix "$node_prefix" --no-save --no-audit --no-fund --loglevel=error node@24
  fi
  export PATH="$node_prefix/node_modules/.bin:$PATH"
fi
say "node $(node --version), npm $(npm --version)"

# Debian packages -----------------------------------------------------------------------------
apt_updated=
apt_install() {
  if [ "$(id -u)" -ne 0 ]; then
    say "$1 is missing and only root can install it: apt-get install -y $2" >&2
    exit 1
  fi
  if [ -z "$apt_updated" ]; then
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    apt_updated=1
  fi
  say "installing $2 from Debian's packages"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >/dev/null
}

if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ ! -x "$CHROMIUM_PATH" ]; then
    say "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable; unset it to use Debian's chromium" >&2
    exit 1
  fi
else
  export CHROMIUM_PATH=/usr/bin/chromium
  if [ ! -x "$CHROMIUM_PATH" ]; then
    apt_install "Chromium ($CHROMIUM_PATH)" chromium
  fi
fi
if ! command -v redis-server >/dev/null; then
  apt_install redis-server redis-server
fi
if ! command -v varnishd >/dev/null; then
  apt_install varnishd varnish
fi
# xkey, the tag purge edge/storefront.vcl imports, is in varnish-modules
if [ -z "$(find /usr/lib -path '*varnish/vmods/libvmod_xkey.so' -print -quit 2>/dev/null)" ]; then
  apt_install "Varnish's xkey module" varnish-modules
fi

# Dependencies --------------------------------------------------------------------------------
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing dependencies (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
fi

exec npm run "$@"
