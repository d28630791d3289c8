/**
 * THE attendance rate and its counts, for every screen that shows one (the portal, the student
 * profile and analytics, the staff reports and summaries, the teacher score, the classes): the
 * marks that count as attending (ATTENDED_STATUSES) over all marks, in whole percent, rounded, 0
 * without marks; only marks on school days count (school-days.ts). Every status is counted, so
 * present + absent + late + excused = marks wherever a summary shows them.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AttendanceStatus } from '@/contract/attendance';
import { attendance } from '../../db/schema';
import { schoolDaySql, type SchoolCalendar } from './school-days';

/** Marks that count as attending: present, or late but there. */
export const ATTENDED_STATUSES = ['PRESENT', 'LATE'] as const satisfies readonly AttendanceStatus[];

export type AttendanceTally = { present: number; absent: number; late: number; excused: number; marks: number };

export const NO_TALLY: AttendanceTally = { present: 0, absent: 0, late: 0, excused: 0, marks: 0 };

/** The rate: attending marks over all marks, whole percent; 0 without marks. */
export function attendanceRate(tally: Pick<AttendanceTally, 'present' | 'late' | 'marks'>): number {
  const marks = Number(tally.marks);
  return marks > 0 ? Math.round(((Number(tally.present) + Number(tally.late)) * 100) / marks) : 0;
}

/** A tally as numbers, whatever the driver returned (an int may come back as text). */
export function tallyOf(row: Partial<Record<keyof AttendanceTally, number | string | null>> | undefined): AttendanceTally {
  return {
    present: Number(row?.present ?? 0),
    absent: Number(row?.absent ?? 0),
    late: Number(row?.late ?? 0),
    excused: Number(row?.excused ?? 0),
    marks: Number(row?.marks ?? 0),
  };
}

export function addTallies(rows: readonly AttendanceTally[]): AttendanceTally {
  const total = { ...NO_TALLY };
  for (const row of rows) {
    total.present += Number(row.present);
    total.absent += Number(row.absent);
    total.late += Number(row.late);
    total.excused += Number(row.excused);
    total.marks += Number(row.marks);
  }
  return total;
}

const inList = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

/** SQL: true when a status column's mark counts as attending. */
export function attendedSql(status: PgColumn | SQL = attendance.status): SQL {
  return sql`${status} in (${inList(ATTENDED_STATUSES)})`;
}

/** SQL aggregate columns `present, absent, late, excused, marks` over attendance rows. */
export function tallyColumnsSql(status: PgColumn | SQL = attendance.status): SQL {
  const countOf = (value: AttendanceStatus) => sql`(count(*) filter (where ${status} = ${value}))::int`;
  return sql`${countOf('PRESENT')} as present, ${countOf('ABSENT')} as absent, ${countOf('LATE')} as late, ${countOf('EXCUSED')} as excused, count(*)::int as marks`;
}

/** SQL: the marks a rate counts: live and on a school day of `calendar`. */
export function countedMarkSql(calendar: SchoolCalendar, table: { date: PgColumn; deletedAt: PgColumn } = attendance): SQL {
  return sql`${table.deletedAt} is null and ${schoolDaySql(table.date, calendar)}`;
}
