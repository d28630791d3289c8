/**
 * STUDENTS report: the school's roster (students not deleted), optionally one class, status or
 * gender, in register order (class, roll number, name).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { StudentsReportParameters } from '@/contract/reports';
import type { DbOrTx } from '../../db/connection';
import { classes, students, users } from '../../db/schema';
import { studentNameSql } from '../attendance/public';
import { findOptionalReportClass } from './report-filters';
import { checkedRowCount, codeWords, compareRoster, ROW_READ_LIMIT, type BuiltReport } from './report-table';

export async function buildStudentsReport(db: DbOrTx, schoolId: number, parameters: StudentsReportParameters): Promise<BuiltReport> {
  const { status, gender } = parameters;
  const klass = await findOptionalReportClass(db, schoolId, parameters.classId);
  const found = await db
    .select({
      admissionNo: students.admissionNo,
      rollNo: students.rollNo,
      name: studentNameSql,
      dariName: users.dariName,
      gender: users.gender,
      dateOfBirth: users.dateOfBirth,
      className: classes.name,
      status: students.status,
      admissionDate: students.admissionDate,
      phone: users.phone,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(classes, eq(classes.id, students.classId))
    .where(
      and(
        eq(students.schoolId, schoolId),
        isNull(students.deletedAt),
        klass ? eq(students.classId, klass.id) : undefined,
        status === undefined ? undefined : eq(students.status, status),
        gender === undefined ? undefined : eq(users.gender, gender),
      ),
    )
    .limit(ROW_READ_LIMIT);
  const rows = checkedRowCount(found).sort(compareRoster);

  const filters = [klass?.name, codeWords(status ?? null), codeWords(gender ?? null)].filter(Boolean);
  return {
    title: `Students report${filters.length > 0 ? `: ${filters.join(', ')}` : ''}`,
    columns: ['Admission No', 'Roll No', 'Student', 'Dari Name', 'Gender', 'Date of Birth', 'Class', 'Status', 'Admission Date', 'Phone'],
    rows: rows.map((row) => [
      row.admissionNo,
      row.rollNo,
      row.name,
      row.dariName,
      codeWords(row.gender),
      row.dateOfBirth,
      row.className,
      codeWords(row.status),
      row.admissionDate,
      row.phone,
    ]),
    summary: {
      students: rows.length,
      male: rows.filter((row) => row.gender === 'MALE').length,
      female: rows.filter((row) => row.gender === 'FEMALE').length,
      active: rows.filter((row) => row.status === 'ACTIVE').length,
    },
  };
}
