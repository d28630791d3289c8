/**
 * GET /attendances/stats (counts by status and the rate, over the marks), /summary (per day of a
 * range) and /class-summary (per class for a day or range, naming the classes with no mark: the
 * register was not taken). /summary and /class-summary read attendance_day_counts, a few rows per
 * class and day. Access: attendance:read, within the school scope.
 */
import * as reportEndpoints from '@/contract/endpoints/attendance/reports';
import { and, asc, count, eq, gt, gte, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ClassSummary } from '@/contract/attendance';
import type { DbOrTx } from '../../db/connection';
import { attendance, attendanceDayCounts, classes, students } from '../../db/schema';
import { requireUser } from '../../lib/permission-checks';
import { schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { addCounts, dayCountSums, markCounts, NO_COUNTS, withRate } from './attendance-counts';
import { attendanceListCondition } from './attendance-list-routes';
import { dayOrRange, reportRange, type DayRange } from './attendance-range';
import { checkReportFilters } from './attendance-scope';
import { routeEndpoint } from '../../lib/route-endpoint';

/** The day counters of the user's schools in a range (and a class, when given). */
export function dayCountCondition(user: AuthUser, range: DayRange, classId?: number) {
  return and(
    schoolScopeCondition(user, attendanceDayCounts.schoolId),
    gte(attendanceDayCounts.date, range.from),
    lte(attendanceDayCounts.date, range.to),
    classId === undefined ? undefined : eq(attendanceDayCounts.classId, classId),
  );
}

/** Per day of the range with marks, oldest first. */
export async function countsByDay(db: DbOrTx, user: AuthUser, range: DayRange, classId?: number) {
  const rows = await db
    .select({ date: attendanceDayCounts.date, ...dayCountSums })
    .from(attendanceDayCounts)
    .where(dayCountCondition(user, range, classId))
    .groupBy(attendanceDayCounts.date)
    .having(gt(sql`sum(${attendanceDayCounts.marks})`, 0))
    .orderBy(asc(attendanceDayCounts.date));
  return rows.map((row) => ({ date: row.date, ...withRate(row) }));
}

/** Per class of the range with marks (null: marks without a class), with the class's name. */
export async function countsByClass(db: DbOrTx, user: AuthUser, range: DayRange, classId?: number) {
  const rows = await db
    .select({ classId: attendanceDayCounts.classId, className: classes.name, ...dayCountSums })
    .from(attendanceDayCounts)
    .leftJoin(classes, eq(classes.id, attendanceDayCounts.classId))
    .where(dayCountCondition(user, range, classId))
    .groupBy(attendanceDayCounts.classId, classes.name)
    .having(gt(sql`sum(${attendanceDayCounts.marks})`, 0));
  return rows.map((row) => ({ classId: row.classId, className: row.className, ...withRate(row) }));
}

async function classSummary(db: DbOrTx, user: AuthUser, range: DayRange): Promise<ClassSummary> {
  const [liveClasses, sizes, marked] = await Promise.all([
    db
      .select({ classId: classes.id, className: classes.name })
      .from(classes)
      .where(and(schoolScopeCondition(user, classes.schoolId), isNull(classes.deletedAt)))
      .orderBy(asc(classes.name), asc(classes.id)),
    db
      .select({ classId: students.classId, students: count() })
      .from(students)
      .where(and(schoolScopeCondition(user, students.schoolId), isNull(students.deletedAt)))
      .groupBy(students.classId),
    countsByClass(db, user, range),
  ]);
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
    notMarked: rows.filter((row) => !row.marked).map((row) => ({ classId: row.classId!, className: row.className! })),
    totals: addCounts(marked),
  };
}

export const attendanceSummaryRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, reportEndpoints.stats, async (request) => {
    const user = requireUser(request.user);
    await checkReportFilters(app.db, user, request.query);
    const [row] = await app.db.select(markCounts).from(attendance).where(attendanceListCondition(user, request.query));
    return { success: true as const, data: { from: request.query.from ?? null, to: request.query.to ?? null, ...withRate(row) } };
  });

  routeEndpoint(app, reportEndpoints.summary, async (request) => {
    const user = requireUser(request.user);
    const range = reportRange(request.query);
    await checkReportFilters(app.db, user, request.query);
    const days = await countsByDay(app.db, user, range, request.query.classId);
    return { success: true as const, data: { ...range, days, totals: addCounts(days) } };
  });

  routeEndpoint(app, reportEndpoints.classSummary, async (request) => {
    const user = requireUser(request.user);
    return { success: true as const, data: await classSummary(app.db, user, dayOrRange(request.query)) };
  });
};
