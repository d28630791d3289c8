/**
 * GET /finance/analytics?startDate&endDate (spec part 2 §7.4; shape in
 * src/contract/finance-analytics.ts): revenue, expenses, payroll and net per month, expenses by
 * category, payments by method and the range's totals. Default range: the last 12 months.
 *
 * Access: finance:read; rows of the user's schools only.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as financeAnalyticsEndpoints from '@/contract/endpoints/finance/analytics';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { resolveAnalyticsRange } from './finance-analytics-periods';
import { readFinanceAnalytics } from './finance-analytics-query';

export const financeAnalyticsRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, financeAnalyticsEndpoints.get, async (request) => {
    const data = await readFinanceAnalytics(app.db, requireUser(request.user), resolveAnalyticsRange(request.query));
    return { success: true as const, message: 'Finance analytics', data };
  });
};
