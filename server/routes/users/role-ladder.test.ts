/**
 * The role ladder through the real routes (issue 21): every acting role × every target role ×
 * every way of managing a user. Each actor holds `*`, so only the ladder decides; what it must
 * decide is written out here from the issue, not imported from the code under test.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@/contract/permissions';
import { ROLE_LADDER_MESSAGES } from '@/contract/role-ladder';
import { students, userPermissions, users } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { insertCustomer } from '../customers/customer-extras-test-fixtures';
import { USER_MESSAGES } from './user-schemas';

const ADMIN_ROLES: readonly Role[] = ['SUPER_ADMIN', 'OWNER', 'SCHOOL_ADMIN'];
const BOTTOM_RUNG = ROLES.filter((role) => !ADMIN_ROLES.includes(role));

/** Whom each role may manage: SUPER_ADMIN everyone; OWNER and SCHOOL_ADMIN those below; the rest their peers. */
function manages(actor: Role): readonly Role[] {
  if (actor === 'SUPER_ADMIN') return ROLES;
  if (actor === 'OWNER') return ['SCHOOL_ADMIN', ...BOTTOM_RUNG];
  return BOTTOM_RUNG;
}

/** What a refusal must say, by the role that was out of reach. */
const REFUSAL: Partial<Record<Role, string>> = {
  SUPER_ADMIN: ROLE_LADDER_MESSAGES.superAdminsOnly,
  OWNER: ROLE_LADDER_MESSAGES.ownersOnly,
  SCHOOL_ADMIN: ROLE_LADDER_MESSAGES.schoolAdminsOnly,
};

const PASSWORD = 'ladder-pass-1';
const SCHOOL_ID = 1;

type Actor = TestLogin & { role: Role; address: string };
type UserRow = typeof users.$inferSelect;

let t: TestApp;
let passwordHash: string;
const actors = new Map<Role, Actor>();
/** Fresh targets, one per operation × actor × target role, so no case sees another's change. */
const targets = new Map<string, UserRow>();

const targetKey = (operation: string, actor: Role, target: Role) => `${operation}:${actor}:${target}`;
const username = (...parts: string[]) => parts.join('.').toLowerCase().replace(/_/g, '-');

beforeAll(async () => {
  t = await createTestApp();
  // Argon2 is slow on purpose: one hash serves every user made here.
  passwordHash = await hashPassword(PASSWORD);
  const actorRows = await t.database.db
    .insert(users)
    .values(ROLES.map((role) => ({ schoolId: SCHOOL_ID, username: username('actor', role), passwordHash, firstName: role, role })))
    .returning();
  await t.database.db.insert(userPermissions).values(actorRows.map((row) => ({ userId: row.id, permission: '*', granted: true })));
  for (const [index, row] of actorRows.entries()) {
    const login = await loginAs(t.app, row.username, PASSWORD);
    // An address per actor: the table sends more requests than one address may in a minute.
    actors.set(row.role as Role, { ...login, role: row.role as Role, address: `10.21.0.${index + 1}` });
  }

  const wanted = OPERATIONS.filter((operation) => operation.targetRole).flatMap((operation) =>
    ROLES.flatMap((actor) =>
      ROLES.map((target) => ({
        key: targetKey(operation.name, actor, target),
        values: {
          schoolId: SCHOOL_ID,
          username: username('t', operation.name, actor, target),
          passwordHash,
          firstName: 'Target',
          role: operation.targetRole!(target),
        },
      })),
    ),
  );
  const rows = await t.database.db.insert(users).values(wanted.map((item) => item.values)).returning();
  rows.forEach((row, index) => targets.set(wanted[index].key, row));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function send(actor: Actor, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url: `/api${url}`, headers: actor.headers, remoteAddress: actor.address, ...(payload ? { payload } : {}) });
}

type Operation = {
  name: string;
  /** The role the fresh target starts with (none: the operation makes its own user). */
  targetRole?: (role: Role) => Role;
  success: number;
  run: (actor: Actor, target: Role, row: UserRow | undefined) => Promise<LightMyRequestResponse>;
  /** Whether the refused request left the database as it was. */
  unchanged: (actor: Role, target: Role, row: UserRow | undefined) => Promise<boolean>;
};

