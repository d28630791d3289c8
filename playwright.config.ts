/**
 * End-to-end tests in Debian's headless Chromium (/usr/bin/chromium-headless-shell, installed by
 * scripts/ensure-chromium.sh; `npx playwright install` is never used; E2E_BROWSER names another
 * Chromium, e.g. /usr/bin/chromium). test/e2e/global-setup.ts starts two shared real servers,
 * each on a fresh data folder with the demo seed, and exposes their addresses as E2E_BASE_URLS
 * (a project's `sharedServer` picks one, test/e2e/fixtures.ts); the build is made beforehand by
 * scripts/test-e2e.sh (`npm run build`).
 */
import { defineConfig, devices } from '@playwright/test';
import type { SharedServerOption } from './test/e2e/fixtures';

const isCI = Boolean(process.env.CI) && process.env.CI !== 'false';

/** The specs of the second shared server's lane (projects below). */
const APP_AND_PORTAL = ['login', 'session', 'pwa', 'connection', 'server', 'dari', 'shell', 'parent-*'].map((name) => `${name}.spec.ts`);

export default defineConfig<object, SharedServerOption>({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './test/e2e/global-setup.ts',
  fullyParallel: false,
  // Five lanes, one browser each (projects below): the tests on each of the two shared servers
  // one after another, and beside them two of the tests that run a server of their own, which
  // mostly wait (for a restart, a replay's back-off, a session to expire), and the read-only
  // accessibility checks.
  workers: 5,
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
    // On the shared servers of global-setup.ts, each lane's tests one at a time, as they share
    // its data: the staff screens' stories on the first; the app as a whole (signing in,
    // sessions, installing, the languages, the shell) and the parent portal on the second.
    { name: 'staff-screens', testIgnore: ['own-server/**', 'accessibility.spec.ts', ...APP_AND_PORTAL], workers: 1 },
    { name: 'app-and-portal', testMatch: APP_AND_PORTAL, workers: 1, use: { sharedServer: 1 } },
    // Tests that stop and start a server of their own (own-server/own-server.ts): two files at
    // a time, as no two share a server.
    { name: 'own-server', testMatch: 'own-server/**/*.spec.ts', workers: 2 },
    // The accessibility checks only read the first shared server's demo records (the one thing
    // they make, a token slip, stays on the device), so they run beside the lanes.
    { name: 'accessibility', testMatch: 'accessibility.spec.ts', workers: 1 },
  ],
});
