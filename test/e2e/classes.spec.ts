/**
 * The Classes screen end to end (issue 9), on the real server with the demo seed, as the principal
 * (who holds every permission): adds a class through the form, finds it in the list, opens its
 * detail, adds a lesson to its timetable, is refused (409) a lesson that overlaps it, and deletes
 * the class with the confirmation.
 */
import type { Page } from '@playwright/test';
import { expect, login, sidebarItem, storedToken, test } from './fixtures';

/** A subject of the principal's school made through the API, so the lesson has a known subject. */
async function createSubjectThroughApi(page: Page, code: string): Promise<string> {
  const token = await storedToken(page);
  const name = `Astronomy ${code}`;
  const answer = await page.request.post('/api/subjects', { headers: { authorization: `Bearer ${token}` }, data: { name, code } });
  expect(answer.status()).toBe(201);
  return `${name} (${code})`;
}

test.describe('Classes', () => {
  test('the principal adds a class, adds a lesson, is refused an overlapping one and deletes the class', async ({ page }) => {
    const suffix = Date.now().toString(36).toUpperCase();
    const code = `E2E-${suffix}`;
    const name = `Class ${suffix}`;
    await login(page, 'principal');
    const subjectLabel = await createSubjectThroughApi(page, `S${suffix}`);

    await sidebarItem(page, 'Classes').click();
    await expect(page).toHaveURL(/\/classes$/);
    await page.getByRole('button', { name: 'Add class', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Add class' });
    await form.getByRole('textbox', { name: /Class name/ }).fill(name);
    await form.getByRole('textbox', { name: /Code/ }).fill(code);
    await form.getByRole('spinbutton', { name: 'Grade (0–12)' }).fill('7');
    await form.getByRole('textbox', { name: 'Section' }).fill('E');
    await form.getByRole('spinbutton', { name: 'Capacity' }).fill('30');
    await form.getByRole('button', { name: 'Add class' }).click();
    await expect(page.getByText(`Class ${name} created`)).toBeVisible();
    await expect(form).toBeHidden();

    await page.getByRole('textbox', { name: 'Search' }).fill(code);
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card.getByText('Grade 7 · Section E')).toBeVisible();
    await expect(card.getByText('0 / 30 students')).toBeVisible();

    await card.getByText(name, { exact: true }).click();
    await expect(page).toHaveURL(/\?class=\d+$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Students' })).toContainText('0');

    await page.getByRole('tab', { name: 'Timetable' }).click();
    const saturday = page.getByRole('region', { name: 'Saturday' });
    const addLesson = async (start: string, end: string) => {
      await saturday.getByRole('button', { name: 'Add a lesson on Saturday' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add lesson' });
      await dialog.getByRole('combobox', { name: /Subject/ }).selectOption({ label: subjectLabel });
      await dialog.getByLabel(/Starts/).fill(start);
      await dialog.getByLabel(/Ends/).fill(end);
      await dialog.getByRole('button', { name: 'Add lesson' }).click();
      return dialog;
    };
    const first = await addLesson('08:00', '08:45');
    await expect(first).toBeHidden();
    await expect(saturday.getByRole('listitem', { name: /^Astronomy .*, 08:00–08:45$/ })).toBeVisible();

    const overlapping = await addLesson('08:30', '09:15');
    await expect(overlapping.getByRole('alert')).toContainText('This lesson overlaps');
    await overlapping.getByRole('button', { name: 'Cancel' }).click();
    await expect(overlapping).toBeHidden();
    await expect(saturday.getByRole('listitem')).toHaveCount(1);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete class' });
    await expect(confirm).toContainText(`Delete the class ${name} (${code})?`);
    await confirm.getByRole('button', { name: 'Delete class' }).click();
    await expect(page.getByText(`Class ${name} deleted`)).toBeVisible();
    await expect(page).toHaveURL(/\/classes$/);
    await page.getByRole('textbox', { name: 'Search' }).fill(code);
    await expect(page.getByText('No class matches your search or grade.')).toBeVisible();
  });
});
