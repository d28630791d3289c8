/**
 * Reading grades for the /grades routes: one live grade of a school in the user's scope (404
 * otherwise), and the answer items with their student, subject, exam, percentage and label; the
 * list page and the grade writes (one at a time, and an exam's grade entry).
 */
import { and, count, desc, eq, gte, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import { GRADE_MESSAGES, type Grade, type GradeUpdate } from '@/contract/exams';
import { gradeLabel } from '@/contract/student-analytics';
import type { DbOrTx } from '../../db/connection';
import { exams, grades, students, subjects, users } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { canAccessSchool, schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { studentNameSql } from '../attendance/public';

export type GradeRow = typeof grades.$inferSelect;

export async function findGradeInScope(db: DbOrTx, user: AuthUser, id: number): Promise<GradeRow> {
  const [row] = await db
    .select()
    .from(grades)
    .where(and(eq(grades.id, id), isNull(grades.deletedAt)));
  if (!row || !canAccessSchool(user, row.schoolId)) throw httpError(404, GRADE_MESSAGES.notFound);
  return row;
}

/** The grades matching `where` as answer items, in the order asked. */
export function gradeItemsQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      grade: grades,
      studentName: studentNameSql,
      admissionNo: students.admissionNo,
      subjectName: subjects.name,
      subjectCode: subjects.code,
      examName: exams.name,
    })
    .from(grades)
    .innerJoin(students, eq(students.id, grades.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .innerJoin(subjects, eq(subjects.id, grades.subjectId))
    .leftJoin(exams, eq(exams.id, grades.examId))
    .where(where)
    .$dynamic();
}

type GradeItemRow = Awaited<ReturnType<typeof gradeItemsQuery>>[number];

export function toGradeDto(row: GradeItemRow): Grade {
  const { grade } = row;
  const score = Number(grade.score);
  const maxScore = Number(grade.maxScore);
  const exact = maxScore > 0 ? (score * 100) / maxScore : 0;
  return {
    id: grade.id,
    schoolId: grade.schoolId,
    student: { id: grade.studentId, name: row.studentName, admissionNo: row.admissionNo },
    subjectId: grade.subjectId,
    subject: { id: grade.subjectId, name: row.subjectName, code: row.subjectCode },
    classId: grade.classId,
    exam: grade.examId === null ? null : { id: grade.examId, name: row.examName ?? '' },
    score,
    maxScore,
    percentage: Math.min(100, Math.round(exact * 10) / 10),
    gradeLabel: gradeLabel(exact),
    gradedOn: grade.gradedOn,
    academicYear: grade.academicYear,
    remarks: grade.remarks,
    updatedAt: grade.updatedAt.toISOString(),
  };
}

export async function gradeDto(db: DbOrTx, id: number): Promise<Grade> {
  const [row] = await gradeItemsQuery(db, eq(grades.id, id));
  return toGradeDto(row);
}

export type GradeListFilters = {
  page: number;
  limit: number;
  studentId?: number;
  classId?: number;
  subjectId?: number;
  examId?: number;
  from?: string;
  to?: string;
};

/** One page of the live grades in the user's scope, newest graded day first, and how many match. */
export async function listGradePage(db: DbOrTx, user: AuthUser, filters: GradeListFilters) {
  const { page, limit, studentId, classId, subjectId, examId, from, to } = filters;
    const conditions: (SQL | undefined)[] = [schoolScopeCondition(user, grades.schoolId), isNull(grades.deletedAt)];
    if (studentId !== undefined) conditions.push(eq(grades.studentId, studentId));
    if (classId !== undefined) conditions.push(eq(grades.classId, classId));
    if (subjectId !== undefined) conditions.push(eq(grades.subjectId, subjectId));
    if (examId !== undefined) conditions.push(eq(grades.examId, examId));
    if (from !== undefined) conditions.push(gte(grades.gradedOn, from));
    if (to !== undefined) conditions.push(lte(grades.gradedOn, to));
    const where = and(...conditions);
    const rows = await gradeItemsQuery(db, where)
      .orderBy(desc(grades.gradedOn), desc(grades.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [counted] = await db.select({ value: count() }).from(grades).where(where);
  return { rows, totalCount: Number(counted?.value ?? 0) };
}

/** 400 on the field when the subject is not a live one of the school. */
export async function checkSubject(tx: DbOrTx, schoolId: number, subjectId: number | undefined): Promise<void> {
  if (subjectId === undefined) return;
  const [row] = await tx
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.id, subjectId), eq(subjects.schoolId, schoolId), isNull(subjects.deletedAt)));
  if (!row) throw httpError(400, GRADE_MESSAGES.subjectNotFound, { subjectId: GRADE_MESSAGES.subjectNotFound });
}

/** The live student of the school a class-work grade is for, or undefined. */
export async function findLiveStudentOfSchool(tx: DbOrTx, schoolId: number, studentId: number) {
  const [student] = await tx
    .select({ id: students.id, schoolId: students.schoolId, classId: students.classId })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.schoolId, schoolId), isNull(students.deletedAt)));
  return student;
}

export async function insertGrade(tx: DbOrTx, values: typeof grades.$inferInsert): Promise<GradeRow> {
  const [row] = await tx.insert(grades).values(values).returning();
  return row;
}

/** The exam's maximum, locked like a grade entry on the exam so it cannot change meanwhile. */
export async function lockExamMaxMarks(tx: DbOrTx, examId: number) {
  const [exam] = await tx.select({ maxMarks: exams.maxMarks }).from(exams).where(eq(exams.id, examId)).for('update');
  return exam;
}

export async function updateGrade(
  tx: DbOrTx,
  id: number,
  fields: Omit<GradeUpdate, 'score' | 'maxScore'>,
  score: number | undefined,
  maxScore: number | undefined,
): Promise<void> {
  await tx
    .update(grades)
    .set({
      ...fields,
      ...(score === undefined ? {} : { score: String(score) }),
      ...(maxScore === undefined ? {} : { maxScore: String(maxScore) }),
      updatedAt: new Date(),
    })
    .where(eq(grades.id, id));
}

export async function softDeleteGrade(tx: DbOrTx, id: number, now: Date): Promise<void> {
  await tx.update(grades).set({ deletedAt: now, updatedAt: now }).where(eq(grades.id, id));
}

/** The live grades of the exam for the students of `studentIds`. */
export function findExamGradeIds(tx: DbOrTx, examId: number, studentIds: number[]) {
  return tx
    .select({ id: grades.id, studentId: grades.studentId })
    .from(grades)
    .where(and(eq(grades.examId, examId), inArray(grades.studentId, studentIds), isNull(grades.deletedAt)));
}

/** A grade entry's correction of an existing grade. */
export async function correctExamGrade(tx: DbOrTx, id: number, values: Partial<typeof grades.$inferInsert>): Promise<void> {
  await tx.update(grades).set(values).where(eq(grades.id, id));
}

export async function insertGrades(tx: DbOrTx, rows: (typeof grades.$inferInsert)[]): Promise<void> {
  await tx.insert(grades).values(rows);
}
