/**
 * The overview's fallback (spec part 2 §2.4: a card is 'Calculated' when the server's stats are
 * missing): each figure from the list answers the user can read, whose meta carries exact sums
 * over every match (payments `meta.totalAmount`, expenses and payroll `meta.summary.totalAmount`),
 * so one row per request is enough. The statuses counted are GET /finance/stats's own (the
 * contract's FINANCE_STATS_COUNTED), asked for by status (payments) or by the list filters' words
 * (expenses, payroll), so a calculated card shows what the server's would.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { centsToDecimal, decimalToCents, EXPENSE_STATUS_ALIASES, FINANCE_STATS_COUNTED, moneyNumber, PAYROLL_STATUS_ALIASES, STATUS_FILTER_ALIASES, type StatusFilterAlias } from '@/contract/finance';
import * as expenseEndpoints from '@/contract/endpoints/finance/expenses';
import * as payrollEndpoints from '@/contract/endpoints/finance/payroll';
import { send } from '@/lib/api/send';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { getPayments } from '@/features/finance/api/get-payments';
import { FINANCE_CACHE_MS } from '@/features/finance/finance-timings';

/** A figure the user may not read (no permission, or its list failed) is null. */
export type CalculatedTotals = {
  totalPayments: number | null;
  totalExpenses: number | null;
  totalPayroll: number | null;
  netIncome: number | null;
};

export type CalculatedTotalsAccess = { payments: boolean; expenses: boolean; payroll: boolean };

/**
 * The list filter words none of whose statuses is left out. Each word stands for a group of
 * statuses and the groups split every status, so these words ask for exactly what counts.
 */
export function countedStatusWords(aliases: Record<StatusFilterAlias, readonly string[]>, leftOut: readonly string[]): StatusFilterAlias[] {
  return STATUS_FILTER_ALIASES.filter((word) => aliases[word].every((status) => !leftOut.includes(status)));
}

const COUNTED_EXPENSE_WORDS = countedStatusWords(EXPENSE_STATUS_ALIASES, FINANCE_STATS_COUNTED.expenseStatusesLeftOut);
const COUNTED_PAYROLL_WORDS = countedStatusWords(PAYROLL_STATUS_ALIASES, FINANCE_STATS_COUNTED.payrollStatusesLeftOut);

/** The sum over every match of GET /expenses or GET /payrolls with one status word (one row asked for). */
async function listSummaryTotal(list: typeof expenseEndpoints.list | typeof payrollEndpoints.list, status: StatusFilterAlias, signal?: AbortSignal): Promise<number> {
  const answer = await send(list, { query: { status, limit: 1 } }, { signal, failed: `Unexpected ${list.path} answer` });
  return answer.meta.summary.totalAmount;
}

/** Sums in whole cents: money is never added as floating point. */
function sumMoney(values: readonly number[]): number {
  const cents = values.reduce((sum, value) => sum + (decimalToCents(value) ?? Number.NaN), 0);
  return Number.isSafeInteger(cents) ? moneyNumber(centsToDecimal(cents)) : Number.NaN;
}

/** The sum of the parts, or null when any part cannot be read. */
async function settledSum(parts: Promise<number>[]): Promise<number | null> {
  try {
    return sumMoney(await Promise.all(parts));
  } catch {
    return null;
  }
}

export async function getCalculatedTotals(access: CalculatedTotalsAccess, signal?: AbortSignal): Promise<CalculatedTotals> {
  const [totalPayments, totalExpenses, totalPayroll] = await Promise.all([
    access.payments
      ? settledSum(FINANCE_STATS_COUNTED.paymentStatuses.map((status) => getPayments({ status, limit: 1 }, signal).then((page) => page.totalAmount)))
      : null,
    access.expenses ? settledSum(COUNTED_EXPENSE_WORDS.map((word) => listSummaryTotal(expenseEndpoints.list, word, signal))) : null,
    access.payroll ? settledSum(COUNTED_PAYROLL_WORDS.map((word) => listSummaryTotal(payrollEndpoints.list, word, signal))) : null,
  ]);
  const netIncome =
    totalPayments === null || totalExpenses === null || totalPayroll === null ? null : sumMoney([totalPayments, -totalExpenses, -totalPayroll]);
  return { totalPayments, totalExpenses, totalPayroll, netIncome };
}

export function calculatedTotalsQueryOptions(access: CalculatedTotalsAccess) {
  return queryOptions({
    queryKey: financeKeys.calculatedStats(access),
    queryFn: ({ signal }) => getCalculatedTotals(access, signal),
    staleTime: FINANCE_CACHE_MS,
  });
}

/** Asked for only while `enabled` (the server's stats failed). */
export function useCalculatedTotals(access: CalculatedTotalsAccess, enabled: boolean) {
  return useQuery({ ...calculatedTotalsQueryOptions(access), enabled, refetchOnMount: true });
}
