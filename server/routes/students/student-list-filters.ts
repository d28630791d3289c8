/**
 * The WHERE and ORDER BY of the students list (GET /students, search, export): the school scope,
 * soft deletion, the text search and the filters of spec part 2 §7.1.
 *
 * `sectionId` (the spec names it without a sections table): the id of a class whose `section`
 * is used. It matches the students of every class of the same school with that section and, when
 * that class has a grade, the same grade ("7 A" finds "Grade 7 A" whatever its code). An unknown
 * or out-of-scope id matches nothing.
 */
import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { PHONE_LIKE, phoneSearchDigits } from '@/contract/customer-text-search';
import type { StudentListQuery } from '@/contract/students';
import { classes, students, users } from '../../db/schema';
import { likePattern } from '../../lib/lookup-query';
import { schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';

export type StudentFilters = Pick<StudentListQuery, 'search' | 'status' | 'gender' | 'classId' | 'sectionId' | 'includeDeleted'> & {
  /** One school (GET /students/school/{id}); the route has checked the user may see it. */
  schoolId?: number;
};

/** A phone-like text is also looked for in the phones' digits when typed with a prefix or separators. */
const PHONE_TYPED = /^\s*(\+|0)|[\s().]/;

/**
 * The digits a search also looks for in users' phones ("0772 779 7" → "7727797", "+93 772 779" →
 * "772779"), or null: only for a phone-like text that starts with 0 or + or holds spaces, brackets
 * or dots (an admission number fragment such as "2020-123" stays a plain text search), with 3
 * digits at least.
 */
export function studentPhoneDigits(text: string): string | null {
  const term = text.trim();
  if (!PHONE_LIKE.test(term) || !PHONE_TYPED.test(term)) return null;
  const digits = phoneSearchDigits(term);
  return digits !== null && digits.length >= 3 ? digits : null;
}

/** The users whose text (users.search_text) or, for a phone typed the local way, phone digits match. */
function matchingUsers(text: string): SQL {
  const pattern = likePattern(text.trim().toLowerCase());
  const digits = studentPhoneDigits(text);
  const digitsMatch = digits ? sql` or regexp_replace(${users.phone}, '[^0-9]', '', 'g') like ${likePattern(digits)}` : sql``;
  return sql`select ${users.id} from ${users} where ${users.searchText} like ${pattern}${digitsMatch}`;
}

/**
 * Any of the student's names, numbers, phone or email contains the text (case-insensitive): the
 * numbers through students.search_text (admission and roll number, lower case), the user columns
 * through users.search_text (every name, the first and last name together, the Dari name, phone
 * and email, lower case) in a subquery of users; both have a trigram index. A phone typed the
 * local way also matches the digits of the user's phone (studentPhoneDigits).
 */
export function studentSearchCondition(text: string): SQL | undefined {
  if (text.trim() === '') return undefined;
  const pattern = likePattern(text.trim().toLowerCase());
  return or(sql`${students.searchText} like ${pattern}`, sql`${students.userId} = any(array(${matchingUsers(text)}))`);
}

/**
 * The students the text matches, as a union of the number matches and the user matches, so that
 * each side reads its own index (an OR of the two reads every student; `= any(array(…))` makes
 * the user side probe students_user_idx per matched user rather than hash every student): the
 * body of the list's materialized CTE (student-list-query.ts). `columns` and `where` are over
 * students alone.
 */
export function studentSearchMatches(text: string, columns: SQL, where: SQL): SQL {
  const pattern = likePattern(text.trim().toLowerCase());
  return sql`select ${columns} from ${students} where ${students.searchText} like ${pattern} and ${where}
    union
    select ${columns} from ${students} where ${students.userId} = any(array(${matchingUsers(text)})) and ${where}`;
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
