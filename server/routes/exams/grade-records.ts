/**
 * Reading grades for the /grades routes: one live grade of a school in the user's scope (404
 * otherwise), and the answer items with their student, subject, exam, percentage and label.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { GRADE_MESSAGES, type Grade } from '@/contract/exams';
import { gradeLabel } from '@/contract/student-analytics';
import type { DbOrTx } from '../../db/connection';
import { exams, grades, students, subjects, users } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { canAccessSchool } from '../../lib/school-scope';
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
  };
}

export async function gradeDto(db: DbOrTx, id: number): Promise<Grade> {
  const [row] = await gradeItemsQuery(db, eq(grades.id, id));
  return toGradeDto(row);
}
