import { expect, test } from './fixtures';

// Plain HTTP checks on the server that `npm start` runs (no browser page needed).
test.describe('Server', () => {
  test('the app page carries the security headers and is never cached', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-type']).toContain('text/html');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control']).toContain('no-cache');
  });

  test('a screen address served by the single-page fallback is the app page, not cached', async ({ request }) => {
    // As a browser navigation asks for it (a home-screen shortcut, a reload without the worker).
    const response = await request.get('/customers', { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['cache-control']).toContain('no-cache');
  });

  test('an unknown API path is a JSON 404, not the app page', async ({ request }) => {
    const response = await request.get('/api/no-such-route');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ success: false });
  });

  test('the health check answers', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
  });

  test('the OpenAPI document and its browsable reference are served', async ({ request }) => {
    const spec = await request.get('/api/openapi.json');
    expect(spec.status()).toBe(200);
    const document = (await spec.json()) as { openapi?: string; paths?: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths ?? {})).toEqual(expect.arrayContaining([expect.stringContaining('login')]));

    const docs = await request.get('/api/docs');
    expect(docs.status()).toBe(200);
    expect(docs.headers()['content-type']).toContain('text/html');
  });
});
