/**
 * Test data for the card and avatar tests: students inserted straight into the tables (with their
 * user and class). The upload folder, images and multipart bodies are in server/test-support.
 */
import { randomUUID } from 'node:crypto';
import { classes, students, users } from '../../../db/schema';
import type { TestApp } from '../../../test-support/test-app';

export type TestStudent = { id: number; userId: number; schoolId: number; admissionNo: string };

let serial = 0;

export async function insertStudent(
  t: TestApp,
  values: { schoolId?: number; firstName?: string; lastName?: string; dariName?: string | null; className?: string | null; deleted?: boolean } = {},
): Promise<TestStudent> {
  serial += 1;
  const schoolId = values.schoolId ?? 1;
  const db = t.database.db;
  const className = values.className === undefined ? 'Grade 7 - A' : values.className;
  const [classRow] = className
    ? await db.insert(classes).values({ schoolId, name: className, code: `C-${serial}-${randomUUID().slice(0, 6)}` }).returning()
    : [undefined];
  const [user] = await db
    .insert(users)
    .values({
      schoolId,
      username: `card.student.${serial}.${randomUUID().slice(0, 8)}`,
      passwordHash: 'not-a-login',
      role: 'STUDENT',
      firstName: values.firstName ?? 'Maryam',
      lastName: values.lastName ?? 'Ahmadi',
      dariName: values.dariName === undefined ? 'مریم احمدی' : values.dariName,
    })
    .returning();
  const admissionNo = `ADM-TEST-${String(serial).padStart(4, '0')}`;
  const [student] = await db
    .insert(students)
    .values({ schoolId, userId: user.id, classId: classRow?.id ?? null, admissionNo, rollNo: String(serial), deletedAt: values.deleted ? new Date() : null })
    .returning();
  return { id: student.id, userId: user.id, schoolId, admissionNo };
}
