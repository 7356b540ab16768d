#!/usr/bin/env bash
# The long tests: 200 connections for 60 s, repeated SIGKILLs while publishing, a long
# endpoint fuzz. Builds first and starts a throw-away PostgreSQL, as scripts/test.sh does.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-test-system-packages.sh
npm run build

eval "$(bash scripts/start-test-postgres.sh)"
trap 'bash scripts/stop-test-postgres.sh' EXIT
export TEST_DATABASE_URL TEST_POSTGRES_DIR

npx vitest run --config vitest.stress.config.ts "$@"
