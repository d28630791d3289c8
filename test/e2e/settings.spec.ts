/**
 * Settings end to end (issue 9): the principal (every permission) renames the school in the
 * School profile tab, then issues a token slip for a visitor at the front desk and finds the new
 * name on the slip and on its 80 mm print. The name is put back at the end, even on a failure.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, login, sidebarItem, storedToken, test } from './fixtures';

/** The print window's counted print() calls (window.print is replaced, as in visitors.spec.ts). */
type CountingWindow = Window & { __printCalls?: number };

async function authHeaders(page: Page): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await storedToken(page)}` };
}

test.describe('Settings', () => {
  test('a renamed school prints its new name on the next token slip', async ({ page, context }) => {
    await context.addInitScript(() => {
      const counting = window as CountingWindow;
      counting.print = () => {
        counting.__printCalls = (counting.__printCalls ?? 0) + 1;
      };
    });

    await login(page, 'principal');
    await expect(sidebarItem(page, 'Settings')).toBeVisible();
    const original = await page.request.get('/api/settings/school', { headers: await authHeaders(page) });
    expect(original.status()).toBe(200);
    const originalName = ((await original.json()) as { data: { name: string } }).data.name;

    const suffix = String(Date.now()).slice(-6);
    const newName = `Noor Academy ${suffix}`;
    try {
      // Rename the school.
      await sidebarItem(page, 'Settings').click();
      await expect(page).toHaveURL(/\/settings$/);
      const profile = page.getByRole('form', { name: 'School profile' });
      const nameInput = profile.getByRole('textbox', { name: /^School name\s*\*?$/ });
      await expect(nameInput).toHaveValue(originalName);
      const save = profile.getByRole('button', { name: 'Save' });
      await expect(save).toBeDisabled();
      await nameInput.fill(newName);
      await expect(save).toBeEnabled();
      await save.click();
      await expect(page.getByText('School profile saved')).toBeVisible();
      await expect(save).toBeDisabled();

      // The front desk registers a visitor and issues a token slip.
      await sidebarItem(page, 'Visitors').click();
      await expect(page).toHaveURL(/\/customers$/);
      const visitor = `Settings Visitor ${suffix}`;
      const form = page.getByRole('region', { name: 'Visitor Management' });
      await form.getByLabel('Full name').fill(visitor);
      await form.getByLabel('Phone').fill(`+9379${suffix}1`);
      await form.getByLabel('Purpose').selectOption({ label: 'Enrollment' });
      await form.getByLabel('Department').selectOption({ label: 'Academic' });
      await form.getByRole('button', { name: 'Register Visitor' }).click();
      await expect(form.getByLabel('Full name')).toHaveValue('');
      await page.getByPlaceholder('Search visitors by phone, name, or email...').fill(suffix);
      const card = page.getByRole('article', { name: visitor });
      await expect(card).toBeVisible();

      await card.getByRole('button', { name: 'Generate token' }).click();
      const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('token-counter') });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('article', { name: /^Token slip/ })).toContainText(newName);

      // And its print.
      const popupPromise = context.waitForEvent('page');
      await dialog.getByRole('button', { name: 'Print Token' }).click();
      const popup = await popupPromise;
      await popup.waitForLoadState();
      const receipt = popup.getByRole('article', { name: /^Token slip/ });
      await expect(receipt).toBeVisible();
      await expect(receipt).toContainText(newName);
      await expect(receipt).toContainText(visitor);
      await expect.poll(() => popup.evaluate(() => (window as CountingWindow).__printCalls ?? 0)).toBe(1);
      await popup.close();
    } finally {
      // Put the name back through the API (plain JSON is accepted), whatever happened above.
      const restored = await page.request.put('/api/settings/school', {
        headers: { ...(await authHeaders(page)), 'x-request-id': randomUUID() },
        data: { name: originalName },
      });
      expect(restored.status()).toBe(200);
    }
  });
});
