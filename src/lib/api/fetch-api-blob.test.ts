/** fetchApiBlob against a stand-in for the browser's `fetch`: what it sends, and how it reads answers. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchApiBlob } from '@/lib/api/fetch-api-blob';
import { rejection } from '@/lib/api/test-rejection';
import { SESSION_EXPIRED_EVENT } from '@/lib/session/session-events';
import { getToken, TOKEN_KEY } from '@/lib/session/session-storage';
import { makeExpiredTestToken, makeValidTestToken } from '@/lib/token/test-token';

function replyWith(response: Response) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(response);
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('fetchApiBlob', () => {
  it('GETs below the API base with the bearer token and hands back the file', async () => {
    const token = makeValidTestToken();
    localStorage.setItem(TOKEN_KEY, token);
    const fetch = replyWith(new Response(new Blob(['jpeg-bytes']), { headers: { 'Content-Type': 'image/jpeg' } }));
    const answer = await fetchApiBlob('/students/4/card');
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/students/4/card');
    expect(init?.method).toBe('GET');
    expect((init?.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
    expect(answer.contentType).toBe('image/jpeg');
    expect(await answer.blob.text()).toBe('jpeg-bytes');
  });

  it("passes the server's message on for a refusal, and a JSON failure where a file was expected", async () => {
    replyWith(new Response(JSON.stringify({ success: false, message: 'Student not found' }), { status: 404 }));
    const refused = await rejection(fetchApiBlob('/students/4/card'));
    expect(refused).toMatchObject({ code: 'HTTP', status: 404, message: 'Student not found' });

    vi.restoreAllMocks();
    replyWith(
      new Response(JSON.stringify({ success: false, message: 'No card data' }), { headers: { 'Content-Type': 'application/json' } }),
    );
    expect(await rejection(fetchApiBlob('/students/4/card'))).toMatchObject({ code: 'HTTP', message: 'No card data' });
  });

  it('ends the session on a 401 for the stored token', async () => {
    localStorage.setItem(TOKEN_KEY, makeValidTestToken());
    const expired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    replyWith(new Response('', { status: 401 }));
    expect(await rejection(fetchApiBlob('/teachers/3/photo'))).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
    expect(getToken()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('sends nothing with an expired token', async () => {
    localStorage.setItem(TOKEN_KEY, makeExpiredTestToken());
    const fetch = replyWith(new Response(''));
    expect(await rejection(fetchApiBlob('/teachers/3/photo'))).toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('maps a failed network to NETWORK', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await rejection(fetchApiBlob('/students/export'))).toMatchObject({ code: 'NETWORK' });
  });
});
