import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBareApp } from '../test-support/bare-app';
import { createTestApp } from '../test-support/test-app';
import { errorHandlerPlugin } from './error-handler';
import { staticFilesPlugin } from './static-files';

const INDEX_HTML = `<!doctype html><html><head><title>School MIS</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const APP_JS = `console.log("School MIS");\n${'export const value = "abcdefghij";\n'.repeat(200)}`;
const SW_JS = `self.addEventListener('install', () => {});\n${'// cache\n'.repeat(200)}`;

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'school-mis-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), APP_JS);
  await writeFile(path.join(dist, 'assets', 'app-abc123.js.map'), '{"version":3}'.padEnd(4000, ' '));
  await writeFile(path.join(dist, 'sw.js'), SW_JS);
  await writeFile(path.join(dist, 'tiny.txt'), 'small');
  // The build step that makes the .br and .gz copies.
  execFileSync(process.execPath, [path.resolve('scripts/compress-dist.mjs'), dist]);

  app = createBareApp({ staticDir: dist });
  await app.register(errorHandlerPlugin);
  app.get('/api/ping', async () => ({ success: true }));
  await app.register(staticFilesPlugin);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('compress-dist', () => {
  it('writes brotli and gzip copies of compressible files over 1 KB, and none of maps or small files', () => {
    expect(existsSync(path.join(dist, 'assets', 'app-abc123.js.br'))).toBe(true);
    expect(existsSync(path.join(dist, 'assets', 'app-abc123.js.gz'))).toBe(true);
    expect(existsSync(path.join(dist, 'index.html.br'))).toBe(true);
    expect(existsSync(path.join(dist, 'assets', 'app-abc123.js.map.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'tiny.txt.br'))).toBe(false);
  });
});

describe('static files', () => {
  it('sends the brotli copy to a browser that accepts it, with long-lived caching for hashed assets', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends gzip to a browser without brotli, and the plain file to one without either', async () => {
    const gzip = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);

    const plain = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('makes browsers revalidate index.html and the service worker', async () => {
    for (const url of ['/', '/index.html', '/sw.js']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    const sw = await app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(sw.headers['content-encoding']).toBe('br');
  });

  it('answers a page address such as /students with index.html (single-page app)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/students?tab=list',
      headers: { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'identity' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);

    const deep = await app.inject({ method: 'GET', url: '/print/token/42', headers: { accept: 'text/html' } });
    expect(deep.statusCode).toBe(200);
  });

  it('never answers /api, missing files or non-HTML requests with index.html', async () => {
    for (const url of ['/api/x', '/api', '/robots.txt', '/manifest.webmanifest', '/assets/missing-123.js']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ success: false, message: 'Route not found' });
    }
    const json = await app.inject({ method: 'GET', url: '/students', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    // Routes under /api still work beside the static files.
    expect((await app.inject({ method: 'GET', url: '/api/ping' })).statusCode).toBe(200);
  });

  it('never serves a file outside the static folder', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.body, url).not.toContain('"dependencies"');
    }
  });
});

describe('static files in the assembled app', () => {
  it('serves the app beside /api, whose unknown routes stay JSON 404s', async () => {
    const testApp = await createTestApp({ seed: 'none', serveStatic: true, config: { staticDir: dist } });
    try {
      const { app: full } = testApp;
      const page = await full.inject({ method: 'GET', url: '/customers', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(INDEX_HTML);
      expect(page.headers['content-security-policy']).toContain("worker-src 'self'");

      const unknown = await full.inject({ method: 'GET', url: '/api/x', headers: { accept: 'text/html' } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ success: false, message: 'Route not found' });

      const health = await full.inject({ method: 'GET', url: '/api/health' });
      expect(health.json().message).toBe('API is online');
    } finally {
      await testApp.close();
    }
  }, 60_000);
});
