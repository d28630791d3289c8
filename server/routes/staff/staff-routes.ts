/**
 * GET /staff (staff:read): the employee picker's list (spec part 2 §3.8). `limit=all` gives
 * every active staff member of the schools in scope; otherwise a page with meta.pagination.
 * Amounts are numbers (AFN), not the database's numeric strings.
 */
import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, paginationSchema } from '@/contract/api';
import { staff } from '../../db/schema';
import { likePattern, lookupQuerySchema, lookupSchoolCondition, readLookupPage } from '../../lib/lookup-query';
import { requireUser } from '../../lib/permission-checks';

export const staffPickerItemSchema = z.object({
  id: z.number().int(),
  employeeId: z.string(),
  userId: z.number().int().nullable(),
  schoolId: z.number().int(),
  user: z.object({
    firstName: z.string(),
    lastName: z.string().nullable(),
    dariName: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  designation: z.string().nullable(),
  department: z.string().nullable(),
  status: z.string(),
  salary: z.object({ basicSalary: z.number(), allowances: z.number() }),
});

const listAnswer = z.object({
  success: z.literal(true),
  data: z.array(staffPickerItemSchema),
  meta: z.object({ pagination: paginationSchema, total: z.number().int() }),
});

type StaffRow = typeof staff.$inferSelect;

function toPickerItem(row: StaffRow): z.infer<typeof staffPickerItemSchema> {
  return {
    id: row.id,
    employeeId: row.employeeId,
    userId: row.userId,
    schoolId: row.schoolId,
    user: { firstName: row.firstName, lastName: row.lastName, dariName: row.dariName, phone: row.phone, email: row.email },
    designation: row.designation,
    department: row.department,
    status: row.status,
    salary: { basicSalary: Number(row.basicSalary), allowances: Number(row.allowances) },
  };
}

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff',
    {
      config: { access: { permission: 'staff:read' } },
      schema: {
        tags: ['staff'],
        summary: 'Staff members (limit=all for the pickers)',
        querystring: lookupQuerySchema,
        response: { 200: listAnswer, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const { limit, search, schoolId } = request.query;
      const pattern = search ? likePattern(search) : undefined;
      const conditions: (SQL | undefined)[] = [
        isNull(staff.deletedAt),
        lookupSchoolCondition(user, staff.schoolId, schoolId),
        limit === 'all' ? eq(sql`upper(${staff.status})`, 'ACTIVE') : undefined,
        pattern
          ? or(
              ilike(staff.firstName, pattern),
              ilike(staff.lastName, pattern),
              ilike(staff.dariName, pattern),
              ilike(staff.employeeId, pattern),
              ilike(staff.designation, pattern),
            )
          : undefined,
      ];
      const where = and(...conditions);
      const { rows, meta } = await readLookupPage(request.query, {
        rows: (window) => {
          const ordered = app.db.select().from(staff).where(where).orderBy(asc(staff.firstName), asc(staff.id));
          return window ? ordered.limit(window.limit).offset(window.offset) : ordered;
        },
        count: async () => Number((await app.db.select({ value: count() }).from(staff).where(where))[0]?.value ?? 0),
      });
      return {
        success: true as const,
        data: rows.map(toPickerItem),
        meta,
      };
    },
  );
};
