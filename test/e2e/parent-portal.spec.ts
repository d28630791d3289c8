/**
 * The Parent Portal end to end (issue #8) at a phone's width, as the demo parent (two children in
 * the seed): the portal is the start screen; the dashboard's cards; choosing the other child; that
 * child's attendance for a chosen month, grades, fees summary, upcoming exams with days left and
 * profile; the choice carries across the tabs.
 */
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

/** A month and year a term of attendance covers: last month (Kabul's calendar is close enough here). */
function lastMonth(): { month: number; year: number } {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
  return { month: date.getUTCMonth() + 1, year: date.getUTCFullYear() };
}

test.describe('Parent Portal', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a parent follows each child from a phone: dashboard, attendance, grades, fees, exams, overview', async ({ page }) => {
    await login(page, 'parent');
    await expect(page).toHaveURL(/\/parent-portal/);

    // Dashboard: the four cards and the two children.
    const children = page.getByRole('group', { name: 'Total Children' });
    await expect(children).toContainText('2');
    for (const name of ['Avg Attendance', 'Avg Grade', 'Notifications']) {
      await expect(page.getByRole('group', { name })).toBeVisible();
    }
    const maryam = page.getByRole('button', { name: /Maryam Safi/ });
    const ahmad = page.getByRole('button', { name: /Ahmad Shah Safi/ });
    await expect(maryam).toBeVisible();
    await expect(ahmad).toBeVisible();
    // One of them is chosen at the start; choose the other.
    const firstChosen = (await ahmad.getAttribute('aria-pressed')) === 'true' ? ahmad : maryam;
    const other = firstChosen === ahmad ? maryam : ahmad;
    const otherName = other === maryam ? 'Maryam Safi' : 'Ahmad Shah Safi';
    await other.click();
    await expect(other).toHaveAttribute('aria-pressed', 'true');
    await expect(firstChosen).toHaveAttribute('aria-pressed', 'false');

    // Attendance for a chosen month: the stats ask for that month and show a percentage.
    await openTab(page, 'Attendance');
    const { month, year } = lastMonth();
    const stats = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return /\/api\/students\/\d+\/attendance\/stats$/.test(url.pathname) && url.searchParams.get('month') === String(month) && url.searchParams.get('year') === String(year);
    });
    await page.getByLabel('Year').selectOption(String(year));
    await page.getByLabel('Month').selectOption(String(month));
    expect((await stats).status()).toBe(200);
    await expect(page.getByRole('group', { name: 'Attendance %' })).toContainText(/\d+%/);
    await expect(page.getByText('No attendance records found')).toBeHidden();

    // Academics: the overall average and recent grades.
    await openTab(page, 'Academics');
    await expect(page.getByText('Overall average')).toBeVisible();
    await expect(page.getByText('Recent grades')).toBeVisible();
    await expect(page.getByText('No grades available yet')).toBeHidden();

    // Fees: pending = the PENDING (3 500.00) and OVERDUE (1 200.50) fees of the seed.
    await openTab(page, 'Fees');
    await expect(page.getByRole('group', { name: 'Pending Amount' })).toContainText('؋4,700.50');
    await expect(page.getByRole('group', { name: 'Paid Amount' })).toContainText('؋');

    // Exams: upcoming ones with their days left.
    await openTab(page, 'Exams');
    await expect(page.getByText(/^(today|in \d+ days?)$/).first()).toBeVisible();

    // Overview: the chosen child's profile; the choice carried across every tab.
    await openTab(page, 'Overview');
    await expect(page.getByText(otherName).first()).toBeVisible();
    await expect(page).toHaveURL(/child=\d+/);

    // Nothing wider than the phone's screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
