/**
 * The dashboard's three heavy statements (GET /students/analytics), each reading its table once:
 * - grades: the period's grades are summed once per (class, subject, day) and once per student
 *   (one scan, two grouping sets); the overall, class, subject and trend averages are rolled up
 *   from the first, the grade bands and the top performers from the second, so the per-student
 *   averages are computed once (sums of float8 percentages: shown to one decimal, their
 *   rounding is far below what is shown).
 * - attendance: the marks of the period and of the period before, as counted per (class, day)
 *   by triggers (attendance_day_counts), are rolled up to the totals, classes, trend points and weekdays (and the previous
 *   period's two totals), so the per-row work is one hash lookup.
 * - completion: each class's eligible students are counted once per admission day; a running
 *   sum over (admission days, exam days) gives every exam its expected count; the graded
 *   students come from grades_exam_student_idx (exam_id, student_id).
 * The grades and completion statements run in a transaction with a larger work_mem (see
 * withAnalyticsMemory): at PostgreSQL's default 4 MB the planner sorts the year's grades on disk
 * (an external merge of ~0.9 M rows, 3-4x slower) instead of hashing 26 000 groups in memory.
 * Definitions are in src/contract/student-analytics.ts; the statements they replace (same
 * answers) read the grades four times and looped each exam's class per exam.
 */
import { sql, type SQL } from 'drizzle-orm';
import { GRADE_SCALE, GRADE_THRESHOLDS, TOP_PERFORMERS_SHOWN, type GradeLabel } from '@/contract/student-analytics';
import type { DbOrTx } from '../../../db/connection';
import { attendanceDayCounts, classes, exams, grades, students, users } from '../../../db/schema';
import type { AuthUser } from '../../../types';
import { pointStartSql, type DayRange, type TrendUnit } from '../../../lib/figures/analytics-period';
import { ATTENDED_STATUSES } from '../../../lib/figures/attendance-rate';
import { schoolDaySql, type SchoolCalendar } from '../../../lib/figures/school-days';
import { queryRows, scopeSql } from '../../../lib/figures/stats-sql';

type Scope = Pick<AuthUser, 'schoolId' | 'dataScopes'>;
export type Filter = { scope: Scope; classId?: number };

/** Working memory for the grade and completion statements' hash aggregates (per statement node). */
export const ANALYTICS_WORK_MEM = '64MB';

