/**
 * GET /attendances/monthly-matrix?classId&month&year: the register of a class for a month. Rows
 * are the class's live students, and anyone with a mark in the class that month (who has moved
 * since), by roll number then name; columns are the month's days; each cell is the status marked
 * in this class that day, or null. Per-student and per-day totals, each with its rate. Each day
 * says whether it is a weekend day of the class's school (its week setting).
 * Another school's class is 404. Access: attendance:read.
 */
import * as reportEndpoints from '@/contract/endpoints/attendance/reports';
import type { FastifyPluginAsync } from 'fastify';
import type { AttendanceStatus, MonthlyMatrix } from '@/contract/attendance';
import { isSchoolWeekend } from '@/contract/settings';
import type { DbOrTx } from '../../db/connection';
import { isSchoolDay, schoolCalendarOf } from '../../lib/figures/school-days';
import { requireUser } from '../../lib/permission-checks';
import { readSchoolGeneralSettings } from '../settings/public';
import { addCounts, NO_COUNTS } from './attendance-counts';
import { eachDay, monthEnd } from './attendance-range';
import { classMonthMarks, matrixStudents } from './attendance-report-repository';
import { findVisibleClass, type VisibleClass } from './attendance-scope';
import { routeEndpoint } from '../../lib/route-endpoint';

type Counts = typeof NO_COUNTS;
const COUNT_KEY: Record<AttendanceStatus, keyof Counts> = { PRESENT: 'present', ABSENT: 'absent', LATE: 'late', EXCUSED: 'excused' };

function counted(statuses: readonly (AttendanceStatus | null)[]): Counts {
  const counts = { ...NO_COUNTS };
  for (const status of statuses) {
    if (!status) continue;
    counts[COUNT_KEY[status]] += 1;
    counts.marks += 1;
  }
  return counts;
}

const byRollThenName = new Intl.Collator('en', { numeric: true });

async function monthlyMatrix(db: DbOrTx, klass: VisibleClass, month: number, year: number): Promise<MonthlyMatrix> {
  const from = `${year}-${String(month).padStart(2, '0')}-01`;
  const days = eachDay({ from, to: monthEnd(from) });
  const marks = await classMonthMarks(db, klass.id, from, days.at(-1)!);
  const markedIds = [...new Set(marks.map((mark) => mark.studentId))];
  const people = await matrixStudents(db, klass.id, markedIds);
  people.sort(
    (a, b) =>
      (a.rollNo === null ? 1 : 0) - (b.rollNo === null ? 1 : 0) ||
      byRollThenName.compare(a.rollNo ?? '', b.rollNo ?? '') ||
      byRollThenName.compare(a.studentName, b.studentName) ||
      a.studentId - b.studentId,
  );

  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const cellsOf = new Map(people.map((person) => [person.studentId, days.map((): AttendanceStatus | null => null)]));
  for (const mark of marks) cellsOf.get(mark.studentId)![dayIndex.get(mark.date)!] = mark.status;

  const settings = await readSchoolGeneralSettings(db, klass.schoolId);
  const calendar = schoolCalendarOf(settings);
  const weekend = days.map((day) => isSchoolWeekend(day, settings.week));
  // A mark on a day that is not a school day (an overridden register) is shown but not counted.
  const counts = days.map((day) => isSchoolDay(day, calendar));
  const rows = people.map((person) => {
    const cells = cellsOf.get(person.studentId)!;
    return { ...person, cells, totals: addCounts([counted(cells.filter((_, index) => counts[index]))]) };
  });
  const dayTotals = days.map((date, index) => ({ date, ...addCounts([counts[index] ? counted(rows.map((row) => row.cells[index])) : NO_COUNTS]) }));
  return { classId: klass.id, className: klass.name, classDariName: klass.dariName, classPashtoName: klass.pashtoName, month, year, days, weekend, students: rows, dayTotals, totals: addCounts(dayTotals) };
}

export const attendanceMatrixRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, reportEndpoints.monthlyMatrix, async (request) => {
    const user = requireUser(request.user);
    const klass = await findVisibleClass(app.db, user, request.query.classId);
    return { success: true as const, data: await monthlyMatrix(app.db, klass, request.query.month, request.query.year) };
  });
};
