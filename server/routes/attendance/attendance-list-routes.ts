/**
 * GET /attendances (filters studentId, classId, date, from, to, status; newest day first, pages in
 * meta.pagination) and GET /attendances/{id}. Access: attendance:read, within the school scope.
 */
import * as markEndpoints from '@/contract/endpoints/attendance/marks';
import { and, count, desc, eq, gte, isNull, lte, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AttendanceListQuery } from '@/contract/attendance';
import { attendance } from '../../db/schema';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { selectMarks, toAttendanceMark } from './attendance-mark-dto';
import { checkReportFilters, findVisibleMark } from './attendance-scope';
import { routeEndpoint } from '../../lib/route-endpoint';

export function attendanceListCondition(user: AuthUser, query: Partial<AttendanceListQuery>): SQL | undefined {
  return and(
    schoolScopeCondition(user, attendance.schoolId),
    isNull(attendance.deletedAt),
    query.studentId ? eq(attendance.studentId, query.studentId) : undefined,
    query.classId ? eq(attendance.classId, query.classId) : undefined,
    query.date ? eq(attendance.date, query.date) : undefined,
    query.from ? gte(attendance.date, query.from) : undefined,
    query.to ? lte(attendance.date, query.to) : undefined,
    query.status ? eq(attendance.status, query.status) : undefined,
  );
}

export const attendanceListRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, markEndpoints.list, async (request) => {
    const user = requireUser(request.user);
    const { page, limit } = request.query;
    await checkReportFilters(app.db, user, request.query);
    const where = attendanceListCondition(user, request.query);
    const [rows, [total]] = await Promise.all([
      selectMarks(app.db, where)
        .orderBy(desc(attendance.date), desc(attendance.id))
        .limit(limit)
        .offset((page - 1) * limit),
      app.db.select({ count: count() }).from(attendance).where(where),
    ]);
    return { success: true as const, data: rows.map(toAttendanceMark), meta: { pagination: paginationMeta(page, limit, total?.count ?? 0) } };
  });

  routeEndpoint(app, markEndpoints.get, async (request) => {
    const user = requireUser(request.user);
    return { success: true as const, data: toAttendanceMark(await findVisibleMark(app.db, user, request.params.id)) };
  });
};