/** Runs `work` in a transaction whose statements may hash in ANALYTICS_WORK_MEM (SET LOCAL: this transaction only). */
export async function withAnalyticsMemory<T>(db: DbOrTx, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local work_mem = '${ANALYTICS_WORK_MEM}'`));
    return work(tx);
  });
}

/** Students in scope, not deleted, of the filtered class (on `students` in the FROM clause). */
export function studentFilter(filter: Filter): SQL {
  const inClass = filter.classId === undefined ? sql`true` : sql`${students.classId} = ${filter.classId}`;
  return sql`${students.deletedAt} is null and ${scopeSql(filter.scope, students.schoolId)} and ${inClass}`;
}

function dateIn(column: SQL | typeof grades.gradedOn | typeof attendanceDayCounts.date | typeof exams.examDate, range: DayRange): SQL {
  return sql`${column} between ${range.from}::date and ${range.to}::date`;
}

/**
 * A grade's percentage in float8: summing a year of grades as numeric cost about twice as much,
 * and the figures are shown to one decimal (the float sums differ from exact ones far below that).
 */
const gradePercentFloatSql = sql`(${grades.score}::float8 * 100 / nullif(${grades.maxScore}::float8, 0))`;

/** A grade counts while its student is not deleted (a NOT EXISTS on the few deleted students, no join). */
const liveGradeStudent = sql`not exists (select 1 from ${students} where ${students.id} = ${grades.studentId} and ${students.deletedAt} is not null)`;
/** The class a grade counts for: the class it was given in, else the student's current one. */
const gradeClassSql = sql`coalesce(${grades.classId}, (select ${students.classId} from ${students} where ${students.id} = ${grades.studentId}))`;

export type GradeAggregate = { set: 'total' | 'class' | 'subject' | 'point'; key: string | null; average: number | null; count: number };
export type TopPerformerRow = {
  studentId: number;
  firstName: string | null;
  lastName: string | null;
  username: string;
  dariName: string | null;
  className: string | null;
  classDariName: string | null;
  classPashtoName: string | null;
  average: number;
};
export type GradeFigures = {
  aggregates: GradeAggregate[];
  /** Students per grade label of their period average (labels without students left out). */
  bands: { label: GradeLabel; count: number }[];
  topPerformers: TopPerformerRow[];
  previous: { average: number | null; grades: number };
};

type FigureJson = { g_class: number; g_subject: number; g_point: number; class_id: number | null; subject_id: number | null; point: string | null; average: number | null; count: number | null };
type TopJson = {
  student_id: number;
  first_name: string | null;
  last_name: string | null;
  username: string;
  dari_name: string | null;
  class_name: string | null;
  class_dari_name: string | null;
  class_pashto_name: string | null;
  average: number;
};

/**
 * Grades of the period (of students not deleted; the class filter on the grade's class):
 * overall, per class, per subject and per trend point; each student's period average (students
 * in scope, of the filtered class) as grade bands and the top performers; and the previous
 * period's average and count. One statement, the period's grades read once.
 */
export async function gradeFigures(db: DbOrTx, filter: Filter, range: DayRange, previous: DayRange, unit: TrendUnit): Promise<GradeFigures> {
  const counted = filter.classId === undefined ? sql`true` : sql`${gradeClassSql} = ${filter.classId}`;
  const bands = sql.join(
    GRADE_SCALE.filter((label) => label !== 'D').map((label) => sql`when average >= ${GRADE_THRESHOLDS[label]} then ${label}`),
    sql` `,
  );
  const [row] = await queryRows<{ figures: FigureJson[] | null; bands: { label: GradeLabel; count: number }[] | null; top: TopJson[] | null; previous_average: number | null; previous_grades: number }>(
    db,
    sql`with period_grades as materialized (
          select ${grades.studentId} as student_id, ${gradeClassSql} as class_id, ${grades.subjectId} as subject_id, ${grades.gradedOn} as graded_on,
            ${counted} as counted, ${gradePercentFloatSql} as percentage
          from ${grades}
          where ${grades.deletedAt} is null and ${scopeSql(filter.scope, grades.schoolId)} and ${dateIn(grades.gradedOn, range)} and ${liveGradeStudent}
        ), sums as (
          select grouping(student_id) as per_day, student_id, counted, class_id, subject_id, graded_on, sum(percentage) as total, count(percentage) as count
          from period_grades
          group by grouping sets ((counted, class_id, subject_id, graded_on), (student_id))
        ), figures as (
          select grouping(class_id) as g_class, grouping(subject_id) as g_subject, grouping(point) as g_point, class_id, subject_id, point,
            (sum(total) / nullif(sum(count), 0))::float8 as average, sum(count)::int as count
          from (select class_id, subject_id, ${pointStartSql(unit, sql`graded_on`)} as point, total, count from sums where per_day = 1 and counted) as days
          group by grouping sets ((), (class_id), (subject_id), (point))
        ), averages as (
          select sums.student_id, sums.total / sums.count as average
          from sums join ${students} on ${students.id} = sums.student_id
          where sums.per_day = 0 and sums.count > 0 and ${studentFilter(filter)}
        ), bands as (
          select case ${bands} else 'D' end as label, count(*)::int as count from averages group by 1
        ), top as (
          select averages.student_id, ${users.firstName} as first_name, ${users.lastName} as last_name, ${users.username} as username,
            ${users.dariName} as dari_name, ${classes.name} as class_name, ${classes.dariName} as class_dari_name,
            ${classes.pashtoName} as class_pashto_name, averages.average::float8 as average
          from (select student_id, average from averages order by average desc, student_id limit ${TOP_PERFORMERS_SHOWN}) as averages
          join ${students} on ${students.id} = averages.student_id
          join ${users} on ${users.id} = ${students.userId}
          left join ${classes} on ${classes.id} = ${students.classId}
          order by averages.average desc, averages.student_id
        ), previous as (
          select avg(${gradePercentFloatSql}) as average, count(*)::int as grades
          from ${grades}
          where ${grades.deletedAt} is null and ${scopeSql(filter.scope, grades.schoolId)} and ${dateIn(grades.gradedOn, previous)} and ${liveGradeStudent} and ${counted}
        )
        select (select json_agg(figures) from figures) as figures, (select json_agg(bands) from bands) as bands,
          (select json_agg(top) from top) as top, previous.average as previous_average, previous.grades as previous_grades
        from previous`,
  );
  const aggregates = (row?.figures ?? []).map((item): GradeAggregate => {
    const set = Number(item.g_class) === 0 ? 'class' : Number(item.g_subject) === 0 ? 'subject' : Number(item.g_point) === 0 ? 'point' : 'total';
    const key = set === 'class' ? item.class_id : set === 'subject' ? item.subject_id : set === 'point' ? item.point : null;
    return { set, key: key === null ? null : String(key), average: item.average === null ? null : Number(item.average), count: Number(item.count ?? 0) };
  });
  return {
    aggregates,
    bands: (row?.bands ?? []).map((band) => ({ label: band.label, count: Number(band.count) })),
    topPerformers: (row?.top ?? []).map((item) => ({
      studentId: Number(item.student_id),
      firstName: item.first_name,
      lastName: item.last_name,
      username: item.username,
      dariName: item.dari_name,
      className: item.class_name,
      classDariName: item.class_dari_name ?? null,
      classPashtoName: item.class_pashto_name ?? null,
      average: Number(item.average),
    })),
    previous: { average: row?.previous_average === null || row?.previous_average === undefined ? null : Number(row.previous_average), grades: Number(row?.previous_grades ?? 0) },
  };
}

export type AttendanceAggregate = { set: 'total' | 'class' | 'point' | 'weekday'; key: string | null; attended: number; total: number; present: number; absent: number; late: number };
export type AttendanceFigures = { aggregates: AttendanceAggregate[]; previous: { attended: number; marks: number } };

/** The counter column of each attendance status in attendance_day_counts. */
const DAY_COUNT_COLUMNS = {
  PRESENT: attendanceDayCounts.present,
  ABSENT: attendanceDayCounts.absent,
  LATE: attendanceDayCounts.late,
  EXCUSED: attendanceDayCounts.excused,
} as const;
const attendedCount = sql.join(
  ATTENDED_STATUSES.map((status) => sql`${DAY_COUNT_COLUMNS[status]}`),
  sql` + `,
);

/**
 * Attendance marks of the period: overall, per class (at the time of the mark), per point and
 * per weekday; and the previous period's attended and total marks, on school days only. Read from the marks' counts
 * per (class, day) that triggers keep (attendance_day_counts): a year of a large school is some
 * ten thousand counter rows instead of millions of marks.
 */
export async function attendanceFigures(db: DbOrTx, filter: Filter, range: DayRange, previous: DayRange, unit: TrendUnit, calendar: SchoolCalendar): Promise<AttendanceFigures> {
  const inClass = filter.classId === undefined ? sql`true` : sql`${attendanceDayCounts.classId} = ${filter.classId}`;
  const rows = await queryRows<{ current: boolean; g_class: number; g_point: number; g_dow: number; class_id: number | null; point: string | null; dow: number | null; attended: number; total: number; present: number; absent: number; late: number }>(
    db,
    sql`with per_day as (
          select ${attendanceDayCounts.classId} as class_id, ${attendanceDayCounts.date} as day, ${attendedCount} as attended,
            ${attendanceDayCounts.marks} as total, ${attendanceDayCounts.present} as present, ${attendanceDayCounts.absent} as absent, ${attendanceDayCounts.late} as late
          from ${attendanceDayCounts}
          where ${attendanceDayCounts.marks} > 0 and ${scopeSql(filter.scope, attendanceDayCounts.schoolId)}
            and ${dateIn(attendanceDayCounts.date, { from: previous.from, to: range.to })} and ${inClass}
            and ${schoolDaySql(attendanceDayCounts.date, calendar)}
        )
        select current, grouping(class_id) as g_class, grouping(point) as g_point, grouping(dow) as g_dow, class_id, point, dow,
          sum(attended)::int as attended, sum(total)::int as total, sum(present)::int as present, sum(absent)::int as absent, sum(late)::int as late
        from (
          select day >= ${range.from}::date as current, class_id, ${pointStartSql(unit, sql`day`)} as point, extract(dow from day)::int as dow,
            attended, total, present, absent, late
          from per_day
        ) as days
        group by grouping sets ((current), (current, class_id), (current, point), (current, dow))`,
  );
  const aggregates: AttendanceAggregate[] = [];
  let previousCounts = { attended: 0, marks: 0 };
  for (const row of rows) {
    const set = Number(row.g_class) === 0 ? 'class' : Number(row.g_point) === 0 ? 'point' : Number(row.g_dow) === 0 ? 'weekday' : 'total';
    if (!row.current) {
      if (set === 'total') previousCounts = { attended: Number(row.attended), marks: Number(row.total) };
      continue;
    }
    const key = set === 'class' ? row.class_id : set === 'point' ? row.point : set === 'weekday' ? row.dow : null;
    aggregates.push({
      set,
      key: key === null ? null : String(key),
      attended: Number(row.attended),
      total: Number(row.total),
      present: Number(row.present),
      absent: Number(row.absent),
      late: Number(row.late),
    });
  }
  return { aggregates, previous: previousCounts };
}

/**
 * The period's completed exams, and how many have a grade for every student expected to sit
 * them: the active students of the exam's class admitted on or before the exam day. Expected
 * counts: each class's active students counted per admission day, then a running sum per class
 * over those days and the exam days (admissions first on the same day), read at each exam.
 */
export async function completionFigures(db: DbOrTx, filter: Filter, range: DayRange): Promise<{ total: number; complete: number }> {
  const inClass = filter.classId === undefined ? sql`true` : sql`${exams.classId} = ${filter.classId}`;
  const activeStudent = sql`${students.deletedAt} is null and ${students.status} = 'ACTIVE'`;
  const [row] = await queryRows<{ total: number; complete: number }>(
    db,
    sql`with period_exams as (
          select ${exams.id} as id, ${exams.classId} as class_id, ${exams.examDate} as exam_date from ${exams}
          where ${exams.deletedAt} is null and ${exams.status} = 'COMPLETED' and ${scopeSql(filter.scope, exams.schoolId)}
            and ${dateIn(exams.examDate, range)} and ${inClass}
        ), admissions as (
          select ${students.classId} as class_id, coalesce(${students.admissionDate}, (${students.createdAt} at time zone 'Asia/Kabul')::date) as day, count(*) as students
          from ${students}
          where ${activeStudent} and ${students.classId} in (select class_id from period_exams)
          group by 1, 2
        ), expected as (
          select exam_id, expected from (
            select exam_id, sum(students) over (partition by class_id order by day, exam_id nulls first rows unbounded preceding) as expected
            from (
              select class_id, day, students, null::int as exam_id from admissions
              union all
              select class_id, exam_date, 0, id from period_exams
            ) as days
          ) as running
          where exam_id is not null
        ), graded as (
          select exam_id, count(*) as graded from (
            select distinct period_exams.id as exam_id, ${grades.studentId} as student_id
            from period_exams
            join ${grades} on ${grades.examId} = period_exams.id and ${grades.deletedAt} is null
            join ${students} on ${students.id} = ${grades.studentId} and ${students.classId} = period_exams.class_id and ${activeStudent}
          ) as pairs
          group by exam_id
        )
        select count(*)::int as total,
          (count(*) filter (where coalesce(expected.expected, 0) <= coalesce(graded.graded, 0)))::int as complete
        from period_exams
        left join expected on expected.exam_id = period_exams.id
        left join graded on graded.exam_id = period_exams.id`,
  );
  return { total: Number(row?.total ?? 0), complete: Number(row?.complete ?? 0) };
}
