import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHOOL_WEEK_ORDER } from '@/contract/parent-child-records';
import { loadConfig } from '../config';
import { addDays, kabulDay } from '../lib/kabul-time';
import { createUploadStore, type UploadStore } from '../lib/uploads/upload-store';
import { childAnnouncements } from '../routes/parents/parent-child-announcements';
import { checkedStudentDocumentPath } from '../routes/students/public';
import { studentLetterPdf } from '../routes/parents/parent-child-letter-pdf';
import { childTimetable } from '../routes/parents/parent-child-timetable';
import { openTestDatabase } from '../test-support/test-database';
import { testUploadStore } from '../test-support/test-snapshots';
import type { DatabaseHandle } from './connection';
import { announcements, assignmentSubmissions, assignments, classes, parentNotifications, studentDocuments, students, subjects, timetableEntries, users } from './schema';
import { seedDatabase } from './seed';
import { LESSON_TIMES, SCHOOL_WEEKDAYS } from './seed-parent-portal';

let database: DatabaseHandle;
let dispose: () => Promise<void>;
let dataDir: string;
let uploads: UploadStore;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'smis-seed-parent-portal-'));
  ({ database, dispose } = await openTestDatabase());
  const config = { ...loadConfig({}), seed: 'demo' as const, dataDir, uploadStore: testUploadStore() };
  await seedDatabase(database.db, config);
  uploads = createUploadStore(config, database.db);
});
afterAll(async () => {
  await dispose?.();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
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

  it("gives every class a Saturday–Thursday week of six lessons a day, each taught by the class's subject teacher", async () => {
    const classRows = await database.db.select({ id: classes.id, name: classes.name }).from(classes).orderBy(asc(classes.id));
    const lessons = await database.db.select().from(timetableEntries);
    expect(lessons).toHaveLength(classRows.length * SCHOOL_WEEKDAYS.length * LESSON_TIMES.length);
    for (const klass of classRows) {
      const { lessons: week } = await childTimetable(database.db, { classId: klass.id, className: klass.name });
      expect(week).toHaveLength(36);
      expect([...new Set(week.map((lesson) => lesson.weekday))]).toEqual(SCHOOL_WEEK_ORDER.filter((day) => day !== 5));
      expect(week.slice(0, 6).map((lesson) => lesson.startTime)).toEqual(LESSON_TIMES.map(([start]) => `${start}:00`));
      expect(week.every((lesson) => lesson.teacherName !== null && lesson.room !== null)).toBe(true);
      // Every subject at least three times a week.
      const perSubject = new Map<string, number>();
      for (const lesson of week) perSubject.set(lesson.subject, (perSubject.get(lesson.subject) ?? 0) + 1);
      expect(Math.min(...perSubject.values())).toBeGreaterThanOrEqual(3);
    }
  });

  it("shows each child's parent the school-wide notices and their class's, not the staff-only or expired ones", async () => {
    const { children } = await demoFamily();
    const all = await database.db.select().from(announcements);
    expect(all).toHaveLength(4 + children.length);
    for (const child of children) {
      const shown = await childAnnouncements(database.db, { schoolId: 1, classId: child.classId });
      const titles = shown.map((row) => row.title);
      expect(titles).toContain('Nowruz holidays');
      expect(titles).toContain('Parent-teacher meeting');
      expect(titles).not.toContain('Staff meeting');
      expect(titles).not.toContain('Winter uniform');
      expect(shown.filter((row) => row.classId !== null).map((row) => row.classId)).toEqual([child.classId]);
    }
  });

  it('stores an enrolment certificate for every child and a medical note for the first, as real PDFs', async () => {
    const { children } = await demoFamily();
    const rows = await database.db.select().from(studentDocuments).orderBy(asc(studentDocuments.id));
    expect(rows.map((row) => [row.studentId, row.title])).toEqual([
      [children[0].id, 'Enrolment certificate'],
      [children[0].id, 'Medical clearance'],
      [children[1].id, 'Enrolment certificate'],
    ]);
    for (const row of rows) {
      const storagePath = checkedStudentDocumentPath(row.studentId, row.storagePath);
      expect(storagePath).not.toBeNull();
      const bytes = await uploads.read(storagePath as string);
      expect(bytes?.length).toBe(row.sizeBytes);
      expect(bytes?.subarray(0, 5).toString()).toBe('%PDF-');
      expect(row.mimeType).toBe('application/pdf');
    }
  });

  it('writes the same letter on the same day as the same bytes, with Dari names drawn in an embedded font', async () => {
    const letter = { schoolName: 'Noor Academy', title: 'Enrolment certificate', paragraphs: ['Text.'], issuedOn: '2025-05-01', signedBy: 'Principal' };
    const [first, second] = await Promise.all([studentLetterPdf(letter), studentLetterPdf(letter)]);
    expect(first.equals(second)).toBe(true);
    expect(first.toString('latin1')).not.toContain('FontFile2');
    const dari = await studentLetterPdf({ ...letter, paragraphs: ['احمدشاه صافی'] });
    expect(dari.toString('latin1')).toContain('DejaVuSans');
    expect(dari.equals(await studentLetterPdf({ ...letter, paragraphs: ['احمدشاه صافی'], issuedOn: '2025-05-02' }))).toBe(false);
  });
});
