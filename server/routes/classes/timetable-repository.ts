/**
 * Timetable lessons for the /timetables routes: the answer items (with class, subject and teacher
 * names), one lesson in the user's scope (404 otherwise), the checks of a lesson's class, subject
 * and teacher (all of the class's school), the lesson it would overlap, and the lesson writes in
 * the route's transaction.
 */
import { and, eq, gt, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { TIMETABLE_MESSAGES, lessonOverlaps, type TimetableEntry } from '@/contract/classes';
import { DEFAULT_SCHOOL_GENERAL_SETTINGS, ISO_WEEKDAY, type WeekDay } from '@/contract/settings';
import type { DbOrTx } from '../../db/connection';
import { classes, subjects, teachers, timetableEntries } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { lookupSchoolCondition } from '../../lib/lookup-query';
import { canAccessSchool } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { teacherName } from './class-repository';

const hhmm = (time: string) => time.slice(0, 5);

const lessonColumns = {
  id: timetableEntries.id,
  schoolId: timetableEntries.schoolId,
  classId: timetableEntries.classId,
  className: classes.name,
  classDariName: classes.dariName,
  classPashtoName: classes.pashtoName,
  subjectId: subjects.id,
  subjectName: subjects.name,
  subjectDariName: subjects.dariName,
  subjectPashtoName: subjects.pashtoName,
  subjectCode: subjects.code,
  teacherId: teachers.id,
  teacherName,
  weekday: timetableEntries.weekday,
  startTime: timetableEntries.startTime,
  endTime: timetableEntries.endTime,
  room: timetableEntries.room,
  updatedAt: timetableEntries.updatedAt,
};

/**
 * The school week's order from its first day (settings week.firstDay): that ISO weekday → 0, the
 * next → 1 … the day before it → 6. Saturday first is (weekday + 1) % 7.
 */
export function schoolWeekOrder(firstDay: WeekDay): SQL {
  return sql`(${timetableEntries.weekday} + ${sql.raw(String(7 - ISO_WEEKDAY[firstDay]))}) % 7`;
}

/** Live lessons of live classes matching `where`, as answer items, in the week order from `firstDay`. */
export async function readLessons(db: DbOrTx, where: SQL | undefined, firstDay: WeekDay = DEFAULT_SCHOOL_GENERAL_SETTINGS.week.firstDay): Promise<TimetableEntry[]> {
  const rows = await db
    .select(lessonColumns)
    .from(timetableEntries)
    .innerJoin(classes, eq(classes.id, timetableEntries.classId))
    .innerJoin(subjects, eq(subjects.id, timetableEntries.subjectId))
    .leftJoin(teachers, eq(teachers.id, timetableEntries.teacherId))
    .where(and(where, isNull(timetableEntries.deletedAt), isNull(classes.deletedAt)))
    .orderBy(schoolWeekOrder(firstDay), timetableEntries.startTime, classes.name, timetableEntries.id);
  return rows.map((row) => ({
    id: row.id,
    schoolId: row.schoolId,
    classId: row.classId,
    className: row.className,
    classDariName: row.classDariName,
    classPashtoName: row.classPashtoName,
    subjectId: row.subjectId,
    subject: { id: row.subjectId, name: row.subjectName, dariName: row.subjectDariName, pashtoName: row.subjectPashtoName, code: row.subjectCode },
    teacherId: row.teacherId,
    teacher: row.teacherId === null ? null : { id: row.teacherId, name: row.teacherName ?? '' },
    weekday: row.weekday,
    startTime: hhmm(row.startTime),
    endTime: hhmm(row.endTime),
    room: row.room,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export type LessonRow = typeof timetableEntries.$inferSelect;

export async function findLessonInScope(db: DbOrTx, user: AuthUser, id: number): Promise<LessonRow> {
  const [row] = await db
    .select()
    .from(timetableEntries)
    .where(and(eq(timetableEntries.id, id), isNull(timetableEntries.deletedAt)));
  if (!row || !canAccessSchool(user, row.schoolId)) throw httpError(404, TIMETABLE_MESSAGES.notFound);
  return row;
}

const refused = (field: string, message: string) => httpError(400, message, { [field]: message });

/**
 * The lesson's class (live, in the user's scope), subject and teacher (live, of the class's
 * school); locks the class and the teacher so that two lessons written at once cannot both miss
 * each other's overlap. Returns the class's school.
 */
export async function checkLessonParts(tx: DbOrTx, user: AuthUser, lesson: { classId: number; subjectId: number; teacherId: number | null }): Promise<number> {
  const [classRow] = await tx
    .select({ schoolId: classes.schoolId })
    .from(classes)
    .where(and(eq(classes.id, lesson.classId), isNull(classes.deletedAt)))
    .for('update');
  if (!classRow || !canAccessSchool(user, classRow.schoolId)) throw refused('classId', TIMETABLE_MESSAGES.classNotFound);
  const [subject] = await tx
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.id, lesson.subjectId), eq(subjects.schoolId, classRow.schoolId), isNull(subjects.deletedAt)));
  if (!subject) throw refused('subjectId', TIMETABLE_MESSAGES.subjectNotFound);
  if (lesson.teacherId !== null) {
    const [teacher] = await tx
      .select({ id: teachers.id })
      .from(teachers)
      .where(and(eq(teachers.id, lesson.teacherId), eq(teachers.schoolId, classRow.schoolId), isNull(teachers.deletedAt)))
      .for('update');
    if (!teacher) throw refused('teacherId', TIMETABLE_MESSAGES.teacherNotFound);
  }
  return classRow.schoolId;
}

export type LessonTimes = { classId: number; teacherId: number | null; weekday: number; startTime: string; endTime: string };

/** 409 naming the live lesson of the same class or teacher that shares part of the lesson's time. */
export async function refuseOverlap(tx: DbOrTx, lesson: LessonTimes, exceptId?: number): Promise<void> {
  const sameClassOrTeacher = or(
    eq(timetableEntries.classId, lesson.classId),
    lesson.teacherId === null ? undefined : eq(timetableEntries.teacherId, lesson.teacherId),
  );
  // Touching lessons (one ends at 08:45, the next starts at 08:45) do not overlap.
  const where = and(
    sameClassOrTeacher,
    eq(timetableEntries.weekday, lesson.weekday),
    lt(timetableEntries.startTime, lesson.endTime),
    gt(timetableEntries.endTime, lesson.startTime),
    exceptId === undefined ? undefined : ne(timetableEntries.id, exceptId),
  );
  const [other] = await readLessons(tx, where);
  if (!other) return;
  const by = other.classId === lesson.classId ? 'class' : 'teacher';
  throw httpError(409, lessonOverlaps({ subject: other.subject.name, className: other.className, teacher: other.teacher?.name ?? null, weekday: other.weekday, startTime: other.startTime, endTime: other.endTime }, by));
}

export type LessonFilters = { classId?: number; teacherId?: number; weekday?: number; schoolId?: number };

/** The lessons in scope (or of `schoolId`) matching the filters, in the week's order from `firstDay`. */
export function listLessons(db: DbOrTx, user: AuthUser, filters: LessonFilters, firstDay: WeekDay): Promise<TimetableEntry[]> {
  const { classId, teacherId, weekday, schoolId } = filters;
  const conditions: (SQL | undefined)[] = [lookupSchoolCondition(user, timetableEntries.schoolId, schoolId)];
  if (classId !== undefined) conditions.push(eq(timetableEntries.classId, classId));
  if (teacherId !== undefined) conditions.push(eq(timetableEntries.teacherId, teacherId));
  if (weekday !== undefined) conditions.push(eq(timetableEntries.weekday, weekday));
  return readLessons(db, and(...conditions), firstDay);
}

/** One lesson as the answers show it. */
export async function readLesson(db: DbOrTx, id: number): Promise<TimetableEntry> {
  const [lesson] = await readLessons(db, eq(timetableEntries.id, id));
  return lesson;
}

export async function insertLesson(tx: DbOrTx, values: typeof timetableEntries.$inferInsert): Promise<{ id: number }> {
  const [row] = await tx.insert(timetableEntries).values(values).returning({ id: timetableEntries.id });
  return row;
}

export async function updateLesson(tx: DbOrTx, id: number, values: Partial<typeof timetableEntries.$inferInsert>): Promise<void> {
  await tx.update(timetableEntries).set({ ...values, updatedAt: new Date() }).where(eq(timetableEntries.id, id));
}

export async function softDeleteLesson(tx: DbOrTx, id: number): Promise<void> {
  await tx.update(timetableEntries).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(timetableEntries.id, id));
}
