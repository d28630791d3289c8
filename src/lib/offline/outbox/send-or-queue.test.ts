/**
 * The service worker's network-first handling of a write, against a stand-in for the network
 * (`fetch`) and the real outbox table (fake-indexeddb).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeRequestBody } from '@/lib/api/answer-envelope';
import { outboxBodyText, type OutboxItem } from '@/lib/offline/outbox/outbox-item';
import { addToOutbox, readOutbox } from '@/lib/offline/outbox/outbox-store';
import { QUEUED_ANSWER, sendOrQueue, type SendOrQueueOptions } from '@/lib/offline/outbox/send-or-queue';
import { makeTestToken, makeValidTestToken } from '@/lib/token/test-token';

const KEY = 'test-payload-key';
const ORIGIN = 'http://school.test';
const NOW = Date.UTC(2026, 10, 3, 9, 30);
const TOKEN = makeValidTestToken({ sub: '7' }, NOW);

type Sent = { url: string; method: string; headers: Headers; body: Uint8Array | null; signal: AbortSignal | null };
type Reply = Response | Error | 'hang';

/** A scripted network: each call takes the next reply; the last one repeats. */
function fakeNetwork(...replies: Reply[]) {
  const sent: Sent[] = [];
  const passedThrough: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (input instanceof Request) {
      passedThrough.push(input);
    } else {
      const body = init?.body;
      sent.push({
        url: String(input),
        method: init?.method ?? 'GET',
        headers: new Headers(init?.headers),
        body: body instanceof ArrayBuffer ? new Uint8Array(body) : null,
        signal: init?.signal ?? null,
      });
    }
    const reply = replies.length > 1 ? replies.shift() : replies[0];
    if (reply === 'hang') {
      const signal = init?.signal;
      return new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      });
    }
    if (reply instanceof Error) throw reply;
    if (!reply) throw new Error('no reply scripted');
    return reply;
  });
  return { fetch, sent, passedThrough };
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

function options(network: ReturnType<typeof fakeNetwork>, extra: Partial<SendOrQueueOptions> = {}) {
  const onQueued = vi.fn();
  const opts: SendOrQueueOptions = {
    fetch: network.fetch as unknown as typeof globalThis.fetch,
    now: () => NOW,
    userName: async () => 'Karim Karimi',
    onQueued,
    ...extra,
  };
  return { opts, onQueued };
}

type WriteInit = { method?: string; path?: string; token?: string | null; requestId?: string | null; body?: string | null; signal?: AbortSignal };

/** The page's write as the worker sees it (header names in lower case, as browsers hand them over). */
function pageWrite({ method = 'POST', path = '/api/customers', token = TOKEN, requestId = 'req-1', body = '{"name":"Karim"}', signal }: WriteInit = {}): Request {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-device-type': 'tablet' };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (requestId !== null) headers['x-request-id'] = requestId;
  return new Request(`${ORIGIN}${path}`, { method, headers, body, signal });
}

function queuedWrite(requestId: string, userId = '7'): Omit<OutboxItem, 'seq'> {
  return {
    requestId,
    userId,
    userName: null,
    method: 'POST',
    url: '/api/customers',
    headers: { 'x-request-id': requestId },
    body: null,
    createdAt: new Date(NOW - 60_000).toISOString(),
    state: 'queued',
    attempts: 1,
    nextAttemptAt: NOW + 5_000,
    problem: { status: 0, message: 'Network error: the server could not be reached' },
  };
}

