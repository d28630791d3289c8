/**
 * What a budget has spent: the sum of its category's expenses dated within its period, except
 * deleted ones and those no money figure counts (FINANCE_STATS_COUNTED: REJECTED), in the budget's school. SQL numeric (exact), a correlated subquery
 * over a budgets row, so lists and sums use the same rule.
 */
import { sql, type SQL } from 'drizzle-orm';
import { FINANCE_STATS_COUNTED } from '@/contract/finance';
import { budgets, expenses } from '../../../db/schema';

export const BUDGET_EXCLUDED_EXPENSE_STATUSES = FINANCE_STATS_COUNTED.expenseStatusesLeftOut;

export const budgetSpentSql: SQL<string> = sql<string>`(
  select coalesce(sum(${expenses.amount}), 0)
  from ${expenses}
  where ${expenses.schoolId} = ${budgets.schoolId}
    and ${expenses.category} = ${budgets.category}
    and ${expenses.date} between ${budgets.startDate} and ${budgets.endDate}
    and ${expenses.status} not in (${sql.join(
      BUDGET_EXCLUDED_EXPENSE_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )})
    and ${expenses.deletedAt} is null
)`;
