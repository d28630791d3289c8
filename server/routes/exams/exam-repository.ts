/**
 * Reading and checking exams for the /exams routes: one live exam of a school in the user's scope
 * (404 otherwise, so other schools' ids stay hidden; optionally locked so grade entries on one
 * exam run one after another), the answer items with their class, subject and graded count, and
 * the checks a new or moved exam must pass (its class and subject belong to its school; its class
 * and its room are free at that time on that day); the list page and the exam writes.
 */
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNull, lt, lte, max, ne, or, sql, type SQL } from 'drizzle-orm';
import { EXAM_MESSAGES, examOverlaps, type Exam, type ExamCreate, type ExamStatus, type ExamUpdate } from '@/contract/exams';
import type { DbOrTx } from '../../db/connection';
import { classes, exams, grades, students, subjects, users } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { likePattern } from '../../lib/lookup-query';
import { canAccessSchool, schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { studentNameSql } from '../attendance/public';

export type ExamRow = typeof exams.$inferSelect;

/** HH:MM of a stored time (HH:MM:SS), or null. */
export const clock = (time: string | null) => (time === null ? null : time.slice(0, 5));

/** The live exam `id` if the user may see its school; 404 otherwise. `lock` holds it to the end of the transaction. */
export async function findExamInScope(db: DbOrTx, user: AuthUser, id: number, lock = false): Promise<ExamRow> {
  const query = db
    .select()
    .from(exams)
    .where(and(eq(exams.id, id), isNull(exams.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !canAccessSchool(user, row.schoolId)) throw httpError(404, EXAM_MESSAGES.notFound);
  return row;
}

/** How many live grades each exam has. */
export async function gradedCounts(db: DbOrTx, examIds: number[]): Promise<Map<number, number>> {
  if (examIds.length === 0) return new Map();
  const rows = await db
    .select({ examId: grades.examId, value: count() })
    .from(grades)
    .where(and(inArray(grades.examId, examIds), isNull(grades.deletedAt)))
    .groupBy(grades.examId);
  return new Map(rows.map((row) => [Number(row.examId), Number(row.value)]));
}

export async function toExamDtos(db: DbOrTx, rows: ExamRow[]): Promise<Exam[]> {
  if (rows.length === 0) return [];
  const classIds = [...new Set(rows.map((row) => row.classId))];
  const subjectIds = [...new Set(rows.map((row) => row.subjectId))];
  const [classRows, subjectRows, counts] = await Promise.all([
    db.select({ id: classes.id, name: classes.name, dariName: classes.dariName, pashtoName: classes.pashtoName, code: classes.code }).from(classes).where(inArray(classes.id, classIds)),
    db.select({ id: subjects.id, name: subjects.name, dariName: subjects.dariName, pashtoName: subjects.pashtoName, code: subjects.code }).from(subjects).where(inArray(subjects.id, subjectIds)),
    gradedCounts(db, rows.map((row) => row.id)),
  ]);
  const classById = new Map(classRows.map((row) => [row.id, row]));
  const subjectById = new Map(subjectRows.map((row) => [row.id, row]));
  return rows.map((row) => ({
    id: row.id,
    schoolId: row.schoolId,
    name: row.name,
    dariName: row.dariName,
    pashtoName: row.pashtoName,
    classId: row.classId,
    subjectId: row.subjectId,
    class: classById.get(row.classId) ?? { id: row.classId, name: '', code: '' },
    subject: subjectById.get(row.subjectId) ?? { id: row.subjectId, name: '', code: '' },
    examDate: row.examDate,
    startTime: clock(row.startTime),
    endTime: clock(row.endTime),
    room: row.room,
    maxMarks: Number(row.maxMarks),
    status: row.status,
    academicYear: row.academicYear,
    gradedCount: counts.get(row.id) ?? 0,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** 400 on the field when the class or the subject is not a live one of the school. */
export async function checkClassAndSubject(db: DbOrTx, schoolId: number, classId: number | undefined, subjectId: number | undefined): Promise<void> {
  const errors: Record<string, string> = {};
  if (classId !== undefined) {
    const [row] = await db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.id, classId), eq(classes.schoolId, schoolId), isNull(classes.deletedAt)));
    if (!row) errors.classId = EXAM_MESSAGES.classNotFound;
  }
  if (subjectId !== undefined) {
    const [row] = await db
      .select({ id: subjects.id })
      .from(subjects)
      .where(and(eq(subjects.id, subjectId), eq(subjects.schoolId, schoolId), isNull(subjects.deletedAt)));
    if (!row) errors.subjectId = EXAM_MESSAGES.subjectNotFound;
  }
  const [first] = Object.values(errors);
  if (first) throw httpError(400, first, errors);
}

type Slot = { schoolId: number; classId: number; examDate: string; startTime: string | null; endTime: string | null; room: string | null };

/**
 * 409 naming the other exam when the class, or the room, already has a live, not cancelled exam
 * at an overlapping time that day (touching ends do not overlap). Exams without times never clash.
 * The caller locks the school's exam day first (lockExamDay), so two bookings of that day are
 * checked one after another.
 */
export async function checkSlotFree(db: DbOrTx, slot: Slot, exceptId?: number): Promise<void> {
  if (slot.startTime === null || slot.endTime === null) return;
  const room = slot.room?.trim() ? slot.room.trim() : null;
  const sameClassOrRoom: SQL | undefined = room === null ? eq(exams.classId, slot.classId) : or(eq(exams.classId, slot.classId), sql`lower(trim(${exams.room})) = lower(${room})`);
  const [other] = await db
    .select({ name: exams.name, classId: exams.classId, className: classes.name, examDate: exams.examDate, startTime: exams.startTime, endTime: exams.endTime, room: exams.room })
    .from(exams)
    .innerJoin(classes, eq(classes.id, exams.classId))
    .where(
      and(
        eq(exams.schoolId, slot.schoolId),
        eq(exams.examDate, slot.examDate),
        isNull(exams.deletedAt),
        ne(exams.status, 'CANCELLED'),
        exceptId === undefined ? undefined : ne(exams.id, exceptId),
        lt(exams.startTime, slot.endTime),
        gt(exams.endTime, slot.startTime),
        sameClassOrRoom,
      ),
    )
    .orderBy(exams.startTime)
    .limit(1);
  if (!other) return;
  const by = other.classId === slot.classId ? 'class' : 'room';
  const message = examOverlaps({ ...other, startTime: clock(other.startTime), endTime: clock(other.endTime) }, by);
  throw httpError(409, message, { [by === 'class' ? 'classId' : 'room']: message });
}

/**
 * Serialises the bookings of one school's exam day until the transaction ends: a clash can be by
 * class or by room, so two classes booking one room at the same moment must not both pass the check.
 */
export async function lockExamDay(db: DbOrTx, schoolId: number, examDate: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`exam-day:${schoolId}:${examDate}`})::bigint)`);
}

export type ExamListFilters = {
  page: number;
  limit: number;
  classId?: number;
  subjectId?: number;
  status?: ExamStatus;
  from?: string;
  to?: string;
  search?: string;
};

/** One page of the live exams in the user's scope (SCHEDULED: soonest first; else newest first) and how many match. */
export async function listExamPage(db: DbOrTx, user: AuthUser, filters: ExamListFilters): Promise<{ rows: ExamRow[]; totalCount: number }> {
  const { page, limit, classId, subjectId, status, from, to, search } = filters;
    const conditions: (SQL | undefined)[] = [schoolScopeCondition(user, exams.schoolId), isNull(exams.deletedAt)];
    if (classId !== undefined) conditions.push(eq(exams.classId, classId));
    if (subjectId !== undefined) conditions.push(eq(exams.subjectId, subjectId));
    if (status !== undefined) conditions.push(eq(exams.status, status));
    if (from !== undefined) conditions.push(gte(exams.examDate, from));
    if (to !== undefined) conditions.push(lte(exams.examDate, to));
    if (search) {
    const pattern = likePattern(search);
    conditions.push(or(ilike(exams.name, pattern), ilike(exams.dariName, pattern), ilike(exams.pashtoName, pattern)));
  }
    const where = and(...conditions);
    const order =
      status === 'SCHEDULED'
        ? [asc(exams.examDate), sql`${exams.startTime} asc nulls last`, asc(exams.id)]
        : [desc(exams.examDate), sql`${exams.startTime} desc nulls last`, desc(exams.id)];
    const rows = await db
      .select()
      .from(exams)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit);
    const [counted] = await db.select({ value: count() }).from(exams).where(where);
  return { rows, totalCount: Number(counted?.value ?? 0) };
}

/** How many live students the class has. */
export async function countClassStudents(db: DbOrTx, classId: number): Promise<number> {
  const [counted] = await db
    .select({ value: count() })
    .from(students)
    .where(and(eq(students.classId, classId), isNull(students.deletedAt)));
  return Number(counted?.value ?? 0);
}

/** The highest live score of the exam, or null when it has none. */
export async function highestScore(tx: DbOrTx, examId: number): Promise<number | null> {
  const [row] = await tx
    .select({ value: max(grades.score) })
    .from(grades)
    .where(and(eq(grades.examId, examId), isNull(grades.deletedAt)));
  return row?.value === null || row?.value === undefined ? null : Number(row.value);
}

export async function insertExam(tx: DbOrTx, schoolId: number, body: ExamCreate): Promise<ExamRow> {
  const [row] = await tx
    .insert(exams)
    .values({ ...body, maxMarks: String(body.maxMarks), schoolId, status: 'SCHEDULED' })
    .returning();
  return row;
}

export async function updateExam(tx: DbOrTx, id: number, fields: Omit<ExamUpdate, 'maxMarks'>, maxMarks: number | undefined, now: Date): Promise<ExamRow> {
  const [row] = await tx
    .update(exams)
    .set({ ...fields, ...(maxMarks === undefined ? {} : { maxMarks: String(maxMarks) }), updatedAt: now })
    .where(eq(exams.id, id))
    .returning();
  return row;
}

/** The exam's live grades take its day, maximum and academic year, so the portals read the same figures. */
export async function followExamInGrades(tx: DbOrTx, row: ExamRow, now: Date): Promise<void> {
  await tx
    .update(grades)
    .set({ gradedOn: row.examDate, maxScore: row.maxMarks, academicYear: row.academicYear, updatedAt: now })
    .where(and(eq(grades.examId, row.id), isNull(grades.deletedAt)));
}

export async function softDeleteExam(tx: DbOrTx, id: number, now: Date): Promise<void> {
  await tx.update(exams).set({ deletedAt: now, updatedAt: now }).where(eq(exams.id, id));
}

export async function markExamCompleted(tx: DbOrTx, id: number, now: Date): Promise<void> {
  await tx.update(exams).set({ status: 'COMPLETED', updatedAt: now }).where(eq(exams.id, id));
}

/** The live students of `ids` in the school, with their name and class (a grade entry's check). */
export function findLiveStudentsOfSchool(tx: DbOrTx, schoolId: number, ids: number[]) {
  return tx
    .select({ id: students.id, name: studentNameSql, classId: students.classId })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(inArray(students.id, ids), eq(students.schoolId, schoolId), isNull(students.deletedAt)));
}

/** The class now, plus anyone graded in this exam who has since left it, with their live grade. */
export function examResultRows(db: DbOrTx, exam: ExamRow) {
  return db
    .select({
      studentId: students.id,
      name: studentNameSql,
      admissionNo: students.admissionNo,
      gradeId: grades.id,
      score: grades.score,
      remarks: grades.remarks,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(grades, and(eq(grades.studentId, students.id), eq(grades.examId, exam.id), isNull(grades.deletedAt)))
    .where(and(eq(students.schoolId, exam.schoolId), isNull(students.deletedAt), or(eq(students.classId, exam.classId), eq(grades.examId, exam.id))));
}
