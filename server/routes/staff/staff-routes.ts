/**
 * GET /staff (staff:read): the employee picker's list (spec part 2 §3.8). `limit=all` gives
 * every active staff member of the schools in scope; otherwise a page with meta.pagination.
 * Amounts are numbers (AFN), not the database's numeric strings.
 */
import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as staffEndpoints from '@/contract/endpoints/staff';
import type { StaffPickerItem } from '@/contract/endpoints/staff';
import { staff } from '../../db/schema';
import { likePattern, lookupSchoolCondition, readLookupPage } from '../../lib/lookup-query';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';

type StaffRow = typeof staff.$inferSelect;

function toPickerItem(row: StaffRow): StaffPickerItem {
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

export const staffRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, staffEndpoints.list, async (request) => {
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
  });
};
