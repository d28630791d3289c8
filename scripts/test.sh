#!/usr/bin/env bash
# `npm test`: every check, in two sections, stopping after the first that fails:
#   1. unit and server tests (Vitest, on PGlite; both cores), and beside them, at low priority,
#      the production build the end-to-end tests use, then typecheck
#   2. end-to-end (Playwright, Chromium), and beside it two chains: the server tests whose outcome
#      depends on the engine on a real PostgreSQL server (scripts/ensure-postgres.sh installs and
#      starts it; server/test-support/engine-dependent-tests.ts lists the files); and lint (the
#      code, then the OpenAPI document).
# Each section prints its time and how busy the cores were ("CPU busy N %").
# For a quick check before that, `npm run typecheck` and `npm run lint` run alone.
# The last line is always "N passed, N failed" (tests from Vitest, Playwright and the PostgreSQL
# pass; a failed typecheck, lint or OpenAPI lint counts as one failure) — CI reads that line.
set -uo pipefail

cd "$(dirname "$0")/.."

REPORT_DIR="$(mktemp -d "${TMPDIR:-/tmp}/school-mis-test.XXXXXX")"
PREPARE_PID=""
# A process and everything it started (the preparation beside the unit tests, when they fail).
kill_tree() {
  local child
  for child in $(pgrep -P "$1" 2>/dev/null); do kill_tree "$child"; done
  kill "$1" 2>/dev/null || true
}
on_exit() {
  [ -n "$PREPARE_PID" ] && kill_tree "$PREPARE_PID"
  rm -rf "$REPORT_DIR"
}
trap on_exit EXIT

PASSED=0
FAILED=0

# The machine's CPU time so far in clock ticks, busy and in all ("busy total"), from /proc/stat.
cpu_ticks() {
  awk '/^cpu / { total = 0; for (i = 2; i <= NF; i++) total += $i; print total - $5 - $6, total }' /proc/stat 2>/dev/null || echo "0 0"
}

# "CPU busy N %" of every core since the ticks given: how much of the machine a section used,
# so a section that waits (room for more beside it) shows apart from one the cores limit.
cpu_busy_since() {
  local busy_before="$1" total_before="$2" busy_now total_now
  read -r busy_now total_now < <(cpu_ticks)
  if [ "$total_now" -gt "$total_before" ]; then
    echo "CPU busy $(( (busy_now - busy_before) * 100 / (total_now - total_before) )) %"
  else
    echo "CPU busy ? %"
  fi
}

SECTION_NAME=""
SECTION_START=$SECONDS
read -r SECTION_BUSY SECTION_TOTAL < <(cpu_ticks)
# Each section starts by printing how long the one before took, and how busy the cores were.
section_done() {
  if [ -n "$SECTION_NAME" ]; then
    echo "== $SECTION_NAME took $((SECONDS - SECTION_START)) s ($(cpu_busy_since "$SECTION_BUSY" "$SECTION_TOTAL"))"
  fi
  SECTION_START=$SECONDS
  read -r SECTION_BUSY SECTION_TOTAL < <(cpu_ticks)
}

section() {
  section_done
  SECTION_NAME="$1"
  echo
  echo "=================================================================="
  echo "== $1"
  echo "=================================================================="
}

# Prints "passed failed" read from a Vitest or Playwright JSON report ("0 0" when missing).
count_from_report() {
  node -e '
    const fs = require("node:fs");
    const [kind, file] = process.argv.slice(1);
    let passed = 0, failed = 0;
    try {
      const r = JSON.parse(fs.readFileSync(file, "utf8"));
      if (kind === "vitest") {
        passed = r.numPassedTests ?? 0;
        failed = r.numFailedTests ?? 0;
        // A file that failed to load (or in a hook) has no failed test but fails the run: count it once.
        for (const file of r.testResults ?? []) {
          const failedTests = (file.assertionResults ?? []).filter((t) => t.status === "failed").length;
          if (file.status === "failed" && failedTests === 0) failed += 1;
        }
        if (!r.success && failed === 0) failed = 1;
      } else {
        const s = r.stats ?? {};
        passed = (s.expected ?? 0) + (s.flaky ?? 0);
        failed = s.unexpected ?? 0;
        if ((r.errors ?? []).length > 0 && failed === 0) failed = 1;
      }
    } catch {}
    console.log(passed, failed);
  ' "$1" "$2"
}

