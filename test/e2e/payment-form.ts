/** The Payments tab's Add Payment form, as the cashier fills it (finance.spec.ts, own-server/finance-outage.spec.ts). */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export type NewPayment = { student: { name: string; admissionNo: string }; amount: string; remarks: string };

/** Opens Add Payment, picks the student by admission number, fills amount and remarks; returns the form, not yet sent. */
export async function fillPayment(page: Page, payment: NewPayment): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Payment' }).click();
  const form = page.getByRole('dialog', { name: 'Add Payment' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: /^Student/ }).fill(payment.student.admissionNo);
  await page.getByRole('option', { name: new RegExp(payment.student.name) }).first().click();
  await form.getByLabel(/^Amount/).fill(payment.amount);
  await form.getByLabel(/^Remarks/).fill(payment.remarks);
  return form;
}
