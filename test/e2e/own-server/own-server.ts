/**
 * Tests that stop and restart the server run their own (test/support/app-server.ts) instead of
 * the shared one of global-setup.ts: `test` here gives each test a server and points the page's
 * addresses at it. The API helpers read that server directly (not through the browser): what it
 * really holds after a replay. Plain JSON (answers are encrypted only with ENCRYPT_RESPONSES).
 */
import { startAppServer, type AppServer } from '../../support/app-server';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, login, test as base } from '../fixtures';

export type CountingWindow = Window & { __printCalls?: number };

/**
 * The time a test here gets: a whole outage story (work offline, the server back, the replay
 * checked on the server). Alone one takes 20-70 s; in CI, beside the other lanes on two busy
 * cores, up to 2.7 min, much of it waiting for the app's next connection check (5, 10, 20, then
 * every 30 s while the server is unreachable), which a slower outage pushes further apart.
 */
export const OUTAGE_TEST_TIMEOUT_MS = 300_000;

/** Server settings for a test file: `test.use({ serverEnv: { TOKEN_TTL_SECONDS: '30' } })`. */
export const test = base.extend<{ server: AppServer; serverEnv: Record<string, string> }>({
  serverEnv: [{}, { option: true }],
  server: async ({ serverEnv }, use) => {
    const server = await startAppServer({ env: serverEnv });
    try {
      await use(server);
    } finally {
      await server.stop();
    }
  },
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  context: async ({ context }, use) => {
    // The token slip's window prints itself: count the calls instead of opening a print dialog.
    await context.addInitScript(() => {
      const counting = window as CountingWindow;
      counting.print = () => {
        counting.__printCalls = (counting.__printCalls ?? 0) + 1;
      };
    });
    await use(context);
  },
});

export type ServerCustomer = { id: string; name: string; serialNumber: string; phone: string | null };

export async function apiToken(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login as ${username} failed: ${response.status}`);
  const answer = (await response.json()) as { data: { token: string } };
  return answer.data.token;
}

/** Customers whose name, email or phone matches `search` (the list's own search), newest first. */
export async function serverCustomers(baseUrl: string, token: string, search: string): Promise<ServerCustomer[]> {
  const url = `${baseUrl}/api/customers?limit=100&search=${encodeURIComponent(search)}`;
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`listing customers failed: ${response.status}`);
  // The server's search also matches phones: a demo visitor's number can hold the same digits
  // as a test's name suffix, so only the visitors whose name holds it are the test's.
  return ((await response.json()) as { data: ServerCustomer[] }).data.filter((customer) => customer.name.includes(search));
}

/** Signs in the front desk and waits until the service worker controls the page (it then works offline). */
export async function openControlledApp(page: Page): Promise<void> {
  await login(page, 'frontdesk');
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
}
