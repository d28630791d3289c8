/**
 * Payment analytics (spec part 2 §7.4; shapes in src/contract/finance-analytics.ts):
 * GET /payments/analytics, /payments/analytics/detailed, /payments/analytics/revenue and
 * /payments/analytics/recent. Static paths, so GET /payments/{id} never captures them.
 *
 * Access: payment:read; rows of the user's schools only.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as paymentAnalyticsEndpoints from '@/contract/endpoints/finance/payment-analytics';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { resolveAnalyticsRange } from './finance-analytics-periods';
import { readTopPayingStudents, readRecentPayments } from './payment-analytics-students';
import { readPaymentAnalytics } from './payment-analytics-summary';
import { readPaymentPeriods, readRevenueAnalytics } from './payment-analytics-trends';

export const paymentAnalyticsRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, paymentAnalyticsEndpoints.summary, async (request) => {
    const user = requireUser(request.user);
    const data = await readPaymentAnalytics(app.db, user, resolveAnalyticsRange(request.query));
    return { success: true as const, message: 'Payment analytics', data };
  });

  routeEndpoint(app, paymentAnalyticsEndpoints.detailed, async (request) => {
    const user = requireUser(request.user);
    const { groupBy, top } = request.query;
    const range = resolveAnalyticsRange(request.query);
    const periods = await readPaymentPeriods(app.db, user, range, groupBy);
    const summary = await readPaymentAnalytics(app.db, user, range);
    const topStudents = await readTopPayingStudents(app.db, user, range, top);
    return { success: true as const, message: 'Detailed payment analytics', data: { ...summary, groupBy, periods, topStudents } };
  });

  routeEndpoint(app, paymentAnalyticsEndpoints.revenue, async (request) => {
    const user = requireUser(request.user);
    const data = await readRevenueAnalytics(app.db, user, resolveAnalyticsRange(request.query), request.query.groupBy);
    return { success: true as const, message: 'Revenue analytics', data };
  });

  routeEndpoint(app, paymentAnalyticsEndpoints.recent, async (request) => {
    const data = await readRecentPayments(app.db, requireUser(request.user), request.query.limit);
    return { success: true as const, message: 'Recent payments', data };
  });
};
