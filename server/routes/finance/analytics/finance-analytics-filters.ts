/**
 * The WHERE conditions the finance analytics and reports share: rows of the user's schools, not
 * deleted, dated within the range (payment date, expense date, payroll salary month), and which
 * statuses count. What counts is the overview's rule (FINANCE_STATS_COUNTED), never restated:
 * these conditions are the server's one form of it, used by the overview (finance-stats-repository),
 * the analytics, the reports and the expense and payroll lists' cards (finance-list-summary.ts).
 */
import { and, between, inArray, isNull, notInArray, type SQL } from 'drizzle-orm';
import { FINANCE_STATS_COUNTED } from '@/contract/finance';
import { PAYMENT_OUTSTANDING_STATUSES, type AnalyticsRange } from '@/contract/finance-analytics';
import { expenses, payments, payrolls } from '../../../db/schema';
import { schoolScopeCondition } from '../../../lib/school-scope';
import type { AuthUser } from '../../../types';

/** Every payment of the range, whatever its status. */
export function paymentsInRange(user: AuthUser, range: AnalyticsRange): SQL | undefined {
  return and(
    schoolScopeCondition(user, payments.schoolId),
    isNull(payments.deletedAt),
    between(payments.paymentDate, range.startDate, range.endDate),
  );
}

/** Payments that brought money in (revenue, "paid"). */
export const paidPayment: SQL = inArray(payments.status, [...FINANCE_STATS_COUNTED.paymentStatuses]);
/** Payments whose money is still owed. */
export const outstandingPayment: SQL = inArray(payments.status, [...PAYMENT_OUTSTANDING_STATUSES]);

/** Every expense of the range, whatever its status. */
export function expensesInRange(user: AuthUser, range: AnalyticsRange): SQL | undefined {
  return and(schoolScopeCondition(user, expenses.schoolId), isNull(expenses.deletedAt), between(expenses.date, range.startDate, range.endDate));
}

/** Expenses that count (owed or paid, not refused). */
export const countedExpense: SQL = notInArray(expenses.status, [...FINANCE_STATS_COUNTED.expenseStatusesLeftOut]);

/** Every payroll record whose salary month lies in the range, whatever its status. */
export function payrollsInRange(user: AuthUser, range: AnalyticsRange): SQL | undefined {
  return and(
    schoolScopeCondition(user, payrolls.schoolId),
    isNull(payrolls.deletedAt),
    between(payrolls.salaryMonth, range.startDate, range.endDate),
  );
}

/** Payroll that counts (owed or paid, not called off). */
export const countedPayroll: SQL = notInArray(payrolls.status, [...FINANCE_STATS_COUNTED.payrollStatusesLeftOut]);
