/**
 * No silent overwrite (issue 24): a versioned write (PUT /expenses/:id here) that names an older
 * version in If-Match applies nothing and answers 412 with the record as it is now; the current
 * version, `*` or no header apply as before; two edits of one version at once: one applies; a
 * write sent again under its X-Request-ID gets its own stored answer; through the outbox's batch
 * too, and with sealed answers.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS } from '@/contract/api';
import type { Expense } from '@/contract/finance';
import { RECORD_VERSION_MESSAGES, versionTag } from '@/contract/record-version';
import { decryptPayload, isEncryptedEnvelope } from '@/lib/payload-crypto';
import { expenses } from '../db/schema';
import { loginAs, type TestLogin } from '../test-support/login';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
let bursar: TestLogin;

beforeAll(async () => {
  t = await createTestApp();
  bursar = await loginAs(t.app, 'owner');
});
afterAll(() => t?.close());

async function createExpense(title: string): Promise<Expense> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/expenses',
    headers: bursar.headers,
    payload: { title, amount: '125', category: 'Office Supplies', date: '2026-02-10' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Expense;
}

function edit(id: number, payload: Record<string, unknown>, ifMatch?: string, requestId: string = randomUUID()) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/expenses/${id}`,
    headers: { ...bursar.headers, [CLIENT_HEADERS.requestId]: requestId, ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
    payload,
  });
}

async function stored(id: number) {
  const [row] = await t.database.db.select().from(expenses).where(eq(expenses.id, id));
  return row;
}

describe('a versioned write (If-Match)', () => {
  it('applies a change made from the current version, and refuses one made from an older version with the record as it is now', async () => {
    const made = await createExpense('Chalk');
    const first = await edit(made.id, { title: 'Chalk, white' }, versionTag(made.updatedAt));
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = first.json().data as Expense;
    expect(afterFirst.updatedAt).not.toBe(made.updatedAt);

    // Made from the version before the first change: nothing applied.
    const stale = await edit(made.id, { title: 'Chalk, coloured', remarks: 'from the old copy' }, versionTag(made.updatedAt));
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ success: false, message: RECORD_VERSION_MESSAGES.changedSince, current: afterFirst });
    expect(await stored(made.id)).toMatchObject({ title: 'Chalk, white', remarks: null });

    // Made again from the current one (the person kept theirs after comparing): applied.
    const kept = await edit(made.id, { title: 'Chalk, coloured' }, versionTag(afterFirst.updatedAt));
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await stored(made.id)).title).toBe('Chalk, coloured');
  });

  it('applies a write without If-Match, or with "*", as before', async () => {
    const made = await createExpense('Markers');
    expect((await edit(made.id, { title: 'Markers, red' })).statusCode).toBe(200);
    expect((await edit(made.id, { title: 'Markers, blue' }, '*')).statusCode).toBe(200);
    expect((await stored(made.id)).title).toBe('Markers, blue');
  });

  it('lets one of two edits of the same version sent at once apply', async () => {
    const made = await createExpense('Dusters');
    const answers = await Promise.all([
      edit(made.id, { title: 'Dusters, from desk A' }, versionTag(made.updatedAt)),
      edit(made.id, { title: 'Dusters, from desk B' }, versionTag(made.updatedAt)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412]);
    const applied = answers.find((answer) => answer.statusCode === 200)!.json().data as Expense;
    expect((await stored(made.id)).title).toBe(applied.title);
  });

  it('answers a write sent again under its X-Request-ID with its own stored answer, not a 412 against itself', async () => {
    const made = await createExpense('Staples');
    const requestId = randomUUID();
    const first = await edit(made.id, { title: 'Staples, large' }, versionTag(made.updatedAt), requestId);
    const again = await edit(made.id, { title: 'Staples, large' }, versionTag(made.updatedAt), requestId);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('refuses a stale write in a replayed batch without blocking the writes after it', async () => {
    const made = await createExpense('Glue');
    await edit(made.id, { title: 'Glue, changed online' });
    const staleItem = {
      requestId: randomUUID(),
      method: 'PUT',
      url: `/api/expenses/${made.id}`,
      body: JSON.stringify({ title: 'Glue, changed offline' }),
      ifMatch: versionTag(made.updatedAt),
    };
    const other = await createExpense('Tape');
    const freshItem = { requestId: randomUUID(), method: 'PUT', url: `/api/expenses/${other.id}`, body: JSON.stringify({ title: 'Tape, wide' }), ifMatch: versionTag(other.updatedAt) };
    const response = await t.app.inject({ method: 'POST', url: '/api/outbox/replay', headers: bursar.headers, payload: { items: [staleItem, freshItem] } });
    const results = response.json().data.results as { status: number; body: { current?: Expense } }[];
    expect(results.map((result) => result.status)).toEqual([412, 200]);
    expect(results[0].body.current?.title).toBe('Glue, changed online');
    expect((await stored(made.id)).title).toBe('Glue, changed online');
    expect((await stored(other.id)).title).toBe('Tape, wide');
  });

  it('documents the 412 answer with the record in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const refused = document.paths['/api/expenses/{id}'].put.responses['412'];
    const schema = refused.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(['success', 'message', 'current']);
  });
});

/** Two envelope layers, as ENCRYPT_RESPONSES sends every answer. */
function unseal(answer: unknown): unknown {
  let value = answer;
  while (isEncryptedEnvelope(value)) value = decryptPayload(value.encryptedData, sealed.app.config.payloadKey);
  return value;
}

let sealed: TestApp;

describe('a versioned write with sealed answers', () => {
  let owner: { headers: Record<string, string> };
  beforeAll(async () => {
    sealed = await createTestApp({ config: { encryptResponses: true } });
    const login = await sealed.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'owner', password: 'demo1234' } });
    const { token } = (unseal(login.json()) as { data: { token: string } }).data;
    owner = { headers: { authorization: `Bearer ${token}` } };
  });
  afterAll(() => sealed?.close());

  const open = (body: string) => unseal(JSON.parse(body)) as { data: Expense; current?: Expense };

  it('reads the record through its sealed answer and refuses a stale write', async () => {
    const post = (payload: object, headers: Record<string, string> = {}, method: 'POST' | 'PUT' = 'POST', url = '/api/expenses') =>
      sealed.app.inject({ method, url, headers: { ...owner.headers, ...headers }, payload });
    const made = open((await post({ title: 'Ink', amount: '40', category: 'Office Supplies', date: '2026-02-10' })).body).data;
    const fresh = await post({ title: 'Ink, black' }, { 'if-match': versionTag(made.updatedAt) }, 'PUT', `/api/expenses/${made.id}`);
    expect(fresh.statusCode, fresh.body).toBe(200);
    const stale = await post({ title: 'Ink, blue' }, { 'if-match': versionTag(made.updatedAt) }, 'PUT', `/api/expenses/${made.id}`);
    expect(stale.statusCode).toBe(412);
    expect(open(stale.body).current?.title).toBe('Ink, black');
  });
});
