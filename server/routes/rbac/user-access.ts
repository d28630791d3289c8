/** A user's role defaults, own grants and revocations, and the effective result. */
import { eq } from 'drizzle-orm';
import { normalizeRole, type PermissionMap } from '@/contract/permissions';
import type { DbOrTx } from '../../db/connection';
import { rolePermissions, userPermissions } from '../../db/schema';
import { loadEffectivePermissions } from '../../lib/effective-permissions';

export type UserAccess = {
  effective: PermissionMap;
  roleDefaults: Set<string>;
  grants: string[];
  revocations: string[];
};

export async function loadUserAccess(db: DbOrTx, user: { id: number; role: string }): Promise<UserAccess> {
  // Sequential on purpose: this also runs inside transactions, where queries share one connection.
  const effective = await loadEffectivePermissions(db, user);
  const defaults = await db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(eq(rolePermissions.role, normalizeRole(user.role)));
  const own = await db
    .select({ permission: userPermissions.permission, granted: userPermissions.granted })
    .from(userPermissions)
    .where(eq(userPermissions.userId, user.id))
    .orderBy(userPermissions.permission);
  return {
    effective,
    roleDefaults: new Set(defaults.map((row) => row.permission)),
    grants: own.filter((row) => row.granted).map((row) => row.permission),
    revocations: own.filter((row) => !row.granted).map((row) => row.permission),
  };
}
