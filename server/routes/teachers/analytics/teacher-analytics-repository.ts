/**
 * The reads behind the per-teacher analytics. "The teacher's grades" are the grades whose class
 * and subject match one of the teacher's assignments; "their attendance" is the attendance of
 * the classes they are assigned to (any subject, or none: the class teacher). A grade or mark
 * counts for the class it was given in, else the student's current class; grades and marks of
 * deleted students, and grades out of 0, are left out (as in the students dashboard).
 * Each statement reads the period and the previous one at once and groups by (class, subject,
 * trend point, which period), so the cost grows with the teacher's rows, and the totals are
 * rolled up exactly (sums and counts) in teacher-analytics-figures.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connection';
import { attendance, classes, EXAM_STATUSES, exams, grades, students, subjects, teacherAssignments } from '../../../db/schema';
import { PASS_MARK } from '@/contract/teacher-analytics';
import { pointStartSql, type DayRange } from '../../../lib/figures/analytics-period';
import { attendedSql, countedMarkSql } from '../../../lib/figures/attendance-rate';
import type { SchoolCalendar } from '../../../lib/figures/school-days';
import { queryRows } from '../../../lib/figures/stats-sql';
import { readSchoolCalendar } from '../../settings/public';
import type { TeacherWindow } from './teacher-analytics-period';

export type Assignment = {
  classId: number;
  className: string;
  classDariName: string | null;
  classPashtoName: string | null;
  subjectId: number | null;
  subjectName: string | null;
  subjectDariName: string | null;
  subjectPashtoName: string | null;
  students: number;
};

/** Sums and counts of grades: what averages and pass rates are rolled up from. */
export type GradeSums = { total: number; count: number; passes: number };
export type GradeRow = GradeSums & { classId: number; subjectId: number; point: string; current: boolean };
export type MarkCounts = { marks: number; attended: number };
export type MarkRow = MarkCounts & { classId: number; point: string; current: boolean };

const completed: (typeof EXAM_STATUSES)[number] = 'COMPLETED';

/** The teacher's assignments (classes not deleted) with the students now in each class. */
export async function assignmentsOf(db: DbOrTx, teacherId: number): Promise<Assignment[]> {
  const rows = await queryRows<{
    class_id: number;
    class_name: string;
    class_dari_name: string | null;
    class_pashto_name: string | null;
    subject_id: number | null;
    subject_name: string | null;
    subject_dari_name: string | null;
    subject_pashto_name: string | null;
    students: number;
  }>(
    db,
    sql`select ${teacherAssignments.classId} as class_id, ${classes.name} as class_name, ${classes.dariName} as class_dari_name,
          ${classes.pashtoName} as class_pashto_name, ${teacherAssignments.subjectId} as subject_id,
          ${subjects.name} as subject_name, ${subjects.dariName} as subject_dari_name, ${subjects.pashtoName} as subject_pashto_name,
          (select count(*) from ${students} where ${students.classId} = ${teacherAssignments.classId} and ${students.deletedAt} is null)::int as students
        from ${teacherAssignments}
        join ${classes} on ${classes.id} = ${teacherAssignments.classId} and ${classes.deletedAt} is null
        left join ${subjects} on ${subjects.id} = ${teacherAssignments.subjectId}
        where ${teacherAssignments.teacherId} = ${teacherId}
        order by ${classes.grade} nulls last, ${classes.name}, ${classes.id}, ${subjects.name} nulls first, ${teacherAssignments.subjectId}`,
  );
  return rows.map((row) => ({
    classId: Number(row.class_id),
    className: row.class_name,
    classDariName: row.class_dari_name,
    classPashtoName: row.class_pashto_name,
    subjectId: row.subject_id === null ? null : Number(row.subject_id),
    subjectName: row.subject_name,
    subjectDariName: row.subject_dari_name,
    subjectPashtoName: row.subject_pashto_name,
    students: Number(row.students),
  }));
}

