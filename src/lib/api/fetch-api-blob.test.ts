/** fetchApiBlob against a stand-in for the browser's `fetch`: what it sends, and how it reads answers. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentDispositionFileName, fetchApiBlob, postApiBlob } from '@/lib/api/fetch-api-blob';
import { decryptPayload, DEFAULT_PAYLOAD_KEY } from '@/lib/payload-crypto';
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

  it('POSTs a sealed JSON body and hands back the file with the name the server gave it', async () => {
    localStorage.setItem(TOKEN_KEY, makeValidTestToken());
    const fetch = replyWith(
      new Response(new Blob(['%PDF-1.7']), {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="income-statement-2026-01-01-to-2026-03-31.pdf"' },
      }),
    );
    const body = { kind: 'income-statement', format: 'pdf', startDate: '2026-01-01', endDate: '2026-03-31' };
    const answer = await postApiBlob('/finance/reports/generate', body);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/finance/reports/generate');
    expect(init?.method).toBe('POST');
    const headers = init?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['X-Request-ID']).toMatch(/^[0-9a-f-]{36}$/);
    const envelope = JSON.parse(String(init?.body)) as { encryptedData: string };
    expect(decryptPayload(envelope.encryptedData, DEFAULT_PAYLOAD_KEY)).toEqual(body);
    expect(answer.fileName).toBe('income-statement-2026-01-01-to-2026-03-31.pdf');
    expect(answer.contentType).toBe('application/pdf');
    expect(await answer.blob.text()).toBe('%PDF-1.7');
  });

  it("passes a POST's refusal on with the server's message", async () => {
    replyWith(new Response(JSON.stringify({ success: false, message: 'This report has too many rows: choose a shorter range' }), { status: 400 }));
    expect(await rejection(postApiBlob('/finance/reports/generate', { kind: 'payments-register' }))).toMatchObject({
      code: 'HTTP',
      status: 400,
      message: 'This report has too many rows: choose a shorter range',
    });
  });

  it('sends a GET without a body or a content type, and no file name when the server gives none', async () => {
    const fetch = replyWith(new Response(new Blob(['csv']), { headers: { 'Content-Type': 'text/csv' } }));
    const answer = await fetchApiBlob('/students/export');
    const [, init] = fetch.mock.calls[0];
    expect(init?.body).toBeUndefined();
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(answer.fileName).toBeUndefined();
  });
});

describe('contentDispositionFileName', () => {
  it('reads a quoted, a bare and an encoded name, the encoded one first', () => {
    expect(contentDispositionFileName('attachment; filename="a b.pdf"')).toBe('a b.pdf');
    expect(contentDispositionFileName('attachment; filename=report.csv')).toBe('report.csv');
    expect(contentDispositionFileName("attachment; filename=\"plain.pdf\"; filename*=UTF-8''gu%CC%88ltig%20%C3%BC.pdf")).toBe('gu\u0308ltig \u00fc.pdf');
    expect(contentDispositionFileName("attachment; filename*=UTF-8''%E0%A4%A; filename=\"fallback.pdf\"")).toBe('fallback.pdf');
  });

  it('has no name without the header or without a filename in it', () => {
    expect(contentDispositionFileName(null)).toBeUndefined();
    expect(contentDispositionFileName('inline')).toBeUndefined();
    expect(contentDispositionFileName('attachment; filename=""')).toBeUndefined();
  });
});
