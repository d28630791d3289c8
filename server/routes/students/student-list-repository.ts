/**
 * The ids and count of a students list page in one statement (GET /students, /students/search);
 * the repository then reads the full rows (user, class, parent) of those ids only (a deferred
 * join: a deep page skips index entries, not joined rows).
 *
 * A search first gathers its matches in a materialized CTE, the union of the students whose
 * numbers hold the text (students.search_text, trigram index) and of those whose user does
 * (users.search_text, and for a phone typed the local way the phone's digits; trigram indexes),
 * so no OR keeps students off an index. The count and the page are then taken from the matches.
 * Without a search the count reads the partial index of live students alone.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { StudentListQuery } from '@/contract/students';
import type { DbOrTx } from '../../db/connection';
import { classes, students, users } from '../../db/schema';
import type { AuthUser } from '../../types';
import { filtersNeedJoins, studentListCondition, studentOrderBy, studentSearchMatches, type StudentFilters } from './student-list-filters';

export type StudentListIds = { ids: number[]; totalCount: number | null };

/**
 * The page's student ids in the list's order and (when `withCount`) how many match. `page`
 * undefined: every match (limit=all).
 */
export function studentListIdsStatement(
  filters: StudentFilters & Pick<StudentListQuery, 'sortBy' | 'sortOrder'>,
  user: AuthUser,
  page: { limit: number; offset: number } | undefined,
  withCount: boolean,
): SQL {
  const search = filters.search?.trim() ? filters.search : undefined;
  const where = studentListCondition(user, { ...filters, search: undefined }) ?? sql`true`;
  const order = sql.join(studentOrderBy(filters.sortBy, filters.sortOrder), sql`, `);
  const filterJoins = filtersNeedJoins(filters);
  const sortJoins = filters.sortBy === 'name' || filters.sortBy === 'class';
  const joins = (needed: boolean) =>
    needed
      ? sql` inner join ${users} on ${users.id} = ${students.userId} left join ${classes} on ${classes.id} = ${students.classId}`
      : sql``;
  const limit = page ? sql` limit ${page.limit} offset ${page.offset}` : sql``;
  const totalOf = (count: SQL) => (withCount ? count : sql`null::int`);

  if (search && !filterJoins) {
    // The conditions are on students alone: the matches carry what the order needs, and the
    // count and the page read them under the table's name (so the order's columns apply).
    const columns = sql.join(
      [students.id, students.userId, students.classId, students.createdAt, students.admissionNo, students.admissionDate, students.status],
      sql`, `,
    );
    const matches = studentSearchMatches(search, columns, where);
    return sql`with matches as materialized (${matches})
      select ${totalOf(sql`(select count(*)::int from matches)`)} as total,
        array(select ${students.id} from matches as ${students}${joins(sortJoins)} order by ${order}${limit}) as ids`;
  }
  // Conditions on users or classes (gender, section): the matches are ids, filtered after the joins.
  const matched = search ? sql` and ${students.id} in (select id from matches)` : sql``;
  const cte = search ? sql`with matches as materialized (${studentSearchMatches(search, sql`${students.id}`, sql`true`)}) ` : sql``;
  const count = sql`(select count(*)::int from ${students}${joins(filterJoins)} where ${where}${matched})`;
  const ids = sql`array(select ${students.id} from ${students}${joins(filterJoins || sortJoins)} where ${where}${matched} order by ${order}${limit})`;
  return sql`${cte}select ${totalOf(count)} as total, ${ids} as ids`;
}

export async function readStudentListIds(
  db: DbOrTx,
  filters: StudentFilters & Pick<StudentListQuery, 'sortBy' | 'sortOrder'>,
  user: AuthUser,
  page: { limit: number; offset: number } | undefined,
  withCount: boolean,
): Promise<StudentListIds> {
  const result = (await db.execute(studentListIdsStatement(filters, user, page, withCount))) as unknown as {
    rows: { total: number | string | null; ids: (number | string)[] | string | null }[];
  };
  const [row] = result.rows;
  return { ids: parseIds(row?.ids), totalCount: row?.total == null ? null : Number(row.total) };
}

/** An int[] as the driver gives it: an array (PGlite, node-postgres) or its text form. */
function parseIds(value: (number | string)[] | string | null | undefined): number[] {
  if (value == null) return [];
  if (Array.isArray(value)) return value.map(Number);
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map(Number);
}
