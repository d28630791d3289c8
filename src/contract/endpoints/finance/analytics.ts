/**
 * GET /finance/analytics?startDate&endDate (spec part 2 §7.4; shapes in
 * src/contract/finance-analytics.ts): revenue, expenses, payroll and net per month, expenses by
 * category, payments by method and the range's totals. Default range: the last 12 months.
 */
import { z } from 'zod';
import { defineEndpoint } from '@/contract/endpoint';
import { analyticsRangeQuerySchema, financeAnalyticsSchema } from '@/contract/finance-analytics';

export const financeAnalyticsAnswerSchema = z.object({ success: z.literal(true), message: z.string(), data: financeAnalyticsSchema });

export const get = defineEndpoint({
  method: 'GET',
  path: '/finance/analytics',
  tags: ['Finance'],
  summary: 'Finance analytics over a range (default: the last 12 months): per month revenue, expenses, payroll and net; breakdowns; totals',
  access: { permission: 'finance:read' },
  query: analyticsRangeQuerySchema,
  answers: { 200: financeAnalyticsAnswerSchema },
});
