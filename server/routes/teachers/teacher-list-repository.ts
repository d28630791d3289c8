/**
 * Reading teacher lists (GET /teachers, /teachers/search, /school/{id}, /department/{id}, the
 * picker and the export): their WHERE and ORDER BY, a page with its total, the picker's rows and
 * the export's batches. A school holds a few hundred teachers, so a plain ILIKE over the searched
 * columns is enough (no trigram index). Names sort case-insensitively, last name first; rows
 * without the sorted value come last either way; the id breaks ties so pages never overlap.
 */
import { and, asc, count, desc, eq, gt, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TeacherListQuery, TeacherSortField, TeacherSortOrder } from '@/contract/teachers';
import type { DbOrTx } from '../../db/connection';
import { teachers } from '../../db/schema';
import { likePattern, lookupSchoolCondition } from '../../lib/lookup-query';
import type { AuthUser } from '../../types';
import type { TeacherRow } from './teacher-dto';

export type TeacherListConditions = Partial<
  Pick<
    TeacherListQuery,
    | 'query'
    | 'search'
    | 'status'
    | 'department'
    | 'experienceMin'
    | 'experienceMax'
    | 'salaryMin'
    | 'salaryMax'
    | 'includeDeleted'
    | 'schoolId'
  >
>;

/** Case-insensitive over first and last name (and both together), email, mobile, employee id, subject and department. */
export function teacherSearchCondition(text: string | undefined): SQL | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  const pattern = likePattern(trimmed);
  return or(
    ilike(teachers.firstName, pattern),
    ilike(teachers.lastName, pattern),
    ilike(sql`${teachers.firstName} || ' ' || ${teachers.lastName}`, pattern),
    ilike(teachers.dariName, pattern),
    ilike(teachers.email, pattern),
    ilike(teachers.mobile, pattern),
    ilike(teachers.employeeId, pattern),
    ilike(teachers.subject, pattern),
    ilike(teachers.department, pattern),
  );
}

/** The schools in scope (or the one asked for: 403 outside the scope), live rows unless asked, the filters and the search. */
export function teacherListCondition(user: AuthUser, filters: TeacherListConditions): SQL | undefined {
  return and(
    lookupSchoolCondition(user, teachers.schoolId, filters.schoolId),
    filters.includeDeleted ? undefined : isNull(teachers.deletedAt),
    filters.status ? eq(teachers.status, filters.status) : undefined,
    filters.department ? eq(sql`lower(${teachers.department})`, filters.department.toLowerCase()) : undefined,
    filters.experienceMin === undefined ? undefined : gte(teachers.experience, filters.experienceMin),
    filters.experienceMax === undefined ? undefined : lte(teachers.experience, filters.experienceMax),
    filters.salaryMin === undefined ? undefined : gte(teachers.salary, filters.salaryMin.toFixed(2)),
    filters.salaryMax === undefined ? undefined : lte(teachers.salary, filters.salaryMax.toFixed(2)),
    teacherSearchCondition(filters.query ?? filters.search),
  );
}

export function teacherOrderBy(sortBy: TeacherSortField, sortOrder: TeacherSortOrder): SQL[] {
  const direction = sortOrder === 'desc' ? desc : asc;
  const nullsLast = (column: SQL) => sql`${direction(column)} nulls last`;
  const byName = [direction(sql`lower(${teachers.lastName})`), direction(sql`lower(${teachers.firstName})`)];
  const keys: Record<TeacherSortField, SQL[]> = {
    name: byName,
    email: [nullsLast(sql`lower(${teachers.email})`)],
    department: [nullsLast(sql`lower(${teachers.department})`), ...byName],
    salary: [nullsLast(sql`${teachers.salary}`)],
    experience: [nullsLast(sql`${teachers.experience}`)],
    hireDate: [nullsLast(sql`${teachers.hireDate}`)],
  };
  return [...keys[sortBy], direction(teachers.id)];
}

export type TeacherPageRequest = {
  where: SQL | undefined;
  sortBy: TeacherSortField;
  sortOrder: TeacherSortOrder;
  /** Undefined: every matching row. */
  window?: { limit: number; offset: number };
};

export async function readTeacherRows(db: DbOrTx, request: TeacherPageRequest): Promise<TeacherRow[]> {
  const ordered = db
    .select()
    .from(teachers)
    .where(request.where)
    .orderBy(...teacherOrderBy(request.sortBy, request.sortOrder));
  return request.window ? ordered.limit(request.window.limit).offset(request.window.offset) : ordered;
}

export async function countTeachers(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(teachers).where(where);
  return Number(row?.value ?? 0);
}

/** GET /teachers/search: the first `limit` matches of the quick search, by name. */
export async function searchTeacherRows(db: DbOrTx, user: AuthUser, query: string | undefined, limit: number): Promise<TeacherRow[]> {
  return db
    .select()
    .from(teachers)
    .where(teacherListCondition(user, { query }))
    .orderBy(...teacherOrderBy('name', 'asc'))
    .limit(limit);
}

/** The employee picker: every live, active teacher matching the filters, in first-name order. */
export async function listPickerTeacherRows(db: DbOrTx, user: AuthUser, filters: TeacherListConditions): Promise<TeacherRow[]> {
  const where = and(
    teacherListCondition(user, { ...filters, includeDeleted: false }),
    eq(sql`upper(${teachers.status})`, 'ACTIVE'),
  );
  return db.select().from(teachers).where(where).orderBy(asc(teachers.firstName), asc(teachers.id));
}

/** One batch of the export: up to `limit` rows after `afterId`, in id order (keyset, never OFFSET). */
export async function readTeacherExportBatch(db: DbOrTx, condition: SQL | undefined, afterId: number, limit: number): Promise<TeacherRow[]> {
  return db
    .select()
    .from(teachers)
    .where(and(condition, gt(teachers.id, afterId)))
    .orderBy(asc(teachers.id))
    .limit(limit);
}
