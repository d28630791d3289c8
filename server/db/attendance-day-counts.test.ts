/**
 * attendance_day_counts is kept by triggers on attendance (migration 0011_academics_summaries): after every kind of
 * write (bulk insert, status change, class change, soft delete and restore, hard delete,
 * truncate) it must equal the live marks counted afresh. The dashboard reads only the counts.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './connection';
import { attendance, attendanceDayCounts, classes, schools, students, users } from './schema';
import { openTestDatabase } from '../test-support/test-database';

let database: DatabaseHandle;
let dispose: () => Promise<void>;
let schoolId: number;
let classIds: number[];
let studentIds: number[];

type CountRow = { schoolId: number; classId: number | null; date: string; present: number; absent: number; late: number; excused: number; marks: number };

/** The counts as the triggers keep them, rows of zero marks left out (a counter may fall back to zero). */
async function keptCounts(): Promise<CountRow[]> {
  const rows = await database.db
    .select()
    .from(attendanceDayCounts)
    .orderBy(asc(attendanceDayCounts.schoolId), asc(attendanceDayCounts.classId), asc(attendanceDayCounts.date));
  return rows.filter((row) => row.marks !== 0);
}

/** The same counts computed afresh from the live marks. */
async function recounted(): Promise<CountRow[]> {
  const result = await database.db.execute(sql`
    select school_id as "schoolId", class_id as "classId", date::text as date,
      (count(*) filter (where status = 'PRESENT'))::int as present, (count(*) filter (where status = 'ABSENT'))::int as absent,
      (count(*) filter (where status = 'LATE'))::int as late, (count(*) filter (where status = 'EXCUSED'))::int as excused,
      count(*)::int as marks
    from attendance where deleted_at is null
    group by school_id, class_id, date
    order by school_id, class_id nulls last, date`);
  return (result as unknown as { rows: CountRow[] }).rows;
}

async function expectCountsMatch(): Promise<void> {
  expect(await keptCounts()).toEqual(await recounted());
}

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  const { db } = database;
  [{ id: schoolId }] = await db.insert(schools).values({ name: 'Counts School' }).returning({ id: schools.id });
  classIds = (
    await db
      .insert(classes)
      .values([1, 2].map((grade) => ({ schoolId, name: `Grade ${grade}`, code: `G${grade}`, grade })))
      .returning({ id: classes.id })
  ).map((row) => row.id);
  const userRows = await db
    .insert(users)
    .values([0, 1, 2, 3].map((index) => ({ schoolId, username: `counts-${index}`, passwordHash: 'x', role: 'STUDENT' })))
    .returning({ id: users.id });
  studentIds = (
    await db
      .insert(students)
      .values(userRows.map((user, index) => ({ schoolId, userId: user.id, classId: classIds[index % 2], admissionNo: `C-${index}` })))
      .returning({ id: students.id })
  ).map((row) => row.id);
});

afterAll(async () => {
  await dispose();
});

describe('attendance_day_counts', () => {
  it('counts a bulk insert of several classes and days', async () => {
    const statuses = ['PRESENT', 'ABSENT', 'LATE', 'EXCUSED'] as const;
    await database.db.insert(attendance).values(
      ['2026-11-01', '2026-11-02'].flatMap((date, day) =>
        studentIds.map((studentId, index) => ({ schoolId, studentId, classId: classIds[index % 2], date, status: statuses[(index + day) % 4] })),
      ),
    );
    await expectCountsMatch();
    expect((await keptCounts()).reduce((sum, row) => sum + row.marks, 0)).toBe(8);
  });

  it('follows a status change, a class change and a mark without a class', async () => {
    const { db } = database;
    await db.update(attendance).set({ status: 'ABSENT' }).where(eq(attendance.studentId, studentIds[0]));
    await db.update(attendance).set({ classId: classIds[1] }).where(eq(attendance.studentId, studentIds[2]));
    await db.insert(attendance).values({ schoolId, studentId: studentIds[3], classId: null, date: '2026-11-03', status: 'PRESENT' });
    await expectCountsMatch();
  });

  it('drops soft-deleted marks, counts them again when restored, and follows a hard delete', async () => {
    const { db } = database;
    await db.update(attendance).set({ deletedAt: new Date() }).where(eq(attendance.date, '2026-11-01'));
    await expectCountsMatch();
    await db.update(attendance).set({ deletedAt: null }).where(eq(attendance.studentId, studentIds[1]));
    await expectCountsMatch();
    await db.delete(attendance).where(eq(attendance.date, '2026-11-02'));
    await expectCountsMatch();
  });

  it('is emptied by a truncate', async () => {
    await database.db.execute(sql`truncate attendance`);
    expect(await keptCounts()).toEqual([]);
  });
});
