/**
 * The app in Dari (issue 10), on the real server with the demo seed: the receptionist picks
 * Dari on the login screen, signs in, prints a token slip (right-to-left, with the Solar Hijri
 * date, checked on the rendered slip and kept as a screenshot, and the school's Dari name and
 * address), and the principal finds students by their Dari names, their classes named in Dari.
 * Texts come from the shipped Dari catalogue, so the test reads what a Dari user reads.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { toJalaali } from 'jalaali-js';
import type { Page } from '@playwright/test';
import { expect, sidebarItem, test } from './fixtures';

type Catalogue = { [key: string]: string | Catalogue };
const localesDir = path.resolve(import.meta.dirname, '../../src/locales/fa');
const dari: Catalogue = Object.fromEntries(
  readdirSync(localesDir).map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(localesDir, file), 'utf8')) as Catalogue]),
);

/** The Dari text of a catalogue key ("customers.card.generateToken"). */
function fa(key: string): string {
  const text = key.split('.').reduce<string | Catalogue | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), dari);
  if (typeof text !== 'string') throw new Error(`No Dari text for ${key}`);
  return text;
}

/** The Afghan Solar Hijri month names (ICU's fa-AF), Hamal to Hut. */
const AFGHAN_MONTHS = ['حمل', 'ثور', 'جوزا', 'سرطان', 'اسد', 'سنبله', 'میزان', 'عقرب', 'قوس', 'جدی', 'دلو', 'حوت'];
const toDariDigits = (value: number) => String(value).replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));

/** Today in Kabul as a Solar Hijri year and month name. */
function kabulSolarHijriToday(): { year: string; month: string } {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kabul' }).format(new Date()).split('-').map(Number);
  const solar = toJalaali(year, month, day);
  return { year: toDariDigits(solar.jy), month: AFGHAN_MONTHS[solar.jm - 1] };
}

type CountingWindow = Window & { __printCalls?: number };

async function signInInDari(page: Page, username: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'دری', exact: true }).click();
  await expect(page.getByRole('button', { name: 'دری', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  await expect(page.getByRole('heading', { name: fa('auth.welcomeBack') })).toBeVisible();
  // The device remembers it: a reload opens the login screen in Dari straight away.
  await page.reload();
  await expect(page.getByRole('heading', { name: fa('auth.welcomeBack') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByPlaceholder(fa('auth.usernamePlaceholder')).fill(username);
  await page.getByPlaceholder(fa('auth.passwordPlaceholder')).fill('demo1234');
  await page.getByRole('button', { name: fa('auth.submit'), exact: true }).click();
}

test.describe('Dari', () => {
  test('the receptionist signs in in Dari and prints a right-to-left token slip with the Solar Hijri date', async ({ page, context }, testInfo) => {
    await context.addInitScript(() => {
      const counting = window as CountingWindow;
      counting.print = () => {
        counting.__printCalls = (counting.__printCalls ?? 0) + 1;
      };
    });
    await signInInDari(page, 'frontdesk');
    await expect(page).toHaveURL(/\/customers$/);
    await expect(page.getByRole('heading', { level: 1, name: fa('screens.titles.Customers') })).toBeVisible();
    await expect(page.getByRole('region', { name: fa('customers.create.title') })).toBeVisible();

    // A seeded visitor with a Dari name: the card leads with it.
    const card = page.getByRole('article').filter({ hasText: /[\u0600-\u06FF]/ }).first();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: fa('customers.card.generateToken') }).click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('token-counter') });
    await expect(dialog).toBeVisible();
    // The slip in the dialog names the school in Dari once this new device has read its profile
    // (GET /settings/school, in flight when the dialog opens); the printed one must too.
    await expect(dialog.locator('.token-receipt__school-name')).toHaveText('لیسه عالی نور');

    const popupPromise = context.waitForEvent('page');
    await dialog.getByRole('button', { name: fa('token.print') }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    await expect(popup.locator('html')).toHaveAttribute('dir', 'rtl');
    const receipt = popup.locator('article.token-receipt');
    await expect(receipt).toBeVisible();
    await expect(receipt.locator('img')).toBeVisible(); // the QR code: the slip is complete

    // The Solar Hijri date, in Dari digits and the Afghan month name.
    const today = kabulSolarHijriToday();
    const dateLine = receipt.locator('.token-receipt__datetime');
    await expect(dateLine).toContainText(today.year);
    await expect(dateLine).toContainText(today.month);
    await expect(dateLine).not.toContainText(/\d/); // no ASCII digit left: the whole line is Dari

    // Right to left on the rendered slip: each label stands to the right of its value.
    const label = receipt.locator('.token-receipt__details dt').first();
    const value = receipt.locator('.token-receipt__details dd').first();
    const [labelBox, valueBox, slipBox] = await Promise.all([label.boundingBox(), value.boundingBox(), receipt.boundingBox()]);
    expect(labelBox && valueBox && slipBox).toBeTruthy();
    expect(labelBox!.x).toBeGreaterThan(valueBox!.x + valueBox!.width - 1);
    expect(slipBox!.x + slipBox!.width - (labelBox!.x + labelBox!.width)).toBeLessThan(slipBox!.width / 4);
    await expect(label).toHaveText(fa('token.fields.name'));
    // The school's name and address in Dari (issue 23), not the English ones.
    await expect(receipt.locator('.token-receipt__school-name')).toHaveText('لیسه عالی نور');
    await expect(receipt.locator('.token-receipt__footer')).toContainText('کارته چهار');
    await expect(receipt.locator('.token-receipt__footer')).not.toContainText('Karte Char');
    // The shipped Arabic-script font drew it (not whatever the device has).
    const shippedFontLoaded = () =>
      popup.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].some((face) => face.family.replace(/["']/g, '') === 'Noto Sans Arabic' && face.status === 'loaded');
      });
    await expect.poll(shippedFontLoaded).toBe(true);
    // Kept beside the run's results for a person to look at (test-results/…/token-slip-dari.png).
    const screenshot = testInfo.outputPath('token-slip-dari.png');
    await receipt.screenshot({ path: screenshot });
    await testInfo.attach('token-slip-dari', { path: screenshot, contentType: 'image/png' });
  });

  test('the principal sees and finds students by their Dari names', async ({ page }) => {
    await signInInDari(page, 'principal');
    await sidebarItem(page, fa('screens.titles.Academic')).click();
    await page.getByRole('tab', { name: fa('students.tabs.students') }).click();
    const table = page.getByRole('table', { name: fa('students.list.label') });
    const firstRow = table.getByRole('row').nth(1);
    await expect(firstRow).toBeVisible();
    // The Dari name leads the row.
    const dariName = firstRow.locator('[lang="fa"]').first();
    await expect(dariName).toHaveText(/^[\u0600-\u06FF\u200C ]+$/);
    const name = (await dariName.textContent())!.trim();
    // The class too is named in Dari ("صنف ۷ الف", not "Grade 7 A"; issue 23).
    await expect(firstRow).toContainText(/صنف [۰-۹]+ الف/);
    await expect(firstRow).not.toContainText(/Grade \d+ A/);

    // Search by the Dari name finds the student.
    await page.getByRole('searchbox', { name: fa('students.search.label') }).fill(name);
    await expect(table.getByRole('row').nth(1)).toContainText(name);
  });
});
