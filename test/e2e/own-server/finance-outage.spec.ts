/**
 * Finance through an outage (issue 24, "Every write, every area"): with the server process
 * stopped, an expense and a payment the cashier adds are kept on the device and show at once on
 * their tabs with the Pending sync badge (the payment with its provisional bill, marked as such);
 * when the server is back each reaches the server exactly once, and the tabs show the server's
 * records (the payment with its receipt number) in their place.
 */
import type { Locator, Page } from '@playwright/test';
import { addExpense } from '../expense-form';
import { fillPayment } from '../payment-form';
import { expect, login, sidebarItem, topBar } from '../fixtures';
import { dumpSavedReads } from '../saved-reads';
import { apiToken, OUTAGE_TEST_TIMEOUT_MS, test } from './own-server';

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

/** Opens a Finance tab and waits until its list shows (`shown`). */
async function openFinanceTab(page: Page, tab: 'Expenses' | 'Payments', shown: (page: Page) => Locator): Promise<void> {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await expect(shown(page)).toBeVisible();
}

const expensesShown = (page: Page) => page.getByRole('heading', { name: 'Expenses Management' });
const paymentsShown = (page: Page) => page.getByRole('table', { name: 'Payments' });

test.describe('Finance through an outage', () => {
  test.setTimeout(OUTAGE_TEST_TIMEOUT_MS);

  // One outage, as a cashier meets it: an expense and a payment recorded while the server is down.
  test('server stopped: an expense and a payment show pending at once on their tabs (the payment with its provisional bill), and reach the server once when it is back', async ({ page, server }) => {
    const stamp = Date.now().toString().slice(-6);
    const title = `Outage chalk ${stamp}`;
    const remarks = `Outage fee ${stamp}`;
    const student = await firstStudent(server.url);
    await login(page, 'cashier');
    await sidebarItem(page, 'Finance').click();
    await openFinanceTab(page, 'Payments', paymentsShown);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    // The cashier opened the payment form before the outage (without searching this student): the
    // picker keeps the school's students on the device.
    const savedBefore = (await dumpSavedReads(page)).count;
    const roll = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/students/roll');
    await page.getByRole('button', { name: 'Add Payment' }).click();
    const before = page.getByRole('dialog', { name: 'Add Payment' });
    await before.getByRole('textbox', { name: /^Student/ }).click();
    expect((await roll).status()).toBe(200);
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    // The roll and the empty search's answer, saved (encrypted) for this user.
    await expect.poll(async () => (await dumpSavedReads(page)).count, { timeout: 15_000 }).toBeGreaterThanOrEqual(savedBefore + 2);
    await before.getByRole('button', { name: 'Cancel' }).click();

    await server.kill('SIGTERM');

    // An expense: kept, and shown at once on its tab with the Pending sync badge.
    await openFinanceTab(page, 'Expenses', expensesShown);
    await addExpense(page, { title, amount: '125', category: 'Office Supplies' });
    await expect(page.getByText(`Expense saved on this device: ${title}. It will be sent when the server can be reached.`)).toBeVisible();
    const waitingExpense = page.getByRole('region', { name: 'Waiting to be sent (1)' }).getByRole('article', { name: title });
    await expect(waitingExpense.getByText('Pending sync')).toBeVisible();
    await expect(waitingExpense).toContainText('-؋125.00');

    // A payment: the student, never searched before, is found among the students kept on the
    // device; kept, shown with the student as picked, and its provisional bill.
    await openFinanceTab(page, 'Payments', paymentsShown);
    const form = await fillPayment(page, { student, amount: '1234.50', remarks });
    await expect(form.getByRole('textbox', { name: /^Student/ })).toHaveValue(student.name);
    await form.getByRole('button', { name: 'Add Payment' }).click();
    await expect(form).toBeHidden();
    const savedNotice = page.getByRole('alert').filter({ hasText: 'Payment saved on this device' });
    await expect(savedNotice).toBeVisible();
    // It stays until dismissed (autoClose off), over the tabs.
    await savedNotice.getByRole('button').click();
    await expect(savedNotice).toBeHidden();
    const waitingPayments = page.getByRole('region', { name: 'Waiting to be sent (1)' });
    const waitingPayment = waitingPayments.getByRole('article', { name: student.name });
    await expect(waitingPayment.getByText('Pending sync')).toBeVisible();
    await expect(waitingPayment).toContainText('؋1,234.50');

    await waitingPayment.getByRole('button', { name: `Provisional bill for ${student.name}` }).click();
    const bill = page.getByRole('dialog', { name: 'Provisional bill' });
    await expect(bill).toContainText('PROVISIONAL: saved on this device, not yet recorded by the school.');
    await expect(bill).toContainText('Receipt No: given when sent');
    await expect(bill).toContainText(student.admissionNo);
    await expect(bill).toContainText('AFN 1,234.50');
    // The school's profile, read while the server answered, is on the device.
    await expect(bill).toContainText('Manager: Abdul Qadir Noori');
    await bill.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(bill).toBeHidden();

    // The sync panel names both, the payment by the student as picked.
    await topBar(page).getByRole('button', { name: /Changes saved on this device: 2 to sync/ }).click();
    const panel = page.getByRole('dialog', { name: 'Changes saved on this device' });
    await expect(panel.getByText(new RegExp(`^Payment of 1,234\\.50 for ${student.name}$`))).toBeVisible();
    await expect(panel.getByText(`Expense ‘${title}’ 125.00`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await server.start();
    await expect.poll(async () => (await serverPayments(server.url, remarks)).length, { timeout: 60_000, intervals: [500, 1000, 2000] }).toBe(1);
    await expect.poll(async () => (await serverExpenses(server.url, title)).length, { timeout: 60_000, intervals: [500, 1000, 2000] }).toBe(1);
    // Sent: the pending entries leave, and the lists show the server's records in their place.
    const [recorded] = await serverPayments(server.url, remarks);
    await expect(waitingPayments).toBeHidden({ timeout: 30_000 });
    await expect(page.getByRole('row', { name: new RegExp(recorded.receiptNumber) })).toContainText(student.name, { timeout: 30_000 });
    await openFinanceTab(page, 'Expenses', expensesShown);
    const listed = page.getByRole('article', { name: title }).or(page.getByRole('row', { name: title }));
    await expect(listed).toContainText('-؋125.00', { timeout: 30_000 });
    await expect(listed.getByText('Pending sync')).toBeHidden();
    await expect(page.getByRole('region', { name: /Waiting to be sent/ })).toBeHidden();
    expect(await serverPayments(server.url, remarks)).toHaveLength(1);
    expect(await serverExpenses(server.url, title)).toHaveLength(1);
  });
});
