/**
 * Draining before a stop (issue 25, SIGTERM under load): a batch of queued writes already running
 * is applied whole, a request that arrives meanwhile gets 503 with Retry-After in the API's shape,
 * and the drain ends when the running request has answered.
 */
import { randomUUID } from 'node:crypto';
import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema';
import { loginAs, type TestLogin } from '../test-support/login';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { DRAINING_MESSAGES, DRAINING_RETRY_AFTER_SECONDS } from './draining';

let t: TestApp;
let frontdesk: TestLogin;

beforeAll(async () => {
  t = await createTestApp();
  frontdesk = await loginAs(t.app, 'frontdesk');
});
afterAll(() => t?.close());

async function countNamed(prefix: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(customers).where(like(customers.name, `${prefix}%`));
  return row.n;
}

describe('draining before a stop', () => {
  it('applies a running batch whole, refuses newcomers with 503 and Retry-After, and ends when the batch has answered', async () => {
    const items = Array.from({ length: 25 }, (_, index) => ({
      requestId: randomUUID(),
      method: 'POST' as const,
      url: '/api/customers',
      body: JSON.stringify({ name: `Draining Visitor ${index}`, phone: null }),
    }));
    const batch = t.app.inject({ method: 'POST', url: '/api/outbox/replay', headers: frontdesk.headers, payload: { items } });
    // The batch is running once its first write is in.
    while ((await countNamed('Draining Visitor')) === 0) await new Promise((resolve) => setTimeout(resolve, 1));

    let drained = false;
    const drain = t.app.drain(30_000).then(() => (drained = true));
    // Not while the batch runs (its other 24 writes take far longer than this).
    await new Promise((resolve) => setImmediate(resolve));
    expect(drained).toBe(false);
    const newcomer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(newcomer.statusCode).toBe(503);
    expect(newcomer.headers['retry-after']).toBe(String(DRAINING_RETRY_AFTER_SECONDS));
    expect(newcomer.json()).toEqual({ success: false, message: DRAINING_MESSAGES.restarting });
    const write = await t.app.inject({ method: 'POST', url: '/api/customers', headers: frontdesk.headers, payload: { name: 'Draining Late', phone: null } });
    expect(write.statusCode).toBe(503);
    expect(await countNamed('Draining Late')).toBe(0);

    const answered = await batch;
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.results.map((result: { status: number }) => result.status)).toEqual(items.map(() => 201));
    expect(await countNamed('Draining Visitor')).toBe(25);
    await drain;
    expect(drained).toBe(true);
  });

  it('ends at once when nothing is running, and keeps refusing', async () => {
    await t.app.drain(30_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
  });
});
