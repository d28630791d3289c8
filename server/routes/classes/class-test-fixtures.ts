/** Rows the classes tests craft directly: teachers, subjects, classes and students of a school. */
import { classes, students, subjects, teachers, users } from '../../db/schema';
import type { TestApp } from '../../test-support/test-app';

let sequence = 0;
const next = () => (sequence += 1);

export async function addTeacher(t: TestApp, schoolId: number, firstName: string, lastName: string): Promise<number> {
  const [row] = await t.database.db.insert(teachers).values({ schoolId, employeeId: `CT-${next()}`, firstName, lastName }).returning();
  return row.id;
}

export async function addSubject(t: TestApp, schoolId: number, name: string, code = `S-${next()}`): Promise<number> {
  const [row] = await t.database.db.insert(subjects).values({ schoolId, name, code }).returning();
  return row.id;
}

export async function addClass(t: TestApp, schoolId: number, name: string, values: Partial<typeof classes.$inferInsert> = {}): Promise<number> {
  const [row] = await t.database.db.insert(classes).values({ schoolId, name, code: `C-${next()}`, ...values }).returning();
  return row.id;
}

export async function addStudent(
  t: TestApp,
  schoolId: number,
  classId: number | null,
  firstName: string,
  options: { gender?: string | null; status?: string; deleted?: boolean } = {},
): Promise<number> {
  const number = next();
  const [user] = await t.database.db
    .insert(users)
    .values({ schoolId, username: `class-student-${number}`, passwordHash: 'not-a-hash', firstName, lastName: 'Test', role: 'STUDENT', gender: options.gender ?? null })
    .returning();
  const [row] = await t.database.db
    .insert(students)
    .values({ schoolId, userId: user.id, classId, admissionNo: `CL-${number}`, status: options.status ?? 'ACTIVE', deletedAt: options.deleted ? new Date() : null })
    .returning();
  return row.id;
}
