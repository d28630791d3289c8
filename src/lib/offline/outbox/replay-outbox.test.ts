/**
 * Replaying the outbox against a stand-in for the network (`fetch`), with the real outbox and
 * device session tables (fake-indexeddb): what is sent, in which order, with which token, and
 * where each write goes after the server's answer.
 */
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeRequestBody } from '@/lib/api/answer-envelope';
import { markTokenRefused, readDeviceSession, writeDeviceSession } from '@/lib/offline/device-session';
import { outboxBodyText, type OutboxItem } from '@/lib/offline/outbox/outbox-item';
import { addToOutbox, readOutbox, retryOutboxItem } from '@/lib/offline/outbox/outbox-store';
import { replayOutbox, type ReplayOptions, type ReplayOutcome } from '@/lib/offline/outbox/replay-outbox';
import { meansTryLater } from '@/lib/offline/outbox/write-routing';
import { decryptPayload, encryptPayload } from '@/lib/payload-crypto';
import { openEnvelope } from '@/lib/payload-envelope';
import { makeTestToken, makeValidTestToken } from '@/lib/token/test-token';
import { makeOutboxWrite, textBytes } from '@/lib/offline/outbox/testing/outbox-fixture';

const KEY = 'test-payload-key';
const ORIGIN = 'http://school.test';
const NOW = Date.UTC(2026, 10, 3, 9, 30);
const KARIM = makeValidTestToken({ sub: '7', jti: 'karim-1' }, NOW);
const KARIM_AGAIN = makeValidTestToken({ sub: '7', jti: 'karim-2' }, NOW);
const ZAHRA = makeValidTestToken({ sub: '8', jti: 'zahra-1' }, NOW);
const NETWORK_MESSAGE = 'Network error: the server could not be reached';

type Sent = { url: string; method: string; headers: Record<string, string>; body: string | null; signal: AbortSignal | null };
type Reply = Response | Error | 'hang' | ((sent: Sent) => Response | Promise<Response>);

/**
 * A scripted network: each write takes the next reply; the last one repeats. It also notes how
 * many requests were in flight at once. A batch (POST /api/outbox/replay) is answered as the
 * server does (server/routes/outbox/outbox-routes.ts): its writes one by one, each recorded in
 * `sent` as the request the server makes of it, stopping after a write the server could not take
 * now or whose token was refused. A reply that is no answer at all (an Error, 'hang') fails the
 * whole batch when it is the batch's first write; later in a batch, the batch ends before it,
 * so that write leads the next batch.
 */
function fakeNetwork(...replies: Reply[]) {
  const sent: Sent[] = [];
  const batches: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const next = () => (replies.length > 1 ? replies.shift() : replies[0]);

  async function answer(record: Sent, reply: Reply | undefined, signal: AbortSignal | null | undefined): Promise<Response> {
    if (reply === 'hang') {
      return await new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      });
    }
    if (reply instanceof Error) throw reply;
    if (typeof reply === 'function') return await reply(record);
    if (!reply) throw new Error('no reply scripted');
    return reply.clone();
  }

  async function batch(init: RequestInit | undefined, batchHeaders: Record<string, string>): Promise<Response> {
    const { items } = JSON.parse(new TextDecoder().decode(init?.body as ArrayBuffer)) as {
      items: { requestId: string; method: string; url: string; body: string | null; ifMatch?: string }[];
    };
    batches.push(items.length);
    const results: unknown[] = [];
    const { 'content-type': _type, ...forwarded } = batchHeaders;
    for (const [index, item] of items.entries()) {
      const record: Sent = {
        url: `${ORIGIN}${item.url}`,
        method: item.method,
        headers: { 'content-type': 'application/json', 'x-request-id': item.requestId, ...(item.ifMatch ? { 'if-match': item.ifMatch } : {}), ...forwarded },
        body: item.body,
        signal: init?.signal ?? null,
      };
      const reply = next();
      if (index > 0 && (reply === 'hang' || reply instanceof Error)) {
        replies.unshift(reply);
        break;
      }
      sent.push(record);
      const response = await answer(record, reply, init?.signal);
      const text = await response.text();
      const retryAfter = Number(response.headers.get('retry-after'));
      results.push({
        requestId: item.requestId,
        status: response.status,
        body: parsedText(text),
        ...(retryAfter > 0 ? { retryAfter } : {}),
      });
      if (response.status === 401 || meansTryLater(response)) break;
    }
    return json({ success: true, data: { results } });
  }

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers = { ...(init?.headers as Record<string, string> | undefined) };
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      // A real request takes a while: time for a second replay to start, if one could.
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (String(input) === `${ORIGIN}/api/outbox/replay`) return await batch(init, headers);
      const record: Sent = {
        url: String(input),
        method: init?.method ?? 'GET',
        headers,
        body: init?.body instanceof ArrayBuffer ? new TextDecoder().decode(init.body) : null,
        signal: init?.signal ?? null,
      };
      sent.push(record);
      return await answer(record, next(), init?.signal);
    } finally {
      inFlight -= 1;
    }
  });
  return {
    fetch,
    sent,
    /** How many writes each batch held. */
    batches,
    get maxInFlight() {
      return maxInFlight;
    },
    requestIds: () => sent.map((request) => request.headers['x-request-id']),
  };
}

