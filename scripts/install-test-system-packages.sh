#!/usr/bin/env bash
# Installs the Debian packages the tests need (Chromium, PostgreSQL and its client programs,
# nginx with its brotli static module, systemd-analyze for the deployment's units) when they
# are missing.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || missing+=(postgresql)
# pg_dump and pg_restore, for npm run backup and restore (postgresql depends on them today).
[ -x /usr/bin/pg_dump ] && [ -x /usr/bin/pg_restore ] || missing+=(postgresql-client)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
[ -x /usr/bin/systemd-analyze ] || missing+=(systemd)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "The tests need: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing ${missing[*]}..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
