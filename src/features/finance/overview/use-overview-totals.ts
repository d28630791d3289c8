import type { FinanceStats } from '@/contract/finance';
import { useFinanceStats } from '@/features/finance/api/get-finance-stats';
import { useCalculatedTotals, type CalculatedTotalsAccess } from '@/features/finance/api/get-calculated-totals';

export type OverviewFigure = { value: number | null; calculated: boolean };
export type OverviewTotals = {
  figures: Record<keyof FinanceStats, OverviewFigure>;
  isLoading: boolean;
  /** Neither the server's stats nor any list could give a figure. */
  error: unknown;
  retry: () => void;
  isFetching: boolean;
};

const FIGURES: readonly (keyof FinanceStats)[] = ['totalPayments', 'totalExpenses', 'totalPayroll', 'netIncome'];

/**
 * The overview's four figures: GET /finance/stats, and when it fails, each figure computed from
 * the lists and marked calculated (spec part 2 §2.4).
 */
export function useOverviewTotals(access: CalculatedTotalsAccess): OverviewTotals {
  const stats = useFinanceStats();
  const statsMissing = stats.isError && stats.data === undefined;
  const calculated = useCalculatedTotals(access, statsMissing);

  const figures = Object.fromEntries(
    FIGURES.map((name) => {
      if (stats.data) return [name, { value: stats.data[name], calculated: false }];
      const value = calculated.data?.[name] ?? null;
      return [name, { value, calculated: value !== null }];
    }),
  ) as Record<keyof FinanceStats, OverviewFigure>;
  const nothing = statsMissing && calculated.data !== undefined && FIGURES.every((name) => figures[name].value === null);

  return {
    figures,
    isLoading: stats.isPending || (statsMissing && calculated.isPending),
    error: nothing || (statsMissing && calculated.isError) ? stats.error : null,
    retry: () => {
      void stats.refetch();
      if (statsMissing) void calculated.refetch();
    },
    isFetching: stats.isFetching || calculated.isFetching,
  };
}
