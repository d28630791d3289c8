/**
 * Customer analytics and reports (spec part 1 §7 "Analytics" and "reports"): the dashboard,
 * reports, trends, forecast, the CSV export, rolling-period reports and comparisons, and one
 * customer's dashboard. Every figure is counted from the data of the schools in the user's
 * scope, in Asia/Kabul days.
 */
import { z } from 'zod';
import { CALENDAR_PERIODS } from '@/contract/calendar-periods';
import { successResponse } from '@/contract/api';
import {
  comparisonSchema,
  customerDashboardSchema,
  customerIdParamsSchema,
  dashboardSchema,
  exportBodySchema,
  forecastSchema,
  ignoredCacheBuster,
  rangeQuery,
  reportSchema,
  trendsSchema,
} from '@/contract/customer-extras';
import { defineEndpoint } from '@/contract/endpoint';

/** More rows than this is not a front-desk export: 400 asking to narrow the filters. */
export const EXPORT_MAX_ROWS = 100_000;

const tags = ['customers: analytics'];
const read = { permission: 'customer:read' } as const;
const periodQuery = z.object({ period: z.enum(CALENDAR_PERIODS).default('monthly'), ...ignoredCacheBuster });

export const dashboard = defineEndpoint({
  method: 'GET',
  path: '/customers/analytics/dashboard',
  tags,
  summary: 'Totals, new today/this week/this month, breakdowns, the last 30 days per Kabul day and the NEW → CONTACTED → QUALIFIED → CONVERTED funnel',
  access: read,
  query: z.object(ignoredCacheBuster),
  answers: { 200: successResponse(dashboardSchema) },
});

export const report = defineEndpoint({
  method: 'GET',
  path: '/customers/analytics/reports',
  tags,
  summary: 'Report of the customers registered between two Kabul days (inclusive; default the last 30 days)',
  access: read,
  query: rangeQuery,
  answers: { 200: successResponse(reportSchema) },
});

export const trends = defineEndpoint({
  method: 'GET',
  path: '/customers/analytics/trends',
  tags,
  summary: 'New customers and conversions per period with growth against the period before (default weekly, weeks from Saturday)',
  access: read,
  query: z.object({
    period: z.enum(CALENDAR_PERIODS).default('weekly'),
    points: z.coerce.number().int().min(2).max(60).optional().describe('Periods shown; default 30 days, 12 weeks, 12 months or 5 years'),
    ...ignoredCacheBuster,
  }),
  answers: { 200: successResponse(trendsSchema) },
});

export const forecast = defineEndpoint({
  method: 'GET',
  path: '/customers/analytics/forecasting',
  tags,
  summary: 'Weekly forecast of new customers and conversions by linear regression over the last complete weeks (method named in the answer)',
  access: read,
  query: z.object({
    weeks: z.coerce.number().int().min(2).max(104).default(12).describe('Complete weeks of history'),
    horizon: z.coerce.number().int().min(1).max(12).default(4).describe('Weeks forecast, the current one first'),
    ...ignoredCacheBuster,
  }),
  answers: { 200: successResponse(forecastSchema) },
});

/** No offline policy: it answers a file, wanted now. */
export const exportCsv = defineEndpoint({
  method: 'POST',
  path: '/customers/analytics/export',
  tags,
  summary: 'The customers matching the filters (the advanced-search criteria) as a CSV file',
  description:
    'Answers text/csv (UTF-8 with a byte order mark, CRLF line ends, header row) as an attachment. Cells starting with = + - @ ' +
    `are prefixed with an apostrophe so spreadsheets do not run them (phone numbers like +93… excepted). At most ${EXPORT_MAX_ROWS} rows (400 beyond, naming the count).`,
  access: { permission: 'customer:export' },
  body: exportBodySchema,
  answers: { 200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } } },
});

export const periodReport = defineEndpoint({
  method: 'GET',
  path: '/customers/reports',
  tags,
  summary: 'Report of a rolling period ending today: daily = today, weekly = 7 days, monthly = 30 days (default), yearly = 365 days',
  access: read,
  query: periodQuery,
  answers: { 200: successResponse(reportSchema.extend({ period: z.string() })) },
});

export const comparison = defineEndpoint({
  method: 'GET',
  path: '/customers/reports/comparisons',
  tags,
  summary: 'The rolling period ending today against the one of the same length before it (default monthly: 30 days vs the 30 before)',
  access: read,
  query: periodQuery,
  answers: { 200: successResponse(comparisonSchema) },
});

export const customerDashboard = defineEndpoint({
  method: 'GET',
  path: '/customers/:id/dashboard',
  tags,
  summary: "One customer's dashboard: the customer, the student made from them, counts and the latest events, tasks, documents, automations and notes, and the suggestions for them",
  access: read,
  params: customerIdParamsSchema,
  query: z.object(ignoredCacheBuster),
  answers: { 200: successResponse(customerDashboardSchema) },
});
