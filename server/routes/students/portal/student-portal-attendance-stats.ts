/**
 * A student's attendance counts and rate over a period: THE figure the portal's Dashboard (child
 * card, this month), its Attendance tab (the chosen month) and the family performance (all time)
 * show. Counts every status (present + absent + late + excused = total) over the marks on school
 * days; the rate is attendance-rate.ts's. The answer names its period.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { AttendancePeriod } from '@/contract/attendance-periods';
import type { AttendanceStats } from '@/contract/student-portal-records';
import type { DbOrTx } from '../../../db/connection';
import { attendance } from '../../../db/schema';
import { boundsPeriod } from '../../../lib/figures/attendance-periods';
import { attendanceRate, countedMarkSql, tallyColumnsSql, tallyOf, type AttendanceTally } from '../../../lib/figures/attendance-rate';
import { queryRows } from '../../../lib/figures/stats-sql';
import type { SchoolCalendar } from '../../../lib/figures/school-days';
import { studentCalendar } from '../student-calendar';
import type { DateRange } from './student-portal-month-range';

export async function studentAttendanceStats(
  db: DbOrTx,
  studentId: number,
  range: DateRange | AttendancePeriod,
  calendar?: SchoolCalendar,
): Promise<AttendanceStats> {
  const period = 'name' in range ? range : boundsPeriod(range.startDate, range.endDate);
  const schoolCalendar = calendar ?? (await studentCalendar(db, studentId));
  const where = and(
    eq(attendance.studentId, studentId),
    countedMarkSql(schoolCalendar),
    period.from ? gte(attendance.date, period.from) : undefined,
    period.to ? lte(attendance.date, period.to) : undefined,
  );
  const [row] = await queryRows<AttendanceTally>(db, sql`select ${tallyColumnsSql()} from ${attendance} where ${where}`);
  const tally = tallyOf(row);
  return { total: tally.marks, present: tally.present, absent: tally.absent, late: tally.late, excused: tally.excused, attendancePercentage: attendanceRate(tally), period };
}
