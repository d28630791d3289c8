import { expect, expiredToken, login, loginForm, sidebarItem, storedToken, test, topBar } from './fixtures';

test.describe('Session', () => {
  test('the user menu logs out and returns to Login', async ({ page }) => {
    await login(page, 'teacher');
    await expect(topBar(page).getByText('Visitors', { exact: true })).toBeVisible();
    await topBar(page).getByRole('button', { name: /Ahmad/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(loginForm(page).heading).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });

  test('a reload keeps the session and the screen in the address', async ({ page }) => {
    await login(page, 'teacher');
    await expect(page).toHaveURL(/\/customers$/);
    await sidebarItem(page, 'Exams').click();
    await expect(page).toHaveURL(/\/exams$/);
    await expect(topBar(page).getByText('Exams', { exact: true })).toBeVisible();
    await page.reload();
    await expect(topBar(page).getByText('Exams', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/exams$/);
  });

  test('an expired token found at load returns to Login', async ({ page }) => {
    await login(page, 'teacher');
    await expect(topBar(page).getByText('Visitors', { exact: true })).toBeVisible();
    const token = expiredToken();
    expect(token.length).toBeGreaterThanOrEqual(50);
    await page.evaluate((value) => window.localStorage.setItem('userToken', value), token);
    await page.reload();
    await expect(loginForm(page).heading).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });

  test('a session that expires while the app is open returns to Login at the next check', async ({ page }) => {
    // The page's clock is controlled so the 12-hour token can run out without waiting.
    await page.clock.install();
    await login(page, 'teacher');
    await expect(topBar(page).getByText('Visitors', { exact: true })).toBeVisible();
    await page.clock.fastForward('13:00:00');
    await page.clock.runFor(121_000);
    await expect(loginForm(page).heading).toBeVisible();
  });

  test('a token the server revoked returns to Login on the next request', async ({ page, request }) => {
    await login(page, 'teacher');
    await expect(topBar(page).getByText('Visitors', { exact: true })).toBeVisible();
    const token = await storedToken(page);
    expect(token).toBeTruthy();

    const logout = await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
    expect(logout.status()).toBe(200);
    // The revoked token is refused from now on.
    const profile = await request.get('/api/auth/profile', { headers: { Authorization: `Bearer ${token}` } });
    expect(profile.status()).toBe(401);

    await page.reload();
    await expect(loginForm(page).heading).toBeVisible({ timeout: 20_000 });
    expect(await storedToken(page)).toBeNull();
  });
});
