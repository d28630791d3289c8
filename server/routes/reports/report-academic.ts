/**
 * ACADEMIC report: a class's students ranked by their average, as report cards compute it
 * (parent-child-report-cards.ts): each subject's mean of its marks in percent (a mark counts at
 * most 100 %, one out of 0 counts 0 %), the student's average = the mean of their subject means,
 * shown with one decimal, its letter on the product's grade scale (gradeLabel). Equal shown
 * averages share a rank (1, 1, 3).
 *
 * Marks are the live grades given in this class (grades.class_id), optionally of one academic
 * year (the grade's own, else the year of its date, as report cards group them) or one exam of
 * the class. Listed: students with such marks, and the class's active students without any
 * (no average, no rank, last).
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { PASS_PERCENT } from '@/contract/exams';
import type { AcademicReportParameters } from '@/contract/reports';
import { gradeLabel } from '@/contract/student-analytics';
import type { DbOrTx } from '../../db/connection';
import { grades, students, users } from '../../db/schema';
import { studentNameSql } from '../attendance/public';
import { findReportClass, findReportExam } from './report-filters';
import { checkedRowCount, oneDecimal, ROW_READ_LIMIT, type BuiltReport } from './report-table';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

type Ranked = { name: string; rollNo: string | null; admissionNo: string; subjects: number; marks: number; exact: number | null; shown: number | null };

/** Best average first, then name; ranks shared by equal shown averages; ungraded last without a rank. */
export function rankStudents(students: Ranked[]): (Ranked & { rank: number | null })[] {
  const graded = students.filter((row) => row.shown !== null).sort((a, b) => (b.shown ?? 0) - (a.shown ?? 0) || collator.compare(a.name, b.name));
  const ungraded = students.filter((row) => row.shown === null).sort((a, b) => collator.compare(a.rollNo ?? '\uffff', b.rollNo ?? '\uffff') || collator.compare(a.name, b.name));
  const ranked: (Ranked & { rank: number | null })[] = [];
  graded.forEach((row, index) => {
    const previous = ranked[index - 1];
    ranked.push({ ...row, rank: previous && previous.shown === row.shown ? previous.rank : index + 1 });
  });
  return [...ranked, ...ungraded.map((row) => ({ ...row, rank: null }))];
}

export async function buildAcademicReport(db: DbOrTx, schoolId: number, parameters: AcademicReportParameters): Promise<BuiltReport> {
  const { academicYear, examId } = parameters;
  const klass = await findReportClass(db, schoolId, parameters.classId);
  const exam = examId === undefined ? null : await findReportExam(db, schoolId, examId, klass.id);
  const gradeYear = sql<string>`coalesce(nullif(trim(${grades.academicYear}), ''), substr(${grades.gradedOn}::text, 1, 4))`;
  const marksWhere = and(
    eq(grades.schoolId, schoolId),
    isNull(grades.deletedAt),
    eq(grades.classId, klass.id),
    exam ? eq(grades.examId, exam.id) : undefined,
    academicYear === undefined ? undefined : eq(gradeYear, academicYear),
  );

  const subjectMeans = await db
    .select({
      studentId: grades.studentId,
      mean: sql<string>`avg(least(100, coalesce(${grades.score} * 100.0 / nullif(${grades.maxScore}, 0), 0)))::text`,
      marks: sql<number>`count(*)::int`,
    })
    .from(grades)
    .where(marksWhere)
    .groupBy(grades.studentId, grades.subjectId);
  const byStudent = new Map<number, { means: number[]; marks: number }>();
  for (const row of subjectMeans) {
    const entry = byStudent.get(row.studentId) ?? { means: [], marks: 0 };
    entry.means.push(Number(row.mean));
    entry.marks += row.marks;
    byStudent.set(row.studentId, entry);
  }

  const found = await db
    .select({ id: students.id, name: studentNameSql, rollNo: students.rollNo, admissionNo: students.admissionNo })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(
      and(
        eq(students.schoolId, schoolId),
        isNull(students.deletedAt),
        or(
          byStudent.size > 0 ? inArray(students.id, [...byStudent.keys()]) : undefined,
          and(eq(students.classId, klass.id), eq(students.status, 'ACTIVE')),
        ),
      ),
    )
    .limit(ROW_READ_LIMIT);
  const rows = rankStudents(
    checkedRowCount(found).map((student) => {
      const marks = byStudent.get(student.id);
      const exact = marks ? mean(marks.means) : null;
      return { ...student, subjects: marks?.means.length ?? 0, marks: marks?.marks ?? 0, exact, shown: exact === null ? null : oneDecimal(exact) };
    }),
  );

  const averages = rows.filter((row) => row.exact !== null).map((row) => row.exact ?? 0);
  const figure = (value: number) => (averages.length === 0 ? null : oneDecimal(value));
  const scope = exam ? `exam ${exam.name} (${exam.subject}, ${exam.examDate})` : academicYear ? `academic year ${academicYear}` : 'all marks';
  return {
    title: `Academic results: ${klass.name}, ${scope}`,
    columns: ['Rank', 'Roll No', 'Student', 'Admission No', 'Subjects', 'Marks', 'Average %', 'Grade'],
    rows: rows.map((row) => [row.rank, row.rollNo, row.name, row.admissionNo, row.subjects, row.marks, row.shown, row.shown === null ? null : gradeLabel(row.shown)]),
    summary: {
      students: rows.length,
      gradedStudents: averages.length,
      classAverage: figure(averages.length === 0 ? 0 : mean(averages)),
      highest: figure(averages.length === 0 ? 0 : Math.max(...averages)),
      lowest: figure(averages.length === 0 ? 0 : Math.min(...averages)),
      passRate: figure(averages.length === 0 ? 0 : (averages.filter((value) => value >= PASS_PERCENT).length * 100) / averages.length),
    },
  };
}
