# Timing of the test commands' phases, shared by scripts/test.sh and scripts/test-stress.sh.
# `phase NAME COMMAND...` runs the command and records how long it took; `print_phases`
# prints them as a table, with the Vitest runs' own figures (tests/support/summary-reporter.ts).

PHASES_DIR=${PHASES_DIR:-$(mktemp -d /tmp/zowii-phases.XXXXXX)}
export ZOWII_TEST_PHASES="$PHASES_DIR/vitest.jsonl"
: >"$PHASES_DIR/phases.tsv"

now() { date +%s.%N; }

record_phase() { # NAME START END STATUS
  printf '%s\t%s\t%s\n' "$1" "$(awk -v a="$2" -v b="$3" 'BEGIN { printf "%.1f", b - a }')" "$4" >>"$PHASES_DIR/phases.tsv"
}

phase() {
  local name=$1 start status=0
  shift
  start=$(now)
  "$@" || status=$?
  record_phase "$name" "$start" "$(now)" "$status"
  return "$status"
}

print_phases() { # TITLE
  echo
  echo "$1 (seconds, wall clock):"
  awk -F'\t' '{ printf "  %-44s %8s%s\n", $1, $2, ($3 == "0" ? "" : "  (failed: exit " $3 ")") }' "$PHASES_DIR/phases.tsv"
  if [ -s "$ZOWII_TEST_PHASES" ]; then
    node scripts/lib/print-vitest-phases.mjs "$ZOWII_TEST_PHASES"
  fi
}

# A throw-away PostgreSQL for the run (scripts/start-test-postgres.sh), in this shell's environment.
start_postgres() {
  local exports
  exports=$(bash scripts/start-test-postgres.sh) || return 1
  eval "$exports"
  export TEST_DATABASE_URL TEST_POSTGRES_DIR
}

# At the run's end, passed or failed: its phases, then PostgreSQL and the run's files go.
end_run() { # TITLE
  print_phases "$1"
  if [ -n "${TEST_POSTGRES_DIR:-}" ]; then bash scripts/stop-test-postgres.sh; fi
  rm -rf "$PHASES_DIR"
}
