import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, login, loginForm, sidebarItem, signIn, test, topBar } from './fixtures';

test.describe('Login', () => {
  test('shows the sign-in form', async ({ page }) => {
    await page.goto('/');
    const form = loginForm(page);
    await expect(form.heading).toBeVisible();
    await expect(page.getByText('Sign in to your account', { exact: true })).toBeVisible();
    await expect(page.getByText('School Management System', { exact: true })).toBeVisible();
    await expect(form.username).toBeVisible();
    await expect(form.password).toBeVisible();
    await expect(form.submit).toBeEnabled();
  });

  test('an empty submit asks for both fields, and the message clears on typing', async ({ page }) => {
    await page.goto('/');
    const form = loginForm(page);
    await form.submit.click();
    const message = page.getByText('Please enter both username and password', { exact: true });
    await expect(message).toBeVisible();
    await form.username.pressSequentially('t');
    await expect(message).toBeHidden();
  });

  test('a wrong password shows the server message and stays on Login', async ({ page }) => {
    await page.goto('/');
    await signIn(page, 'teacher', 'not-the-password');
    await expect(page.getByText('Invalid username or password', { exact: true })).toBeVisible();
    await expect(loginForm(page).heading).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('userToken'))).toBeNull();
  });

  test('a teacher lands on Visitors with only the permitted screens in the sidebar', async ({ page }) => {
    await login(page, 'teacher');
    await expect(page).toHaveURL(/\/customers$/);
    await expect(topBar(page).getByText('Visitors', { exact: true })).toBeVisible();
    for (const title of ['Visitors', 'Academic', 'Exams', 'Classes', 'Attendance']) {
      await expect(sidebarItem(page, title), `${title} in the sidebar`).toBeVisible();
    }
    for (const title of ['Finance', 'Teachers', 'Settings']) {
      await expect(sidebarItem(page, title), `${title} not in the sidebar`).toHaveCount(0);
    }
    // The user button shows the first name.
    await expect(topBar(page).getByRole('button', { name: /Ahmad/ })).toBeVisible();
  });

  test('a parent lands on Parent Portal', async ({ page }) => {
    await login(page, 'parent');
    await expect(page).toHaveURL(/\/parent-portal$/);
    await expect(topBar(page).getByText('Parent Portal', { exact: true })).toBeVisible();
  });

  test('an admin sees Access restricted and can log out', async ({ page }) => {
    await login(page, 'admin');
    await expect(page.getByText('Access restricted', { exact: true })).toBeVisible();
    await expect(
      page.getByText('This layout is available only for users with TEACHER or PARENT role.', { exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect(loginForm(page).heading).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('userToken'))).toBeNull();
  });
});

test.describe('Login screen before the JavaScript arrives (issue 23)', () => {
  const authText = (language: string, key: 'welcomeBack' | 'submit') =>
    (JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../src/locales/${language}/auth.json`), 'utf8')) as Record<string, string>)[key];
  const welcome = (language: string) => authText(language, 'welcomeBack');

  /** Opens the app with its head script only: the page as HTML and CSS paint it before the app's modules run. */
  async function openWithoutAppModules(page: Page, stored: Record<string, string>) {
    await page.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, stored);
    await page.route(/\/assets\/.*\.js$/, (route) => (/\/prepaint-[^/]*\.js$/.test(route.request().url()) ? route.continue() : route.abort()));
    await page.goto('/');
  }

  test('index.html holds the login screen in each language, inert', async ({ request }) => {
    const html = await (await request.get('/')).text();
    for (const language of ['en', 'fa', 'ps']) {
      const variant = new RegExp(`<div data-prepaint-variant="${language}" lang="${language}" dir="(ltr|rtl)" inert aria-disabled="true">(.(?!data-prepaint-variant))*${welcome(language)}`, 's');
      expect(html, `the ${language} login screen`).toMatch(variant);
    }
    expect(html).toMatch(/<script src="\/assets\/prepaint-[\w-]+\.js"><\/script>/);
  });

  test("paints in the device's language before the app runs, and the app takes over", async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await openWithoutAppModules(page, { uiLanguage: 'fa' });
    await expect(page.getByText(welcome('fa'), { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText(welcome('en'), { exact: true })).toBeHidden();
    await expect(page.locator('[data-prepaint-variant="fa"] input[name="username"]')).toBeDisabled();
    expect(violations, 'the head script is allowed by the CSP').toEqual([]);

    await page.unrouteAll();
    await page.reload();
    await expect(page.locator('[data-prepaint-variant]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: authText('fa', 'submit'), exact: true })).toBeEnabled();
    await expect(page.getByText(welcome('fa'), { exact: true })).toBeVisible();
  });

  test('the app starts in steps but requests all of its files at once', async ({ page }) => {
    // The first step (Zod and the session's schemas: src/boot.ts) is held back until the app's
    // own chunk and React are requested too, which happens only when the first step's preloads
    // name every file of the start (scripts/boot-preload-plugin.ts).
    let appRequested = (): void => undefined;
    const bothRequested = new Promise<'both requested'>((resolve) => (appRequested = () => resolve('both requested')));
    const seen: string[] = [];
    let held: Promise<string> | null = null;
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      const file = new URL(route.request().url()).pathname.split('/').pop() ?? '';
      seen.push(file);
      if (seen.some((name) => name.startsWith('main-')) && seen.some((name) => name.startsWith('react-vendor-'))) appRequested();
      if (file.startsWith('zod-')) {
        held = Promise.race([bothRequested, new Promise<string>((resolve) => setTimeout(() => resolve('not requested'), 5000))]);
        await held;
      }
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: authText('en', 'submit'), exact: true })).toBeEnabled();
    expect(await held, 'main and React requested while the first step waits').toBe('both requested');
  });

  test('a stored session shows no login screen before the app runs', async ({ page }) => {
    await openWithoutAppModules(page, { userToken: 'a.b.c', user: '{"id":3,"username":"teacher"}' });
    await expect(page.locator('html')).toHaveAttribute('data-prepaint', 'none');
    await expect(page.getByText(welcome('en'), { exact: true })).toBeHidden();
    await expect(page.locator('#root')).toBeHidden();
  });
});
