import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, exams, grades, students, subjects, users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createSchool } from '../../../test-support/school-fixtures';
import { completionFigures } from './student-analytics-scans';

let t: TestApp;
let schoolId: number;
const range = { from: '2026-01-01', to: '2026-01-31' };

beforeAll(async () => {
  t = await createTestApp();
  schoolId = await createSchool(t, 'Completion School');
});
afterAll(async () => {
  await t?.close();
});

describe('completionFigures', () => {
  it('expects the active students of the class admitted by the exam day, and counts each graded student once', async () => {
    const db = t.database.db;
    const [x, y, z] = await db
      .insert(classes)
      .values([
        { schoolId, name: 'X', code: 'CX' },
        { schoolId, name: 'Y', code: 'CY' },
        { schoolId, name: 'Z', code: 'CZ' },
      ])
      .returning();
    const [subject] = await db.insert(subjects).values({ schoolId, name: 'Science', code: 'SCI' }).returning();
    const add = async (name: string, classId: number, admissionDate: string, extra: Partial<typeof students.$inferInsert> = {}) => {
      const [user] = await db.insert(users).values({ schoolId, username: `cf.${name}`, passwordHash: '!locked', role: 'STUDENT' }).returning();
      const [student] = await db.insert(students).values({ schoolId, userId: user.id, classId, admissionNo: `CF-${name}`, admissionDate, ...extra }).returning();
      return student.id;
    };
    const a = await add('a', x.id, '2020-03-21');
    const b = await add('b', x.id, '2026-01-10'); // admitted on exam 1's day: expected there
    await add('c', x.id, '2026-01-12'); // admitted after exam 1, before exam 2
    await add('d', x.id, '2020-03-21', { status: 'INACTIVE' });
    await add('e', x.id, '2020-03-21', { deletedAt: new Date() });
    const f = await add('f', y.id, '2020-03-21'); // another class: its grade on X's exam does not count

    const exam = (classId: number, examDate: string, status: 'COMPLETED' | 'SCHEDULED' = 'COMPLETED') => ({ schoolId, classId, subjectId: subject.id, name: 'T', examDate, status });
    const [e1, e2, e3] = await db
      .insert(exams)
      .values([exam(x.id, '2026-01-10'), exam(x.id, '2026-01-20'), exam(x.id, '2026-01-10'), exam(z.id, '2026-01-15'), exam(x.id, '2026-01-25', 'SCHEDULED'), exam(x.id, '2025-12-20')])
      .returning();
    const mark = (studentId: number, examId: number, deletedAt: Date | null = null) => ({
      schoolId,
      studentId,
      subjectId: subject.id,
      classId: x.id,
      examId,
      score: '40',
      maxScore: '50',
      gradedOn: '2026-01-21',
      deletedAt,
    });
    await db.insert(grades).values([
      // e1: a (twice) and b, the two expected: complete.
      mark(a, e1.id),
      mark(a, e1.id),
      mark(b, e1.id),
      mark(f, e1.id),
      // e2: a, b and c expected; a graded twice and f do not make up for c: incomplete.
      mark(a, e2.id),
      mark(a, e2.id),
      mark(b, e2.id),
      mark(f, e2.id),
      // e3: b's grade deleted: incomplete.
      mark(a, e3.id),
      mark(b, e3.id, new Date()),
    ]);

    // e1 complete, e2 and e3 not, Z's exam has nobody to expect (complete); the scheduled and the December exams are not counted.
    expect(await completionFigures(db, { scope: { schoolId, dataScopes: [] } }, range)).toEqual({ total: 4, complete: 2 });
    expect(await completionFigures(db, { scope: { schoolId, dataScopes: [] }, classId: x.id }, range)).toEqual({ total: 3, complete: 1 });
    expect(await completionFigures(db, { scope: { schoolId: schoolId + 1000, dataScopes: [] } }, range)).toEqual({ total: 0, complete: 0 });
  });
});
