/**
 * GET /parents/{id}/calendar: the dated events of a parent's live children in a range of days
 * (both ends included). A child's exams are their class's plus any they were graded in (as the
 * child's Exams tab lists them), cancelled ones included with their status; assignments are their
 * class's plus any they handed something in for, on their due date, with whether the child handed
 * it in. Announcements are not events. Each event names its child, so a family with two children
 * in one class sees the exam twice, once per child.
 */
import { and, eq, exists, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { ParentCalendar, ParentCalendarEvent, ParentCalendarQuery } from '@/contract/parent-account';
import type { DbOrTx } from '../../db/connection';
import { assignmentSubmissions, assignments, exams, grades, students, subjects, users } from '../../db/schema';
import { kabulDay } from '../../lib/kabul-time';

const COMPLETED_SUBMISSIONS = ['SUBMITTED', 'GRADED', 'LATE'];

export type DayRange = { from: string; to: string };

function monthOf(day: string): DayRange {
  const [year, month] = day.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${day.slice(0, 7)}-01`, to: `${day.slice(0, 7)}-${String(last).padStart(2, '0')}` };
}

/** No ends: the current school month; one end: from or to it within that day's month. */
export function calendarRange(query: Pick<ParentCalendarQuery, 'from' | 'to'>, today: string = kabulDay()): DayRange {
  if (query.from !== undefined && query.to !== undefined) return { from: query.from, to: query.to };
  if (query.from !== undefined) return { from: query.from, to: monthOf(query.from).to };
  if (query.to !== undefined) return { from: monthOf(query.to).from, to: query.to };
  return monthOf(today);
}

const studentName = sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

function familyExams(db: DbOrTx, parentUserId: number, range: DayRange) {
  const graded = db
    .select({ one: sql`1` })
    .from(grades)
    .where(and(eq(grades.examId, exams.id), eq(grades.studentId, students.id), isNull(grades.deletedAt)));
  return db
    .select({
      id: exams.id,
      date: exams.examDate,
      studentId: students.id,
      studentName,
      title: exams.name,
      titleDariName: exams.dariName,
      titlePashtoName: exams.pashtoName,
      subject: subjects.name,
      subjectDariName: subjects.dariName,
      subjectPashtoName: subjects.pashtoName,
      startTime: exams.startTime,
      endTime: exams.endTime,
      room: exams.room,
      status: exams.status,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .innerJoin(exams, and(eq(exams.schoolId, students.schoolId), or(eq(exams.classId, students.classId), exists(graded))))
    .innerJoin(subjects, eq(subjects.id, exams.subjectId))
    .where(
      and(
        eq(students.parentUserId, parentUserId),
        isNull(students.deletedAt),
        isNull(exams.deletedAt),
        gte(exams.examDate, range.from),
        lte(exams.examDate, range.to),
      ),
    );
}

function familyAssignments(db: DbOrTx, parentUserId: number, range: DayRange) {
  const handedIn = db
    .select({ one: sql`1` })
    .from(assignmentSubmissions)
    .where(and(eq(assignmentSubmissions.assignmentId, assignments.id), eq(assignmentSubmissions.studentId, students.id)));
  return db
    .select({
      id: assignments.id,
      date: assignments.dueDate,
      studentId: students.id,
      studentName,
      title: assignments.title,
      subject: subjects.name,
      subjectDariName: subjects.dariName,
      subjectPashtoName: subjects.pashtoName,
      submissionStatus: assignmentSubmissions.status,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .innerJoin(assignments, and(eq(assignments.schoolId, students.schoolId), or(eq(assignments.classId, students.classId), exists(handedIn))))
    .innerJoin(subjects, eq(subjects.id, assignments.subjectId))
    .leftJoin(assignmentSubmissions, and(eq(assignmentSubmissions.assignmentId, assignments.id), eq(assignmentSubmissions.studentId, students.id)))
    .where(
      and(
        eq(students.parentUserId, parentUserId),
        isNull(students.deletedAt),
        isNull(assignments.deletedAt),
        gte(assignments.dueDate, range.from),
        lte(assignments.dueDate, range.to),
      ),
    );
}

const TYPE_ORDER = { exam: 0, assignment: 1 } as const;

/** By date, then start time (untimed last), then child, then exams before assignments, then id. */
function compareEvents(a: ParentCalendarEvent, b: ParentCalendarEvent): number {
  const timeOf = (event: ParentCalendarEvent) => (event.type === 'exam' ? event.startTime : null);
  const [timeA, timeB] = [timeOf(a), timeOf(b)];
  return (
    a.date.localeCompare(b.date) ||
    (timeA === timeB ? 0 : timeA === null ? 1 : timeB === null ? -1 : timeA.localeCompare(timeB)) ||
    a.studentId - b.studentId ||
    TYPE_ORDER[a.type] - TYPE_ORDER[b.type] ||
    a.id - b.id
  );
}

export async function readParentCalendar(db: DbOrTx, parentUserId: number, range: DayRange): Promise<ParentCalendar> {
  const [examRows, assignmentRows] = await Promise.all([familyExams(db, parentUserId, range), familyAssignments(db, parentUserId, range)]);
  const events: ParentCalendarEvent[] = [
    ...examRows.map((row) => ({ type: 'exam' as const, ...row })),
    ...assignmentRows.map(({ submissionStatus, ...row }) => ({
      type: 'assignment' as const,
      ...row,
      submitted: submissionStatus !== null && COMPLETED_SUBMISSIONS.includes(submissionStatus),
    })),
  ];
  return { ...range, events: events.sort(compareEvents) };
}
