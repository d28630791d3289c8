/**
 * The class register in the end-to-end tests: the day it is taken (today in Kabul, or the latest
 * school day before it on the demo school's weekend or a holiday, where a register first asks for
 * an override), opening it for a class, its rows, choosing a status.
 */
import type { Locator, Page } from '@playwright/test';
import { AFGHANISTAN_PUBLIC_HOLIDAYS_2026 } from '../../src/contract/school-holidays';
import { expect } from './fixtures';

/** The Kabul calendar day, as the register's date field defaults to. */
export function kabulToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kabul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/**
 * The day the register is taken for: today, or the latest school day before it when today is a
 * Friday (the demo school's weekend) or one of its holidays (the default calendar), on which a
 * register would first ask for an override.
 */
export function registerDay(): string {
  let day = kabulToday();
  const closed = (text: string) => new Date(`${text}T00:00:00Z`).getUTCDay() === 5 || AFGHANISTAN_PUBLIC_HOLIDAYS_2026.some((holiday) => holiday.date === text);
  while (closed(day)) day = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return day;
}

/** The register's day as the English screens write a day ("Nov 23, 2026"). */
export function registerDayShown(): string {
  return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${registerDay()}T00:00:00Z`));
}

/** Opens the register of the first class for today; answers the class's label. */
export async function openRegister(page: Page, className?: string): Promise<string> {
  await page.goto('/attendance?tab=register');
  await expect(page.getByRole('tab', { name: 'Daily register' })).toHaveAttribute('aria-selected', 'true');
  const classField = page.getByLabel(/^Class/).and(page.locator('input'));
  await expect(classField).toBeEnabled();
  await classField.click();
  const option = className ? page.getByRole('option', { name: className, exact: true }) : page.getByRole('option').first();
  const label = (await option.textContent())!.trim();
  await option.click();
  await expect(page.getByLabel(/^Date/)).toHaveValue(kabulToday());
  if (registerDay() !== kabulToday()) await page.getByLabel(/^Date/).fill(registerDay());
  await expect(page.getByRole('table', { name: `Register of ${registerDayShown()}` })).toBeVisible();
  return label;
}

/** The register's rows, one per student. */
export const registerRows = (page: Page) => page.getByRole('table', { name: /^Register of / }).locator('tbody tr');

/** Chooses a status in a register row: the radio is drawn by its label (the input itself is hidden). */
export async function chooseStatus(row: Locator, status: string): Promise<void> {
  const id = await row.getByRole('radio', { name: status }).getAttribute('id');
  await row.locator(`label[for="${id}"]`).click();
}
