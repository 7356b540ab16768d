#!/usr/bin/env bash
# Stops and removes the server that start-test-postgres.sh started.
set -uo pipefail
dir=${TEST_POSTGRES_DIR:-}
[ -n "$dir" ] && [ -d "$dir/data" ] || exit 0
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
as_owner=()
[ "$(id -u)" -eq 0 ] && as_owner=(runuser -u postgres --)
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1
rm -rf "$dir"
