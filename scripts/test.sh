#!/usr/bin/env bash
# `npm test`: every check, in order, stopping at the first section that fails:
#   1. typecheck and lint (the code, then the OpenAPI document), side by side: each is one
#      process on one core  2. unit and server tests (Vitest)  3. end-to-end (Playwright, Chromium)
# The last line is always "N passed, N failed" (tests from Vitest and Playwright; a failed
# typecheck, lint or OpenAPI lint counts as one failure) — CI reads that line.
set -uo pipefail

cd "$(dirname "$0")/.."

REPORT_DIR="$(mktemp -d "${TMPDIR:-/tmp}/school-mis-test.XXXXXX")"
trap 'rm -rf "$REPORT_DIR"' EXIT

PASSED=0
FAILED=0

SECTION_NAME=""
SECTION_START=$SECONDS
# Each section starts by printing how long the one before took.
section_done() {
  if [ -n "$SECTION_NAME" ]; then echo "== $SECTION_NAME took $((SECONDS - SECTION_START)) s"; fi
  SECTION_START=$SECONDS
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

finish() {
  local status="$1" failed_section="${2:-}"
  section_done
  echo
  if [ "$status" -ne 0 ]; then
    echo "FAILED: $failed_section (later sections not run)"
  else
    echo "All sections passed."
  fi
  echo "$PASSED passed, $FAILED failed"
  exit "$status"
}

section "1/3 typecheck and lint (npm run typecheck | npm run lint, npm run lint:openapi)"
TYPECHECK_LOG="$REPORT_DIR/typecheck.log"
LINT_LOG="$REPORT_DIR/lint.log"
npm run --silent typecheck >"$TYPECHECK_LOG" 2>&1 &
typecheck_pid=$!
# The API document (/api/openapi.json) against Redocly's rules (redocly.yaml): errors fail.
{ npm run --silent lint && npm run --silent lint:openapi; } >"$LINT_LOG" 2>&1 &
lint_pid=$!
wait "$typecheck_pid"
typecheck_status=$?
wait "$lint_pid"
lint_status=$?
echo "-- typecheck:"
cat "$TYPECHECK_LOG"
echo "-- lint:"
cat "$LINT_LOG"
if [ "$typecheck_status" -ne 0 ]; then
  FAILED=$((FAILED + 1))
fi
if [ "$lint_status" -ne 0 ]; then
  FAILED=$((FAILED + 1))
fi
if [ "$typecheck_status" -ne 0 ] || [ "$lint_status" -ne 0 ]; then
  finish 1 "typecheck or lint"
fi

section "2/3 unit and server tests (npx vitest run)"
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

section "3/3 end-to-end (bash scripts/test-e2e.sh)"
E2E_JSON="$REPORT_DIR/playwright.json"
E2E_JSON_OUTPUT="$E2E_JSON" bash scripts/test-e2e.sh
e2e_status=$?
read -r p f < <(count_from_report playwright "$E2E_JSON")
PASSED=$((PASSED + p))
FAILED=$((FAILED + f))
if [ "$e2e_status" -ne 0 ]; then
  [ "$f" -eq 0 ] && FAILED=$((FAILED + 1))
  finish 1 "end-to-end"
fi

finish 0
