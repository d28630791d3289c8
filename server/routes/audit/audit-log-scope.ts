/**
 * Which audit rows a user may read: those of the schools in their data scope (or of the one
 * school they asked for). Rows with no school (the server-wide system settings) are read only by
 * users who see every school.
 */
import { inArray, type SQL } from 'drizzle-orm';
import { auditLogs } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { canAccessSchool, schoolScopeFilter } from '../../lib/school-scope';
import type { AuthUser } from '../../types';

/** `'all'`, or the ids of the schools whose audit rows are read. */
export type AuditSchools = 'all' | number[];

/** The schools a list reads: the asked-for one (403 when out of scope, as other lists) or the scope. */
export function auditSchools(user: AuthUser, schoolId: number | undefined): AuditSchools {
  if (schoolId === undefined) return schoolScopeFilter(user);
  if (!canAccessSchool(user, schoolId)) throw httpError(403, `You do not have access to school ${schoolId}`);
  return [schoolId];
}

export function auditSchoolCondition(schools: AuditSchools): SQL | undefined {
  return schools === 'all' ? undefined : inArray(auditLogs.schoolId, schools);
}

/** May the user read one audit row of this school (null: server-wide)? */
export function canReadAuditRow(user: AuthUser, schoolId: number | null): boolean {
  if (schoolId === null) return schoolScopeFilter(user) === 'all';
  return canAccessSchool(user, schoolId);
}
