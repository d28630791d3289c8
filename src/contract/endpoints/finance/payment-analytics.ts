/**
 * Payment analytics (spec part 2 §7.4; shapes in src/contract/finance-analytics.ts):
 * GET /payments/analytics, /payments/analytics/detailed, /payments/analytics/revenue and
 * /payments/analytics/recent. Static paths, so GET /payments/{id} never captures them.
 */
import { z } from 'zod';
import { defineEndpoint } from '@/contract/endpoint';
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
import { messageAnswer } from '@/contract/api';

const tags = ['Finance'];
const access = { permission: 'payment:read' };

export const summary = defineEndpoint({
  method: 'GET',
  path: '/payments/analytics',
  tags,
  summary: 'Payment analytics over a range (default: the last 12 months): paid totals, by status, method and type, paid vs outstanding',
  access,
  query: analyticsRangeQuerySchema,
  answers: { 200: messageAnswer(paymentAnalyticsSchema) },
});

export const detailed = defineEndpoint({
  method: 'GET',
  path: '/payments/analytics/detailed',
  tags,
  summary: 'Payment analytics plus the same per period (groupBy day, week or month) and the top paying students',
  access,
  query: detailedPaymentAnalyticsQuerySchema,
  answers: { 200: messageAnswer(detailedPaymentAnalyticsSchema) },
});

export const revenue = defineEndpoint({
  method: 'GET',
  path: '/payments/analytics/revenue',
  tags,
  summary: 'Revenue (paid payments) per period with growth in percent against the period before',
  access,
  query: revenueAnalyticsQuerySchema,
  answers: { 200: messageAnswer(revenueAnalyticsSchema) },
});

export const recent = defineEndpoint({
  method: 'GET',
  path: '/payments/analytics/recent',
  tags,
  summary: 'The last payments (any status) with student name, admission number and class',
  access,
  query: recentPaymentsQuerySchema,
  answers: { 200: messageAnswer(z.array(recentPaymentSchema)) },
});
