/**
 * The parent portal's per-child calls (spec part 2 §7.5): attendance stats, academic progress,
 * exams, upcoming exams, fees and fee history. /attendance and /grades are the staff routes of
 * student-analytics-routes.ts, opened to parents the same way. Every route: student:read
 * (payment:read for /fees and /fees/history) within the school scope (another school's student is
 * 404), or the student's own parent (any other student answers 403 before the handler runs).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponse } from '@/contract/api';
import {
  academicProgressSchema,
  attendanceStatsQuerySchema,
  attendanceStatsSchema,
  feeListAnswerSchema,
  portalExamSchema,
  upcomingExamSchema,
} from '@/contract/student-portal-records';
import { studentIdParamsSchema } from '@/contract/student-records';
import { errorAnswers } from '../../lib/answer-schemas';
import { familyMoneyRead, familyRead, findFamilyVisibleStudent } from './student-portal-access';
import { studentAcademicProgress } from './student-portal-academic-progress';
import { studentAttendanceStats } from './student-portal-attendance-stats';
import { allStudentExams, upcomingStudentExams } from './student-portal-exams';
import { currentFees, feeHistory, feeSummary } from './student-portal-fees';
import { monthYearRange } from './student-portal-month-range';

const tags = ['students: parent portal'];
const ok = <T>(data: T) => ({ success: true as const, data });
const cacheBuster = z.object({ _t: z.unknown().optional() });

export const studentPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/students/:id/attendance/stats',
    {
      config: familyRead,
      schema: {
        tags,
        summary: 'Counts of the attendance marks by status and the attendance % (PRESENT over all, rounded); month and year narrow them',
        params: studentIdParamsSchema,
        querystring: attendanceStatsQuerySchema,
        response: { 200: successResponse(attendanceStatsSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const student = await findFamilyVisibleStudent(app.db, request, request.params.id);
      return ok(await studentAttendanceStats(app.db, student.id, monthYearRange(request.query)));
    },
  );

  app.get(
    '/students/:id/academic-progress',
    {
      config: familyRead,
      schema: {
        tags,
        summary: 'Overall average, assignments completed of total, and per subject: average, assignments and trend (latest half of the grades against the earlier half)',
        params: studentIdParamsSchema,
        querystring: cacheBuster,
        response: { 200: successResponse(academicProgressSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const student = await findFamilyVisibleStudent(app.db, request, request.params.id);
      return ok(await studentAcademicProgress(app.db, student));
    },
  );

  app.get(
    '/students/:id/exams',
    {
      config: familyRead,
      schema: {
        tags,
        summary: "The student's exams (their class's and any they were graded in), newest first, with the student's mark",
        params: studentIdParamsSchema,
        querystring: cacheBuster,
        response: { 200: successResponse(z.array(portalExamSchema)), ...errorAnswers },
      },
    },
    async (request) => {
      const student = await findFamilyVisibleStudent(app.db, request, request.params.id);
      return ok(await allStudentExams(app.db, student));
    },
  );

  app.get(
    '/students/:id/exams/upcoming',
    {
      config: familyRead,
      schema: {
        tags,
        summary: 'SCHEDULED exams from today (Kabul) on, soonest first, with days left (rounded up)',
        params: studentIdParamsSchema,
        querystring: cacheBuster,
        response: { 200: successResponse(z.array(upcomingExamSchema)), ...errorAnswers },
      },
    },
    async (request) => {
      const student = await findFamilyVisibleStudent(app.db, request, request.params.id);
      return ok(await upcomingStudentExams(app.db, student));
    },
  );

  app.get(
    '/students/:id/fees',
    {
      config: familyMoneyRead,
      schema: {
        tags,
        summary: 'Current fees (PENDING, OVERDUE, PARTIAL), oldest due first; meta.summary: pending (PENDING + OVERDUE), paid, total',
        params: studentIdParamsSchema,
        querystring: cacheBuster,
        response: { 200: feeListAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const student = await findFamilyVisibleStudent(app.db, request, request.params.id);
      const [data, summary] = await Promise.all([currentFees(app.db, student.id), feeSummary(app.db, student.id)]);
      return { success: true as const, data, meta: { summary } };
    },
  );

  app.get(
    '/students/:id/fees/history',
    {
      config: familyMoneyRead,
      schema: {
        tags,
        summary: 'Paid fees, newest first; meta.summary as for /fees',
        params: studentIdParamsSchema,
        querystring: cacheBuster,
        response: { 200: feeListAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const student = await findFamilyVisibleStudent(app.db, request, request.params.id);
      const [data, summary] = await Promise.all([feeHistory(app.db, student.id), feeSummary(app.db, student.id)]);
      return { success: true as const, data, meta: { summary } };
    },
  );
};
