#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the end-to-end tests and the benchmarks:
# - /usr/bin/chromium-headless-shell (package chromium-headless-shell), which Playwright drives
#   in the end-to-end tests: Chromium's own headless browser, the one Playwright uses by default,
#   without the desktop browser's window machinery (a sixth less CPU over the suite);
# - /usr/bin/chromium (package chromium), which the benchmarks (Lighthouse, cold start) drive.
# `npx playwright install` is never used.
set -euo pipefail

PACKAGES=()
for binary in chromium chromium-headless-shell; do
  if [ -x "/usr/bin/$binary" ]; then
    echo "ensure-chromium: /usr/bin/$binary present ($("/usr/bin/$binary" --version 2>/dev/null || echo 'version unknown'))"
  else
    PACKAGES+=("$binary")
  fi
done
[ "${#PACKAGES[@]}" -eq 0 ] && exit 0

echo "ensure-chromium: missing; installing Debian packages ${PACKAGES[*]} with apt-get"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    SUDO="sudo -n"
  else
    echo "ensure-chromium: not root and no sudo; install them yourself (apt-get install ${PACKAGES[*]})" >&2
    exit 1
  fi
fi

export DEBIAN_FRONTEND=noninteractive
echo "ensure-chromium: apt-get update"
$SUDO apt-get update -q </dev/null
echo "ensure-chromium: apt-get install -y ${PACKAGES[*]}"
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${PACKAGES[@]}" </dev/null

for binary in "${PACKAGES[@]}"; do
  if [ ! -x "/usr/bin/$binary" ]; then
    echo "ensure-chromium: install finished but /usr/bin/$binary is still missing" >&2
    exit 1
  fi
  echo "ensure-chromium: installed $("/usr/bin/$binary" --version 2>/dev/null || echo "$binary")"
done
