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
import type { FastifyPluginAsync } from 'fastify';
import * as analyticsEndpoints from '@/contract/endpoints/students/analytics';
import { hasPermission } from '@/contract/permissions';
import { STUDENT_MESSAGES } from '@/contract/students';
import { httpError } from '../../../lib/http-error';
import { kabulDay } from '../../../lib/kabul-time';
import { paginationMeta } from '../../../lib/pagination';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { canAccessSchool } from '../../../lib/school-scope';
import type { AuthUser } from '../../../types';
import { findLiveClassSchool } from '../student-class-repository';
import { StudentFiguresCache } from './student-analytics-cache';
import { conversionAnalytics, conversionStats, convertedStudentPage } from './student-analytics-conversion';
import { studentDashboardAnalytics } from './student-analytics-dashboard';
import { countsByClass, countsByStatus } from './student-stats-counts';
import { findVisibleStudent } from '../student-stats-lookup';
import { findFamilyVisibleStudent } from '../portal/student-portal-access';
import { monthYearRange, narrowByMonthYear } from '../portal/student-portal-month-range';
import { toPortalAttendance, toPortalGrades } from '../portal/student-portal-record-views';
import { studentAttendance, studentEventPage, studentGrades, studentPayments } from './student-stats-repository';
import { scopeKey } from '../../../lib/figures/stats-sql';
import { studentPerformance, studentRecordAnalytics, studentStats } from './student-stats-student';

const ok = <T>(data: T) => ({ success: true as const, data });
const statsKey = (studentId: number) => `stats:${studentId}`;

export const studentAnalyticsRoutes: FastifyPluginAsync = async (app) => {
  // One cache per app instance (so per API process, and fresh for each test app).
  const cache = new StudentFiguresCache();

  const visibleClass = async (user: AuthUser, classId: number | undefined) => {
    if (classId === undefined) return;
    const row = await findLiveClassSchool(app.db, classId);
    if (!row || !canAccessSchool(user, row.schoolId)) throw httpError(404, STUDENT_MESSAGES.classNotFound);
  };

  routeEndpoint(app, analyticsEndpoints.dashboard, async (request) => {
    const user = requireUser(request.user);
    const { period, classId } = request.query;
    await visibleClass(user, classId);
    const today = kabulDay();
    const key = `analytics:${scopeKey(user)}:${period}:${classId ?? ''}:${today}`;
    return ok(await cache.getOrCompute(key, () => studentDashboardAnalytics(app.db, user, period, classId, today)));
  });

  routeEndpoint(app, analyticsEndpoints.conversionAnalytics, async (request) => {
    const user = requireUser(request.user);
    await visibleClass(user, request.query.classId);
    return ok(await conversionAnalytics(app.db, user, request.query));
  });

  routeEndpoint(app, analyticsEndpoints.conversionStats, async (request) => ok(await conversionStats(app.db, requireUser(request.user))));

  routeEndpoint(app, analyticsEndpoints.converted, async (request) => {
    const { page, limit } = request.query;
    const { items, totalCount } = await convertedStudentPage(app.db, requireUser(request.user), page, limit);
    return { success: true as const, data: items, meta: { pagination: paginationMeta(page, limit, totalCount) } };
  });

  routeEndpoint(app, analyticsEndpoints.countsByClass, async (request) => ok(await countsByClass(app.db, requireUser(request.user), request.query)));

  routeEndpoint(app, analyticsEndpoints.countsByStatus, async (request) => ok(await countsByStatus(app.db, requireUser(request.user), request.query)));

  routeEndpoint(app, analyticsEndpoints.cacheStats, async () => ok(cache.stats()));

  routeEndpoint(app, analyticsEndpoints.warmCache, async (request) => {
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
  });

  routeEndpoint(app, analyticsEndpoints.stats, async (request) => {
    const user = requireUser(request.user);
    const student = await findVisibleStudent(app.db, user, request.params.id);
    const stats = await cache.getOrCompute(statsKey(student.id), () => studentStats(app.db, student.id));
    // The cache holds the full figures; a user without payment:read gets them without the money.
    return ok(hasPermission(user.permissions, 'payment:read') ? stats : { ...stats, payments: null });
  });

  routeEndpoint(app, analyticsEndpoints.recordAnalytics, async (request) => {
    const student = await findVisibleStudent(app.db, requireUser(request.user), request.params.id);
    return ok(await studentRecordAnalytics(app.db, student.id, request.query.period));
  });

  routeEndpoint(app, analyticsEndpoints.performance, async (request) => {
    const student = await findVisibleStudent(app.db, requireUser(request.user), request.params.id);
    return ok(await studentPerformance(app.db, student));
  });

  routeEndpoint(app, analyticsEndpoints.attendance, async (request) => {
    const student = await findFamilyVisibleStudent(app.db, request, request.params.id);
    return ok(toPortalAttendance(await studentAttendance(app.db, student.id, narrowByMonthYear(request.query))));
  });

  routeEndpoint(app, analyticsEndpoints.grades, async (request) => {
    const student = await findFamilyVisibleStudent(app.db, request, request.params.id);
    return ok(toPortalGrades(await studentGrades(app.db, student.id, request.query), monthYearRange(request.query)));
  });

  routeEndpoint(app, analyticsEndpoints.payments, async (request) => {
    const student = await findFamilyVisibleStudent(app.db, request, request.params.id);
    return ok(await studentPayments(app.db, student.id, request.query));
  });

  routeEndpoint(app, analyticsEndpoints.events, async (request) => {
    const student = await findVisibleStudent(app.db, requireUser(request.user), request.params.id);
    const { page, limit } = request.query;
    const { items, totalCount } = await studentEventPage(app.db, student.id, page, limit);
    return { success: true as const, data: items, meta: { pagination: paginationMeta(page, limit, totalCount) } };
  });
};
