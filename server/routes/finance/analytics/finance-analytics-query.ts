/**
 * GET /finance/analytics (src/contract/finance-analytics.ts): over a range, per month the revenue,
 * expenses, payroll and net; counted expenses per category; paid payments per method; and the
 * range's totals, which are the overview's figures (readFinanceStats) for the same range. Sums and
 * differences are SQL numeric.
 */
import { and, sql } from 'drizzle-orm';
import { moneyNumber } from '@/contract/finance';
import type { AnalyticsRange, FinanceAnalytics, FinanceMonth } from '@/contract/finance-analytics';
import type { DbOrTx } from '../../../db/connection';
import { expenses, payments, payrolls } from '../../../db/schema';
import type { AuthUser } from '../../../types';
import { readBreakdown } from './finance-analytics-breakdown';
import { countedExpense, countedPayroll, expensesInRange, paidPayment, paymentsInRange, payrollsInRange } from './finance-analytics-filters';
import { datePeriodSql, periodSlots, periodTableSql } from './finance-analytics-periods';
import { readFinanceStats } from './finance-stats-repository';

type MonthRow = { period: string; revenue: string; expenses: string; payroll: string; net: string };

async function readFinanceMonths(db: DbOrTx, user: AuthUser, range: AnalyticsRange): Promise<FinanceMonth[]> {
  const slots = periodSlots('month', range);
  const revenue = sql`(select ${datePeriodSql('month', payments.paymentDate)} as period, sum(${payments.total}) as amount
    from ${payments} where ${and(paymentsInRange(user, range), paidPayment)} group by 1) as revenue`;
  const spent = sql`(select ${datePeriodSql('month', expenses.date)} as period, sum(${expenses.amount}) as amount
    from ${expenses} where ${and(expensesInRange(user, range), countedExpense)} group by 1) as spent`;
  const salaries = sql`(select ${datePeriodSql('month', payrolls.salaryMonth)} as period, sum(${payrolls.netSalary}) as amount
    from ${payrolls} where ${and(payrollsInRange(user, range), countedPayroll)} group by 1) as salaries`;
  const statement = sql`select months.period,
      coalesce(revenue.amount, 0)::text as revenue,
      coalesce(spent.amount, 0)::text as expenses,
      coalesce(salaries.amount, 0)::text as payroll,
      (coalesce(revenue.amount, 0) - coalesce(spent.amount, 0) - coalesce(salaries.amount, 0))::text as net
    from ${periodTableSql(
      slots.map((slot) => slot.period),
      'months',
    )}
    left join ${revenue} on revenue.period = months.period
    left join ${spent} on spent.period = months.period
    left join ${salaries} on salaries.period = months.period
    order by months.position`;
  const { rows } = (await db.execute(statement)) as unknown as { rows: MonthRow[] };
  return rows.map((row, index) => ({
    month: slots[index].label,
    revenue: moneyNumber(row.revenue),
    expenses: moneyNumber(row.expenses),
    payroll: moneyNumber(row.payroll),
    net: moneyNumber(row.net),
  }));
}

export async function readFinanceAnalytics(db: DbOrTx, user: AuthUser, range: AnalyticsRange): Promise<FinanceAnalytics> {
  const months = await readFinanceMonths(db, user, range);
  const stats = await readFinanceStats(db, user, range);
  const expensesByCategory = await readBreakdown(
    db,
    { table: expenses, key: expenses.category, amount: expenses.amount },
    and(expensesInRange(user, range), countedExpense),
  );
  const paymentsByMethod = await readBreakdown(
    db,
    { table: payments, key: payments.method, amount: payments.total },
    and(paymentsInRange(user, range), paidPayment),
  );
  return {
    range,
    totals: {
      revenue: stats.totalPayments,
      expenses: stats.totalExpenses,
      payroll: stats.totalPayroll,
      net: stats.netIncome,
      paymentCount: stats.paymentCount,
      expenseCount: stats.expenseCount,
      payrollCount: stats.payrollCount,
    },
    months,
    expensesByCategory,
    paymentsByMethod,
  };
}
