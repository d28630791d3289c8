/**
 * The four status counts and the rate (THE rate: server/lib/figures/attendance-rate.ts), in SQL: over the marks themselves (`markCounts`), or summed
 * from attendance_day_counts (`dayCountSums`), the per class and day counters the triggers keep,
 * which is cheaper wherever the figures are per day or per class.
 */
import { sql } from 'drizzle-orm';
import type { AttendanceCounts } from '@/contract/attendance';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { attendance, attendanceDayCounts } from '../../db/schema';
import { addTallies, attendanceRate, NO_TALLY, type AttendanceTally } from '../../lib/figures/attendance-rate';

const countOf = (status: string) => sql<number>`count(*) filter (where ${attendance.status} = ${status})::int`;

/** Counts of live marks by status; the query adds `deleted_at is null` itself. */
export const markCounts = {
  present: countOf('PRESENT'),
  absent: countOf('ABSENT'),
  late: countOf('LATE'),
  excused: countOf('EXCUSED'),
  marks: sql<number>`count(*)::int`,
};

const sumOf = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;

export const dayCountSums = {
  present: sumOf(attendanceDayCounts.present),
  absent: sumOf(attendanceDayCounts.absent),
  late: sumOf(attendanceDayCounts.late),
  excused: sumOf(attendanceDayCounts.excused),
  marks: sumOf(attendanceDayCounts.marks),
};

type RawCounts = AttendanceTally;

export const NO_COUNTS: RawCounts = NO_TALLY;

/** The counts (numbers, whatever the driver returned) with their rate. */
export function withRate(row: RawCounts | undefined): AttendanceCounts {
  const counts = row ?? NO_COUNTS;
  const present = Number(counts.present);
  const marks = Number(counts.marks);
  return { present, absent: Number(counts.absent), late: Number(counts.late), excused: Number(counts.excused), marks, rate: attendanceRate({ present, late: Number(counts.late), marks }) };
}

/** The sum of several counts, with its rate. */
export function addCounts(rows: readonly RawCounts[]): AttendanceCounts {
  return withRate(addTallies(rows));
}