/** Different students now in the teacher's classes (a student counts once however many assignments). */
export async function studentsTaught(db: DbOrTx, teacherId: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${students}
        where ${students.deletedAt} is null
          and ${students.classId} in (select ${teacherAssignments.classId} from ${teacherAssignments} where ${teacherAssignments.teacherId} = ${teacherId})`,
  );
  return Number(row?.count ?? 0);
}

const teacherSubjectPairs = (teacherId: number) =>
  sql`select distinct ${teacherAssignments.classId} as class_id, ${teacherAssignments.subjectId} as subject_id
      from ${teacherAssignments} where ${teacherAssignments.teacherId} = ${teacherId} and ${teacherAssignments.subjectId} is not null`;

const teacherClassIds = (teacherId: number) =>
  sql`select distinct ${teacherAssignments.classId} from ${teacherAssignments} where ${teacherAssignments.teacherId} = ${teacherId}`;

/** The teacher's grades from `from` to `to` with their class (as given), subject, day and percentage. */
function teacherGrades(teacherId: number, schoolId: number, from: string, to: string): SQL {
  return sql`select graded.class_id, graded.subject_id, graded.graded_on, graded.percentage
    from (
      select coalesce(${grades.classId}, ${students.classId}) as class_id, ${grades.subjectId} as subject_id, ${grades.gradedOn} as graded_on,
        (${grades.score} * 100.0 / ${grades.maxScore}) as percentage
      from ${grades} join ${students} on ${students.id} = ${grades.studentId} and ${students.deletedAt} is null
      where ${grades.deletedAt} is null and ${grades.schoolId} = ${schoolId} and ${grades.maxScore} > 0
        and ${grades.gradedOn} between ${from}::date and ${to}::date
    ) as graded
    join (${teacherSubjectPairs(teacherId)}) as pairs on pairs.class_id = graded.class_id and pairs.subject_id = graded.subject_id`;
}

/** The attendance marks of the teacher's classes from `from` to `to`, with their class and day. */
function teacherMarks(teacherId: number, schoolId: number, from: string, to: string, calendar: SchoolCalendar): SQL {
  return sql`select marked.class_id, marked.day, marked.attended
    from (
      select coalesce(${attendance.classId}, ${students.classId}) as class_id, ${attendance.date} as day,
        ${attendedSql()} as attended
      from ${attendance} join ${students} on ${students.id} = ${attendance.studentId} and ${students.deletedAt} is null
      where ${countedMarkSql(calendar)} and ${attendance.schoolId} = ${schoolId}
        and ${attendance.date} between ${from}::date and ${to}::date
    ) as marked
    where marked.class_id in (${teacherClassIds(teacherId)})`;
}

type Teacher = { id: number; schoolId: number };

/** The teacher's grades of the window and the one before, summed per class, subject, trend point and period. */
export async function gradeRows(db: DbOrTx, teacher: Teacher, window: Pick<TeacherWindow, 'range' | 'previous' | 'unit'>): Promise<GradeRow[]> {
  const rows = await queryRows<{ class_id: number; subject_id: number; point: string; current: boolean; total: number; count: number; passes: number }>(
    db,
    sql`select g.class_id, g.subject_id, ${pointStartSql(window.unit, sql`g.graded_on`)} as point, (g.graded_on >= ${window.range.from}::date) as current,
          sum(g.percentage)::float8 as total, count(*)::int as count, (count(*) filter (where g.percentage >= ${PASS_MARK}))::int as passes
        from (${teacherGrades(teacher.id, teacher.schoolId, window.previous.from, window.range.to)}) as g
        group by 1, 2, 3, 4`,
  );
  return rows.map((row) => ({
    classId: Number(row.class_id),
    subjectId: Number(row.subject_id),
    point: row.point,
    current: Boolean(row.current),
    total: Number(row.total),
    count: Number(row.count),
    passes: Number(row.passes),
  }));
}

/** The attendance of the teacher's classes in the window and the one before, per class, trend point and period. */
export async function markRows(db: DbOrTx, teacher: Teacher, window: Pick<TeacherWindow, 'range' | 'previous' | 'unit'>): Promise<MarkRow[]> {
  const rows = await queryRows<{ class_id: number; point: string; current: boolean; marks: number; attended: number }>(
    db,
    sql`select m.class_id, ${pointStartSql(window.unit, sql`m.day`)} as point, (m.day >= ${window.range.from}::date) as current,
          count(*)::int as marks, (count(*) filter (where m.attended))::int as attended
        from (${teacherMarks(teacher.id, teacher.schoolId, window.previous.from, window.range.to, await readSchoolCalendar(db, teacher.schoolId))}) as m
        group by 1, 2, 3`,
  );
  return rows.map((row) => ({
    classId: Number(row.class_id),
    point: row.point,
    current: Boolean(row.current),
    marks: Number(row.marks),
    attended: Number(row.attended),
  }));
}

export type ExamGrading = { examId: number; examDate: string; gradeCount: number; lastGradedOn: string | null };

/** Completed exams of the teacher's classes and subjects held in `range`, with when their grades were recorded. */
export async function examGrading(db: DbOrTx, teacher: Teacher, range: DayRange): Promise<ExamGrading[]> {
  const rows = await queryRows<{ id: number; exam_date: string; grade_count: number; last_graded_on: string | null }>(
    db,
    sql`select ${exams.id} as id, to_char(${exams.examDate}, 'YYYY-MM-DD') as exam_date,
          (select count(*) from ${grades} where ${grades.examId} = ${exams.id} and ${grades.deletedAt} is null)::int as grade_count,
          (select to_char(max(${grades.gradedOn}), 'YYYY-MM-DD') from ${grades} where ${grades.examId} = ${exams.id} and ${grades.deletedAt} is null) as last_graded_on
        from ${exams}
        join (${teacherSubjectPairs(teacher.id)}) as pairs on pairs.class_id = ${exams.classId} and pairs.subject_id = ${exams.subjectId}
        where ${exams.deletedAt} is null and ${exams.schoolId} = ${teacher.schoolId} and ${exams.status} = ${completed}
          and ${exams.examDate} between ${range.from}::date and ${range.to}::date
        order by ${exams.examDate}, ${exams.id}`,
  );
  return rows.map((row) => ({ examId: Number(row.id), examDate: row.exam_date, gradeCount: Number(row.grade_count), lastGradedOn: row.last_graded_on }));
}

export type GradeSpread = { count: number; mean: number | null; standardDeviation: number | null; activeDays: number; byWeekday: Map<number, number> };

/** Mean and population standard deviation of the teacher's grades in `range`, and grades per weekday (0 = Sunday). */
export async function gradeSpread(db: DbOrTx, teacher: Teacher, range: DayRange): Promise<GradeSpread> {
  const rows = await queryRows<{ dow: number | null; count: number; mean: number | null; sd: number | null; active_days: number }>(
    db,
    sql`select extract(dow from g.graded_on)::int as dow, count(*)::int as count, avg(g.percentage)::float8 as mean,
          stddev_pop(g.percentage)::float8 as sd, count(distinct g.graded_on)::int as active_days
        from (${teacherGrades(teacher.id, teacher.schoolId, range.from, range.to)}) as g
        group by grouping sets ((), (1))`,
  );
  const total = rows.find((row) => row.dow === null);
  const byWeekday = new Map<number, number>();
  for (const row of rows) if (row.dow !== null) byWeekday.set(Number(row.dow), Number(row.count));
  return {
    count: Number(total?.count ?? 0),
    mean: total?.mean === null || total?.mean === undefined ? null : Number(total.mean),
    standardDeviation: total?.sd === null || total?.sd === undefined ? null : Number(total.sd),
    activeDays: Number(total?.active_days ?? 0),
    byWeekday,
  };
}

/** Attendance of the teacher's classes in `range` per weekday (0 = Sunday). */
export async function marksByWeekday(db: DbOrTx, teacher: Teacher, range: DayRange): Promise<Map<number, MarkCounts>> {
  const rows = await queryRows<{ dow: number; marks: number; attended: number }>(
    db,
    sql`select extract(dow from m.day)::int as dow, count(*)::int as marks, (count(*) filter (where m.attended))::int as attended
        from (${teacherMarks(teacher.id, teacher.schoolId, range.from, range.to, await readSchoolCalendar(db, teacher.schoolId))}) as m
        group by 1`,
  );
  return new Map(rows.map((row) => [Number(row.dow), { marks: Number(row.marks), attended: Number(row.attended) }]));
}
