/** The session user the login, refresh and profile calls answer with (spec part 1 §3). */
import { and, eq, isNull } from 'drizzle-orm';
import type { SessionUser } from '@/contract/auth';
import type { PermissionMap } from '@/contract/permissions';
import type { DbOrTx } from '../db/connection';
import { users } from '../db/schema';
import { loadEffectivePermissions } from './effective-permissions';
import { displayDataScopes } from './school-scope';

type UserRow = typeof users.$inferSelect;

export function toSessionUser(row: UserRow, permissions: PermissionMap): SessionUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    dariName: row.dariName,
    role: row.role,
    permissions,
    dataScopes: displayDataScopes(row),
    schoolId: row.schoolId,
    department: row.department,
    lastLogin: row.lastLogin?.toISOString() ?? null,
    isActive: row.isActive,
  };
}

/** The active, undeleted user with their effective permissions, or null. */
export async function loadSessionUser(db: DbOrTx, userId: number): Promise<SessionUser | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true), isNull(users.deletedAt)));
  if (!row) return null;
  return toSessionUser(row, await loadEffectivePermissions(db, row));
}
