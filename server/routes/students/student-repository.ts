/**
 * Reading students with their user, class and parent (the joins of every student answer).
 * Rows of schools outside the user's data scope are never returned: a get answers null (the
 * route says 404), a list leaves them out.
 */
import { and, asc, count, eq, gt, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Student, StudentListQuery } from '@/contract/students';
import type { DbOrTx } from '../../db/connection';
import { classes, parents, students, users } from '../../db/schema';
import { schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { toStudentDto, type StudentRecord } from './student-dto';
import { filtersNeedJoins, studentListCondition, studentOrderBy, type StudentFilters } from './student-list-filters';

const parentUsers = alias(users, 'parent_user');

export type StudentPage = { students: Student[]; totalCount: number };

export function createStudentRepository(db: DbOrTx) {
  const selectRecords = () =>
    db
      .select({
        student: students,
        user: users,
        klass: { id: classes.id, name: classes.name, code: classes.code },
        parentUser: parentUsers,
        parent: parents,
      })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .leftJoin(classes, eq(classes.id, students.classId))
      .leftJoin(parentUsers, eq(parentUsers.id, students.parentUserId))
      .leftJoin(parents, eq(parents.userId, students.parentUserId));

  const records = async (where: SQL | undefined, order: SQL[], page?: { limit: number; offset: number }) => {
    const query = selectRecords().where(where).orderBy(...order);
    const rows: StudentRecord[] = page ? await query.limit(page.limit).offset(page.offset) : await query;
    return rows.map(toStudentDto);
  };

  return {
    async get(id: number, user: AuthUser, options: { includeDeleted?: boolean } = {}): Promise<Student | null> {
      const [row] = await selectRecords().where(
        and(
          eq(students.id, id),
          schoolScopeCondition(user, students.schoolId),
          options.includeDeleted ? undefined : isNull(students.deletedAt),
        ),
      );
      return row ? toStudentDto(row) : null;
    },

    /** One page (or every row for limit=all) and how many match. */
    async list(query: StudentListQuery & { schoolId?: number }, user: AuthUser): Promise<StudentPage> {
      const where = studentListCondition(user, query);
      const order = studentOrderBy(query.sortBy, query.sortOrder);
      if (query.limit === 'all') {
        const all = await records(where, order);
        return { students: all, totalCount: all.length };
      }
      const page = await records(where, order, { limit: query.limit, offset: (query.page - 1) * query.limit });
      // Every student has its user (a not-null foreign key): the join only matters to filters on it.
      const counted = filtersNeedJoins(query)
        ? await db
            .select({ value: count() })
            .from(students)
            .innerJoin(users, eq(users.id, students.userId))
            .leftJoin(classes, eq(classes.id, students.classId))
            .where(where)
        : await db.select({ value: count() }).from(students).where(where);
      return { students: page, totalCount: Number(counted[0]?.value ?? 0) };
    },

    /** Quick search: the best few by name order (GET /students/search). */
    async search(text: string, limit: number, user: AuthUser): Promise<Student[]> {
      return records(studentListCondition(user, { search: text }), studentOrderBy('name', 'asc'), { limit, offset: 0 });
    },

    /** Keyset batch for the export: ids above `afterId`, in id order (memory stays flat). */
    async batchAfter(afterId: number, size: number, filters: StudentFilters, user: AuthUser): Promise<Student[]> {
      return records(and(studentListCondition(user, filters), gt(students.id, afterId)), [asc(students.id)], { limit: size, offset: 0 });
    },
  };
}
