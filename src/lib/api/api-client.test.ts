/**
 * The API client against a stand-in for the browser's network layer (`fetch`): these tests look
 * at what goes over the wire and how answers are handled, not at our server's behaviour.
 */
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientConfig } from '@/lib/api/api-client';
import { ApiError } from '@/lib/api/api-error';
import { rejection } from '@/lib/api/test-rejection';
import { decryptPayload, encryptPayload } from '@/lib/payload-crypto';
import { SESSION_EXPIRED_EVENT } from '@/lib/session/session-events';
import { makeExpiredTestToken, makeValidTestToken } from '@/lib/token/test-token';

const KEY = 'test-payload-key';
const BASE = 'http://school.test/api';

type SentRequest = { url: string; method: string; headers: Headers; body: string };
type Reply = Response | Error | 'hang';

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** A scripted network: each call takes the next reply; the last one repeats. */
function fakeNetwork(...replies: Reply[]) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    sent.push({ url: request.url, method: request.method, headers: request.headers, body: await request.text() });
    const reply = replies.length > 1 ? replies.shift() : replies[0];
    if (reply === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      });
    }
    if (reply instanceof Error) throw reply;
    if (!reply) throw new Error('no reply scripted');
    return reply.clone();
  });
  return { fetch, sent };
}

function client(network: ReturnType<typeof fakeNetwork>, extra: Partial<ApiClientConfig> = {}) {
  const sleep = vi.fn(async (_ms: number, _signal?: AbortSignal) => {});
  const api = createApiClient({
    baseUrl: BASE,
    payloadKey: KEY,
    fetch: network.fetch as unknown as typeof globalThis.fetch,
    sleep,
    random: () => 0,
    ...extra,
  });
  return { api, sleep };
}

