/**
 * A teacher through an outage (issue 24, "Every write, every area"): with the server process
 * stopped, a class register taken and a message written are kept on the device and show at once
 * where they belong (the register with its marks and its Pending sync notice, the message at the
 * end of its conversation with the badge, below the thread as it was last read); when the server
 * is back each reaches it exactly once,
 * and the screens show the server's in their place.
 */
import type { Page } from '@playwright/test';
import { expect, login, topBar } from '../fixtures';
import { openRegister, registerRows } from '../register';
import { NOTICE, waitForServiceWorker } from '../saved-reads';
import { apiToken, OUTAGE_TEST_TIMEOUT_MS, test } from './own-server';

type Conversation = { id: number; name: string };

async function api<T>(baseUrl: string, path: string, init: RequestInit = {}): Promise<T> {
  const token = await apiToken(baseUrl, 'teacher');
  const response = await fetch(`${baseUrl}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** A direct conversation of the demo teacher with the principal, started on the server. */
async function conversationWithPrincipal(baseUrl: string): Promise<Conversation> {
  const [principal] = await api<{ id: number; name: string }[]>(baseUrl, '/messaging/contacts?search=Noori');
  const conversation = await api<{ id: number }>(baseUrl, '/conversations', {
    method: 'POST',
    body: JSON.stringify({ type: 'DIRECT', memberIds: [principal.id] }),
  });
  return { id: conversation.id, name: principal.name };
}

async function serverMessages(baseUrl: string, conversationId: number, text: string): Promise<number> {
  const messages = await api<{ body: string }[]>(baseUrl, `/conversations/${conversationId}/messages?limit=100`);
  return messages.filter((message) => message.body === text).length;
}

async function openConversation(page: Page, conversation: Conversation): Promise<void> {
  await page.goto('/messaging');
  await page.getByRole('button', { name: new RegExp(conversation.name) }).first().click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
}

test.describe('A classroom through an outage', () => {
  test.setTimeout(OUTAGE_TEST_TIMEOUT_MS);

  test('server stopped: a register and a message show waiting at once, and reach the server once when it is back', async ({ page, server }) => {
    const conversation = await conversationWithPrincipal(server.url);
    const text = `Outage hello ${String(Date.now()).slice(-6)}`;
    const earlier = `Before the outage ${String(Date.now()).slice(-6)}`;
    await api(server.url, `/conversations/${conversation.id}/messages`, { method: 'POST', body: JSON.stringify({ body: earlier }) });
    await login(page, 'teacher');
    await waitForServiceWorker(page);
    // Opened while the server answers, so the device keeps the register's class list and marks.
    const className = await openRegister(page);
    await expect(registerRows(page).first()).toBeVisible();
    await openConversation(page, conversation);

    await server.kill('SIGTERM');
    await openRegister(page, className);
    await page.getByRole('button', { name: 'Mark all present' }).click();
    const confirm = page.getByRole('dialog', { name: 'Mark everyone present?' });
    if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Mark all present' }).click();
    await page.getByRole('button', { name: 'Save register' }).click();
    await expect(page.getByText('Saved on this device; it will be sent when the connection is back')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Pending sync' })).toContainText('This register is saved on this device');

    await openConversation(page, conversation);
    // The thread read before the outage is kept on the device: it shows, with the saved-data notice.
    await expect(page.getByRole('log', { name: 'Messages' }).getByRole('article').filter({ hasText: earlier })).toBeVisible();
    await expect(page.getByText(NOTICE).first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const bubble = page.getByRole('log', { name: 'Messages' }).getByRole('article').filter({ hasText: text });
    await expect(bubble).toContainText('Pending sync');
    await expect(topBar(page).getByRole('button', { name: /Changes saved on this device: 2 to sync/ })).toBeVisible();

    await server.start();
    await expect.poll(() => serverMessages(server.url, conversation.id, text), { timeout: 60_000, intervals: [500, 1000, 2000] }).toBe(1);
    await expect(topBar(page).getByRole('button', { name: /Changes saved on this device/ })).toBeHidden({ timeout: 60_000 });
    // The thread, never read while the server was down, is read afresh: the server's message, once.
    await expect(bubble).toHaveCount(1, { timeout: 30_000 });
    await expect(bubble).not.toContainText('Pending sync');

    // The register from the server: every student present, nothing waiting.
    await openRegister(page, className);
    await expect(page.getByRole('status', { name: 'Pending sync' })).toBeHidden();
    const rows = registerRows(page);
    const count = await rows.count();
    for (let index = 0; index < count; index += 1) await expect(rows.nth(index).getByRole('radio', { name: 'Present' })).toBeChecked();
    expect(await serverMessages(server.url, conversation.id, text)).toBe(1);
  });
});
