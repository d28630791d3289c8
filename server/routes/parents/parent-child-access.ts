/**
 * Who may read /parents/{id}/students/{sid}/... (spec part 2 §7.5):
 * - a PARENT: only under their own id (403 otherwise) and only for their own live child (403
 *   otherwise, the access-control plugin's words). PARENT holds parent:read by default, so the
 *   plugin lets them through on the permission and the parenthood check is made here; without the
 *   permission the plugin's orParentOfStudent check has already refused a stranger's child.
 * - staff with parent:read: the student must be in a school of their scope and be the child of
 *   parent {id}; anything else is 404, so ids of other schools' students are not revealed.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { PARENT_ACCOUNT_MESSAGES } from '@/contract/parent-account';
import { PARENT_CHILD_MESSAGES } from '@/contract/parent-child-records';
import { normalizeRole } from '@/contract/permissions';
import type { DbOrTx } from '../../db/connection';
import { classes, students } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import { canAccessSchool } from '../../lib/school-scope';
import { NOT_YOUR_CHILD_MESSAGE } from '../../plugins/access-control';
import { type VisibleStudent } from '../students/public';

/** The child, with its class's Dari and Pashto names (the portal's timetable shows them). */
export type ParentChild = VisibleStudent & { parentUserId: number; classDariName: string | null; classPashtoName: string | null };

export async function findParentChild(db: DbOrTx, request: FastifyRequest, parentId: number, studentId: number): Promise<ParentChild> {
  const user = requireUser(request.user);
  const asParent = normalizeRole(user.role) === 'PARENT';
  if (asParent && parentId !== user.id) throw httpError(403, PARENT_ACCOUNT_MESSAGES.notYourAccount);

  const [row] = await db
    .select({
      id: students.id,
      schoolId: students.schoolId,
      userId: students.userId,
      classId: students.classId,
      className: classes.name,
      classDariName: classes.dariName,
      classPashtoName: classes.pashtoName,
      parentUserId: students.parentUserId,
    })
    .from(students)
    .leftJoin(classes, eq(classes.id, students.classId))
    .where(and(eq(students.id, studentId), isNull(students.deletedAt)))
    .limit(1);

  if (asParent) {
    // A parent's scope is their child's school, whatever school their own account belongs to.
    if (!row || row.parentUserId !== user.id) throw httpError(403, NOT_YOUR_CHILD_MESSAGE);
    return { ...row, parentUserId: user.id };
  }
  if (!row || !canAccessSchool(user, row.schoolId) || row.parentUserId !== parentId) {
    throw httpError(404, PARENT_CHILD_MESSAGES.studentNotFound);
  }
  return { ...row, parentUserId: parentId };
}
