/**
 * The Attendance screen as the demo teacher (issue 9): the daily register opens with the network
 * gone from what the device kept (issue 24), is taken and kept on the device, reaches the server
 * when the network is back, and shows from the server after a reload; the front gate records an arrival and a departure with both times.
 */
import type { Page } from '@playwright/test';
import { expect, login, test, topBar } from './fixtures';
import { chooseStatus, kabulToday, openRegister, registerDay, registerRows } from './register';
import { NOTICE, waitForServiceWorker } from './saved-reads';

/** Signs in as the demo teacher and waits for the shell (the start screen), not just the click. */
async function signInAsTeacher(page: Page): Promise<void> {
  await login(page, 'teacher');
  await expect(topBar(page).getByRole('button', { name: /^Account menu/ })).toBeVisible();
}

test.describe('Attendance', () => {
  test('a register saved offline is queued, syncs when the network is back and shows from the server', async ({ page, context }) => {
    await signInAsTeacher(page);
    await waitForServiceWorker(page);
    const className = await openRegister(page);
    const rows = registerRows(page);
    await expect(rows.first()).toBeVisible();
    const absentName = (await rows.first().locator('td').nth(1).locator('p').first().textContent())!.trim();

    await context.setOffline(true);
    try {
      await expect(topBar(page).getByRole('button', { name: /check the connection now/ })).toHaveText('Offline');
      // Opened again with no network (a classroom without Wi-Fi): the classes, the class's
      // students and the day's marks come from the device.
      await openRegister(page, className);
      await expect(rows.first()).toBeVisible();
      await expect(page.getByText(NOTICE)).toBeVisible();
      await page.getByRole('button', { name: 'Mark all present' }).click();
      // Marks taken earlier today would be overwritten: the screen asks first.
      const confirm = page.getByRole('dialog', { name: 'Mark everyone present?' });
      if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Mark all present' }).click();
      await chooseStatus(rows.first(), 'Absent');
      await expect(rows.first().getByRole('radio', { name: 'Absent' })).toBeChecked();
      await page.getByRole('button', { name: 'Save register' }).click();
      await expect(page.getByText('Saved on this device; it will be sent when the connection is back')).toBeVisible();
      await expect(topBar(page).getByRole('button', { name: /Changes saved on this device/ })).toBeVisible();
      // Opened again before it is sent, the register shows the marks waiting on the device.
      await openRegister(page, className);
      await expect(page.getByRole('status', { name: 'Pending sync' })).toContainText('This register is saved on this device');
      await expect(rows.first().getByRole('radio', { name: 'Absent' })).toBeChecked();
    } finally {
      await context.setOffline(false);
    }
    await expect(topBar(page).getByRole('button', { name: /Changes saved on this device/ })).toBeHidden({ timeout: 30_000 });
    await expect(page.getByRole('status', { name: 'Pending sync' })).toBeHidden();

    await page.reload();
    await openRegister(page, className);
    const absentRow = registerRows(page).filter({ hasText: absentName });
    await expect(absentRow.getByRole('radio', { name: 'Absent' })).toBeChecked();
    const count = await registerRows(page).count();
    for (let index = 1; index < count; index += 1) {
      await expect(registerRows(page).nth(index).getByRole('radio', { name: 'Present' })).toBeChecked();
    }
  });

  test('the front gate records an arrival, then a departure, with both times', async ({ page }) => {
    await signInAsTeacher(page);
    // A student of the register: the first of the first class, searched by admission number.
    await openRegister(page);
    const admissionNo = (await registerRows(page).first().locator('td').nth(1).locator('p').nth(1).textContent())!.trim();
    const name = (await registerRows(page).first().locator('td').nth(1).locator('p').first().textContent())!.trim();

    await page.getByRole('tab', { name: 'Front gate' }).click();
    const search = page.getByLabel('Find a student');
    await search.fill(admissionNo);
    await expect(page.getByRole('option').filter({ hasText: name }).first()).toBeVisible();
    await search.press('ArrowDown');
    await search.press('Enter');
    const card = page.getByRole('region', { name: 'Chosen student' });
    await expect(card).toContainText(name);

    await card.getByLabel('Time').fill('07:30');
    await card.getByRole('button', { name: 'Mark arrival' }).click();
    // The gate records today: on a Friday or a holiday it asks once for the day first.
    if (registerDay() !== kabulToday()) {
      await page.getByRole('dialog', { name: 'Not a school day' }).getByRole('button', { name: 'Record anyway' }).click();
    }
    await expect(page.getByText(`Arrival recorded for ${name} at 07:30`)).toBeVisible();
    const result = card.getByRole('status', { name: "Today's mark" });
    await expect(result).toContainText('In: 07:30');

    await card.getByLabel('Time').fill('13:15');
    await card.getByRole('button', { name: 'Mark departure' }).click();
    await expect(page.getByText(`Departure recorded for ${name} at 13:15`)).toBeVisible();
    await expect(result).toContainText('In: 07:30');
    await expect(result).toContainText('Out: 13:15');
    const today = page.getByRole('table', { name: "Today's marks, latest first" });
    await expect(today.locator('tbody tr').first()).toContainText(name);
    await expect(today.locator('tbody tr').first()).toContainText('07:30');
    await expect(today.locator('tbody tr').first()).toContainText('13:15');
  });
});
