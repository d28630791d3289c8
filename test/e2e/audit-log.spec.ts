/**
 * The audit log end to end (issue 9): the principal changes the school's phone in Settings, then
 * finds that change in the Audit log tab, recorded by the database trigger, with its old and new
 * value and the principal as its author. The phone is put back at the end, even on a failure.
 */
import { randomUUID } from 'node:crypto';
import { expect, login, sidebarItem, storedToken, test } from './fixtures';

test.describe('Audit log', () => {
  test('a change made in Settings shows in the audit log with its old and new value', async ({ page }) => {
    await login(page, 'principal');
    const headers = { authorization: `Bearer ${await storedToken(page)}` };
    const original = await page.request.get('/api/settings/school', { headers });
    expect(original.status()).toBe(200);
    const originalPhone = ((await original.json()) as { data: { phone: string | null } }).data.phone;
    const newPhone = `+93 20 25${String(Date.now()).slice(-5)}`;

    try {
      await sidebarItem(page, 'Settings').click();
      await expect(page).toHaveURL(/\/settings$/);
      const profile = page.getByRole('form', { name: 'School profile' });
      await profile.getByRole('textbox', { name: /^Phone/ }).fill(newPhone);
      await profile.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('School profile saved')).toBeVisible();

      // On a busy machine the first click can land while the saved profile re-renders the screen.
      const auditTab = page.getByRole('tab', { name: 'Audit log' });
      await expect(async () => {
        await auditTab.click();
        await expect(auditTab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
      }).toPass();
      const table = page.getByRole('table', { name: 'Recorded changes' });
      // Newest first: the change just made is on the first page, by the principal, naming the phone.
      const row = table.getByRole('row').filter({ hasText: 'Phone' }).filter({ hasText: 'Changed' }).first();
      await expect(row).toBeVisible();
      await row.getByRole('button', { name: /^Show change #\d+$/ }).click();

      const dialog = page.getByRole('dialog', { name: /^Change #\d+$/ });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('group', { name: 'Route' })).toContainText('PUT /api/settings/school');
      await expect(dialog.getByRole('group', { name: 'User' })).toContainText('principal');
      const phoneChange = dialog.getByRole('table', { name: 'Changed fields' }).getByRole('row').filter({ hasText: 'Phone' });
      await expect(phoneChange.getByRole('cell').nth(2)).toHaveText(newPhone);
      if (originalPhone) await expect(phoneChange.getByRole('cell').nth(1)).toHaveText(originalPhone);
      await dialog.getByRole('button', { name: 'Close dialog', exact: true }).click();
      await expect(dialog).toBeHidden();
    } finally {
      const restored = await page.request.put('/api/settings/school', {
        headers: { ...headers, 'x-request-id': randomUUID() },
        data: { phone: originalPhone },
      });
      expect(restored.status()).toBe(200);
    }
  });
});
