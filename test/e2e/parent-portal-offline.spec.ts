/**
 * The Parent Portal offline (issue 8: "works on a phone screen and offline for what was last
 * loaded", "the app opened from the home-screen shortcut lands on the portal"), at a phone's width
 * as the demo parent: what was loaded shows again after a reload with no network, with the
 * saved-data notice; the device keeps it encrypted (no child's name readable in IndexedDB); logout
 * deletes it; the manifest's start address and its "Parent Portal" shortcut open the portal.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { dumpSavedReads, logOutAndExpectNothingSaved, NOTICE, waitForServiceWorker } from './saved-reads';

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

async function readManifest(request: APIRequestContext): Promise<{ start_url: string; shortcuts: { name: string; url: string }[] }> {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  return (await response.json()) as { start_url: string; shortcuts: { name: string; url: string }[] };
}

test.describe('Parent Portal offline', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('shows what was last loaded after a reload with no network, keeps it encrypted, and forgets it at logout', async ({ page, context }) => {
    await login(page, 'parent');
    await expect(page).toHaveURL(/\/parent-portal/);
    await waitForServiceWorker(page);

    // Online: the dashboard and the Fees tab, as they are now.
    const childCount = page.getByRole('group', { name: 'Total Children' });
    await expect(childCount).toContainText('2');
    const childButtons = page.getByRole('button', { name: /Maryam Safi|Ahmad Shah Safi/ });
    await expect(childButtons).toHaveCount(2);
    const avgGrade = (await page.getByRole('group', { name: 'Avg Grade' }).textContent())!;
    await openTab(page, 'Fees');
    const pending = page.getByRole('group', { name: 'Pending Amount' });
    await expect(pending).toContainText('؋');
    const pendingText = (await pending.textContent())!;
    const paidText = (await page.getByRole('group', { name: 'Paid Amount' }).textContent())!;
    await expect(page.getByText(NOTICE)).toBeHidden();

    // Children, dashboard, fees and fee history are saved, encrypted, for this parent.
    await expect.poll(async () => (await dumpSavedReads(page)).count).toBeGreaterThanOrEqual(4);
    const stored = await dumpSavedReads(page);
    expect(stored.keys).toBe(1);
    for (const plain of ['Maryam', 'Ahmad', 'Safi', 'firstName', 'amount']) expect(stored.text).not.toContain(plain);

    await context.setOffline(true);
    try {
      await page.reload();
      // The same figures, from the saved copy, with the notice.
      await expect(page.getByRole('tab', { name: 'Fees', exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('group', { name: 'Pending Amount' })).toHaveText(pendingText);
      await expect(page.getByRole('group', { name: 'Paid Amount' })).toHaveText(paidText);
      await expect(page.getByText(NOTICE)).toBeVisible();
      await expect(page.getByRole('alert')).toBeHidden();

      await openTab(page, 'Dashboard');
      await expect(page.getByRole('group', { name: 'Total Children' })).toContainText('2');
      await expect(page.getByRole('group', { name: 'Avg Grade' })).toHaveText(avgGrade);
      await expect(childButtons).toHaveCount(2);
      await expect(page.getByText(NOTICE)).toBeVisible();

      // Logout works offline and deletes the saved answers and the key.
      await logOutAndExpectNothingSaved(page);
    } finally {
      await context.setOffline(false);
    }
  });

  test('the home-screen start address and the "Parent Portal" shortcut open the portal for a signed-in parent', async ({ page, request }) => {
    const manifest = await readManifest(request);
    const shortcut = manifest.shortcuts.find((entry) => entry.name === 'Parent Portal');
    expect(shortcut).toBeDefined();

    await login(page, 'parent');
    await expect(page).toHaveURL(/\/parent-portal/);

    await page.goto(manifest.start_url);
    await expect(page).toHaveURL(/\/parent-portal/);
    await expect(page.getByRole('tab', { name: 'Dashboard', exact: true })).toBeVisible();

    await page.goto('/customers'); // somewhere else first, so the shortcut's landing is its own doing
    await page.goto(shortcut!.url);
    await expect(page).toHaveURL(new RegExp(`${shortcut!.url}(\\?|$)`));
    await expect(page.getByRole('tab', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('group', { name: 'Total Children' })).toContainText('2');
  });
});
