/**
 * Test data for the staff record tests: the demo staff member EMP-003 (Nasrin Haidari, school 1),
 * a second school with its own staff member and user, and staff members inserted straight into
 * the table.
 */
import { and, eq } from 'drizzle-orm';
import { schools, staff, users } from '../../db/schema';
import type { TestApp } from '../../test-support/test-app';

export type StaffFixture = {
  /** A live demo staff member of school 1. */
  demoStaffId: number;
  /** A staff member of another school (404 for school 1's users). */
  otherSchoolStaffId: number;
  otherSchoolUserId: number;
  /** The demo accounts' user ids, by username. */
  userIds: Record<'admin' | 'principal' | 'teacher' | 'owner', number>;
};

let serial = 0;

export async function insertStaff(t: TestApp, values: Partial<typeof staff.$inferInsert> = {}): Promise<typeof staff.$inferSelect> {
  serial += 1;
  const [row] = await t.database.db
    .insert(staff)
    .values({ schoolId: 1, employeeId: `TST-${String(serial).padStart(3, '0')}`, firstName: 'Test', lastName: `Staff ${serial}`, ...values })
    .returning();
  return row;
}

export async function staffFixture(t: TestApp): Promise<StaffFixture> {
  const db = t.database.db;
  const [demo] = await db.select({ id: staff.id }).from(staff).where(and(eq(staff.schoolId, 1), eq(staff.employeeId, 'EMP-003')));
  const [school] = await db.insert(schools).values({ name: 'Herat Branch' }).returning();
  const other = await insertStaff(t, { schoolId: school.id, employeeId: 'HR-001', firstName: 'Other' });
  const [otherUser] = await db
    .insert(users)
    .values({ schoolId: school.id, username: 'herat.clerk', passwordHash: 'x', firstName: 'Herat', lastName: 'Clerk', role: 'STAFF' })
    .returning();
  const byName = async (username: string) => (await db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;
  return {
    demoStaffId: demo.id,
    otherSchoolStaffId: other.id,
    otherSchoolUserId: otherUser.id,
    userIds: { admin: await byName('admin'), principal: await byName('principal'), teacher: await byName('teacher'), owner: await byName('owner') },
  };
}
