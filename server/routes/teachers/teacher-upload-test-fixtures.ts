/**
 * Test data for the teachers' upload, export and import tests: teachers inserted straight into
 * the table (multipart bodies are in server/test-support/multipart-bodies.ts).
 */
import { randomUUID } from 'node:crypto';
import { teachers } from '../../db/schema';
import type { TestApp } from '../../test-support/test-app';

type TeacherValues = Partial<typeof teachers.$inferInsert>;

let serial = 0;

export async function insertTeacher(t: TestApp, values: TeacherValues = {}): Promise<typeof teachers.$inferSelect> {
  serial += 1;
  const [teacher] = await t.database.db
    .insert(teachers)
    .values({
      schoolId: 1,
      employeeId: `TST-${String(serial).padStart(4, '0')}-${randomUUID().slice(0, 4)}`,
      firstName: 'Test',
      lastName: `Teacher ${serial}`,
      ...values,
    })
    .returning();
  return teacher;
}
