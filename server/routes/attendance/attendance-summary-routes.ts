/**
 * GET /attendances/stats (counts by status and the rate, over the marks), /summary (per day of a
 * range) and /class-summary (per class for a day or range, naming the classes with no mark: the
 * register was not taken on a school day). Every count is over school days only. /summary and /class-summary read attendance_day_counts, a few rows per
 * class and day. Access: attendance:read, within the school scope.
 */
import * as reportEndpoints from '@/contract/endpoints/attendance/reports';
import type { FastifyPluginAsync } from 'fastify';
import type { ClassSummary } from '@/contract/attendance';
import type { DbOrTx } from '../../db/connection';
import { notSchoolDayReason, type SchoolCalendar } from '../../lib/figures/school-days';
import { requireUser } from '../../lib/permission-checks';
import type { AuthUser } from '../../types';
import { readSchoolCalendar } from '../settings/public';
import { addCounts, NO_COUNTS, withRate } from './attendance-counts';
import { dayOrRange, eachDay, reportRange, type DayRange } from './attendance-range';
import { classSizesInScope, countsByClass, countsByDay, liveClassesInScope, markCountsOf } from './attendance-report-repository';
import { checkReportFilters } from './attendance-scope';
import { routeEndpoint } from '../../lib/route-endpoint';

/** The range's days that are not school days, with why. */
function nonSchoolDays(range: DayRange, calendar: SchoolCalendar): ClassSummary['nonSchoolDays'] {
  return eachDay(range).flatMap((date): ClassSummary['nonSchoolDays'] => {
    const reason = notSchoolDayReason(date, calendar);
    if (reason === null) return [];
    if (reason.kind === 'weekend') return [{ date, reason: 'WEEKEND', holiday: null }];
    const { name, nameFa, namePs } = reason.holiday;
    return [{ date, reason: 'HOLIDAY', holiday: { name, nameFa, namePs } }];
  });
}

async function classSummary(db: DbOrTx, user: AuthUser, range: DayRange): Promise<ClassSummary> {
  const calendar = await readSchoolCalendar(db, user.schoolId);
  const [liveClasses, sizes, marked] = await Promise.all([
    liveClassesInScope(db, user),
    classSizesInScope(db, user),
    countsByClass(db, user, calendar, range),
  ]);
  const closed = nonSchoolDays(range, calendar);
  const schoolDays = eachDay(range).length - closed.length;
  const sizeOf = new Map(sizes.map((row) => [row.classId, Number(row.students)]));
  const countsOf = new Map(marked.map((row) => [row.classId, row]));
  const rows: ClassSummary['classes'] = liveClasses.map((klass) => {
    const counts = countsOf.get(klass.classId);
    countsOf.delete(klass.classId);
    return { ...klass, ...withRate(counts ?? NO_COUNTS), students: sizeOf.get(klass.classId) ?? 0, marked: counts !== undefined };
  });
  // Marks of students without a class, or of a class deleted since: listed after the live classes.
  for (const counts of countsOf.values()) rows.push({ ...counts, students: sizeOf.get(counts.classId) ?? 0, marked: true });
  return {
    ...range,
    classes: rows,
    // No register is expected on a day that is not a school day: such a range has no class "not marked".
    notMarked: schoolDays === 0 ? [] : rows.filter((row) => !row.marked).map((row) => ({ classId: row.classId!, className: row.className!, classDariName: row.classDariName, classPashtoName: row.classPashtoName })),
    schoolDays,
    nonSchoolDays: closed,
    totals: addCounts(marked),
  };
}

export const attendanceSummaryRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, reportEndpoints.stats, async (request) => {
    const user = requireUser(request.user);
    await checkReportFilters(app.db, user, request.query);
    const row = await markCountsOf(app.db, user, await readSchoolCalendar(app.db, user.schoolId), request.query);
    return { success: true as const, data: { from: request.query.from ?? null, to: request.query.to ?? null, ...withRate(row) } };
  });

  routeEndpoint(app, reportEndpoints.summary, async (request) => {
    const user = requireUser(request.user);
    const range = reportRange(request.query);
    await checkReportFilters(app.db, user, request.query);
    const days = await countsByDay(app.db, user, await readSchoolCalendar(app.db, user.schoolId), range, request.query.classId);
    return { success: true as const, data: { ...range, days, totals: addCounts(days) } };
  });

  routeEndpoint(app, reportEndpoints.classSummary, async (request) => {
    const user = requireUser(request.user);
    return { success: true as const, data: await classSummary(app.db, user, dayOrRange(request.query)) };
  });
};
