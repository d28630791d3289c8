import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/lib/api/api-client';
import { checkBackendConnection, CONNECTION_MESSAGES } from '@/lib/api/connection-check';

function clientAnswering(reply: () => Promise<Response>) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    expect(input instanceof Request ? new URL(input.url).pathname : String(input)).toBe('/api/health');
    return reply();
  });
  const api = createApiClient({ baseUrl: 'http://school.test/api', payloadKey: 'k', fetch, sleep: async () => {} });
  return { api, fetch };
}

describe('checkBackendConnection', () => {
  it('reports "Backend connection successful" and "API is online" when /health answers', async () => {
    const { api } = clientAnswering(async () => new Response(JSON.stringify({ success: true, data: { status: 'ok' } })));
    const result = await checkBackendConnection(api);
    expect(result).toEqual({ online: true, messageKey: 'connection.success', statusKey: 'connection.online' });
    expect(CONNECTION_MESSAGES[result.messageKey]).toBe('Backend connection successful');
    expect(CONNECTION_MESSAGES[result.statusKey]).toBe('API is online');
  });

  it('reports "Backend connection failed" and "API is offline" at once when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api, fetch } = clientAnswering(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await checkBackendConnection(api);
    expect(result).toEqual({ online: false, messageKey: 'connection.failed', statusKey: 'connection.offline' });
    expect(CONNECTION_MESSAGES[result.messageKey]).toBe('Backend connection failed');
    expect(CONNECTION_MESSAGES[result.statusKey]).toBe('API is offline');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reports offline when the server answers with an error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api } = clientAnswering(async () => new Response('{}', { status: 503 }));
    expect((await checkBackendConnection(api)).online).toBe(false);
  });
});
