/**
 * A group of schools (issue 25, README "Running for a group of schools"): two server processes
 * as `npm start` runs them, on one PostgreSQL, each with a data folder of its own, behind a
 * round-robin proxy. The front desk works through the proxy and its offline work is replayed
 * through it exactly once; the same X-Request-ID sent to both servers at once makes one record;
 * a logout on one is refused on the other within a second, and so is a removed grant; a photo
 * uploaded through one is served by the other.
 */
import { randomUUID } from 'node:crypto';
import { startAppServer, type AppServer } from '../../support/app-server';
import { startPostgresCluster, type PostgresCluster } from '../../support/postgres-cluster';
import { startRoundRobinProxy, type RoundRobinProxy } from '../../support/round-robin-proxy';
import { expect, test as base, topBar } from '../fixtures';
import { apiToken, openControlledApp, OUTAGE_TEST_TIMEOUT_MS, serverCustomers } from './own-server';

type Group = { postgres: PostgresCluster; servers: [AppServer, AppServer]; proxy: RoundRobinProxy };

const test = base.extend<{ group: Group }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
  group: async ({}, use) => {
    const postgres = await startPostgresCluster();
    const started: AppServer[] = [];
    let proxy: RoundRobinProxy | null = null;
    try {
      const env = { DATABASE_URL: postgres.databaseUrl, JWT_SECRET: randomUUID() + randomUUID(), TRUST_PROXY: 'true' };
      // The first seeds the demo school into the empty database; the second finds it there.
      for (let index = 0; index < 2; index += 1) started.push(await startAppServer({ env }));
      proxy = await startRoundRobinProxy(started.map((server) => server.url));
      await use({ postgres, servers: [started[0], started[1]], proxy });
    } finally {
      await proxy?.close();
      for (const server of started) await server.stop();
      await postgres.stop();
    }
  },
  baseURL: async ({ group }, use) => {
    await use(group.proxy.url);
  },
});

/** The signed-in user's id, from the token's claims. */
function tokenUserId(token: string): number {
  return Number((JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string }).sub);
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** How long until `check` holds, asked every 20 ms, up to 5 s. */
async function timeUntil(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 5_000) throw new Error('never held');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

/** A small valid PNG, one colour (8×8). */
function pngBytes(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPQmtuPFTEMLQkAT3dVgRdrT9YAAAAASUVORK5CYII=',
    'base64',
  );
}

test.describe('A group of schools: two servers on one PostgreSQL behind a proxy', () => {
  test.setTimeout(OUTAGE_TEST_TIMEOUT_MS);

  test('offline work replays through the proxy once; claims, logouts, grants and photos agree across the servers', async ({ page, context, group }) => {
    const [first, second] = group.servers;

    await test.step('the front desk through the proxy: visitors registered offline reach the database once', async () => {
      const suffix = String(Date.now()).slice(-6);
      await openControlledApp(page);
      const names = [`Group One ${suffix}`, `Group Two ${suffix}`];
      await context.setOffline(true);
      try {
        const form = page.getByRole('region', { name: 'Visitor Management' });
        for (const [index, name] of names.entries()) {
          await form.getByLabel('Full name').fill(name);
          await form.getByLabel('Phone').fill(`+9378${suffix}${index}`);
          await form.getByRole('button', { name: 'Register Visitor' }).click();
          await expect(page.getByText(`Saved on this device, will sync: ${name}`)).toBeVisible();
        }
        await expect(topBar(page).getByRole('button', { name: /Changes saved on this device: 2 to sync/ })).toBeVisible();
      } finally {
        await context.setOffline(false);
      }
      await expect(topBar(page).getByRole('button', { name: /Changes saved on this device/ })).toBeHidden({ timeout: 60_000 });
      // Read from each server directly: both see the two visitors, once each.
      for (const server of group.servers) {
        const token = await apiToken(server.url, 'frontdesk');
        expect((await serverCustomers(server.url, token, suffix)).map((customer) => customer.name).sort()).toEqual([...names].sort());
      }
      const [toFirst, toSecond] = group.proxy.forwarded();
      expect(toFirst).toBeGreaterThan(0);
      expect(toSecond).toBeGreaterThan(0);
    });

    await test.step('the same X-Request-ID sent to both servers at once makes one record', async () => {
      const token = await apiToken(first.url, 'frontdesk');
      const name = `Twice Sent ${randomUUID().slice(0, 8)}`;
      const requestId = randomUUID();
      const send = (server: AppServer) =>
        fetch(`${server.url}/api/customers`, {
          method: 'POST',
          headers: { ...bearer(token), 'content-type': 'application/json', 'x-request-id': requestId },
          body: JSON.stringify({ name, phone: null }),
        });
      const answers = await Promise.all([send(first), send(second), send(first), send(second)]);
      expect(answers.filter((answer) => answer.status === 201 && answer.headers.get('idempotent-replay') === null)).toHaveLength(1);
      for (const answer of answers) expect([201, 409]).toContain(answer.status);
      expect(await serverCustomers(second.url, token, name)).toHaveLength(1);
    });

    await test.step('a logout on one server is refused on the other within a second', async () => {
      const token = await apiToken(first.url, 'frontdesk');
      const profile = () => fetch(`${second.url}/api/auth/profile`, { headers: bearer(token) });
      expect((await profile()).status).toBe(200);
      const logout = await fetch(`${first.url}/api/auth/logout`, { method: 'POST', headers: { ...bearer(token), 'x-request-id': randomUUID() } });
      expect(logout.status).toBe(200);
      expect(await timeUntil(async () => (await profile()).status === 401)).toBeLessThan(1000);
    });

    await test.step('a grant removed on one server is enforced on the other within a second', async () => {
      const desk = await apiToken(first.url, 'frontdesk');
      const principal = await apiToken(first.url, 'principal');
      // customer:delete is the front desk's own: deleting a visitor that is not there is a 404 with it, a 403 without.
      const deleteMissing = () => fetch(`${second.url}/api/customers/${randomUUID()}`, { method: 'DELETE', headers: { ...bearer(desk), 'x-request-id': randomUUID() } });
      expect((await deleteMissing()).status).toBe(404);
      const removed = await fetch(`${first.url}/api/users/${tokenUserId(desk)}/permissions`, {
        method: 'PUT',
        headers: { ...bearer(principal), 'content-type': 'application/json', 'x-request-id': randomUUID() },
        body: JSON.stringify({ grants: [] }),
      });
      expect(removed.status).toBe(200);
      expect(await timeUntil(async () => (await deleteMissing()).status === 403)).toBeLessThan(1000);
    });

    await test.step('a photo uploaded through one server is served by the other', async () => {
      const admin = await apiToken(first.url, 'admin');
      const teachers = (await (await fetch(`${first.url}/api/teachers?limit=1`, { headers: bearer(admin) })).json()) as { data: { id: number }[] };
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(pngBytes())], { type: 'image/png' }), 'photo.png');
      const uploaded = await fetch(`${first.url}/api/teachers/${teachers.data[0].id}/photo`, {
        method: 'POST',
        headers: { ...bearer(admin), 'x-request-id': randomUUID() },
        body: form,
      });
      expect(uploaded.status).toBe(200);
      const { data } = (await uploaded.json()) as { data: { photoUrl: string } };
      const served = await fetch(`${second.url}${data.photoUrl}`, { headers: bearer(admin) });
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(pngBytes())).toBe(true);
    });
  });
});
