/**
 * The front desk through an outage (issue 4, "Queued writes"): with the server process stopped
 * (or the browser offline) the app starts from its service worker, visitors are registered,
 * edited and given token slips, and every write reaches the server exactly once when it is back.
 * Each test runs its own server (test/support/app-server.ts) so it can stop and restart it.
 */
import type { Page } from '@playwright/test';
import type { AppServer } from '../../support/app-server';
import { expect, topBar } from '../fixtures';
import { apiToken, openControlledApp, serverCustomers, OUTAGE_TEST_TIMEOUT_MS, test, type CountingWindow } from './own-server';

async function registerVisitor(page: Page, name: string, phone: string): Promise<void> {
  const form = page.getByRole('region', { name: 'Visitor Management' });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Phone').fill(phone);
  await form.getByRole('button', { name: 'Register Visitor' }).click();
  await expect(page.getByText(`Saved on this device, will sync: ${name}`)).toBeVisible();
  await expect(form.getByLabel('Full name')).toHaveValue('');
}

async function printToken(page: Page, name: string): Promise<void> {
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: 'Generate token' }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('token-counter') });
  await expect(dialog).toContainText(name);
  const popupPromise = page.context().waitForEvent('page');
  await dialog.getByRole('button', { name: 'Print Token' }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole('article', { name: /^Token slip/ })).toContainText(name);
  await expect.poll(() => popup.evaluate(() => (window as CountingWindow).__printCalls ?? 0)).toBe(1);
  await popup.close();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
}

/** Registers three visitors, edits the second, prints a token for each; returns the final names. */
async function frontDeskWorkDuringOutage(page: Page, suffix: string): Promise<string[]> {
  const names = [`Outage One ${suffix}`, `Outage Two ${suffix}`, `Outage Three ${suffix}`];
  for (const [index, name] of names.entries()) await registerVisitor(page, name, `+9379${suffix}${index}`);
  for (const name of names) {
    await expect(page.getByRole('article', { name }).getByText('Pending sync')).toBeVisible();
  }

  const edited = `Outage Edited ${suffix}`;
  await page.getByRole('article', { name: names[1] }).getByRole('button', { name: 'Edit visitor' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Visitor' });
  await editDialog.getByLabel('Full name').fill(edited);
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Saved on this device, will sync', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: edited }).getByText('Pending sync')).toBeVisible();
  const finalNames = [names[0], edited, names[2]];

  for (const name of finalNames) await printToken(page, name);
  await expect(topBar(page).getByRole('button', { name: /Changes saved on this device: 4 to sync/ })).toBeVisible();
  return finalNames;
}

async function expectExactlyOnceOnServer(server: AppServer, suffix: string, finalNames: string[]): Promise<void> {
  const token = await apiToken(server.url, 'frontdesk');
  await expect
    .poll(async () => (await serverCustomers(server.url, token, suffix)).map((customer) => customer.name).sort(), {
      timeout: 60_000,
      intervals: [500, 1000, 2000],
    })
    .toEqual([...finalNames].sort());
  const onServer = await serverCustomers(server.url, token, suffix);
  expect(onServer.every((customer) => customer.serialNumber !== '')).toBe(true);
}

test.describe('Queued writes through an outage', () => {
  test.setTimeout(OUTAGE_TEST_TIMEOUT_MS);

  test('server stopped: the app starts offline, and three visitors with an edit reach the server once', async ({ page, server }) => {
    const suffix = String(Date.now()).slice(-6);
    await openControlledApp(page);

    await server.kill('SIGTERM');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Visitor Management' })).toBeVisible();
    await expect(topBar(page).getByRole('button', { name: /check the connection now/ })).toHaveText('Server unreachable');

    const finalNames = await frontDeskWorkDuringOutage(page, suffix);

    await server.start();
    await expectExactlyOnceOnServer(server, suffix, finalNames);
    for (const name of finalNames) {
      await expect(page.getByRole('article', { name }).getByText('Pending sync')).toBeHidden({ timeout: 30_000 });
    }
    await expect(topBar(page).getByRole('button', { name: /Changes saved on this device/ })).toBeHidden();
  });

  test('browser offline: closing the tab loses nothing, and the work reaches the server once when the network is back', async ({
    page,
    context,
    server,
  }) => {
    const suffix = String(Date.now()).slice(-6);
    await openControlledApp(page);

    await context.setOffline(true);
    let finalNames: string[];
    let reopened: Page;
    try {
      await page.reload();
      await expect(page.getByRole('region', { name: 'Visitor Management' })).toBeVisible();
      finalNames = await frontDeskWorkDuringOutage(page, suffix);

      // Closing the tab with writes queued, and opening the app again, still offline.
      await page.close();
      reopened = await context.newPage();
      await reopened.goto('/customers');
      await expect(topBar(reopened).getByRole('button', { name: /Changes saved on this device: 4 to sync/ })).toBeVisible();
      for (const name of finalNames) {
        await expect(reopened.getByRole('article', { name }).getByText('Pending sync')).toBeVisible();
      }
    } finally {
      await context.setOffline(false);
    }
    await expectExactlyOnceOnServer(server, suffix, finalNames);
    await expect(topBar(reopened).getByRole('button', { name: /Changes saved on this device/ })).toBeHidden({ timeout: 30_000 });
  });
});
