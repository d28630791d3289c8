/**
 * The WHERE and ORDER BY of teacher lists (GET /teachers, /teachers/search, /school/{id},
 * /department/{id}, and the export). A school holds a few hundred teachers, so a plain ILIKE over
 * the searched columns is enough (no trigram index). Names sort case-insensitively, last name
 * first; rows without the sorted value come last either way; the id breaks ties so pages never
 * overlap.
 */
import { and, asc, desc, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TeacherListQuery, TeacherSortField, TeacherSortOrder } from '@/contract/teachers';
import { teachers } from '../../db/schema';
import { likePattern, lookupSchoolCondition } from '../../lib/lookup-query';
import type { AuthUser } from '../../types';

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