/** A write's answer body as the batch endpoint passes it on: JSON parsed, other text as it is. */
function parsedText(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

const created = () => json({ success: true, data: { id: 'c-1' } }, 201);

/** A network that answers every write created, and runs `meanwhile` while the write `requestId` is on its way. */
function whileOnItsWay(requestId: string, meanwhile: () => Promise<void>) {
  return fakeNetwork(async (sent) => {
    if (sent.headers['x-request-id'] === requestId) await meanwhile();
    return created();
  });
}

function replay(network: ReturnType<typeof fakeNetwork>, extra: Partial<ReplayOptions> = {}): Promise<ReplayOutcome> {
  return replayOutbox({
    fetch: network.fetch as unknown as typeof globalThis.fetch,
    origin: ORIGIN,
    // As the service worker opens answers: the build's key, the cipher bundled.
    decode: (answer) => openEnvelope(answer, KEY, decryptPayload),
    now: () => NOW,
    random: () => 0,
    ...extra,
  });
}

const write = (requestId: string, overrides: Partial<Omit<OutboxItem, 'seq'>> = {}) =>
  makeOutboxWrite(requestId, {
    headers: { 'content-type': 'application/json', 'x-request-id': requestId, 'x-device-type': 'tablet' },
    body: textBytes(JSON.stringify({ encryptedData: `cipher-of-${requestId}` })),
    createdAt: new Date(NOW - 3_600_000).toISOString(),
    ...overrides,
  });

async function storedItem(requestId: string): Promise<OutboxItem> {
  const item = (await readOutbox()).find((candidate) => candidate.requestId === requestId);
  if (!item) throw new Error(`${requestId} is not in the outbox`);
  return item;
}

const storedIds = async () => (await readOutbox()).map((item) => item.requestId);

afterEach(async () => {
  // A rerun asked for during a test may still be going: let it end before the next test.
  const idle = fakeNetwork(new TypeError('Failed to fetch'));
  await waitFor(async () => expect((await replay(idle)).kind).not.toBe('busy'));
  vi.restoreAllMocks();
});

describe('in order, one at a time', () => {
  it('replays many writes in the order they were made, each with the token current now', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    const ids = Array.from({ length: 12 }, (_, i) => `req-${i + 1}`);
    const methods = ['POST', 'PUT', 'PATCH'] as const;
    for (const [i, id] of ids.entries()) {
      await addToOutbox(write(id, { method: methods[i % 3], url: `/api/customers/c-${i + 1}?v=${i}` }));
    }
    const network = fakeNetwork(created());

    expect(await replay(network)).toEqual({ kind: 'drained', sent: 12 });

    expect(network.requestIds()).toEqual(ids);
    expect(network.maxInFlight).toBe(1);
    expect(network.sent.map((request) => request.method)).toEqual(ids.map((_, i) => methods[i % 3]));
    expect(network.sent[4]?.url).toBe(`${ORIGIN}/api/customers/c-5?v=4`);
    expect(network.sent[4]?.body).toBe('{"encryptedData":"cipher-of-req-5"}');
    expect(network.sent[4]?.headers).toEqual({
      'content-type': 'application/json',
      'x-request-id': 'req-5',
      'x-device-type': 'tablet',
      authorization: `Bearer ${KARIM}`,
    });
    expect(await readOutbox()).toEqual([]);
  });

  it('sends the version an edit was made from with it (If-Match), and none with a write that names none', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('edit', { method: 'PUT', url: '/api/expenses/12', headers: { 'content-type': 'application/json', 'x-request-id': 'edit', 'if-match': '"2026-11-30T08:00:00.000Z"' } }));
    await addToOutbox(write('create'));
    const network = fakeNetwork(created());

    expect(await replay(network)).toEqual({ kind: 'drained', sent: 2 });
    expect(network.batches).toEqual([2]);
    expect(network.sent.map((request) => request.headers['if-match'])).toEqual(['"2026-11-30T08:00:00.000Z"', undefined]);
  });

  it('sends the queued writes in batches, and reads the session before each batch: a new token is used from the next one on', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    for (const id of ['req-1', 'req-2', 'req-3']) await addToOutbox(write(id));
    // The token changes, and a write is made, while the first batch is on its way.
    const network = whileOnItsWay('req-1', async () => {
      await writeDeviceSession(KARIM_AGAIN, 'Karim');
      await addToOutbox(write('req-4'));
    });

    const outcome = await replay(network);

    expect(outcome).toEqual({ kind: 'drained', sent: 4 });
    expect(network.batches).toEqual([3, 1]);
    expect(network.sent.map((request) => request.headers.authorization)).toEqual([
      `Bearer ${KARIM}`,
      `Bearer ${KARIM}`,
      `Bearer ${KARIM}`,
      `Bearer ${KARIM_AGAIN}`,
    ]);
  });

  it('falls back to one write at a time, in order, when the server does not take batches', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    // More than a batch: the writes after the first batch, read while it was on its way, wait for the rest of it.
    const ids = Array.from({ length: 30 }, (_, index) => `req-${index + 1}`);
    for (const id of ids) await addToOutbox(write(id));
    const network = fakeNetwork(created());
    const older = {
      ...network,
      fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
        String(input).endsWith('/api/outbox/replay') ? new Response('Not Found', { status: 404 }) : network.fetch(input, init),
      ),
    };

    expect(await replay(older)).toEqual({ kind: 'drained', sent: 30 });
    expect(network.batches).toEqual([]);
    expect(network.requestIds()).toEqual(ids);
    expect(network.sent[0]?.url).toBe(`${ORIGIN}/api/customers`);
  });

  it('sends no more than 25 writes in a batch', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    for (let index = 1; index <= 30; index += 1) await addToOutbox(write(`req-${index}`));
    const network = fakeNetwork(created());

    expect(await replay(network)).toEqual({ kind: 'drained', sent: 30 });
    expect(network.batches).toEqual([25, 5]);
    expect(network.requestIds()).toEqual(Array.from({ length: 30 }, (_, index) => `req-${index + 1}`));
  });

  it('has nothing to do with an empty outbox', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    const network = fakeNetwork(created());
    expect(await replay(network)).toEqual({ kind: 'drained', sent: 0 });
    expect(network.fetch).not.toHaveBeenCalled();
  });
});

