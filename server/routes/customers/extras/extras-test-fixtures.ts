/**
 * Test data for the customer extras tests: a fresh school with its own users (so the demo seed's
 * visitors never change the figures a test expects) and customers inserted directly.
 */
import { randomUUID } from 'node:crypto';
import { customers, schools, userPermissions, users } from '../../../db/schema';
import { hashPassword } from '../../../lib/password';
import { loginAs, type TestLogin } from '../../../test-support/login';
import type { TestApp } from '../../../test-support/test-app';
import type { CustomerRow } from '../customer-dto';

const PASSWORD = 'extras-pass-1';
let passwordHash: Promise<string> | undefined;
let serial = 0;

export async function createSchool(t: TestApp, name = 'Herat Branch'): Promise<number> {
  const [school] = await t.database.db.insert(schools).values({ name }).returning();
  return school.id;
}

/** A user of `schoolId` with the role's defaults plus `grants`, signed in. */
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

export type CustomerValues = Partial<typeof customers.$inferInsert> & { schoolId: number };

export async function insertCustomer(t: TestApp, values: CustomerValues): Promise<CustomerRow> {
  serial += 1;
  const [row] = await t.database.db
    .insert(customers)
    .values({ id: randomUUID(), serialNumber: `T-${String(serial).padStart(6, '0')}`, name: `Visitor ${serial}`, ...values })
    .returning();
  return row;
}

export const daysAgo = (days: number, from: Date = new Date()) => new Date(from.getTime() - days * 24 * 60 * 60 * 1000);