# Prints the title of every failed test in the reports written so far, one a line ("file › title"),
# so the last lines of a failed run (all a CI record may keep) say which tests to look at.
list_failed_tests() {
  node -e '
    const fs = require("node:fs");
    const names = [];
    for (const file of process.argv.slice(1)) {
      let r;
      try { r = JSON.parse(fs.readFileSync(file, "utf8")); } catch { continue; }
      for (const f of r.testResults ?? []) {
        const failed = (f.assertionResults ?? []).filter((t) => t.status === "failed");
        for (const t of failed) names.push(`${f.name.replace(process.cwd() + "/", "")} › ${t.fullName ?? t.title}`);
        if (f.status === "failed" && failed.length === 0) names.push(`${f.name.replace(process.cwd() + "/", "")} (did not load)`);
      }
      const walk = (suite, path) => {
        for (const spec of suite.specs ?? []) {
          for (const test of spec.tests ?? []) {
            if (test.status === "unexpected") names.push(`${spec.file} › [${test.projectName}] ${[...path, spec.title].join(" › ")}`);
          }
        }
        for (const child of suite.suites ?? []) walk(child, suite.title && !suite.file ? [...path, suite.title] : path);
      };
      for (const suite of r.suites ?? []) walk(suite, []);
    }
    for (const name of names.slice(0, 20)) console.log(`  failed: ${name}`);
    if (names.length > 20) console.log(`  … and ${names.length - 20} more`);
  ' "$REPORT_DIR/vitest.json" "$REPORT_DIR/playwright.json" "$REPORT_DIR/postgres.json"
}

finish() {
  local status="$1" failed_section="${2:-}"
  section_done
  echo
  if [ "$status" -ne 0 ]; then
    list_failed_tests
    echo "FAILED: $failed_section"
  else
    echo "All sections passed."
  fi
  echo "$PASSED passed, $FAILED failed"
  exit "$status"
}

# Runs "$3…" with its output in $REPORT_DIR/$2.log and its exit status in $REPORT_DIR/$2.status,
# then prints how long it took ("== beside <section>: <name> took N s", read by .ci/run's summary).
beside_step() {
  local where="$1" name="$2" start=$SECONDS status=0
  shift 2
  "$@" >"$REPORT_DIR/$name.log" 2>&1 || status=$?
  echo "$status" >"$REPORT_DIR/$name.status"
  echo "== beside $where: $name took $((SECONDS - start)) s" >>"$REPORT_DIR/beside.log"
}
: >"$REPORT_DIR/beside.log"

# Beside the unit and server tests: the production build the end-to-end tests use, then the type
# check. Vitest leaves a core idle now and then (its global setup seeds on one core, workers
# restart between the projects, the last files run alone), and at nice 10 this work takes that
# time rather than the tests'; in the second section, whose cores are busy to the end, it was
# about 60 CPU-seconds more.
prepare_e2e() {
  # The PostgreSQL pass and the group-of-servers end-to-end test each start a cluster, side by
  # side: the server is installed (when missing) before, not by both at once.
  beside_step "unit tests" "PostgreSQL install" bash scripts/ensure-postgres.sh install
  beside_step "unit tests" "build" nice -n 10 npm run --silent build
  beside_step "unit tests" "typecheck" nice -n 10 npm run --silent typecheck
}

section "1/2 unit and server tests (npx vitest run); beside them the build and typecheck"
prepare_e2e </dev/null &
PREPARE_PID=$!
VITEST_JSON="$REPORT_DIR/vitest.json"
npx vitest run --reporter=default --reporter=json --outputFile.json="$VITEST_JSON"
vitest_status=$?
read -r p f < <(count_from_report vitest "$VITEST_JSON")
PASSED=$((PASSED + p))
FAILED=$((FAILED + f))
if [ "$vitest_status" -ne 0 ]; then
  [ "$f" -eq 0 ] && FAILED=$((FAILED + 1))
  finish 1 "unit and server tests"
