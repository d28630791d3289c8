/**
 * Schools in the database: which schools a user sees (the list, one school), insert, update,
 * the creator's new data scope, delete, and what keeps a school from being deleted.
 *
 * Every signed-in user sees their own school (its profile is printed on slips and bills, as GET
 * /settings/school already answers). Other schools need admin:read and the school in the user's
 * data scope (`*` or `school:N`); any other school answers 404, like a missing one.
 */
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { SCHOOL_MESSAGES, type School } from '@/contract/administration';
import { hasPermission, schoolScope } from '@/contract/permissions';
import type { DbOrTx } from '../../db/connection';
import { classes, payments, schoolSettings, schools, students, users } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { likePattern } from '../../lib/lookup-query';
import { canAccessSchool, schoolScopeFilter } from '../../lib/school-scope';
import type { AuthUser } from '../../types';

export type SchoolRow = typeof schools.$inferSelect;
export type NewSchoolRow = typeof schools.$inferInsert;

export function toSchoolDto(row: SchoolRow): School {
  return {
    id: row.id,
    name: row.name,
    dariName: row.dariName,
    pashtoName: row.pashtoName,
    complexName: row.complexName,
    address: row.address,
    dariAddress: row.dariAddress,
    pashtoAddress: row.pashtoAddress,
    phone: row.phone,
    email: row.email,
    socialLinks: row.socialLinks ?? {},
    managerName: row.managerName,
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

/** A page of the schools the user sees (matching `search`), by name, and how many there are. */
export async function listSchools(
  db: DbOrTx,
  user: AuthUser,
  options: { page: number; limit: number; search?: string },
): Promise<{ rows: SchoolRow[]; totalCount: number }> {
  const { page, limit, search } = options;
  const conditions: (SQL | undefined)[] = [visibleSchoolsCondition(user)];
  if (search) {
    const pattern = likePattern(search);
    conditions.push(or(ilike(schools.name, pattern), ilike(schools.dariName, pattern), ilike(schools.complexName, pattern)));
  }
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(schools)
    .where(where)
    .orderBy(asc(schools.name), asc(schools.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [counted] = await db.select({ value: count() }).from(schools).where(where);
  return { rows, totalCount: Number(counted?.value ?? 0) };
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

export async function insertSchool(tx: DbOrTx, values: NewSchoolRow): Promise<SchoolRow> {
  const [row] = await tx.insert(schools).values(values).returning();
  return row;
}

/** Adds the school to the user's data scopes (`school:N`). */
export async function grantSchoolScope(tx: DbOrTx, userId: number, schoolId: number): Promise<void> {
  await tx
    .update(users)
    .set({ dataScopes: sql`${users.dataScopes} || ${JSON.stringify([schoolScope(schoolId)])}::jsonb`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function updateSchool(tx: DbOrTx, id: number, changes: Partial<NewSchoolRow>): Promise<SchoolRow> {
  const [row] = await tx
    .update(schools)
    .set(changes)
    .where(eq(schools.id, id))
    .returning();
  return row;
}

/** Locks the school's row for the rest of the transaction. */
export async function lockSchoolRow(tx: DbOrTx, id: number): Promise<void> {
  await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, id)).for('update');
}

export async function deleteSchoolSettings(tx: DbOrTx, schoolId: number): Promise<void> {
  await tx.delete(schoolSettings).where(eq(schoolSettings.schoolId, schoolId));
}

/** Deletes the school's row; a row elsewhere that still names the school fails it (foreign key). */
export async function deleteSchool(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(schools).where(eq(schools.id, id));
}

/** A link left blank removes it (as Settings' school profile does). */
export function cleanLinks(links: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(links).filter(([, url]) => url.trim() !== ''));
}
