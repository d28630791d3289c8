/**
 * A class's figures: GET /classes/{id}/stats (students by gender and status, attendance of the
 * last 30 days, average grade), GET /classes/{id}/analytics (per subject averages, weekly
 * attendance trend, grade distribution), GET /classes/performance/{id} (the class's students
 * ranked by average, with attendance). Figures in class-figures.ts.
 *
 * Access: class:read; 404 for a class of another school.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CLASS_MESSAGES,
  classAnalyticsAnswerSchema,
  classAnalyticsQuerySchema,
  classPerformanceAnswerSchema,
  classStatsAnswerSchema,
  idParamsSchema,
} from '@/contract/classes';
import { errorAnswers as errors } from '../../lib/answer-schemas';
import { requireUser } from '../../lib/permission-checks';
import { classAnalytics, classPerformance, classStats } from './class-figures';
import { findClassInScope } from './class-records';

const tags = ['classes'];
const access = { permission: 'class:read' };

export const classFigureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/classes/:id/stats',
    {
      config: { access },
      schema: { tags, summary: 'Students by gender and status, attendance of the last 30 days, average grade', params: idParamsSchema, response: { 200: classStatsAnswerSchema, ...errors } },
    },
    async (request) => {
      const classRow = await findClassInScope(app.db, requireUser(request.user), request.params.id);
      return { success: true as const, message: CLASS_MESSAGES.statsFetched, data: await classStats(app.db, classRow) };
    },
  );

  app.get(
    '/classes/:id/analytics',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Average per subject, attendance by week (weeks, default 8), students per grade label',
        params: idParamsSchema,
        querystring: classAnalyticsQuerySchema,
        response: { 200: classAnalyticsAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const classRow = await findClassInScope(app.db, requireUser(request.user), request.params.id);
      return { success: true as const, message: CLASS_MESSAGES.analyticsFetched, data: await classAnalytics(app.db, classRow, request.query.weeks) };
    },
  );

  app.get(
    '/classes/performance/:id',
    {
      config: { access },
      schema: { tags, summary: 'The class\'s students ranked by average grade, with attendance rate', params: idParamsSchema, response: { 200: classPerformanceAnswerSchema, ...errors } },
    },
    async (request) => {
      const classRow = await findClassInScope(app.db, requireUser(request.user), request.params.id);
      return { success: true as const, message: CLASS_MESSAGES.performanceFetched, data: await classPerformance(app.db, classRow) };
    },
  );
};
