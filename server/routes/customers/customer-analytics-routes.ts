/**
 * Customer analytics and reports (spec part 1 §7 "Analytics" and "reports"):
 * GET /customers/analytics/dashboard, /analytics/reports, /analytics/trends,
 * /analytics/forecasting; POST /customers/analytics/export (CSV); GET /customers/reports and
 * /customers/reports/comparisons. Every figure is counted from the data of the schools in the
 * user's scope, in Asia/Kabul days.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponse } from '@/contract/api';
import { customerSearchCriteriaSchema } from '@/contract/customer-search';
import { customers } from '../../db/schema';
import { errorAnswers } from '../../lib/answer-schemas';
import { toCsv, type CsvColumn } from '../../lib/csv';
import { withinExportCap } from '../../lib/export-cap';
import { httpError } from '../../lib/http-error';
import { addDays, kabulDay, PERIODS } from '../../lib/kabul-time';
import { requireUser } from '../../lib/permission-checks';
import { customerActivityDashboard, customerDashboardSchema } from './customer-analytics-customer';
import {
  customerDashboard,
  customerForecast,
  customerTrends,
  dashboardSchema,
  forecastSchema,
  trendsSchema,
} from './customer-analytics-queries';
import { ANALYTICS_BUCKETS } from './customer-conversion-queries';
import type { CustomerRow } from './customer-dto';
import { comparisonSchema, customerComparison, customerReport, periodRange, reportSchema } from './customer-reports-queries';
import { criteriaCondition, criteriaOrderBy } from './extras/customer-criteria';
import { customerIdParamsSchema } from './extras/extras-schemas';

/** More rows than this is not a front-desk export: 400 asking to narrow the filters (server/lib/export-cap.ts). */
export const EXPORT_MAX_ROWS = 100_000;

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

const read = { access: { permission: 'customer:read' } } as const;
const tags = ['customers: analytics'];
const ignoredCacheBuster = { _t: z.unknown().optional() };

const rangeQuery = z.object({
  from: z.iso.date('Use a date like 2026-03-21').optional(),
  to: z.iso.date('Use a date like 2026-03-21').optional(),
  ...ignoredCacheBuster,
});

const exportBodySchema = z.preprocess(
  (input) => input ?? {},
  z.object({
    format: z.enum(['csv'], { error: () => 'format must be csv' }).default('csv'),
    filters: customerSearchCriteriaSchema.optional(),
  }),
);

