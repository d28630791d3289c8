/** The Expenses tab's Add Expense form, as the cashier fills it (finance.spec.ts, own-server/finance-outage.spec.ts). */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export type NewExpense = { title: string; amount: string; category: string };

/** Opens Add Expense on the Expenses tab, fills title, amount and category, saves, and waits for the form to close. */
export async function addExpense(page: Page, expense: NewExpense): Promise<void> {
  await page.getByRole('button', { name: 'Add Expense' }).click();
  const form = page.getByRole('dialog', { name: 'Add Expense' });
  await form.getByLabel(/^Title/).fill(expense.title);
  await form.getByLabel(/^Amount/).fill(expense.amount);
  await form.getByLabel(/^Category/).selectOption(expense.category);
  await form.getByRole('button', { name: 'Add Expense' }).click();
  await expect(form).toBeHidden();
}
