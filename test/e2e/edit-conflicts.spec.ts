/**
 * No silent overwrite (issue 24), two staff members in two browsers: an expense edited offline by
 * the cashier while the principal edits it online does not overwrite the principal's
 * change when it is sent; it waits in "Needs attention" with the two versions field by field, and
 * what the cashier picks per field is what the server keeps. Two edits online at once get the same
 * protection: the second sees both versions before anything is written.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, login, sidebarItem, storedToken, test, topBar } from './fixtures';
import { addExpense } from './expense-form';

type ServerExpense = { id: number; title: string; amount: number; remarks: string | null };

async function openExpenses(page: Page, search: string): Promise<void> {
  await sidebarItem(page, 'Finance').click();
  await page.getByRole('tab', { name: 'Expenses', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Expenses Management' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(search);
}

const expenseRow = (page: Page, title: string) => page.getByRole('article', { name: title }).or(page.getByRole('row', { name: title }));

/** Opens Edit Expense on the row of `title`. */
async function openEdit(page: Page, title: string) {
  await expenseRow(page, title).getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Expense' });
  await expect(form.getByLabel(/^Title/)).toHaveValue(title);
  return form;
}

async function serverExpense(page: Page, title: string): Promise<ServerExpense> {
  const token = await storedToken(page);
  const answer = await page.request.get(`/api/expenses?limit=5&search=${encodeURIComponent(title)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  const [expense] = ((await answer.json()) as { data: ServerExpense[] }).data.filter((row) => row.title === title);
  return expense;
}

/** Another person at another device: a browser context of its own, signed in. */
async function signedIn(browser: Browser, baseURL: string | undefined, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await login(page, username);
  return page;
}

test.describe('Edits that meet a newer save', () => {
  // Two browsers, an outage and two conflicts: longer than one screen's story.
  test.setTimeout(180_000);

  test('an offline edit overtaken by an online one waits with both versions; the chosen fields are kept; two online edits at once are caught too', async ({ page: cashier, browser, baseURL }) => {
    const stamp = Date.now().toString().slice(-6);
    const title = `Conflict chalk ${stamp}`;
    await login(cashier, 'cashier');
    await openExpenses(cashier, stamp);
    await addExpense(cashier, { title, amount: '125', category: 'Office Supplies' });
    await expect(expenseRow(cashier, title)).toContainText('-؋125.00');
    await cashier.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });

    // The cashier's tablet loses the network with the expense open, and the amount is changed there.
    const context = cashier.context();
    await context.setOffline(true);
    try {
      const offlineForm = await openEdit(cashier, title);
      await offlineForm.getByLabel(/^Amount/).fill('150');
      await offlineForm.getByLabel(/^Remarks/).fill('Two boxes, from the tablet');
      await offlineForm.getByRole('button', { name: 'Update Expense' }).click();
      await expect(offlineForm).toBeHidden();
      await expect(topBar(cashier).getByRole('button', { name: /Changes saved on this device: 1 to sync/ })).toBeVisible();

      // Meanwhile the principal, online, changes the amount and the remarks too.
      const principal = await signedIn(browser, baseURL, 'principal');
      try {
        await openExpenses(principal, stamp);
        const principalForm = await openEdit(principal, title);
        await principalForm.getByLabel(/^Amount/).fill('140');
        await principalForm.getByLabel(/^Remarks/).fill('Checked against the invoice');
        await principalForm.getByRole('button', { name: 'Update Expense' }).click();
        await expect(principalForm).toBeHidden();
        await expect(expenseRow(principal, title)).toContainText('-؋140.00');
      } finally {
        await principal.context().close();
      }
    } finally {
      await context.setOffline(false);
    }

    // Back online: the cashier's change is not applied over the principal's; it needs a choice.
    const indicator = topBar(cashier).getByRole('button', { name: /Changes saved on this device: 1 needs attention/ });
    await expect(indicator).toBeVisible({ timeout: 30_000 });
    expect(await serverExpense(cashier, title)).toMatchObject({ amount: 140, remarks: 'Checked against the invoice' });
    await indicator.click();
    const panel = cashier.getByRole('dialog', { name: 'Changes saved on this device' });
    const item = panel.getByRole('listitem').filter({ hasText: 'Someone else changed this record meanwhile' });
    await item.getByRole('button', { name: 'Compare the versions' }).click();

    const compare = cashier.getByRole('dialog', { name: 'Changed by someone else' });
    const versions = compare.getByRole('group', { name: 'The two versions, field by field' });
    await expect(versions.getByRole('radiogroup')).toHaveCount(2);
    await expect(versions.getByRole('radiogroup', { name: 'Amount' })).toContainText(/Your change\s*150\s*Saved now\s*140/);
    await expect(versions.getByRole('radiogroup', { name: 'Remarks' })).toContainText(/Your change\s*Two boxes, from the tablet\s*Saved now\s*Checked against the invoice/);
    // Keep the tablet's amount and the principal's remarks.
    await versions.getByRole('radiogroup', { name: 'Remarks' }).getByRole('radio', { name: 'Saved now' }).check();
    await compare.getByRole('button', { name: 'Save the chosen values' }).click();
    await expect(compare).toBeHidden();
    await expect.poll(async () => serverExpense(cashier, title), { timeout: 30_000 }).toMatchObject({ amount: 150, remarks: 'Checked against the invoice' });
    await expect(panel.getByText('Nothing is waiting: every change has reached the server.')).toBeVisible({ timeout: 30_000 });
    await cashier.keyboard.press('Escape');
    await expect(topBar(cashier).getByRole('button', { name: /Changes saved on this device/ })).toBeHidden();

    // Online, two at once: both open the expense; the principal saves first.
    await expect(expenseRow(cashier, title)).toContainText('-؋150.00', { timeout: 30_000 });
    const cashierForm = await openEdit(cashier, title);
    const principal = await signedIn(browser, baseURL, 'principal');
    try {
      await openExpenses(principal, stamp);
      const principalForm = await openEdit(principal, title);
      await principalForm.getByLabel(/^Title/).fill(`${title} (white)`);
      await principalForm.getByRole('button', { name: 'Update Expense' }).click();
      await expect(principalForm).toBeHidden();
    } finally {
      await principal.context().close();
    }
    await cashierForm.getByLabel(/^Amount/).fill('160');
    await cashierForm.getByRole('button', { name: 'Update Expense' }).click();
    const second = cashier.getByRole('dialog', { name: 'Changed by someone else' });
    await expect(second.getByRole('radiogroup', { name: 'Title' })).toContainText(`Saved now${title} (white)`);
    expect((await serverExpense(cashier, `${title} (white)`)).amount).toBe(150);
    // Keep mine: every field of the cashier's form, made from the principal's version.
    await second.getByRole('button', { name: 'Keep mine' }).click();
    await expect(cashierForm).toBeHidden();
    expect(await serverExpense(cashier, title)).toMatchObject({ amount: 160 });
  });
});
