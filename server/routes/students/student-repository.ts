/**
 * Reading students with their user, class and parent (the joins of every student answer).
 * Rows of schools outside the user's data scope are never returned: a get answers null (the
 * route says 404), a list leaves them out.
 */
import { and, asc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, PgTransaction } from 'drizzle-orm/pg-core';
import type { Student, StudentListQuery } from '@/contract/students';
import type { Db, DbOrTx } from '../../db/connection';
import { classes, parents, students, users } from '../../db/schema';
import { schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { toStudentDto, type StudentRecord } from './student-dto';
import { studentListCondition, type StudentFilters } from './student-list-filters';
import { readStudentListIds } from './student-list-repository';

const parentUsers = alias(users, 'parent_user');

export type StudentPage = { students: Student[]; totalCount: number };

/** A student with their user, class and parent: the joins of every student answer. */
function selectRecords(db: DbOrTx) {
  return db
    .select({
      student: students,
      user: users,
      klass: { id: classes.id, name: classes.name, dariName: classes.dariName, pashtoName: classes.pashtoName, code: classes.code },
      parentUser: parentUsers,
      parent: parents,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(classes, eq(classes.id, students.classId))
    .leftJoin(parentUsers, eq(parentUsers.id, students.parentUserId))
    .leftJoin(parents, eq(parents.userId, students.parentUserId));
}

/** `{1,2,3}`: ids as one int[] parameter. */
const idArray = (ids: number[]) => `{${ids.join(',')}}`;

function prepareRecordsByIds(db: Db) {
  return selectRecords(db)
    .where(sql`${students.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('students_by_ids');
}

/**
 * The page's rows, prepared once per database: building this five-table select cost about a
 * millisecond of a list request's 4-5 (bench/RESULTS.md, students). A transaction builds it.
 */
const preparedRecordsByIds = new WeakMap<Db, ReturnType<typeof prepareRecordsByIds>>();

function recordsByIds(db: DbOrTx, ids: number[]): Promise<StudentRecord[]> {
  if (db instanceof PgTransaction) return selectRecords(db).where(sql`${students.id} = any(${idArray(ids)}::int[])`);
  let prepared = preparedRecordsByIds.get(db);
  if (!prepared) {
    prepared = prepareRecordsByIds(db);
    preparedRecordsByIds.set(db, prepared);
  }
  return prepared.execute({ ids: idArray(ids) });
}

export function createStudentRepository(db: DbOrTx) {
  const records = async (where: SQL | undefined, order: SQL[], page?: { limit: number; offset: number }) => {
    const query = selectRecords(db).where(where).orderBy(...order);
    const rows: StudentRecord[] = page ? await query.limit(page.limit).offset(page.offset) : await query;
    return rows.map(toStudentDto);
  };

  /** The students of `ids` (already filtered and in scope), in the order of `ids`. */
  const byIds = async (ids: number[]): Promise<Student[]> => {
    if (ids.length === 0) return [];
    const rows = await recordsByIds(db, ids);
    const position = new Map(ids.map((id, index) => [id, index]));
    return rows.sort((a, b) => (position.get(a.student.id) ?? 0) - (position.get(b.student.id) ?? 0)).map(toStudentDto);
  };

  return {
    async get(id: number, user: AuthUser, options: { includeDeleted?: boolean } = {}): Promise<Student | null> {
      const [row] = await selectRecords(db).where(
        and(
          eq(students.id, id),
          schoolScopeCondition(user, students.schoolId),
          options.includeDeleted ? undefined : isNull(students.deletedAt),
        ),
      );
      return row ? toStudentDto(row) : null;
    },

    /**
     * One page (or every row for limit=all) and how many match: the page's ids and the count in
     * one statement (student-list-repository.ts), then the joined rows of those ids only.
     */
    async list(query: StudentListQuery & { schoolId?: number }, user: AuthUser): Promise<StudentPage> {
      const page = query.limit === 'all' ? undefined : { limit: query.limit, offset: (query.page - 1) * query.limit };
      const { ids, totalCount } = await readStudentListIds(db, query, user, page, page !== undefined);
      const rows = await byIds(ids);
      return { students: rows, totalCount: totalCount ?? rows.length };
    },

    /** Quick search: the best few by name order (GET /students/search). */
    async search(text: string, limit: number, user: AuthUser): Promise<Student[]> {
      const { ids } = await readStudentListIds(db, { search: text, sortBy: 'name', sortOrder: 'asc' }, user, { limit, offset: 0 }, false);
      return byIds(ids);
    },

    /** Keyset batch for the export: ids above `afterId`, in id order (memory stays flat). */
    async batchAfter(afterId: number, size: number, filters: StudentFilters, user: AuthUser): Promise<Student[]> {
      return records(and(studentListCondition(user, filters), gt(students.id, afterId)), [asc(students.id)], { limit: size, offset: 0 });
    },
  };
}