describe('2xx: done', () => {
  it("lets the feature keep the server's (decrypted) answer before the write leaves", async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1'));
    const answer = { success: true, data: { id: 'c-1', serialNumber: 'V-0042' } };
    const network = fakeNetwork(json(await encodeRequestBody(answer, KEY), 201));
    const seen: { requestId: string; answer: unknown; stillStored: string[] }[] = [];

    await replay(network, {
      onReplayed: async ([{ item, answer: body }]) => {
        seen.push({ requestId: item.requestId, answer: body, stillStored: await storedIds() });
      },
    });

    expect(seen).toEqual([{ requestId: 'req-1', answer, stillStored: ['req-1'] }]);
    expect(await readOutbox()).toEqual([]);
  });

  it('gives a plain answer as it came, and an empty one as null', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1'));
    await addToOutbox(write('req-2', { method: 'PUT' }));
    const network = fakeNetwork(json({ success: true, data: { id: 'c-1' } }, 200), new Response(null, { status: 204 }));
    const answers: unknown[] = [];

    await replay(network, { onReplayed: async ([{ answer: body }]) => void answers.push(body) });

    expect(answers).toEqual([{ success: true, data: { id: 'c-1' } }, null]);
  });

  it('opens an answer flagged `encrypted: true` and one wrapped twice', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1'));
    await addToOutbox(write('req-2'));
    const data = { id: 'c-2', serialNumber: 'V-0043' };
    const flagged = { success: true, encrypted: true, data: encryptPayload(data, KEY) };
    const twice = await encodeRequestBody(await encodeRequestBody({ success: true, data }, KEY), KEY);
    const network = fakeNetwork(json(flagged, 201), json(twice, 200));
    const answers: unknown[] = [];

    await replay(network, { onReplayed: async ([{ answer: body }]) => void answers.push(body) });

    expect(answers).toEqual([
      { success: true, data },
      { success: true, data },
    ]);
  });

  it('removes the write even when keeping its answer fails, and goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1'));
    await addToOutbox(write('req-2'));
    const network = fakeNetwork(created());

    const outcome = await replay(network, {
      onReplayed: async ([{ item }]) => {
        if (item.requestId === 'req-1') throw new Error('disk full');
      },
    });

    expect(outcome).toEqual({ kind: 'drained', sent: 2 });
    expect(network.requestIds()).toEqual(['req-1', 'req-2']);
    expect(await readOutbox()).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Could not keep the answer of a replayed write', expect.any(Error));
  });
});

describe('401: waits for the next login', () => {
  it('marks the token refused and stops, the write stays queued as it was', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1'));
    await addToOutbox(write('req-2'));
    const network = fakeNetwork(json({ success: false, message: 'Unauthorized' }, 401));

    expect(await replay(network)).toEqual({ kind: 'waiting-for-login', sent: 0 });

    expect(network.requestIds()).toEqual(['req-1']);
    expect((await readDeviceSession()).refusedToken).toBe(KARIM);
    expect(await storedItem('req-1')).toMatchObject({ state: 'queued', attempts: 0, nextAttemptAt: 0, problem: null });
    expect(await storedIds()).toEqual(['req-1', 'req-2']);
  });

  it('does not send with a refused token again, even forced, until the token changes', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1'));
    await markTokenRefused(KARIM);
    const network = fakeNetwork(created());

    expect(await replay(network)).toEqual({ kind: 'waiting-for-login', sent: 0 });
    expect(await replay(network, { force: true })).toEqual({ kind: 'waiting-for-login', sent: 0 });
    // The page copies the same session again (a reload): still refused.
    await writeDeviceSession(KARIM, 'Karim Karimi');
    expect(await replay(network)).toEqual({ kind: 'waiting-for-login', sent: 0 });
    expect(network.fetch).not.toHaveBeenCalled();

    await writeDeviceSession(KARIM_AGAIN, 'Karim Karimi');
    expect(await replay(network)).toEqual({ kind: 'drained', sent: 1 });
    expect(network.sent[0]?.headers.authorization).toBe(`Bearer ${KARIM_AGAIN}`);
  });

  it('waits for a login when nobody is signed in, the token expired or names no user', async () => {
    await addToOutbox(write('req-1'));
    const network = fakeNetwork(created());

    expect(await replay(network)).toEqual({ kind: 'waiting-for-login', sent: 0 });
    await writeDeviceSession(makeValidTestToken({ sub: '7', exp: Math.floor(NOW / 1000) - 1 }, NOW), 'Karim');
    expect(await replay(network, { force: true })).toEqual({ kind: 'waiting-for-login', sent: 0 });
    await writeDeviceSession(makeValidTestToken({ sub: '7', exp: Math.floor(NOW / 1000) }, NOW), 'Karim');
    expect(await replay(network)).toEqual({ kind: 'waiting-for-login', sent: 0 });
    await writeDeviceSession(makeTestToken({ role: 'TEACHER', exp: Math.floor(NOW / 1000) + 3600, jti: 'no-sub' }), 'Karim');
    expect(await replay(network)).toEqual({ kind: 'waiting-for-login', sent: 0 });
    expect(network.fetch).not.toHaveBeenCalled();

    // The same token, a minute earlier by the clock, is still good.
    await writeDeviceSession(makeValidTestToken({ sub: '7', exp: Math.floor(NOW / 1000) + 60 }, NOW), 'Karim');
    expect(await replay(network)).toEqual({ kind: 'drained', sent: 1 });
  });

  it('stops when the user signs out during the replay', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1'));
    await addToOutbox(write('req-2'));
    // Signed out (and a write made) while the first batch is on its way: the next batch waits.
    const network = whileOnItsWay('req-1', async () => {
      await writeDeviceSession(null, null);
      await addToOutbox(write('req-3'));
    });

    const outcome = await replay(network);

    expect(outcome).toEqual({ kind: 'waiting-for-login', sent: 2 });
    expect(await storedIds()).toEqual(['req-3']);
  });
});

