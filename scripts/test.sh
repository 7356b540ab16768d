#!/usr/bin/env bash
# Every check the portal has: typecheck, lint, build, then unit, integration (PGlite and
# PostgreSQL) and browser tests. Installs the Debian packages they need when missing
# (scripts/install-test-system-packages.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-test-system-packages.sh
npm run typecheck
npm run lint
npm run build

eval "$(bash scripts/start-test-postgres.sh)"
trap 'bash scripts/stop-test-postgres.sh' EXIT
export TEST_DATABASE_URL TEST_POSTGRES_DIR

npx vitest run "$@"
