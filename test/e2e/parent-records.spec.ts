/**
 * A child's records in the parent portal from a phone (360×740), as the demo parent: the Overview
 * tab's weekly timetable (a lesson on Saturday), the school's announcements, and the enrolment
 * certificate downloaded as a real PDF; the Academics tab's report card with a grade letter.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

/** The letters of the product's grade scale (spec §9). */
const LETTER = /^(A\+|A|B\+|B|C\+|C|D)$/;

test.describe('Parent portal records', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a parent sees the child's week, announcements and documents, and downloads a certificate", async ({ page }) => {
    await login(page, 'parent');
    await expect(page).toHaveURL(/\/parent-portal/);
    await openTab(page, 'Overview');

    // Timetable: one school day chosen at first (today's, or Saturday on a Friday); Saturday has lessons.
    const timetable = page.getByRole('region', { name: 'Weekly timetable' });
    await expect(timetable.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(timetable.getByRole('radio', { name: 'Friday' })).toHaveCount(0);
    await timetable.getByText('Sat', { exact: true }).click();
    await expect(timetable.getByRole('radio', { name: 'Saturday' })).toBeChecked();
    const lesson = timetable.getByRole('list', { name: 'Lessons on Saturday' }).getByRole('listitem').first();
    await expect(lesson).toBeVisible();
    await expect(lesson).toContainText(/\d{2}:\d{2} – \d{2}:\d{2}/);

    // Announcements: the school-wide one of the seed (the staff-only and expired ones are not shown).
    const announcements = page.getByRole('region', { name: 'Announcements' });
    await expect(announcements.getByRole('listitem', { name: 'Nowruz holidays' })).toBeVisible();
    await expect(announcements.getByRole('listitem', { name: 'Staff meeting' })).toHaveCount(0);
    await expect(announcements.getByRole('listitem', { name: 'Winter uniform' })).toHaveCount(0);

    // Documents: the enrolment certificate arrives as a PDF download.
    const documents = page.getByRole('region', { name: 'Documents' });
    const certificate = documents.getByRole('listitem', { name: 'Enrolment certificate' });
    await expect(certificate).toContainText('PDF');
    const downloadEvent = page.waitForEvent('download');
    await certificate.getByRole('button', { name: 'Download Enrolment certificate' }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await expect(certificate.getByRole('alert')).toHaveCount(0);

    // Nothing wider than the phone's screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("a parent reads the child's report card with a grade letter per subject", async ({ page }) => {
    await login(page, 'parent');
    await expect(page).toHaveURL(/\/parent-portal/);
    await openTab(page, 'Academics');

    const reports = page.getByRole('region', { name: 'Report cards' });
    const newest = reports.getByRole('button', { name: /^Academic year/ }).first();
    await expect(newest).toHaveAttribute('aria-expanded', 'true');
    const table = reports.getByRole('table', { name: /^Subjects of / }).first();
    const firstSubject = table.getByRole('row').nth(1);
    await expect(firstSubject.getByRole('cell').nth(1)).toContainText(/\d+(\.\d)?%/);
    await expect(firstSubject.getByRole('cell').nth(2)).toHaveText(LETTER);
    await expect(reports.getByRole('group', { name: 'Year average' }).first()).toContainText('%');
    await expect(reports.getByText('No report cards yet')).toBeHidden();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
