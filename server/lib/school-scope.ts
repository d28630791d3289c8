/**
 * Data scope of school-owned rows (ARCHITECTURE "Never: show one user's data to a user without
 * the data scope for it"): a user sees their own school's rows; the scope `*` opens every school
 * and `school:N` opens school N. Routes filter lists with schoolScopeCondition and check single
 * rows with canAccessSchool (answering 404, so other schools' ids are not revealed).
 */
import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { schoolScope } from '@/contract/permissions';
import type { AuthUser } from '../types';

type ScopedUser = Pick<AuthUser, 'schoolId' | 'dataScopes'>;

/** `'all'`, or the ids of the schools whose rows the user may see (own school first). */
export function schoolScopeFilter(user: ScopedUser): 'all' | number[] {
  if (user.dataScopes.includes('*')) return 'all';
  const ids = new Set<number>([user.schoolId]);
  for (const scope of user.dataScopes) {
    const match = /^school:(\d+)$/.exec(scope);
    if (match) ids.add(Number(match[1]));
  }
  return [...ids];
}

export function canAccessSchool(user: ScopedUser, schoolId: number): boolean {
  return (
    user.schoolId === schoolId || user.dataScopes.includes('*') || user.dataScopes.includes(schoolScope(schoolId))
  );
}

/** A WHERE condition on a `school_id` column, or undefined when the user sees every school. */
export function schoolScopeCondition(user: ScopedUser, column: PgColumn): SQL | undefined {
  const filter = schoolScopeFilter(user);
  return filter === 'all' ? undefined : inArray(column, filter);
}

/** The scopes shown in the session user: `*`, or the own school followed by the extra ones. */
export function displayDataScopes(user: ScopedUser): string[] {
  if (user.dataScopes.includes('*')) return ['*'];
  const own = schoolScope(user.schoolId);
  return [own, ...user.dataScopes.filter((scope) => scope !== own)];
}
