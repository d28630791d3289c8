/** The top bar's connection state (issue 4): Online, Offline when the device loses its network. */
import { expect, login, test, topBar } from './fixtures';

test.describe('Connection state', () => {
  test('the top bar shows Online, Offline while the network is gone, and Online again after', async ({ page, context }) => {
    await login(page, 'frontdesk');
    const indicator = topBar(page).getByRole('button', { name: /check the connection now/ });
    await expect(indicator).toHaveText('Online');

    await context.setOffline(true);
    try {
      await expect(indicator).toHaveText('Offline');
      await expect(indicator).toHaveAccessibleName('Offline: check the connection now');
    } finally {
      await context.setOffline(false);
    }
    await expect(indicator).toHaveText('Online');
  });
});
