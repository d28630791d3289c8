/**
 * The installable app (issue 4, "Installable app"): the manifest and icons, Chromium's own
 * installability check, the service worker starting the app with no network, the "New visitor"
 * shortcut, and an update announced in the app and applied on Reload.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, login, loginForm, test } from './fixtures';

const DIST = path.resolve(import.meta.dirname, '..', '..', 'dist');

/** Waits until a service worker controls the page (`ready` can resolve while it still activates). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
}

test.describe('installable app', () => {
  test('serves a manifest and icons that Chromium accepts for installing', async ({ playwright, request, baseURL }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose: string }[];
      shortcuts: { name: string; url: string }[];
    };
    expect(manifest).toMatchObject({ name: 'School MIS', short_name: 'School MIS', display: 'standalone', start_url: '/' });
    expect(manifest.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
      ['Visitors', '/customers'],
      ['New visitor', '/customers?new=1'],
      ['Parent Portal', '/parent-portal'],
    ]);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.ok(), icon.src).toBe(true);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
    }

    // Chromium never offers to install from a throwaway (incognito-like) context: use a profile.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'school-mis-e2e-profile-'));
    const { launchOptions } = test.info().project.use;
    const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, headless: true, baseURL });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });

  test('starts with no network after one visit', async ({ page, context }) => {
    await page.goto('/');
    await expect(loginForm(page).heading).toBeVisible();
    await waitForServiceWorker(page);

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(loginForm(page).heading).toBeVisible();
      // Any page address is the app, from the precache, as the server would answer it.
      await page.goto('/customers');
      await expect(loginForm(page).heading).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('the "New visitor" shortcut opens Visitors with the name field focused', async ({ page }) => {
    await login(page, 'frontdesk');
    await expect(page).toHaveURL(/\/customers$/);
    await page.goto('/customers?new=1');
    await expect(page.getByRole('region', { name: 'Visitor Management' }).getByLabel('Full name')).toBeFocused();
  });

  test('announces a new version and switches every page to it on Reload', async ({ page }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    const worker = path.join(DIST, 'sw.js');
    const original = fs.readFileSync(worker);
    // The server prefers the pre-compressed copies: move them aside so the changed file is served.
    const copies = ['sw.js.br', 'sw.js.gz'].map((name) => path.join(DIST, name)).filter((file) => fs.existsSync(file));
    try {
      for (const copy of copies) fs.renameSync(copy, `${copy}.e2e-aside`);
      fs.writeFileSync(worker, Buffer.concat([original, Buffer.from(`\n// e2e new version ${Date.now()}\n`)]));
      await page.evaluate(async () => {
        (window as unknown as { beforeUpdate?: boolean }).beforeUpdate = true;
        await (await navigator.serviceWorker.getRegistration())?.update();
      });

      const notice = page.getByRole('status').filter({ hasText: 'Update available' });
      await expect(notice).toBeVisible({ timeout: 20_000 });
      await notice.getByRole('button', { name: 'Reload' }).click();

      // The page reloaded (its window state is new) under the new worker, and nothing waits.
      await page.waitForFunction(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate === undefined, null, { timeout: 20_000 });
      await waitForServiceWorker(page);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
      await expect(notice).toBeHidden();
      await expect(loginForm(page).heading).toBeVisible();
    } finally {
      fs.writeFileSync(worker, original);
      for (const copy of copies) if (fs.existsSync(`${copy}.e2e-aside`)) fs.renameSync(`${copy}.e2e-aside`, copy);
    }
  });
});
