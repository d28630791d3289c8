/**
 * GET /students/analytics: the students dashboard's figures for a period (spec part 2 §2.2, §3.3),
 * computed by the database. Each table is read once with aggregates (grouping sets give the
 * totals, per class, per subject, per point and per weekday in one scan; the grades, attendance
 * and completion statements are in student-analytics-scans.ts), so the cost grows with the rows
 * in the period, not with what JavaScript would hold. Long periods are cached longer
 * (student-analytics-cache.ts). Definitions are in
 * src/contract/student-analytics.ts; the choices behind them in docs/decisions.md.
 */
import { sql } from 'drizzle-orm';
import {
  DASHBOARD_TARGET_LINE,
  GRADE_SCALE,
  GRADE_THRESHOLDS,
  RECENT_ACTIVITY_SHOWN,
  TOP_PERFORMER_MIN_AVERAGE,
  type DashboardPeriodName,
  type StudentAnalytics,
} from '@/contract/student-analytics';
import type { DbOrTx } from '../../../db/connection';
import { classes, studentEvents, students, subjects, teachers, users } from '../../../db/schema';
import { attendanceRate } from '../../../lib/figures/attendance-rate';
import { kabulMidnight } from '../../../lib/kabul-time';
import { readSchoolCalendar } from '../../settings/public';
import {
  oneDecimal,
  periodRange,
  pointLabel,
  pointStarts,
  previousRange,
  SCHOOL_WEEKDAYS,
  trendUnit,
  WEEKDAY_NAMES,
  type DayRange,
} from '../../../lib/figures/analytics-period';
import { attendanceFigures, completionFigures, gradeFigures, studentFilter, withAnalyticsMemory, type Filter } from './student-analytics-scans';
import { personName, queryRows, scopeSql } from '../../../lib/figures/stats-sql';

