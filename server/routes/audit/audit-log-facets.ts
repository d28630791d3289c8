/**
 * The filter pickers' choices: which tables and which users have audit rows in the schools in
 * scope. A `select distinct` would read every row of the log; these walk the indexes instead
 * (table_name, row_id) and (user_id, at) one distinct value at a time ("loose index scan"), so the
 * cost grows with the number of tables and writers, not of rows. For a user who does not see every
 * school each value is kept only if one of its rows belongs to a school in scope.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AuditUser } from '@/contract/audit';
import type { DbOrTx } from '../../db/connection';
import { users } from '../../db/schema';
import { auditUserOf } from './audit-log-dto';
import type { AuditSchools } from './audit-log-scope';

async function rowsOf<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** `and exists (a row of this value in a school in scope)`, or nothing for a user who sees every school. */
function inScope(schools: AuditSchools, column: 'table_name' | 'user_id', value: SQL): SQL {
  if (schools === 'all') return sql``;
  const ids = sql.join(schools.map((id) => sql`${id}::integer`), sql`, `);
  return sql`and exists (select 1 from audit_logs scoped where scoped.${sql.raw(column)} = ${value} and scoped.school_id in (${ids}))`;
}

export async function auditTablesInScope(db: DbOrTx, schools: AuditSchools): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`with recursive names(name) as (
      (select table_name from audit_logs order by table_name limit 1)
      union all
      select (select next.table_name from audit_logs next where next.table_name > names.name order by next.table_name limit 1)
      from names where names.name is not null
    )
    select names.name from names
    where names.name is not null
      ${inScope(schools, 'table_name', sql`names.name`)}
    order by names.name`,
  );
  return rows.map((row) => row.name);
}

export async function auditUsersInScope(db: DbOrTx, schools: AuditSchools): Promise<AuditUser[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`with recursive writers(id) as (
      (select user_id from audit_logs where user_id is not null order by user_id limit 1)
      union all
      select (select next.user_id from audit_logs next where next.user_id > writers.id order by next.user_id limit 1)
      from writers where writers.id is not null
    )
    select writers.id from writers
    where writers.id is not null
      ${inScope(schools, 'user_id', sql`writers.id`)}`,
  );
  if (rows.length === 0) return [];
  const people = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, displayName: users.displayName })
    .from(users)
    .where(inArray(users.id, rows.map((row) => Number(row.id))));
  return people.map(auditUserOf).sort((left, right) => left.name.localeCompare(right.name) || left.id - right.id);
}
