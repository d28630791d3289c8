import type { SessionUser } from '@/contract/auth';

type DisplayUser = Pick<SessionUser, 'username' | 'firstName' | 'lastName' | 'role'> | null;

function filled(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Top bar user button: first name, else username, else the fallback ("User"). */
export function userButtonLabel(user: DisplayUser, fallback: string): string {
  return filled(user?.firstName) ?? filled(user?.username) ?? fallback;
}

/** Sidebar footer: first and last name; the username when both are missing. */
export function userFullName(user: DisplayUser): string {
  const name = [filled(user?.firstName), filled(user?.lastName)].filter(Boolean).join(' ');
  return name !== '' ? name : (filled(user?.username) ?? '');
}

/** Sidebar footer: the role in upper case, the fallback ("USER") when there is none. */
export function userRoleLabel(user: DisplayUser, fallback: string): string {
  return filled(user?.role)?.toUpperCase() ?? fallback;
}

/** Initials for the avatar: first letters of first and last name, else of the username. */
export function userInitials(user: DisplayUser): string {
  const first = filled(user?.firstName);
  const last = filled(user?.lastName);
  const letters =
    first !== undefined || last !== undefined
      ? `${first?.[0] ?? ''}${last?.[0] ?? ''}`
      : (filled(user?.username)?.[0] ?? 'U');
  return letters.toLocaleUpperCase();
}
