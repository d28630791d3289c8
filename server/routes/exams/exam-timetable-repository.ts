/**
 * The reads of the exam timetable and the exam and grade figures (GET /exam-timetables,
 * /exam-timetables/performance, /grades/performance): within the user's school scope, over live
 * exams and grades. Percentages and pass rates (at PASS_PERCENT) are made by the database.
 */
import { and, asc, count, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { PASS_PERCENT } from '@/contract/exams';
import type { DbOrTx } from '../../db/connection';
import { classes, exams, grades, subjects } from '../../db/schema';
import { schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';

const percentSql = sql`(${grades.score} * 100.0 / nullif(${grades.maxScore}, 0))`;
const averageSql = sql<string>`round(avg(${percentSql}), 1)::text`;
const passRateSql = sql<string>`round(100.0 * count(*) filter (where ${percentSql} >= ${PASS_PERCENT}) / nullif(count(*), 0), 1)::text`;

/** An exam's class and subject, with their Dari and Pashto names. */
const classAndSubjectNames = {
  className: classes.name,
  classDariName: classes.dariName,
  classPashtoName: classes.pashtoName,
  classCode: classes.code,
  subjectName: subjects.name,
  subjectDariName: subjects.dariName,
  subjectPashtoName: subjects.pashtoName,
  subjectCode: subjects.code,
};

export type ExamRangeFilters = { classId?: number; from?: string; to?: string };

/** The SCHEDULED exams with their class and subject, soonest first. */
export function scheduledExamRows(db: DbOrTx, user: AuthUser, { classId, from, to }: ExamRangeFilters) {
  return db
    .select({ exam: exams, ...classAndSubjectNames })
    .from(exams)
    .innerJoin(classes, eq(classes.id, exams.classId))
    .innerJoin(subjects, eq(subjects.id, exams.subjectId))
    .where(
      and(
        schoolScopeCondition(user, exams.schoolId),
        isNull(exams.deletedAt),
        eq(exams.status, 'SCHEDULED'),
        classId === undefined ? undefined : eq(exams.classId, classId),
        from === undefined ? undefined : gte(exams.examDate, from),
        to === undefined ? undefined : lte(exams.examDate, to),
      ),
    )
    .orderBy(asc(exams.examDate), sql`${exams.startTime} asc nulls last`, asc(classes.name), asc(exams.id));
}

/** Per exam with live grades: how many, the average percentage and the pass rate; newest first. */
export function examPerformanceRows(db: DbOrTx, user: AuthUser, { classId, from, to }: ExamRangeFilters) {
  return db
    .select({
      exam: exams,
      ...classAndSubjectNames,
      gradedCount: count(),
      average: averageSql,
      passRate: passRateSql,
    })
    .from(exams)
    .innerJoin(grades, and(eq(grades.examId, exams.id), isNull(grades.deletedAt)))
    .innerJoin(classes, eq(classes.id, exams.classId))
    .innerJoin(subjects, eq(subjects.id, exams.subjectId))
    .where(
      and(
        schoolScopeCondition(user, exams.schoolId),
        isNull(exams.deletedAt),
        classId === undefined ? undefined : eq(exams.classId, classId),
        from === undefined ? undefined : gte(exams.examDate, from),
        to === undefined ? undefined : lte(exams.examDate, to),
      ),
    )
    .groupBy(exams.id, classes.id, subjects.id)
    .orderBy(desc(exams.examDate), desc(exams.id));
}

/** The live grades' figures overall, by subject and by class (classId, subjectId, from/to on the graded day). */
export async function gradePerformanceRows(db: DbOrTx, user: AuthUser, { classId, subjectId, from, to }: ExamRangeFilters & { subjectId?: number }) {
  const where: SQL | undefined = and(
    schoolScopeCondition(user, grades.schoolId),
    isNull(grades.deletedAt),
    classId === undefined ? undefined : eq(grades.classId, classId),
    subjectId === undefined ? undefined : eq(grades.subjectId, subjectId),
    from === undefined ? undefined : gte(grades.gradedOn, from),
    to === undefined ? undefined : lte(grades.gradedOn, to),
  );
  const figures = { gradeCount: count(), average: averageSql, passRate: passRateSql };
  const [overall] = await db.select(figures).from(grades).where(where);
  const bySubject = await db
    .select({ id: subjects.id, name: subjects.name, dariName: subjects.dariName, pashtoName: subjects.pashtoName, code: subjects.code, ...figures })
    .from(grades)
    .innerJoin(subjects, eq(subjects.id, grades.subjectId))
    .where(where)
    .groupBy(subjects.id)
    .orderBy(asc(subjects.name), asc(subjects.id));
  // Grades without a class (class work of a student without one) have no class row to show.
  const byClass = await db
    .select({ id: classes.id, name: classes.name, dariName: classes.dariName, pashtoName: classes.pashtoName, code: classes.code, ...figures })
    .from(grades)
    .innerJoin(classes, eq(classes.id, grades.classId))
    .where(where)
    .groupBy(classes.id)
    .orderBy(asc(classes.name), asc(classes.id));
  return { overall, bySubject, byClass };
}
