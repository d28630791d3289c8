/**
 * The finance overview's figures (GET /finance/stats, /finance/dashboard, and the totals of the
 * analytics and reports): totalPayments, totalExpenses, totalPayroll and netIncome =
 * totalPayments - totalExpenses - totalPayroll over the schools in the user's scope, optionally
 * within a date range, with the rows counted. The sums and the difference are numeric in SQL
 * (exact to the cent), answered as numbers with 2 decimals.
 *
 * What counts (the contract's FINANCE_STATS_COUNTED): payments that brought money in (PAID,
 * PARTIALLY_PAID); expenses and payroll that are owed or paid, i.e. not refused or called off
 * (expenses without REJECTED; payroll without CANCELLED and FAILED). Soft-deleted rows never
 * count. The conditions are finance-analytics-filters.ts's, the ones the lists' cards use too.
 * The range applies to the payment date, the expense date and the payroll's salary month.
 */
import { and, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { moneyNumber, type FinanceStats } from '@/contract/finance';
import type { DbOrTx } from '../../../db/connection';
import { expenses, payments, payrolls } from '../../../db/schema';
import { schoolScopeCondition } from '../../../lib/school-scope';
import type { AuthUser } from '../../../types';
import { countedExpense, countedPayroll, paidPayment } from './finance-analytics-filters';

type StatsRange = { startDate?: string; endDate?: string };

export async function readFinanceStats(db: DbOrTx, user: AuthUser, range: StatsRange) {
  const within = (column: Parameters<typeof gte>[0]): (SQL | undefined)[] => [
    range.startDate ? gte(column, range.startDate) : undefined,
    range.endDate ? lte(column, range.endDate) : undefined,
  ];
  const paymentWhere = and(
    schoolScopeCondition(user, payments.schoolId),
    isNull(payments.deletedAt),
    paidPayment,
    ...within(payments.paymentDate),
  );
  const expenseWhere = and(
    schoolScopeCondition(user, expenses.schoolId),
    isNull(expenses.deletedAt),
    countedExpense,
    ...within(expenses.date),
  );
  const payrollWhere = and(
    schoolScopeCondition(user, payrolls.schoolId),
    isNull(payrolls.deletedAt),
    countedPayroll,
    ...within(payrolls.salaryMonth),
  );
  // One statement, one pass per table: each CTE reads its table once for its sum and count (a
  // sub-select repeated in the sum, the net and the count would scan it three times). The sums
  // and the difference stay numeric (exact).
  const totals = (table: typeof payments | typeof expenses | typeof payrolls, money: Parameters<typeof gte>[0], where: SQL | undefined) =>
    sql`select coalesce(sum(${money}), 0) as money, count(*)::int as rows from ${table} where ${where}`;
  const statement = sql`with
      paid as (${totals(payments, payments.total, paymentWhere)}),
      spent as (${totals(expenses, expenses.amount, expenseWhere)}),
      salaries as (${totals(payrolls, payrolls.netSalary, payrollWhere)})
    select paid.money::text as "totalPayments", spent.money::text as "totalExpenses",
      salaries.money::text as "totalPayroll", (paid.money - spent.money - salaries.money)::text as "netIncome",
      paid.rows as "paymentCount", spent.rows as "expenseCount", salaries.rows as "payrollCount"
    from paid, spent, salaries`;
  type StatsRow = {
    totalPayments: string;
    totalExpenses: string;
    totalPayroll: string;
    netIncome: string;
    paymentCount: number;
    expenseCount: number;
    payrollCount: number;
  };
  const {
    rows: [row],
  } = (await db.execute(statement)) as unknown as { rows: StatsRow[] };
  const stats: FinanceStats = {
    totalPayments: moneyNumber(row.totalPayments),
    totalExpenses: moneyNumber(row.totalExpenses),
    totalPayroll: moneyNumber(row.totalPayroll),
    netIncome: moneyNumber(row.netIncome),
  };
  return { ...stats, paymentCount: Number(row.paymentCount), expenseCount: Number(row.expenseCount), payrollCount: Number(row.payrollCount) };
}
