/**
 * Which schools a user sees, and what keeps a school from being deleted.
 *
 * Every signed-in user sees their own school (its profile is printed on slips and bills, as GET
 * /settings/school already answers). Other schools need admin:read and the school in the user's
 * data scope (`*` or `school:N`); any other school answers 404, like a missing one.
 */
import { count, eq, inArray, type SQL } from 'drizzle-orm';
import { SCHOOL_MESSAGES, type School } from '@/contract/administration';
import { hasPermission } from '@/contract/permissions';
import type { DbOrTx } from '../../db/connection';
import { classes, payments, schools, students, users } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { canAccessSchool, schoolScopeFilter } from '../../lib/school-scope';
import type { AuthUser } from '../../types';

export type SchoolRow = typeof schools.$inferSelect;

export function toSchoolDto(row: SchoolRow): School {
  return {
    id: row.id,
    name: row.name,
    dariName: row.dariName,
    complexName: row.complexName,
    address: row.address,
    phone: row.phone,
    email: row.email,
    socialLinks: row.socialLinks ?? {},
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function canSeeSchool(user: AuthUser, schoolId: number): boolean {
  return schoolId === user.schoolId || (hasPermission(user.permissions, 'admin:read') && canAccessSchool(user, schoolId));
}

/** The WHERE condition of the schools a user sees; undefined for every school. */
export function visibleSchoolsCondition(user: AuthUser): SQL | undefined {
  if (!hasPermission(user.permissions, 'admin:read')) return eq(schools.id, user.schoolId);
  const filter = schoolScopeFilter(user);
  return filter === 'all' ? undefined : inArray(schools.id, filter);
}

export async function findVisibleSchool(db: DbOrTx, user: AuthUser, id: number): Promise<SchoolRow> {
  if (!canSeeSchool(user, id)) throw httpError(404, SCHOOL_MESSAGES.notFound);
  const [row] = await db.select().from(schools).where(eq(schools.id, id));
  if (!row) throw httpError(404, SCHOOL_MESSAGES.notFound);
  return row;
}

/**
 * "3 users, 1 class": the school's users, students, classes and payments, deleted ones included
 * (a soft-deleted row still belongs to the school and keeps its history).
 */
export async function schoolContents(tx: DbOrTx, schoolId: number): Promise<string[]> {
  const countOf = async (table: typeof users | typeof students | typeof classes | typeof payments) => {
    const [row] = await tx.select({ value: count() }).from(table).where(eq(table.schoolId, schoolId));
    return Number(row?.value ?? 0);
  };
  const contents: [number, string, string][] = [
    [await countOf(users), 'user', 'users'],
    [await countOf(students), 'student', 'students'],
    [await countOf(classes), 'class', 'classes'],
    [await countOf(payments), 'payment', 'payments'],
  ];
  return contents.filter(([value]) => value > 0).map(([value, one, many]) => `${value} ${value === 1 ? one : many}`);
}

/** A link left blank removes it (as Settings' school profile does). */
export function cleanLinks(links: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(links).filter(([, url]) => url.trim() !== ''));
}
