/**
 * GET /teachers/performance (teacher:read): every live teacher of the user's schools (or of one,
 * `schoolId`) scored over `from`-`to` as /teachers/{id}/performance scores one, ranked best
 * first, paged (`page`, `limit`), with a summary over all of them. The static path wins over
 * /teachers/{id} in Fastify's router, so "performance" is never read as a teacher id.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as performanceEndpoints from '@/contract/endpoints/performance';
import { PERFORMANCE_MESSAGES } from '@/contract/performance';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { performanceRange } from './performance-range';
import { teachersInScope } from './performance-scope';
import { readTeacherPerformance } from './teacher-performance-figures';

export const teacherPerformanceRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, performanceEndpoints.teachers, async (request) => {
    const user = requireUser(request.user);
    const { page, limit, schoolId } = request.query;
    const range = performanceRange(request.query);
    const all = await readTeacherPerformance(app.db, teachersInScope(user, schoolId), range);
    return {
      success: true as const,
      message: PERFORMANCE_MESSAGES.teachersFetched,
      data: { ...all, teachers: all.teachers.slice((page - 1) * limit, page * limit) },
      meta: { pagination: paginationMeta(page, limit, all.teachers.length) },
    };
  });
};
