/**
 * Finance through an outage (issue 24, "Every write, every area"): with the server process
 * stopped, an expense or a payment the cashier adds is kept on the device and shows at once on
 * its tab with the Pending sync badge (a payment with its provisional bill, marked as such); when
 * the server is back it reaches the server exactly once, and the tab shows the server's record
 * (a payment with its receipt number) in its place.
 */
import type { Locator, Page } from '@playwright/test';
import { addExpense } from '../expense-form';
import { fillPayment } from '../payment-form';
import { expect, login, sidebarItem, topBar } from '../fixtures';
import { apiToken, test } from './own-server';

type ServerExpense = { id: number; title: string; amount: number };

async function serverExpenses(baseUrl: string, title: string): Promise<ServerExpense[]> {
  const token = await apiToken(baseUrl, 'cashier');
  const response = await fetch(`${baseUrl}/api/expenses?limit=100&search=${encodeURIComponent(title)}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`listing expenses failed: ${response.status}`);
  return ((await response.json()) as { data: ServerExpense[] }).data.filter((expense) => expense.title === title);
}

type ServerPayment = { id: number; receiptNumber: string; remarks: string | null };

async function serverPayments(baseUrl: string, remarks: string): Promise<ServerPayment[]> {
  const token = await apiToken(baseUrl, 'cashier');
  const response = await fetch(`${baseUrl}/api/payments?limit=100&sortBy=createdAt&sortOrder=desc`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`listing payments failed: ${response.status}`);
  return ((await response.json()) as { data: ServerPayment[] }).data.filter((payment) => payment.remarks === remarks);
}

async function firstStudent(baseUrl: string): Promise<{ name: string; admissionNo: string }> {
  const token = await apiToken(baseUrl, 'cashier');
  const response = await fetch(`${baseUrl}/api/students?limit=1&sortBy=admissionNo&sortOrder=asc`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`listing students failed: ${response.status}`);
  const [student] = ((await response.json()) as { data: { user: { firstName: string; lastName: string | null }; admissionNo: string }[] }).data;
  return { name: `${student.user.firstName} ${student.user.lastName ?? ''}`.trim(), admissionNo: student.admissionNo };
}

/** Opens a Finance tab as the cashier, once its list shows (`shown`), with the service worker in control. */
async function openFinanceTab(page: Page, tab: 'Expenses' | 'Payments', shown: (page: Page) => Locator): Promise<void> {
  await login(page, 'cashier');
  await sidebarItem(page, 'Finance').click();
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await expect(shown(page)).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
}

test.describe('Finance through an outage', () => {
  test.setTimeout(120_000);

  test('server stopped: an expense shows pending at once on its tab, and reaches the server once when it is back', async ({ page, server }) => {
    const title = `Outage chalk ${Date.now().toString().slice(-6)}`;
    await openFinanceTab(page, 'Expenses', (shown) => shown.getByRole('heading', { name: 'Expenses Management' }));

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

  test('server stopped: a payment shows pending with its provisional bill, and reaches the server once with its receipt number', async ({ page, server }) => {
    const remarks = `Outage fee ${Date.now().toString().slice(-6)}`;
    const student = await firstStudent(server.url);
    await openFinanceTab(page, 'Payments', (shown) => shown.getByRole('table', { name: 'Payments' }));
    // The cashier looked this student up before the outage: the picker keeps that answer.
    await (await fillPayment(page, { student, amount: '1', remarks })).getByRole('button', { name: 'Cancel' }).click();

    await server.kill('SIGTERM');
    const form = await fillPayment(page, { student, amount: '1234.50', remarks });
    await form.getByRole('button', { name: 'Add Payment' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Payment saved on this device')).toBeVisible();

    const waiting = page.getByRole('region', { name: 'Waiting to be sent (1)' });
    const pending = waiting.getByRole('article', { name: student.name });
    await expect(pending.getByText('Pending sync')).toBeVisible();
    await expect(pending).toContainText('؋1,234.50');
    // The sync panel names it by the student as picked.
    await topBar(page).getByRole('button', { name: /Changes saved on this device: 1 to sync/ }).click();
    const panel = page.getByRole('dialog', { name: 'Changes saved on this device' });
    await expect(panel.getByText(new RegExp(`^Payment of 1,234\\.50 for ${student.name}$`))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // Its provisional bill: the student as picked, the school's AFN, no receipt number, marked as such.
    await pending.getByRole('button', { name: `Provisional bill for ${student.name}` }).click();
    const bill = page.getByRole('dialog', { name: 'Provisional bill' });
    await expect(bill).toContainText('PROVISIONAL: saved on this device, not yet recorded by the school.');
    await expect(bill).toContainText('Receipt No: given when sent');
    await expect(bill).toContainText(student.admissionNo);
    await expect(bill).toContainText('AFN 1,234.50');
    // The school's profile, read while the server answered, is on the device.
    await expect(bill).toContainText('Manager: Abdul Qadir Noori');
    await bill.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(bill).toBeHidden();

    await server.start();
    await expect.poll(async () => (await serverPayments(server.url, remarks)).length, { timeout: 60_000, intervals: [500, 1000, 2000] }).toBe(1);
    const [recorded] = await serverPayments(server.url, remarks);
    // Sent: the pending entry leaves, and the list shows the server's payment with its receipt number.
    await expect(waiting).toBeHidden({ timeout: 30_000 });
    await expect(page.getByRole('row', { name: new RegExp(recorded.receiptNumber) })).toContainText(student.name, { timeout: 30_000 });
    expect(await serverPayments(server.url, remarks)).toHaveLength(1);
  });
});
