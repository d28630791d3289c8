/**
 * Visitors end to end (issue #3): the front desk registers a visitor with a custom field, finds
 * them by phone, edits them, opens the details, and prints a token slip through the 80 mm print
 * window; a second token the same day takes the next number.
 */
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';

// 80 mm at CSS's 96 px per inch.
const RECEIPT_WIDTH_PX = (80 / 25.4) * 96;

/** The print window's counted print() calls (window.print is replaced, see below). */
type CountingWindow = Window & { __printCalls?: number };

function tokenDialog(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByTestId('token-counter') });
}

test.describe('Visitors', () => {
  test('front desk registers, finds, edits and views a visitor, then prints token slips', async ({ page, context }) => {
    // The print window must not block the run on a real print dialog: count the calls instead.
    await context.addInitScript(() => {
      const counting = window as CountingWindow;
      counting.print = () => {
        counting.__printCalls = (counting.__printCalls ?? 0) + 1;
      };
    });

    const suffix = String(Date.now()).slice(-7);
    const name = `Zahra Test ${suffix}`;
    const editedName = `Zahra Edited ${suffix}`;
    // An Afghan mobile: +93 and nine digits (the one phone rule, issue 23).
    const phone = `+9379${suffix}`;

    await login(page, 'frontdesk');
    await expect(page).toHaveURL(/\/customers$/);

    // Register, with one custom field.
    const form = page.getByRole('region', { name: 'Visitor Management' });
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Phone').fill(phone);
    await form.getByLabel('Purpose').selectOption({ label: 'Enrollment' });
    await form.getByLabel('Department').selectOption({ label: 'Academic' });
    await form.getByLabel('Field name').fill('Grade');
    await form.getByLabel('Value').fill('7');
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(form.getByRole('list', { name: 'Custom metadata' })).toContainText('Grade');
    await form.getByRole('button', { name: 'Register Visitor' }).click();
    await expect(form.getByLabel('Full name')).toHaveValue('');

    // Find by phone.
    await page.getByPlaceholder('Search visitors by phone, name, or email...').fill(suffix);
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card).toContainText(phone);

    // Edit: the card shows the change.
    await card.getByRole('button', { name: 'Edit visitor' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Visitor' });
    await expect(editDialog).toBeVisible();
    await editDialog.getByLabel('Full name').fill(editedName);
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editDialog).toBeHidden();
    const editedCard = page.getByRole('article', { name: editedName });
    await expect(editedCard).toBeVisible();

    // Details.
    await editedCard.getByRole('button', { name: 'View details' }).click();
    const details = page.getByRole('dialog', { name: 'Visitor Details' });
    await expect(details).toBeVisible();
    for (const section of ['Basic Information', 'Business Information', 'Custom Metadata', 'Timeline']) {
      await expect(details.getByText(section, { exact: true }), section).toBeVisible();
    }
    await expect(details).toContainText('Grade');
    await expect(details).toContainText(editedName);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // Token dialog.
    await editedCard.getByRole('button', { name: 'Generate token' }).click();
    const dialog = tokenDialog(page);
    await expect(dialog).toBeVisible();
    const first = Number(await dialog.getByTestId('token-counter').textContent());
    expect(first).toBeGreaterThanOrEqual(1);
    await expect(dialog.getByRole('heading', { name: new RegExp(`Token ${String(first).padStart(3, '0')}`) })).toBeVisible();
    await expect(dialog).toContainText(editedName);
    await expect(dialog).toContainText(phone);
    await expect(dialog.getByRole('img', { name: /^QR code of token/ })).toBeVisible();

    // Print: the 80 mm receipt opens in its own window and prints itself.
    const popupPromise = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Print Token' }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toMatch(/^\/print\/token\/[^/]+$/);
    const receipt = popup.getByRole('article', { name: /^Token slip/ });
    await expect(receipt).toBeVisible();
    await expect(popup.getByTestId('token-counter')).toHaveText(String(first).padStart(3, '0'));
    await expect(receipt).toContainText(editedName);
    const qr = popup.getByRole('img', { name: /^QR code of token/ });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const width = await receipt.evaluate((element) => element.getBoundingClientRect().width);
    expect(Math.abs(width - RECEIPT_WIDTH_PX)).toBeLessThan(1);
    const pageRule = await popup.evaluate(() =>
      Array.from(document.styleSheets)
        .flatMap((sheet) => Array.from(sheet.cssRules))
        .filter((rule) => rule instanceof CSSPageRule)
        .map((rule) => rule.cssText)
        .join(' '),
    );
    // 80 mm wide, as tall as the slip (receipt-page-style.ts: `80mm auto` is not valid CSS).
    expect(pageRule).toMatch(/size:\s*80mm \d+mm/);
    await expect.poll(() => popup.evaluate(() => (window as CountingWindow).__printCalls ?? 0)).toBe(1);
    // After the print dialog the window closes itself.
    const closed = popup.waitForEvent('close');
    await popup.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await closed;

    // A second token the same day takes the next number.
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
    await editedCard.getByRole('button', { name: 'Generate token' }).click();
    await expect(tokenDialog(page).getByTestId('token-counter')).toHaveText(String(first + 1).padStart(3, '0'));
  });
});
