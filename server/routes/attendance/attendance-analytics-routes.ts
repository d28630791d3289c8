/**
 * GET /attendances/analytics: for a range (the last 30 days by default, at most 366) and
 * optionally one class, the totals, the trend by day, the figures by class and by weekday
 * (the first day of the user's school week first, its week setting), and the 10 students with
 * the most ABSENT marks, all over the range's school days (server/lib/figures/school-days.ts). The day and
 * class figures come from attendance_day_counts; the absentees from the marks. Access: attendance:read.
 */
import * as reportEndpoints from '@/contract/endpoints/attendance/reports';
import type { FastifyPluginAsync } from 'fastify';
import type { AttendanceAnalytics, AttendanceDay } from '@/contract/attendance';
import { schoolWeekOrder, type WeekDay } from '@/contract/settings';
import { requireUser } from '../../lib/permission-checks';
import { schoolCalendarOf } from '../../lib/figures/school-days';
import { readSchoolGeneralSettings } from '../settings/public';
import { addCounts } from './attendance-counts';
import { reportRange } from './attendance-range';
import { countsByClass, countsByDay, topAbsentees } from './attendance-report-repository';
import { checkReportFilters } from './attendance-scope';
import { routeEndpoint } from '../../lib/route-endpoint';

/** The days' figures by weekday (0 Sunday … 6 Saturday), in the school's week order from `firstDay`. */
export function byWeekday(days: readonly AttendanceDay[], firstDay: WeekDay): AttendanceAnalytics['byWeekday'] {
  const groups = new Map<number, AttendanceDay[]>();
  for (const day of days) {
    const weekday = new Date(`${day.date}T00:00:00Z`).getUTCDay();
    groups.set(weekday, [...(groups.get(weekday) ?? []), day]);
  }
  const order = schoolWeekOrder(firstDay).map((isoWeekday) => isoWeekday % 7);
  return order.filter((weekday) => groups.has(weekday)).map((weekday) => ({ weekday, ...addCounts(groups.get(weekday)!) }));
}

export const attendanceAnalyticsRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, reportEndpoints.analytics, async (request) => {
    const user = requireUser(request.user);
    const range = reportRange(request.query);
    const { classId } = request.query;
    await checkReportFilters(app.db, user, request.query);
    const settings = await readSchoolGeneralSettings(app.db, user.schoolId);
    const calendar = schoolCalendarOf(settings);
    const [trend, classRows, absentees] = await Promise.all([
      countsByDay(app.db, user, calendar, range, classId),
      countsByClass(app.db, user, calendar, range, classId),
      topAbsentees(app.db, user, calendar, range, classId),
    ]);
    const byClass = classRows.sort((a, b) => (a.className ?? '\uffff').localeCompare(b.className ?? '\uffff'));
    return {
      success: true as const,
      data: { ...range, totals: addCounts(trend), trend, byClass, byWeekday: byWeekday(trend, settings.week.firstDay), topAbsentees: absentees },
    };
  });
};
