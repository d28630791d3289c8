/**
 * The WHERE, ORDER BY and summary of GET /payrolls (spec part 2 §2.4, §3.7, §7.4): search over
 * employee name and id, employeeId (exact, case-insensitive), status (canonical or the spec's
 * completed/pending/cancelled, PAYROLL_STATUS_ALIASES), month (YYYY-MM of the salary month), and
 * a date range over the payment date. `date` sorts by payment date (unpaid rows last), then
 * salary month. Sums are numeric in SQL (exact).
 */
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  PAYROLL_STATUS_ALIASES,
  STATUS_FILTER_ALIASES,
  type PayrollListQuery,
  type PayrollStatus,
  type StatusFilterAlias,
} from '@/contract/finance';
import { payrolls } from '../../db/schema';
import { likePattern } from '../../lib/lookup-query';
import { schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';

export function payrollStatusesOf(filter: string): readonly string[] {
  return (STATUS_FILTER_ALIASES as readonly string[]).includes(filter)
    ? PAYROLL_STATUS_ALIASES[filter as StatusFilterAlias]
    : [filter as PayrollStatus];
}

/** The first and last day of a YYYY-MM month. */
function monthRange(month: string): [string, string] {
  const [year, number] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return [`${month}-01`, `${month}-${String(last).padStart(2, '0')}`];
}

export function payrollListCondition(user: AuthUser, query: Partial<PayrollListQuery>): SQL | undefined {
  const search = query.search?.trim();
  const pattern = search ? likePattern(search) : undefined;
  const month = query.month ? monthRange(query.month) : undefined;
  return and(
    schoolScopeCondition(user, payrolls.schoolId),
    isNull(payrolls.deletedAt),
    query.employeeId ? eq(sql`lower(${payrolls.employeeId})`, query.employeeId.toLowerCase()) : undefined,
    query.status ? inArray(payrolls.status, [...payrollStatusesOf(query.status)]) : undefined,
    month ? and(gte(payrolls.salaryMonth, month[0]), lte(payrolls.salaryMonth, month[1])) : undefined,
    query.startDate ? gte(payrolls.paymentDate, query.startDate) : undefined,
    query.endDate ? lte(payrolls.paymentDate, query.endDate) : undefined,
    pattern ? or(ilike(payrolls.employeeName, pattern), ilike(payrolls.employeeId, pattern)) : undefined,
  );
}

export function payrollOrderBy(sortBy: PayrollListQuery['sortBy'], sortOrder: PayrollListQuery['sortOrder']): SQL[] {
  const direction = sortOrder === 'asc' ? asc : desc;
  const keys: Record<PayrollListQuery['sortBy'], SQL[]> = {
    date: [sql`${direction(payrolls.paymentDate)} nulls last`, direction(payrolls.salaryMonth)],
    amount: [direction(payrolls.netSalary)],
    status: [direction(payrolls.status), desc(payrolls.salaryMonth)],
  };
  return [...keys[sortBy], direction(payrolls.id)];
}
