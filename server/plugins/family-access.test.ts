/**
 * Family access (`{ permission, orParentOfStudent }`): staff with the permission pass for any id;
 * a PARENT passes only for their own live child; everyone else, and every other id, gets 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/connection';
import { students, users } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { createTokenService, resolveJwtSecret } from '../lib/tokens';
import { createBareApp } from '../test-support/bare-app';
import { openTestDatabase } from '../test-support/test-database';
import { NOT_YOUR_CHILD_MESSAGE, accessControlPlugin, familyAccessOf } from './access-control';
import { authPlugin } from './auth';

describe('family access to a student route', () => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  let parentId: number;
  let childIds: number[];
  let strangerId: number;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    await seedDatabase(database.db, loadConfig({}));
    app = createBareApp();
    app.decorate('db', database.db);
    await app.register(
      async (api) => {
        await api.register(authPlugin, { database });
        await api.register(accessControlPlugin);
        api.get(
          '/kids/:studentId',
          { config: { access: { permission: 'student:read', orParentOfStudent: 'studentId' } } },
          async (request) => familyAccessOf(request),
        );
        api.get(
          '/accounts-of/:studentId',
          { config: { access: { permission: 'user:read', orParentOfStudent: 'studentId' } } },
          async (request) => familyAccessOf(request),
        );
      },
      { prefix: '/api' },
    );
    await app.ready();
    [{ id: parentId }] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'parent'));
    const children = await database.db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.parentUserId, parentId), isNull(students.deletedAt)))
      .orderBy(students.id);
    childIds = children.map((child) => child.id);
    const [stranger] = await database.db
      .select({ id: students.id })
      .from(students)
      .where(and(sql`${students.parentUserId} is distinct from ${parentId}`, isNull(students.deletedAt)))
      .limit(1);
    strangerId = stranger.id;
  });
  afterAll(async () => {
    await app?.close();
    await dispose?.();
  });

  const bearer = async (username: string) => {
    const [row] = await database.db.select().from(users).where(eq(users.username, username));
    const tokens = createTokenService(await resolveJwtSecret(database.db, undefined), 600);
    const { token } = await tokens.sign(row);
    return { authorization: `Bearer ${token}` };
  };
  const get = async (username: string, id: string | number) =>
    app.inject({ method: 'GET', url: `/api/kids/${id}`, headers: await bearer(username) });

  it('lets the parent reach each own child, with the child school for the handler', async () => {
    expect(childIds).toHaveLength(2);
    for (const id of childIds) {
      const response = await get('parent', id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ kind: 'parent', studentId: id, schoolId: expect.any(Number) });
    }
  });

  it('refuses the parent any other student, an unknown id and an invalid id with 403', async () => {
    for (const id of [strangerId, 999999, 'abc', '0', '-1', '1.5', '99999999999']) {
      const response = await get('parent', id);
      expect(response.statusCode, `id ${id}`).toBe(403);
      expect(response.json()).toEqual({ success: false, message: NOT_YOUR_CHILD_MESSAGE });
    }
  });

  it('refuses a deleted child', async () => {
    await database.db.execute(sql`update students set deleted_at = now() where id = ${childIds[1]}`);
    expect((await get('parent', childIds[1])).statusCode).toBe(403);
    await database.db.execute(sql`update students set deleted_at = null where id = ${childIds[1]}`);
    expect((await get('parent', childIds[1])).statusCode).toBe(200);
  });

  it('passes staff with the permission for any student, as the permission case', async () => {
    const response = await get('teacher', strangerId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'permission' });
  });

  it('refuses a non-parent without the permission, naming it, even for the parent child', async () => {
    const headers = await bearer('teacher');
    const response = await app.inject({ method: 'GET', url: `/api/accounts-of/${childIds[0]}`, headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: 'You do not have permission: user:read' });
    expect((await app.inject({ method: 'GET', url: `/api/accounts-of/${childIds[0]}`, headers: await bearer('parent') })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/kids/${childIds[0]}` })).statusCode).toBe(401);
  });
});
