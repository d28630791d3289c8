/**
 * GET /teachers/stats, /teachers/stats/department, /teachers/stats/experience (optional
 * schoolId, checked against the scope: 403 outside it) and GET /teachers/{id}/stats (spec §7.2).
 * Access: teacher:read. The figures are explained in teacher-stats.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as teacherStatsEndpoints from '@/contract/endpoints/teachers/stats';
import { TEACHER_MESSAGES } from '@/contract/teachers';
import { httpError } from '../../../lib/http-error';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { departmentStats, experienceStats, globalStats, readStatRows, teacherOwnStats } from './teacher-stats';
import { findTeacherInScope } from '../teacher-repository';

export const teacherStatsRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, teacherStatsEndpoints.overview, async (request) => {
    const user = requireUser(request.user);
    const rows = await readStatRows(app.db, user, request.query.schoolId);
    return { success: true as const, data: globalStats(rows) };
  });

  routeEndpoint(app, teacherStatsEndpoints.byDepartment, async (request) => {
    const user = requireUser(request.user);
    const rows = await readStatRows(app.db, user, request.query.schoolId);
    return { success: true as const, data: { departments: departmentStats(rows) } };
  });

  routeEndpoint(app, teacherStatsEndpoints.byExperience, async (request) => {
    const user = requireUser(request.user);
    const rows = await readStatRows(app.db, user, request.query.schoolId);
    return { success: true as const, data: experienceStats(rows) };
  });

  routeEndpoint(app, teacherStatsEndpoints.ofTeacher, async (request) => {
    const user = requireUser(request.user);
    const teacher = await findTeacherInScope(app.db, user, request.params.id);
    if (!teacher) throw httpError(404, TEACHER_MESSAGES.notFound);
    return { success: true as const, data: await teacherOwnStats(app.db, teacher) };
  });
};
