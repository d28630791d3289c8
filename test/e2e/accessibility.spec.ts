/**
 * Accessibility checked by machine (issue 23): axe-core (WCAG 2.1 A and AA, test/e2e/axe.ts) on
 * every staff screen and each of its tabs, the dialogs they open, the parent portal with its tabs
 * and dialogs, and both print pages (the token slip window and the payment bill), in English and in
 * Dari. One sign-in per language and role; dialogs open on demo records and close unsaved. The
 * one record made is the token slip the print window needs. A serious or critical violation fails.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { dialogShown, expectNoSeriousViolations, settled } from './axe';
import { DEMO_PASSWORD, expect, sharedServerUrl, storedToken, test } from './fixtures';

type Lang = 'en' | 'fa';
type Catalogue = { [key: string]: string | Catalogue };

function loadCatalogue(lang: Lang): Catalogue {
  const dir = path.resolve(import.meta.dirname, `../../src/locales/${lang}`);
  return Object.fromEntries(readdirSync(dir).map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Catalogue]));
}
const CATALOGUES: Record<Lang, Catalogue> = { en: loadCatalogue('en'), fa: loadCatalogue('fa') };

/** The UI text of a catalogue key ("customers.card.generateToken") in a language. */
function text(lang: Lang, key: string): string {
  const found = key.split('.').reduce<string | Catalogue | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), CATALOGUES[lang]);
  if (typeof found !== 'string') throw new Error(`No ${lang} text for ${key}`);
  return found;
}

/** A text with values ("Bill of {{receipt}}"): matched by what comes before the first value. */
function textStart(lang: Lang, key: string): RegExp {
  const start = text(lang, key).split('{{')[0].trim();
  return new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}


type Check = { page: Page; lang: Lang };

