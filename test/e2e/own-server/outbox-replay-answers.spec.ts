/**
 * How a replay treats the server's answers (issue 4): a write the server refuses (400) leaves the
 * queue for "Needs attention" and stays there, across reloads, until the user fixes it or
 * discards it after confirming; a write queued by a user whose session then expires waits for
 * the next login instead of being sent with a dead token, and is sent once after it.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, loginForm, signIn, topBar } from '../fixtures';
import { apiToken, openControlledApp, serverCustomers, OUTAGE_TEST_TIMEOUT_MS, test } from './own-server';

/**
 * A registration the server refuses (a blank name), sent through the service worker with an
 * X-Request-ID and the session's token, as an older version of the app whose form let a blank
 * name through would have. The body is plain JSON, which the server accepts as well as the
 * encrypted envelope.
 */
async function queueRefusedRegistration(page: Page, phone: string): Promise<void> {
  const body = JSON.stringify({ id: randomUUID(), name: '   ', phone });
  const status = await page.evaluate(
    async ({ body, requestId }) => {
      const response = await fetch('/api/customers', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${localStorage.getItem('userToken')}`,
          'content-type': 'application/json',
          'x-request-id': requestId,
        },
        body,
      });
      return response.status;
    },
    { body, requestId: randomUUID() },
  );
  expect(status).toBe(202);
}

function outboxButton(page: Page) {
  return topBar(page).getByRole('button', { name: /Changes saved on this device/ });
}

test.describe('Replay answers', () => {
  test.setTimeout(OUTAGE_TEST_TIMEOUT_MS);

  test('a write the server refuses waits in Needs attention until it is fixed or discarded', async ({ page, server }) => {
    const suffix = String(Date.now()).slice(-7);
    await openControlledApp(page);
    await server.kill('SIGTERM');
    await queueRefusedRegistration(page, `+9378${suffix}`);
    await queueRefusedRegistration(page, `+9377${suffix}`);
    await expect(outboxButton(page)).toHaveText('2 to sync');

    await server.start();
    await expect(outboxButton(page)).toHaveText('2 need attention', { timeout: 60_000 });

    // Kept across a reload: nothing is dropped silently.
    await page.reload();
    await expect(outboxButton(page)).toHaveText('2 need attention');
    await outboxButton(page).click();
    const panel = page.getByRole('dialog', { name: 'Changes saved on this device' });
    const attention = panel.getByRole('region', { name: 'Needs attention (2)' });
    const refused = attention.getByRole('listitem', { name: 'New visitor (no name)' });
    await expect(refused).toHaveCount(2);
    await expect(attention.getByText('Server: Validation failed').first()).toBeVisible();
    await expect(attention.getByText('Full name is required').first()).toBeVisible();

    // Discard needs a confirmation; cancelling keeps the write.
    await refused.first().getByRole('button', { name: 'Discard' }).click();
    const confirm = page.getByRole('dialog', { name: 'Discard this change?' });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await expect(refused).toHaveCount(2);
    await refused.first().getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('dialog', { name: 'Discard this change?' }).getByRole('button', { name: 'Discard' }).click();
    await expect(panel.getByRole('region', { name: 'Needs attention (1)' }).getByRole('listitem', { name: 'New visitor (no name)' })).toHaveCount(1);

    // The other is fixed in place and sent again.
    const fixedName = `Fixed Visitor ${suffix}`;
    await panel.getByRole('button', { name: 'Fix' }).click();
    const fix = page.getByRole('dialog', { name: 'Fix the change' });
    await fix.getByLabel('name').fill(fixedName);
    await fix.getByRole('button', { name: 'Save and send again' }).click();

    const token = await apiToken(server.url, 'frontdesk');
    await expect.poll(async () => (await serverCustomers(server.url, token, suffix)).map((customer) => customer.name), { timeout: 30_000 }).toEqual([fixedName]);
    await expect(panel.getByText('Nothing is waiting: every change has reached the server.')).toBeVisible();
  });
});

test.describe('Replay after the session expired', () => {
  test.setTimeout(OUTAGE_TEST_TIMEOUT_MS);
  // Long enough to sign in and queue a write; the test then waits for it to run out.
  test.use({ serverEnv: { TOKEN_TTL_SECONDS: '30' } });

  test('the queue waits for the next login, then sends the write once', async ({ page, server }) => {
    const suffix = String(Date.now()).slice(-7);
    const name = `Expired Session ${suffix}`;
    await openControlledApp(page);
    const expiresAt = await page.evaluate(() => JSON.parse(atob(localStorage.getItem('userToken')!.split('.')[1]!)).exp * 1000);

    await server.kill('SIGTERM');
    const form = page.getByRole('region', { name: 'Visitor Management' });
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Phone').fill(`+9376${suffix}`);
    await form.getByRole('button', { name: 'Register Visitor' }).click();
    await expect(page.getByText(`Saved on this device, will sync: ${name}`)).toBeVisible();

    // The token expires while the server is away; then the server comes back.
    await page.waitForTimeout(Math.max(0, expiresAt - Date.now() + 1000));
    await server.start();
    await page.reload();
    await expect(loginForm(page).heading).toBeVisible();
    // Nothing is sent with the dead token: the write waits on the device.
    await page.waitForTimeout(5000);
    const token = await apiToken(server.url, 'frontdesk');
    expect(await serverCustomers(server.url, token, suffix)).toEqual([]);
    const waiting = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('school-mis');
          open.onsuccess = () => {
            const count = open.result.transaction('outbox').objectStore('outbox').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
    expect(waiting).toBe(1);

    // Signing in again sends it, once.
    await signIn(page, 'frontdesk');
    await expect.poll(async () => (await serverCustomers(server.url, token, suffix)).map((customer) => customer.name), { timeout: 30_000 }).toEqual([name]);
    await expect(page.getByRole('article', { name })).toBeVisible();
    await expect(page.getByRole('article', { name }).getByText('Pending sync')).toBeHidden();
    await expect(outboxButton(page)).toBeHidden();
  });
});

test.describe('A shared front-desk tablet', () => {
  test.setTimeout(OUTAGE_TEST_TIMEOUT_MS);

  test("one user's queued write waits while another is signed in, and is sent when its owner returns", async ({ page, server }) => {
    const suffix = String(Date.now()).slice(-7);
    const name = `Shared Tablet ${suffix}`;
    await openControlledApp(page);
    await server.kill('SIGTERM');
    const form = page.getByRole('region', { name: 'Visitor Management' });
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Phone').fill(`+9375${suffix}`);
    await form.getByRole('button', { name: 'Register Visitor' }).click();
    await expect(page.getByText(`Saved on this device, will sync: ${name}`)).toBeVisible();

    // Logging out (the server still away) warns, and keeps the write.
    await topBar(page).getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const warning = page.getByRole('dialog', { name: 'Changes are waiting to sync' });
    await expect(warning).toContainText('1 change you made has not reached the server yet.');
    await warning.getByRole('button', { name: 'Log out' }).click();
    await expect(loginForm(page).heading).toBeVisible();
    await server.start();

    // Another user signs in: the write is shown as theirs to wait for, and is not sent.
    await signIn(page, 'principal');
    await expect(outboxButton(page)).toHaveText('1 to sync');
    await outboxButton(page).click();
    const panel = page.getByRole('dialog', { name: 'Changes saved on this device' });
    const waiting = panel.getByRole('region', { name: 'Waiting for another user (1)' });
    await expect(waiting.getByRole('listitem', { name: `New visitor: ${name}` })).toContainText(
      'Saved by Farida Ahmadi: sent when they sign in on this device.',
    );
    await page.keyboard.press('Escape');
    await page.waitForTimeout(5000);
    const token = await apiToken(server.url, 'frontdesk');
    expect(await serverCustomers(server.url, token, suffix)).toEqual([]);

    // Its owner signs in again: it is sent, once.
    await topBar(page).getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await signIn(page, 'frontdesk');
    await expect.poll(async () => (await serverCustomers(server.url, token, suffix)).map((customer) => customer.name), { timeout: 30_000 }).toEqual([name]);
    await expect(outboxButton(page)).toBeHidden();
  });
});