describe('only the signed-in user’s writes', () => {
  it("sends the user's writes in order and leaves another user's waiting, untouched", async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('karim-1'));
    await addToOutbox(write('zahra-1', { userId: '8', userName: 'Zahra' }));
    await addToOutbox(write('karim-2'));
    await addToOutbox(write('zahra-2', { userId: '8', userName: 'Zahra' }));
    const network = fakeNetwork(created());

    expect(await replay(network)).toEqual({ kind: 'drained', sent: 2 });
    expect(network.requestIds()).toEqual(['karim-1', 'karim-2']);
    expect(await readOutbox()).toMatchObject([
      { requestId: 'zahra-1', state: 'queued', attempts: 0, problem: null },
      { requestId: 'zahra-2', state: 'queued', attempts: 0, problem: null },
    ]);

    await writeDeviceSession(ZAHRA, 'Zahra');
    expect(await replay(network)).toEqual({ kind: 'drained', sent: 2 });
    expect(network.requestIds()).toEqual(['karim-1', 'karim-2', 'zahra-1', 'zahra-2']);
    expect(network.sent[3]?.headers.authorization).toBe(`Bearer ${ZAHRA}`);
  });

  it('switches to the new user’s writes when another user signs in mid-replay', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('karim-1'));
    await addToOutbox(write('karim-2'));
    await addToOutbox(write('zahra-1', { userId: '8' }));
    // Zahra signs in (and Karim's write is made) while Karim's first batch is on its way.
    const network = whileOnItsWay('karim-1', async () => {
      await writeDeviceSession(ZAHRA, 'Zahra');
      await addToOutbox(write('karim-3'));
    });

    const outcome = await replay(network);

    // Karim's batch in flight is his; the next batch is Zahra's, and his later write waits for him.
    expect(outcome).toEqual({ kind: 'drained', sent: 3 });
    expect(network.requestIds()).toEqual(['karim-1', 'karim-2', 'zahra-1']);
    expect(network.sent[2]?.headers.authorization).toBe(`Bearer ${ZAHRA}`);
    expect(await storedIds()).toEqual(['karim-3']);
  });
});

describe('the server cannot take it now: postponed, and the replay stops', () => {
  it('no answer: counts the attempt, backs off and keeps the network problem', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1'));
    await addToOutbox(write('req-2'));
    const network = fakeNetwork(new TypeError('Failed to fetch'));

    expect(await replay(network)).toEqual({ kind: 'waiting', sent: 0, retryAt: NOW + 2_000 });

    expect(network.requestIds()).toEqual(['req-1']);
    expect(await storedItem('req-1')).toMatchObject({
      state: 'queued',
      attempts: 1,
      nextAttemptAt: NOW + 2_000,
      problem: { status: 0, message: NETWORK_MESSAGE },
    });
    expect(await storedItem('req-2')).toMatchObject({ attempts: 0, nextAttemptAt: 0 });
  });

  it('no answer in time: the request is cancelled and postponed', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1'));
    const network = fakeNetwork('hang');

    expect(await replay(network, { timeoutMs: 20 })).toEqual({ kind: 'waiting', sent: 0, retryAt: NOW + 2_000 });
    expect(network.sent[0]?.signal?.aborted).toBe(true);
    expect(await storedItem('req-1')).toMatchObject({ attempts: 1, problem: { status: 0, message: NETWORK_MESSAGE } });
  });

  it.each([500, 502, 503, 504])('%i: postponed with the server-error message (details hidden)', async (status) => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1'));
    await addToOutbox(write('req-2'));
    const network = fakeNetwork(json({ success: false, message: 'stack trace: ...' }, status));

    expect(await replay(network)).toEqual({ kind: 'waiting', sent: 0, retryAt: NOW + 2_000 });
    expect(network.requestIds()).toEqual(['req-1']);
    expect(await storedItem('req-1')).toMatchObject({ state: 'queued', attempts: 1, problem: { status, message: `Server error: ${status}` } });
  });

  it.each([
    [408, 'Request timed out'],
    [429, 'Too many requests, please slow down'],
  ])('%i: postponed with the server’s message', async (status, message) => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1'));
    await addToOutbox(write('req-2'));
    const network = fakeNetwork(json({ success: false, message }, status));

    expect(await replay(network)).toEqual({ kind: 'waiting', sent: 0, retryAt: NOW + 2_000 });
    expect(network.requestIds()).toEqual(['req-1']);
    expect(await storedItem('req-1')).toMatchObject({ state: 'queued', attempts: 1, problem: { status, message } });
  });

  it('409 with Retry-After (an earlier attempt still runs): postponed for that long, not refused', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1'));
    await addToOutbox(write('req-2'));
    const message = 'A request with this X-Request-ID is still being processed';
    const network = fakeNetwork(json({ success: false, message }, 409, { 'Retry-After': '3' }));

    expect(await replay(network)).toEqual({ kind: 'waiting', sent: 0, retryAt: NOW + 3_000 });
    expect(network.requestIds()).toEqual(['req-1']);
    expect(await storedItem('req-1')).toMatchObject({ state: 'queued', attempts: 1, nextAttemptAt: NOW + 3_000, problem: { status: 409, message } });
  });

  it('a 408/429 without a message gets the status text', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1'));
    const network = fakeNetwork(new Response('Too Many Requests', { status: 429 }));

    await replay(network);
    expect((await storedItem('req-1')).problem).toEqual({ status: 429, message: 'Request failed with status 429' });
  });
});

