/**
 * Finance through an outage (issue 24, "Every write, every area"): with the server process
 * stopped, an expense the cashier adds is kept on the device and shows at once on the Expenses
 * tab with the Pending sync badge; when the server is back it reaches the server exactly once,
 * and the tab shows the server's record in its place.
 */
import type { Page } from '@playwright/test';
import { addExpense } from '../expense-form';
import { expect, login, sidebarItem, topBar } from '../fixtures';
import { apiToken, test } from './own-server';

type ServerExpense = { id: number; title: string; amount: number };

async function serverExpenses(baseUrl: string, title: string): Promise<ServerExpense[]> {
  const token = await apiToken(baseUrl, 'cashier');
  const response = await fetch(`${baseUrl}/api/expenses?limit=100&search=${encodeURIComponent(title)}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`listing expenses failed: ${response.status}`);
  return ((await response.json()) as { data: ServerExpense[] }).data.filter((expense) => expense.title === title);
}

async function openExpenses(page: Page): Promise<void> {
  await login(page, 'cashier');
  await sidebarItem(page, 'Finance').click();
  await page.getByRole('tab', { name: 'Expenses', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Expenses Management' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
}

test.describe('Finance through an outage', () => {
  test.setTimeout(120_000);

  test('server stopped: an expense shows pending at once on its tab, and reaches the server once when it is back', async ({ page, server }) => {
    const title = `Outage chalk ${Date.now().toString().slice(-6)}`;
    await openExpenses(page);

    await server.kill('SIGTERM');
    await addExpense(page, { title, amount: '125', category: 'Office Supplies' });
    await expect(page.getByText(`Expense saved on this device: ${title}. It will be sent when the server can be reached.`)).toBeVisible();

    const waiting = page.getByRole('region', { name: 'Waiting to be sent (1)' });
    const pending = waiting.getByRole('article', { name: title });
    await expect(pending.getByText('Pending sync')).toBeVisible();
    await expect(pending).toContainText('-؋125.00');
    await expect(topBar(page).getByRole('button', { name: /Changes saved on this device: 1 to sync/ })).toBeVisible();

    await server.start();
    await expect.poll(async () => (await serverExpenses(server.url, title)).length, { timeout: 60_000, intervals: [500, 1000, 2000] }).toBe(1);
    // Sent: the pending entry leaves, and the list shows the server's record instead.
    await expect(waiting).toBeHidden({ timeout: 30_000 });
    const listed = page.getByRole('article', { name: title }).or(page.getByRole('row', { name: title }));
    await expect(listed).toContainText('-؋125.00', { timeout: 30_000 });
    await expect(listed.getByText('Pending sync')).toBeHidden();
    expect(await serverExpenses(server.url, title)).toHaveLength(1);
  });
});
