import { expect, login, loginForm, sidebarItem, signIn, test, topBar } from './fixtures';

test.describe('Login', () => {
  test('shows the sign-in form', async ({ page }) => {
    await page.goto('/');
    const form = loginForm(page);
    await expect(form.heading).toBeVisible();
    await expect(page.getByText('Sign in to your account', { exact: true })).toBeVisible();
    await expect(page.getByText('School Management System', { exact: true })).toBeVisible();
    await expect(form.username).toBeVisible();
    await expect(form.password).toBeVisible();
    await expect(form.submit).toBeEnabled();
  });

  test('an empty submit asks for both fields, and the message clears on typing', async ({ page }) => {
    await page.goto('/');
    const form = loginForm(page);
    await form.submit.click();
    const message = page.getByText('Please enter both username and password', { exact: true });
    await expect(message).toBeVisible();
    await form.username.pressSequentially('t');
    await expect(message).toBeHidden();
  });

  test('a wrong password shows the server message and stays on Login', async ({ page }) => {
    await page.goto('/');
    await signIn(page, 'teacher', 'not-the-password');
    await expect(page.getByText('Invalid username or password', { exact: true })).toBeVisible();
    await expect(loginForm(page).heading).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('userToken'))).toBeNull();
  });

  test('a teacher lands on Visitors with only the permitted screens in the sidebar', async ({ page }) => {
    await login(page, 'teacher');
    await expect(page).toHaveURL(/\/customers$/);
    await expect(topBar(page).getByText('Visitors', { exact: true })).toBeVisible();
    for (const title of ['Visitors', 'Academic', 'Exams', 'Classes', 'Attendance']) {
      await expect(sidebarItem(page, title), `${title} in the sidebar`).toBeVisible();
    }
    for (const title of ['Finance', 'Teachers', 'Settings']) {
      await expect(sidebarItem(page, title), `${title} not in the sidebar`).toHaveCount(0);
    }
    // The user button shows the first name.
    await expect(topBar(page).getByRole('button', { name: /Ahmad/ })).toBeVisible();
  });

  test('a parent lands on Parent Portal', async ({ page }) => {
    await login(page, 'parent');
    await expect(page).toHaveURL(/\/parent-portal$/);
    await expect(topBar(page).getByText('Parent Portal', { exact: true })).toBeVisible();
  });

  test('an admin sees Access restricted and can log out', async ({ page }) => {
    await login(page, 'admin');
    await expect(page.getByText('Access restricted', { exact: true })).toBeVisible();
    await expect(
      page.getByText('This layout is available only for users with TEACHER or PARENT role.', { exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect(loginForm(page).heading).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('userToken'))).toBeNull();
  });
});
