/**
 * Who may use /parents/{id}/...: every route declares `{ permission: 'parent:read' }`, then this
 * decides. A PARENT may only use their own id (403 otherwise, whether the id exists or not, so a
 * parent cannot probe for other accounts). Staff holding parent:read may read a PARENT user of a
 * school in their data scope; anything else is 404, so other schools' ids are not revealed.
 * Writes (settings, messages) are the parent's own act: only the PARENT themselves.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { PARENT_ACCOUNT_MESSAGES } from '@/contract/parent-account';
import { normalizeRole } from '@/contract/permissions';
import type { DbOrTx } from '../../db/connection';
import { users } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { canAccessSchool } from '../../lib/school-scope';
import type { AuthUser } from '../../types';

/** The parent account a request is about. */
export type ParentAccount = { userId: number; schoolId: number };

export async function findReadableParent(db: DbOrTx, user: AuthUser, parentId: number): Promise<ParentAccount> {
  if (normalizeRole(user.role) === 'PARENT') {
    if (parentId !== user.id) throw httpError(403, PARENT_ACCOUNT_MESSAGES.notYourAccount);
    return { userId: user.id, schoolId: user.schoolId };
  }
  const [row] = await db
    .select({ userId: users.id, schoolId: users.schoolId })
    .from(users)
    .where(and(eq(users.id, parentId), sql`upper(trim(${users.role})) = 'PARENT'`, isNull(users.deletedAt)));
  if (!row || !canAccessSchool(user, row.schoolId)) throw httpError(404, PARENT_ACCOUNT_MESSAGES.parentNotFound);
  return row;
}

/** The signed-in PARENT acting on their own account; anyone else 403. */
export function requireOwnParentAccount(user: AuthUser, parentId: number): ParentAccount {
  if (normalizeRole(user.role) !== 'PARENT' || parentId !== user.id) throw httpError(403, PARENT_ACCOUNT_MESSAGES.notYourAccount);
  return { userId: user.id, schoolId: user.schoolId };
}
