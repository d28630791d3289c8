/**
 * GET /teachers/performance: every live teacher of the schools asked for, scored by the rule of
 * /teachers/{id}/performance (teacher-analytics-performance.ts: the same parts, weights, pass
 * mark and grading deadline) over one range, in two statements whatever the number of teachers:
 * - the grade sums per teacher: the range's grades summed once per (school, class, subject),
 *   joined to each teacher's distinct class and subject pairs; the marks per teacher likewise
 *   through their distinct classes. A grade or mark counts for the class it was given in, else
 *   the student's class; deleted students' rows and grades out of 0 are left out (as per teacher);
 * - the completed exams of the range of every teacher's pairs, with their grade count and last
 *   grading day, judged by `gradingTimeliness`.
 * Averages come from exact sums and counts (`figuresOf`), so each row equals the per-teacher call.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PASS_MARK, type TeacherPerformance } from '@/contract/teacher-analytics';
import type { TeacherPerformanceList, TeacherPerformanceRow } from '@/contract/performance';
import type { DbOrTx } from '../../db/connection';
import { attendance, exams, grades, students, teacherAssignments, teachers } from '../../db/schema';
import { kabulDay } from '../../lib/kabul-time';
import { oneDecimal } from '../../lib/figures/analytics-period';
import { attendedSql } from '../../lib/figures/attendance-rate';
import { schoolDayOfSchoolSql } from '../../lib/figures/school-days';
import { queryRows } from '../../lib/figures/stats-sql';
import { readSchoolCalendars } from '../settings/public';
import { type ExamGrading, figuresOf, gradingTimeliness, percentOf, PERFORMANCE_METHOD, performanceScore } from '../teachers/public';
import type { PerformanceRange } from './performance-range';

export const TEACHER_LIST_METHOD =
  `${PERFORMANCE_METHOD} Each teacher is scored as GET /teachers/{id}/performance scores them, over from-to instead of a period. ` +
  'The summary is the mean of the teachers\u2019 own figures, each over the teachers that have it.';

type TeacherSums = {
  id: number;
  school_id: number;
  employee_id: string;
  first_name: string;
  last_name: string;
  department: string | null;
  status: string;
  total: number | null;
  grade_count: number | null;
  passes: number | null;
  marks: number | null;
  attended: number | null;
};


/** The live teachers of the condition's schools, and their class-subject pairs and classes. */
function teacherSets(schoolCondition: SQL): SQL {
  return sql`scoped as (
      select ${teachers.id} as id, ${teachers.schoolId} as school_id from ${teachers}
      where ${teachers.deletedAt} is null and ${schoolCondition}
    ),
    pairs as (
      select distinct ${teacherAssignments.teacherId} as teacher_id, scoped.school_id, ${teacherAssignments.classId} as class_id, ${teacherAssignments.subjectId} as subject_id
      from ${teacherAssignments} join scoped on scoped.id = ${teacherAssignments.teacherId}
      where ${teacherAssignments.subjectId} is not null
    ),
    taught as (
      select distinct ${teacherAssignments.teacherId} as teacher_id, scoped.school_id, ${teacherAssignments.classId} as class_id
      from ${teacherAssignments} join scoped on scoped.id = ${teacherAssignments.teacherId}
    )`;
}

async function teacherSums(db: DbOrTx, schoolCondition: SQL, range: PerformanceRange): Promise<TeacherSums[]> {
  return queryRows<TeacherSums>(
    db,
    sql`with ${teacherSets(schoolCondition)},
      graded as (
        select ${grades.schoolId} as school_id, coalesce(${grades.classId}, ${students.classId}) as class_id, ${grades.subjectId} as subject_id,
          sum(${grades.score} * 100.0 / ${grades.maxScore}) as total, count(*) as grade_count,
          count(*) filter (where ${grades.score} * 100.0 / ${grades.maxScore} >= ${PASS_MARK}) as passes
        from ${grades} join ${students} on ${students.id} = ${grades.studentId} and ${students.deletedAt} is null
        where ${grades.deletedAt} is null and ${grades.maxScore} > 0
          and ${grades.schoolId} in (select distinct school_id from scoped)
          and ${grades.gradedOn} between ${range.from}::date and ${range.to}::date
        group by 1, 2, 3
      ),
      marked as (
        select ${attendance.schoolId} as school_id, coalesce(${attendance.classId}, ${students.classId}) as class_id,
          count(*) as marks, count(*) filter (where ${attendedSql()}) as attended
        from ${attendance} join ${students} on ${students.id} = ${attendance.studentId} and ${students.deletedAt} is null
        where ${attendance.deletedAt} is null and ${schoolDayOfSchoolSql(attendance.schoolId, attendance.date, await readSchoolCalendars(db))}
          and ${attendance.schoolId} in (select distinct school_id from scoped)
          and ${attendance.date} between ${range.from}::date and ${range.to}::date
        group by 1, 2
      ),
      grade_sums as (
        select pairs.teacher_id, sum(graded.total)::float8 as total, sum(graded.grade_count)::int as grade_count, sum(graded.passes)::int as passes
        from pairs join graded using (school_id, class_id, subject_id)
        group by 1
      ),
      mark_sums as (
        select taught.teacher_id, sum(marked.marks)::int as marks, sum(marked.attended)::int as attended
        from taught join marked using (school_id, class_id)
        group by 1
      )
      select ${teachers.id} as id, ${teachers.schoolId} as school_id, ${teachers.employeeId} as employee_id, ${teachers.firstName} as first_name,
        ${teachers.lastName} as last_name, ${teachers.department} as department, ${teachers.status} as status,
        grade_sums.total, grade_sums.grade_count, grade_sums.passes, mark_sums.marks, mark_sums.attended
      from ${teachers} join scoped on scoped.id = ${teachers.id}
      left join grade_sums on grade_sums.teacher_id = ${teachers.id}
      left join mark_sums on mark_sums.teacher_id = ${teachers.id}`,
  );
}

