/**
 * No escalation through user management (issue 21). Every write to a user, their role, grants or
 * data scope passes two rules:
 * - the role ladder (src/contract/role-ladder.ts) decides whom the actor's role may manage at all;
 * - nobody gives or touches what they do not hold: the actor must hold every permission and data
 *   scope the user has or would get, in a school within the actor's scope. (Otherwise a school
 *   admin could reset the owner's password, or a principal granted `*` hand out `*` to a stranger.)
 * And nobody changes their own role, school, grants, data scope or active state.
 */
import { eq } from 'drizzle-orm';
import { hasPermission, normalizeRole, type PermissionMap } from '@/contract/permissions';
import { ladderRefusal } from '@/contract/role-ladder';
import type { DbOrTx } from '../../db/connection';
import { rolePermissions, type users } from '../../db/schema';
import { loadEffectivePermissions } from '../../lib/effective-permissions';
import { httpError } from '../../lib/http-error';
import { canAccessSchool } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { permissionNotHeld, scopeNotHeld, USER_MESSAGES } from './user-schemas';

type UserRow = typeof users.$inferSelect;

type HeldAccess = {
  permissions: Iterable<string>;
  dataScopes: readonly string[];
  schoolId: number;
};

/** What a user may be given: a role (with its default permissions), a school and data scopes. */
export type GivenAccess = { role: string; dataScopes: readonly string[]; schoolId: number };

/** The fields of a user that make up their access, as a request may change them. */
export type AccessChanges = { role?: string; schoolId?: number; dataScopes?: readonly string[]; isActive?: boolean };

function holdsScope(actor: AuthUser, scope: string): boolean {
  if (scope === '*') return actor.dataScopes.includes('*');
  const match = /^school:(\d+)$/.exec(scope);
  return match ? canAccessSchool(actor, Number(match[1])) : false;
}

/** 403 naming the first permission, scope or school of `access` the actor does not hold. */
function assertHolds(actor: AuthUser, access: HeldAccess): void {
  if (!canAccessSchool(actor, access.schoolId)) throw httpError(403, USER_MESSAGES.schoolOutOfScope);
  for (const permission of access.permissions) {
    if (!hasPermission(actor.permissions, permission)) throw httpError(403, permissionNotHeld(permission));
  }
  for (const scope of access.dataScopes) {
    if (!holdsScope(actor, scope)) throw httpError(403, scopeNotHeld(scope));
  }
}

/** 403 unless the actor's role may manage users of `role` on the role ladder. */
export function assertLadderAllows(actor: Pick<AuthUser, 'role'>, role: string): void {
  const refusal = ladderRefusal(actor.role, role);
  if (refusal !== null) throw httpError(403, refusal);
}

/** 403 unless the actor may manage this existing user of someone else's: edit, reset, deactivate, delete, regrant. */
export async function assertCanManageUser(db: DbOrTx, actor: AuthUser, target: UserRow): Promise<void> {
  assertLadderAllows(actor, target.role);
  const current = await loadEffectivePermissions(db, target);
  assertHolds(actor, { permissions: permissionNames(current), dataScopes: target.dataScopes, schoolId: target.schoolId });
}

/** 403 unless the actor may give a user this role (and its default permissions), school and scopes. */
export async function assertCanGiveAccess(db: DbOrTx, actor: AuthUser, access: GivenAccess): Promise<void> {
  assertLadderAllows(actor, access.role);
  assertHolds(actor, { permissions: await roleDefaultPermissions(db, access.role), dataScopes: access.dataScopes, schoolId: access.schoolId });
}

const sameScopes = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((scope) => b.includes(scope));

/**
 * 403 when a user's request about their own account would change their access. Values sent
 * unchanged pass, so a form that sends the whole record back still saves a new phone number.
 */
export function assertNoOwnAccessChange(self: UserRow, changes: AccessChanges): void {
  const changesAccess =
    (changes.role !== undefined && normalizeRole(changes.role) !== normalizeRole(self.role)) ||
    (changes.schoolId !== undefined && changes.schoolId !== self.schoolId) ||
    (changes.dataScopes !== undefined && !sameScopes(changes.dataScopes, self.dataScopes));
  if (changesAccess) throw httpError(403, USER_MESSAGES.ownAccess);
  if (changes.isActive === false && self.isActive) throw httpError(403, USER_MESSAGES.ownActiveState);
}

async function roleDefaultPermissions(db: DbOrTx, role: string): Promise<string[]> {
  const rows = await db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(eq(rolePermissions.role, normalizeRole(role)))
    .orderBy(rolePermissions.permission);
  return rows.map((row) => row.permission);
}

function permissionNames(map: PermissionMap): string[] {
  // Sorted, so a refusal names the same missing permission every time.
  return Object.keys(map)
    .filter((name) => map[name])
    .sort();
}
