import { STAFF_SCREENS, expect, login, sidebar, sidebarItem, test, topBar } from './fixtures';

test.describe('Shell', () => {
  test('the principal reaches all nine staff screens from the sidebar', async ({ page }) => {
    await login(page, 'principal');
    await expect(page).toHaveURL(/\/customers$/);
    for (const title of STAFF_SCREENS) {
      await expect(sidebarItem(page, title), `${title} in the sidebar`).toBeVisible();
    }
    for (const title of STAFF_SCREENS) {
      await sidebarItem(page, title).click();
      await expect(topBar(page).getByText(title, { exact: true })).toBeVisible();
    }
  });

  test('the sidebar footer shows the name and the role in upper case', async ({ page }) => {
    await login(page, 'teacher');
    await expect(sidebar(page).getByText('Ahmad Rahimi')).toBeVisible();
    await expect(sidebar(page).getByText('TEACHER', { exact: true })).toBeVisible();
  });
});
