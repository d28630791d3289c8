import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seed: 'none' });
});

afterAll(() => testApp?.close());

describe('OpenAPI', () => {
  it('serves an OpenAPI 3 document generated from the route schemas, without a token', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('School MIS API');
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });

    const health = document.paths['/api/health'].get;
    expect(health.responses['200'].content['application/json'].schema.properties.message).toBeDefined();
    // Public routes need no token, so the document does not ask for one.
    expect(health.security).toEqual([]);
    const login = document.paths['/api/users/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    // The docs' own and the static files' routes are not part of the API.
    expect(Object.keys(document.paths).every((p: string) => p.startsWith('/api/') && !p.startsWith('/api/docs'))).toBe(true);
  });

  it('serves the browsable reference at /api/docs under the app\'s CSP', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // Its scripts are same-origin files, so the CSP lets them run.
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const script = await testApp.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).not.toContain('validator.swagger.io');
  });
});
