/**
 * End-to-end tests in Debian's headless Chromium (/usr/bin/chromium-headless-shell, installed by
 * scripts/ensure-chromium.sh; `npx playwright install` is never used; E2E_BROWSER names another
 * Chromium, e.g. /usr/bin/chromium). test/e2e/global-setup.ts starts the real server on a fresh
 * data folder with the demo seed and exposes its address as E2E_BASE_URL; the build is made
 * beforehand by scripts/test-e2e.sh (`npm run build`).
 */
import { defineConfig, devices } from '@playwright/test';

const isCI = Boolean(process.env.CI) && process.env.CI !== 'false';

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './test/e2e/global-setup.ts',
  fullyParallel: false,
  // Three lanes, one browser each (projects below): the tests on the shared server one after
  // another, and beside them the tests that run a server of their own, which mostly wait (for a
  // restart, a replay's back-off, a session to expire), and the read-only accessibility checks.
  workers: 3,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  // A test is a whole user story (a payment, its bill, an expense and a payroll record): on a
  // busy 2-core machine, with the checks beside it, a long one can take 30 s without hanging.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/test.sh asks for a JSON report too (E2E_JSON_OUTPUT) to print its summary line.
  reporter: process.env.E2E_JSON_OUTPUT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_OUTPUT }]]
    : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    // Set by the global setup once the server answers; test/e2e/fixtures.ts reads it too.
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    reducedMotion: 'reduce',
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.E2E_BROWSER ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // On the shared server of global-setup.ts: one at a time, as they share its data.
    { name: 'chromium', testIgnore: ['own-server/**', 'accessibility.spec.ts'], workers: 1 },
    // Tests that stop and start a server of their own (own-server/own-server.ts).
    { name: 'own-server', testMatch: 'own-server/**/*.spec.ts', workers: 1 },
    // The accessibility checks only read the shared server's demo records (the one thing they
    // make, a token slip, stays on the device), so they run beside the first lane.
    { name: 'accessibility', testMatch: 'accessibility.spec.ts', workers: 1 },
  ],
});