function listenForSessionExpired() {
  const listener = vi.fn();
  window.addEventListener(SESSION_EXPIRED_EVENT, listener);
  return { listener, stop: () => window.removeEventListener(SESSION_EXPIRED_EVENT, listener) };
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('request headers', () => {
  it('sends the client headers and a bearer token that passes the check', async () => {
    const token = makeValidTestToken();
    localStorage.setItem('userToken', token);
    const network = fakeNetwork(json({ success: true, data: [] }));
    const { api } = client(network);

    await api.get('/customers', { searchParams: { limit: 50, purpose: undefined } });

    const [request] = network.sent;
    expect(request.url).toBe('http://school.test/api/customers?limit=50');
    expect(request.method).toBe('GET');
    expect(request.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(request.headers.get('X-Device-Type')).toBe('web');
    expect(request.headers.get('X-Client-Version')).toBe('1.0.0');
    expect(request.headers.get('X-Request-ID')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const timestamp = request.headers.get('X-Request-Timestamp') ?? '';
    expect(new Date(timestamp).toISOString()).toBe(timestamp);
    expect(request.headers.get('Content-Type')).toBeNull();
  });

  it('gives every call its own request id', async () => {
    const network = fakeNetwork(json({ success: true, data: null }));
    const { api } = client(network);
    await api.get('/a');
    await api.get('/b');
    expect(network.sent[0].headers.get('X-Request-ID')).not.toBe(network.sent[1].headers.get('X-Request-ID'));
  });

  it('sends a token that fails the check without credentials', async () => {
    localStorage.setItem('userToken', 'not.a-valid.token');
    const network = fakeNetwork(json({ success: true, data: null }));
    const { api } = client(network);
    await api.get('/health');
    expect(network.sent).toHaveLength(1);
    expect(network.sent[0].headers.get('Authorization')).toBeNull();
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    const network = fakeNetwork(json({ success: true, data: null }));
    const { api } = client(network);
    await api.get('/health');
    expect(network.sent[0].headers.get('Authorization')).toBeNull();
  });
});

describe('expired token', () => {
  it('rejects with "Token expired" and fires sessionExpired before anything is sent', async () => {
    localStorage.setItem('userToken', makeExpiredTestToken());
    const network = fakeNetwork(json({ success: true, data: null }));
    const { api } = client(network);
    const { listener, stop } = listenForSessionExpired();

    const error = await rejection(api.post('/customers', { name: 'Ahmad' }));
    stop();

    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('TOKEN_EXPIRED');
    expect(error.message).toBe('Token expired');
    expect(network.fetch).not.toHaveBeenCalled();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('request bodies', () => {
  it('sends POST, PUT and PATCH bodies as { encryptedData } that the key decrypts', async () => {
    const network = fakeNetwork(json({ success: true, data: { id: 1 } }));
    const { api } = client(network);
    const body = { name: 'احمد', phone: '+93700000000' };

    await api.post('/customers', body);
    await api.put('/customers/1', body);
    await api.patch('/customers/1', body);

    for (const request of network.sent) {
      expect(request.headers.get('Content-Type')).toBe('application/json');
      const sent = JSON.parse(request.body) as Record<string, unknown>;
      expect(Object.keys(sent)).toEqual(['encryptedData']);
      expect(decryptPayload(sent.encryptedData as string, KEY)).toEqual(body);
    }
    expect(network.sent.map((request) => request.method)).toEqual(['POST', 'PUT', 'PATCH']);
  });

  it('sends the login body as plain JSON', async () => {
    const network = fakeNetwork(json({ success: true, data: { token: 't', user: {} } }));
    const { api } = client(network);
    await api.post('/users/login', { username: 'teacher', password: 'demo1234' }, { plain: true });
    expect(JSON.parse(network.sent[0].body)).toEqual({ username: 'teacher', password: 'demo1234' });
  });

  it('sends a body-less POST and DELETE without a JSON content type', async () => {
    const network = fakeNetwork(json({ success: true, data: null }));
    const { api } = client(network);
    await api.post('/auth/logout');
    await api.delete('/customers/3');
    for (const request of network.sent) {
      expect(request.body).toBe('');
      expect(request.headers.get('Content-Type')).toBeNull();
    }
  });

  it('sends a DELETE body when given one, sealed like any other body', async () => {
    const network = fakeNetwork(json({ success: true, data: null }));
    const { api } = client(network);
    await api.delete('/teachers/bulk/delete', { body: { teacherIds: [1, 2], softDelete: true } });
    const [request] = network.sent;
    expect(request.method).toBe('DELETE');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    const sent = JSON.parse(request.body) as Record<string, unknown>;
    expect(decryptPayload(sent.encryptedData as string, KEY)).toEqual({ teacherIds: [1, 2], softDelete: true });
  });

  it('refuses a body over 10 MB before sending it', async () => {
    const network = fakeNetwork(json({ success: true, data: null }));
    const { api } = client(network);
    const error = await rejection(api.post('/documents', { file: 'x'.repeat(10 * 1024 * 1024) }, { plain: true }));
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(error.message).toMatch(/too large/);
    expect(network.fetch).not.toHaveBeenCalled();
  });
});

describe('answers', () => {
  it('returns the answer envelope', async () => {
    const network = fakeNetwork(json({ success: true, data: [{ id: 1 }], message: 'ok', meta: { pagination: {} } }));
    const { api } = client(network);
    await expect(api.get('/customers')).resolves.toEqual({
      success: true,
      data: [{ id: 1 }],
      message: 'ok',
      meta: { pagination: {} },
    });
  });

  it('decrypts one encryptedData layer', async () => {
    const answer = { success: true, data: { id: 5 } };
    const network = fakeNetwork(json({ encryptedData: encryptPayload(answer, KEY) }));
    const { api } = client(network);
    await expect(api.get('/customers/5')).resolves.toEqual(answer);
  });

  it('decrypts two nested encryptedData layers', async () => {
    const answer = { success: true, data: { id: 5 } };
    const inner = { encryptedData: encryptPayload(answer, KEY) };
    const network = fakeNetwork(json({ encryptedData: encryptPayload(inner, KEY) }));
    const { api } = client(network);
    await expect(api.get('/customers/5')).resolves.toEqual(answer);
  });

  it('decrypts data flagged encrypted: true', async () => {
    const network = fakeNetwork(json({ success: true, encrypted: true, data: encryptPayload([{ id: 9 }], KEY) }));
    const { api } = client(network);
    await expect(api.get('/customers')).resolves.toEqual({ success: true, data: [{ id: 9 }] });
  });

  it('logs an answer that does not decrypt and uses it as received', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const raw = { success: true, encryptedData: encryptPayload({ secret: 1 }, 'another-key') };
    const network = fakeNetwork(json(raw));
    const { api } = client(network);
    await expect(api.get('/customers')).resolves.toEqual(raw);
    expect(warn).toHaveBeenCalled();
  });

  it('passes a queued write (202 from the service worker) through as success', async () => {
    const network = fakeNetwork(json({ success: true, queued: true }, 202));
    const { api } = client(network);
    await expect(api.post('/customers', { name: 'Ahmad' })).resolves.toEqual({ success: true, queued: true });
  });

  it('wraps an answer outside the envelope', async () => {
    const network = fakeNetwork(json({ status: 'ok' }), new Response(null, { status: 204 }));
    const { api } = client(network);
    await expect(api.get('/health')).resolves.toEqual({ success: true, data: { status: 'ok' } });
    await expect(api.delete('/customers/1')).resolves.toEqual({ success: true, data: undefined });
  });

  it('refuses an answer declared larger than 50 MB', async () => {
    const response = new Response('{}', { status: 200, headers: { 'Content-Length': String(50 * 1024 * 1024 + 1) } });
    const network = fakeNetwork(response);
    const { api } = client(network);
    const error = await rejection(api.get('/reports/big'));
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('errors', () => {
  it('on 401 removes the token, fires sessionExpired and throws the server message', async () => {
    localStorage.setItem('userToken', makeValidTestToken());
    localStorage.setItem('authToken', 'old-token');
    const network = fakeNetwork(json({ success: false, message: 'Session revoked' }, 401));
    const { api, sleep } = client(network);
    const { listener, stop } = listenForSessionExpired();

    const error = await rejection(api.get('/customers'));
    stop();

    expect(error.code).toBe('UNAUTHORIZED');
    expect(error.status).toBe(401);
    expect(error.message).toBe('Session revoked');
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(network.fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('on 401 with no stored token (wrong password at login) only throws the server message', async () => {
    const network = fakeNetwork(json({ success: false, message: 'Invalid username or password' }, 401));
    const { api } = client(network);
    const { listener, stop } = listenForSessionExpired();
    const error = await rejection(api.post('/users/login', { username: 'teacher', password: 'wrong' }, { plain: true }));
    stop();
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', status: 401, message: 'Invalid username or password' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('a late 401 for an older token leaves the session of the user who signed in since', async () => {
    const oldToken = makeValidTestToken();
    const newToken = `${makeValidTestToken()}x`;
    localStorage.setItem('userToken', oldToken);
    const network = fakeNetwork(json({ success: false, message: 'Token has been revoked' }, 401));
    // The next user signs in while the old request is on its way.
    network.fetch.mockImplementationOnce(async () => {
      localStorage.setItem('userToken', newToken);
      return json({ success: false, message: 'Token has been revoked' }, 401);
    });
    const { api } = client(network);
    const { listener, stop } = listenForSessionExpired();
    const error = await rejection(api.get('/customers'));
    stop();
    expect(error.code).toBe('UNAUTHORIZED');
    expect(localStorage.getItem('userToken')).toBe(newToken);
    expect(listener).not.toHaveBeenCalled();
  });

  it('lets a sessionExpired handler that logs out through the server finish without looping', async () => {
    localStorage.setItem('userToken', makeExpiredTestToken());
    const network = fakeNetwork(json({ success: false, message: 'Unauthorized' }, 401));
    const { api } = client(network);
    const logouts: Array<Promise<unknown>> = [];
    const handler = () => {
      // The app's logout: tell the server (which may fail), then clear the session.
      logouts.push(api.post('/auth/logout').catch(() => undefined).finally(() => localStorage.clear()));
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, handler);
    const error = await rejection(api.get('/customers'));
    await Promise.all(logouts);
    window.removeEventListener(SESSION_EXPIRED_EVENT, handler);
    expect(error.code).toBe('TOKEN_EXPIRED');
    expect(logouts).toHaveLength(1);
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it('raises "Server error: 500" after five retries on the back-off schedule', async () => {
    const network = fakeNetwork(json({ success: false, message: 'boom' }, 500));
    const { api, sleep } = client(network);

    const error = await rejection(api.get('/customers'));

    expect(error.code).toBe('SERVER');
    expect(error.status).toBe(500);
    expect(error.message).toBe('Server error: 500');
    expect(network.fetch).toHaveBeenCalledTimes(6);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([2000, 4000, 8000, 16000, 30000]);
  });

  it('keeps the same X-Request-ID on every retry of one write, and a caller-given id', async () => {
    const network = fakeNetwork(
      json({ success: false }, 503),
      new TypeError('Failed to fetch'),
      json({ success: true, data: { id: 1 } }, 201),
    );
    const { api } = client(network);

    await api.post('/customers', { name: 'Ahmad' }, { requestId: 'write-42' });

    expect(network.sent).toHaveLength(3);
    expect(network.sent.map((request) => request.headers.get('X-Request-ID'))).toEqual(['write-42', 'write-42', 'write-42']);
    // The same ciphertext goes out each time: the body is encrypted once per call.
    expect(new Set(network.sent.map((request) => request.body)).size).toBe(1);
  });

  it('keeps one generated X-Request-ID across retries', async () => {
    const network = fakeNetwork(json({}, 502), json({}, 504), json({ success: true, data: null }));
    const { api } = client(network);
    await api.post('/payments', { amount: 100 });
    const ids = network.sent.map((request) => request.headers.get('X-Request-ID'));
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toBeTruthy();
  });

  it('retries 429 and 408', async () => {
    const network = fakeNetwork(json({}, 429), json({}, 408), json({ success: true, data: 'done' }));
    const { api, sleep } = client(network);
    await expect(api.get('/customers')).resolves.toEqual({ success: true, data: 'done' });
    expect(network.fetch).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it('waits as long as Retry-After asks when that is within the cap', async () => {
    const network = fakeNetwork(json({}, 429, { 'Retry-After': '3' }), json({ success: true, data: null }));
    const { api, sleep } = client(network);
    await api.get('/customers');
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([3000]);
  });

  it('gives a rate-limit answer back at once when Retry-After is longer than the cap', async () => {
    const network = fakeNetwork(
      json({ success: false, message: 'Too many login attempts. Please wait a few minutes and try again.' }, 429, {
        'Retry-After': '600',
      }),
    );
    const { api, sleep } = client(network);
    const error = await rejection(api.post('/users/login', { username: 'a', password: 'b' }, { plain: true }));
    expect(error.code).toBe('HTTP');
    expect(error.status).toBe(429);
    expect(error.message).toBe('Too many login attempts. Please wait a few minutes and try again.');
    expect(sleep).not.toHaveBeenCalled();
  });

  it('raises other 4xx answers with the server message and field errors, without retrying', async () => {
    const network = fakeNetwork(
      json({ success: false, message: 'Validation failed', errors: { name: 'Full name is required' } }, 400),
    );
    const { api, sleep } = client(network);
    const error = await rejection(api.post('/customers', { name: '' }));
    expect(error).toMatchObject({ code: 'HTTP', status: 400, message: 'Validation failed', errors: { name: 'Full name is required' } });
    expect(network.fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries when there is no answer, then raises a network error', async () => {
    const network = fakeNetwork(new TypeError('Failed to fetch'));
    const { api, sleep } = client(network);
    const error = await rejection(api.get('/customers'));
    expect(error.code).toBe('NETWORK');
    expect(network.fetch).toHaveBeenCalledTimes(6);
    expect(sleep).toHaveBeenCalledTimes(5);
  });

  it('honours a smaller retry count for a call that needs a quick answer', async () => {
    const network = fakeNetwork(new TypeError('Failed to fetch'));
    const { api } = client(network);
    await rejection(api.get('/health', { retries: 0 }));
    expect(network.fetch).toHaveBeenCalledTimes(1);
  });

  it('stops at once when the caller aborts', async () => {
    const network = fakeNetwork('hang');
    const { api, sleep } = client(network);
    const controller = new AbortController();
    const pending = api.get('/customers', { signal: controller.signal });
    await waitFor(() => expect(network.fetch).toHaveBeenCalled());
    controller.abort();
    const error = await rejection(pending);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(sleep).not.toHaveBeenCalled();
  });
});

describe('time-outs', () => {
  async function timeoutAfter(call: (api: ReturnType<typeof client>['api']) => Promise<unknown>): Promise<number> {
    vi.useFakeTimers();
    const network = fakeNetwork('hang');
    const { api } = client(network);
    let settled: ApiError | undefined;
    const pending = call(api).catch((error: ApiError) => {
      settled = error;
    });
    let elapsed = 0;
    while (!settled && elapsed < 200_000) {
      await vi.advanceTimersByTimeAsync(1000);
      elapsed += 1000;
    }
    await pending;
    expect(settled?.code).toBe('TIMEOUT');
    return elapsed;
  }

  it('gives GET and DELETE 30 s', async () => {
    expect(await timeoutAfter((api) => api.get('/customers', { retries: 0 }))).toBe(30_000);
    expect(await timeoutAfter((api) => api.delete('/customers/1', { retries: 0 }))).toBe(30_000);
  });

  it('gives POST, PUT and PATCH 90 s', async () => {
    expect(await timeoutAfter((api) => api.post('/customers', {}, { retries: 0 }))).toBe(90_000);
    expect(await timeoutAfter((api) => api.patch('/customers/1', {}, { retries: 0 }))).toBe(90_000);
  });

  it('gives the login call 30 s', async () => {
    expect(
      await timeoutAfter((api) => api.post('/users/login', { username: 'a', password: 'b' }, { plain: true, retries: 0 })),
    ).toBe(30_000);
  });

  it('takes a per-call time-out', async () => {
    expect(await timeoutAfter((api) => api.post('/customers', {}, { retries: 0, timeout: 60_000 }))).toBe(60_000);
  });

  it('retries a timed-out call before giving up', async () => {
    const network = fakeNetwork('hang');
    const { api, sleep } = client(network);
    const error = await rejection(api.get('/customers', { timeout: 5, retries: 2 }));
    expect(error.code).toBe('TIMEOUT');
    expect(network.fetch).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledTimes(2);
  });
});
