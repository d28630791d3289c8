/**
 * Reading and checking assignments for the /assignments routes: one live assignment of a school in
 * the user's scope (404 otherwise), the answer items with class, subject and author, the class's
 * standing on one assignment (counted as the parent portal shows each child: a student without a
 * submission is pending until the due day has passed in Kabul, then missing), and the write rules.
 */
import { and, count, desc, eq, gte, ilike, isNull, lte, max, notExists, or, type SQL } from 'drizzle-orm';
import { ASSIGNMENT_MESSAGES, type Assignment, type AssignmentSubmissionCounts } from '@/contract/class-life';
import type { DbOrTx } from '../../db/connection';
import { assignmentSubmissions, assignments, classes, students, subjects, users } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { kabulDay } from '../../lib/kabul-time';
import { likePattern } from '../../lib/lookup-query';
import { canAccessSchool, schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { isLiveClassOf, isLiveSubjectOf, personName } from './school-class-checks';
import { isClassLifeAdmin, teachesClassSubject } from './teaching-scope';

export type AssignmentRow = typeof assignments.$inferSelect;

/** The assignments with their class, subject and author, ready for a where/order. */
export function selectAssignments(db: DbOrTx) {
  return db
    .select({
      assignment: assignments,
      className: classes.name,
      classDariName: classes.dariName,
      classPashtoName: classes.pashtoName,
      classCode: classes.code,
      subjectName: subjects.name,
      subjectDariName: subjects.dariName,
      subjectPashtoName: subjects.pashtoName,
      subjectCode: subjects.code,
      authorFirst: users.firstName,
      authorLast: users.lastName,
      authorUsername: users.username,
    })
    .from(assignments)
    .innerJoin(classes, eq(classes.id, assignments.classId))
    .innerJoin(subjects, eq(subjects.id, assignments.subjectId))
    .leftJoin(users, eq(users.id, assignments.createdBy));
}
type SelectedAssignment = Awaited<ReturnType<typeof selectAssignments>>[number];

export function toAssignmentDto(selected: SelectedAssignment): Assignment {
  const row = selected.assignment;
  return {
    id: row.id,
    schoolId: row.schoolId,
    classId: row.classId,
    subjectId: row.subjectId,
    class: { id: row.classId, name: selected.className, dariName: selected.classDariName, pashtoName: selected.classPashtoName, code: selected.classCode },
    subject: { id: row.subjectId, name: selected.subjectName, dariName: selected.subjectDariName, pashtoName: selected.subjectPashtoName, code: selected.subjectCode },
    title: row.title,
    description: row.description,
    dueDate: row.dueDate,
    maxGrade: Number(row.maxGrade),
    createdBy: row.createdBy === null ? null : { id: row.createdBy, name: personName(selected.authorFirst, selected.authorLast, selected.authorUsername) },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function readAssignmentDto(db: DbOrTx, id: number): Promise<Assignment> {
  const [selected] = await selectAssignments(db).where(eq(assignments.id, id));
  return toAssignmentDto(selected);
}

/** The live assignment `id` if the user may see its school; 404 otherwise. */
export async function findAssignmentInScope(db: DbOrTx, user: AuthUser, id: number): Promise<AssignmentRow> {
  const [row] = await db
    .select()
    .from(assignments)
    .where(and(eq(assignments.id, id), isNull(assignments.deletedAt)));
  if (!row || !canAccessSchool(user, row.schoolId)) throw httpError(404, ASSIGNMENT_MESSAGES.notFound);
  return row;
}

/** The submissions of live students by status, and the class's live students without one. */
export async function submissionCounts(db: DbOrTx, row: Pick<AssignmentRow, 'id' | 'classId' | 'dueDate'>, today: string = kabulDay()): Promise<AssignmentSubmissionCounts> {
  const handedIn = db
    .select({ id: assignmentSubmissions.id })
    .from(assignmentSubmissions)
    .where(and(eq(assignmentSubmissions.assignmentId, row.id), eq(assignmentSubmissions.studentId, students.id)));
  const [byStatus, [classSize], [without]] = await Promise.all([
    db
      .select({ status: assignmentSubmissions.status, value: count() })
      .from(assignmentSubmissions)
      .innerJoin(students, eq(students.id, assignmentSubmissions.studentId))
      .where(and(eq(assignmentSubmissions.assignmentId, row.id), isNull(students.deletedAt)))
      .groupBy(assignmentSubmissions.status),
    db.select({ value: count() }).from(students).where(and(eq(students.classId, row.classId), isNull(students.deletedAt))),
    db
      .select({ value: count() })
      .from(students)
      .where(and(eq(students.classId, row.classId), isNull(students.deletedAt), notExists(handedIn))),
  ]);
  const of = (status: string) => Number(byStatus.find((item) => item.status === status)?.value ?? 0);
  const noSubmission = Number(without?.value ?? 0);
  // Due today is still pending, as in the portal (parent-child-assignments.ts).
  const overdue = row.dueDate < today;
  return {
    classSize: Number(classSize?.value ?? 0),
    submitted: of('SUBMITTED'),
    graded: of('GRADED'),
    late: of('LATE'),
    missing: of('MISSING') + (overdue ? noSubmission : 0),
    pending: overdue ? 0 : noSubmission,
  };
}

/** How many submissions the assignment has, and its highest grade (null: none graded). */
export async function submissionTotals(db: DbOrTx, assignmentId: number): Promise<{ count: number; highestGrade: number | null }> {
  const [row] = await db
    .select({ value: count(), highest: max(assignmentSubmissions.grade) })
    .from(assignmentSubmissions)
    .where(eq(assignmentSubmissions.assignmentId, assignmentId));
  return { count: Number(row?.value ?? 0), highestGrade: row?.highest === null || row?.highest === undefined ? null : Number(row.highest) };
}

/** 400 on the field when the class or subject is not a live one of the school. */
export async function checkAssignmentClassAndSubject(db: DbOrTx, schoolId: number, classId: number | undefined, subjectId: number | undefined): Promise<void> {
  const fieldErrors: Record<string, string> = {};
  if (classId !== undefined && !(await isLiveClassOf(db, schoolId, classId))) fieldErrors.classId = ASSIGNMENT_MESSAGES.classNotFound;
  if (subjectId !== undefined && !(await isLiveSubjectOf(db, schoolId, subjectId))) fieldErrors.subjectId = ASSIGNMENT_MESSAGES.subjectNotFound;
  const [first] = Object.values(fieldErrors);
  if (first !== undefined) throw httpError(400, first, fieldErrors);
}

/** 403 unless the user may set work in this subject for this class. */
export async function checkAssignmentTarget(db: DbOrTx, user: AuthUser, classId: number, subjectId: number): Promise<void> {
  if (isClassLifeAdmin(user)) return;
  if (!(await teachesClassSubject(db, user.id, classId, subjectId))) throw httpError(403, ASSIGNMENT_MESSAGES.notYourClass);
}

/** 400 when a new due date lies before today (Kabul). */
export function checkDueDate(dueDate: string, today: string = kabulDay()): void {
  if (dueDate < today) throw httpError(400, ASSIGNMENT_MESSAGES.dueInPast, { dueDate: ASSIGNMENT_MESSAGES.dueInPast });
}

export type AssignmentListFilters = {
  page: number;
  limit: number;
  classId?: number;
  subjectId?: number;
  dueFrom?: string;
  dueTo?: string;
  search?: string;
};

/** One page of the live assignments in the user's scope, latest due first, and how many match. */
export async function listAssignmentPage(db: DbOrTx, user: AuthUser, filters: AssignmentListFilters) {
  const { page, limit, classId, subjectId, dueFrom, dueTo, search } = filters;
  const conditions: (SQL | undefined)[] = [schoolScopeCondition(user, assignments.schoolId), isNull(assignments.deletedAt)];
  if (classId !== undefined) conditions.push(eq(assignments.classId, classId));
  if (subjectId !== undefined) conditions.push(eq(assignments.subjectId, subjectId));
  if (dueFrom !== undefined) conditions.push(gte(assignments.dueDate, dueFrom));
  if (dueTo !== undefined) conditions.push(lte(assignments.dueDate, dueTo));
  if (search) conditions.push(or(ilike(assignments.title, likePattern(search)), ilike(assignments.description, likePattern(search))));
  const where = and(...conditions);
  const rows = await selectAssignments(db)
    .where(where)
    .orderBy(desc(assignments.dueDate), desc(assignments.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [counted] = await db.select({ value: count() }).from(assignments).where(where);
  return { rows, totalCount: Number(counted?.value ?? 0) };
}

export async function insertAssignment(tx: DbOrTx, values: typeof assignments.$inferInsert): Promise<AssignmentRow> {
  const [row] = await tx.insert(assignments).values(values).returning();
  return row;
}

/** Locks the assignment, so two edits of it check its submissions one after the other. */
export async function lockAssignment(tx: DbOrTx, id: number): Promise<void> {
  await tx.select({ id: assignments.id }).from(assignments).where(eq(assignments.id, id)).for('update');
}

export async function updateAssignment(tx: DbOrTx, id: number, values: Partial<typeof assignments.$inferInsert>): Promise<void> {
  await tx
    .update(assignments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(assignments.id, id));
}

export async function softDeleteAssignment(tx: DbOrTx, id: number, now: Date): Promise<void> {
  await tx.update(assignments).set({ deletedAt: now, updatedAt: now }).where(eq(assignments.id, id));
}