/** Each teacher's completed exams of the range, as `gradingTimeliness` reads them. */
async function examsByTeacher(db: DbOrTx, schoolCondition: SQL, range: PerformanceRange): Promise<Map<number, ExamGrading[]>> {
  const rows = await queryRows<{ teacher_id: number; id: number; exam_date: string; grade_count: number; last_graded_on: string | null }>(
    db,
    sql`with ${teacherSets(schoolCondition)}
      select pairs.teacher_id, ${exams.id} as id, to_char(${exams.examDate}, 'YYYY-MM-DD') as exam_date,
        count(${grades.id})::int as grade_count, to_char(max(${grades.gradedOn}), 'YYYY-MM-DD') as last_graded_on
      from ${exams}
      join pairs on pairs.school_id = ${exams.schoolId} and pairs.class_id = ${exams.classId} and pairs.subject_id = ${exams.subjectId}
      left join ${grades} on ${grades.examId} = ${exams.id} and ${grades.deletedAt} is null
      where ${exams.deletedAt} is null and ${exams.status} = 'COMPLETED'
        and ${exams.examDate} between ${range.from}::date and ${range.to}::date
      group by pairs.teacher_id, ${exams.id}`,
  );
  const byTeacher = new Map<number, ExamGrading[]>();
  for (const row of rows) {
    const list = byTeacher.get(Number(row.teacher_id)) ?? [];
    list.push({ examId: Number(row.id), examDate: row.exam_date, gradeCount: Number(row.grade_count), lastGradedOn: row.last_graded_on });
    byTeacher.set(Number(row.teacher_id), list);
  }
  return byTeacher;
}

function toRow(sums: TeacherSums, examList: readonly ExamGrading[], today: string): Omit<TeacherPerformanceRow, 'rank'> {
  const figures = figuresOf(
    { total: Number(sums.total ?? 0), count: Number(sums.grade_count ?? 0), passes: Number(sums.passes ?? 0) },
    { marks: Number(sums.marks ?? 0), attended: Number(sums.attended ?? 0) },
  );
  const examCounts: TeacherPerformance['exams'] = gradingTimeliness(examList, today);
  const timeliness = percentOf(examCounts.gradedOnTime, examCounts.counted);
  const { score } = performanceScore({
    averageGrade: figures.averageGrade,
    passRate: figures.passRate,
    attendanceRate: figures.attendanceRate,
    gradingTimeliness: timeliness,
  });
  return {
    teacherId: Number(sums.id),
    schoolId: Number(sums.school_id),
    employeeId: sums.employee_id,
    name: `${sums.first_name} ${sums.last_name}`.trim(),
    department: sums.department,
    status: sums.status,
    score,
    averageGrade: figures.averageGrade,
    passRate: figures.passRate,
    attendanceRate: figures.attendanceRate,
    gradingTimeliness: timeliness,
    gradeCount: figures.gradeCount,
    markCount: figures.markCount,
    exams: examCounts,
  };
}

/** The mean of the values that exist, one decimal; null when none does. */
function meanOf(values: readonly (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : oneDecimal(present.reduce((sum, value) => sum + value, 0) / present.length);
}

/** Best score first, equal scores sharing a rank; teachers without a score last, unranked; ties by name. */
function ranked(rows: Omit<TeacherPerformanceRow, 'rank'>[]): TeacherPerformanceRow[] {
  rows.sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || a.name.localeCompare(b.name) || a.teacherId - b.teacherId);
  let rank = 0;
  return rows.map((row, index) => {
    if (row.score !== null && (index === 0 || rows[index - 1].score !== row.score)) rank = index + 1;
    return { rank: row.score === null ? null : rank, ...row };
  });
}

/** Every teacher ranked, with the summary over all of them (the route pages the rows). */
export async function readTeacherPerformance(db: DbOrTx, schoolCondition: SQL | undefined, range: PerformanceRange, today: string = kabulDay()): Promise<TeacherPerformanceList> {
  const condition = schoolCondition ?? sql`true`;
  const sums = await teacherSums(db, condition, range);
  const examMap = await examsByTeacher(db, condition, range);
  const rows = ranked(sums.map((row) => toRow(row, examMap.get(Number(row.id)) ?? [], today)));
  return {
    ...range,
    summary: {
      teachers: rows.length,
      scored: rows.filter((row) => row.score !== null).length,
      averageScore: meanOf(rows.map((row) => row.score)),
      averageGrade: meanOf(rows.map((row) => row.averageGrade)),
      passRate: meanOf(rows.map((row) => row.passRate)),
      attendanceRate: meanOf(rows.map((row) => row.attendanceRate)),
      gradingTimeliness: meanOf(rows.map((row) => row.gradingTimeliness)),
    },
    teachers: rows,
    method: TEACHER_LIST_METHOD,
  };
}
