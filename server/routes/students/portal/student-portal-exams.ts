/**
 * A child's exams for the portal (spec part 2 §2.5, §9): the exams of the student's class plus
 * any exam the student has a grade for (a student who changed class keeps their results), with
 * the student's mark. Upcoming: SCHEDULED on or after today in Kabul, soonest first, with the
 * days left: the days from now to the Kabul midnight that starts the exam date, rounded up.
 */
import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PortalExam, UpcomingExam } from '@/contract/student-portal-records';
import type { DbOrTx } from '../../../db/connection';
import { exams, grades, subjects } from '../../../db/schema';
import { kabulDay, kabulMidnight } from '../../../lib/kabul-time';
import { oneDecimal } from '../../../lib/figures/analytics-period';
import type { VisibleStudent } from '../student-stats-lookup';

const DAY_MS = 24 * 60 * 60 * 1000;

export function daysLeft(examDate: string, now: Date): number {
  // Math.max also turns the -0 of an exam later today into 0.
  return Math.max(0, Math.ceil((kabulMidnight(examDate).getTime() - now.getTime()) / DAY_MS));
}

async function studentExams(db: DbOrTx, student: VisibleStudent, upcomingFrom?: string): Promise<PortalExam[]> {
  const gradedExamIds = db
    .select({ id: grades.examId })
    .from(grades)
    .where(and(eq(grades.studentId, student.id), isNull(grades.deletedAt)));
  const ofStudent = student.classId === null ? inArray(exams.id, gradedExamIds) : or(eq(exams.classId, student.classId), inArray(exams.id, gradedExamIds));
  const rows = await db
    .select({
      id: exams.id,
      title: exams.name,
      titleDariName: exams.dariName,
      titlePashtoName: exams.pashtoName,
      subject: subjects.name,
      subjectDariName: subjects.dariName,
      subjectPashtoName: subjects.pashtoName,
      date: exams.examDate,
      startTime: exams.startTime,
      endTime: exams.endTime,
      room: exams.room,
      status: exams.status,
      grade: grades.score,
      maxGrade: grades.maxScore,
    })
    .from(exams)
    .innerJoin(subjects, eq(subjects.id, exams.subjectId))
    // At most one live grade per student and exam is expected; the newest wins below otherwise.
    .leftJoin(grades, and(eq(grades.examId, exams.id), eq(grades.studentId, student.id), isNull(grades.deletedAt)))
    .where(
      and(
        isNull(exams.deletedAt),
        eq(exams.schoolId, student.schoolId),
        ofStudent,
        upcomingFrom === undefined ? undefined : and(eq(exams.status, 'SCHEDULED'), gte(exams.examDate, upcomingFrom)),
      ),
    )
    .orderBy(
      ...(upcomingFrom === undefined
        ? [desc(exams.examDate), sql`${exams.startTime} desc nulls last`, desc(exams.id)]
        : [asc(exams.examDate), sql`${exams.startTime} asc nulls last`, asc(exams.id)]),
      sql`${grades.gradedOn} desc nulls last`,
    );
  const seen = new Set<number>();
  return rows
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .map((row) => {
      const grade = row.grade === null ? null : Number(row.grade);
      const maxGrade = row.maxGrade === null ? null : Number(row.maxGrade);
      const percentage = grade !== null && maxGrade !== null && maxGrade > 0 ? oneDecimal((grade * 100) / maxGrade) : null;
      return { ...row, grade, maxGrade, percentage };
    });
}

/** Every exam of the student, newest first. */
export function allStudentExams(db: DbOrTx, student: VisibleStudent): Promise<PortalExam[]> {
  return studentExams(db, student);
}

export async function upcomingStudentExams(db: DbOrTx, student: VisibleStudent, now: Date = new Date()): Promise<UpcomingExam[]> {
  const rows = await studentExams(db, student, kabulDay(now));
  return rows.map((exam) => ({ ...exam, daysLeft: daysLeft(exam.date, now) }));
}
