/** GET /attendances?date=…: the day's marks for the gate's quick check, the latest change first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_BULK_RECORDS, type AttendanceMark } from '@/contract/attendance';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { attendanceKeys } from '@/features/attendance/api/attendance-keys';
import { getAttendanceMarks } from '@/features/attendance/api/register-marks';

/** The latest changes a guard glances at; the register and the matrix show the rest. */
export const GATE_DAY_SHOWN = 50;
// The list is ordered by mark, not by change: read the day's largest page, then keep the latest changes.
const DAY_PAGE = MAX_BULK_RECORDS;

/** The latest change first (an arrival or departure updates its mark), then the newest mark. */
export function latestFirst(a: AttendanceMark, b: AttendanceMark): number {
  return b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id;
}

export function gateDayMarksQueryOptions(date: string) {
  const filters = { date, limit: DAY_PAGE };
  return queryOptions({
    queryKey: attendanceKeys.marks({ ...filters, view: 'gate' }),
    queryFn: async ({ signal }) => (await getAttendanceMarks(filters, signal)).sort(latestFirst).slice(0, GATE_DAY_SHOWN),
    retry: retryUnlessRefused,
  });
}

export function useGateDayMarks(date: string) {
  return useQuery(gateDayMarksQueryOptions(date));
}
