/**
 * GET /attendances (filters studentId, classId, date, from, to, status; newest day first, pages in
 * meta.pagination) and GET /attendances/{id}. Access: attendance:read, within the school scope.
 */
import * as markEndpoints from '@/contract/endpoints/attendance/marks';
import type { FastifyPluginAsync } from 'fastify';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { toAttendanceMark } from './attendance-mark-dto';
import { listMarkPage } from './attendance-report-repository';
import { checkReportFilters, findVisibleMark } from './attendance-scope';
import { routeEndpoint } from '../../lib/route-endpoint';

export const attendanceListRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, markEndpoints.list, async (request) => {
    const user = requireUser(request.user);
    const { page, limit } = request.query;
    await checkReportFilters(app.db, user, request.query);
    const { rows, totalCount } = await listMarkPage(app.db, user, request.query, page, limit);
    return { success: true as const, data: rows.map(toAttendanceMark), meta: { pagination: paginationMeta(page, limit, totalCount) } };
  });

  routeEndpoint(app, markEndpoints.get, async (request) => {
    const user = requireUser(request.user);
    return { success: true as const, data: toAttendanceMark(await findVisibleMark(app.db, user, request.params.id)) };
  });
};
