/**
 * Shared fixtures for the end-to-end tests: the base address of the server that
 * global-setup.ts started, the demo accounts, and locators for the login form and the shell.
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** The titles of the staff screens of the registry, in the spec's order (part 1 §2); Customers is titled "Visitors" (issue 23). */
export const STAFF_SCREENS = ['Visitors', 'Academic', 'Finance', 'Exams', 'Classes', 'Attendance', 'Teachers', 'Messaging', 'Settings'] as const;

/** The address of a shared server of the global setup (0: the first), which picks the ports at run time. */
export function sharedServerUrl(index: number): string | undefined {
  return process.env.E2E_BASE_URLS?.split(',')[index] ?? process.env.E2E_BASE_URL;
}

/** A project's `use.sharedServer` (playwright.config.ts). */
export type SharedServerOption = { sharedServer: number };

export const test = base.extend<object, SharedServerOption>({
  // Which shared server a project's tests use (playwright.config.ts): each has its own data.
  sharedServer: [0, { option: true, scope: 'worker' }],
  // Read at run time so every page and request of the test uses its server.
  baseURL: async ({ baseURL, sharedServer }, use) => {
    await use(sharedServerUrl(sharedServer) ?? baseURL);
  },
});

export { expect };

export function loginForm(page: Page) {
  return {
    username: page.getByPlaceholder('Enter your username'),
    password: page.getByPlaceholder('Enter your password'),
    submit: page.getByRole('button', { name: 'Login', exact: true }),
    heading: page.getByText('Welcome Back', { exact: true }),
  };
}

/** Signs in through the login form the page shows now. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  const form = loginForm(page);
  await expect(form.heading).toBeVisible();
  await form.username.fill(username);
  await form.password.fill(password);
  await form.submit.click();
}

/** Opens the app and signs in through the login form. */
export async function login(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await signIn(page, username, password);
  // Signed in once the token is stored: a test may navigate or call the API straight after.
  await expect.poll(() => storedToken(page), { message: `${username} is signed in` }).not.toBeNull();
}

/** The shell's top bar (Mantine AppShell header). */
export function topBar(page: Page): Locator {
  return page.getByRole('banner');
}

/** The shell's sidebar (Mantine AppShell navbar). */
export function sidebar(page: Page): Locator {
  return page.getByRole('navigation');
}

/** A sidebar entry for a screen: a link or a button named by the screen's title. */
export function sidebarItem(page: Page, title: string): Locator {
  const nav = sidebar(page);
  return nav
    .getByRole('link', { name: title, exact: true })
    .or(nav.getByRole('button', { name: title, exact: true }));
}

/** The token the app keeps in local storage (spec part 1: key userToken). */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('userToken'));
}

/** A JWT-shaped string (three base64url parts, over 50 characters) whose exp is in the past. */
export function expiredToken(): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = encode({ alg: 'HS256', typ: 'JWT' });
  const payload = encode({ sub: '1', role: 'TEACHER', schoolId: 1, iat: now - 7200, exp: now - 3600, jti: 'expired-e2e' });
  return `${header}.${payload}.${'x'.repeat(43)}`;
}
