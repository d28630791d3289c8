import { SimpleGrid } from '@mantine/core';
import { IconCash, IconReceipt, IconScale, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFinanceFormat } from '@/features/finance/hooks/use-finance-format';
import { FinanceLoading } from '@/features/finance/components/finance-loading';
import { FinanceQueryError } from '@/features/finance/components/finance-query-error';
import { FinanceStatCard } from '@/features/finance/overview/finance-stat-card';
import type { CalculatedTotalsAccess } from '@/features/finance/api/get-calculated-totals';
import { useOverviewTotals, type OverviewFigure } from '@/features/finance/overview/use-overview-totals';

/** Total Revenue, Total Expenses, Total Payroll and Net Income (spec part 2 §2.4). */
export function OverviewCards({ access }: { access: CalculatedTotalsAccess }) {
  const { t } = useTranslation();
  const format = useFinanceFormat();
  const totals = useOverviewTotals(access);

  if (totals.isLoading) return <FinanceLoading label={t('finance.overview.loadingStats')} />;
  if (totals.error) {
    return (
      <FinanceQueryError
        title={t('finance.overview.statsErrorTitle')}
        fallback={t('finance.overview.statsErrorFallback')}
        error={totals.error}
        onRetry={totals.retry}
        retrying={totals.isFetching}
      />
    );
  }
  const shown = (figure: OverviewFigure) => (figure.value === null ? t('common.notAvailable') : format.money(figure.value));
  const { totalPayments, totalExpenses, totalPayroll, netIncome } = totals.figures;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" aria-busy={totals.isFetching}>
      <FinanceStatCard label={t('finance.overview.totalRevenue')} value={shown(totalPayments)} calculated={totalPayments.calculated} icon={<IconCash size={20} />} color="green" />
      <FinanceStatCard label={t('finance.overview.totalExpenses')} value={shown(totalExpenses)} calculated={totalExpenses.calculated} icon={<IconReceipt size={20} />} color="red" />
      <FinanceStatCard label={t('finance.overview.totalPayroll')} value={shown(totalPayroll)} calculated={totalPayroll.calculated} icon={<IconUsers size={20} />} color="orange" />
      <FinanceStatCard
        label={t('finance.overview.netIncome')}
        value={shown(netIncome)}
        calculated={netIncome.calculated}
        icon={<IconScale size={20} />}
        color={netIncome.value !== null && netIncome.value < 0 ? 'red' : 'indigo'}
      />
    </SimpleGrid>
  );
}
