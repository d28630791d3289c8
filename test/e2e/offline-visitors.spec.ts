/**
 * Visitors with no network (issue 4, "Local store"): the visitors the desk has seen are kept on
 * the device, and the list and its search keep working offline.
 */
import { expect, login, test, topBar } from './fixtures';

test.describe('Visitors offline', () => {
  test('finds visitors seen before by name and by phone with the network gone', async ({ page, context }) => {
    await login(page, 'frontdesk');
    await expect(page).toHaveURL(/\/customers$/);
    const cards = page.getByRole('article');
    await expect(cards.nth(5)).toBeVisible();
    const wanted = cards.nth(5);
    const name = (await wanted.getAttribute('aria-label'))!;
    const phone = (await wanted.getByText(/^\+?[\d\s]{9,}$/).first().textContent())!.trim();

    await context.setOffline(true);
    try {
      await expect(topBar(page).getByRole('button', { name: /check the connection now/ })).toHaveText('Offline');
      const search = page.getByRole('searchbox', { name: 'Search visitors' });
      await search.fill(name.split(' ')[0].toLowerCase());
      await expect(page.getByRole('article', { name })).toBeVisible();

      // The last seven digits as the desk reads them off a phone, spaced.
      const digits = phone.replace(/\D/g, '').slice(-7);
      await search.fill(`${digits.slice(0, 3)} ${digits.slice(3)}`);
      await expect(page.getByRole('article', { name })).toBeVisible();
      await expect(page.getByText('Showing the visitors saved on this device (Offline). The list refreshes when the server answers.')).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});
