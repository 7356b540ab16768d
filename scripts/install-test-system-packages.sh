#!/usr/bin/env bash
# Installs the Debian packages the tests need (Chromium, PostgreSQL) when they are missing.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || missing+=(postgresql)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "The tests need: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing ${missing[*]}..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