export const customerAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/analytics/dashboard',
    {
      config: read,
      schema: {
        tags,
        summary: 'Totals, new today/this week/this month, breakdowns, the last 30 days per Kabul day and the NEW → CONTACTED → QUALIFIED → CONVERTED funnel',
        querystring: z.object(ignoredCacheBuster),
        response: { 200: successResponse(dashboardSchema), ...errorAnswers },
      },
    },
    async (request) => ({ success: true as const, data: await customerDashboard(app.db, requireUser(request.user)) }),
  );

  app.get(
    '/customers/analytics/reports',
    {
      config: read,
      schema: {
        tags,
        summary: 'Report of the customers registered between two Kabul days (inclusive; default the last 30 days)',
        querystring: rangeQuery,
        response: { 200: successResponse(reportSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const actor = requireUser(request.user);
      const to = request.query.to ?? kabulDay();
      const from = request.query.from ?? addDays(to, -29);
      if (from > to) throw httpError(400, 'Validation failed', { from: 'from must not be after to' });
      return { success: true as const, data: await customerReport(app.db, actor, { from, to }) };
    },
  );

  app.get(
    '/customers/analytics/trends',
    {
      config: read,
      schema: {
        tags,
        summary: 'New customers and conversions per period with growth against the period before (default weekly, weeks from Saturday)',
        querystring: z.object({
          period: z.enum(PERIODS).default('weekly'),
          points: z.coerce.number().int().min(2).max(60).optional().describe('Periods shown; default 30 days, 12 weeks, 12 months or 5 years'),
          ...ignoredCacheBuster,
        }),
        response: { 200: successResponse(trendsSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const { period, points } = request.query;
      return { success: true as const, data: await customerTrends(app.db, requireUser(request.user), period, points ?? ANALYTICS_BUCKETS[period]) };
    },
  );

  app.get(
    '/customers/analytics/forecasting',
    {
      config: read,
      schema: {
        tags,
        summary: 'Weekly forecast of new customers and conversions by linear regression over the last complete weeks (method named in the answer)',
        querystring: z.object({
          weeks: z.coerce.number().int().min(2).max(104).default(12).describe('Complete weeks of history'),
          horizon: z.coerce.number().int().min(1).max(12).default(4).describe('Weeks forecast, the current one first'),
          ...ignoredCacheBuster,
        }),
        response: { 200: successResponse(forecastSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const { weeks, horizon } = request.query;
      return { success: true as const, data: await customerForecast(app.db, requireUser(request.user), weeks, horizon) };
    },
  );

  app.post(
    '/customers/analytics/export',
    {
      config: { access: { permission: 'customer:export' } },
      schema: {
        tags,
        summary: 'The customers matching the filters (the advanced-search criteria) as a CSV file',
        description:
          'Answers text/csv (UTF-8 with a byte order mark, CRLF line ends, header row) as an attachment. Cells starting with = + - @ ' +
          `are prefixed with an apostrophe so spreadsheets do not run them (phone numbers like +93… excepted). At most ${EXPORT_MAX_ROWS} rows (400 beyond, naming the count).`,
        body: exportBodySchema,
        response: { 200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } }, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.user);
      const filters = request.body.filters ?? {};
      const matching = criteriaCondition(actor, filters);
      const read = await app.db
        .select()
        .from(customers)
        .where(matching)
        .orderBy(...criteriaOrderBy(filters))
        .limit(EXPORT_MAX_ROWS + 1);
      const rows = await withinExportCap(read, EXPORT_MAX_ROWS, () => app.db.$count(customers, matching));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="customers-${kabulDay()}.csv"`)
        .header('cache-control', 'no-store')
        .send(toCsv(EXPORT_COLUMNS, rows));
    },
  );

  app.get(
    '/customers/reports',
    {
      config: read,
      schema: {
        tags,
        summary: 'Report of a rolling period ending today: daily = today, weekly = 7 days, monthly = 30 days (default), yearly = 365 days',
        querystring: z.object({ period: z.enum(PERIODS).default('monthly'), ...ignoredCacheBuster }),
        response: { 200: successResponse(reportSchema.extend({ period: z.string() })), ...errorAnswers },
      },
    },
    async (request) => {
      const { period } = request.query;
      const report = await customerReport(app.db, requireUser(request.user), periodRange(period));
      return { success: true as const, data: { period, ...report } };
    },
  );

  app.get(
    '/customers/reports/comparisons',
    {
      config: read,
      schema: {
        tags,
        summary: 'The rolling period ending today against the one of the same length before it (default monthly: 30 days vs the 30 before)',
        querystring: z.object({ period: z.enum(PERIODS).default('monthly'), ...ignoredCacheBuster }),
        response: { 200: successResponse(comparisonSchema), ...errorAnswers },
      },
    },
    async (request) => ({ success: true as const, data: await customerComparison(app.db, requireUser(request.user), request.query.period) }),
  );

  app.get(
    '/customers/:id/dashboard',
    {
      config: read,
      schema: {
        tags,
        summary: "One customer's dashboard: the customer, the student made from them, counts and the latest events, tasks, documents, automations and notes, and the suggestions for them",
        params: customerIdParamsSchema,
        querystring: z.object(ignoredCacheBuster),
        response: { 200: successResponse(customerDashboardSchema), ...errorAnswers },
      },
    },
    async (request) => ({ success: true as const, data: await customerActivityDashboard(app.db, requireUser(request.user), request.params.id) }),
  );
};
