/**
 * The parent's own account from a phone (360×740), as the demo parent: a message to the school
 * about one child shows in Sent messages (unread by the school), and notification settings (SMS
 * on, quiet hours from a chosen time) are kept when Settings is opened again.
 */
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';

/** The portal's own header buttons (the shell has links and buttons of its own). */
function portalButton(page: Page, name: string) {
  return page.getByRole('main').getByRole('button', { name, exact: true });
}

test.describe('Parent account', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a parent messages the school about a child and sees it in Sent messages', async ({ page }) => {
    await login(page, 'parent');
    await expect(page).toHaveURL(/\/parent-portal/);
    // Unique per run, so a retry on the same server finds its own message.
    const subject = `Absence on Monday ${Date.now()}`;

    await portalButton(page, 'Message the school').click();
    const dialog = page.getByRole('dialog', { name: 'Message the school' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('About').selectOption({ label: 'Maryam Safi' });
    const subjectField = dialog.getByRole('textbox', { name: /^Subject/ });
    await subjectField.fill(subject);
    // Enter in Subject goes on to the message; nothing is sent yet.
    await subjectField.press('Enter');
    const bodyField = dialog.getByRole('textbox', { name: /^Message/ });
    await expect(bodyField).toBeFocused();
    await bodyField.fill('Maryam has a doctor visit on Monday morning.');
    await expect(dialog.getByText('44/4000 characters')).toBeVisible();

    const sent = page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/parents\/\d+\/messages$/.test(new URL(response.url()).pathname));
    await dialog.getByRole('button', { name: 'Send' }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByText('Message sent to the school')).toBeVisible();
    await expect(dialog).toBeHidden();

    await portalButton(page, 'Message the school').click();
    await dialog.getByRole('tab', { name: 'Sent messages' }).click();
    const item = dialog.getByRole('listitem').filter({ hasText: subject });
    await expect(item).toBeVisible();
    await expect(item).toContainText('About Maryam Safi');
    await expect(item).toContainText('Unread');

    // Full screen on a phone, and nothing wider than it.
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(360);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a parent turns SMS and quiet hours on, saves, and finds them kept', async ({ page }) => {
    await login(page, 'parent');
    await expect(page).toHaveURL(/\/parent-portal/);

    await portalButton(page, 'Settings').click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect(dialog.getByRole('switch', { name: 'Email' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();

    await dialog.getByRole('switch', { name: 'SMS' }).check();
    await dialog.getByRole('switch', { name: 'Use quiet hours' }).check();
    await dialog.getByLabel('From').fill('21:30');
    await dialog.getByLabel('Until').fill('06:45');
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && /\/api\/parents\/\d+\/settings$/.test(new URL(response.url()).pathname));
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Settings saved')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Read again from the server, not from this page's cache.
    await page.reload();
    await portalButton(page, 'Settings').click();
    await expect(dialog.getByRole('switch', { name: 'SMS' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Use quiet hours' })).toBeChecked();
    await expect(dialog.getByLabel('From')).toHaveValue('21:30');
    await expect(dialog.getByLabel('Until')).toHaveValue('06:45');
    await expect(dialog.getByRole('switch', { name: 'Email' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
