/**
 * GET /payrolls/employees (payroll:create): the Add Payroll modal's employee picker (spec part 2
 * §3.8, §5). The active staff members and active teachers of the user's OWN school, one list in
 * name order. Own school, not every school in the user's scope: POST /payrolls looks the employee
 * up in the actor's school (payroll-repository.ts `resolveEmployee`), so only these can be paid.
 *
 * Why a route of its own: the picker's spec sources are GET /staff (staff:read) and GET /teachers
 * (teacher:read), which a cashier holding the payroll grants does not have; this answers only what
 * the picker needs (names, contacts, salary) to those who may create payroll records.
 * The static path wins over /payrolls/:id in Fastify's router, whatever the registration order.
 */
import type { FastifyPluginAsync } from 'fastify';
import { moneyNumber } from '@/contract/finance';
import * as payrollEndpoints from '@/contract/endpoints/finance/payroll';
import type { PayrollEmployee } from '@/contract/payroll-employees';
import { TEACHER_DESIGNATION } from '@/contract/teachers';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { listActiveEmployees, type StaffEmployeeRow, type TeacherEmployeeRow } from './payroll-repository';

function fromStaff(row: StaffEmployeeRow): PayrollEmployee {
  return {
    kind: 'staff',
    id: row.id,
    employeeId: row.employeeId,
    user: { firstName: row.firstName, lastName: row.lastName, phone: row.phone, email: row.email },
    designation: row.designation,
    department: row.department,
    subject: null,
    salary: { basicSalary: moneyNumber(row.basicSalary), allowances: moneyNumber(row.allowances) },
  };
}

function fromTeacher(row: TeacherEmployeeRow): PayrollEmployee {
  return {
    kind: 'teacher',
    id: row.id,
    employeeId: row.employeeId,
    user: { firstName: row.firstName, lastName: row.lastName, phone: row.mobile, email: row.email },
    designation: TEACHER_DESIGNATION,
    department: row.department,
    subject: row.subject,
    salary: { basicSalary: moneyNumber(row.salary), allowances: moneyNumber(row.allowances) },
  };
}

const nameOf = (employee: PayrollEmployee) => `${employee.user.firstName} ${employee.user.lastName ?? ''}`.trim().toLowerCase();

/** Name order, then staff before teachers, then id: stable for equal names. */
function byName(a: PayrollEmployee, b: PayrollEmployee): number {
  const name = nameOf(a).localeCompare(nameOf(b), 'en');
  if (name !== 0) return name;
  if (a.kind !== b.kind) return a.kind === 'staff' ? -1 : 1;
  return a.id - b.id;
}

export const payrollEmployeeRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, payrollEndpoints.employees, async (request) => {
    const user = requireUser(request.user);
    const { staffRows, teacherRows } = await listActiveEmployees(app.db, user.schoolId);
    const data = [...staffRows.map(fromStaff), ...teacherRows.map(fromTeacher)].sort(byName);
    return { success: true as const, data };
  });
};
