/**
 * GET /teachers (teacher:read): the teacher picker's list (spec part 2 §3.8), shaped like the
 * staff picker's items with designation "Teacher". `limit=all` gives every active teacher of the
 * schools in scope; otherwise a page with meta.pagination and meta.total. The full teachers area
 * (its own issue) extends this route.
 */
import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, paginationSchema } from '@/contract/api';
import { teachers } from '../../db/schema';
import { likePattern, lookupQuerySchema, lookupSchoolCondition, readLookupPage } from '../../lib/lookup-query';
import { requireUser } from '../../lib/permission-checks';

export const TEACHER_DESIGNATION = 'Teacher';

export const teacherPickerItemSchema = z.object({
  id: z.number().int(),
  employeeId: z.string(),
  userId: z.number().int().nullable(),
  schoolId: z.number().int(),
  user: z.object({
    firstName: z.string(),
    lastName: z.string(),
    dariName: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  designation: z.string(),
  department: z.string().nullable(),
  subject: z.string().nullable(),
  status: z.string(),
  salary: z.object({ basicSalary: z.number(), allowances: z.number() }),
});

const listAnswer = z.object({
  success: z.literal(true),
  data: z.array(teacherPickerItemSchema),
  meta: z.object({ pagination: paginationSchema, total: z.number().int() }),
});

type TeacherRow = typeof teachers.$inferSelect;

function toPickerItem(row: TeacherRow): z.infer<typeof teacherPickerItemSchema> {
  return {
    id: row.id,
    employeeId: row.employeeId,
    userId: row.userId,
    schoolId: row.schoolId,
    user: { firstName: row.firstName, lastName: row.lastName, dariName: row.dariName, phone: row.mobile, email: row.email },
    designation: TEACHER_DESIGNATION,
    department: row.department,
    subject: row.subject,
    status: row.status,
    salary: { basicSalary: Number(row.salary ?? 0), allowances: Number(row.allowances) },
  };
}

export const teacherLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/teachers',
    {
      config: { access: { permission: 'teacher:read' } },
      schema: {
        tags: ['teachers'],
        summary: 'Teachers (limit=all for the pickers)',
        querystring: lookupQuerySchema,
        response: { 200: listAnswer, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const { limit, search, schoolId } = request.query;
      const pattern = search ? likePattern(search) : undefined;
      const conditions: (SQL | undefined)[] = [
        isNull(teachers.deletedAt),
        lookupSchoolCondition(user, teachers.schoolId, schoolId),
        limit === 'all' ? eq(sql`upper(${teachers.status})`, 'ACTIVE') : undefined,
        pattern
          ? or(
              ilike(teachers.firstName, pattern),
              ilike(teachers.lastName, pattern),
              ilike(teachers.dariName, pattern),
              ilike(teachers.employeeId, pattern),
              ilike(teachers.subject, pattern),
            )
          : undefined,
      ];
      const where = and(...conditions);
      const { rows, meta } = await readLookupPage(request.query, {
        rows: (window) => {
          const ordered = app.db.select().from(teachers).where(where).orderBy(asc(teachers.firstName), asc(teachers.id));
          return window ? ordered.limit(window.limit).offset(window.offset) : ordered;
        },
        count: async () => Number((await app.db.select({ value: count() }).from(teachers).where(where))[0]?.value ?? 0),
      });
      return {
        success: true as const,
        data: rows.map(toPickerItem),
        meta,
      };
    },
  );
};
