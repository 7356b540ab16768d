#!/usr/bin/env bash
# The stress tests: 200 connections at once, repeated SIGKILLs while publishing, one of two
# instances killed behind nginx, a long endpoint fuzz; each at the shortest run that still
# shows its claim (STRESS_LONG=1 for the long runs of docs/reliability.md). Builds first when a
# source is newer than the build (after `npm test`, as in .ci/run, the build is current), starts
# a throw-away PostgreSQL, as scripts/test.sh does, and ends with each file's time.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/phases.sh

trap 'end_run "npm run test:stress: phases"' EXIT

status=0
phase "system packages" bash scripts/install-test-system-packages.sh
phase "build (when stale)" node scripts/lib/build-if-stale.mjs
phase "PostgreSQL start" start_postgres
export ZOWII_TEST_TEMPLATES="$PHASES_DIR/templates.json"
phase "stress tests" npx vitest run --config vitest.stress.config.ts "$@" || status=$?
exit "$status"