describe('back-off', () => {
  it('grows with the attempts (2 s, doubling, at most 30 s), jitter included', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1'));
    const network = fakeNetwork(json({ success: false }, 503));
    const delays: number[] = [];
    let now = NOW;

    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const outcome = await replay(network, { now: () => now });
      const item = await storedItem('req-1');
      expect(item.attempts).toBe(attempt);
      expect(outcome).toEqual({ kind: 'waiting', sent: 0, retryAt: item.nextAttemptAt });
      delays.push(item.nextAttemptAt - now);
      now = item.nextAttemptAt; // the timer fires when the item is due
    }

    expect(delays).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(network.fetch).toHaveBeenCalledTimes(6);

    await retryOutboxItem((await storedItem('req-1')).seq!);
    await replay(network, { now: () => now, random: () => 0.5 });
    expect((await storedItem('req-1')).nextAttemptAt - now).toBe(2_500);
  });

  it('honours Retry-After over the back-off, whatever the attempt count', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1', { attempts: 3 }));
    const network = fakeNetwork(json({ success: false }, 503, { 'Retry-After': '120' }));

    expect(await replay(network, { force: true })).toEqual({ kind: 'waiting', sent: 0, retryAt: NOW + 120_000 });
    expect(await storedItem('req-1')).toMatchObject({ attempts: 4, nextAttemptAt: NOW + 120_000 });
  });

  it('falls back to the back-off for a Retry-After it cannot read (a date, zero)', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1', { attempts: 2 }));
    const network = fakeNetwork(
      json({ success: false }, 503, { 'Retry-After': 'Wed, 21 Oct 2026 07:28:00 GMT' }),
      json({ success: false }, 429, { 'Retry-After': '0' }),
    );

    await replay(network, { force: true });
    expect(await storedItem('req-1')).toMatchObject({ attempts: 3, nextAttemptAt: NOW + 8_000 });
    await replay(network, { force: true });
    expect(await storedItem('req-1')).toMatchObject({ attempts: 4, nextAttemptAt: NOW + 16_000 });
  });

  it('does not try a postponed write before its time; then it does', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1', { attempts: 2, nextAttemptAt: NOW + 5_000 }));
    await addToOutbox(write('req-2'));
    const network = fakeNetwork(created());

    expect(await replay(network)).toEqual({ kind: 'waiting', sent: 0, retryAt: NOW + 5_000 });
    expect(await replay(network, { now: () => NOW + 4_999 })).toEqual({ kind: 'waiting', sent: 0, retryAt: NOW + 5_000 });
    expect(network.fetch).not.toHaveBeenCalled();

    expect(await replay(network, { now: () => NOW + 5_000 })).toEqual({ kind: 'drained', sent: 2 });
    expect(network.requestIds()).toEqual(['req-1', 'req-2']);
  });

  it('"Sync now" (force) tries the first write before its time, but not the ones after it', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1', { attempts: 2, nextAttemptAt: NOW + 5_000 }));
    await addToOutbox(write('req-2', { attempts: 1, nextAttemptAt: NOW + 9_000 }));
    const network = fakeNetwork(created());

    expect(await replay(network, { force: true })).toEqual({ kind: 'waiting', sent: 1, retryAt: NOW + 9_000 });
    expect(network.requestIds()).toEqual(['req-1']);
    expect(await storedIds()).toEqual(['req-2']);
  });
});

