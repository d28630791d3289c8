import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { addDays, kabulDay } from '../lib/kabul-time';
import { openTestDatabase } from '../test-support/test-database';
import type { DatabaseHandle } from './connection';
import { assignmentSubmissions, assignments, parentNotifications, students, subjects, users } from './schema';
import { seedDatabase } from './seed';

let database: DatabaseHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  await seedDatabase(database.db, { ...loadConfig({}), seed: 'demo' });
});
afterAll(async () => {
  await dispose?.();
});

describe('the demo seed: parent portal', () => {
  async function demoFamily() {
    const [parent] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'parent'));
    const children = await database.db
      .select({ id: students.id, classId: students.classId })
      .from(students)
      .where(and(eq(students.parentUserId, parent.id), isNull(students.deletedAt)));
    return { parentId: parent.id, children };
  }

  it("sets every subject assignments for the children's classes over the term, a few due soon", async () => {
    const { children } = await demoFamily();
    const rows = await database.db.select().from(assignments);
    const subjectCount = (await database.db.select().from(subjects)).length;
    const today = kabulDay();
    for (const child of children) {
      const own = rows.filter((row) => row.classId === child.classId);
      expect(new Set(own.map((row) => row.subjectId)).size).toBe(subjectCount);
      expect(own.filter((row) => row.dueDate < today).length).toBeGreaterThan(subjectCount * 3);
      const dueSoon = own.filter((row) => row.dueDate >= today && row.dueDate <= addDays(today, 7));
      expect(dueSoon.length).toBeGreaterThan(0);
    }
    expect(new Set(rows.map((row) => row.classId))).toEqual(new Set(children.map((child) => child.classId)));
  });

  it('gives each child past work mostly graded, some late or missing, and no grade on open work', async () => {
    const { children } = await demoFamily();
    const today = kabulDay();
    for (const child of children) {
      const rows = await database.db
        .select({ status: assignmentSubmissions.status, grade: assignmentSubmissions.grade, submittedAt: assignmentSubmissions.submittedAt, dueDate: assignments.dueDate, maxGrade: assignments.maxGrade })
        .from(assignmentSubmissions)
        .innerJoin(assignments, eq(assignments.id, assignmentSubmissions.assignmentId))
        .where(eq(assignmentSubmissions.studentId, child.id));
      const past = rows.filter((row) => row.dueDate < today);
      const graded = past.filter((row) => row.status === 'GRADED').length;
      expect(graded / past.length).toBeGreaterThan(0.6);
      expect(past.some((row) => row.status === 'MISSING' || row.status === 'LATE')).toBe(true);
      for (const row of rows) {
        expect(row.grade === null).toBe(row.status === 'SUBMITTED' || row.status === 'MISSING');
        expect(row.submittedAt === null).toBe(row.status === 'MISSING');
        if (row.grade !== null) expect(Number(row.grade)).toBeLessThanOrEqual(Number(row.maxGrade));
        if (row.dueDate >= today) expect(row.status).toBe('SUBMITTED');
      }
    }
  });

  it('sends the parent 8 notifications of the four types, the older ones read', async () => {
    const { parentId } = await demoFamily();
    const rows = await database.db.select().from(parentNotifications).where(eq(parentNotifications.parentUserId, parentId));
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['warning', 'error', 'success', 'info']));
    expect(rows.filter((row) => row.readAt === null)).toHaveLength(4);
    expect(rows.every((row) => row.createdAt.getTime() < Date.now())).toBe(true);
  });
});
