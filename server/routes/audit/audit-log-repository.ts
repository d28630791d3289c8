/**
 * Reading audit_logs: one page of light items (newest first, ties by id), and one full record;
 * and the school of a user whose writes are listed. The changed field names and the record's
 * label are computed in SQL, so a page never carries the rows' JSON. (The trigger writes the
 * log: migration 0021; nothing here writes it.)
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditListQuery } from '@/contract/audit';
import type { DbOrTx } from '../../db/connection';
import { auditLogs, users } from '../../db/schema';
import { addDays, kabulMidnight } from '../../lib/kabul-time';
import { likePattern } from '../../lib/lookup-query';
import { auditSchoolCondition, type AuditSchools } from './audit-log-scope';

/**
 * Bookkeeping that nearly every update touches, and columns the database computes (a search
 * column follows the names it is made of): left out of a list item's changed fields.
 */
const UNLISTED_CHANGES = ['updated_at', 'search_text'];

const source = sql`coalesce(${auditLogs.after}, ${auditLogs.before})`;
const labelOf = (field: string) => sql`nullif(${source} ->> ${sql.raw(`'${field}'`)}, '')`;

/** "Astronomy", "Laila Noori", "RCP-000012": the first naming field the row has. */
const rowLabel = sql<string | null>`left(coalesce(
  ${labelOf('name')}, ${labelOf('title')},
  nullif(trim(concat_ws(' ', ${source} ->> 'first_name', ${source} ->> 'last_name')), ''),
  ${labelOf('username')}, ${labelOf('receipt_number')}, ${labelOf('employee_id')}, ${labelOf('admission_no')}, ${labelOf('code')}
), 120)`;

const changedFields = sql<string[]>`case when ${auditLogs.action} = 'UPDATE' then (
  select coalesce(jsonb_agg(changed.key order by changed.key), '[]'::jsonb)
  from jsonb_object_keys(coalesce(${auditLogs.before}, '{}'::jsonb) || coalesce(${auditLogs.after}, '{}'::jsonb)) as changed(key)
  where (${auditLogs.before} -> changed.key) is distinct from (${auditLogs.after} -> changed.key)
    and changed.key not in (${sql.join(UNLISTED_CHANGES.map((field) => sql`${field}`), sql`, `)})
) else '[]'::jsonb end`;

const itemColumns = {
  id: auditLogs.id,
  schoolId: auditLogs.schoolId,
  at: auditLogs.at,
  action: auditLogs.action,
  table: auditLogs.tableName,
  rowId: auditLogs.rowId,
  rowLabel,
  route: auditLogs.route,
  requestId: auditLogs.requestId,
  changedFields,
  userId: auditLogs.userId,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  displayName: users.displayName,
};

export type AuditItemRow = {
  id: number;
  schoolId: number | null;
  at: Date;
  action: string;
  table: string;
  rowId: string | null;
  rowLabel: string | null;
  route: string | null;
  requestId: string | null;
  changedFields: string[];
  userId: number | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
};
export type AuditRecordRow = AuditItemRow & { before: unknown; after: unknown };

export type AuditFilters = Omit<AuditListQuery, 'page' | 'limit' | 'schoolId' | '_t'>;

/** A sign-in: an update of a user that changed nothing but their last-login time. */
const isSignIn = sql`(${auditLogs.tableName} = 'users' and ${auditLogs.action} = 'UPDATE' and ${changedFields} = '["last_login"]'::jsonb)`;

/** The WHERE of a list: the schools, then each filter given. */
export function auditListCondition(schools: AuditSchools, filters: AuditFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [auditSchoolCondition(schools)];
  if (filters.table !== undefined) conditions.push(eq(auditLogs.tableName, filters.table));
  if (filters.action !== undefined) conditions.push(eq(auditLogs.action, filters.action satisfies AuditAction));
  if (filters.userId !== undefined) conditions.push(eq(auditLogs.userId, filters.userId));
  if (filters.rowId !== undefined) conditions.push(eq(auditLogs.rowId, filters.rowId));
  // Sign-ins only when asked for (every login writes one).
  if (filters.includeLogins !== true) conditions.push(sql`not ${isSignIn}`);
  // Kabul days, both included: from its midnight to the next day's.
  if (filters.from !== undefined) conditions.push(sql`${auditLogs.at} >= ${kabulMidnight(filters.from).toISOString()}::timestamptz`);
  if (filters.to !== undefined) conditions.push(sql`${auditLogs.at} < ${kabulMidnight(addDays(filters.to, 1)).toISOString()}::timestamptz`);
  if (filters.search !== undefined) {
    const pattern = likePattern(filters.search);
    conditions.push(
      or(ilike(auditLogs.route, pattern), ilike(auditLogs.requestId, pattern), ilike(auditLogs.rowId, pattern), sql`${rowLabel} ilike ${pattern}`),
    );
  }
  return and(...conditions);
}

/** A page of the rows of `schools` matching the filters, and how many match. */
export async function readAuditPage(
  db: DbOrTx,
  schools: AuditSchools,
  filters: AuditFilters,
  page: number,
  limit: number,
): Promise<{ rows: AuditItemRow[]; total: number }> {
  const where = auditListCondition(schools, filters);
  const rows = await db
    .select(itemColumns)
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.userId))
    .where(where)
    .orderBy(desc(auditLogs.at), desc(auditLogs.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [counted] = await db.select({ value: count() }).from(auditLogs).where(where);
  return { rows, total: Number(counted?.value ?? 0) };
}

export async function readAuditRecord(db: DbOrTx, id: number): Promise<AuditRecordRow | undefined> {
  const [row] = await db
    .select({ ...itemColumns, before: auditLogs.before, after: auditLogs.after })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.userId))
    .where(eq(auditLogs.id, id));
  return row;
}

/** The user (a deleted one too: their writes stay readable) and their school, or undefined. */
export async function findAuditUser(db: DbOrTx, id: number): Promise<{ id: number; schoolId: number } | undefined> {
  const [target] = await db.select({ id: users.id, schoolId: users.schoolId }).from(users).where(eq(users.id, id));
  return target;
}
