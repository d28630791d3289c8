/**
 * GET /teachers (teacher:read), the one route of the teachers list (spec part 2 §7.2):
 * - a page (`limit` a number): full teachers (`teacherSchema`) with `meta.total` and
 *   `meta.pagination`, filtered, searched, sorted, with `include=documents,assignments`;
 * - `limit=all`: the employee picker's items (spec §3.8, §7.2 last line; finance's payroll
 *   picker uses it), shaped like the staff picker's with designation "Teacher": every active
 *   teacher of the schools in scope, in first-name order.
 * Registered once, here; teacher-routes.ts holds the rest of /teachers.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as teacherEndpoints from '@/contract/endpoints/teachers/teachers';
import { TEACHER_DESIGNATION, teacherPickerItemSchema, type TeacherPickerItem } from '@/contract/teachers';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import type { TeacherRow } from './teacher-dto';
import { readTeacherListAnswer } from './teacher-list-answer';
import { listPickerTeacherRows } from './teacher-list-repository';

export { TEACHER_DESIGNATION, teacherPickerItemSchema };

export function toPickerItem(row: TeacherRow): TeacherPickerItem {
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

export const teacherLookupRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, teacherEndpoints.list, async (request) => {
    const user = requireUser(request.user);
    const query = request.query;
    if (query.limit === 'all') {
      const rows = await listPickerTeacherRows(app.db, user, query);
      const total = rows.length;
      return {
        success: true as const,
        data: rows.map(toPickerItem),
        meta: { pagination: paginationMeta(1, Math.max(total, 1), total), total },
      };
    }
    return readTeacherListAnswer(app.db, user, query);
  });
};
