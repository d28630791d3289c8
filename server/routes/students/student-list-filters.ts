/**
 * The WHERE and ORDER BY of the students list (GET /students, search, export): the school scope,
 * soft deletion, the text search and the filters of spec part 2 §7.1.
 *
 * `sectionId` (the spec names it without a sections table): the id of a class whose `section`
 * is used. It matches the students of every class of the same school with that section and, when
 * that class has a grade, the same grade ("7 A" finds "Grade 7 A" whatever its code). An unknown
 * or out-of-scope id matches nothing.
 */
import { and, asc, desc, eq, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PHONE_LIKE, phoneSearchDigits } from '@/contract/customer-text-search';
import { normalizeSearchTerm, searchSpellings } from '@/contract/search-term';
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

/**
 * The column holds the text, in its Dari spelling or (for a name typed on an Arabic keyboard) its
 * Arabic one; `text` is normalised (search-term.ts). Each LIKE reads the column's trigram index.
 */
function holdsText(column: SQL | SQLWrapper, text: string): SQL {
  const [dari, arabic] = searchSpellings(text).map((spelling) => sql`${column} like ${likePattern(spelling.toLowerCase())}`);
  return arabic ? sql`(${dari} or ${arabic})` : dari;
}

/** The users whose text (users.search_text) or, for a phone typed the local way, phone digits match. */
function matchingUsers(text: string): SQL {
  const digits = studentPhoneDigits(text);
  const digitsMatch = digits ? sql` or regexp_replace(${users.phone}, '[^0-9]', '', 'g') like ${likePattern(digits)}` : sql``;
  return sql`select ${users.id} from ${users} where ${holdsText(users.searchText, text)}${digitsMatch}`;
}

/**
 * Any of the student's names, numbers, phone or email contains the text (case-insensitive): the
 * numbers through students.search_text (admission and roll number, lower case), the user columns
 * through users.search_text (every name, the first and last name together, the Dari name, phone
 * and email, lower case) in a subquery of users; both have a trigram index. A phone typed the
 * local way also matches the digits of the user's phone (studentPhoneDigits). The text is
 * normalised first: Dari and Arabic digits as ASCII, the Arabic yeh and kaf as the Dari ones, and
 * looked for in both spellings (src/contract/search-term.ts).
 */
export function studentSearchCondition(search: string): SQL | undefined {
  const text = normalizeSearchTerm(search);
  if (text === '') return undefined;
  return or(holdsText(students.searchText, text), sql`${students.userId} = any(array(${matchingUsers(text)}))`);
}

/**
 * The students the text matches, as a union of the number matches and the user matches, so that
 * each side reads its own index (an OR of the two reads every student; `= any(array(…))` makes
 * the user side probe students_user_idx per matched user rather than hash every student): the
 * body of the list's materialized CTE (student-list-repository.ts). `columns` and `where` are over
 * students alone.
 */
export function studentSearchMatches(search: string, columns: SQL, where: SQL): SQL {
  const text = normalizeSearchTerm(search);
  return sql`select ${columns} from ${students} where ${holdsText(students.searchText, text)} and ${where}
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
