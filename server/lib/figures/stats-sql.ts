/**
 * SQL pieces the students' figures share: the school scope as a condition, the percentage of a
 * grade, attendance and payment summaries as aggregate columns, and reading raw rows.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { FINANCE_STATS_COUNTED } from '@/contract/finance';
import type { AttendanceSummary, PaymentSummary } from '@/contract/student-records';
import type { DbOrTx } from '../../db/connection';
import { attendance, grades, payments } from '../../db/schema';
import { schoolScopeFilter } from '../school-scope';
import type { AuthUser } from '../../types';
import { attendanceRate } from './attendance-rate';

/** `school_id in (…)` of the user's schools, or `true` when the user sees every school. */
export function scopeSql(user: Pick<AuthUser, 'schoolId' | 'dataScopes'>, column: PgColumn): SQL {
  const filter = schoolScopeFilter(user);
  return filter === 'all' ? sql`true` : (inArray(column, filter) as SQL);
}

/** The key of a user's scope, so cached answers are never shared between different scopes. */
export function scopeKey(user: Pick<AuthUser, 'schoolId' | 'dataScopes'>): string {
  const filter = schoolScopeFilter(user);
  return filter === 'all' ? '*' : [...filter].sort((a, b) => a - b).join(',');
}

export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** A grade as a percentage of its maximum (numeric; null when the maximum is 0). */
export const gradePercentSql = sql`(${grades.score} * 100.0 / nullif(${grades.maxScore}, 0))`;

export { ATTENDED_STATUSES } from './attendance-rate';

/** Aggregate columns over `attendance` rows: total, present, absent, late, excused (a caller keeps to school days: attendance-rate.ts). */
export const attendanceCountsSql = sql`
  count(*)::int as total,
  (count(*) filter (where ${attendance.status} = 'PRESENT'))::int as present,
  (count(*) filter (where ${attendance.status} = 'ABSENT'))::int as absent,
  (count(*) filter (where ${attendance.status} = 'LATE'))::int as late,
  (count(*) filter (where ${attendance.status} = 'EXCUSED'))::int as excused`;

export type AttendanceCounts = { total: number; present: number; absent: number; late: number; excused: number };

export function toAttendanceSummary(row: AttendanceCounts | undefined): AttendanceSummary {
  const counts = {
    total: Number(row?.total ?? 0),
    present: Number(row?.present ?? 0),
    absent: Number(row?.absent ?? 0),
    late: Number(row?.late ?? 0),
    excused: Number(row?.excused ?? 0),
  };
  return { ...counts, rate: attendanceRate({ ...counts, marks: counts.total }) };
}

const NOT_BILLED = ['CANCELLED', 'VOIDED', 'REFUNDED', 'FAILED'];
/** Paid: what the finance figures count as money in (the contract's rule, never restated). */
const PAID = FINANCE_STATS_COUNTED.paymentStatuses;
const PENDING = ['PENDING', 'UNPAID', 'PROCESSING'];

const inList = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

/** Aggregate columns over `payments` rows; sums stay numeric in the database and leave as text. */
export const paymentSumsSql = sql`
  count(*)::int as count,
  coalesce(sum(${payments.total}) filter (where ${payments.status} not in (${inList(NOT_BILLED)})), 0)::text as total,
  coalesce(sum(${payments.amount}) filter (where ${payments.status} in (${inList(PAID)})), 0)::text as paid,
  coalesce(sum(${payments.total}) filter (where ${payments.status} in (${inList(PENDING)})), 0)::text as pending,
  coalesce(sum(${payments.total}) filter (where ${payments.status} = 'OVERDUE'), 0)::text as overdue`;

export type PaymentSums = { count: number; total: string; paid: string; pending: string; overdue: string };

/** numeric(14,2) text to a JSON number: exact for any amount a school bills (under 2^53 cents). */
export function toPaymentSummary(row: PaymentSums | undefined): PaymentSummary {
  return {
    count: Number(row?.count ?? 0),
    total: Number(row?.total ?? 0),
    paid: Number(row?.paid ?? 0),
    pending: Number(row?.pending ?? 0),
    overdue: Number(row?.overdue ?? 0),
  };
}

/** "First Last" of a user row, or the username. */
export function personName(firstName: string | null, lastName: string | null, fallback: string): string {
  const name = [firstName, lastName].filter(Boolean).join(' ').trim();
  return name || fallback;
}
