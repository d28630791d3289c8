/**
 * Customer analytics and reports (spec part 1 §7 "Analytics" and "reports"):
 * GET /customers/analytics/dashboard, /analytics/reports, /analytics/trends,
 * /analytics/forecasting; POST /customers/analytics/export (CSV); GET /customers/reports and
 * /customers/reports/comparisons. Every figure is counted from the data of the schools in the
 * user's scope, in Asia/Kabul days.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as analyticsEndpoints from '@/contract/endpoints/customers/analytics';
import { EXPORT_MAX_ROWS } from '@/contract/endpoints/customers/analytics';
import { toCsv, type CsvColumn } from '../../../lib/csv';
import { httpError } from '../../../lib/http-error';
import { addDays, kabulDay } from '../../../lib/kabul-time';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { ANALYTICS_BUCKETS } from '../conversion/customer-conversion-repository';
import type { CustomerRow } from '../customer-dto';
import { customerActivityDashboard } from './customer-analytics-customer';
import { customerDashboard, customerForecast, customerTrends, exportedCustomers } from './customer-analytics-repository';
import { customerComparison, customerReport, periodRange } from './customer-report-repository';

export const EXPORT_COLUMNS: readonly CsvColumn<CustomerRow>[] = [
  { header: 'Serial number', value: (row) => row.serialNumber },
  { header: 'Name', value: (row) => row.name },
  { header: 'Dari name', value: (row) => row.dariName },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Mobile', value: (row) => row.mobile },
  { header: 'Email', value: (row) => row.email },
  { header: 'Gender', value: (row) => row.gender },
  { header: 'Type', value: (row) => row.type },
  { header: 'Purpose', value: (row) => row.purpose },
  { header: 'Department', value: (row) => row.department },
  { header: 'Source', value: (row) => row.source },
  { header: 'Priority', value: (row) => row.priority },
  { header: 'Status', value: (row) => row.status },
  { header: 'Referred to', value: (row) => row.referredTo },
  { header: 'Remarks', value: (row) => row.remarks },
  { header: 'Tags', value: (row) => (row.tags ?? []).join('; ') },
  { header: 'Created at', value: (row) => row.createdAt },
  { header: 'Converted at', value: (row) => row.convertedAt },
];

export const customerAnalyticsRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, analyticsEndpoints.dashboard, async (request) => ({ success: true as const, data: await customerDashboard(app.db, requireUser(request.user)) }));

  routeEndpoint(app, analyticsEndpoints.report, async (request) => {
    const actor = requireUser(request.user);
    const to = request.query.to ?? kabulDay();
    const from = request.query.from ?? addDays(to, -29);
    if (from > to) throw httpError(400, 'Validation failed', { from: 'from must not be after to' });
    return { success: true as const, data: await customerReport(app.db, actor, { from, to }) };
  });

  routeEndpoint(app, analyticsEndpoints.trends, async (request) => {
    const { period, points } = request.query;
    return { success: true as const, data: await customerTrends(app.db, requireUser(request.user), period, points ?? ANALYTICS_BUCKETS[period]) };
  });

  routeEndpoint(app, analyticsEndpoints.forecast, async (request) => {
    const { weeks, horizon } = request.query;
    return { success: true as const, data: await customerForecast(app.db, requireUser(request.user), weeks, horizon) };
  });

  routeEndpoint(app, analyticsEndpoints.exportCsv, async (request, reply) => {
    const actor = requireUser(request.user);
    const rows = await exportedCustomers(app.db, actor, request.body.filters ?? {}, EXPORT_MAX_ROWS);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="customers-${kabulDay()}.csv"`)
      .header('cache-control', 'no-store')
      .send(toCsv(EXPORT_COLUMNS, rows));
  });

  routeEndpoint(app, analyticsEndpoints.periodReport, async (request) => {
    const { period } = request.query;
    const report = await customerReport(app.db, requireUser(request.user), periodRange(period));
    return { success: true as const, data: { period, ...report } };
  });

  routeEndpoint(app, analyticsEndpoints.comparison, async (request) => ({ success: true as const, data: await customerComparison(app.db, requireUser(request.user), request.query.period) }));

  routeEndpoint(app, analyticsEndpoints.customerDashboard, async (request) => ({ success: true as const, data: await customerActivityDashboard(app.db, requireUser(request.user), request.params.id) }));
};
