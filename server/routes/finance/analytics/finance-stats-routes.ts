/**
 * The finance overview's stats (spec part 2 §2.4, §3.8): GET /finance/stats and GET
 * /finance/dashboard (the spec's path; same answer) give totalPayments, totalExpenses,
 * totalPayroll and netIncome = totalPayments - totalExpenses - totalPayroll over the schools in
 * the user's scope, optionally within a date range. The sums and the difference are numeric in
 * SQL (exact to the cent, finance-stats-repository.ts), answered as numbers with 2 decimals.
 *
 * What counts (the contract's FINANCE_STATS_COUNTED): payments that brought money in (PAID, PARTIALLY_PAID);
 * expenses and payroll that are owed or paid, i.e. not refused or called off (expenses without
 * REJECTED; payroll without CANCELLED and FAILED), so a new PENDING expense or payroll moves the
 * overview at once. Soft-deleted rows never count. The range applies to the payment date, the
 * expense date and the payroll's salary month.
 *
 * Access: finance:read.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import * as financeStatsEndpoints from '@/contract/endpoints/finance/stats';
import { httpError } from '../../../lib/http-error';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint, type EndpointRequest } from '../../../lib/route-endpoint';
import { readFinanceStats } from './finance-stats-repository';

/** GET /finance/stats and GET /finance/dashboard answer the same. */
const overviewStats =
  (app: FastifyInstance) =>
  async (request: EndpointRequest<typeof financeStatsEndpoints.stats>) => {
    const user = requireUser(request.user);
    const { startDate, endDate } = request.query;
    if (startDate && endDate && startDate > endDate) {
      throw httpError(400, 'The start date must not be after the end date', { startDate: 'The start date must not be after the end date' });
    }
    const data = await readFinanceStats(app.db, user, { startDate, endDate });
    return { success: true as const, message: 'Finance stats', data };
  };

export const financeStatsRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, financeStatsEndpoints.stats, overviewStats(app));
  routeEndpoint(app, financeStatsEndpoints.dashboard, overviewStats(app));
};
