/**
 * What a staff member's kept reads take on the device (issue 24, "Reads kept for staff"): the
 * built app on the real server (embedded database, demo seed), Debian's Chromium, the principal
 * (who sees every staff screen) signed in through the login form; every staff screen opened, and
 * each of its tabs. Prints the saved answers' rows and size (IndexedDB, as the store counts them)
 * against the budget of 50 MB a user, and the origin's whole storage use as the browser reports it.
 */
import { chromium, type Page } from '@playwright/test';
import { startAppServer } from '../test/support/app-server';
import { builtApp } from './support/outbox-page';
import { checkBudget, round } from './support/stats';

const PRINCIPAL = { username: 'principal', password: 'demo1234' } as const;
const STAFF_SCREENS = ['/customers', '/academic', '/finance', '/exams', '/classes', '/attendance', '/teachers', '/messaging', '/settings'];
const BUDGET_MB = 50;
const MB = 1024 * 1024;

async function visitEveryTab(page: Page, address: string): Promise<number> {
  await page.goto(address);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const tabs = page.getByRole('main').getByRole('tablist').first().getByRole('tab');
  const count = await tabs.count();
  for (let index = 0; index < count; index += 1) {
    await tabs.nth(index).click();
    await page.waitForLoadState('networkidle');
  }
  return count;
}

/** The reads kept beyond the screens' own: the payment picker's roll and first list, the payroll form's employees. */
async function openFormsThatKeepReads(page: Page): Promise<void> {
  await page.goto('/finance?tab=payments');
  await page.getByRole('button', { name: 'Add Payment' }).click();
  await page.getByRole('dialog', { name: 'Add Payment' }).getByRole('textbox', { name: /^Student/ }).click();
  await page.waitForLoadState('networkidle');
  await page.goto('/finance?tab=payroll');
  await page.getByRole('button', { name: 'Add Payroll' }).click();
  await page.getByRole('dialog', { name: 'Add Payroll' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForLoadState('networkidle');
}

/** The saved answers' rows and bytes for every user on this device, read from IndexedDB. */
function savedReadsOnDevice(page: Page): Promise<{ rows: number; bytes: number; usage: number }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('school-mis');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('savedReads').objectStore('savedReads').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = async () => {
            const rows = all.result as { bytes: number }[];
            db.close();
            const usage = (await navigator.storage.estimate()).usage ?? 0;
            resolve({ rows: rows.length, bytes: rows.reduce((sum, row) => sum + row.bytes, 0), usage });
          };
        };
      }),
  );
}

export async function run(): Promise<void> {
  const server = await startAppServer({ staticDir: builtApp() });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run'], headless: true });
  try {
    const page = await (await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto('/');
    await page.getByPlaceholder('Enter your username').fill(PRINCIPAL.username);
    await page.getByPlaceholder('Enter your password').fill(PRINCIPAL.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('navigation').waitFor();
    let tabs = 0;
    for (const address of STAFF_SCREENS) tabs += await visitEveryTab(page, address);
    await openFormsThatKeepReads(page);
    const kept = await savedReadsOnDevice(page);
    console.log(`  ${STAFF_SCREENS.length} staff screens and ${tabs} tabs opened as the principal (demo school), with the payment and payroll forms`);
    console.log(`  saved answers: ${kept.rows} rows, ${round(kept.bytes / 1024)} kB; the origin's storage in all: ${round(kept.usage / MB)} MB`);
    if (!checkBudget('saved answers of one user', kept.bytes / MB, { max: BUDGET_MB }, 'MB')) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.stop();
  }
}
