import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loggerOptions } from '../lib/logger-options';
import { createBareApp } from '../test-support/bare-app';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { ACCESS_MESSAGES } from './access-control';
import { errorHandlerPlugin } from './error-handler';
import { HSTS_HEADER_VALUE, RATE_LIMIT_MESSAGE, securityPlugin } from './security';

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
    expect(loadConfig({}).rateLimitPerMinute).toBe(600);
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
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('takes its limit from the configuration (RATE_LIMIT_PER_MINUTE)', () => {
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '1200' }).rateLimitPerMinute).toBe(1200);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
  });
});

describe('the general rate limit runs before authentication', () => {
  const limit = 5;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'none', config: { rateLimitPerMinute: limit } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a flood of anonymous or badly signed requests 429 with Retry-After once past the limit', async () => {
    const flooder = '10.9.9.9';
    for (let call = 0; call < limit; call += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/api/customers', remoteAddress: flooder });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(ACCESS_MESSAGES.authenticationRequired);
    }
    for (const request of [
      { method: 'GET' as const, url: '/api/customers' },
      { method: 'GET' as const, url: '/api/auth/profile', headers: { authorization: 'Bearer abc.def.ghi' } },
      { method: 'POST' as const, url: '/api/customers', payload: { name: 'x' } },
      { method: 'GET' as const, url: '/api/no-such-route' },
    ]) {
      const refused = await t.app.inject({ ...request, remoteAddress: flooder });
      expect(refused.statusCode, request.url).toBe(429);
      expect(refused.json()).toEqual({ success: false, message: RATE_LIMIT_MESSAGE });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Another address is still answered by the access check.
    const other = await t.app.inject({ method: 'GET', url: '/api/customers', remoteAddress: '10.9.9.10' });
    expect(other.statusCode).toBe(401);
  });
});

describe('Strict-Transport-Security', () => {
  async function appWith(trustProxy: boolean): Promise<FastifyInstance> {
    app = Fastify({ logger: false, trustProxy });
    app.decorate('config', { ...loadConfig({}), trustProxy });
    await app.register(errorHandlerPlugin);
    await app.register(securityPlugin);
    app.get('/api/ping', async () => ({ success: true }));
    await app.ready();
    return app;
  }

  it('is not sent over plain http', async () => {
    const server = await appWith(false);
    const response = await server.inject({ method: 'GET', url: '/api/ping' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    // Other headers are still there.
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('is sent when a trusted proxy says the request came over https, never on an untrusted claim', async () => {
    const trusted = await appWith(true);
    const viaProxy = await trusted.inject({ method: 'GET', url: '/api/ping', headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers['strict-transport-security']).toBe(HSTS_HEADER_VALUE);
    const missing = await trusted.inject({ method: 'GET', url: '/api/nothing', headers: { 'x-forwarded-proto': 'https' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['strict-transport-security']).toBe(HSTS_HEADER_VALUE);
    const plainViaProxy = await trusted.inject({ method: 'GET', url: '/api/ping', headers: { 'x-forwarded-proto': 'http' } });
    expect(plainViaProxy.headers['strict-transport-security']).toBeUndefined();
    await trusted.close();

    const untrusted = await appWith(false);
    const claimed = await untrusted.inject({ method: 'GET', url: '/api/ping', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent on a direct https connection', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'smis-tls-'));
    try {
      execFileSync('openssl', [
        'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
        '-subj', '/CN=localhost', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
      ], { stdio: 'ignore' });
      app = Fastify({
        logger: false,
        https: { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) },
      });
      app.decorate('config', loadConfig({}));
      await app.register(errorHandlerPlugin);
      await app.register(securityPlugin);
      app.get('/api/ping', async () => ({ success: true }));
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      const header = await new Promise<string | string[] | undefined>((resolve, reject) => {
        https
          .get({ host: '127.0.0.1', port, path: '/api/ping', rejectUnauthorized: false }, (response) => {
            response.resume();
            resolve(response.headers['strict-transport-security']);
          })
          .on('error', reject);
      });
      expect(header).toBe(HSTS_HEADER_VALUE);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
