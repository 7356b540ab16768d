#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server on 127.0.0.1 in a temporary directory.
# Prints `export TEST_DATABASE_URL=... TEST_POSTGRES_DIR=...` for the caller to eval;
# scripts/stop-test-postgres.sh removes it.
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
dir=$(mktemp -d /tmp/zowii-postgres.XXXXXX)
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')

# PostgreSQL refuses to run as root; the Debian package's postgres user runs it then.
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres:postgres "$dir"
  as_owner=(runuser -u postgres --)
fi

"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U zowii -A trust --no-sync >"$dir/initdb.log" 2>&1 \
  || { cat "$dir/initdb.log" >&2; exit 1; }
# In its configuration, so that `pg_ctl start` brings it back the same after a stop.
cat >>"$dir/data/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$dir'
fsync = off
synchronous_commit = off
full_page_writes = off
CONF
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start >/dev/null \
  || { cat "$dir/server.log" >&2; exit 1; }

echo "export TEST_DATABASE_URL=postgres://zowii@127.0.0.1:$port/postgres TEST_POSTGRES_DIR=$dir"
