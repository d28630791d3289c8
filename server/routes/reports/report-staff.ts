/**
 * STAFF report: the school's teachers and other staff (not deleted), with their designation,
 * department and status; optionally one kind or one department (any case). A teacher's
 * designation is "<subject> teacher"; statuses are written as words ("Active", "On Leave")
 * whichever table they come from. Teachers first, then staff, each by name.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { StaffReportParameters } from '@/contract/reports';
import type { DbOrTx } from '../../db/connection';
import { staff, teachers } from '../../db/schema';
import { checkedRowCount, codeWords, ROW_READ_LIMIT, type BuiltReport } from './report-table';

const sameText = (column: PgColumn, text: string) => sql`lower(${column}) = lower(${text})`;

export async function buildStaffReport(db: DbOrTx, schoolId: number, parameters: StaffReportParameters): Promise<BuiltReport> {
  const { kind, department } = parameters;
  const teacherRows =
    kind === 'STAFF'
      ? []
      : await db
          .select({
            employeeId: teachers.employeeId,
            name: sql<string>`trim(${teachers.firstName} || ' ' || ${teachers.lastName})`,
            subject: teachers.subject,
            department: teachers.department,
            status: teachers.status,
            phone: teachers.mobile,
            hireDate: teachers.hireDate,
          })
          .from(teachers)
          .where(and(eq(teachers.schoolId, schoolId), isNull(teachers.deletedAt), department === undefined ? undefined : sameText(teachers.department, department)))
          .orderBy(asc(sql`lower(${teachers.lastName})`), asc(sql`lower(${teachers.firstName})`), asc(teachers.id))
          .limit(ROW_READ_LIMIT);
  const staffRows =
    kind === 'TEACHER'
      ? []
      : await db
          .select({
            employeeId: staff.employeeId,
            name: sql<string>`trim(${staff.firstName} || ' ' || coalesce(${staff.lastName}, ''))`,
            designation: staff.designation,
            department: staff.department,
            status: staff.status,
            phone: staff.phone,
          })
          .from(staff)
          .where(and(eq(staff.schoolId, schoolId), isNull(staff.deletedAt), department === undefined ? undefined : sameText(staff.department, department)))
          .orderBy(asc(sql`lower(coalesce(${staff.lastName}, ''))`), asc(sql`lower(${staff.firstName})`), asc(staff.id))
          .limit(ROW_READ_LIMIT);
  checkedRowCount([...teacherRows, ...staffRows]);

  const rows = [
    ...teacherRows.map((row) => [row.employeeId, row.name, 'Teacher', row.subject ? `${row.subject} teacher` : 'Teacher', row.department, codeWords(row.status), row.phone, row.hireDate]),
    ...staffRows.map((row) => [row.employeeId, row.name, 'Staff', row.designation, row.department, codeWords(row.status), row.phone, null]),
  ];
  const statuses = [...teacherRows, ...staffRows].map((row) => row.status.toUpperCase());
  const filters = [kind === undefined ? undefined : kind === 'TEACHER' ? 'teachers' : 'other staff', department].filter(Boolean);
  return {
    title: `Staff report${filters.length > 0 ? `: ${filters.join(', ')}` : ''}`,
    columns: ['Employee ID', 'Name', 'Kind', 'Designation', 'Department', 'Status', 'Phone', 'Hire Date'],
    rows,
    summary: {
      people: rows.length,
      teachers: teacherRows.length,
      staff: staffRows.length,
      active: statuses.filter((status) => status === 'ACTIVE').length,
    },
  };
}