fi

# The server tests on PostgreSQL: a throwaway cluster, two workers. With one, the pass was the
# section's last chain (520 s against the browser's 460): a single file after another, each
# waiting its turn for the busy cores. Vitest runs the files that took longest in the unit-test
# section first (its results cache), so the API fuzz test does not end the pass alone.
postgres_pass() {
  # shellcheck source=./ensure-postgres.sh
  source scripts/ensure-postgres.sh
  trap pg_stop EXIT
  pg_start >/dev/null || return 1
  echo "TEST_DATABASE_URL=$PG_ADMIN_URL npx vitest run --project server (engine-dependent files)"
  TEST_DATABASE_URL="$PG_ADMIN_URL" TEST_SERVER_WORKERS=2 npx vitest run --project server \
    --reporter=default --reporter=json --outputFile.json="$REPORT_DIR/postgres.json" </dev/null
}

# Two chains beside the browser, which waits much of the time (for pages, timers, a restart):
# the PostgreSQL pass, the longest, from the start (its requests wait on the busy cores, so it
# took as long as the browser tests); lint (the code, then the API document /api/openapi.json
# against Redocly's rules, redocly.yaml). (The client's tests were tried as a
# third chain: with six things at once on two cores the long end-to-end stories ran past their
# time.)
beside_e2e() {
  beside_step "e2e" "server tests on PostgreSQL" postgres_pass &
  beside_step "e2e" "lint" bash -c 'npm run --silent lint && npm run --silent lint:openapi'
  wait
}

section "2/2 end-to-end (bash scripts/test-e2e.sh); beside it lint and the server tests on PostgreSQL"
# The build and the type check begun beside the unit tests (usually done by now).
wait "$PREPARE_PID"
PREPARE_PID=""
if [ "$(cat "$REPORT_DIR/build.status" 2>/dev/null || echo 1)" -ne 0 ]; then
  cat "$REPORT_DIR/build.log" 2>/dev/null
  cat "$REPORT_DIR/beside.log"
  FAILED=$((FAILED + 1))
  finish 1 "build"
fi
beside_e2e </dev/null &
beside_pid=$!
E2E_JSON="$REPORT_DIR/playwright.json"
E2E_BUILT=1 E2E_JSON_OUTPUT="$E2E_JSON" bash scripts/test-e2e.sh
e2e_status=$?
read -r p f < <(count_from_report playwright "$E2E_JSON")
PASSED=$((PASSED + p))
FAILED=$((FAILED + f))
if [ "$e2e_status" -ne 0 ] && [ "$f" -eq 0 ]; then FAILED=$((FAILED + 1)); fi

echo "== e2e done; waiting for the checks beside it"
wait "$beside_pid"
beside_failed=()
for name in "typecheck" "lint" "server tests on PostgreSQL"; do
  echo
  echo "-- $name:"
  cat "$REPORT_DIR/$name.log" 2>/dev/null
  if [ "$(cat "$REPORT_DIR/$name.status" 2>/dev/null || echo 1)" -eq 0 ]; then continue; fi
  beside_failed+=("$name")
  # A test run's failed tests are counted from its report; typecheck, lint, or a test run that
  # failed with no failed test, count as one failure.
  f=0
  if [ "$name" = "server tests on PostgreSQL" ]; then read -r _ f < <(count_from_report vitest "$REPORT_DIR/postgres.json"); fi
  if [ "$f" -eq 0 ]; then FAILED=$((FAILED + 1)); fi
done
cat "$REPORT_DIR/beside.log"
read -r p f < <(count_from_report vitest "$REPORT_DIR/postgres.json")
PASSED=$((PASSED + p))
FAILED=$((FAILED + f))

if [ "$e2e_status" -ne 0 ] || [ "${#beside_failed[@]}" -ne 0 ]; then
  failed_parts=()
  [ "$e2e_status" -ne 0 ] && failed_parts+=("end-to-end")
  failed_parts+=("${beside_failed[@]}")
  finish 1 "$(IFS=,; echo "${failed_parts[*]}" | sed 's/,/, /g')"
fi

finish 0