export async function studentDashboardAnalytics(
  db: DbOrTx,
  scope: Filter['scope'],
  period: DashboardPeriodName,
  classId?: number,
  today?: string,
): Promise<StudentAnalytics> {
  const range = periodRange(period, today);
  const unit = trendUnit(period);
  const filter: Filter = { scope, classId };
  const previous = previousRange(range);
  // The school days of the user's own school (its week and holidays), as the other attendance figures read them.
  const calendar = await readSchoolCalendar(db, scope.schoolId);

  // PGlite has one connection, so these run one after another there; PostgreSQL overlaps them.
  const [classRows, [gradeResult, completion], attendanceResult, counts, activity] = await Promise.all([
    classFigures(db, filter),
    withAnalyticsMemory(db, async (tx) => [await gradeFigures(tx, filter, range, previous, unit), await completionFigures(tx, filter, range)] as const),
    attendanceFigures(db, filter, range, previous, unit, calendar),
    schoolCounts(db, filter, range),
    recentActivity(db, filter, range),
  ]);
  const gradeRows = gradeResult.aggregates;
  const attendanceRows = attendanceResult.aggregates;
  const studentAverages = gradeResult.bands;
  const previousFigures = {
    averageGrade: oneDecimal(gradeResult.previous.average),
    grades: gradeResult.previous.grades,
    marks: attendanceResult.previous.marks,
    attendanceRate: rateOf({ attended: attendanceResult.previous.attended, total: attendanceResult.previous.marks }),
  };
  const performers: StudentAnalytics['topPerformers'] = gradeResult.topPerformers.map((row) => ({
    studentId: row.studentId,
    name: personName(row.firstName, row.lastName, row.username),
    dariName: row.dariName,
    className: row.className,
    classDariName: row.classDariName,
    classPashtoName: row.classPashtoName,
    averageGrade: oneDecimal(row.average),
  }));

  const gradeTotal = gradeRows.find((row) => row.set === 'total');
  const attendanceTotal = attendanceRows.find((row) => row.set === 'total');
  const attendanceRate = rateOf(attendanceTotal);
  const averageGrade = oneDecimal(gradeTotal?.average);

  const classPerformance: StudentAnalytics['classPerformance'] = {};
  const classEntries: { name: string; dariName: string | null; pashtoName: string | null; averageGrade: number; attendance: number; graded: boolean; marked: boolean }[] = [];
  for (const row of classRows) {
    const gradeRow = gradeRows.find((item) => item.set === 'class' && item.key === String(row.id));
    const attendanceRow = attendanceRows.find((item) => item.set === 'class' && item.key === String(row.id));
    const name = classPerformance[row.name] ? `${row.name} (${row.code})` : row.name;
    const entry = {
      studentCount: row.studentCount,
      averageGrade: oneDecimal(gradeRow?.average),
      attendance: rateOf(attendanceRow),
      dariName: row.dariName,
      pashtoName: row.pashtoName,
    };
    classPerformance[name] = entry;
    classEntries.push({ name, ...entry, graded: (gradeRow?.count ?? 0) > 0, marked: (attendanceRow?.total ?? 0) > 0 });
  }

  const subjectPerformance = counts.subjectNames.map((subject) => {
    const row = gradeRows.find((item) => item.set === 'subject' && item.key === String(subject.id));
    return {
      subject: subject.name,
      subjectDariName: subject.dariName,
      subjectPashtoName: subject.pashtoName,
      averageGrade: oneDecimal(row?.average),
      gradeCount: row?.count ?? 0,
    };
  });

  const performanceTrends = pointStarts(unit, range).map((start) => {
    const gradeRow = gradeRows.find((item) => item.set === 'point' && item.key === start);
    const attendanceRow = attendanceRows.find((item) => item.set === 'point' && item.key === start);
    return {
      label: pointLabel(unit, start),
      averageGrade: oneDecimal(gradeRow?.average),
      attendanceRate: rateOf(attendanceRow),
      gradeCount: gradeRow?.count ?? 0,
      markCount: attendanceRow?.total ?? 0,
    };
  });

  const weeklyAttendance = SCHOOL_WEEKDAYS.map((dow) => {
    const row = attendanceRows.find((item) => item.set === 'weekday' && item.key === String(dow));
    return { day: WEEKDAY_NAMES[dow], present: row?.present ?? 0, absent: row?.absent ?? 0, late: row?.late ?? 0 };
  });

  const gradeDistribution: Record<string, number> = Object.fromEntries(GRADE_SCALE.map((label) => [label, 0]));
  for (const band of studentAverages) gradeDistribution[band.label] = band.count;

  const insights: StudentAnalytics['insights'] = [];
  if (previousFigures.marks > 0 && (attendanceTotal?.total ?? 0) > 0) {
    insights.push({ kind: 'attendance-change', value: round1(attendanceRate - previousFigures.attendanceRate), subject: null });
  }
  if (previousFigures.grades > 0 && (gradeTotal?.count ?? 0) > 0) {
    insights.push({ kind: 'grade-change', value: round1(averageGrade - previousFigures.averageGrade), subject: null });
  }
  const bestClass = classEntries.filter((entry) => entry.graded).sort((a, b) => b.averageGrade - a.averageGrade)[0];
  if (bestClass) {
    insights.push({ kind: 'best-class', value: bestClass.averageGrade, subject: bestClass.name, subjectDariName: bestClass.dariName, subjectPashtoName: bestClass.pashtoName });
  }
  const weakestSubject = subjectPerformance.filter((entry) => entry.gradeCount > 0).sort((a, b) => a.averageGrade - b.averageGrade)[0];
  if (weakestSubject) {
    insights.push({
      kind: 'weakest-subject',
      value: weakestSubject.averageGrade,
      subject: weakestSubject.subject,
      subjectDariName: weakestSubject.subjectDariName,
      subjectPashtoName: weakestSubject.subjectPashtoName,
    });
  }
  const markedClasses = classEntries.filter((entry) => entry.marked);
  if (markedClasses.length > 0) {
    insights.push({
      kind: 'below-target-classes',
      value: markedClasses.filter((entry) => entry.attendance < DASHBOARD_TARGET_LINE).length,
      subject: null,
    });
  }
  insights.push({ kind: 'new-students', value: counts.newStudents, subject: null });

  return {
    period,
    from: range.from,
    to: range.to,
    totalStudents: counts.totalStudents,
    attendanceRate,
    averageGrade,
    completionRate: completion.total > 0 ? oneDecimal((completion.complete * 100) / completion.total) : 0,
    topPerformerCount: studentAverages.filter((band) => GRADE_THRESHOLDS[band.label] >= TOP_PERFORMER_MIN_AVERAGE).reduce((sum, band) => sum + band.count, 0),
    activeClasses: classRows.filter((row) => row.studentCount > 0).length,
    teachers: counts.teachers,
    subjects: counts.subjectNames.length,
    gradeDistribution,
    classPerformance,
    performanceTrends,
    subjectPerformance,
    weeklyAttendance,
    topPerformers: performers,
    insights,
    recentActivity: activity,
  };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** THE rate (server/lib/figures/attendance-rate.ts) of attended over all marks. */
function rateOf(row: { attended: number; total: number } | undefined): number {
  return row ? attendanceRate({ present: row.attended, late: 0, marks: row.total }) : 0;
}

/** Classes in scope (the filtered one only, when asked) with their students (not deleted). */
async function classFigures(db: DbOrTx, filter: Filter) {
  const inClass = filter.classId === undefined ? sql`true` : sql`${classes.id} = ${filter.classId}`;
  const rows = await queryRows<{ id: number; name: string; dari_name: string | null; pashto_name: string | null; code: string; student_count: number }>(
    db,
    sql`select ${classes.id} as id, ${classes.name} as name, ${classes.dariName} as dari_name, ${classes.pashtoName} as pashto_name,
          ${classes.code} as code, coalesce(sizes.student_count, 0)::int as student_count
        from ${classes}
        left join (
          select ${students.classId} as class_id, count(*) as student_count from ${students}
          where ${studentFilter(filter)} group by ${students.classId}
        ) as sizes on sizes.class_id = ${classes.id}
        where ${classes.deletedAt} is null and ${scopeSql(filter.scope, classes.schoolId)} and ${inClass}
        order by ${classes.grade} nulls last, ${classes.name}, ${classes.id}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    dariName: row.dari_name ?? null,
    pashtoName: row.pashto_name ?? null,
    code: row.code,
    studentCount: Number(row.student_count),
  }));
}

/** Teachers (active), subjects, students (not deleted), and students admitted in the period. */
async function schoolCounts(db: DbOrTx, filter: Filter, range: DayRange) {
  const [[row], subjectNames] = await Promise.all([
    queryRows<{ teachers: number; total_students: number; new_students: number }>(
      db,
      // Both student counts from one read of the students.
      sql`select
            (select count(*) from ${teachers} where ${teachers.deletedAt} is null and upper(${teachers.status}) = 'ACTIVE'
              and ${scopeSql(filter.scope, teachers.schoolId)})::int as teachers,
            counted.total_students, counted.new_students
          from (
            select count(*)::int as total_students,
              (count(*) filter (where coalesce(${students.admissionDate}, (${students.createdAt} at time zone 'Asia/Kabul')::date)
                between ${range.from}::date and ${range.to}::date))::int as new_students
            from ${students} where ${studentFilter(filter)}
          ) as counted`,
    ),
    queryRows<{ id: number; name: string; dari_name: string | null; pashto_name: string | null }>(
      db,
      sql`select ${subjects.id} as id, ${subjects.name} as name, ${subjects.dariName} as dari_name, ${subjects.pashtoName} as pashto_name from ${subjects}
          where ${subjects.deletedAt} is null and ${scopeSql(filter.scope, subjects.schoolId)} order by ${subjects.name}, ${subjects.id}`,
    ),
  ]);
  return {
    teachers: Number(row?.teachers ?? 0),
    totalStudents: Number(row?.total_students ?? 0),
    newStudents: Number(row?.new_students ?? 0),
    subjectNames: subjectNames.map((subject) => ({ id: Number(subject.id), name: subject.name, dariName: subject.dari_name ?? null, pashtoName: subject.pashto_name ?? null })),
  };
}

/** The latest student events of the period (newest first). */
async function recentActivity(db: DbOrTx, filter: Filter, range: DayRange): Promise<StudentAnalytics['recentActivity']> {
  const rows = await queryRows<{ type: string; description: string | null; student_id: number; first_name: string | null; last_name: string | null; username: string; created_at: string | Date }>(
    db,
    sql`select ${studentEvents.type} as type, ${studentEvents.description} as description, ${studentEvents.studentId} as student_id,
          ${users.firstName} as first_name, ${users.lastName} as last_name, ${users.username} as username, ${studentEvents.createdAt} as created_at
        from ${studentEvents}
        join ${students} on ${students.id} = ${studentEvents.studentId}
        join ${users} on ${users.id} = ${students.userId}
        where ${studentFilter(filter)} and ${scopeSql(filter.scope, studentEvents.schoolId)}
          and ${studentEvents.createdAt} >= ${kabulMidnight(range.from).toISOString()}::timestamptz
        order by ${studentEvents.createdAt} desc, ${studentEvents.id} desc
        limit ${RECENT_ACTIVITY_SHOWN}`,
  );
  return rows.map((row) => ({
    type: row.type,
    description: row.description,
    studentId: Number(row.student_id),
    studentName: personName(row.first_name, row.last_name, row.username),
    at: new Date(row.created_at).toISOString(),
  }));
}