describe('other 4xx: needs attention, and the replay goes on', () => {
  it("sets the write aside with the server's message and field errors, then sends the next", async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1'));
    await addToOutbox(write('req-2'));
    await addToOutbox(write('req-3'));
    const network = fakeNetwork(
      json({ success: false, message: 'Validation failed', errors: { phone: 'Phone number is required', 'guardian.name': 'Required' } }, 400),
      created(),
    );

    expect(await replay(network)).toEqual({ kind: 'drained', sent: 2 });

    expect(network.requestIds()).toEqual(['req-1', 'req-2', 'req-3']);
    expect(await readOutbox()).toMatchObject([
      {
        requestId: 'req-1',
        state: 'attention',
        attempts: 0,
        problem: { status: 400, message: 'Validation failed', fieldErrors: { phone: 'Phone number is required', 'guardian.name': 'Required' } },
      },
    ]);
  });

  it('reads the message of an encrypted error answer with the payload key', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1'));
    const refusal = { success: false, message: 'This phone number is already registered', errors: { phone: 'This phone number is already registered' } };
    const network = fakeNetwork(json(await encodeRequestBody(refusal, KEY), 422));

    await replay(network);

    expect((await storedItem('req-1')).problem).toEqual({
      status: 422,
      message: 'This phone number is already registered',
      fieldErrors: { phone: 'This phone number is already registered' },
    });
  });

  it('keeps the whole answer of a refusal that says more than a message (a 409 naming the phone\'s owner)', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1'));
    const message = 'This phone number already belongs to another visitor';
    const refusal = { success: false, message, errors: { phone: message }, existing: { id: 'c0ffee00-0000-4000-8000-000000000001', name: 'Zahra Karimi' } };
    await replay(fakeNetwork(json(refusal, 409)));

    expect(await storedItem('req-1')).toMatchObject({
      state: 'attention',
      problem: { status: 409, message, fieldErrors: { phone: message }, answer: refusal },
    });
  });

  it('an error answer that does not decrypt with the key is used as received', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1'));
    const refusal = { success: false, message: 'This phone number is already registered' };
    const network = fakeNetwork(json(await encodeRequestBody(refusal, 'another-key'), 422));

    await replay(network);

    expect((await storedItem('req-1')).problem).toEqual({ status: 422, message: 'Request failed with status 422' });
  });

  it.each([
    ['a 409 without Retry-After (a real conflict)', json({ success: false, message: 'Already converted' }, 409), { status: 409, message: 'Already converted' }],
    ['a 404 page that is not JSON', new Response('<html>Not Found</html>', { status: 404 }), { status: 404, message: 'Request failed with status 404' }],
    ['a 403 with an empty message', json({ success: false, message: '' }, 403), { status: 403, message: 'Request failed with status 403' }],
    ['a 413 with no body', new Response(null, { status: 413 }), { status: 413, message: 'Request failed with status 413' }],
    ['a 422 whose field errors are not text', json({ message: 'Invalid', errors: { phone: ['x'], name: 3 } }, 422), { status: 422, message: 'Invalid' }],
  ])('%s', async (_label, answer, problem) => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1'));
    await addToOutbox(write('req-2'));
    const network = fakeNetwork(answer, created());

    expect(await replay(network)).toEqual({ kind: 'drained', sent: 1 });
    const item = await storedItem('req-1');
    expect(item.state).toBe('attention');
    expect(item.problem).toEqual(problem);
    expect(network.requestIds()).toEqual(['req-1', 'req-2']);
  });

  it('a write set aside is not sent again by later replays, until the user retries it', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1'));
    const network = fakeNetwork(json({ success: false, message: 'Invalid' }, 422), created());

    expect(await replay(network)).toEqual({ kind: 'drained', sent: 0 });
    expect(await replay(network, { force: true })).toEqual({ kind: 'drained', sent: 0 });
    expect(network.fetch).toHaveBeenCalledTimes(1);

    const seq = (await storedItem('req-1')).seq!;
    await retryOutboxItem(seq, { body: textBytes('{"encryptedData":"fixed"}'), requestId: 'req-1-fixed' });
    expect(await replay(network)).toEqual({ kind: 'drained', sent: 1 });
    expect(network.sent[1]?.headers['x-request-id']).toBe('req-1-fixed');
    expect(network.sent[1]?.body).toBe('{"encryptedData":"fixed"}');
    expect(await readOutbox()).toEqual([]);
  });

  it('a mixed run: done, refused, done, then postponed stops the run', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    for (const id of ['a', 'b', 'c', 'd', 'e']) await addToOutbox(write(id));
    const network = fakeNetwork(created(), json({ message: 'Invalid' }, 422), created(), json({}, 503), created());

    expect(await replay(network)).toEqual({ kind: 'waiting', sent: 2, retryAt: NOW + 2_000 });
    expect(network.requestIds()).toEqual(['a', 'b', 'c', 'd']);
    expect(await readOutbox()).toMatchObject([
      { requestId: 'b', state: 'attention' },
      { requestId: 'd', state: 'queued', attempts: 1 },
      { requestId: 'e', state: 'queued', attempts: 0 },
    ]);
    expect(outboxBodyText(await storedItem('e'))).toBe('{"encryptedData":"cipher-of-e"}');
  });
});

