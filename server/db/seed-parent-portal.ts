/**
 * The parent portal's demo records for the demo parent's children (issue 8: every tab shows real
 * content): a term of assignments for their classes in every subject, their submissions (most
 * handed in and graded, some late, some missing, the ones due soon still open) and ~8
 * notifications of the four types, some read. Other students' assignments stay without
 * submissions (no screen shows them yet). Deterministic (a seeded generator), every date relative
 * to `now`.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { addDays, kabulDay, kabulMidnight } from '../lib/kabul-time';
import { bulkInsert } from './bulk-insert';
import type { DbOrTx } from './connection';
import { assignmentSubmissions, assignments, parentNotifications, students, subjects, users } from './schema';
import { TERM_DAYS } from './seed-academics';
import { createRandom } from './seed-random';

/** One assignment per subject every ASSIGNMENT_SPACING_DAYS, the last ones due after today. */
export const ASSIGNMENT_SPACING_DAYS = 21;
/** Due dates run from this many days into the term to this many days after today. */
const FIRST_DUE_AFTER_TERM_START = 14;
const LAST_DUE_AFTER_TODAY = 7;

const ASSIGNMENT_KINDS = ['Homework', 'Worksheet', 'Project', 'Essay', 'Lab report', 'Quiz review'] as const;

export type SeedParentPortalOptions = { schoolId: number; parentUserId: number; createdBy?: number; now?: Date; seed?: number };
export type SeedParentPortalReport = { assignments: number; submissions: number; notifications: number };

export async function seedParentPortal(tx: DbOrTx, options: SeedParentPortalOptions): Promise<SeedParentPortalReport> {
  const random = createRandom(options.seed ?? 1_404_008);
  const now = options.now ?? new Date();
  const today = kabulDay(now);
  const { schoolId, parentUserId } = options;

  const children = await tx
    .select({ id: students.id, classId: students.classId, firstName: users.firstName })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(students.schoolId, schoolId), eq(students.parentUserId, parentUserId), isNull(students.deletedAt)))
    .orderBy(asc(students.id));
  const subjectRows = await tx
    .select({ id: subjects.id, name: subjects.name })
    .from(subjects)
    .where(and(eq(subjects.schoolId, schoolId), isNull(subjects.deletedAt)))
    .orderBy(asc(subjects.id));

  const classIds = [...new Set(children.map((child) => child.classId).filter((id): id is number => id !== null))];
  const firstDue = addDays(today, -(TERM_DAYS - 1) + FIRST_DUE_AFTER_TERM_START);
  const lastDue = addDays(today, LAST_DUE_AFTER_TODAY);
  const planned = classIds.flatMap((classId) =>
    subjectRows.flatMap((subject, subjectIndex) => {
      const rows = [];
      // Staggered by subject so the due dates spread over the week.
      for (let due = addDays(firstDue, subjectIndex % 7), n = 1; due <= lastDue; due = addDays(due, ASSIGNMENT_SPACING_DAYS), n++) {
        rows.push({
          schoolId,
          classId,
          subjectId: subject.id,
          title: `${subject.name} ${random.pick(ASSIGNMENT_KINDS)} ${n}`,
          description: `Assignment ${n} of the term in ${subject.name}.`,
          dueDate: due,
          maxGrade: random.pick(['10', '20', '50', '100']),
          createdBy: options.createdBy ?? null,
        });
      }
      return rows;
    }),
  );
  const inserted = planned.length
    ? await tx.insert(assignments).values(planned).returning({ id: assignments.id, classId: assignments.classId, dueDate: assignments.dueDate, maxGrade: assignments.maxGrade })
    : [];

  const submissions: (typeof assignmentSubmissions.$inferInsert)[] = children.flatMap((child) =>
    inserted
      .filter((assignment) => assignment.classId === child.classId)
      .flatMap((assignment): (typeof assignmentSubmissions.$inferInsert)[] => {
        const dueAt = kabulMidnight(assignment.dueDate);
        const max = Number(assignment.maxGrade);
        // Due today or later: open; some handed in early, none graded yet.
        if (assignment.dueDate >= today) {
          if (!random.chance(0.4)) return [];
          return [{ assignmentId: assignment.id, studentId: child.id, submittedAt: new Date(Math.min(now.getTime(), dueAt.getTime()) - 3_600_000 * random.int(2, 30)), grade: null, status: 'SUBMITTED' as const }];
        }
        const outcome = random.weighted([['GRADED', 80], ['LATE', 10], ['MISSING', 10]] as const);
        if (outcome === 'MISSING') return [{ assignmentId: assignment.id, studentId: child.id, submittedAt: null, grade: null, status: outcome }];
        const hoursFromDue = outcome === 'LATE' ? random.int(2, 48) : -random.int(2, 72);
        const share = Math.min(1, Math.max(0.35, random.normal(outcome === 'LATE' ? 0.7 : 0.82, 0.12)));
        return [{ assignmentId: assignment.id, studentId: child.id, submittedAt: new Date(dueAt.getTime() + hoursFromDue * 3_600_000), grade: (Math.round(share * max * 2) / 2).toFixed(2), status: outcome }];
      }),
  );
  await bulkInsert(tx, assignmentSubmissions, submissions);

  const notifications = planNotifications(children, now).map((item) => ({ ...item, schoolId, parentUserId }));
  if (notifications.length) await tx.insert(parentNotifications).values(notifications);
  return { assignments: inserted.length, submissions: submissions.length, notifications: notifications.length };
}

/** ~8 notifications about the children, newest a few hours old; the older half read. */
function planNotifications(rows: { id: number; firstName: string | null }[], now: Date) {
  const children = rows.map((row) => ({ id: row.id, firstName: row.firstName ?? 'Your child' }));
  const [first, second = first] = children;
  if (!first) return [];
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const items = [
    { child: first, type: 'warning', title: 'Fee payment overdue', message: `${first.firstName}'s tuition payment is overdue. Please pay at the school office.`, hours: 3, read: false },
    { child: second, type: 'success', title: 'Assignment graded', message: `${second.firstName}'s latest Mathematics assignment has been graded.`, hours: 9, read: false },
    { child: first, type: 'info', title: 'Upcoming exam', message: `${first.firstName} has an exam scheduled this week. Check the Exams tab for the time and room.`, hours: 20, read: false },
    { child: second, type: 'error', title: 'Absent today', message: `${second.firstName} was marked absent today. Please contact the school if this is a mistake.`, hours: 30, read: false },
    { child: first, type: 'success', title: 'Payment received', message: `A payment for ${first.firstName} has been received. Thank you.`, hours: 50, read: true },
    { child: second, type: 'warning', title: 'Assignment missing', message: `${second.firstName} has not handed in an assignment that was due. Please check the Academics tab.`, hours: 75, read: true },
    { child: null, type: 'info', title: 'Parent-teacher meeting', message: 'The parent-teacher meeting is on Thursday at 10:00 in the school hall.', hours: 120, read: true },
    { child: first, type: 'error', title: 'Late arrival', message: `${first.firstName} arrived late three times this month.`, hours: 170, read: true },
  ] as const;
  return items.map((item) => ({
    studentId: item.child?.id ?? null,
    type: item.type,
    title: item.title,
    message: item.message,
    createdAt: hoursAgo(item.hours),
    readAt: item.read ? hoursAgo(item.hours - 1) : null,
  }));
}
