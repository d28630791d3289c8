import { normalizeRole } from '@/contract/permissions';

const DEFAULT_SHELL_ROLES = 'TEACHER,PARENT';

/**
 * Roles allowed into the shell by the build setting SHELL_ROLES (upper case, no blanks): the
 * default until the server's system setting is known (shell-roles.ts, shell-gate.tsx).
 */
export function readShellRoles(value: string | undefined = import.meta.env.VITE_SHELL_ROLES): string[] {
  const roles = (value ?? DEFAULT_SHELL_ROLES)
    .split(',')
    .map((role) => role.trim().toUpperCase())
    .filter((role) => role !== '');
  return roles.length > 0 ? roles : readShellRoles(DEFAULT_SHELL_ROLES);
}

/**
 * Spec part 1 §6: the user's role, or a role claim in a stored token, compared
 * case-insensitively with the allowed roles.
 */
export function canUseShell(candidateRoles: ReadonlyArray<string | null | undefined>, shellRoles: readonly string[]): boolean {
  return candidateRoles.some((role) => role != null && role.trim() !== '' && shellRoles.includes(normalizeRole(role)));
}
