/**
 * The Teachers screen end to end (issue #6), on the real server with the demo seed: the principal
 * adds a teacher through the form, finds them by search, sorts by salary, deactivates two teachers
 * at once, deletes one with the confirmation and restores it, and the Analytics tab counts them.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, login, sidebarItem, storedToken, test } from './fixtures';

/** The figure of an Analytics stat card (a group named by its label). */
async function figure(page: Page, label: string): Promise<number> {
  const card = page.getByRole('group', { name: label });
  await expect(card).toBeVisible();
  const text = (await card.textContent()) ?? '';
  return Number(text.replace(label, '').replace(/[^\d.]/g, ''));
}

/** A second teacher made through the API (the form is exercised once, for the first). */
async function createTeacherThroughApi(page: Page, lastName: string, salary: number): Promise<void> {
  const token = await storedToken(page);
  const answer = await page.request.post('/api/teachers', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      firstName: 'Farid',
      lastName,
      email: `${lastName.toLowerCase()}@school.test`,
      mobile: '+93 70 555 0202',
      dateOfBirth: '1985-04-12',
      gender: 'Male',
      address: 'Street 4, Karte Char',
      city: 'Kabul',
      state: 'Kabul',
      zipCode: '1006',
      country: 'Afghanistan',
      qualification: 'Master',
      degree: 'MSc Physics',
      experience: 12,
      department: 'Science',
      subject: 'Physics',
      salary,
      status: 'Active',
      hireDate: '2015-03-01',
      emergencyContact: { name: 'Zarmina', relationship: 'Spouse', phone: '+93 70 555 0203' },
    },
  });
  expect(answer.status()).toBe(201);
}

function cardsIn(page: Page): Locator {
  return page.getByRole('article');
}

test.describe('Teachers', () => {
  test('the principal adds, finds, sorts, deactivates, deletes and restores teachers; analytics counts them', async ({ page }) => {
    const stamp = Date.now().toString().slice(-6);
    const lastName = `Rahimi${stamp}`;
    const secondLastName = `Karimi${stamp}`;
    await login(page, 'principal');
    await sidebarItem(page, 'Teachers').click();
    await expect(page).toHaveURL(/\/teachers$/);

    // The figures before.
    await page.getByRole('tab', { name: /Analytics/ }).click();
    const totalBefore = await figure(page, 'Total Teachers');
    const activeBefore = await figure(page, 'Active Teachers');
    await page.getByRole('tab', { name: /^List/ }).click();
    await expect(cardsIn(page).first()).toBeVisible();

    // Add a teacher through the form: every field is required.
    await page.getByRole('button', { name: 'Add Teacher' }).click();
    const form = page.getByRole('dialog', { name: 'Add Teacher' });
    await expect(form).toBeVisible();
    await form.getByLabel('First name').fill('Soraya');
    await form.getByLabel('Last name').fill(lastName);
    await form.getByLabel('Email').fill(`${lastName.toLowerCase()}@school.test`);
    await form.getByLabel('Mobile').fill('+93 70 555 0101');
    await form.getByLabel('Date of birth').fill('1990-06-15');
    await form.getByLabel('Gender').selectOption('Female');
    await form.getByRole('textbox', { name: 'Address', exact: true }).fill('Street 7, Shahr-e Naw');
    await form.getByLabel('City').fill('Kabul');
    await form.getByLabel('State').fill('Kabul');
    await form.getByLabel('ZIP code').fill('1001');
    await form.getByLabel('Qualification').fill('Bachelor');
    await form.getByLabel('Degree').fill('BSc Mathematics');
    await form.getByLabel('Experience (years)').fill('6');
    await form.getByLabel('Department').fill('Mathematics');
    await form.getByLabel('Subject').fill('Mathematics');
    await form.getByLabel('Salary (AFN)').fill('99000.50');
    await form.getByLabel('Hire date').fill('2020-02-01');
    const emergency = form.getByRole('group', { name: 'Emergency Contact' }).or(form.getByRole('region', { name: 'Emergency Contact' }));
    await emergency.getByLabel('Name').fill('Homa');
    await emergency.getByLabel('Relationship').fill('Sister');
    await emergency.getByLabel('Phone').fill('+93 70 555 0102');
    const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/teachers' && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Add Teacher' }).click();
    expect((await created).status()).toBe(201);
    await expect(form).toBeHidden();
    await createTeacherThroughApi(page, secondLastName, 98000);

    // Find the new teacher by search.
    await page.getByRole('searchbox', { name: 'Search teachers' }).fill(lastName);
    const card = page.getByRole('article', { name: `Soraya ${lastName}` });
    await expect(card).toBeVisible();
    await expect(cardsIn(page)).toHaveCount(1);
    await expect(card).toContainText('؋99,001');

    // Sort by salary, highest first: the two new teachers (the best paid) lead the list.
    await page.getByRole('searchbox', { name: 'Search teachers' }).fill('');
    const sorted = page.waitForResponse((response) => new URL(response.url()).searchParams.get('sortBy') === 'salary');
    await page.getByLabel('Sort by').selectOption({ label: 'Salary (descending)' });
    await sorted;
    await expect(page.getByRole('article', { name: `Farid ${secondLastName}` })).toBeVisible();
    const names = await cardsIn(page).evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
    const salaries = await cardsIn(page).evaluateAll((cards) => cards.map((card) => Number(/؋([\d,]+)/.exec(card.textContent ?? '')?.[1].replace(/,/g, ''))));
    expect(salaries, 'salaries from the highest').toEqual([...salaries].sort((a, b) => b - a));
    expect(names.indexOf(`Soraya ${lastName}`), 'the best paid first').toBeLessThan(names.indexOf(`Farid ${secondLastName}`));
    expect(names.indexOf(`Soraya ${lastName}`)).toBeGreaterThanOrEqual(0);

    // Deactivate both at once.
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await page.getByRole('checkbox', { name: `Select Soraya ${lastName}` }).check();
    await page.getByRole('checkbox', { name: `Select Farid ${secondLastName}` }).check();
    await expect(page.getByText('2 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Set Inactive' }).click();
    await expect(page.getByText('2 teachers set to Inactive')).toBeVisible();
    await expect(cardsIn(page).nth(0)).toContainText('Inactive');
    await expect(cardsIn(page).nth(1)).toContainText('Inactive');
    await page.getByRole('button', { name: 'Done' }).click();

    // Delete one with the confirmation, then restore it from the notification.
    await page.getByRole('article', { name: `Farid ${secondLastName}` }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Teacher' });
    await expect(confirm).toContainText(`Are you sure you want to delete Farid ${secondLastName}? This action cannot be undone.`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Farid ${secondLastName} was deleted.`)).toBeVisible();
    await expect(page.getByRole('article', { name: `Farid ${secondLastName}` })).toBeHidden();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText(`Farid ${secondLastName} was restored.`)).toBeVisible();
    await expect(page.getByRole('article', { name: `Farid ${secondLastName}` })).toBeVisible();

    // Analytics: two more teachers, neither of them active. (The toasts may cover the tabs on a
    // narrow window: the keyboard reaches the tab regardless.)
    await page.getByRole('tab', { name: /Analytics/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => figure(page, 'Total Teachers')).toBe(totalBefore + 2);
    expect(await figure(page, 'Active Teachers')).toBe(activeBefore);
    const distribution = page.getByRole('region', { name: 'Department Distribution' });
    await expect(distribution.locator('.recharts-surface').first()).toBeVisible();
    await expect(distribution).toContainText('Mathematics');
    await expect(distribution).toContainText('Science');
  });
});
