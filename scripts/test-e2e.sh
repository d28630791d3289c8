#!/usr/bin/env bash
# End-to-end tests: Debian's Chromium (installed when missing), one production build, then
# Playwright, whose global setup starts the built server on a fresh data folder.
# Extra arguments go to `playwright test` (e.g. a file or --grep). E2E_JSON_OUTPUT=<file> adds a
# JSON report there (scripts/test.sh reads it for its summary line).
set -euo pipefail

cd "$(dirname "$0")/.."

echo "== e2e: Chromium"
bash scripts/ensure-chromium.sh

# E2E_BUILT=1: the caller has just built (scripts/test.sh builds beside the unit tests).
if [ "${E2E_BUILT:-}" != "1" ]; then
  echo "== e2e: build (npm run build)"
  build_start=$SECONDS
  npm run --silent build
  echo "== e2e: build took $((SECONDS - build_start)) s"
fi

echo "== e2e: npx playwright test"
exec npx playwright test "$@"
