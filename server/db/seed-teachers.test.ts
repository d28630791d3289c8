import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openTestDatabase } from '../test-support/test-database';
import type { DatabaseHandle } from './connection';
import { classes, exams, subjects, teacherAssignments, teachers } from './schema';
import { seedDatabase } from './seed';
import { DEMO_CLASSES, DEMO_SUBJECTS } from './seed-academics';
import { planClassTeachers, planSubjectTeachers } from './seed-teachers';

let database: DatabaseHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDatabase();
  database = opened.database;
  dispose = opened.dispose;
  await seedDatabase(database.db, { ...loadConfig({}), seed: 'demo' });
});
afterAll(async () => {
  await dispose?.();
});

describe('the demo seed: teacher assignments', () => {
  it('gives every class/subject pair of the seeded exams exactly one teacher', async () => {
    const rows = await database.db.select().from(teacherAssignments);
    expect(rows).toHaveLength(DEMO_CLASSES.length * DEMO_SUBJECTS.length);
    const taught = new Set(rows.map((row) => `${row.classId}:${row.subjectId}`));
    expect(taught.size).toBe(rows.length);
    const examPairs = await database.db.selectDistinct({ classId: exams.classId, subjectId: exams.subjectId }).from(exams);
    expect(examPairs.length).toBeGreaterThan(0);
    expect(examPairs.filter((pair) => !taught.has(`${pair.classId}:${pair.subjectId}`))).toEqual([]);
  });

  it('matches subjects to the teachers who name them, and gives the teacher without a match a subject', async () => {
    const rows = await database.db
      .selectDistinct({ employeeId: teachers.employeeId, subject: subjects.name })
      .from(teacherAssignments)
      .innerJoin(teachers, eq(teachers.id, teacherAssignments.teacherId))
      .innerJoin(subjects, eq(subjects.id, teacherAssignments.subjectId));
    const teacherOf = new Map(rows.map((row) => [row.subject, row.employeeId]));
    expect(teacherOf.get('Mathematics')).toBe('TCH-001');
    expect(teacherOf.get('Dari')).toBe('TCH-002');
    expect(teacherOf.get('Physics')).toBe('TCH-003');
    expect(teacherOf.get('Pashto')).toBe('TCH-007');
    // TCH-008 teaches Computer Science, which no demo subject names: the first free subject is theirs.
    expect(teacherOf.get('History')).toBe('TCH-008');
  });

  it('gives every demo class a room and a class teacher who teaches it, a different one per class', async () => {
    const rows = await database.db.select().from(classes);
    expect(rows).toHaveLength(DEMO_CLASSES.length);
    const teacherIds = new Set((await database.db.select({ id: teachers.id }).from(teachers)).map((row) => row.id));
    const assignments = await database.db.select().from(teacherAssignments);
    for (const row of rows) {
      expect(row.room?.trim(), row.name).toBeTruthy();
      expect(row.classTeacherId, row.name).not.toBeNull();
      expect(teacherIds.has(row.classTeacherId as number)).toBe(true);
      expect(assignments.some((item) => item.classId === row.id && item.teacherId === row.classTeacherId)).toBe(true);
    }
    expect(new Set(rows.map((row) => row.room)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.classTeacherId)).size).toBe(rows.length);
  });

  it('plans class teachers among the teachers who teach, in turn', () => {
    const subjectTeachers = new Map([[10, 2], [11, 3]]);
    expect([...planClassTeachers([1, 2, 3], subjectTeachers, [100, 101, 102]).entries()]).toEqual([[100, 2], [101, 3], [102, 2]]);
    expect([...planClassTeachers([1], new Map(), [100]).entries()]).toEqual([[100, 1]]);
    expect(planClassTeachers([], new Map(), [100]).size).toBe(0);
  });

  it('plans the same way on every run', () => {
    const teacherRows = [
      { id: 1, name: 'A', subject: 'Mathematics' },
      { id: 2, name: 'B', subject: null },
      { id: 3, name: 'C', subject: 'Art' },
    ];
    const subjectRows = [1, 2, 3, 4, 5].map((id) => ({ id, name: id === 1 ? 'Mathematics' : `S${id}` }));
    const first = planSubjectTeachers(teacherRows, subjectRows, 7);
    expect([...first.entries()]).toEqual([...planSubjectTeachers(teacherRows, subjectRows, 7).entries()]);
    expect(first.get(1)).toBe(1);
    expect(first.get(2)).toBe(2);
    expect(first.get(3)).toBe(3);
    expect(first.size).toBe(5);
  });
});
