/** postMultipart against a stand-in for the browser's `fetch`: what it sends, and how it reads answers. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_HEADERS } from '@/contract/api';
import { postMultipart } from '@/lib/api/post-multipart';
import { rejection } from '@/lib/api/test-rejection';
import { TOKEN_KEY } from '@/lib/session/session-storage';
import { makeValidTestToken } from '@/lib/token/test-token';

const OPTIONS = { timeoutMs: 5_000, fallbackMessage: 'Failed to upload photo' };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function replyWith(response: Response) {
  const sent: Request[] = [];
  // ky hands fetch a Request of its own making.
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    sent.push(input as Request);
    return response;
  });
  return sent;
}

function photoForm(): FormData {
  const body = new FormData();
  body.append('photo', new File(['png'], 'me.png', { type: 'image/png' }), 'me.png');
  return body;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('postMultipart', () => {
  it("POSTs the form with the token and the given request id, and resolves with the answer's data", async () => {
    const token = makeValidTestToken();
    localStorage.setItem(TOKEN_KEY, token);
    const sent = replyWith(json({ success: true, data: { photoUrl: '/api/teachers/7/photo?v=1' } }));
    const data = await postMultipart<{ photoUrl: string }>('/teachers/7/photo', photoForm(), { ...OPTIONS, requestId: 'req-1' });
    expect(data).toEqual({ photoUrl: '/api/teachers/7/photo?v=1' });
    const [request] = sent;
    expect(new URL(request.url).pathname).toBe('/api/teachers/7/photo');
    expect(request.method).toBe('POST');
    expect(request.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(request.headers.get(CLIENT_HEADERS.requestId)).toBe('req-1');
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const photo = (await request.clone().formData()).get('photo');
    expect(photo).toBeInstanceOf(File);
    expect((photo as File).name).toBe('me.png');
  });

  it("refuses with the server's message and field errors, else the fallback", async () => {
    replyWith(json({ success: false, message: 'Only images', errors: { photo: 'Only images' } }, 400));
    expect(await rejection(postMultipart('/teachers/7/photo', photoForm(), OPTIONS))).toMatchObject({
      code: 'HTTP',
      status: 400,
      message: 'Only images',
      errors: { photo: 'Only images' },
    });
    vi.restoreAllMocks();
    replyWith(new Response('', { status: 422 }));
    expect(await rejection(postMultipart('/teachers/7/photo', photoForm(), OPTIONS))).toMatchObject({
      code: 'HTTP',
      message: 'Failed to upload photo',
    });
  });

  it('names a 413 and a 5xx by their own codes', async () => {
    replyWith(new Response('', { status: 413 }));
    expect(await rejection(postMultipart('/teachers/7/photo', photoForm(), OPTIONS))).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    vi.restoreAllMocks();
    replyWith(new Response('', { status: 503 }));
    expect(await rejection(postMultipart('/teachers/7/photo', photoForm(), OPTIONS))).toMatchObject({ code: 'SERVER', status: 503 });
  });
});
