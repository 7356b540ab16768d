#!/usr/bin/env bash
# Every check the portal has: typecheck, lint and build (at once), then the unit, integration
# (PGlite and PostgreSQL) and accessibility tests in one Vitest run, two files at a time, then
# the other browser tests in another, one file at a time, then the stress tests
# (scripts/test-stress.sh's, on the same PostgreSQL and database templates). Installs the
# Debian packages they need when missing (scripts/install-test-system-packages.sh). Ends with
# the time of each phase and the slowest files. `npm test -- FILES...` runs those files alone.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/phases.sh

trap 'end_run "npm test: phases"' EXIT

# The three static steps at once, each into its own log, shown when it fails: none reads what
# another writes, and together they take about as long as the slowest.
static_checks() {
  local pids=() names=(typecheck lint build) failed=0 name index
  for name in "${names[@]}"; do
    phase "$name" npm run --silent "$name" >"$PHASES_DIR/$name.log" 2>&1 &
    pids+=($!)
  done
  for index in "${!pids[@]}"; do
    if ! wait "${pids[$index]}"; then
      echo "npm run ${names[$index]} failed:" >&2
      cat "$PHASES_DIR/${names[$index]}.log" >&2
      failed=1
    fi
  done
  return "$failed"
}

status=0
phase "system packages" bash scripts/install-test-system-packages.sh
phase "typecheck, lint, build (at once)" static_checks
phase "PostgreSQL start" start_postgres
# The database templates are made once, by whichever Vitest run asks first (tests/support/database-templates.ts).
export ZOWII_TEST_TEMPLATES="$PHASES_DIR/templates.json"

if [ $# -gt 0 ]; then
  phase "vitest $*" npx vitest run "$@" || status=$?
else
  # The browser tests after the others: beside the integration servers on two cores, waits
  # that hold on a quiet machine ran out.
  phase "unit, integration, accessibility tests" npx vitest run --project unit --project integration --project accessibility || status=$?
  phase "browser tests" npx vitest run --project e2e || status=$?
  # Last, each file with the machine to itself, as they measure load and kills.
  phase "stress tests" npx vitest run --config vitest.stress.config.ts || status=$?
fi
exit "$status"
