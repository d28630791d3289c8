/**
 * A user's effective permissions: the role's defaults (table role_permissions) plus the user's own
 * grants, less the user's revocations (table user_permissions, granted = false). One query.
 */
import { and, eq, notExists, sql } from 'drizzle-orm';
import { normalizeRole, type PermissionMap, toPermissionMap } from '@/contract/permissions';
import type { DbOrTx } from '../db/connection';
import { rolePermissions, userPermissions } from '../db/schema';

export async function loadEffectivePermissions(
  db: DbOrTx,
  user: { id: number; role: string },
): Promise<PermissionMap> {
  const fromRole = db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(
      and(
        eq(rolePermissions.role, normalizeRole(user.role)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(userPermissions)
            .where(
              and(
                eq(userPermissions.userId, user.id),
                eq(userPermissions.permission, rolePermissions.permission),
                eq(userPermissions.granted, false),
              ),
            ),
        ),
      ),
    );
  const granted = db
    .select({ permission: userPermissions.permission })
    .from(userPermissions)
    .where(and(eq(userPermissions.userId, user.id), eq(userPermissions.granted, true)));
  const rows = await fromRole.union(granted);
  return toPermissionMap(rows.map((row) => row.permission).sort());
}
