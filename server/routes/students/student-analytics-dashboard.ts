/**
 * GET /students/analytics: the students dashboard's figures for a period (spec part 2 §2.2, §3.3),
 * computed by the database. Each table is read once with aggregates (grouping sets give the
 * totals, per class, per subject, per point and per weekday in one scan), so the cost grows
 * with the rows in the period, not with what JavaScript would hold. Definitions are in
 * src/contract/student-analytics.ts; the choices behind them in docs/decisions.md.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_TARGET_LINE,
  GRADE_SCALE,
  GRADE_THRESHOLDS,
  RECENT_ACTIVITY_SHOWN,
  TOP_PERFORMER_MIN_AVERAGE,
  TOP_PERFORMERS_SHOWN,
  type DashboardPeriodName,
  type StudentAnalytics,
} from '@/contract/student-analytics';
import type { DbOrTx } from '../../db/connection';
import { attendance, classes, exams, grades, studentEvents, students, subjects, teachers, users } from '../../db/schema';
import { kabulMidnight } from '../../lib/kabul-time';
import type { AuthUser } from '../../types';
import {
  oneDecimal,
  periodRange,
  pointLabel,
  pointStarts,
  pointStartSql,
  previousRange,
  SCHOOL_WEEKDAYS,
  trendUnit,
  WEEKDAY_NAMES,
  type DayRange,
  type TrendUnit,
} from './student-analytics-period';
import { ATTENDED_STATUSES, personName, queryRows, scopeSql } from './student-stats-sql';

type Scope = Pick<AuthUser, 'schoolId' | 'dataScopes'>;
type Filter = { scope: Scope; classId?: number };

const attended = sql.join(ATTENDED_STATUSES.map((status) => sql`${status}`), sql`, `);
/** The class a grade counts for: the class it was given in, else the student's current one. */
const gradeClassSql = sql`coalesce(${grades.classId}, ${students.classId})`;

