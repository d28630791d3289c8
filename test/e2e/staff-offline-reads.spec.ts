/**
 * Staff screens offline (issue 24, "Reads kept for staff"): what the principal loaded (the
 * Finance overview, the class list) shows again with no network, after a reload and on the way
 * between screens, with the saved-data notice; the device keeps it encrypted (no class or
 * teacher name readable in IndexedDB); logout deletes it.
 */
import type { Page } from '@playwright/test';
import { expect, login, sidebarItem, test } from './fixtures';
import { dumpSavedReads, logOutAndExpectNothingSaved, NOTICE, waitForServiceWorker } from './saved-reads';

const OVERVIEW_CARDS = ['Total Revenue', 'Total Expenses', 'Total Payroll', 'Net Income'] as const;

async function overviewTexts(page: Page): Promise<string[]> {
  const texts: string[] = [];
  for (const name of OVERVIEW_CARDS) {
    const card = page.getByRole('group', { name, exact: true });
    await expect(card).toContainText('؋');
    texts.push((await card.textContent()) ?? '');
  }
  return texts;
}

test.describe('Staff screens offline', () => {
  test('show what was last loaded with no network, keep it encrypted, and forget it at logout', async ({ page, context }) => {
    await login(page, 'principal');
    await waitForServiceWorker(page);

    // Online: the Finance overview and the class list, as they are now.
    await sidebarItem(page, 'Finance').click();
    const figures = await overviewTexts(page);
    await sidebarItem(page, 'Classes').click();
    const firstClass = page.getByRole('main').getByRole('article').first();
    await expect(firstClass).toBeVisible();
    const className = ((await firstClass.getByRole('paragraph').first().textContent()) ?? '').trim();
    expect(className.length).toBeGreaterThan(0);
    const classText = (await firstClass.textContent()) ?? '';
    await expect(page.getByText(NOTICE)).toBeHidden();

    await expect.poll(async () => (await dumpSavedReads(page)).count).toBeGreaterThanOrEqual(2);
    const stored = await dumpSavedReads(page);
    expect(stored.keys).toBe(1);
    expect(stored.text).not.toContain(className);
    const teacher = ((await firstClass.getByText(/^Class teacher: /).textContent()) ?? '').replace('Class teacher:', '').trim();
    expect(teacher.length).toBeGreaterThan(0);
    expect(stored.text).not.toContain(teacher);

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(firstClass).toHaveText(classText);
      await expect(page.getByText(NOTICE)).toBeVisible();
      await expect(page.getByRole('alert')).toBeHidden();

      await sidebarItem(page, 'Finance').click();
      expect(await overviewTexts(page)).toEqual(figures);
      await expect(page.getByText(NOTICE)).toBeVisible();

      await logOutAndExpectNothingSaved(page);
    } finally {
      await context.setOffline(false);
    }
  });
});
