/**
 * A child's academic progress for the portal's Academics tab (spec part 2 §2.5, §3.9).
 * - Averages: the mean percentage (score over max score) of the student's grades, overall and per
 *   subject, one decimal.
 * - Assignments: their class's live assignments plus any other they handed something in for; an
 *   assignment is completed when its submission is SUBMITTED, GRADED or LATE (handed in late is
 *   still handed in); MISSING or no submission is not.
 * - Trend per subject: the subject's grades in date order are cut in halves (the middle grade of
 *   an odd count belongs to neither); the latest half's mean against the earlier half's: up when
 *   it is at least TREND_THRESHOLD points higher, down when that much lower, else flat (also with
 *   fewer than two grades), so one point of noise is not shown as a change.
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AcademicProgress, ProgressTrend, SubjectProgress } from '@/contract/student-portal-records';
import type { DbOrTx } from '../../../db/connection';
import { assignmentSubmissions, assignments, grades, subjects } from '../../../db/schema';
import { oneDecimal } from '../../../lib/figures/analytics-period';
import type { VisibleStudent } from '../student-stats-lookup';

export const TREND_THRESHOLD = 1;
const COMPLETED_SUBMISSIONS = ['SUBMITTED', 'GRADED', 'LATE'];

const mean = (values: number[]) => (values.length > 0 ? values.reduce((sum, value) => sum + value, 0) / values.length : 0);

/** `percentages` oldest first. */
export function gradeTrend(percentages: number[]): ProgressTrend {
  const half = Math.floor(percentages.length / 2);
  if (half === 0) return 'flat';
  const change = mean(percentages.slice(-half)) - mean(percentages.slice(0, half));
  if (change >= TREND_THRESHOLD) return 'up';
  if (change <= -TREND_THRESHOLD) return 'down';
  return 'flat';
}

async function gradePercentages(db: DbOrTx, studentId: number) {
  return db
    .select({
      subject: subjects.name,
      subjectDariName: subjects.dariName,
      subjectPashtoName: subjects.pashtoName,
      percentage: sql<string | null>`(${grades.score} * 100.0 / nullif(${grades.maxScore}, 0))::text`,
    })
    .from(grades)
    .innerJoin(subjects, eq(subjects.id, grades.subjectId))
    .where(and(eq(grades.studentId, studentId), isNull(grades.deletedAt)))
    .orderBy(asc(grades.gradedOn), asc(grades.id));
}

async function assignmentStates(db: DbOrTx, student: VisibleStudent) {
  const handedIn = db.select({ id: assignmentSubmissions.assignmentId }).from(assignmentSubmissions).where(eq(assignmentSubmissions.studentId, student.id));
  const ofStudent = student.classId === null ? inArray(assignments.id, handedIn) : or(eq(assignments.classId, student.classId), inArray(assignments.id, handedIn));
  return db
    .select({ subject: subjects.name, subjectDariName: subjects.dariName, subjectPashtoName: subjects.pashtoName, submissionStatus: assignmentSubmissions.status })
    .from(assignments)
    .innerJoin(subjects, eq(subjects.id, assignments.subjectId))
    .leftJoin(assignmentSubmissions, and(eq(assignmentSubmissions.assignmentId, assignments.id), eq(assignmentSubmissions.studentId, student.id)))
    .where(and(isNull(assignments.deletedAt), eq(assignments.schoolId, student.schoolId), ofStudent));
}

export async function studentAcademicProgress(db: DbOrTx, student: VisibleStudent): Promise<AcademicProgress> {
  const [gradeRows, assignmentRows] = await Promise.all([gradePercentages(db, student.id), assignmentStates(db, student)]);
  // By subject name; the first subject of a name gives its Dari and Pashto names.
  type Names = { subject: string; subjectDariName: string | null; subjectPashtoName: string | null };
  const bySubject = new Map<string, { names: Names; percentages: number[]; completed: number; total: number }>();
  const entry = ({ subject, subjectDariName, subjectPashtoName }: Names) => {
    let found = bySubject.get(subject);
    if (!found) bySubject.set(subject, (found = { names: { subject, subjectDariName, subjectPashtoName }, percentages: [], completed: 0, total: 0 }));
    return found;
  };
  const all: number[] = [];
  for (const row of gradeRows) {
    const percentage = Number(row.percentage ?? 0);
    entry(row).percentages.push(percentage);
    all.push(percentage);
  }
  let completed = 0;
  for (const row of assignmentRows) {
    const subject = entry(row);
    subject.total += 1;
    if (row.submissionStatus !== null && COMPLETED_SUBMISSIONS.includes(row.submissionStatus)) {
      subject.completed += 1;
      completed += 1;
    }
  }
  const subjectRows: SubjectProgress[] = [...bySubject.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, figures]) => ({
      ...figures.names,
      averageGrade: oneDecimal(mean(figures.percentages)),
      completedAssignments: figures.completed,
      totalAssignments: figures.total,
      trend: gradeTrend(figures.percentages),
    }));
  const total = assignmentRows.length;
  return {
    studentId: student.id,
    overallAverage: oneDecimal(mean(all)),
    completedAssignments: completed,
    totalAssignments: total,
    completionRate: total > 0 ? Math.round((completed * 100) / total) : 0,
    subjects: subjectRows,
  };
}
