/**
 * The answer of the full-teacher lists (GET /teachers paged, /teachers/school/{id},
 * /teachers/department/{name}): the page's teachers with `meta.total` and `meta.pagination`;
 * `limit=all` gives every match on one page.
 */
import type { TeacherListAnswer, TeacherListQuery } from '@/contract/teachers';
import type { DbOrTx } from '../../db/connection';
import { paginationMeta } from '../../lib/pagination';
import type { AuthUser } from '../../types';
import { countTeachers, readTeacherRows, teacherListCondition } from './teacher-list-repository';
import { toTeacherDtos } from './teacher-repository';

export async function readTeacherListAnswer(db: DbOrTx, user: AuthUser, query: TeacherListQuery): Promise<TeacherListAnswer> {
  const where = teacherListCondition(user, query);
  const everything = query.limit === 'all';
  const rows = await readTeacherRows(db, {
    where,
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
    window: query.limit === 'all' ? undefined : { limit: query.limit, offset: (query.page - 1) * query.limit },
  });
  const total = everything ? rows.length : await countTeachers(db, where);
  const limit = query.limit === 'all' ? Math.max(total, 1) : query.limit;
  return {
    success: true as const,
    data: await toTeacherDtos(db, rows, query.include),
    meta: { pagination: paginationMeta(everything ? 1 : query.page, limit, total), total },
  };
}
