/**
 * Payment analytics (spec part 2 §7.4; shapes in src/contract/finance-analytics.ts):
 * GET /payments/analytics, /payments/analytics/detailed, /payments/analytics/revenue and
 * /payments/analytics/recent. Static paths, so GET /payments/{id} never captures them.
 *
 * Access: payment:read; rows of the user's schools only.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsRangeQuerySchema,
  detailedPaymentAnalyticsQuerySchema,
  detailedPaymentAnalyticsSchema,
  paymentAnalyticsSchema,
  recentPaymentSchema,
  recentPaymentsQuerySchema,
  revenueAnalyticsQuerySchema,
  revenueAnalyticsSchema,
} from '@/contract/finance-analytics';
import { errorAnswers as errors } from '../../lib/answer-schemas';
import { requireUser } from '../../lib/permission-checks';
import { resolveAnalyticsRange } from './finance-analytics-periods';
import { readTopPayingStudents, readRecentPayments } from './payment-analytics-students';
import { readPaymentAnalytics } from './payment-analytics-summary';
import { readPaymentPeriods, readRevenueAnalytics } from './payment-analytics-trends';

const tags = ['Finance'];
const config = { access: { permission: 'payment:read' } };
const answer = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), message: z.string(), data });

export const paymentAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/analytics',
    {
      config,
      schema: {
        tags,
        summary: 'Payment analytics over a range (default: the last 12 months): paid totals, by status, method and type, paid vs outstanding',
        querystring: analyticsRangeQuerySchema,
        response: { 200: answer(paymentAnalyticsSchema), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const data = await readPaymentAnalytics(app.db, user, resolveAnalyticsRange(request.query));
      return { success: true as const, message: 'Payment analytics', data };
    },
  );

  app.get(
    '/payments/analytics/detailed',
    {
      config,
      schema: {
        tags,
        summary: 'Payment analytics plus the same per period (groupBy day, week or month) and the top paying students',
        querystring: detailedPaymentAnalyticsQuerySchema,
        response: { 200: answer(detailedPaymentAnalyticsSchema), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const { groupBy, top } = request.query;
      const range = resolveAnalyticsRange(request.query);
      const periods = await readPaymentPeriods(app.db, user, range, groupBy);
      const summary = await readPaymentAnalytics(app.db, user, range);
      const topStudents = await readTopPayingStudents(app.db, user, range, top);
      return { success: true as const, message: 'Detailed payment analytics', data: { ...summary, groupBy, periods, topStudents } };
    },
  );

  app.get(
    '/payments/analytics/revenue',
    {
      config,
      schema: {
        tags,
        summary: 'Revenue (paid payments) per period with growth in percent against the period before',
        querystring: revenueAnalyticsQuerySchema,
        response: { 200: answer(revenueAnalyticsSchema), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const data = await readRevenueAnalytics(app.db, user, resolveAnalyticsRange(request.query), request.query.groupBy);
      return { success: true as const, message: 'Revenue analytics', data };
    },
  );

  app.get(
    '/payments/analytics/recent',
    {
      config,
      schema: {
        tags,
        summary: 'The last payments (any status) with student name, admission number and class',
        querystring: recentPaymentsQuerySchema,
        response: { 200: answer(z.array(recentPaymentSchema)), ...errors },
      },
    },
    async (request) => {
      const data = await readRecentPayments(app.db, requireUser(request.user), request.query.limit);
      return { success: true as const, message: 'Recent payments', data };
    },
  );
};
