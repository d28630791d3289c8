/**
 * Exam timetables and figures: GET /exam-timetables (the SCHEDULED exams by day, soonest first;
 * classId, from/to), GET /exam-timetables/performance (per exam with grades: average percentage
 * and pass rate) and GET /grades/performance (mean percentage and pass rate of live grades by
 * subject and by class; classId, subjectId, from/to on the graded day).
 *
 * Access: exam:read.
 */
import * as examEndpoints from '@/contract/endpoints/exams';
import { and, asc, count, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { EXAM_MESSAGES, GRADE_MESSAGES, PASS_PERCENT, type ExamTimetable } from '@/contract/exams';
import { classes, exams, grades, subjects } from '../../db/schema';
import { requireUser } from '../../lib/permission-checks';
import { schoolScopeCondition } from '../../lib/school-scope';
import { clock } from './exam-records';
import { routeEndpoint } from '../../lib/route-endpoint';

const percentSql = sql`(${grades.score} * 100.0 / nullif(${grades.maxScore}, 0))`;
const averageSql = sql<string>`round(avg(${percentSql}), 1)::text`;
const passRateSql = sql<string>`round(100.0 * count(*) filter (where ${percentSql} >= ${PASS_PERCENT}) / nullif(count(*), 0), 1)::text`;

export const examTimetableRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, examEndpoints.timetable, async (request) => {
    const user = requireUser(request.user);
    const { classId, from, to } = request.query;
    const rows = await app.db
      .select({ exam: exams, className: classes.name, classCode: classes.code, subjectName: subjects.name, subjectCode: subjects.code })
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
    const days: ExamTimetable['days'] = [];
    for (const { exam, ...row } of rows) {
      if (days.at(-1)?.date !== exam.examDate) days.push({ date: exam.examDate, exams: [] });
      days.at(-1)?.exams.push({
        examId: exam.id,
        name: exam.name,
        class: { id: exam.classId, name: row.className, code: row.classCode },
        subject: { id: exam.subjectId, name: row.subjectName, code: row.subjectCode },
        startTime: clock(exam.startTime),
        endTime: clock(exam.endTime),
        room: exam.room,
        maxMarks: Number(exam.maxMarks),
      });
    }
    return { success: true as const, message: EXAM_MESSAGES.timetableFetched, data: { days } };
  });

  routeEndpoint(app, examEndpoints.performance, async (request) => {
    const user = requireUser(request.user);
    const { classId, from, to } = request.query;
    const rows = await app.db
      .select({
        exam: exams,
        className: classes.name,
        classCode: classes.code,
        subjectName: subjects.name,
        subjectCode: subjects.code,
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
    return {
      success: true as const,
      message: EXAM_MESSAGES.performanceFetched,
      data: {
        exams: rows.map(({ exam, ...row }) => ({
          examId: exam.id,
          name: exam.name,
          examDate: exam.examDate,
          status: exam.status,
          class: { id: exam.classId, name: row.className, code: row.classCode },
          subject: { id: exam.subjectId, name: row.subjectName, code: row.subjectCode },
          gradedCount: Number(row.gradedCount),
          average: Number(row.average),
          passRate: Number(row.passRate),
        })),
      },
    };
  });

  routeEndpoint(app, examEndpoints.gradePerformance, async (request) => {
    const user = requireUser(request.user);
    const { classId, subjectId, from, to } = request.query;
    const where: SQL | undefined = and(
      schoolScopeCondition(user, grades.schoolId),
      isNull(grades.deletedAt),
      classId === undefined ? undefined : eq(grades.classId, classId),
      subjectId === undefined ? undefined : eq(grades.subjectId, subjectId),
      from === undefined ? undefined : gte(grades.gradedOn, from),
      to === undefined ? undefined : lte(grades.gradedOn, to),
    );
    const figures = { gradeCount: count(), average: averageSql, passRate: passRateSql };
    const [overall] = await app.db.select(figures).from(grades).where(where);
    const bySubject = await app.db
      .select({ id: subjects.id, name: subjects.name, code: subjects.code, ...figures })
      .from(grades)
      .innerJoin(subjects, eq(subjects.id, grades.subjectId))
      .where(where)
      .groupBy(subjects.id)
      .orderBy(asc(subjects.name), asc(subjects.id));
    // Grades without a class (class work of a student without one) have no class row to show.
    const byClass = await app.db
      .select({ id: classes.id, name: classes.name, code: classes.code, ...figures })
      .from(grades)
      .innerJoin(classes, eq(classes.id, grades.classId))
      .where(where)
      .groupBy(classes.id)
      .orderBy(asc(classes.name), asc(classes.id));
    const numbers = (row: { gradeCount: number; average: string; passRate: string }) => ({ gradeCount: Number(row.gradeCount), average: Number(row.average), passRate: Number(row.passRate) });
    const overallCount = Number(overall?.gradeCount ?? 0);
    return {
      success: true as const,
      message: GRADE_MESSAGES.performanceFetched,
      data: {
        overall: {
          gradeCount: overallCount,
          average: overallCount === 0 ? null : Number(overall?.average),
          passRate: overallCount === 0 ? null : Number(overall?.passRate),
        },
        bySubject: bySubject.map(({ id, name, code, ...row }) => ({ subject: { id, name, code }, ...numbers(row) })),
        byClass: byClass.map(({ id, name, code, ...row }) => ({ class: { id, name, code }, ...numbers(row) })),
      },
    };
  });
};
