/**
 * The Academic screen end to end (issue #5): the principal opens the students list, finds a
 * student of the demo seed by search, opens the profile, prints the ID card (a real JPEG download
 * named student-card-{id}.jpg) and switches to the card view. Needs the demo seed's students.
 */
import { readFile } from 'node:fs/promises';
import { expect, login, sidebarItem, test } from './fixtures';

test.describe('Students', () => {
  test('the principal finds a student, opens the profile, prints the card and switches to cards', async ({ page }) => {
    await login(page, 'principal');
    await sidebarItem(page, 'Academic').click();
    await expect(page).toHaveURL(/\/academic$/);

    // The first visit opens the Dashboard tab; the list is on the Students tab.
    await page.getByRole('tab', { name: 'Students' }).click();
    const table = page.getByRole('table', { name: 'Students' });
    const firstRow = table.getByRole('row').nth(1);
    await expect(firstRow).toBeVisible();
    await expect(page.getByText(/^Showing 1 to \d+ of \d+ students$/)).toBeVisible();
    const name = await firstRow.getAttribute('aria-label');
    expect(name, 'a seeded student in the list').toBeTruthy();
    const fullName = name as string;

    // Search by the first name: applied once typing stops (800 ms), from page 1.
    const firstName = fullName.split(' ')[0];
    const listAnswer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/students' && new URL(response.url()).searchParams.get('search') === firstName,
    );
    await page.getByRole('searchbox', { name: 'Search students' }).fill(firstName);
    await listAnswer;
    const row = table.getByRole('row', { name: fullName }).first();
    await expect(row).toBeVisible();

    // Profile.
    await row.getByRole('button', { name: 'View' }).click();
    const profile = page.getByRole('dialog', { name: 'Student Profile' });
    await expect(profile).toBeVisible();
    for (const section of ['Personal Information', 'Academic Information', 'Origin Address', 'Current Address', 'Banking Information', 'Parent/Guardian']) {
      await expect(profile.getByRole('region', { name: section }), section).toBeVisible();
    }
    await expect(profile).toContainText(fullName);
    const countText = profile.getByText(/^Cards printed: \d+$/);
    await expect(countText).toBeVisible();
    const countBefore = Number((await countText.textContent())?.replace(/\D/g, ''));

    // Print Card: the server's JPEG arrives as a download named after the student's id.
    const downloadEvent = page.waitForEvent('download');
    await profile.getByRole('button', { name: 'Print Card' }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toMatch(/^student-card-\d+\.jpg$/);
    const bytes = await readFile(await download.path());
    expect(bytes.length).toBeGreaterThan(1000);
    // JPEG start-of-image marker.
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
    await expect(page.getByText(`Card downloaded: ${download.suggestedFilename()}`)).toBeVisible();
    await expect(profile.getByText(`Cards printed: ${countBefore + 1}`)).toBeVisible();
    await profile.getByRole('button', { name: 'Close' }).click();
    await expect(profile).toBeHidden();

    // Card view, remembered on reload.
    await page.getByText('Cards', { exact: true }).click();
    const card = page.getByRole('article', { name: fullName }).first();
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: 'Print Card' })).toBeVisible();
    await expect(table).toBeHidden();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Students' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});