describe('never two replays at once', () => {
  it('a replay asked for while one runs answers "busy", and runs once more afterwards', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1'));
    await addToOutbox(write('req-2', { attempts: 1, nextAttemptAt: NOW + 60_000 }));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const network = fakeNetwork(async () => {
      await gate;
      return created();
    });

    const first = replay(network);
    await waitFor(() => expect(network.fetch).toHaveBeenCalledTimes(1));
    // "Sync now" while the first replay waits for its answer.
    const second = replay(network, { force: true });
    const third = replay(network, { force: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(network.fetch).toHaveBeenCalledTimes(1);

    release();
    expect(await first).toEqual({ kind: 'waiting', sent: 1, retryAt: NOW + 60_000 });
    expect(await second).toEqual({ kind: 'busy', sent: 0 });
    expect(await third).toEqual({ kind: 'busy', sent: 0 });

    // The rerun (with "Sync now") sends the postponed write, once.
    await waitFor(async () => expect(await readOutbox()).toEqual([]));
    expect(network.requestIds()).toEqual(['req-1', 'req-2']);
    expect(network.maxInFlight).toBe(1);
  });

  it('calls made at the same moment send each write once', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    for (const id of ['req-1', 'req-2', 'req-3']) await addToOutbox(write(id));
    const network = fakeNetwork(created());

    const outcomes = await Promise.all([replay(network), replay(network), replay(network, { force: true })]);

    expect(outcomes[0]).toEqual({ kind: 'drained', sent: 3 });
    expect(outcomes.slice(1)).toEqual([
      { kind: 'busy', sent: 0 },
      { kind: 'busy', sent: 0 },
    ]);
    await waitFor(async () => expect((await replay(network)).kind).not.toBe('busy'));
    expect(network.requestIds()).toEqual(['req-1', 'req-2', 'req-3']);
    expect(network.maxInFlight).toBe(1);
  });

  it('a replay after the last one ended runs normally', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1'));
    const network = fakeNetwork(created());
    expect(await replay(network)).toEqual({ kind: 'drained', sent: 1 });
    await addToOutbox(write('req-2'));
    expect(await replay(network)).toEqual({ kind: 'drained', sent: 1 });
  });

  describe('across contexts (Web Locks)', () => {
    type LockCallback = (lock: { name: string } | null) => Promise<unknown>;

    function stubLocks(available: boolean) {
      const request = vi.fn((name: string, _options: { ifAvailable?: boolean }, callback: LockCallback) =>
        Promise.resolve(callback(available ? { name } : null)),
      );
      Object.defineProperty(navigator, 'locks', { configurable: true, value: { request } });
      return request;
    }

    afterEach(() => {
      delete (navigator as { locks?: unknown }).locks;
    });

    it('answers "busy" without sending when another context holds the replay lock', async () => {
      await writeDeviceSession(KARIM, 'Karim');
      await addToOutbox(write('req-1'));
      const request = stubLocks(false);
      const network = fakeNetwork(created());

      expect(await replay(network)).toEqual({ kind: 'busy', sent: 0 });
      expect(request).toHaveBeenCalledWith('school-mis-outbox-replay', { ifAvailable: true }, expect.any(Function));
      expect(network.fetch).not.toHaveBeenCalled();
      expect(await storedIds()).toEqual(['req-1']);
    });

    it('replays under the lock when it is free', async () => {
      await writeDeviceSession(KARIM, 'Karim');
      await addToOutbox(write('req-1'));
      const request = stubLocks(true);
      const network = fakeNetwork(created());

      expect(await replay(network)).toEqual({ kind: 'drained', sent: 1 });
      expect(request).toHaveBeenCalledTimes(1);
      expect(await readOutbox()).toEqual([]);
    });
  });
});

describe('kept and removed in batches (the worker: fewer transactions for the open screens)', () => {
  it('hands the answers over in batches, in order, each removed once kept, and sends each write once', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    for (const id of ['req-1', 'req-2', 'req-3', 'req-4', 'req-5']) await addToOutbox(write(id));
    const network = fakeNetwork(created());
    const batches: { ids: string[]; stillStored: string[] }[] = [];

    const outcome = await replay(network, {
      batchSize: 2,
      onReplayed: async (replayed) => {
        batches.push({ ids: replayed.map(({ item }) => item.requestId), stillStored: await storedIds() });
      },
    });

    expect(outcome).toEqual({ kind: 'drained', sent: 5 });
    expect(network.requestIds()).toEqual(['req-1', 'req-2', 'req-3', 'req-4', 'req-5']);
    expect(batches).toEqual([
      { ids: ['req-1', 'req-2'], stillStored: ['req-1', 'req-2', 'req-3', 'req-4', 'req-5'] },
      { ids: ['req-3', 'req-4'], stillStored: ['req-3', 'req-4', 'req-5'] },
      { ids: ['req-5'], stillStored: ['req-5'] },
    ]);
    expect(await readOutbox()).toEqual([]);
  });

  it("keeps a batch's answers while the next batch is on its way", async () => {
    await writeDeviceSession(KARIM, 'Karim');
    const ids = Array.from({ length: 30 }, (_, index) => `req-${index + 1}`);
    for (const id of ids) await addToOutbox(write(id));
    const network = fakeNetwork(created());
    const kept: { ids: string[]; batchesSent: number }[] = [];

    const outcome = await replay(network, {
      batchSize: 25,
      onReplayed: async (replayed) => void kept.push({ ids: replayed.map(({ item }) => item.requestId), batchesSent: network.fetch.mock.calls.length }),
    });

    expect(outcome).toEqual({ kind: 'drained', sent: 30 });
    expect(network.batches).toEqual([25, 5]);
    expect(network.requestIds()).toEqual(ids);
    // The first batch's answers were kept once the second batch had gone: the two overlap.
    expect(kept).toEqual([
      { ids: ids.slice(0, 25), batchesSent: 2 },
      { ids: ids.slice(25), batchesSent: 2 },
    ]);
    expect(await readOutbox()).toEqual([]);
  });

  it('sends a write queued while the last batch was on its way', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    await addToOutbox(write('req-1'));
    let queuedMeanwhile = false;
    const network = fakeNetwork(async () => {
      if (!queuedMeanwhile) {
        queuedMeanwhile = true;
        await addToOutbox(write('req-2'));
      }
      return created();
    });

    const outcome = await replay(network, { batchSize: 25 });

    expect(outcome).toEqual({ kind: 'drained', sent: 2 });
    expect(network.requestIds()).toEqual(['req-1', 'req-2']);
    expect(await readOutbox()).toEqual([]);
  });

  it('keeps and removes what was sent before a write that gets no answer; that one stays', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    for (const id of ['req-1', 'req-2', 'req-3']) await addToOutbox(write(id));
    const network = fakeNetwork(created(), created(), new TypeError('Failed to fetch'));
    const kept: string[] = [];

    const outcome = await replay(network, {
      batchSize: 10,
      onReplayed: async (replayed) => void kept.push(...replayed.map(({ item }) => item.requestId)),
    });

    expect(outcome).toMatchObject({ kind: 'waiting', sent: 2 });
    expect(kept).toEqual(['req-1', 'req-2']);
    expect(await readOutbox()).toMatchObject([{ requestId: 'req-3', state: 'queued', attempts: 1 }]);
  });
});

