/**
 * /students: the dashboard analytics, per-student stats, analytics, performance, attendance,
 * grades, payments and events, conversion analytics, stats by class and status, cache stats and
 * warm (spec part 2 §7.1). Every route needs student:read (warming the cache student:update) and
 * sees only the schools of the user's scope; another school's or an unknown student is 404.
 * /attendance and /grades are also the parent portal's (student-portal-access.ts): a parent reads
 * their own child's, any other student answers 403. A family's money needs payment:read:
 * /payments asks for it instead of student:read (or the parent), and /stats leaves its payment
 * sums out (null) for a user without it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponse } from '@/contract/api';
import { hasPermission } from '@/contract/permissions';
import { analyticsQuerySchema, studentAnalyticsSchema } from '@/contract/student-analytics';
import {
  cacheStatsSchema,
  cacheWarmBodySchema,
  cacheWarmResultSchema,
  classCountSchema,
  classStatsQuerySchema,
  conversionQuerySchema,
  convertedQuerySchema,
  convertedStudentItemSchema,
  statusCountSchema,
  statusStatsQuerySchema,
  studentConversionAnalyticsSchema,
  studentConversionStatsSchema,
  studentEventSchema,
  studentEventsQuerySchema,
  studentIdParamsSchema,
  studentPaymentsQuerySchema,
  studentPaymentsSchema,
  studentPerformanceSchema,
  studentPeriodQuerySchema,
  studentRecordAnalyticsSchema,
  studentStatsSchema,
} from '@/contract/student-records';
import { portalAttendanceQuerySchema, portalAttendanceSchema, portalGradesQuerySchema, portalGradesSchema } from '@/contract/student-portal-records';
import { STUDENT_MESSAGES } from '@/contract/students';
import { classes } from '../../db/schema';
import { errorAnswers, pagedAnswer } from '../../lib/answer-schemas';
import { httpError } from '../../lib/http-error';
import { kabulDay } from '../../lib/kabul-time';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { canAccessSchool } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { StudentFiguresCache } from './student-analytics-cache';
import { conversionAnalytics, conversionStats, convertedStudentPage } from './student-analytics-conversion';
import { studentDashboardAnalytics } from './student-analytics-dashboard';
import { countsByClass, countsByStatus } from './student-stats-counts';
import { findVisibleStudent } from './student-stats-lookup';
import { familyMoneyRead, familyRead, findFamilyVisibleStudent } from './student-portal-access';
import { monthYearRange, narrowByMonthYear } from './student-portal-month-range';
import { toPortalAttendance, toPortalGrades } from './student-portal-record-views';
import { studentAttendance, studentEventPage, studentGrades, studentPayments } from './student-stats-records';
import { scopeKey } from './student-stats-sql';
import { studentPerformance, studentRecordAnalytics, studentStats } from './student-stats-student';

const read = { access: { permission: 'student:read' } } as const;
const update = { access: { permission: 'student:update' } } as const;
const tags = ['students: analytics'];
const ok = <T>(data: T) => ({ success: true as const, data });
const statsKey = (studentId: number) => `stats:${studentId}`;

export const studentAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  // One cache per app instance (so per API process, and fresh for each test app).
  const cache = new StudentFiguresCache();

  const visibleClass = async (user: AuthUser, classId: number | undefined) => {
    if (classId === undefined) return;
    const [row] = await app.db
      .select({ schoolId: classes.schoolId })
      .from(classes)
      .where(and(eq(classes.id, classId), isNull(classes.deletedAt)));
    if (!row || !canAccessSchool(user, row.schoolId)) throw httpError(404, STUDENT_MESSAGES.classNotFound);
  };

  app.get(
    '/students/analytics',
    {
      config: read,
      schema: {
        tags,
        summary: 'The students dashboard for a period (7D, 30D, 90D, 1Y; Kabul days up to today), optionally for one class; cached 60 s (90D 5 min, 1Y 15 min, then served while a refresh runs)',
        querystring: analyticsQuerySchema,
        response: { 200: successResponse(studentAnalyticsSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const { period, classId } = request.query;
      await visibleClass(user, classId);
      const today = kabulDay();
      const key = `analytics:${scopeKey(user)}:${period}:${classId ?? ''}:${today}`;
      return ok(await cache.getOrCompute(key, () => studentDashboardAnalytics(app.db, user, period, classId, today)));
    },
  );

  app.get(
    '/students/conversion-analytics',
    {
      config: read,
      schema: {
        tags,
        summary: 'Visitors registered and visitors converted to students per week (per month over 92 days), with the rate',
        querystring: conversionQuerySchema,
        response: { 200: successResponse(studentConversionAnalyticsSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      await visibleClass(user, request.query.classId);
      return ok(await conversionAnalytics(app.db, user, request.query));
    },
  );

  app.get(
    '/students/conversion-stats',
    {
      config: read,
      schema: { tags, summary: 'Totals of visitors converted to students', response: { 200: successResponse(studentConversionStatsSchema), ...errorAnswers } },
    },
    async (request) => ok(await conversionStats(app.db, requireUser(request.user))),
  );

  app.get(
    '/students/converted',
    {
      config: read,
      schema: {
        tags,
        summary: 'Students converted from visitors, latest conversion first (paged)',
        querystring: convertedQuerySchema,
        response: { 200: pagedAnswer(convertedStudentItemSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { items, totalCount } = await convertedStudentPage(app.db, requireUser(request.user), page, limit);
      return { success: true as const, data: items, meta: { pagination: paginationMeta(page, limit, totalCount) } };
    },
  );

  app.get(
    '/students/stats/class',
    {
      config: read,
      schema: {
        tags,
        summary: 'Students (not deleted) per class, with how many are ACTIVE; classId and schoolId narrow it',
        querystring: classStatsQuerySchema,
        response: { 200: successResponse(z.array(classCountSchema)), ...errorAnswers },
      },
    },
    async (request) => ok(await countsByClass(app.db, requireUser(request.user), request.query)),
  );

  app.get(
    '/students/stats/status',
    {
      config: read,
      schema: {
        tags,
        summary: 'Students (not deleted) per status, every status listed; status and schoolId narrow it',
        querystring: statusStatsQuerySchema,
        response: { 200: successResponse(z.array(statusCountSchema)), ...errorAnswers },
      },
    },
    async (request) => ok(await countsByStatus(app.db, requireUser(request.user), request.query)),
  );

  app.get(
    '/students/cache/stats',
    {
      config: read,
      schema: {
        tags,
        summary: "This API process's in-memory cache of the dashboard analytics and per-student stats (60 s; 90D 5 min and 1Y 15 min; not invalidated by writes)",
        response: { 200: successResponse(cacheStatsSchema), ...errorAnswers },
      },
    },
    async () => ok(cache.stats()),
  );

  app.post(
    '/students/cache/warm',
    {
      config: update,
      schema: {
        tags,
        summary: "Computes the given students' stats now and keeps them in the cache; unknown or out-of-scope ids are skipped",
        body: cacheWarmBodySchema,
        response: { 200: successResponse(cacheWarmResultSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const { studentIds, schoolId } = request.body;
      if (schoolId !== undefined && !canAccessSchool(user, schoolId)) throw httpError(404, 'School not found');
      const warmed: number[] = [];
      const skipped: number[] = [];
      for (const id of new Set(studentIds)) {
        const student = await findVisibleStudent(app.db, user, id).catch(() => null);
        if (!student || (schoolId !== undefined && student.schoolId !== schoolId)) {
          skipped.push(id);
          continue;
        }
        cache.set(statsKey(id), await studentStats(app.db, id));
        warmed.push(id);
      }
      return ok({ warmed, skipped, entries: cache.stats().entries });
    },
  );

  app.get(
    '/students/:id/stats',
    {
      config: read,
      schema: {
        tags,
        summary: "The student's attendance, grades, payments (null without payment:read) and events, all time (cached 60 s)",
        params: studentIdParamsSchema,
        response: { 200: successResponse(studentStatsSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const student = await findVisibleStudent(app.db, user, request.params.id);
      const stats = await cache.getOrCompute(statsKey(student.id), () => studentStats(app.db, student.id));
      // The cache holds the full figures; a user without payment:read gets them without the money.
      return ok(hasPermission(user.permissions, 'payment:read') ? stats : { ...stats, payments: null });
    },
  );

  app.get(
    '/students/:id/analytics',
    {
      config: read,
      schema: {
        tags,
        summary: "The student's grades and attendance over a period: trend per day, week or month, and per subject",
        params: studentIdParamsSchema,
        querystring: studentPeriodQuerySchema,
        response: { 200: successResponse(studentRecordAnalyticsSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const student = await findVisibleStudent(app.db, requireUser(request.user), request.params.id);
      return ok(await studentRecordAnalytics(app.db, student.id, request.query.period));
    },
  );

  app.get(
    '/students/:id/performance',
    {
      config: read,
      schema: {
        tags,
        summary: 'Per subject: average, best, last, trend and rank among the students of the class',
        params: studentIdParamsSchema,
        response: { 200: successResponse(studentPerformanceSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const student = await findVisibleStudent(app.db, requireUser(request.user), request.params.id);
      return ok(await studentPerformance(app.db, student));
    },
  );

  app.get(
    '/students/:id/attendance',
    {
      config: familyRead,
      schema: {
        tags,
        summary: "The student's attendance marks (newest first) and their summary; startDate, endDate, month, year and classId narrow them (also the student's parent)",
        params: studentIdParamsSchema,
        querystring: portalAttendanceQuerySchema,
        response: { 200: successResponse(portalAttendanceSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const student = await findFamilyVisibleStudent(app.db, request, request.params.id);
      return ok(toPortalAttendance(await studentAttendance(app.db, student.id, narrowByMonthYear(request.query))));
    },
  );

  app.get(
    '/students/:id/grades',
    {
      config: familyRead,
      schema: {
        tags,
        summary: "The student's grades with percentage and grade label (newest first); subjectId, examId, academicYear, month and year narrow them (also the student's parent)",
        params: studentIdParamsSchema,
        querystring: portalGradesQuerySchema,
        response: { 200: successResponse(portalGradesSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const student = await findFamilyVisibleStudent(app.db, request, request.params.id);
      return ok(toPortalGrades(await studentGrades(app.db, student.id, request.query), monthYearRange(request.query)));
    },
  );

  app.get(
    '/students/:id/payments',
    {
      config: familyMoneyRead,
      schema: {
        tags,
        summary: "The student's payments (newest first) and their sums; status, startDate and endDate narrow them (payment:read, or the student's parent)",
        params: studentIdParamsSchema,
        querystring: studentPaymentsQuerySchema,
        response: { 200: successResponse(studentPaymentsSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const student = await findFamilyVisibleStudent(app.db, request, request.params.id);
      return ok(await studentPayments(app.db, student.id, request.query));
    },
  );

  app.get(
    '/students/:id/events',
    {
      config: read,
      schema: {
        tags,
        summary: 'What happened to the student, newest first (paged)',
        params: studentIdParamsSchema,
        querystring: studentEventsQuerySchema,
        response: { 200: pagedAnswer(studentEventSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const student = await findVisibleStudent(app.db, requireUser(request.user), request.params.id);
      const { page, limit } = request.query;
      const { items, totalCount } = await studentEventPage(app.db, student.id, page, limit);
      return { success: true as const, data: items, meta: { pagination: paginationMeta(page, limit, totalCount) } };
    },
  );
};