export async function studentDashboardAnalytics(
  db: DbOrTx,
  scope: Scope,
  period: DashboardPeriodName,
  classId?: number,
  today?: string,
): Promise<StudentAnalytics> {
  const range = periodRange(period, today);
  const unit = trendUnit(period);
  const filter: Filter = { scope, classId };
  const previous = previousRange(range);

  // PGlite has one connection, so these run one after another there; PostgreSQL overlaps them.
  const [classRows, gradeRows, attendanceRows, studentAverages, completion, counts, previousFigures, performers, activity] =
    await Promise.all([
      classFigures(db, filter),
      gradeAggregates(db, filter, range, unit),
      attendanceAggregates(db, filter, range, unit),
      studentAverageBands(db, filter, range),
      completionFigures(db, filter, range),
      schoolCounts(db, filter, range),
      previousPeriodFigures(db, filter, previous),
      topPerformers(db, filter, range),
      recentActivity(db, filter, range),
    ]);

  const gradeTotal = gradeRows.find((row) => row.set === 'total');
  const attendanceTotal = attendanceRows.find((row) => row.set === 'total');
  const attendanceRate = rateOf(attendanceTotal);
  const averageGrade = oneDecimal(gradeTotal?.average);

  const classPerformance: StudentAnalytics['classPerformance'] = {};
  const classEntries: { name: string; averageGrade: number; attendance: number; graded: boolean; marked: boolean }[] = [];
  for (const row of classRows) {
    const gradeRow = gradeRows.find((item) => item.set === 'class' && item.key === String(row.id));
    const attendanceRow = attendanceRows.find((item) => item.set === 'class' && item.key === String(row.id));
    const name = classPerformance[row.name] ? `${row.name} (${row.code})` : row.name;
    const entry = { studentCount: row.studentCount, averageGrade: oneDecimal(gradeRow?.average), attendance: rateOf(attendanceRow) };
    classPerformance[name] = entry;
    classEntries.push({ name, ...entry, graded: (gradeRow?.count ?? 0) > 0, marked: (attendanceRow?.total ?? 0) > 0 });
  }

  const subjectPerformance = counts.subjectNames.map((subject) => {
    const row = gradeRows.find((item) => item.set === 'subject' && item.key === String(subject.id));
    return { subject: subject.name, averageGrade: oneDecimal(row?.average), gradeCount: row?.count ?? 0 };
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
  if (bestClass) insights.push({ kind: 'best-class', value: bestClass.averageGrade, subject: bestClass.name });
  const weakestSubject = subjectPerformance.filter((entry) => entry.gradeCount > 0).sort((a, b) => a.averageGrade - b.averageGrade)[0];
  if (weakestSubject) insights.push({ kind: 'weakest-subject', value: weakestSubject.averageGrade, subject: weakestSubject.subject });
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

function rateOf(row: { attended: number; total: number } | undefined): number {
  return row && row.total > 0 ? oneDecimal((row.attended * 100) / row.total) : 0;
}

function studentFilter(filter: Filter): SQL {
  const inClass = filter.classId === undefined ? sql`true` : sql`${students.classId} = ${filter.classId}`;
  return sql`${students.deletedAt} is null and ${scopeSql(filter.scope, students.schoolId)} and ${inClass}`;
}

function dateIn(column: SQL | typeof grades.gradedOn | typeof attendance.date | typeof exams.examDate, range: DayRange): SQL {
  return sql`${column} between ${range.from}::date and ${range.to}::date`;
}

/** Classes in scope (the filtered one only, when asked) with their students (not deleted). */
async function classFigures(db: DbOrTx, filter: Filter) {
  const inClass = filter.classId === undefined ? sql`true` : sql`${classes.id} = ${filter.classId}`;
  const rows = await queryRows<{ id: number; name: string; code: string; student_count: number }>(
    db,
    sql`select ${classes.id} as id, ${classes.name} as name, ${classes.code} as code, coalesce(sizes.student_count, 0)::int as student_count
        from ${classes}
        left join (
          select ${students.classId} as class_id, count(*) as student_count from ${students}
          where ${studentFilter(filter)} group by ${students.classId}
        ) as sizes on sizes.class_id = ${classes.id}
        where ${classes.deletedAt} is null and ${scopeSql(filter.scope, classes.schoolId)} and ${inClass}
        order by ${classes.grade} nulls last, ${classes.name}, ${classes.id}`,
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name, code: row.code, studentCount: Number(row.student_count) }));
}

type GradeAggregate = { set: 'total' | 'class' | 'subject' | 'point'; key: string | null; average: number | null; count: number };

/** Grades of the period (of students not deleted): overall, per class, per subject and per point, in one scan. */
async function gradeAggregates(db: DbOrTx, filter: Filter, range: DayRange, unit: TrendUnit): Promise<GradeAggregate[]> {
  const inClass = filter.classId === undefined ? sql`true` : sql`${gradeClassSql} = ${filter.classId}`;
  const rows = await queryRows<{ g_class: number; g_subject: number; g_point: number; class_id: number | null; subject_id: number | null; point: string | null; average: number | null; count: number }>(
    db,
    sql`select grouping(class_id) as g_class, grouping(subject_id) as g_subject, grouping(point) as g_point,
          class_id, subject_id, point, avg(percentage)::float8 as average, count(percentage)::int as count
        from (
          select ${gradeClassSql} as class_id, ${grades.subjectId} as subject_id, ${pointStartSql(unit, grades.gradedOn)} as point,
            (${grades.score} * 100.0 / nullif(${grades.maxScore}, 0)) as percentage
          from ${grades} join ${students} on ${students.id} = ${grades.studentId} and ${students.deletedAt} is null
          where ${grades.deletedAt} is null and ${scopeSql(filter.scope, grades.schoolId)} and ${dateIn(grades.gradedOn, range)} and ${inClass}
        ) as period_grades
        group by grouping sets ((), (class_id), (subject_id), (point))`,
  );
  return rows.map((row) => {
    const set = Number(row.g_class) === 0 ? 'class' : Number(row.g_subject) === 0 ? 'subject' : Number(row.g_point) === 0 ? 'point' : 'total';
    const key = set === 'class' ? row.class_id : set === 'subject' ? row.subject_id : set === 'point' ? row.point : null;
    return { set, key: key === null ? null : String(key), average: row.average === null ? null : Number(row.average), count: Number(row.count) };
  });
}

type AttendanceAggregate = { set: 'total' | 'class' | 'point' | 'weekday'; key: string | null; attended: number; total: number; present: number; absent: number; late: number };

/** Attendance marks of the period: overall, per class (at the time of the mark), per point and per weekday. */
async function attendanceAggregates(db: DbOrTx, filter: Filter, range: DayRange, unit: TrendUnit): Promise<AttendanceAggregate[]> {
  const inClass = filter.classId === undefined ? sql`true` : sql`${attendance.classId} = ${filter.classId}`;
  const rows = await queryRows<{ g_class: number; g_point: number; g_dow: number; class_id: number | null; point: string | null; dow: number | null; attended: number; total: number; present: number; absent: number; late: number }>(
    db,
    sql`select grouping(class_id) as g_class, grouping(point) as g_point, grouping(dow) as g_dow, class_id, point, dow,
          (count(*) filter (where status in (${attended})))::int as attended, count(*)::int as total,
          (count(*) filter (where status = 'PRESENT'))::int as present,
          (count(*) filter (where status = 'ABSENT'))::int as absent,
          (count(*) filter (where status = 'LATE'))::int as late
        from (
          select ${attendance.classId} as class_id, ${attendance.status} as status, ${pointStartSql(unit, attendance.date)} as point,
            extract(dow from ${attendance.date})::int as dow
          from ${attendance}
          where ${attendance.deletedAt} is null and ${scopeSql(filter.scope, attendance.schoolId)} and ${dateIn(attendance.date, range)} and ${inClass}
        ) as period_marks
        group by grouping sets ((), (class_id), (point), (dow))`,
  );
  return rows.map((row) => {
    const set = Number(row.g_class) === 0 ? 'class' : Number(row.g_point) === 0 ? 'point' : Number(row.g_dow) === 0 ? 'weekday' : 'total';
    const key = set === 'class' ? row.class_id : set === 'point' ? row.point : set === 'weekday' ? row.dow : null;
    return {
      set,
      key: key === null ? null : String(key),
      attended: Number(row.attended),
      total: Number(row.total),
      present: Number(row.present),
      absent: Number(row.absent),
      late: Number(row.late),
    };
  });
}

/** Each student's mean of the period's grades as an SQL relation (student_id, average). */
function periodStudentAverages(filter: Filter, range: DayRange): SQL {
  return sql`select ${grades.studentId} as student_id, avg(${grades.score} * 100.0 / nullif(${grades.maxScore}, 0)) as average
    from ${grades} join ${students} on ${students.id} = ${grades.studentId}
    where ${grades.deletedAt} is null and ${studentFilter(filter)} and ${scopeSql(filter.scope, grades.schoolId)} and ${dateIn(grades.gradedOn, range)}
    group by ${grades.studentId}`;
}

/** How many students' period averages fall in each grade label (labels without students left out). */
async function studentAverageBands(db: DbOrTx, filter: Filter, range: DayRange) {
  const bands = sql.join(
    GRADE_SCALE.filter((label) => label !== 'D').map((label) => sql`when average >= ${GRADE_THRESHOLDS[label]} then ${label}`),
    sql` `,
  );
  const rows = await queryRows<{ label: (typeof GRADE_SCALE)[number]; count: number }>(
    db,
    sql`select case ${bands} else 'D' end as label, count(*)::int as count
        from (${periodStudentAverages(filter, range)}) as averages
        where average is not null
        group by 1`,
  );
  return rows.map((row) => ({ label: row.label, count: Number(row.count) }));
}

/**
 * The period's completed exams, and how many have a grade for every student expected to sit
 * them: the active students of the exam's class admitted on or before the exam day.
 */
async function completionFigures(db: DbOrTx, filter: Filter, range: DayRange) {
  const inClass = filter.classId === undefined ? sql`true` : sql`${exams.classId} = ${filter.classId}`;
  const activeStudent = sql`${students.deletedAt} is null and ${students.status} = 'ACTIVE'`;
  const [row] = await queryRows<{ total: number; complete: number }>(
    db,
    sql`with period_exams as (
          select ${exams.id} as id, ${exams.classId} as class_id, ${exams.examDate} as exam_date from ${exams}
          where ${exams.deletedAt} is null and ${exams.status} = 'COMPLETED' and ${scopeSql(filter.scope, exams.schoolId)}
            and ${dateIn(exams.examDate, range)} and ${inClass}
        ), expected as (
          select period_exams.id as exam_id, count(*) as expected
          from period_exams join ${students} on ${students.classId} = period_exams.class_id and ${activeStudent}
            and coalesce(${students.admissionDate}, (${students.createdAt} at time zone 'Asia/Kabul')::date) <= period_exams.exam_date
          group by period_exams.id
        ), graded as (
          select period_exams.id as exam_id, count(distinct ${grades.studentId}) as graded
          from ${grades}
          join period_exams on period_exams.id = ${grades.examId}
          join ${students} on ${students.id} = ${grades.studentId} and ${students.classId} = period_exams.class_id and ${activeStudent}
          where ${grades.deletedAt} is null
          group by period_exams.id
        )
        select count(*)::int as total,
          (count(*) filter (where coalesce(expected.expected, 0) <= coalesce(graded.graded, 0)))::int as complete
        from period_exams
        left join expected on expected.exam_id = period_exams.id
        left join graded on graded.exam_id = period_exams.id`,
  );
  return { total: Number(row?.total ?? 0), complete: Number(row?.complete ?? 0) };
}

/** Teachers (active), subjects, students (not deleted), and students admitted in the period. */
async function schoolCounts(db: DbOrTx, filter: Filter, range: DayRange) {
  const [[row], subjectNames] = await Promise.all([
    queryRows<{ teachers: number; total_students: number; new_students: number }>(
      db,
      sql`select
            (select count(*) from ${teachers} where ${teachers.deletedAt} is null and upper(${teachers.status}) = 'ACTIVE'
              and ${scopeSql(filter.scope, teachers.schoolId)})::int as teachers,
            (select count(*) from ${students} where ${studentFilter(filter)})::int as total_students,
            (select count(*) from ${students} where ${studentFilter(filter)}
              and coalesce(${students.admissionDate}, (${students.createdAt} at time zone 'Asia/Kabul')::date)
                between ${range.from}::date and ${range.to}::date)::int as new_students`,
    ),
    queryRows<{ id: number; name: string }>(
      db,
      sql`select ${subjects.id} as id, ${subjects.name} as name from ${subjects}
          where ${subjects.deletedAt} is null and ${scopeSql(filter.scope, subjects.schoolId)} order by ${subjects.name}, ${subjects.id}`,
    ),
  ]);
  return {
    teachers: Number(row?.teachers ?? 0),
    totalStudents: Number(row?.total_students ?? 0),
    newStudents: Number(row?.new_students ?? 0),
    subjectNames: subjectNames.map((subject) => ({ id: Number(subject.id), name: subject.name })),
  };
}

/** The attendance rate and average grade of the period before, for the change insights. */
async function previousPeriodFigures(db: DbOrTx, filter: Filter, range: DayRange) {
  const gradeClass = filter.classId === undefined ? sql`true` : sql`${gradeClassSql} = ${filter.classId}`;
  const markClass = filter.classId === undefined ? sql`true` : sql`${attendance.classId} = ${filter.classId}`;
  const [row] = await queryRows<{ average: number | null; grades: number; attended: number; marks: number }>(
    db,
    sql`select g.average, g.grades, a.attended, a.marks from
          (select avg(${grades.score} * 100.0 / nullif(${grades.maxScore}, 0))::float8 as average, count(*)::int as grades
            from ${grades} join ${students} on ${students.id} = ${grades.studentId} and ${students.deletedAt} is null
            where ${grades.deletedAt} is null and ${scopeSql(filter.scope, grades.schoolId)} and ${dateIn(grades.gradedOn, range)} and ${gradeClass}) as g,
          (select (count(*) filter (where ${attendance.status} in (${attended})))::int as attended, count(*)::int as marks
            from ${attendance}
            where ${attendance.deletedAt} is null and ${scopeSql(filter.scope, attendance.schoolId)} and ${dateIn(attendance.date, range)} and ${markClass}) as a`,
  );
  const marks = Number(row?.marks ?? 0);
  return {
    averageGrade: oneDecimal(row?.average),
    grades: Number(row?.grades ?? 0),
    marks,
    attendanceRate: marks > 0 ? oneDecimal((Number(row?.attended ?? 0) * 100) / marks) : 0,
  };
}

async function topPerformers(db: DbOrTx, filter: Filter, range: DayRange): Promise<StudentAnalytics['topPerformers']> {
  const rows = await queryRows<{ student_id: number; first_name: string | null; last_name: string | null; username: string; dari_name: string | null; class_name: string | null; average: number }>(
    db,
    sql`select averages.student_id, ${users.firstName} as first_name, ${users.lastName} as last_name, ${users.username} as username,
          ${users.dariName} as dari_name, ${classes.name} as class_name, averages.average::float8 as average
        from (${periodStudentAverages(filter, range)}) as averages
        join ${students} on ${students.id} = averages.student_id
        join ${users} on ${users.id} = ${students.userId}
        left join ${classes} on ${classes.id} = ${students.classId}
        where averages.average is not null
        order by averages.average desc, averages.student_id
        limit ${TOP_PERFORMERS_SHOWN}`,
  );
  return rows.map((row) => ({
    studentId: Number(row.student_id),
    name: personName(row.first_name, row.last_name, row.username),
    dariName: row.dari_name,
    className: row.class_name,
    averageGrade: oneDecimal(Number(row.average)),
  }));
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