describe("the device's own edits of one record, one after another (If-Match)", () => {
  /** One expense as the server keeps it: its version moves with each applied edit; a refusal holds back the batch's later edits of it (424). */
  function expenseServer(network: () => ReturnType<typeof fakeNetwork>, start = 'v1') {
    let version = start;
    let refusedInBatch = -1;
    return {
      reply: (sent: Sent) => {
        const batch = network().batches.length;
        if (refusedInBatch === batch) return json({ success: false, message: 'Not applied: an earlier change to the same record was refused' }, 424);
        if (sent.headers['if-match'] === `"${version}"`) {
          version = `v${Number(version.slice(1)) + 1}`;
          return json({ success: true, data: { id: 12, updatedAt: version } });
        }
        refusedInBatch = batch;
        return json({ success: false, message: 'changed', current: { id: 12, updatedAt: version } }, 412);
      },
      changeBySomeoneElse: () => void (version = 'v9'),
    };
  }
  const edit = (requestId: string) =>
    write(requestId, { method: 'PUT', url: '/api/expenses/12', headers: { 'content-type': 'application/json', 'x-request-id': requestId, 'if-match': '"v1"' } });

  it('sends a later edit made from the same version again from the version the earlier ones made, so all apply', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    for (const id of ['edit-1', 'edit-2', 'edit-3']) await addToOutbox(edit(id));
    const server = expenseServer(() => network);
    const network = fakeNetwork(server.reply);

    expect(await replay(network)).toEqual({ kind: 'drained', sent: 3 });
    expect(network.sent.map((request) => request.headers['if-match'])).toEqual(['"v1"', '"v1"', '"v1"', '"v2"', '"v1"', '"v3"']);
    const ids = network.requestIds();
    expect(ids.slice(0, 3)).toEqual(['edit-1', 'edit-2', 'edit-3']);
    // Sent again after its refusal: a new request; held back behind it (424): the same one.
    expect(ids[3]).not.toBe('edit-2');
    expect(ids[4]).toBe('edit-3');
    expect(ids[5]).not.toBe('edit-3');
    expect(await readOutbox()).toEqual([]);
  });

  it('sends an edit that goes again before the writes after its batch (read while the batch was on its way)', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    for (const id of ['edit-1', 'edit-2', 'edit-3']) await addToOutbox(edit(id));
    const creates = Array.from({ length: 25 }, (_, index) => `create-${index + 1}`);
    for (const id of creates) await addToOutbox(write(id));
    const server = expenseServer(() => network);
    const network = fakeNetwork((sent) => (sent.method === 'PUT' ? server.reply(sent) : created()));

    expect(await replay(network)).toEqual({ kind: 'drained', sent: 28 });
    // The second batch starts with the edits going again (edit-2 from v2, edit-3 held back
    // behind it); edit-3, made from v1, then goes once more from v3.
    expect(network.batches).toEqual([25, 5, 1]);
    const ids = network.requestIds();
    expect(ids.slice(0, 25)).toEqual(['edit-1', 'edit-2', 'edit-3', ...creates.slice(0, 22)]);
    expect(ids[26]).toBe('edit-3');
    expect(ids.slice(27, 30)).toEqual(creates.slice(22));
    expect(await readOutbox()).toEqual([]);
  });

  it('sets the edits aside when someone else changed the record meanwhile', async () => {
    await writeDeviceSession(KARIM, 'Karim');
    for (const id of ['edit-1', 'edit-2']) await addToOutbox(edit(id));
    const server = expenseServer(() => network);
    const network = fakeNetwork(server.reply);
    server.changeBySomeoneElse();

    expect(await replay(network)).toEqual({ kind: 'drained', sent: 0 });
    expect(network.requestIds()).toEqual(['edit-1', 'edit-2']);
    expect((await readOutbox()).map((item) => [item.requestId, item.state, item.problem?.status])).toEqual([
      ['edit-1', 'attention', 412],
      ['edit-2', 'attention', 424],
    ]);
  });
});
