/**
 * A user's own permission rows (user_permissions): reading their role defaults, own grants and
 * revocations with the effective result, and replacing their grants and revocations.
 */
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

/** Replaces the user's grants and revocations with these (inside the caller's transaction). */
export async function replaceUserPermissions(tx: DbOrTx, userId: number, grants: readonly string[], revocations: readonly string[]): Promise<void> {
  await tx.delete(userPermissions).where(eq(userPermissions.userId, userId));
  const rows = [
    ...grants.map((permission) => ({ userId, permission, granted: true })),
    ...revocations.map((permission) => ({ userId, permission, granted: false })),
  ];
  if (rows.length > 0) await tx.insert(userPermissions).values(rows);
}
