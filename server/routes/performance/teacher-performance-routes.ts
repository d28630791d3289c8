/**
 * GET /teachers/performance (teacher:read): every live teacher of the user's schools (or of one,
 * `schoolId`) scored over `from`-`to` as /teachers/{id}/performance scores one, ranked best
 * first, paged (`page`, `limit`), with a summary over all of them. The static path wins over
 * /teachers/{id} in Fastify's router, so "performance" is never read as a teacher id.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERFORMANCE_MESSAGES, teacherPerformanceListAnswerSchema, teacherPerformanceListQuerySchema } from '@/contract/performance';
import { teachers } from '../../db/schema';
import { errorAnswers } from '../../lib/answer-schemas';
import { lookupSchoolCondition } from '../../lib/lookup-query';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { performanceRange } from './performance-range';
import { readTeacherPerformance } from './teacher-performance-figures';

export const teacherPerformanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/teachers/performance',
    {
      config: { access: { permission: 'teacher:read' } },
      schema: {
        tags: ['teachers: analytics'],
        summary: 'Every teacher scored as /teachers/{id}/performance over from/to (default the last 90 days), best first, paged, with school-wide means',
        querystring: teacherPerformanceListQuerySchema,
        response: { 200: teacherPerformanceListAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const { page, limit, schoolId } = request.query;
      const range = performanceRange(request.query);
      const all = await readTeacherPerformance(app.db, lookupSchoolCondition(user, teachers.schoolId, schoolId), range);
      return {
        success: true as const,
        message: PERFORMANCE_MESSAGES.teachersFetched,
        data: { ...all, teachers: all.teachers.slice((page - 1) * limit, page * limit) },
        meta: { pagination: paginationMeta(page, limit, all.teachers.length) },
      };
    },
  );
};
