/**
 * No escalation through user management: an actor may only create, change or delete a user whose
 * permissions and data scopes the actor holds too, and may only hand out roles, schools and data
 * scopes that lie within their own. (Otherwise a school admin could reset the owner's password.)
 */
import { eq } from 'drizzle-orm';
import { hasPermission, type PermissionMap } from '@/contract/permissions';
import type { DbOrTx } from '../../db/connection';
import { rolePermissions } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { canAccessSchool } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { USER_MESSAGES } from './user-schemas';

export type ManagedAccess = {
  permissions: Iterable<string>;
  dataScopes: readonly string[];
  schoolId: number;
};

function holdsScope(actor: AuthUser, scope: string): boolean {
  if (scope === '*') return actor.dataScopes.includes('*');
  const match = /^school:(\d+)$/.exec(scope);
  return match ? canAccessSchool(actor, Number(match[1])) : false;
}

/** Throws 403 unless the actor holds every permission and data scope of `target`. */
export function assertCanManage(actor: AuthUser, target: ManagedAccess): void {
  if (!canAccessSchool(actor, target.schoolId)) throw httpError(403, USER_MESSAGES.cannotManage);
  for (const permission of target.permissions) {
    if (!hasPermission(actor.permissions, permission)) throw httpError(403, USER_MESSAGES.cannotManage);
  }
  for (const scope of target.dataScopes) {
    if (!holdsScope(actor, scope)) throw httpError(403, USER_MESSAGES.cannotManage);
  }
}

export async function roleDefaultPermissions(db: DbOrTx, role: string): Promise<string[]> {
  const rows = await db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(eq(rolePermissions.role, role));
  return rows.map((row) => row.permission);
}

export function permissionNames(map: PermissionMap): string[] {
  return Object.keys(map).filter((name) => map[name]);
}
