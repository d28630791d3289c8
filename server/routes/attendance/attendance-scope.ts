/**
 * What an attendance call may touch: marks, students and classes of the schools in the user's
 * scope (server/lib/school-scope.ts), as the students routes scope them. Anything else answers
 * 404, so another school's ids are not revealed.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { ATTENDANCE_MESSAGES } from '@/contract/attendance';
import type { DbOrTx } from '../../db/connection';
import { attendance, classes } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { canAccessSchool } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { findVisibleStudent } from '../students/public';
import { selectMarks, type MarkRow } from './attendance-mark-dto';

type ScopedUser = Pick<AuthUser, 'schoolId' | 'dataScopes'>;

export type VisibleClass = { id: number; schoolId: number; name: string; dariName: string | null; pashtoName: string | null };

/** A live mark the user may see, with names; 404 otherwise. */
export async function findVisibleMark(db: DbOrTx, user: ScopedUser, id: number): Promise<MarkRow> {
  const [row] = await selectMarks(db, and(eq(attendance.id, id), isNull(attendance.deletedAt))).limit(1);
  if (!row || !canAccessSchool(user, row.schoolId)) throw httpError(404, ATTENDANCE_MESSAGES.notFound);
  return row;
}

/** A live class the user may see; 404 otherwise. */
export async function findVisibleClass(db: DbOrTx, user: ScopedUser, id: number): Promise<VisibleClass> {
  const [row] = await db
    .select({ id: classes.id, schoolId: classes.schoolId, name: classes.name, dariName: classes.dariName, pashtoName: classes.pashtoName })
    .from(classes)
    .where(and(eq(classes.id, id), isNull(classes.deletedAt)))
    .limit(1);
  if (!row || !canAccessSchool(user, row.schoolId)) throw httpError(404, ATTENDANCE_MESSAGES.classNotFound);
  return row;
}

/** A report narrowed to a student or a class of another school is refused (404), not answered empty. */
export async function checkReportFilters(db: DbOrTx, user: ScopedUser, filters: { studentId?: number; classId?: number }): Promise<void> {
  if (filters.studentId !== undefined) await findVisibleStudent(db, user, filters.studentId);
  if (filters.classId !== undefined) await findVisibleClass(db, user, filters.classId);
}
