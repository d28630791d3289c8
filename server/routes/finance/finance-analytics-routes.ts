/**
 * GET /finance/analytics?startDate&endDate (spec part 2 §7.4; shape in
 * src/contract/finance-analytics.ts): revenue, expenses, payroll and net per month, expenses by
 * category, payments by method and the range's totals. Default range: the last 12 months.
 *
 * Access: finance:read; rows of the user's schools only.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsRangeQuerySchema, financeAnalyticsSchema } from '@/contract/finance-analytics';
import { errorAnswers as errors } from '../../lib/answer-schemas';
import { requireUser } from '../../lib/permission-checks';
import { resolveAnalyticsRange } from './finance-analytics-periods';
import { readFinanceAnalytics } from './finance-analytics-query';

const financeAnalyticsAnswer = z.object({ success: z.literal(true), message: z.string(), data: financeAnalyticsSchema });

export const financeAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/finance/analytics',
    {
      config: { access: { permission: 'finance:read' } },
      schema: {
        tags: ['Finance'],
        summary: 'Finance analytics over a range (default: the last 12 months): per month revenue, expenses, payroll and net; breakdowns; totals',
        querystring: analyticsRangeQuerySchema,
        response: { 200: financeAnalyticsAnswer, ...errors },
      },
    },
    async (request) => {
      const data = await readFinanceAnalytics(app.db, requireUser(request.user), resolveAnalyticsRange(request.query));
      return { success: true as const, message: 'Finance analytics', data };
    },
  );
};
