/**
 * The Finance screen end to end (issue #7), on the real server with the demo seed, as the demo
 * cashier: records a payment and prints its bill (7.8 × 10.11 in, the demo school's AFN), adds an expense and edits
 * it, adds a payroll record whose net salary the form computes, and sees the Overview's four
 * totals move by exactly those amounts.
 */
import type { Page } from '@playwright/test';
import { expect, login, sidebarItem, storedToken, test } from './fixtures';
import { addExpense } from './expense-form';
import { fillPayment } from './payment-form';

/** What the bill's print frame handed to print(): react-to-print prints from a hidden iframe. */
type PrintedBill = { text: string; styles: string };
type RecordingWindow = Window & { __printedBills?: PrintedBill[] };

const OVERVIEW_CARDS = ['Total Revenue', 'Total Expenses', 'Total Payroll', 'Net Income'] as const;
type OverviewCard = (typeof OVERVIEW_CARDS)[number];

/** A money figure of the demo school (AFN) as cents: "؋12,345.60" → 1234560, "-؋5.00" → -500. */
function cents(text: string): number {
  const match = /(-?)؋([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no money figure in "${text}"`);
  const value = Number(match[2].replace(/,/g, '')) * 100 + Number(match[3]);
  return match[1] === '-' ? -value : value;
}

async function overviewFigures(page: Page): Promise<Record<OverviewCard, number>> {
  const figures = {} as Record<OverviewCard, number>;
  for (const name of OVERVIEW_CARDS) {
    const card = page.getByRole('group', { name, exact: true });
    await expect(card).toContainText('؋');
    figures[name] = cents((await card.textContent()) ?? '');
  }
  return figures;
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

/** A seeded student to pay for, read through the API the cashier may use. */
async function someStudent(page: Page): Promise<{ name: string; admissionNo: string }> {
  const token = await storedToken(page);
  const answer = await page.request.get('/api/students?limit=1&sortBy=admissionNo&sortOrder=asc', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  const [student] = (await answer.json()).data as { user: { firstName: string; lastName: string | null }; admissionNo: string }[];
  return { name: `${student.user.firstName} ${student.user.lastName ?? ''}`.trim(), admissionNo: student.admissionNo };
}

test.describe('Finance', () => {
  test('the cashier records a payment and prints its bill, adds and edits an expense, adds a payroll record; the overview follows', async ({ page }) => {
    // The bill prints from a hidden iframe: record what it would print instead of opening a dialog.
    await page.addInitScript(() => {
      window.print = () => {
        const top = window.top as RecordingWindow;
        const styles = Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '').join('\n');
        (top.__printedBills ??= []).push({ text: document.body.innerText, styles });
      };
    });
    const stamp = Date.now().toString().slice(-6);
    await login(page, 'cashier');
    await sidebarItem(page, 'Finance').click();
    await expect(page).toHaveURL(/\/finance/);
    const before = await overviewFigures(page);

    // Record a payment: the student picker finds a student by admission number.
    const student = await someStudent(page);
    const paymentForm = await fillPayment(page, { student, amount: '1234.50', remarks: `E2E fee ${stamp}` });
    const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/payments' && response.request().method() === 'POST');
    await paymentForm.getByRole('button', { name: 'Add Payment' }).click();
    expect((await created).status()).toBe(201);
    await expect(paymentForm).toBeHidden();

    // The bill: the school's AFN with 2 decimals, the receipt number, the note, its manager; Print Bill prints it.
    const bill = page.getByRole('dialog', { name: 'Payment Bill' });
    await expect(bill).toContainText('AFN 1,234.50');
    await expect(bill).toContainText(student.name);
    await expect(bill).toContainText('The paid fee is not refundable.');
    await expect(bill).toContainText('Received By');
    await expect(bill).toContainText('Manager: Abdul Qadir Noori');
    const receiptNumber = /RCP-\d{6}/.exec((await bill.textContent()) ?? '')?.[0];
    expect(receiptNumber, 'a receipt number on the bill').toBeTruthy();
    await bill.getByRole('button', { name: 'Print Bill' }).click();
    await expect.poll(() => page.evaluate(() => (window as RecordingWindow).__printedBills?.length ?? 0)).toBe(1);
    const printed = (await page.evaluate(() => (window as RecordingWindow).__printedBills!))[0];
    expect(printed.text).toContain(receiptNumber!);
    expect(printed.text).toContain('AFN 1,234.50');
    expect(printed.styles).toMatch(/size:\s*7\.8in 10\.11in/);
    await bill.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(bill).toBeHidden();

    // The Payments tab lists it under its receipt number.
    await openTab(page, 'Payments');
    await expect(page.getByText(receiptNumber!, { exact: true })).toBeVisible();

    // Add an expense, then edit it (a working Edit).
    const expenseTitle = `Generator fuel ${stamp}`;
    await openTab(page, 'Expenses');
    await expect(page.getByRole('heading', { name: 'Expenses Management' })).toBeVisible();
    await addExpense(page, { title: expenseTitle, amount: '300.25', category: 'Utilities' });
    await page.getByRole('searchbox', { name: 'Search' }).fill(stamp);
    const expenseRow = page.getByRole('article', { name: expenseTitle }).or(page.getByRole('row', { name: expenseTitle }));
    await expect(expenseRow).toContainText('-؋300.25');
    await expenseRow.getByRole('button', { name: 'Edit' }).click();
    const editForm = page.getByRole('dialog', { name: 'Edit Expense' });
    await expect(editForm.getByLabel(/^Title/)).toHaveValue(expenseTitle);
    await editForm.getByLabel(/^Amount/).fill('400.75');
    const updated = page.waitForResponse((response) => /^\/api\/expenses\/\d+$/.test(new URL(response.url()).pathname) && response.request().method() === 'PUT');
    await editForm.getByRole('button', { name: 'Update Expense' }).click();
    expect((await updated).status()).toBe(200);
    await expect(editForm).toBeHidden();
    await expect(expenseRow).toContainText('-؋400.75');

    // Add a payroll record: the picker fills the salary, the form computes the net.
    await openTab(page, 'Payroll');
    await expect(page.getByRole('heading', { name: 'Payroll Management' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Payroll' }).click();
    const payrollForm = page.getByRole('dialog', { name: 'Add Payroll' });
    const employee = payrollForm.getByRole('combobox', { name: /^Employee/ });
    await employee.click();
    const firstEmployee = page.getByRole('listbox', { name: 'Employees' }).getByRole('option').first();
    await expect(firstEmployee).toBeVisible();
    const employeeName = ((await firstEmployee.textContent()) ?? '').split(/\s{2,}|\n/)[0];
    await firstEmployee.click();
    await payrollForm.getByLabel(/^Salary month/).fill('2026-10');
    await payrollForm.getByLabel(/^Basic salary/).fill('20000');
    await payrollForm.getByLabel(/^Allowances/).fill('1500.50');
    await payrollForm.getByLabel(/^Deductions/).fill('250');
    await payrollForm.getByLabel(/^Tax/).fill('1000.25');
    await payrollForm.getByLabel(/^Bonus/).fill('500');
    // 20000 + 1500.50 - 250 - 1000.25 + 500
    await expect(payrollForm.getByLabel(/^Net salary/)).toHaveValue(/20,?750\.25/);
    const payrollCreated = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/payrolls' && response.request().method() === 'POST');
    await payrollForm.getByRole('button', { name: 'Add Payroll' }).click();
    const payrollAnswer = await payrollCreated;
    expect(payrollAnswer.status()).toBe(201);
    expect((await payrollAnswer.json()).data.netSalary).toBe(20750.25);
    await expect(payrollForm).toBeHidden();
    expect(employeeName.length).toBeGreaterThan(0);

    // The overview's totals moved by exactly what was recorded.
    // The tab shows its cached stats while it reads them again (the payment's figures may be
    // in the cache already, the expense's and payroll's not yet): all four are awaited together.
    await openTab(page, 'Overview');
    await expect
      .poll(() => overviewFigures(page))
      .toEqual({
        'Total Revenue': before['Total Revenue'] + 123450,
        'Total Expenses': before['Total Expenses'] + 40075,
        'Total Payroll': before['Total Payroll'] + 2075025,
        'Net Income': before['Net Income'] + 123450 - 40075 - 2075025,
      });
    await expect(page.getByText(`Payment from ${student.name}`).first()).toBeVisible();
  });
});
