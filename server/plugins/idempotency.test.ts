/**
 * Idempotency on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): replays, 422 on a
 * reused id, 409 on a concurrent repeat, failed attempts releasing their key, per-user keys.
 * Besides the real routes, a few test-only routes are mounted in the same /api scope (same plugins
 * in the same order as server/app.ts) to make handlers slow or failing on demand.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, like } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encryptPayload } from '@/lib/payload-crypto';
import { loadConfig, type AppConfig } from '../config';
import { idempotencyKeys, loginThrottle, revokedTokens, serverSettings, users } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { deleteExpiredIdempotencyKeys, releaseClaimsOfDeadServer } from '../lib/idempotency-cleanup';
import { apiRoutes } from '../routes/api-routes';
import { loginAs } from '../test-support/login';
import { openTestDatabase } from '../test-support/test-database';
import type { DatabaseHandle } from '../db/connection';
import { accessControlPlugin } from './access-control';
import { authPlugin } from './auth';
import { errorHandlerPlugin } from './error-handler';
import { IDEMPOTENCY_MESSAGES, idempotencyPlugin, REPLAY_HEADER } from './idempotency';
import { payloadEnvelopePlugin } from './payload-envelope';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Test-only routes: each note is one row in server_settings (key `note:<uuid>`). */
let failuresLeft = 0;
let resolveEntered: (() => void) | null = null;
const noteBody = z.object({ text: z.string().min(1) });
const noteAnswer = z.object({ success: z.literal(true), data: z.object({ key: z.string(), text: z.string() }) });

const testRoutes: FastifyPluginAsyncZod = async (app) => {
  const insertNote = async (tx: Parameters<Parameters<FastifyInstance['writeTransaction']>[2]>[0], text: string) => {
    const key = `note:${randomUUID()}`;
    await tx.insert(serverSettings).values({ key, value: text });
    return { success: true as const, data: { key, text } };
  };
  const options = (extra: object = {}) => ({
    config: { access: 'authenticated' as const },
    schema: { body: noteBody, response: { 201: noteAnswer } },
    ...extra,
  });

  app.post('/test/notes', options(), async (request, reply) =>
    app.writeTransaction(request, reply, async (tx) => {
      reply.code(201);
      return insertNote(tx, request.body.text);
    }),
  );

  // Slow before its transaction (e.g. hashing a password first).
  app.post('/test/slow-notes', options(), async (request, reply) => {
    resolveEntered?.();
    await sleep(200);
    return app.writeTransaction(request, reply, async (tx) => {
      reply.code(201);
      return insertNote(tx, request.body.text);
    });
  });

  // Slow inside its transaction.
  app.post('/test/slow-in-tx-notes', options(), async (request, reply) =>
    app.writeTransaction(request, reply, async (tx) => {
      const note = await insertNote(tx, request.body.text);
      resolveEntered?.();
      await sleep(200);
      reply.code(201);
      return note;
    }),
  );

  app.post('/test/failing-notes', options(), async (request, reply) =>
    app.writeTransaction(request, reply, async (tx) => {
      const note = await insertNote(tx, request.body.text);
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('simulated crash after the write');
      }
      reply.code(201);
      return note;
    }),
  );

  // Without writeTransaction: the answer is stored as it is sent.
  app.post('/test/plain-notes', options(), async (request, reply) => {
    const key = `note:${randomUUID()}`;
    await app.db.insert(serverSettings).values({ key, value: request.body.text });
    return reply.code(201).send({ success: true as const, data: { key, text: request.body.text } });
  });
};

async function buildApiApp(database: DatabaseHandle, config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: config.bodyLimit }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('config', config);
  await app.register(errorHandlerPlugin);
  await app.register(
    async (api) => {
      await api.register(payloadEnvelopePlugin);
      await api.register(authPlugin, { database });
      await api.register(accessControlPlugin);
      await api.register(idempotencyPlugin);
      await api.register(apiRoutes);
      await api.register(testRoutes);
    },
    { prefix: '/api' },
  );
  await app.ready();
  return app;
}

let app: FastifyInstance;
let database: DatabaseHandle;
let dispose: () => Promise<void>;
let config: AppConfig;
let teacher: Record<string, string>;
let frontdesk: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  config = { ...loadConfig({}) };
  await seedDatabase(database.db, config);
  app = await buildApiApp(database, config);
  teacher = (await loginAs(app, 'teacher')).headers;
  frontdesk = (await loginAs(app, 'frontdesk')).headers;
  admin = (await loginAs(app, 'admin')).headers;
});

