import { hasPermission, normalizeRole, type PermissionMap } from '@/contract/permissions';

/** What the client knows about the user when it decides what to show (display only). */
export type ScreenAccess = { role: string; permissions: PermissionMap };

// A requirement in upper case is a role (spec part 1 §6), otherwise a permission name.
const ROLE_REQUIREMENT = /^[A-Z][A-Z_]*$/;

export function isRoleRequirement(requirement: string): boolean {
  return ROLE_REQUIREMENT.test(requirement);
}

/** True when the list is empty or the user meets at least one requirement. */
export function meetsAnyRequirement(requires: readonly string[], access: ScreenAccess): boolean {
  if (requires.length === 0) return true;
  const role = normalizeRole(access.role);
  return requires.some((requirement) =>
    isRoleRequirement(requirement) ? role === requirement : hasPermission(access.permissions, requirement),
  );
}
