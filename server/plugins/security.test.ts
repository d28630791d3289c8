import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loggerOptions } from '../lib/logger-options';
import { createBareApp } from '../test-support/bare-app';
import { errorHandlerPlugin } from './error-handler';
import { securityPlugin } from './security';

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function securedApp(): Promise<FastifyInstance> {
  app = createBareApp();
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  app.get('/api/ping', async () => ({ success: true }));
  app.get('/assets/app.js', async () => 'app');
  app.get('/api/limited', { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } }, async () => ({ success: true }));
  await app.ready();
  return app;
}

describe('security plugin', () => {
  it('sends a CSP that allows only the app\'s own origin, workers and manifest included, and no https upgrade', async () => {
    const server = await securedApp();
    const response = await server.inject({ method: 'GET', url: '/api/ping' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
      "connect-src 'self'",
      "img-src 'self' data: blob:",
      "style-src 'self' 'unsafe-inline'",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends the headers on error answers too', async () => {
    const server = await securedApp();
    const response = await server.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('limits each address to 600 requests a minute with a clear 429', async () => {
    const server = await securedApp();
    for (let i = 0; i < 600; i += 1) {
      const ok = await server.inject({ method: 'GET', url: '/api/ping', remoteAddress: '10.0.0.5' });
      expect(ok.statusCode).toBe(200);
    }
    const refused = await server.inject({ method: 'GET', url: '/api/ping', remoteAddress: '10.0.0.5' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Too many requests. Please slow down and try again shortly.',
    });
    expect(refused.headers['retry-after']).toBeDefined();
    // Another tablet on the network is not affected.
    const other = await server.inject({ method: 'GET', url: '/api/ping', remoteAddress: '10.0.0.6' });
    expect(other.statusCode).toBe(200);
    // The app's own files are not counted (installing the app fetches a hundred at once).
    const file = await server.inject({ method: 'GET', url: '/assets/app.js', remoteAddress: '10.0.0.5' });
    expect(file.statusCode).toBe(200);
  });

  it('lets a route set its own, stricter limit', async () => {
    const server = await securedApp();
    expect((await server.inject({ method: 'GET', url: '/api/limited' })).statusCode).toBe(200);
    expect((await server.inject({ method: 'GET', url: '/api/limited' })).statusCode).toBe(200);
    const refused = await server.inject({ method: 'GET', url: '/api/limited' });
    expect(refused.statusCode).toBe(429);
  });
});

describe('request logging', () => {
  it('logs each request without its body, token or cookies', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    app.decorate('config', loadConfig({}));
    await app.register(errorHandlerPlugin);
    app.post('/api/users/login', async (request) => {
      // Even a careless log call in a route keeps the secrets out.
      request.log.info({ req: { headers: request.headers }, body: request.body }, 'login attempt');
      return { success: true };
    });
    await app.ready();

    const response = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { authorization: 'Bearer eyJsecret-token', cookie: 'session=cookie-secret' },
      payload: { username: 'teacher', password: 'demo1234-secret' },
    });
    expect(response.statusCode).toBe(200);
    const log = lines.join('');
    expect(log).toContain('/api/users/login');
    expect(log).not.toContain('eyJsecret-token');
    expect(log).not.toContain('cookie-secret');
    expect(log).not.toContain('demo1234-secret');
  });
});
