/**
 * Who may read a child's records (spec part 2 §7.5): staff with student:read (payment:read for the
 * child's payments and fees), within their school scope as usual (another school's student
 * answers 404), or the student's own parent (the definitions' `orParentOfStudent`: the
 * access-control plugin has already checked parenthood; any other child answered 403 there).
 */
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../../db/connection';
import { requireUser } from '../../../lib/permission-checks';
import { familyAccessOf } from '../../../plugins/access-control';
import { findVisibleStudent, type VisibleStudent } from '../student-stats-lookup';

/** The student of `/students/:id/...` as the requester may see it. */
export async function findFamilyVisibleStudent(db: DbOrTx, request: FastifyRequest, id: number): Promise<VisibleStudent> {
  const user = requireUser(request.user);
  const access = familyAccessOf(request);
  // A parent's scope is their child's school, whatever school their own account belongs to.
  const scope = access.kind === 'parent' ? { schoolId: access.schoolId, dataScopes: [] } : user;
  return findVisibleStudent(db, scope, id);
}
