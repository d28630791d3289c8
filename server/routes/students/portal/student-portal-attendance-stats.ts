/**
 * A child's attendance counts for the portal (spec part 2 §9): the percentage is PRESENT marks
 * over all marks, rounded to a whole number, as the spec states it (LATE is counted apart; the
 * staff summary's `rate`, which counts LATE as attending, is a different figure).
 */
import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { attendanceRate } from '@/contract/attendance';
import type { AttendanceStats } from '@/contract/student-portal-records';
import type { DbOrTx } from '../../../db/connection';
import { attendance } from '../../../db/schema';
import type { DateRange } from './student-portal-month-range';


export async function studentAttendanceStats(db: DbOrTx, studentId: number, range: DateRange): Promise<AttendanceStats> {
  const counted = (status: string) => sql<number>`count(*) filter (where ${attendance.status} = ${status})::int`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      present: counted('PRESENT'),
      absent: counted('ABSENT'),
      late: counted('LATE'),
      excused: counted('EXCUSED'),
    })
    .from(attendance)
    .where(
      and(
        eq(attendance.studentId, studentId),
        isNull(attendance.deletedAt),
        range.startDate ? gte(attendance.date, range.startDate) : undefined,
        range.endDate ? lte(attendance.date, range.endDate) : undefined,
      ),
    );
  const counts = { total: row?.total ?? 0, present: row?.present ?? 0, absent: row?.absent ?? 0, late: row?.late ?? 0, excused: row?.excused ?? 0 };
  return { ...counts, attendancePercentage: attendanceRate(counts.present, counts.total) };
}
