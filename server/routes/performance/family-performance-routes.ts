/**
 * GET /parents/performance (parent:read): per family of the user's schools (or one, `schoolId`):
 * children, their attendance and grades over `from`-`to` (default the last 90 days), fees still
 * owed and messages to the school; paged, sorted by `sort` and `order` (default name), with the
 * totals over every family. A PARENT holds parent:read for the portal, but the whole school's
 * families are not theirs to see: they get 403 here and their own family at
 * /parents/{id}/performance.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as performanceEndpoints from '@/contract/endpoints/performance';
import { normalizeRole } from '@/contract/permissions';
import { PERFORMANCE_MESSAGES } from '@/contract/performance';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { readFamilyPerformance } from './family-performance-figures';
import { performanceRange } from './performance-range';
import { familyScope } from './performance-scope';

export const familyPerformanceRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, performanceEndpoints.families, async (request) => {
    const user = requireUser(request.user);
    if (normalizeRole(user.role) === 'PARENT') throw httpError(403, PERFORMANCE_MESSAGES.familiesForStaff);
    const { page, limit, sort, order, schoolId } = request.query;
    const range = performanceRange(request.query);
    const data = await readFamilyPerformance(app.db, familyScope(user, schoolId), range, { page, limit, sort, order });
    return {
      success: true as const,
      message: PERFORMANCE_MESSAGES.familiesFetched,
      data,
      meta: { pagination: paginationMeta(page, limit, data.summary.families) },
    };
  });
};