async function signIn(page: Page, lang: Lang, username: string): Promise<void> {
  await page.goto('/');
  if (lang === 'fa') {
    await page.getByRole('button', { name: 'دری', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  }
  await settled(page);
  await expectNoSeriousViolations(page, { label: `${lang} · login` });
  await page.getByPlaceholder(text(lang, 'auth.usernamePlaceholder')).fill(username);
  await page.getByPlaceholder(text(lang, 'auth.passwordPlaceholder')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: text(lang, 'auth.submit'), exact: true }).click();
  // Signed in once the token is stored and the shell replaced the login form.
  await expect.poll(() => storedToken(page), { message: `${username} is signed in` }).not.toBeNull();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

async function checkPage({ page, lang }: Check, label: string): Promise<void> {
  await expectNoSeriousViolations(page, { label: `${lang} · ${label}` });
}

/** Opens a screen by its address and waits for its content (its tabs, when it has tabs). */
async function openScreen({ page }: Check, address: string, { tabs = true } = {}): Promise<void> {
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (tabs) await expect(screenTabs(page).first()).toBeVisible();
  await settled(page);
}

/** The tabs of the screen's own tab list (the first in the main region). */
function screenTabs(page: Page): Locator {
  return page.getByRole('main').getByRole('tablist').first().getByRole('tab');
}

async function selectTab(page: Page, tab: Locator): Promise<string> {
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await settled(page);
  return ((await tab.textContent()) ?? '').trim();
}

/** Each tab of the screen checked in turn; `inTab` checks what a tab opens (its dialogs). */
async function checkTabs(check: Check, label: string, inTab?: (index: number) => Promise<void>): Promise<void> {
  const tabs = screenTabs(check.page);
  const count = await tabs.count();
  if (count === 0) {
    await checkPage(check, label);
    await inTab?.(0);
    return;
  }
  for (let index = 0; index < count; index += 1) {
    const name = await selectTab(check.page, tabs.nth(index));
    await checkPage(check, `${label} · ${name}`);
    await inTab?.(index);
  }
}

/** Clicks what opens a dialog, checks the dialog, and closes it unsaved (Escape). */
async function checkDialog({ page, lang }: Check, label: string, opener: Locator): Promise<Locator> {
  await opener.click();
  const dialog = page.getByRole('dialog').last();
  await dialogShown(dialog);
  await expectNoSeriousViolations(page, { label: `${lang} · ${label}`, within: '[role="dialog"]' });
  return dialog;
}

async function closeDialog(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

async function checkAndClose(check: Check, label: string, opener: Locator): Promise<void> {
  const dialog = await checkDialog(check, label, opener);
  await closeDialog(check.page, dialog);
}

function button(page: Page | Locator, lang: Lang, key: string): Locator {
  return page.getByRole('button', { name: text(lang, key), exact: true });
}

/** Print windows print at once and close after: neither, so the print page stays to be checked. */
async function stubPrinting(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.print = () => undefined;
    window.close = () => undefined;
  });
}

async function visitors(check: Check, context: BrowserContext): Promise<void> {
  const { page, lang } = check;
  await openScreen(check, '/customers', { tabs: false });
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await checkPage(check, 'Visitors');
  const card = page.getByRole('main').getByRole('article').first();
  await checkAndClose(check, 'Visitors · visitor details', card.getByRole('button', { name: text(lang, 'customers.card.viewDetails') }));
  await checkAndClose(check, 'Visitors · edit visitor', card.getByRole('button', { name: text(lang, 'customers.card.editCustomer') }));
  // The token dialog issues a slip (the one record this spec makes); its print window is a print page.
  const token = await checkDialog(check, 'Visitors · token', card.getByRole('button', { name: text(lang, 'customers.card.generateToken') }));
  const popupPromise = context.waitForEvent('page');
  await button(token, lang, 'token.print').click();
  const popup = await popupPromise;
  await expect(popup.locator('article.token-receipt img')).toBeVisible();
  await expectNoSeriousViolations(popup, { label: `${lang} · print: token slip` });
  await popup.close();
  await closeDialog(page, token);
}

async function academic(check: Check): Promise<void> {
  const { page, lang } = check;
  await openScreen(check, '/academic');
  await checkTabs(check, 'Academic', async (index) => {
    if (index !== 1) return;
    await checkAndClose(check, 'Academic · add student', button(page, lang, 'students.list.addStudent'));
    await checkAndClose(check, 'Academic · import students', button(page, lang, 'studentImport.open'));
    const actions = page.getByRole('group', { name: textStart(lang, 'students.actions.label') }).first();
    await checkAndClose(check, 'Academic · student profile', button(actions, lang, 'students.actions.view'));
    await checkAndClose(check, 'Academic · edit student', button(actions, lang, 'students.actions.edit'));
    await checkAndClose(check, 'Academic · delete student', button(actions, lang, 'students.actions.delete'));
  });
}

async function finance(check: Check): Promise<void> {
  const { page, lang } = check;
  await openScreen(check, '/finance');
  const add = (key: string) => page.getByRole('button', { name: text(lang, key), exact: true }).last();
  await checkTabs(check, 'Finance', async (index) => {
    if (index === 0) {
      await checkAndClose(check, 'Finance · all payments', button(page, lang, 'finance.overview.seeAll'));
      await checkAndClose(check, 'Finance · add payment', add('finance.add.payment'));
    } else if (index === 1) {
      // The bill of a demo payment: the receipt's print page.
      await checkAndClose(check, 'print: payment bill', page.getByRole('button', { name: textStart(lang, 'finance.payments.billFor') }).first());
      await checkAndClose(check, 'Finance · delete payment', page.getByRole('button', { name: textStart(lang, 'finance.payments.deleteFor') }).first());
    } else if (index === 2) {
      await checkAndClose(check, 'Finance · add expense', add('finance.add.expense'));
      await checkAndClose(check, 'Finance · edit expense', button(page.getByRole('main'), lang, 'financeExpenses.row.edit').first());
      await checkAndClose(check, 'Finance · delete expense', button(page.getByRole('main'), lang, 'financeExpenses.row.delete').first());
    } else if (index === 3) {
      await checkAndClose(check, 'Finance · add payroll', add('finance.add.payroll'));
      await checkAndClose(check, 'Finance · edit payroll', page.getByRole('button', { name: textStart(lang, 'financePayroll.row.editLabel') }).first());
      await checkAndClose(check, 'Finance · delete payroll', page.getByRole('button', { name: textStart(lang, 'financePayroll.row.deleteLabel') }).first());
    }
  });
}

async function exams(check: Check): Promise<void> {
  const { page, lang } = check;
  await openScreen(check, '/exams');
  await checkTabs(check, 'Exams', async (index) => {
    if (index !== 0) return;
    await checkAndClose(check, 'Exams · schedule exam', button(page, lang, 'exams.list.schedule'));
    const card = page.getByRole('main').getByRole('article').filter({ has: button(page, lang, 'exams.list.complete') }).first();
    await checkAndClose(check, 'Exams · edit exam', button(card, lang, 'exams.list.edit'));
    await checkAndClose(check, 'Exams · complete exam', button(card, lang, 'exams.list.complete'));
    await checkAndClose(check, 'Exams · delete exam', button(card, lang, 'exams.list.delete'));
  });
}

async function classes(check: Check): Promise<void> {
  const { page, lang } = check;
  await openScreen(check, '/classes', { tabs: false });
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await checkPage(check, 'Classes');
  await checkAndClose(check, 'Classes · add class', button(page, lang, 'classes.list.add'));
  const card = page.getByRole('main').getByRole('article').first();
  await checkAndClose(check, 'Classes · edit class', card.getByRole('button', { name: text(lang, 'classes.list.edit') }));
  await checkAndClose(check, 'Classes · delete class', card.getByRole('button', { name: text(lang, 'classes.list.delete') }));
  await card.getByRole('button').first().click();
  await expect(page).toHaveURL(/[?&]class=\d+/);
  await settled(page);
  await checkTabs(check, 'Classes · class', async () => {
    const addLesson = page.getByRole('button', { name: textStart(lang, 'classes.timetable.addOn') });
    if ((await addLesson.count()) > 0) await checkAndClose(check, 'Classes · add lesson', addLesson.first());
  });
}

async function teachers(check: Check): Promise<void> {
  const { page, lang } = check;
  await openScreen(check, '/teachers');
  await checkTabs(check, 'Teachers', async (index) => {
    if (index !== 0) return;
    await checkAndClose(check, 'Teachers · add teacher', button(page, lang, 'teachers.list.addTeacher'));
    const card = page.getByRole('main').getByRole('article').first();
    await checkAndClose(check, 'Teachers · edit teacher', button(card, lang, 'teachers.card.edit'));
    await checkAndClose(check, 'Teachers · delete teacher', button(card, lang, 'teachers.card.delete'));
  });
}

async function messaging(check: Check): Promise<void> {
  const { page, lang } = check;
  await openScreen(check, '/messaging');
  await checkTabs(check, 'Messaging', async (index) => {
    if (index === 0) await checkAndClose(check, 'Messaging · new conversation', button(page, lang, 'messaging.list.newConversation'));
  });
}

async function settings(check: Check): Promise<void> {
  const { page, lang } = check;
  await openScreen(check, '/settings');
  await checkTabs(check, 'Settings', async () => {
    const change = page.getByRole('button', { name: textStart(lang, 'settings.audit.openFor') });
    if ((await change.count()) > 0) await checkAndClose(check, 'Settings · audit change', change.first());
  });
}

async function accountMenu(check: Check): Promise<void> {
  const { page, lang } = check;
  await page.getByRole('banner').getByRole('button', { name: textStart(lang, 'shell.userMenu') }).first().click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousViolations(page, { label: `${lang} · account menu`, within: '[role="menu"]' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}

async function attendance(check: Check): Promise<void> {
  await openScreen(check, '/attendance');
  await checkTabs(check, 'Attendance');
}

async function parentPortal(check: Check): Promise<void> {
  const { page, lang } = check;
  await openScreen(check, '/parent-portal');
  await checkTabs(check, 'portal', async () => {
    // A tab's own tabs (current fees and history, upcoming and all exams): the second one too.
    const inner = page.getByRole('tabpanel').getByRole('tab');
    if ((await inner.count()) > 1) await checkPage(check, `portal · ${await selectTab(page, inner.nth(1))}`);
  });
  await checkAndClose(check, 'portal · message the school', button(page, lang, 'portalMessages.action'));
  await checkAndClose(check, 'portal · settings', button(page, lang, 'portalSettings.action'));
}

/** The staff screens in the registry's order, each with its tabs and dialogs (one test each). */
const STAFF_PARTS: readonly [string, (check: Check, context: BrowserContext) => Promise<void>][] = [
  ['the account menu', accountMenu],
  ['Visitors, its dialogs and the token slip print page', visitors],
  ['Academic', academic],
  ['Finance, its dialogs and the payment bill', finance],
  ['Exams', exams],
  ['Classes', classes],
  ['Attendance', attendance],
  ['Teachers', teachers],
  ['Messaging', messaging],
  ['Settings', settings],
];

// One sign-in per language and role: the tests of a group share one page, in order.
for (const lang of ['en', 'fa'] as const) {
  for (const [role, username, parts] of [
    ['staff', 'principal', STAFF_PARTS],
    ['parent', 'parent', [['the parent portal, its tabs and dialogs', parentPortal]] as const],
  ] as const) {
    test.describe(`accessibility · ${lang} · ${role}`, () => {
      let context: BrowserContext;
      let page: Page;

      test.beforeAll(async ({ browser, sharedServer }) => {
        context = await browser.newContext({ baseURL: sharedServerUrl(sharedServer) });
        await stubPrinting(context);
        page = await context.newPage();
        await signIn(page, lang, username);
      });

      test.afterAll(async () => {
        await context?.close();
      });

      for (const [name, run] of parts) {
        test(`${name} (${lang})`, async () => {
          test.setTimeout(120_000);
          await run({ page, lang }, context);
        });
      }
    });
  }
}
