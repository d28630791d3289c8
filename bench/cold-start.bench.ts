/**
 * Cold start of the app from its service worker with no network (issue 4, "Performance"): the
 * built app served as `npm start` serves it (embedded database, demo seed, loopback), Debian's
 * Chromium with a profile. One visit signs the front desk in and shows Visitors (the worker
 * precaches the app, the list is kept on the device); then, with the network cut, the browser
 * is closed and started again on the same profile, and the time from navigation to the first
 * visitor card of the Visitors list is measured, five times.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { startAppServer } from '../test/support/app-server';
import { percentile, round } from './support/stats';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = 5;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const openProfile = (profile: string, baseURL: string): Promise<BrowserContext> =>
  chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true, baseURL });

export async function run(): Promise<void> {
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'ignore' });
  const server = await startAppServer();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'school-mis-cold-start-profile-'));
  try {
    // First visit, online: sign in, see Visitors, let the worker finish precaching.
    let context = await openProfile(profile, server.url);
    let page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.getByPlaceholder('Enter your username').fill('frontdesk');
    await page.getByPlaceholder('Enter your password').fill('demo1234');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('article').first().waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      if (registration.installing) await new Promise((resolve) => registration.installing!.addEventListener('statechange', resolve));
    });
    const kept = await page.getByRole('article').count();
    await context.close();

    const times: number[] = [];
    for (let attempt = 0; attempt < RUNS; attempt++) {
      context = await openProfile(profile, server.url);
      await context.setOffline(true);
      page = context.pages()[0] ?? (await context.newPage());
      const started = performance.now();
      await page.goto('/customers');
      await page.getByRole('article').first().waitFor({ timeout: 30_000 });
      times.push(performance.now() - started);
      await context.close();
    }
    console.log(`  offline cold start to the Visitors list (${kept} visitors kept), ${RUNS} starts of a closed browser: median ${round(percentile(times, 50))} ms, slowest ${round(Math.max(...times))} ms`);
  } finally {
    await server.stop();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