async function expectQueuedAnswer(response: Response) {
  expect(response.status).toBe(202);
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(await response.json()).toEqual({ success: true, queued: true });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('when the server answers', () => {
  it('sends the write with its token, headers and body, and hands the answer back', async () => {
    const answer = json({ success: true, data: { id: 'c-1' } }, 201);
    const network = fakeNetwork(answer);
    const { opts, onQueued } = options(network);

    const response = await sendOrQueue(pageWrite(), opts);

    expect(response).toBe(answer);
    expect(network.sent).toHaveLength(1);
    const [sent] = network.sent;
    expect(sent?.url).toBe(`${ORIGIN}/api/customers`);
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(sent?.headers.get('x-request-id')).toBe('req-1');
    expect(new TextDecoder().decode(sent?.body ?? undefined)).toBe('{"name":"Karim"}');
    expect(await readOutbox()).toEqual([]);
    expect(onQueued).not.toHaveBeenCalled();
  });

  it.each([400, 401, 403, 404, 409, 413, 422])('hands a %i back to the page (a refusal is not kept)', async (status) => {
    const answer = json({ success: false, message: 'No' }, status);
    const network = fakeNetwork(answer);
    const { opts, onQueued } = options(network);

    expect(await sendOrQueue(pageWrite(), opts)).toBe(answer);
    expect(await readOutbox()).toEqual([]);
    expect(onQueued).not.toHaveBeenCalled();
  });

  it('hands a 409 "still processing" back to the page too (its own client retries it)', async () => {
    const answer = json({ success: false, message: 'Still processing' }, 409, { 'Retry-After': '1' });
    const network = fakeNetwork(answer);
    expect(await sendOrQueue(pageWrite(), options(network).opts)).toBe(answer);
    expect(await readOutbox()).toEqual([]);
  });
});

describe('when the server cannot be reached', () => {
  it('keeps the write when there is no answer and tells the page it is queued', async () => {
    const network = fakeNetwork(new TypeError('Failed to fetch'));
    const { opts, onQueued } = options(network);

    await expectQueuedAnswer(await sendOrQueue(pageWrite(), opts));

    expect(network.sent).toHaveLength(1);
    expect(onQueued).toHaveBeenCalledTimes(1);
    const items = await readOutbox();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      requestId: 'req-1',
      userId: '7',
      userName: 'Karim Karimi',
      method: 'POST',
      url: '/api/customers',
      createdAt: new Date(NOW).toISOString(),
      state: 'queued',
      attempts: 0,
      nextAttemptAt: 0,
      problem: null,
    });
  });

  it.each([500, 502, 503, 504, 408, 429])('keeps the write on a %i', async (status) => {
    const network = fakeNetwork(json({ success: false, message: 'Busy' }, status));
    const { opts, onQueued } = options(network);

    await expectQueuedAnswer(await sendOrQueue(pageWrite(), opts));

    expect((await readOutbox()).map((item) => item.requestId)).toEqual(['req-1']);
    expect(onQueued).toHaveBeenCalledTimes(1);
  });

  it('keeps the write when the server does not answer in time', async () => {
    const network = fakeNetwork('hang');
    const { opts } = options(network, { timeoutMs: 20 });

    await expectQueuedAnswer(await sendOrQueue(pageWrite(), opts));

    expect(network.sent[0]?.signal?.aborted).toBe(true);
    expect((await readOutbox()).map((item) => item.requestId)).toEqual(['req-1']);
  });

  it('waits for an answer that comes within the time limit', async () => {
    const answer = json({ success: true }, 201);
    const slow: typeof globalThis.fetch = () => new Promise((resolve) => setTimeout(() => resolve(answer), 10));
    const { opts } = options(fakeNetwork(answer), { fetch: slow, timeoutMs: 200 });
    expect(await sendOrQueue(pageWrite(), opts)).toBe(answer);
    expect(await readOutbox()).toEqual([]);
  });

  it('does not follow the page’s own cancel signal: a write whose page went away is still kept', async () => {
    const page = new AbortController();
    page.abort();
    const network = fakeNetwork(new TypeError('Failed to fetch'));

    await expectQueuedAnswer(await sendOrQueue(pageWrite({ signal: page.signal }), options(network).opts));

    expect(network.sent[0]?.signal?.aborted).toBe(false);
    expect(await readOutbox()).toHaveLength(1);
  });

  it('stores the body bytes exactly as sent (the encrypted envelope) and the headers without Authorization', async () => {
    const envelope = JSON.stringify(await encodeRequestBody({ name: 'کریم', phone: '0799123456' }, KEY));
    const network = fakeNetwork(new TypeError('Failed to fetch'));

    await sendOrQueue(pageWrite({ method: 'PUT', path: '/api/customers/c-9?source=desk', body: envelope }), options(network).opts);

    const [item] = await readOutbox();
    expect(item?.method).toBe('PUT');
    expect(item?.url).toBe('/api/customers/c-9?source=desk');
    expect(item?.headers).toEqual({ 'content-type': 'application/json', 'x-device-type': 'tablet', 'x-request-id': 'req-1' });
    expect(JSON.stringify(item)).not.toContain(TOKEN);
    expect(outboxBodyText(item!)).toBe(envelope);
    // The network attempt and the stored copy are the same bytes.
    expect(new Uint8Array(item!.body!)).toEqual(network.sent[0]?.body);
  });

  it('stores a write without a body as null', async () => {
    const network = fakeNetwork(new TypeError('Failed to fetch'));
    await sendOrQueue(pageWrite({ method: 'PATCH', body: null }), options(network).opts);
    const [item] = await readOutbox();
    expect(item?.method).toBe('PATCH');
    expect(item?.body).toBeNull();
  });

  it('stores a retry of the same X-Request-ID once, and answers both as queued', async () => {
    const network = fakeNetwork(new TypeError('Failed to fetch'));
    const { opts } = options(network);

    await expectQueuedAnswer(await sendOrQueue(pageWrite({ requestId: 'req-1' }), opts));
    await expectQueuedAnswer(await sendOrQueue(pageWrite({ requestId: 'req-1', body: '{"name":"changed"}' }), opts));

    const items = await readOutbox();
    expect(items).toHaveLength(1);
    expect(outboxBodyText(items[0]!)).toBe('{"name":"Karim"}');
  });

  it('still answers "queued" when asking for an early replay fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const network = fakeNetwork(new TypeError('Failed to fetch'));
    const onQueued = vi.fn(() => {
      throw new Error('InvalidStateError: event handler finished');
    });

    await expectQueuedAnswer(await sendOrQueue(pageWrite(), options(network, { onQueued }).opts));

    expect(onQueued).toHaveBeenCalledTimes(1);
    expect((await readOutbox()).map((item) => item.requestId)).toEqual(['req-1']);
    expect(warn).toHaveBeenCalled();
  });

  it('keeps the user name the session had at that moment', async () => {
    const network = fakeNetwork(new TypeError('Failed to fetch'));
    await sendOrQueue(pageWrite(), options(network, { userName: async () => null }).opts);
    expect((await readOutbox())[0]?.userName).toBeNull();
  });
});

