/**
 * GET /students/stats/class and /students/stats/status: how many students (not deleted) each
 * class and each status has, in the user's schools or in one school of their scope.
 */
import { sql, type SQL } from 'drizzle-orm';
import { STUDENT_STATUSES, type StudentStatus } from '@/contract/students';
import type { DbOrTx } from '../../../db/connection';
import { classes, students } from '../../../db/schema';
import { httpError } from '../../../lib/http-error';
import { canAccessSchool } from '../../../lib/school-scope';
import type { AuthUser } from '../../../types';
import { queryRows, scopeSql } from '../../../lib/figures/stats-sql';

type Scope = Pick<AuthUser, 'schoolId' | 'dataScopes'>;

/** The user's schools, or the one asked for; a school outside the scope answers 404 (not revealed). */
function schoolCondition(scope: Scope, schoolId: number | undefined): SQL {
  if (schoolId === undefined) return scopeSql(scope, students.schoolId);
  if (!canAccessSchool(scope, schoolId)) throw httpError(404, 'School not found');
  return sql`${students.schoolId} = ${schoolId}`;
}

export async function countsByClass(db: DbOrTx, scope: Scope, filter: { classId?: number; schoolId?: number }) {
  const inClass = filter.classId === undefined ? sql`true` : sql`${students.classId} = ${filter.classId}`;
  const rows = await queryRows<{ class_id: number | null; class_name: string | null; code: string | null; total: number; active: number }>(
    db,
    sql`select ${students.classId} as class_id, ${classes.name} as class_name, ${classes.code} as code, count(*)::int as total,
          (count(*) filter (where ${students.status} = 'ACTIVE'))::int as active
        from ${students} left join ${classes} on ${classes.id} = ${students.classId}
        where ${students.deletedAt} is null and ${schoolCondition(scope, filter.schoolId)} and ${inClass}
        group by ${students.classId}, ${classes.name}, ${classes.code}, ${classes.grade}
        order by ${classes.grade} nulls last, ${classes.name} nulls last`,
  );
  return rows.map((row) => ({
    classId: row.class_id === null ? null : Number(row.class_id),
    className: row.class_name,
    code: row.code,
    total: Number(row.total),
    active: Number(row.active),
  }));
}

/** Every status (or the one asked for) with its count, zero included, in the contract's order. */
export async function countsByStatus(db: DbOrTx, scope: Scope, filter: { status?: StudentStatus; schoolId?: number }) {
  const rows = await queryRows<{ status: string; count: number }>(
    db,
    sql`select ${students.status} as status, count(*)::int as count from ${students}
        where ${students.deletedAt} is null and ${schoolCondition(scope, filter.schoolId)}
        group by ${students.status}`,
  );
  const statuses = filter.status ? [filter.status] : STUDENT_STATUSES;
  return statuses.map((status) => ({ status, count: Number(rows.find((row) => row.status === status)?.count ?? 0) }));
}
