/**
 * The finance overview's stats (spec part 2 §2.4, §3.8): GET /finance/stats and GET
 * /finance/dashboard (the spec's path; the same answer): totalPayments, totalExpenses,
 * totalPayroll and netIncome over the schools in the user's scope, optionally within a date range.
 */
import { z } from 'zod';
import { defineEndpoint } from '@/contract/endpoint';
import { financeStatsSchema, optionalDate } from '@/contract/finance';

export const financeStatsQuerySchema = z.object({ startDate: optionalDate, endDate: optionalDate, _t: z.string().optional() });

export const financeStatsAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: financeStatsSchema.extend({
    paymentCount: z.number().int(),
    expenseCount: z.number().int(),
    payrollCount: z.number().int(),
  }),
});

const overview = {
  tags: ['finance'],
  summary: 'Overview stats: totalPayments, totalExpenses, totalPayroll, netIncome (exact sums; optional startDate/endDate)',
  access: { permission: 'finance:read' },
  query: financeStatsQuerySchema,
  answers: { 200: financeStatsAnswerSchema },
} as const;

export const stats = defineEndpoint({ method: 'GET', path: '/finance/stats', ...overview });

export const dashboard = defineEndpoint({ method: 'GET', path: '/finance/dashboard', ...overview });
