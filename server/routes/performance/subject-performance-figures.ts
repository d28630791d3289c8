/**
 * GET /subjects/performance and /subjects/{id}/performance: per live subject the mean grade in
 * percent, the pass rate and the number of grades, plus each class's (as graded in), in two
 * grouped statements whatever the number of subjects (three with the overall line). The figures
 * are /grades/performance's (exam-timetable-routes.ts): the same percentage, pass mark
 * (PASS_PERCENT) and rounding in SQL, so a subject reads the same on both calls for one range.
 */
import { and, asc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { PASS_PERCENT } from '@/contract/exams';
import type { SubjectPerformanceList, SubjectPerformanceRow } from '@/contract/performance';
import type { DbOrTx } from '../../db/connection';
import { classes, grades, subjects } from '../../db/schema';

/** Which grades count: the range's days (either end may be open) and, if named, one academic year. */
export type GradeSelection = { from: string | null; to: string | null; academicYear: string | null };

type ClassFigures = NonNullable<SubjectPerformanceRow['bestClass']>;

const percentSql = sql`(${grades.score} * 100.0 / nullif(${grades.maxScore}, 0))`;
const figures = {
  gradeCount: sql<number>`count(${grades.id})::int`,
  average: sql<string | null>`round(avg(${percentSql}), 1)::text`,
  passRate: sql<string | null>`round(100.0 * count(${grades.id}) filter (where ${percentSql} >= ${PASS_PERCENT}) / nullif(count(${grades.id}), 0), 1)::text`,
};

function liveGrades(selection: GradeSelection): SQL | undefined {
  return and(
    isNull(grades.deletedAt),
    selection.from === null ? undefined : gte(grades.gradedOn, selection.from),
    selection.to === null ? undefined : lte(grades.gradedOn, selection.to),
    selection.academicYear === null ? undefined : eq(grades.academicYear, selection.academicYear),
  );
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/** Every class with grades of each subject, best average first (ties: more grades, then name). */
async function classFigures(db: DbOrTx, subjectCondition: SQL | undefined, selection: GradeSelection): Promise<Map<number, ClassFigures[]>> {
  const rows = await db
    .select({ subjectId: grades.subjectId, id: classes.id, name: classes.name, code: classes.code, ...figures })
    .from(grades)
    .innerJoin(subjects, and(eq(subjects.id, grades.subjectId), isNull(subjects.deletedAt)))
    // Class work of a student without a class has no class to name.
    .innerJoin(classes, eq(classes.id, grades.classId))
    .where(and(subjectCondition, eq(grades.schoolId, subjects.schoolId), liveGrades(selection)))
    .groupBy(grades.subjectId, classes.id);
  const bySubject = new Map<number, ClassFigures[]>();
  for (const row of rows) {
    const list = bySubject.get(row.subjectId) ?? [];
    list.push({ class: { id: row.id, name: row.name, code: row.code }, averageGrade: Number(row.average), passRate: Number(row.passRate), gradeCount: Number(row.gradeCount) });
    bySubject.set(row.subjectId, list);
  }
  for (const list of bySubject.values()) {
    list.sort((a, b) => b.averageGrade - a.averageGrade || b.gradeCount - a.gradeCount || a.class.name.localeCompare(b.class.name) || a.class.id - b.class.id);
  }
  return bySubject;
}

export type SubjectFigures = SubjectPerformanceRow & { byClass: ClassFigures[] };

/** The live subjects the condition selects (on `subjects`), by name, with their figures and classes. */
export async function readSubjectFigures(db: DbOrTx, subjectCondition: SQL | undefined, selection: GradeSelection): Promise<SubjectFigures[]> {
  const rows = await db
    .select({ id: subjects.id, name: subjects.name, code: subjects.code, schoolId: subjects.schoolId, ...figures })
    .from(subjects)
    .leftJoin(grades, and(eq(grades.subjectId, subjects.id), eq(grades.schoolId, subjects.schoolId), liveGrades(selection)))
    .where(and(subjectCondition, isNull(subjects.deletedAt)))
    .groupBy(subjects.id)
    .orderBy(asc(subjects.name), asc(subjects.id));
  const byClass = await classFigures(db, subjectCondition, selection);
  return rows.map((row) => {
    const graded = byClass.get(row.id) ?? [];
    return {
      subject: { id: row.id, name: row.name, code: row.code },
      schoolId: row.schoolId,
      averageGrade: numberOrNull(row.average),
      passRate: numberOrNull(row.passRate),
      gradeCount: Number(row.gradeCount),
      bestClass: graded[0] ?? null,
      worstClass: graded.length >= 2 ? (graded.at(-1) ?? null) : null,
      byClass: graded,
    };
  });
}

/** Every grade of the selection in the schools of `gradeCondition` (on `grades`), together. */
export async function readOverallFigures(db: DbOrTx, gradeCondition: SQL | undefined, selection: GradeSelection): Promise<SubjectPerformanceList['overall']> {
  const [row] = await db
    .select(figures)
    .from(grades)
    .where(and(gradeCondition, liveGrades(selection)));
  return { averageGrade: numberOrNull(row?.average ?? null), passRate: numberOrNull(row?.passRate ?? null), gradeCount: Number(row?.gradeCount ?? 0) };
}
