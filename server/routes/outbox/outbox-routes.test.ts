/**
 * POST /api/outbox/replay (issue 24): queued writes applied in order, each under its own
 * X-Request-ID (exactly once however often a batch is sent), each through its own route's checks;
 * a refusal blocks only later changes of the same record; only writes the device may keep are
 * taken; a batch counts once against the general rate limit.
 */
import { randomUUID } from 'node:crypto';
import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, idempotencyKeys } from '../../db/schema';
import { hashRequest } from '../../plugins/idempotency';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { OUTBOX_REPLAY_MESSAGES } from './outbox-routes';

let t: TestApp;
let frontdesk: TestLogin;
let parent: TestLogin;

beforeAll(async () => {
  // A general limit of 5 a minute: a batch of 10 writes must still go through whole.
  t = await createTestApp({ config: { rateLimitPerMinute: 5 } });
  [frontdesk, parent] = await Promise.all(['frontdesk', 'parent'].map((name) => loginAs(t.app, name)));
});
afterAll(() => t?.close());

type Item = { requestId: string; method: 'POST' | 'PUT' | 'PATCH'; url: string; body: string | null };
type Result = { requestId: string; status: number; body: { success: boolean; message?: string; data?: { id: string } } };

function createItem(name: string): Item {
  return { requestId: randomUUID(), method: 'POST', url: '/api/customers', body: JSON.stringify({ name, phone: null }) };
}

let batches = 0;
/** Each batch from its own address: the general limit (5 a minute here) counts batches. */
async function replay(items: Item[], as: TestLogin = frontdesk, remoteAddress = `10.9.1.${(batches += 1)}`) {
  const response = await t.app.inject({ method: 'POST', url: '/api/outbox/replay', headers: as.headers, payload: { items }, remoteAddress });
  return { status: response.statusCode, results: response.statusCode === 200 ? (response.json().data.results as Result[]) : [], response };
}

async function countNamed(prefix: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(customers).where(like(customers.name, `${prefix}%`));
  return row.n;
}

describe('POST /api/outbox/replay', () => {
  it('applies the writes in order, one result each, and a batch sent again applies nothing twice', async () => {
    const items = Array.from({ length: 10 }, (_, index) => createItem(`Batch Visitor ${index}`));
    const first = await replay(items);
    expect(first.status).toBe(200);
    expect(first.results.map((result) => [result.requestId, result.status])).toEqual(items.map((item) => [item.requestId, 201]));
    expect(await countNamed('Batch Visitor')).toBe(10);
    // The serial numbers follow the order of the batch.
    const serials = first.results.map((result) => (result.body.data as unknown as { serialNumber: string }).serialNumber);
    expect([...serials].sort()).toEqual(serials);

    // Sent again (the device died before removing them): the stored answers, nothing written.
    const again = await replay(items);
    expect(again.results.map((result) => result.status)).toEqual(items.map(() => 201));
    expect(again.results.map((result) => result.body)).toEqual(first.results.map((result) => result.body));
    expect(await countNamed('Batch Visitor')).toBe(10);
  });

  it('goes on after a refused write, but not with a later change of the same record', async () => {
    const [made] = (await replay([createItem('Dependent Visitor')])).results;
    const id = made.body.data!.id;
    const refused: Item = { requestId: randomUUID(), method: 'PATCH', url: `/api/customers/${id}`, body: JSON.stringify({ email: 'not an email' }) };
    const dependent: Item = { requestId: randomUUID(), method: 'PATCH', url: `/api/customers/${id}`, body: JSON.stringify({ notes: 'made after the refused change' }) };
    const other = createItem('Independent Visitor');
    const { results } = await replay([refused, dependent, other]);
    expect(results.map((result) => result.status)).toEqual([400, 424, 201]);
    expect(results[1].body.message).toBe(OUTBOX_REPLAY_MESSAGES.blockedByRefusal);
    expect(await countNamed('Independent Visitor')).toBe(1);
    const stored = await t.app.inject({ method: 'GET', url: `/api/customers/${id}`, headers: frontdesk.headers });
    expect(stored.json().data.notes ?? null).not.toBe('made after the refused change');
  });

  it('takes only writes the device may keep, and checks each with its own route', async () => {
    const login: Item = { requestId: randomUUID(), method: 'POST', url: '/api/users/login', body: JSON.stringify({ username: 'owner', password: 'x' }) };
    const asParent = await replay([createItem('Parent Made Visitor')], parent);
    expect(asParent.results.map((result) => result.status)).toEqual([403]);
    expect(await countNamed('Parent Made Visitor')).toBe(0);
    const { results } = await replay([login]);
    expect(results).toEqual([{ requestId: login.requestId, status: 400, body: { success: false, message: OUTBOX_REPLAY_MESSAGES.notQueueable } }]);
  });

  it("counts a client's request that claims to be a batch item like any other", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/customers?limit=1',
        headers: { ...frontdesk.headers, 'x-smis-replay-item': 'a'.repeat(64) },
        remoteAddress: '10.9.2.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('refuses a batch without a token, an empty one and one of more than 25', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/outbox/replay', payload: { items: [createItem('Nobody')] }, remoteAddress: '10.9.0.2' });
    expect(anonymous.statusCode).toBe(401);
    expect((await replay([], frontdesk, '10.9.0.3')).status).toBe(400);
    const tooMany = Array.from({ length: 26 }, (_, index) => createItem(`Too Many ${index}`));
    expect((await replay(tooMany, frontdesk, '10.9.0.4')).status).toBe(400);
    expect(await countNamed('Too Many')).toBe(0);
    expect(await countNamed('Nobody')).toBe(0);
  });

  it('stops at a write the server cannot take now, leaving the ones after it unsent', async () => {
    // Another attempt of the same write is in progress (its key pending): "try later", 409 with Retry-After.
    const held = createItem('Held Visitor');
    await t.database.db.insert(idempotencyKeys).values({
      userId: frontdesk.user.id,
      requestId: held.requestId,
      requestHash: hashRequest('POST', '/api/customers', JSON.parse(held.body!)),
      state: 'pending',
    });
    const after = createItem('After Held Visitor');
    const { results } = await replay([createItem('Before Held Visitor'), held, after]);
    expect(results.map((result) => [result.status, result.requestId])).toEqual([
      [201, results[0].requestId],
      [409, held.requestId],
    ]);
    expect(results[1]).toMatchObject({ retryAfter: 1 });
    expect(await countNamed('After Held Visitor')).toBe(0);

    // Reusing a write's X-Request-ID for another body is a refusal (422), not "try later": the batch goes on.
    const reused = { ...createItem('Reused'), requestId: results[0].requestId };
    const next = createItem('Next Visitor');
    expect((await replay([reused, next])).results.map((result) => result.status)).toEqual([422, 201]);
  });
});
