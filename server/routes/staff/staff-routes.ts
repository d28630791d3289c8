/**
 * GET /staff (staff:read): the employee picker's list (spec part 2 §3.8). `limit=all` gives
 * every active staff member of the schools in scope; otherwise a page with meta.pagination.
 * Amounts are numbers (in the school's currency), not the database's numeric strings.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as staffEndpoints from '@/contract/endpoints/staff';
import type { StaffPickerItem } from '@/contract/endpoints/staff';
import { readLookupPage } from '../../lib/lookup-query';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import type { StaffRow } from './staff-record-target';
import { staffPickerReader } from './staff-repository';

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
    const { rows, meta } = await readLookupPage(request.query, staffPickerReader(app.db, user, request.query));
    return {
      success: true as const,
      data: rows.map(toPickerItem),
      meta,
    };
  });
};
