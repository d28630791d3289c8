/**
 * The periods an attendance figure covers, as its answer names them, so every screen can say which
 * one it shows ("This month", "Last 30 days", "All time"). The server defines each period once
 * (server/lib/figures/attendance-periods.ts); a figure's answer carries `{ name, from, to }`.
 */
import { z } from 'zod';
import { calendarDaySchema } from './timestamps';

export const ATTENDANCE_PERIOD_NAMES = ['THIS_MONTH', 'MONTH', 'YEAR', 'LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_90_DAYS', 'LAST_365_DAYS', 'RANGE', 'ALL_TIME'] as const;
export type AttendancePeriodName = (typeof ATTENDANCE_PERIOD_NAMES)[number];

export const attendancePeriodSchema = z.object({
  name: z.enum(ATTENDANCE_PERIOD_NAMES),
  /** First and last calendar day covered (Kabul); null for ALL_TIME. */
  from: calendarDaySchema.nullable(),
  to: calendarDaySchema.nullable(),
});
export type AttendancePeriod = z.infer<typeof attendancePeriodSchema>;
