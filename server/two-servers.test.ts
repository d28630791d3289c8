/**
 * Two servers on one PostgreSQL (issue 25), each with a data folder of its own: what one of them
 * changes about a session, the other enforces within a second (LISTEN/NOTIFY,
 * lib/shared-auth-cache.ts), though each keeps resolved sessions for a few seconds; one write sent
 * to both at once with the same X-Request-ID is made once (the claim is a row in the database);
 * a photo uploaded through one is served by the other (the database's upload store); one
 * address's requests count against one rate limit whichever server they reach; and the daily
 * backup is made by one of them. PostgreSQL only (CI's PostgreSQL pass); on
 * PGlite one server holds the database.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { openDatabase, type DatabaseHandle } from './db/connection';
import { AUTH_CACHE_TTL_MS } from './lib/auth-context-cache';
import { queryRows } from './lib/figures/stats-sql';
import { loginAs } from './test-support/login';
import { multipartParts } from './test-support/multipart-bodies';
import { createTestApp, type TestApp } from './test-support/test-app';
import { solidImage } from './test-support/test-images';

const adminUrl = process.env.TEST_DATABASE_URL;

let first: TestApp;
let secondDatabase: DatabaseHandle;
let second: FastifyInstance;
let secondDataDir: string;

beforeAll(async () => {
  if (!adminUrl) return;
  first = await createTestApp();
  const [row] = await queryRows<{ name: string }>(first.database.db, sql`select current_database() as name`);
  const url = new URL(adminUrl);
  url.pathname = `/${row!.name}`;
  secondDatabase = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2, migrated: true });
  secondDataDir = await mkdtemp(path.join(os.tmpdir(), 'smis-second-server-'));
  second = await buildApp({ config: { ...first.config, dataDir: secondDataDir }, database: secondDatabase, logger: false });
  await second.ready();
}, 60_000);

afterAll(async () => {
  await second?.close();
  await secondDatabase?.close();
  await first?.close();
  if (secondDataDir) await rm(secondDataDir, { recursive: true, force: true });
});

/** How long until `check` holds, asked every 20 ms; fails after twice the cache's time to live. */
async function timeUntil(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 2 * AUTH_CACHE_TTL_MS) throw new Error('never held');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

describe.runIf(adminUrl)('two servers on one PostgreSQL', () => {
  it('make a write sent to both at once with the same X-Request-ID once', async () => {
    const { headers } = await loginAs(first.app, 'frontdesk');
    const name = `Twice Sent ${randomUUID().slice(0, 8)}`;
    const write = { method: 'POST' as const, url: '/api/customers', headers: { ...headers, 'x-request-id': randomUUID() }, payload: { name, phone: null } };
    const answers = await Promise.all([first.app.inject(write), second.inject(write), first.app.inject(write), second.inject(write)]);
    // One makes it; the others hear it is still being made (409) or get its answer again.
    expect(answers.filter((answer) => answer.statusCode === 201 && answer.headers['idempotent-replay'] === undefined)).toHaveLength(1);
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    const [row] = await queryRows<{ count: number }>(first.database.db, sql`select count(*)::int as count from customers where name = ${name}`);
    expect(row!.count).toBe(1);
    // Asked again once it is done, either server gives the stored answer.
    const again = await second.inject(write);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replay']).toBe('true');
  });

  it('a logout on one server is refused on the other within a second', async () => {
    const { headers } = await loginAs(first.app, 'frontdesk');
    const profile = () => second.inject({ method: 'GET', url: '/api/auth/profile', headers });
    // The second server has the session resolved and kept.
    expect((await profile()).statusCode).toBe(200);
    const logout = await first.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...headers, 'x-request-id': randomUUID() } });
    expect(logout.statusCode).toBe(200);
    expect(await timeUntil(async () => (await profile()).statusCode === 401)).toBeLessThan(1000);
  });

  it('a grant removed on one server is enforced on the other within a second', async () => {
    const desk = await loginAs(first.app, 'frontdesk');
    const principal = await loginAs(first.app, 'principal');
    // customer:delete is the front desk's own grant: deleting a visitor that is not there is a 404 with it, a 403 without.
    const deleteMissing = () => second.inject({ method: 'DELETE', url: `/api/customers/${randomUUID()}`, headers: { ...desk.headers, 'x-request-id': randomUUID() } });
    expect((await deleteMissing()).statusCode).toBe(404);
    const [user] = await queryRows<{ id: number }>(first.database.db, sql`select id from users where username = 'frontdesk'`);
    const removed = await first.app.inject({
      method: 'PUT',
      url: `/api/users/${user!.id}/permissions`,
      headers: { ...principal.headers, 'x-request-id': randomUUID() },
      payload: { grants: [] },
    });
    expect(removed.json()).toMatchObject({ success: true });
    expect(await timeUntil(async () => (await deleteMissing()).statusCode === 403)).toBeLessThan(1000);
  });

  it('a photo uploaded through one server is served by the other', async () => {
    expect(first.config.uploadStore).toBe('database');
    const { headers } = await loginAs(first.app, 'admin');
    const [teacher] = await queryRows<{ id: number }>(first.database.db, sql`select id from teachers order by id limit 1`);
    const photo = await solidImage('png', '#264653');
    const body = multipartParts([{ field: 'photo', file: { name: 'photo.png', type: 'image/png', bytes: photo } }]);
    const uploaded = await first.app.inject({
      method: 'POST',
      url: `/api/teachers/${teacher!.id}/photo`,
      headers: { ...headers, ...body.headers, 'x-request-id': randomUUID() },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const served = await second.inject({ method: 'GET', url: uploaded.json().data.photoUrl, headers });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(photo)).toBe(true);
  });

  it('count one address\'s requests against one rate limit whichever server they reach', async () => {
    // A third server on the database whose limit is 6 a minute; the first's is a test's 100 000.
    const limited = await buildApp({ config: { ...first.config, dataDir: secondDataDir, rateLimitPerMinute: 6 }, database: secondDatabase, logger: false });
    try {
      await limited.ready();
      const ask = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/settings/shell', remoteAddress: '10.20.30.40' });
      for (let index = 0; index < 3; index += 1) expect((await ask(first.app)).statusCode).not.toBe(429);
      // Three more reach the limited server: six in all, the limit.
      for (let index = 0; index < 3; index += 1) expect((await ask(limited)).statusCode).not.toBe(429);
      const seventh = await ask(limited);
      expect(seventh.statusCode).toBe(429);
      expect(Number(seventh.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('make the scheduled backup of a day once between them', async () => {
    await Promise.all([first.app.backups.runScheduled(), second.backups.runScheduled()]);
    const made = [...(await first.app.backups.list()), ...(await second.backups.list())];
    expect(made).toHaveLength(1);
    // Its timer firing again the same day makes no second one.
    await second.backups.runScheduled();
    expect([...(await first.app.backups.list()), ...(await second.backups.list())]).toHaveLength(1);
  });
});
