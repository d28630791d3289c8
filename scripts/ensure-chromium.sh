#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the end-to-end tests.
# Playwright drives it through executablePath; `npx playwright install` is never used.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  echo "ensure-chromium: $CHROMIUM present ($("$CHROMIUM" --version 2>/dev/null || echo 'version unknown'))"
  exit 0
fi

echo "ensure-chromium: $CHROMIUM missing; installing Debian package 'chromium' with apt-get"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    SUDO="sudo -n"
  else
    echo "ensure-chromium: not root and no sudo; install chromium yourself (apt-get install chromium)" >&2
    exit 1
  fi
fi

export DEBIAN_FRONTEND=noninteractive
echo "ensure-chromium: apt-get update"
$SUDO apt-get update -q </dev/null
echo "ensure-chromium: apt-get install -y chromium"
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium </dev/null

if [ ! -x "$CHROMIUM" ]; then
  echo "ensure-chromium: install finished but $CHROMIUM is still missing" >&2
  exit 1
fi
echo "ensure-chromium: installed $("$CHROMIUM" --version 2>/dev/null || echo chromium)"
