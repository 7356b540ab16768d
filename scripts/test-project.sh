#!/usr/bin/env bash
# One test project, for the loop of a change: `npm run test:unit`, `npm run test:integration`,
# `npm run test:e2e` (the browser tests, accessibility's among them; FILES... narrows it). The last two build first when a source is newer
# than the build, and start a throw-away PostgreSQL as scripts/test.sh does.
set -euo pipefail
cd "$(dirname "$0")/.."
project=$1
shift
if [ "$project" = unit ]; then exec npx vitest run --project unit "$@"; fi

node scripts/lib/build-if-stale.mjs
work=$(mktemp -d /tmp/zowii-test-project.XXXXXX)
cleanup() {
  if [ -n "${TEST_POSTGRES_DIR:-}" ]; then bash scripts/stop-test-postgres.sh; fi
  rm -rf "$work"
}
trap cleanup EXIT
exports=$(bash scripts/start-test-postgres.sh)
eval "$exports"
export TEST_DATABASE_URL TEST_POSTGRES_DIR ZOWII_TEST_TEMPLATES="$work/templates.json"
if [ "$project" = e2e ]; then projects=(--project e2e --project accessibility); else projects=(--project "$project"); fi
npx vitest run "${projects[@]}" "$@"