async function rowUnchanged(row: UserRow | undefined): Promise<boolean> {
  const [now] = await t.database.db.select().from(users).where(eq(users.id, row!.id));
  const grants = await t.database.db.select().from(userPermissions).where(eq(userPermissions.userId, row!.id));
  return (
    grants.length === 0 &&
    now.role === row!.role &&
    now.isActive &&
    now.deletedAt === null &&
    now.passwordHash === row!.passwordHash &&
    now.updatedAt.getTime() === row!.updatedAt.getTime()
  );
}

const OPERATIONS: Operation[] = [
  {
    name: 'create',
    success: 201,
    run: (actor, target) =>
      send(actor, 'POST', '/users', { username: username('new', actor.role, target), password: PASSWORD, firstName: 'New', role: target }),
    unchanged: async (actor, target) =>
      (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username('new', actor, target)))).length === 0,
  },
  {
    name: 'promote',
    targetRole: () => 'STAFF',
    success: 200,
    run: (actor, target, row) => send(actor, 'PUT', `/users/${row!.id}`, { role: target }),
    unchanged: (_actor, _target, row) => rowUnchanged(row),
  },
  {
    name: 'demote',
    targetRole: (role) => role,
    success: 200,
    run: (actor, _target, row) => send(actor, 'PUT', `/users/${row!.id}`, { role: 'STAFF' }),
    unchanged: (_actor, _target, row) => rowUnchanged(row),
  },
  {
    name: 'grant',
    targetRole: (role) => role,
    success: 200,
    run: (actor, _target, row) => send(actor, 'PUT', `/users/${row!.id}/permissions`, { grants: ['report:export'] }),
    unchanged: (_actor, _target, row) => rowUnchanged(row),
  },
  {
    name: 'deactivate',
    targetRole: (role) => role,
    success: 200,
    run: (actor, _target, row) => send(actor, 'PUT', `/users/${row!.id}`, { isActive: false }),
    unchanged: (_actor, _target, row) => rowUnchanged(row),
  },
  {
    name: 'delete',
    targetRole: (role) => role,
    success: 200,
    run: (actor, _target, row) => send(actor, 'DELETE', `/users/${row!.id}`),
    unchanged: (_actor, _target, row) => rowUnchanged(row),
  },
  {
    name: 'reset-password',
    targetRole: (role) => role,
    success: 200,
    run: (actor, _target, row) => send(actor, 'PUT', `/users/${row!.id}`, { password: 'reset-pass-22' }),
    unchanged: (_actor, _target, row) => rowUnchanged(row),
  },
];

describe('the role ladder: acting role × target role × operation', () => {
  it.each(OPERATIONS.map((operation) => [operation.name, operation] as const))('%s', async (_name, operation) => {
    const expected: string[] = [];
    const actual: string[] = [];
    for (const actorRole of ROLES) {
      const actor = actors.get(actorRole)!;
      for (const targetRole of ROLES) {
        const row = targets.get(targetKey(operation.name, actorRole, targetRole));
        const allowed = manages(actorRole).includes(targetRole);
        const label = `${actorRole} ${operation.name} ${targetRole}`;
        expected.push(`${label}: ${allowed ? operation.success : `403 ${REFUSAL[targetRole]} (nothing written)`}`);
        const response = await operation.run(actor, targetRole, row);
        if (response.statusCode !== 403) {
          actual.push(`${label}: ${response.statusCode}`);
        } else {
          const written = !(await operation.unchanged(actorRole, targetRole, row));
          actual.push(`${label}: 403 ${response.json().message} (${written ? 'written!' : 'nothing written'})`);
        }
      }
    }
    expect(actual).toEqual(expected);
  }, 60_000);
});

describe('nobody changes their own role, grants or scope', () => {
  it.each(ROLES.map((role) => [role]))('%s edits their own name, but not their own access', async (role) => {
    const actor = actors.get(role)!;
    const id = actor.user.id;
    expect((await send(actor, 'PUT', `/users/${id}`, { phone: '+93700111222', role })).statusCode).toBe(200);
    const otherRole = role === 'SUPER_ADMIN' ? 'TEACHER' : 'SUPER_ADMIN';
    const refusals = [
      await send(actor, 'PUT', `/users/${id}`, { role: otherRole }),
      await send(actor, 'PUT', `/users/${id}`, { dataScopes: ['*'] }),
      await send(actor, 'PUT', `/users/${id}`, { schoolId: 2 }),
      await send(actor, 'PUT', `/users/${id}/permissions`, { grants: [] }),
    ];
    expect(refusals.map((response) => [response.statusCode, response.json().message])).toEqual(
      refusals.map(() => [403, USER_MESSAGES.ownAccess]),
    );
    const deactivate = await send(actor, 'PUT', `/users/${id}`, { isActive: false });
    expect([deactivate.statusCode, deactivate.json().message]).toEqual([403, USER_MESSAGES.ownActiveState]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ role, dataScopes: [], schoolId: SCHOOL_ID, isActive: true, phone: '+93700111222' });
    const grants = await t.database.db.select().from(userPermissions).where(eq(userPermissions.userId, id));
    expect(grants.map((grant) => grant.permission)).toEqual(['*']);
  });
});

