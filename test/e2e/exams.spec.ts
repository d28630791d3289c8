/**
 * The Exams screen end to end (issue 9): the principal schedules an exam for today for the class of
 * the demo parent's child Maryam Safi, enters her score (37 of 40) and a classmate's in one save;
 * the demo parent then finds the grade on the child's Academics tab (92.5%) and the exam completed
 * with 37 / 40 on the Exams tab.
 */
import type { Page } from '@playwright/test';
import { expect, login, signIn, storedToken, test, topBar } from './fixtures';

type SeedStudent = { id: number; user: { firstName: string | null; lastName: string | null }; class: { id: number; name: string } | null };

/** Maryam Safi's class, read through the API the principal may use. */
async function maryamsClass(page: Page): Promise<{ id: number; name: string }> {
  const token = await storedToken(page);
  const answer = await page.request.get('/api/students?search=Maryam&limit=20', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  const students = (await answer.json()).data as SeedStudent[];
  const maryam = students.find((student) => student.user.firstName === 'Maryam' && student.user.lastName === 'Safi');
  expect(maryam?.class, 'Maryam Safi has a class').toBeTruthy();
  return maryam!.class!;
}

/** Today in Kabul (the school day the server dates exams by). */
function kabulToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kabul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** A ten-minute evening slot that differs between runs, so a rerun on the same server is not a double booking. */
function eveningSlot(): { start: string; end: string } {
  const slot = Math.floor(Date.now() / 1000) % 24;
  const minutes = 17 * 60 + slot * 10;
  const at = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  return { start: at(minutes), end: at(minutes + 10) };
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

test.describe('Exams', () => {
  test('the principal schedules an exam and enters grades; the parent sees the grade and the completed exam', async ({ page }) => {
    await login(page, 'principal');
    const schoolClass = await maryamsClass(page);
    const examName = `Quiz ${Date.now()}`;
    const { start, end } = eveningSlot();

    await page.goto('/exams');
    await page.getByRole('button', { name: 'Schedule exam' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule exam' });
    await dialog.getByRole('textbox', { name: /Exam name/ }).fill(examName);
    await dialog.getByRole('combobox', { name: /Class/ }).selectOption({ label: schoolClass.name });
    // The first subject offered (the school's list, or the class's own without subject:read).
    const subject = dialog.getByRole('combobox', { name: /Subject/ });
    await expect(subject.locator('option').nth(1)).toBeAttached();
    await subject.selectOption({ index: 1 });
    await dialog.getByLabel(/Date/).fill(kabulToday());
    await dialog.getByLabel(/Start time/).fill(start);
    await dialog.getByLabel(/End time/).fill(end);
    await dialog.getByRole('spinbutton', { name: /Maximum marks/ }).fill('40');
    const created = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/exams');
    await dialog.getByRole('button', { name: 'Schedule exam' }).click();
    expect((await created).status()).toBe(201);
    await expect(dialog).toBeHidden();

    // The list opens on the latest dates: find the new exam by its name.
    await page.getByRole('textbox', { name: 'Search' }).fill(examName);
    const card = page.getByRole('article', { name: examName });
    await card.getByRole('button', { name: 'Enter grades' }).click();
    await expect(page.getByRole('tab', { name: 'Grade entry' })).toHaveAttribute('aria-selected', 'true');
    const maryam = page.getByRole('spinbutton', { name: 'Score of Maryam Safi' });
    await maryam.fill('37');
    await expect(maryam.locator('xpath=ancestor::tr')).toContainText('92.5%');
    // One classmate: the first other score field.
    const classmate = page.getByRole('spinbutton', { name: /^Score of (?!Maryam Safi$)/ }).first();
    await classmate.fill('30');
    const saved = page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/exams\/\d+\/grades$/.test(new URL(response.url()).pathname));
    await page.getByRole('button', { name: 'Save grades' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText(`2 grades saved for "${examName}"`)).toBeVisible();

    await openTab(page, 'Results');
    await expect(page.getByRole('group', { name: 'Graded' })).toContainText(/^Graded2 \/ \d+$/);
    await expect(page.getByRole('table', { name: 'Ranked results' }).getByRole('row').filter({ hasText: 'Maryam Safi' })).toContainText('37 / 40');

    // The parent's side.
    await topBar(page).getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await signIn(page, 'parent');
    await expect(page).toHaveURL(/\/parent-portal/);
    const child = page.getByRole('button', { name: /Maryam Safi/ });
    await child.click();
    await expect(child).toHaveAttribute('aria-pressed', 'true');

    await openTab(page, 'Academics');
    const grade = page.getByRole('list', { name: 'Recent grades' }).getByRole('listitem').filter({ hasText: 'Mark 37/40' }).first();
    await expect(grade).toContainText('92.5%');

    await openTab(page, 'Exams');
    await openTab(page, 'All');
    const exam = page.getByRole('article', { name: examName });
    await expect(exam).toContainText('Completed');
    await expect(exam).toContainText('37 / 40');
  });
});
