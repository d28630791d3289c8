/**
 * Test data any area's server tests share: a fresh school and users in it with chosen grants,
 * signed in (so the demo seed never changes the figures a test expects).
 */
import { schools, userPermissions, users } from '../db/schema';
import { hashPassword } from '../lib/password';
import { loginAs, type TestLogin } from './login';
import type { TestApp } from './test-app';

const PASSWORD = 'fixture-pass-1';
let passwordHash: Promise<string> | undefined;

export async function createSchool(t: TestApp, name = 'Herat Branch', dariName: string | null = null): Promise<number> {
  const [school] = await t.database.db.insert(schools).values({ name, dariName }).returning();
  return school.id;
}

/** A user of `schoolId` with the role's defaults plus `grants` (minus `revoke`), signed in. */
export async function createUserIn(
  t: TestApp,
  schoolId: number,
  username: string,
  options: { role?: string; grants?: string[]; revoke?: string[] } = {},
): Promise<TestLogin> {
  passwordHash ??= hashPassword(PASSWORD);
  const [user] = await t.database.db
    .insert(users)
    .values({ schoolId, username, passwordHash: await passwordHash, firstName: username, role: options.role ?? 'TEACHER' })
    .returning();
  const changes = [
    ...(options.grants ?? []).map((permission) => ({ userId: user.id, permission, granted: true })),
    ...(options.revoke ?? []).map((permission) => ({ userId: user.id, permission, granted: false })),
  ];
  if (changes.length > 0) await t.database.db.insert(userPermissions).values(changes);
  return loginAs(t.app, username, PASSWORD);
}
