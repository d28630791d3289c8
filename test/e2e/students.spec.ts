/**
 * The Academic screen end to end (issue #5), on the real server with the demo seed:
 * - the principal finds a seeded student by search, opens the profile, prints the ID card (a real
 *   JPEG download named student-card-{id}.jpg) and switches to the card view;
 * - the principal adds a student with a parent and a photo, finds them, edits them, deletes and
 *   restores them, and the dashboard draws every chart for 30D and 7D.
 */
import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import { expect, login, sidebarItem, test } from './fixtures';

const CHARTS = ['Performance Trends', 'Grade Distribution', 'Class Performance', 'Subject Performance', 'Weekly Attendance Trend', 'Subject Scores'];

/** A small valid PNG (8×8, one colour), made here so the test needs no fixture file. */
function pngBytes(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: 8 }, () => [25, 113, 194]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: 8 }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

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
    await profile.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(profile).toBeHidden();

    // Card view, remembered on reload.
    // The view switch is a radio group: arrow keys move between its choices.
    await page.getByRole('radio', { name: 'Table' }).focus();
    await page.keyboard.press('ArrowRight');
    const card = page.getByRole('article', { name: fullName }).first();
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: 'Print Card' })).toBeVisible();
    await expect(table).toBeHidden();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Students' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('the principal adds a student with a parent and a photo, edits, deletes and restores them; the dashboard draws its charts', async ({ page }) => {
    const stamp = Date.now().toString().slice(-6);
    const admissionNo = `E2E-${stamp}`;
    const lastName = `Zahir${stamp}`;
    await login(page, 'principal');
    await sidebarItem(page, 'Academic').click();
    await page.getByRole('tab', { name: 'Students' }).click();

    // Add: the student, the parent (sent because a parent first name is given) and a photo.
    await page.getByRole('button', { name: 'Add Student' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Student' });
    await expect(form).toBeVisible();
    await form.getByLabel('First name').first().fill('Laila');
    await form.getByLabel('Last name').first().fill(lastName);
    await form.getByLabel('Admission number').fill(admissionNo);
    await form.getByLabel('Phone').first().fill('+93 70 555 0101');
    const parentSection = form.getByRole('group', { name: 'Parent Information' }).or(form.getByRole('region', { name: 'Parent Information' }));
    await parentSection.getByLabel('First name').fill('Nasir');
    await parentSection.getByLabel('Last name').fill(lastName);
    await form.getByLabel('Choose photo').setInputFiles({ name: 'laila.png', mimeType: 'image/png', buffer: pngBytes() });
    await expect(form.getByRole('img', { name: 'Photo preview' })).toBeVisible();
    const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/students' && response.request().method() === 'POST');
    const uploaded = page.waitForResponse((response) => /\/api\/students\/\d+\/avatar$/.test(new URL(response.url()).pathname) && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Add Student' }).click();
    expect((await created).status()).toBe(201);
    expect((await uploaded).status()).toBe(200);
    await expect(form).toBeHidden();

    // Find them.
    const table = page.getByRole('table', { name: 'Students' });
    await page.getByRole('searchbox', { name: 'Search students' }).fill(lastName);
    const row = table.getByRole('row', { name: `Laila ${lastName}` });
    await expect(row).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);

    // The profile shows the parent and the uploaded photo.
    await row.getByRole('button', { name: 'View' }).click();
    const profile = page.getByRole('dialog', { name: 'Student Profile' });
    await expect(profile.getByRole('region', { name: 'Parent/Guardian' })).toContainText(`Nasir ${lastName}`);
    await expect(profile.getByRole('img', { name: /Laila/ }).first()).toHaveAttribute('src', /^data:image\/png;base64,/);
    await profile.getByRole('button', { name: 'Close', exact: true }).click();

    // Edit.
    await row.getByRole('button', { name: 'Edit' }).click();
    const editForm = page.getByRole('dialog', { name: 'Edit Student' });
    await expect(editForm.getByLabel('Admission number')).toHaveValue(admissionNo);
    await editForm.getByLabel('First name').first().fill('Laila Gul');
    await editForm.getByRole('button', { name: 'Update Student' }).click();
    await expect(editForm).toBeHidden();
    const editedRow = table.getByRole('row', { name: `Laila Gul ${lastName}` });
    await expect(editedRow).toBeVisible();

    // Delete with confirmation, then restore from the notification.
    await editedRow.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Student' });
    await expect(confirm).toContainText(`Laila Gul ${lastName}`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Laila Gul ${lastName} was deleted`)).toBeVisible();
    await expect(table).toBeHidden();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText(`Laila Gul ${lastName} was restored`)).toBeVisible();
    await expect(editedRow).toBeVisible();

    // The dashboard: every chart drawn (not its empty state) for 30D, then for 7D.
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    for (const period of ['Last 30 days', 'Last 7 days']) {
      await page.getByLabel('Period').selectOption({ label: period });
      for (const title of CHARTS) {
        const chart = page.getByRole('region', { name: title });
        await expect(chart, `${title} (${period})`).toBeVisible();
        await expect(chart.locator('.recharts-surface').first(), `${title} drawn (${period})`).toBeVisible();
      }
      await expect(page.getByText('Total Students')).toBeVisible();
    }
  });
});
