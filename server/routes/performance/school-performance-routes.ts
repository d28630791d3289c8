/**
 * GET /schools/performance and GET /schools/{id}/performance (analytics:read): students, teachers,
 * attendance rate, mean grade, pass rate and fees collected against due over `from`-`to` (default
 * the last 90 days). Every school the user's data scope opens is listed (their own school, more
 * with `school:N` or `*`); another school by id answers 404, like an unknown one.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as performanceEndpoints from '@/contract/endpoints/performance';
import { PERFORMANCE_MESSAGES } from '@/contract/performance';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { canAccessSchool } from '../../lib/school-scope';
import { performanceRange } from './performance-range';
import { schoolsInScope, schoolWithId } from './performance-scope';
import { readSchoolPerformance } from './school-performance-figures';

export const schoolPerformanceRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, performanceEndpoints.schools, async (request) => {
    const user = requireUser(request.user);
    const range = performanceRange(request.query);
    const rows = await readSchoolPerformance(app.db, schoolsInScope(user), range);
    return { success: true as const, message: PERFORMANCE_MESSAGES.schoolsFetched, data: { ...range, schools: rows } };
  });

  routeEndpoint(app, performanceEndpoints.school, async (request) => {
    const user = requireUser(request.user);
    const { id } = request.params;
    if (!canAccessSchool(user, id)) throw httpError(404, PERFORMANCE_MESSAGES.schoolNotFound);
    const range = performanceRange(request.query);
    const [row] = await readSchoolPerformance(app.db, schoolWithId(id), range);
    if (!row) throw httpError(404, PERFORMANCE_MESSAGES.schoolNotFound);
    return { success: true as const, message: PERFORMANCE_MESSAGES.schoolFetched, data: { ...range, ...row } };
  });
};