describe('the reported attack: principal (a TEACHER granted *)', () => {
  it('cannot create a SUPER_ADMIN nor promote the demo parent; nothing is written', async () => {
    const principal = await loginAs(t.app, 'principal');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: principal.headers,
      payload: { username: 'x.attack', password: 'attack-pass-1', firstName: 'X', role: 'SUPER_ADMIN' },
    });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toEqual({ success: false, message: ROLE_LADDER_MESSAGES.superAdminsOnly });
    expect(await t.database.db.select().from(users).where(eq(users.username, 'x.attack'))).toEqual([]);

    const [parent] = await t.database.db.select().from(users).where(eq(users.username, 'parent'));
    expect(parent.id).toBe(5);
    const promoted = await t.app.inject({ method: 'PUT', url: '/api/users/5', headers: principal.headers, payload: { role: 'SUPER_ADMIN' } });
    expect(promoted.statusCode).toBe(403);
    expect(promoted.json().message).toBe(ROLE_LADDER_MESSAGES.superAdminsOnly);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, 5));
    expect(after).toEqual(parent);

    // Nor an OWNER, who would reach the server-wide settings principal is refused.
    const owner = await t.app.inject({ method: 'PUT', url: '/api/users/5', headers: principal.headers, payload: { role: 'OWNER' } });
    expect([owner.statusCode, owner.json().message]).toEqual([403, ROLE_LADDER_MESSAGES.ownersOnly]);
  });
});

describe('other writers of users', () => {
  it('conversion to student makes only a bottom-rung STUDENT, with no grants or scope', async () => {
    const actor = actors.get('STAFF')!;
    const customer = await insertCustomer(t, { schoolId: SCHOOL_ID, name: 'Ladder Convert', status: 'QUALIFIED' });
    const response = await send(actor, 'POST', `/customers/${customer.id}/convert-to-student`, {});
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, response.json().data.student.username));
    expect(row).toMatchObject({ role: 'STUDENT', dataScopes: [], schoolId: SCHOOL_ID });
    expect(await t.database.db.select().from(userPermissions).where(eq(userPermissions.userId, row.id))).toEqual([]);
  });

  it("editing a student edits its account only while the ladder allows: not once /users made it a SUPER_ADMIN", async () => {
    const actor = actors.get('TEACHER')!;
    const [student] = await t.database.db.select().from(students).where(eq(students.schoolId, SCHOOL_ID)).limit(1);
    const edit = () => send(actor, 'PUT', `/students/${student.id}`, { admissionNo: student.admissionNo, user: { firstName: 'Renamed' } });
    const first = await edit();
    expect(first.statusCode, first.body).toBe(200);
    await t.database.db.update(users).set({ role: 'SUPER_ADMIN', firstName: 'Raised' }).where(eq(users.id, student.userId));
    const refused = await edit();
    expect([refused.statusCode, refused.json().message]).toEqual([403, ROLE_LADDER_MESSAGES.superAdminsOnly]);
    const [account] = await t.database.db.select().from(users).where(eq(users.id, student.userId));
    expect(account.firstName).toBe('Raised');
  });

  it('bulk staff cannot carry a role or scope onto a linked user', async () => {
    const actor = actors.get('STAFF')!;
    const linked = actors.get('TEACHER')!.user.id;
    const response = await send(actor, 'POST', '/staff/bulk', {
      staff: [{ employeeId: 'LAD-1', firstName: 'Linked', lastName: 'Staff', userId: linked, role: 'SUPER_ADMIN', dataScopes: ['*'] }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ successCount: 0, failureCount: 1 });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, linked));
    expect(row).toMatchObject({ role: 'TEACHER', dataScopes: [] });
  });
});
