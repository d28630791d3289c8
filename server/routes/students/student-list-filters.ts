/**
 * The WHERE and ORDER BY of the students list (GET /students, search, export): the school scope,
 * soft deletion, the text search and the filters of spec part 2 §7.1.
 *
 * `sectionId` (the spec names it without a sections table): the id of a class whose `section`
 * is used. It matches the students of every class of the same school with that section and, when
 * that class has a grade, the same grade ("7 A" finds "Grade 7 A" whatever its code). An unknown
 * or out-of-scope id matches nothing.
 */
import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { StudentListQuery } from '@/contract/students';
import { classes, students, users } from '../../db/schema';
import { likePattern } from '../../lib/lookup-query';
import { schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';

export type StudentFilters = Pick<StudentListQuery, 'search' | 'status' | 'gender' | 'classId' | 'sectionId' | 'includeDeleted'> & {
  /** One school (GET /students/school/{id}); the route has checked the user may see it. */
  schoolId?: number;
};

/**
 * Any of the student's names, numbers, phone or email contains the text (case-insensitive). The
 * user columns are searched through users.search_text (every name, the first and last name
 * together, the Dari name, phone and email, lower case) in a subquery of users, so its trigram
 * index serves the search and the list's count and page join users only for the matches.
 */
export function studentSearchCondition(text: string): SQL | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const pattern = likePattern(trimmed);
  const matchingUsers = sql`select ${users.id} from ${users} where ${users.searchText} like ${likePattern(trimmed.toLowerCase())}`;
  return or(ilike(students.admissionNo, pattern), ilike(students.rollNo, pattern), sql`${students.userId} in (${matchingUsers})`);
}

/** Whether the conditions read users or classes columns (else a count needs no join). */
export function filtersNeedJoins(filters: StudentFilters): boolean {
  return filters.gender !== undefined || filters.sectionId !== undefined;
}

function sectionCondition(sectionId: number): SQL {
  return sql`exists (select 1 from ${classes} as section_class where section_class.id = ${sectionId}
      and section_class.school_id = ${students.schoolId}
      and section_class.section is not null
      and ${classes.section} = section_class.section
      and (section_class.grade is null or ${classes.grade} = section_class.grade))`;
}

/** The conditions over students joined with users (and classes, for sectionId). */
export function studentListCondition(user: AuthUser, filters: StudentFilters): SQL | undefined {
  return and(
    schoolScopeCondition(user, students.schoolId),
    filters.schoolId === undefined ? undefined : eq(students.schoolId, filters.schoolId),
    filters.includeDeleted ? undefined : isNull(students.deletedAt),
    filters.search ? studentSearchCondition(filters.search) : undefined,
    filters.status ? eq(students.status, filters.status) : undefined,
    filters.gender ? eq(users.gender, filters.gender) : undefined,
    filters.classId === undefined ? undefined : eq(students.classId, filters.classId),
    filters.sectionId === undefined ? undefined : sectionCondition(filters.sectionId),
  );
}

/** ORDER BY for sortBy/sortOrder; the id breaks ties so pages never overlap. */
export function studentOrderBy(sortBy: StudentListQuery['sortBy'], sortOrder: StudentListQuery['sortOrder']): SQL[] {
  const direction = sortOrder === 'asc' ? asc : desc;
  const keys: SQL[] = {
    name: [sql`lower(coalesce(${users.firstName}, ''))`, sql`lower(coalesce(${users.lastName}, ''))`],
    admissionNo: [sql`${students.admissionNo}`],
    admissionDate: [sql`${students.admissionDate}`],
    createdAt: [sql`${students.createdAt}`],
    status: [sql`${students.status}`],
    class: [sql`lower(${classes.name})`],
  }[sortBy];
  return [...keys.map((key) => direction(key)), direction(students.id)];
}