afterAll(async () => {
  await app?.close();
  await dispose?.();
});

async function countNotes(text: string): Promise<number> {
  const [row] = await database.db
    .select({ value: count() })
    .from(serverSettings)
    .where(and(like(serverSettings.key, 'note:%'), eq(serverSettings.value, text)));
  return Number(row.value);
}

async function keyRows(requestId: string) {
  return database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.requestId, requestId));
}

const post = (url: string, headers: Record<string, string>, requestId: string | null, payload: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: requestId ? { ...headers, 'x-request-id': requestId } : headers,
    payload: payload as Record<string, unknown>,
  });

describe('idempotent writes', () => {
  it('a repeated X-Request-ID gets the first answer back and writes once', async () => {
    const id = randomUUID();
    const first = await post('/api/test/notes', teacher, id, { text: 'replay-1' });
    const second = await post('/api/test/notes', teacher, id, { text: 'replay-1' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers[REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(first.headers[REPLAY_HEADER.toLowerCase()]).toBeUndefined();
    expect(await countNotes('replay-1')).toBe(1);
    const [key] = await keyRows(id);
    expect(key).toMatchObject({ state: 'done', responseStatus: 201 });
  });

  it('without an X-Request-ID every call writes', async () => {
    await post('/api/test/notes', teacher, null, { text: 'no-id' });
    await post('/api/test/notes', teacher, null, { text: 'no-id' });
    expect(await countNotes('no-id')).toBe(2);
  });

  it('compares bodies after decryption: the same plaintext encrypted twice replays, another gets 422', async () => {
    const id = randomUUID();
    const a = encryptPayload({ text: 'salted' }, config.payloadKey);
    const b = encryptPayload({ text: 'salted' }, config.payloadKey);
    expect(a).not.toBe(b);
    const first = await post('/api/test/notes', teacher, id, { encryptedData: a });
    const second = await post('/api/test/notes', teacher, id, { encryptedData: b });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await countNotes('salted')).toBe(1);

    const other = await post('/api/test/notes', teacher, id, {
      encryptedData: encryptPayload({ text: 'something else' }, config.payloadKey),
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ success: false, message: IDEMPOTENCY_MESSAGES.reusedForDifferentRequest });
    expect(await countNotes('something else')).toBe(0);
  });

  it('the same id on another route is a different request (422)', async () => {
    const id = randomUUID();
    expect((await post('/api/test/notes', teacher, id, { text: 'route-a' })).statusCode).toBe(201);
    const elsewhere = await post('/api/test/plain-notes', teacher, id, { text: 'route-a' });
    expect(elsewhere.statusCode).toBe(422);
    expect(await countNotes('route-a')).toBe(1);
  });

  it('key order in the body does not matter', async () => {
    const id = randomUUID();
    const first = await app.inject({
      method: 'POST',
      url: '/api/rbac/access/check',
      headers: { ...teacher, 'x-request-id': id },
      payload: { resource: 'customer', action: 'read' },
    });
    const second = await app.inject({
      method: 'POST',
      url: '/api/rbac/access/check',
      headers: { ...teacher, 'x-request-id': id },
      payload: { action: 'read', resource: 'customer' },
    });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers[REPLAY_HEADER.toLowerCase()]).toBe('true');
  });

  it('keys belong to one user: the same id from two users runs twice', async () => {
    const id = randomUUID();
    expect((await post('/api/test/notes', teacher, id, { text: 'per-user' })).statusCode).toBe(201);
    const other = await post('/api/test/notes', frontdesk, id, { text: 'per-user' });
    expect(other.statusCode).toBe(201);
    expect(other.headers[REPLAY_HEADER.toLowerCase()]).toBeUndefined();
    expect(await countNotes('per-user')).toBe(2);
  });

  it('a concurrent repeat while the first is running gets 409 and writes nothing', async () => {
    const id = randomUUID();
    const entered = new Promise<void>((resolve) => {
      resolveEntered = resolve;
    });
    const firstPromise = post('/api/test/slow-notes', teacher, id, { text: 'concurrent' });
    await entered;
    const second = await post('/api/test/slow-notes', teacher, id, { text: 'concurrent' });
    const first = await firstPromise;
    resolveEntered = null;
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ success: false, message: IDEMPOTENCY_MESSAGES.stillProcessing });
    // Temporary, and said so: a replaying client asks again instead of giving up.
    expect(second.headers['retry-after']).toBe('1');
    expect(await countNotes('concurrent')).toBe(1);

    // Once the first has finished, a repeat gets its answer.
    const third = await post('/api/test/slow-notes', teacher, id, { text: 'concurrent' });
    expect(third.statusCode).toBe(201);
    expect(third.json()).toEqual(first.json());
  });

  it('two simultaneous requests with one id (Promise.all): one 201 and one 409, one row', async () => {
    const id = randomUUID();
    const answers = await Promise.all([
      post('/api/test/slow-notes', teacher, id, { text: 'simultaneous' }),
      post('/api/test/slow-notes', teacher, id, { text: 'simultaneous' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await countNotes('simultaneous')).toBe(1);
  });

  it('a repeat while the first is slow inside its transaction never writes twice', async () => {
    const id = randomUUID();
    const answers = await Promise.all([
      post('/api/test/slow-in-tx-notes', teacher, id, { text: 'in-tx' }),
      post('/api/test/slow-in-tx-notes', teacher, id, { text: 'in-tx' }),
    ]);
    // Answered at once from the attempts in flight, on PGlite (one connection) and PostgreSQL alike.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await countNotes('in-tx')).toBe(1);
  });

  it('a repeat with another body while the first runs gets 422 and writes nothing', async () => {
    const id = randomUUID();
    const answers = await Promise.all([
      post('/api/test/slow-in-tx-notes', teacher, id, { text: 'first-body' }),
      post('/api/test/slow-in-tx-notes', teacher, id, { text: 'second-body' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    // Either may reach the server first: the one answered 201 is written, the other not at all.
    const [written, refused] = answers[0].statusCode === 201 ? ['first-body', 'second-body'] : ['second-body', 'first-body'];
    expect(await countNotes(written)).toBe(1);
    expect(await countNotes(refused)).toBe(0);
  });

  it('a failed first attempt leaves no key, so the retry runs', async () => {
    const id = randomUUID();
    failuresLeft = 1;
    const failed = await post('/api/test/failing-notes', teacher, id, { text: 'retry-me' });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ success: false, message: 'Internal server error' });
    expect(await countNotes('retry-me')).toBe(0);
    expect(await keyRows(id)).toHaveLength(0);

    const retried = await post('/api/test/failing-notes', teacher, id, { text: 'retry-me' });
    expect(retried.statusCode).toBe(201);
    expect(await countNotes('retry-me')).toBe(1);
  });

  it('a pending key abandoned long ago (a crashed process) is taken over', async () => {
    const id = randomUUID();
    const { user } = await loginAs(app, 'teacher');
    const { hashRequest } = await import('./idempotency');
    await database.db.insert(idempotencyKeys).values({
      userId: user.id,
      requestId: id,
      requestHash: hashRequest('POST', '/api/test/notes', { text: 'abandoned' }),
      state: 'pending',
      createdAt: new Date(Date.now() - 3 * 60 * 1000),
    });
    const response = await post('/api/test/notes', teacher, id, { text: 'abandoned' });
    expect(response.statusCode).toBe(201);
    expect(await countNotes('abandoned')).toBe(1);
    const [key] = await keyRows(id);
    expect(key.state).toBe('done');
  });

  it('a recent pending key is not taken over (409)', async () => {
    const id = randomUUID();
    const { user } = await loginAs(app, 'teacher');
    const { hashRequest } = await import('./idempotency');
    await database.db.insert(idempotencyKeys).values({
      userId: user.id,
      requestId: id,
      requestHash: hashRequest('POST', '/api/test/notes', { text: 'busy' }),
      state: 'pending',
      createdAt: new Date(Date.now() - 30 * 1000),
    });
    expect((await post('/api/test/notes', teacher, id, { text: 'busy' })).statusCode).toBe(409);
    expect(await countNotes('busy')).toBe(0);
  });

  it('routes without writeTransaction have their answer stored as it is sent', async () => {
    const id = randomUUID();
    const first = await post('/api/test/plain-notes', teacher, id, { text: 'plain' });
    const second = await post('/api/test/plain-notes', teacher, id, { text: 'plain' });
    expect(first.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers[REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(await countNotes('plain')).toBe(1);
  });

  it('a refused request (validation) claims no key: the corrected request with that id runs', async () => {
    const id = randomUUID();
    const bad = await post('/api/test/notes', teacher, id, { text: '' });
    expect(bad.statusCode).toBe(400);
    expect(await keyRows(id)).toHaveLength(0);
  });

  it('POST /api/users replays: one user created, same answer', async () => {
    const id = randomUUID();
    const body = { username: 'replayed.user', password: 'long-enough-1', firstName: 'Replay', role: 'TEACHER' };
    const first = await post('/api/users', admin, id, body);
    const second = await post('/api/users', admin, id, body);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const rows = await database.db.select().from(users).where(eq(users.username, 'replayed.user'));
    expect(rows).toHaveLength(1);

    // Without the key the duplicate is refused as a conflict instead.
    const again = await post('/api/users', admin, randomUUID(), body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Username is already taken');
  });

  it('DELETE replays too', async () => {
    const { user: owner, headers } = await loginAs(app, 'owner');
    expect(owner.role).toBe('SUPER_ADMIN');
    const created = await post('/api/users', headers, null, {
      username: 'to.delete',
      password: 'long-enough-1',
      firstName: 'Delete',
      role: 'TEACHER',
    });
    const userId = created.json().data.id as number;
    const id = randomUUID();
    const remove = () =>
      app.inject({ method: 'DELETE', url: `/api/users/${userId}`, headers: { ...headers, 'x-request-id': id } });
    const first = await remove();
    const second = await remove();
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers[REPLAY_HEADER.toLowerCase()]).toBe('true');
    // Without the key, the second delete finds nothing left.
    const third = await app.inject({ method: 'DELETE', url: `/api/users/${userId}`, headers });
    expect(third.statusCode).toBe(404);
  });

  it('public routes (login) are not recorded', async () => {
    const id = randomUUID();
    await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'x-request-id': id },
      payload: { username: 'teacher', password: 'demo1234' },
    });
    expect(await keyRows(id)).toHaveLength(0);
  });

  it('keys older than 30 days are cleaned up, newer ones kept', async () => {
    const { user } = await loginAs(app, 'teacher');
    const old = randomUUID();
    const recent = randomUUID();
    await database.db.insert(idempotencyKeys).values([
      { userId: user.id, requestId: old, requestHash: 'x', state: 'done', createdAt: new Date(Date.now() - 31 * 86_400_000) },
      { userId: user.id, requestId: recent, requestHash: 'x', state: 'done', createdAt: new Date(Date.now() - 29 * 86_400_000) },
    ]);
    expect(await deleteExpiredIdempotencyKeys(database.db)).toBeGreaterThanOrEqual(1);
    expect(await keyRows(old)).toHaveLength(0);
    expect(await keyRows(recent)).toHaveLength(1);
  });

  it('a restarted embedded server releases the claims a killed one left pending, keeping the answers', async () => {
    const { user } = await loginAs(app, 'teacher');
    const pending = randomUUID();
    const done = randomUUID();
    await database.db.insert(idempotencyKeys).values([
      { userId: user.id, requestId: pending, requestHash: 'x', state: 'pending', createdAt: new Date() },
      { userId: user.id, requestId: done, requestHash: 'x', state: 'done', createdAt: new Date() },
    ]);
    expect(await releaseClaimsOfDeadServer(database.db)).toBeGreaterThanOrEqual(1);
    expect(await keyRows(pending)).toHaveLength(0);
    expect(await keyRows(done)).toHaveLength(1);
  });

  it('the same clean-up drops revocations of expired tokens and stale throttle rows', async () => {
    const day = 86_400_000;
    await database.db.insert(revokedTokens).values([
      { jti: 'expired-jti', expiresAt: new Date(Date.now() - 1000) },
      { jti: 'live-jti', expiresAt: new Date(Date.now() + day) },
    ]);
    await database.db.insert(loginThrottle).values([
      { key: 'user:stale', failures: 3, windowStart: new Date(Date.now() - 2 * day) },
      { key: 'user:fresh', failures: 3, windowStart: new Date() },
    ]);
    await deleteExpiredIdempotencyKeys(database.db);
    expect((await database.db.select().from(revokedTokens)).map((row) => row.jti)).toContain('live-jti');
    expect((await database.db.select().from(revokedTokens)).map((row) => row.jti)).not.toContain('expired-jti');
    const keys = (await database.db.select().from(loginThrottle)).map((row) => row.key);
    expect(keys).toContain('user:fresh');
    expect(keys).not.toContain('user:stale');
  });
});
