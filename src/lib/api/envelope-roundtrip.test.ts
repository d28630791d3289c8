/**
 * The payload envelope end to end: what the client encrypts the server decrypts, and what the
 * server encrypts (two nested layers with ENCRYPT_RESPONSES=true) the client decrypts. Uses the
 * server's own envelope code, so a change on either side that breaks the other fails here.
 */
import { describe, expect, it, vi } from 'vitest';
import { encryptAnswer } from '../../../server/plugins/payload-envelope';
import { decodeAnswer, encodeRequestBody } from '@/lib/api/answer-envelope';
import { createApiClient } from '@/lib/api/api-client';
import { decryptPayload, DEFAULT_PAYLOAD_KEY, PayloadDecryptError } from '@/lib/payload-crypto';

const body = {
  name: 'Ahmad Rahimi',
  dariName: 'احمد رحیمی',
  phone: '+93 700 123 456',
  metadata: { grade: 7, siblings: ['Maryam', 'Omid'] },
  amount: 1250.5,
  active: true,
  note: null,
};

describe('payload envelope round trip', () => {
  it('the server decrypts what the client encrypts', async () => {
    const envelope = await encodeRequestBody(body, DEFAULT_PAYLOAD_KEY);
    expect(Object.keys(envelope)).toEqual(['encryptedData']);
    expect(envelope.encryptedData).not.toContain('Ahmad');
    expect(decryptPayload(envelope.encryptedData, DEFAULT_PAYLOAD_KEY)).toEqual(body);
  });

  it('salts every encryption, so the same body never encrypts to the same text', async () => {
    const first = (await encodeRequestBody(body, DEFAULT_PAYLOAD_KEY)).encryptedData;
    const second = (await encodeRequestBody(body, DEFAULT_PAYLOAD_KEY)).encryptedData;
    expect(first).not.toBe(second);
    expect(decryptPayload(first, DEFAULT_PAYLOAD_KEY)).toEqual(decryptPayload(second, DEFAULT_PAYLOAD_KEY));
  });

  it('a server with another key refuses the body', async () => {
    const envelope = await encodeRequestBody(body, DEFAULT_PAYLOAD_KEY);
    expect(() => decryptPayload(envelope.encryptedData, 'some-other-key')).toThrow(PayloadDecryptError);
  });

  it('the client decrypts the two layers the server wraps an answer in', async () => {
    const answer = { success: true, data: [body], meta: { pagination: { currentPage: 1, totalPages: 1, totalCount: 1, limit: 20 } } };
    const wrapped = encryptAnswer(answer, DEFAULT_PAYLOAD_KEY);
    // Two layers really are there: one decryption leaves another envelope.
    expect(decryptPayload(wrapped.encryptedData, DEFAULT_PAYLOAD_KEY)).toHaveProperty('encryptedData');
    expect(await decodeAnswer(wrapped, DEFAULT_PAYLOAD_KEY)).toEqual(answer);
  });

  it('the API client reads a server-encrypted answer off the wire', async () => {
    const answer = { success: true, data: { id: 3, name: body.dariName } };
    const fetch = vi.fn(async () => new Response(JSON.stringify(encryptAnswer(answer, DEFAULT_PAYLOAD_KEY)), { status: 200 }));
    const api = createApiClient({ baseUrl: 'http://school.test/api', payloadKey: DEFAULT_PAYLOAD_KEY, fetch });
    await expect(api.get('/customers/3')).resolves.toEqual(answer);
  });
});

describe('payload envelope through the server plugin', () => {
  it('a write goes client → server plugin → route and the encrypted answer comes back readable', async () => {
    const { default: Fastify } = await import('fastify');
    const { payloadEnvelopePlugin } = await import('../../../server/plugins/payload-envelope');
    const app = Fastify();
    app.decorate('config', { payloadKey: DEFAULT_PAYLOAD_KEY, encryptResponses: true } as never);
    const received: unknown[] = [];
    const onTheWire: string[] = [];
    await app.register(
      async (api) => {
        await api.register(payloadEnvelopePlugin);
        api.post('/echo', async (request) => {
          received.push(request.body);
          return { success: true, data: request.body };
        });
      },
      { prefix: '/api' },
    );
    await app.ready();

    // The client's request goes to the real plugin through Fastify's in-process injection.
    const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const reply = await app.inject({
        method: request.method as 'POST',
        url: `${url.pathname}${url.search}`,
        headers: Object.fromEntries(request.headers.entries()),
        payload: await request.text(),
      });
      onTheWire.push(reply.body);
      return new Response(reply.body, { status: reply.statusCode, headers: { 'Content-Type': 'application/json' } });
    };
    const api = createApiClient({ baseUrl: 'http://school.test/api', payloadKey: DEFAULT_PAYLOAD_KEY, fetch });

    try {
      const answer = await api.post('/echo', body);
      expect(received).toEqual([body]);
      expect(answer).toEqual({ success: true, data: body });
      expect(Object.keys(JSON.parse(onTheWire[0]) as object)).toEqual(['encryptedData']);
    } finally {
      await app.close();
    }
  });
});
