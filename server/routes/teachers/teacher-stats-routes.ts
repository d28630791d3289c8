/**
 * GET /teachers/stats, /teachers/stats/department, /teachers/stats/experience (optional
 * schoolId, checked against the scope: 403 outside it) and GET /teachers/{id}/stats (spec §7.2).
 * Access: teacher:read. The figures are explained in teacher-stats.ts.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TEACHER_MESSAGES,
  teacherDepartmentStatsSchema,
  teacherExperienceStatsSchema,
  teacherOwnStatsSchema,
  teacherStatsQuerySchema,
  teacherStatsSchema,
} from '@/contract/teachers';
import { teachers } from '../../db/schema';
import { errorAnswers as errors } from '../../lib/answer-schemas';
import { httpError } from '../../lib/http-error';
import { lookupSchoolCondition } from '../../lib/lookup-query';
import { requireUser } from '../../lib/permission-checks';
import { tags, teacherIdParamsSchema } from './teacher-route-schemas';
import { departmentStats, experienceStats, globalStats, readStatRows, teacherOwnStats } from './teacher-stats';
import { findTeacherInScope } from './teacher-writer';

const read = { access: { permission: 'teacher:read' } };
const query = teacherStatsQuerySchema.extend({ _t: z.unknown().optional() });
const answer = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const teacherStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/teachers/stats',
    {
      config: read,
      schema: { tags, summary: 'Counts by status and department, average salary and experience', querystring: query, response: { 200: answer(teacherStatsSchema), ...errors } },
    },
    async (request) => {
      const user = requireUser(request.user);
      const rows = await readStatRows(app.db, lookupSchoolCondition(user, teachers.schoolId, request.query.schoolId));
      return { success: true as const, data: globalStats(rows) };
    },
  );

  app.get(
    '/teachers/stats/department',
    {
      config: read,
      schema: { tags, summary: 'Teachers by department: count, active, average salary and experience', querystring: query, response: { 200: answer(teacherDepartmentStatsSchema), ...errors } },
    },
    async (request) => {
      const user = requireUser(request.user);
      const rows = await readStatRows(app.db, lookupSchoolCondition(user, teachers.schoolId, request.query.schoolId));
      return { success: true as const, data: { departments: departmentStats(rows) } };
    },
  );

  app.get(
    '/teachers/stats/experience',
    {
      config: read,
      schema: { tags, summary: 'Teachers by experience band (0-2, 3-5, 6-10, 11-20, 21+ years)', querystring: query, response: { 200: answer(teacherExperienceStatsSchema), ...errors } },
    },
    async (request) => {
      const user = requireUser(request.user);
      const rows = await readStatRows(app.db, lookupSchoolCondition(user, teachers.schoolId, request.query.schoolId));
      return { success: true as const, data: experienceStats(rows) };
    },
  );

  app.get(
    '/teachers/:id/stats',
    {
      config: read,
      schema: {
        tags,
        summary: "One teacher's class assignments, classes, subjects, students taught, years of service and pay",
        params: teacherIdParamsSchema,
        response: { 200: answer(teacherOwnStatsSchema), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const teacher = await findTeacherInScope(app.db, user, request.params.id);
      if (!teacher) throw httpError(404, TEACHER_MESSAGES.notFound);
      return { success: true as const, data: await teacherOwnStats(app.db, teacher) };
    },
  );
};
