/**
 * Exam timetables and figures: GET /exam-timetables (the SCHEDULED exams by day, soonest first;
 * classId, from/to), GET /exam-timetables/performance (per exam with grades: average percentage
 * and pass rate) and GET /grades/performance (mean percentage and pass rate of live grades by
 * subject and by class; classId, subjectId, from/to on the graded day).
 *
 * Access: exam:read.
 */
import * as examEndpoints from '@/contract/endpoints/exams';
import type { FastifyPluginAsync } from 'fastify';
import { EXAM_MESSAGES, GRADE_MESSAGES, type ExamTimetable } from '@/contract/exams';
import { requireUser } from '../../lib/permission-checks';
import { clock } from './exam-repository';
import { examPerformanceRows, gradePerformanceRows, scheduledExamRows } from './exam-timetable-repository';
import { routeEndpoint } from '../../lib/route-endpoint';

export const examTimetableRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, examEndpoints.timetable, async (request) => {
    const user = requireUser(request.user);
    const { classId, from, to } = request.query;
    const rows = await scheduledExamRows(app.db, user, { classId, from, to });
    const days: ExamTimetable['days'] = [];
    for (const { exam, ...row } of rows) {
      if (days.at(-1)?.date !== exam.examDate) days.push({ date: exam.examDate, exams: [] });
      days.at(-1)?.exams.push({
        examId: exam.id,
        name: exam.name,
        dariName: exam.dariName,
        pashtoName: exam.pashtoName,
        class: { id: exam.classId, name: row.className, dariName: row.classDariName, pashtoName: row.classPashtoName, code: row.classCode },
        subject: { id: exam.subjectId, name: row.subjectName, dariName: row.subjectDariName, pashtoName: row.subjectPashtoName, code: row.subjectCode },
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
    const rows = await examPerformanceRows(app.db, user, { classId, from, to });
    return {
      success: true as const,
      message: EXAM_MESSAGES.performanceFetched,
      data: {
        exams: rows.map(({ exam, ...row }) => ({
          examId: exam.id,
          name: exam.name,
          dariName: exam.dariName,
          pashtoName: exam.pashtoName,
          examDate: exam.examDate,
          status: exam.status,
          class: { id: exam.classId, name: row.className, dariName: row.classDariName, pashtoName: row.classPashtoName, code: row.classCode },
          subject: { id: exam.subjectId, name: row.subjectName, dariName: row.subjectDariName, pashtoName: row.subjectPashtoName, code: row.subjectCode },
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
    const { overall, bySubject, byClass } = await gradePerformanceRows(app.db, user, { classId, subjectId, from, to });
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