describe('queue behind earlier writes', () => {
  it('queues a write behind the same user’s waiting writes without trying the network', async () => {
    await addToOutbox(queuedWrite('earlier'));
    const network = fakeNetwork(json({ success: true }, 201));
    const { opts, onQueued } = options(network);

    await expectQueuedAnswer(await sendOrQueue(pageWrite({ requestId: 'later' }), opts));
    await expectQueuedAnswer(await sendOrQueue(pageWrite({ method: 'PATCH', path: '/api/customers/c-1', requestId: 'latest' }), opts));

    expect(network.fetch).not.toHaveBeenCalled();
    expect(onQueued).toHaveBeenCalledTimes(2);
    expect((await readOutbox()).map((item) => item.requestId)).toEqual(['earlier', 'later', 'latest']);
  });

  it('sends a write at once when only another user’s writes wait', async () => {
    await addToOutbox(queuedWrite('someone-else', '8'));
    const answer = json({ success: true }, 201);
    const network = fakeNetwork(answer);

    expect(await sendOrQueue(pageWrite({ requestId: 'mine' }), options(network).opts)).toBe(answer);
    expect(network.fetch).toHaveBeenCalledTimes(1);
    expect((await readOutbox()).map((item) => item.requestId)).toEqual(['someone-else']);
  });

  it('sends a write at once when the user’s earlier writes only need attention', async () => {
    await addToOutbox({ ...queuedWrite('refused'), state: 'attention', problem: { status: 422, message: 'Invalid' } });
    const answer = json({ success: true }, 201);
    const network = fakeNetwork(answer);

    expect(await sendOrQueue(pageWrite({ requestId: 'mine' }), options(network).opts)).toBe(answer);
    expect(network.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('requests the outbox does not take', () => {
  const cases: [string, WriteInit][] = [
    ['no Authorization header', { token: null }],
    ['a token without a user (no sub)', { token: makeTestToken({ role: 'TEACHER', exp: Math.floor(NOW / 1000) + 3600, jti: 'x' }) }],
    ['a token that does not decode', { token: 'not-a-jwt-at-all-but-long-enough-to-look-like-one-really' }],
    ['no X-Request-ID', { requestId: null }],
    ['an empty X-Request-ID', { requestId: '' }],
  ];

  it.each(cases)('%s: goes to the network as it is', async (_label, init) => {
    const answer = json({ success: true }, 201);
    const network = fakeNetwork(answer);
    const { opts, onQueued } = options(network);
    const request = pageWrite(init);

    expect(await sendOrQueue(request, opts)).toBe(answer);
    expect(network.passedThrough).toEqual([request]);
    expect(network.sent).toEqual([]);
    expect(onQueued).not.toHaveBeenCalled();
  });

  it.each(cases)('%s: a failure reaches the page, nothing is kept', async (_label, init) => {
    const network = fakeNetwork(new TypeError('Failed to fetch'));
    await expect(sendOrQueue(pageWrite(init), options(network).opts)).rejects.toThrow('Failed to fetch');
    const fiveHundred = fakeNetwork(json({ success: false }, 503));
    expect((await sendOrQueue(pageWrite(init), options(fiveHundred).opts)).status).toBe(503);
    expect(await readOutbox()).toEqual([]);
  });

  it('a "Basic" Authorization is not a bearer token', async () => {
    const network = fakeNetwork(json({ success: true }, 201));
    const request = new Request(`${ORIGIN}/api/customers`, {
      method: 'POST',
      headers: { authorization: `Basic ${TOKEN}`, 'x-request-id': 'req-1' },
      body: '{}',
    });
    await sendOrQueue(request, options(network).opts);
    expect(network.passedThrough).toEqual([request]);
  });
});

it('QUEUED_ANSWER is what the page is told', () => {
  expect(QUEUED_ANSWER).toEqual({ success: true, queued: true });
});
