/**
 * GET /classes: the classes for the student form's class picker (spec part 2 §3.2 "The class
 * list item has id, name, code"; §9 "Class list 100 per page"): `data` is the array of
 * {id, name, code} of the schools in scope (or of `schoolId`), by grade, then name; pages in
 * meta.pagination. Access: student:read (whoever sees students may see their classes' names).
 */
import { and, asc, count, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginationSchema } from '@/contract/api';
import { CLASS_LIST_PAGE_SIZE, classListItemSchema } from '@/contract/students';
import { classes } from '../../db/schema';
import { lookupSchoolCondition } from '../../lib/lookup-query';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { STUDENT_ROUTE_MESSAGES } from './student-route-schemas';
import { errorAnswers as errors } from '../../lib/answer-schemas';

const classListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(CLASS_LIST_PAGE_SIZE),
  schoolId: z.coerce.number().int().positive().optional(),
  _t: z.unknown().optional(),
});

export const studentClassListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/classes',
    {
      config: { access: { permission: 'student:read' } },
      schema: {
        tags: ['students'],
        summary: 'Classes for the student form (id, name, code), by grade then name',
        querystring: classListQuerySchema,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            data: z.array(classListItemSchema),
            meta: z.object({ pagination: paginationSchema }),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const { page, limit, schoolId } = request.query;
      const where = and(lookupSchoolCondition(user, classes.schoolId, schoolId), isNull(classes.deletedAt));
      const rows = await app.db
        .select({ id: classes.id, name: classes.name, code: classes.code })
        .from(classes)
        .where(where)
        .orderBy(sql`${classes.grade} asc nulls last`, asc(classes.name), asc(classes.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const [counted] = await app.db.select({ value: count() }).from(classes).where(where);
      return {
        success: true as const,
        message: STUDENT_ROUTE_MESSAGES.classesListed,
        data: rows,
        meta: { pagination: paginationMeta(page, limit, Number(counted?.value ?? 0)) },
      };
    },
  );
};
