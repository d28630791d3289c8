import { describe, expect, it } from 'vitest';
import { EXPENSE_STATUS_ALIASES, EXPENSE_STATUSES, FINANCE_STATS_COUNTED, PAYROLL_STATUS_ALIASES, PAYROLL_STATUSES } from '@/contract/finance';
import { countedStatusWords } from '@/features/finance/api/get-calculated-totals';

describe("the 'Calculated' fallback counts what GET /finance/stats counts", () => {
  it('the filter words it asks for stand for exactly the counted expense and payroll statuses', () => {
    const statusesOf = (aliases: Record<string, readonly string[]>, words: readonly string[]) => words.flatMap((word) => aliases[word]).sort();
    const expenseWords = countedStatusWords(EXPENSE_STATUS_ALIASES, FINANCE_STATS_COUNTED.expenseStatusesLeftOut);
    const payrollWords = countedStatusWords(PAYROLL_STATUS_ALIASES, FINANCE_STATS_COUNTED.payrollStatusesLeftOut);
    const leftOut = (statuses: readonly string[], out: readonly string[]) => statuses.filter((status) => !out.includes(status)).sort();
    expect(expenseWords).toEqual(['completed', 'pending']);
    expect(statusesOf(EXPENSE_STATUS_ALIASES, expenseWords)).toEqual(leftOut(EXPENSE_STATUSES, FINANCE_STATS_COUNTED.expenseStatusesLeftOut));
    expect(payrollWords).toEqual(['completed', 'pending']);
    expect(statusesOf(PAYROLL_STATUS_ALIASES, payrollWords)).toEqual(leftOut(PAYROLL_STATUSES, FINANCE_STATS_COUNTED.payrollStatusesLeftOut));
  });
});
