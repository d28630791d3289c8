/**
 * A child's report cards, computed from their live grades and attendance (no table): one per
 * academic year (the grade's academic_year, else the year of its date), newest first.
 * - Per subject: the mean percentage of its marks (score over max score), one decimal, its letter
 *   (A 90, B 80, C 70, D 60, else F) and the number of marks.
 * - Overall: the mean of the subject averages, so a subject with many quizzes weighs no more than
 *   one with a single exam.
 * - Period: from the year's first mark to the day before the next year's first mark (the newest
 *   runs to today), so every attendance mark from the first report on counts in exactly one card;
 *   attendance % is THE rate (server/lib/figures/attendance-rate.ts) over the period's marks on
 *   school days; `present` is the attending marks (PRESENT and LATE), so it reads "N of M days".
 */
import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { ReportCard } from '@/contract/parent-child-records';
import { gradeLabel } from '@/contract/student-analytics';
import type { DbOrTx } from '../../db/connection';
import { attendance, grades, subjects } from '../../db/schema';
import { ATTENDED_STATUSES, attendanceRate, countedMarkSql } from '../../lib/figures/attendance-rate';
import { addDays, kabulDay } from '../../lib/kabul-time';
import { studentCalendar } from '../students/public';
import { oneDecimal } from './parent-children';

/** A mark; the subject's Dari and Pashto names, when read, go on its report line (the line is by the English name). */
type Mark = { subject: string; subjectDariName?: string | null; subjectPashtoName?: string | null; percentage: number; day: string; academicYear: string };
type AttendanceMark = { date: string; status: string };

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The report cards of these marks and attendance, newest first (exported for its own tests). */
export function buildReportCards(marks: Mark[], attendanceMarks: AttendanceMark[], today: string): ReportCard[] {
  const byYear = new Map<string, Mark[]>();
  const localNamesOf = new Map<string, Pick<Mark, 'subjectDariName' | 'subjectPashtoName'>>();
  for (const mark of marks) {
    if (!localNamesOf.has(mark.subject) && ('subjectDariName' in mark || 'subjectPashtoName' in mark)) {
      localNamesOf.set(mark.subject, { subjectDariName: mark.subjectDariName ?? null, subjectPashtoName: mark.subjectPashtoName ?? null });
    }
  }
  for (const mark of marks) byYear.set(mark.academicYear, [...(byYear.get(mark.academicYear) ?? []), mark]);
  const years = [...byYear.entries()]
    .map(([academicYear, yearMarks]) => ({
      academicYear,
      marks: yearMarks,
      startDate: yearMarks.reduce((first, mark) => (mark.day < first ? mark.day : first), yearMarks[0].day),
      lastMark: yearMarks.reduce((last, mark) => (mark.day > last ? mark.day : last), yearMarks[0].day),
    }))
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.academicYear.localeCompare(b.academicYear));

  const cards = years.map((year, index) => {
    const next = years[index + 1];
    const open = next === undefined ? (today > year.lastMark ? today : year.lastMark) : addDays(next.startDate, -1);
    const endDate = open < year.startDate ? year.startDate : open;

    const bySubject = new Map<string, number[]>();
    for (const mark of year.marks) bySubject.set(mark.subject, [...(bySubject.get(mark.subject) ?? []), mark.percentage]);
    const exactAverages = [...bySubject.entries()].map(([subject, percentages]) => ({ subject, exact: mean(percentages), marks: percentages.length }));
    const subjectRows = exactAverages
      .map(({ subject, exact, marks: count }) => {
        const averagePercentage = oneDecimal(exact);
        return { subject, ...localNamesOf.get(subject), averagePercentage, letter: gradeLabel(averagePercentage), marks: count };
      })
      .sort((a, b) => a.subject.localeCompare(b.subject));
    const overallAverage = oneDecimal(mean(exactAverages.map((row) => row.exact)));

    const inPeriod = attendanceMarks.filter((mark) => mark.date >= year.startDate && mark.date <= endDate);
    const attended = new Set<string>(ATTENDED_STATUSES);
    const present = inPeriod.filter((mark) => attended.has(mark.status)).length;
    return {
      academicYear: year.academicYear,
      startDate: year.startDate,
      endDate,
      subjects: subjectRows,
      overallAverage,
      overallLetter: gradeLabel(overallAverage),
      attendance: { total: inPeriod.length, present, percentage: attendanceRate({ present, late: 0, marks: inPeriod.length }) },
    };
  });
  return cards.reverse();
}

export async function childReportCards(db: DbOrTx, studentId: number, today: string = kabulDay()): Promise<ReportCard[]> {
  const rows = await db
    .select({
      subject: subjects.name,
      subjectDariName: subjects.dariName,
      subjectPashtoName: subjects.pashtoName,
      percentage: sql<string>`(${grades.score} * 100.0 / nullif(${grades.maxScore}, 0))::text`,
      day: grades.gradedOn,
      academicYear: grades.academicYear,
    })
    .from(grades)
    .innerJoin(subjects, eq(subjects.id, grades.subjectId))
    .where(and(eq(grades.studentId, studentId), isNull(grades.deletedAt)));
  if (rows.length === 0) return [];
  const marks = rows.map((row) => ({
    subject: row.subject,
    subjectDariName: row.subjectDariName,
    subjectPashtoName: row.subjectPashtoName,
    // A mark out of 0 counts as 0 %, as the grades list shows it.
    percentage: Math.min(100, Number(row.percentage ?? 0)),
    day: row.day,
    academicYear: row.academicYear?.trim() || row.day.slice(0, 4),
  }));
  const firstDay = marks.reduce((first, mark) => (mark.day < first ? mark.day : first), marks[0].day);
  const attendanceMarks = await db
    .select({ date: attendance.date, status: attendance.status })
    .from(attendance)
    .where(and(eq(attendance.studentId, studentId), countedMarkSql(await studentCalendar(db, studentId)), gte(attendance.date, firstDay)))
    .orderBy(asc(attendance.date));
  return buildReportCards(marks, attendanceMarks, today);
}
