/**
 * A class's figures: GET /classes/{id}/stats (students by gender and status, attendance of the
 * last 30 days, average grade), GET /classes/{id}/analytics (per subject averages, weekly
 * attendance trend, grade distribution), GET /classes/performance/{id} (the class's students
 * ranked by average, with attendance). Figures in class-figures.ts.
 *
 * Access: class:read; 404 for a class of another school.
 */
import * as classEndpoints from '@/contract/endpoints/classes';
import type { FastifyPluginAsync } from 'fastify';
import { CLASS_MESSAGES } from '@/contract/classes';
import { requireUser } from '../../lib/permission-checks';
import { classAnalytics, classPerformance, classStats } from './class-figures';
import { findClassInScope } from './class-repository';
import { routeEndpoint } from '../../lib/route-endpoint';

export const classFigureRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, classEndpoints.stats, async (request) => {
    const classRow = await findClassInScope(app.db, requireUser(request.user), request.params.id);
    return { success: true as const, message: CLASS_MESSAGES.statsFetched, data: await classStats(app.db, classRow) };
  });

  routeEndpoint(app, classEndpoints.analytics, async (request) => {
    const classRow = await findClassInScope(app.db, requireUser(request.user), request.params.id);
    return { success: true as const, message: CLASS_MESSAGES.analyticsFetched, data: await classAnalytics(app.db, classRow, request.query.weeks) };
  });

  routeEndpoint(app, classEndpoints.performance, async (request) => {
    const classRow = await findClassInScope(app.db, requireUser(request.user), request.params.id);
    return { success: true as const, message: CLASS_MESSAGES.performanceFetched, data: await classPerformance(app.db, classRow) };
  });
};
