// The charts' own styles: the app's full-styles.ts does not load them (yet).
import '@mantine/charts/styles.layer.css';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCash, IconReceipt, IconScale, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFinanceAnalytics, type FinanceAnalyticsRange } from '@/features/finance/api/get-finance-analytics';
import { FinanceBreakdown } from '@/features/finance/analytics/finance-breakdown';
import { FinanceReports } from '@/features/finance/analytics/finance-reports';
import { MonthlyFinanceChart } from '@/features/finance/analytics/monthly-finance-chart';
import { FinanceLoading } from '@/features/finance/components/finance-loading';
import { FinanceQueryError } from '@/features/finance/components/finance-query-error';
import { useFinanceFormat } from '@/features/finance/hooks/use-finance-format';
import { FinanceStatCard } from '@/features/finance/overview/finance-stat-card';
import { useFinanceLabels } from '@/features/finance/hooks/use-finance-labels';
import { CalendarDateInput } from '@/lib/ui/calendar-date-input';

/**
 * The Analytics tab, from GET /finance/analytics. The range starts as the server's default (the
 * last 12 months, shown in the fields from its answer); a chosen range replaces it, and a reversed
 * one is shown as an error and not asked for. The Reports section downloads files of the same range.
 */
export function FinanceAnalyticsTab() {
  const { t } = useTranslation();
  const format = useFinanceFormat();
  const labels = useFinanceLabels();
  const [chosen, setChosen] = useState<FinanceAnalyticsRange | null>(null);
  const [draft, setDraft] = useState<FinanceAnalyticsRange | null>(null);
  const query = useFinanceAnalytics(chosen ?? {});
  const analytics = query.data;

  const shown = { startDate: draft?.startDate ?? analytics?.range.startDate ?? '', endDate: draft?.endDate ?? analytics?.range.endDate ?? '' };
  const reversed = Boolean(shown.startDate && shown.endDate && shown.startDate > shown.endDate);
  const handleDate = (name: keyof FinanceAnalyticsRange, value: string) => {
    const next = { ...shown, [name]: value };
    setDraft(next);
    if (next.startDate && next.endDate && next.startDate <= next.endDate) setChosen(next);
  };
  const handleReset = () => {
    setDraft(null);
    setChosen(null);
  };

  const rangePicker = (
    <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={t('finance.analytics.range')}>
      <CalendarDateInput label={t('finance.analytics.from')} value={shown.startDate} onChange={(day) => handleDate('startDate', day)} />
      <CalendarDateInput
        label={t('finance.analytics.to')}
        value={shown.endDate}
        onChange={(day) => handleDate('endDate', day)}
        error={reversed ? t('finance.analytics.rangeReversed') : undefined}
      />
      <Button variant="default" onClick={handleReset} disabled={chosen === null && draft === null}>
        {t('finance.analytics.lastTwelveMonths')}
      </Button>
    </Group>
  );

  if (query.isPending) {
    return (
      <Stack gap="md">
        {rangePicker}
        <FinanceLoading label={t('finance.analytics.loading')} />
      </Stack>
    );
  }
  const errorAlert = query.isError ? (
    <FinanceQueryError
      title={t('finance.analytics.errorTitle')}
      fallback={t('finance.analytics.errorFallback')}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  ) : null;
  if (!analytics) {
    return (
      <Stack gap="md">
        {rangePicker}
        {errorAlert}
      </Stack>
    );
  }

  const { totals } = analytics;
  const counted = (count: number) => t('finance.analytics.records', { count, countText: format.count(count) });
  return (
    <Stack gap="md" component="section" aria-label={t('finance.tabs.analytics')} aria-busy={query.isFetching}>
      {rangePicker}
      {/* Figures already on screen stay when a later read fails; the error shows above them. */}
      {errorAlert}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <FinanceStatCard label={t('finance.analytics.revenue')} value={format.money(totals.revenue)} icon={<IconCash size={20} />} color="green" />
        <FinanceStatCard label={t('finance.analytics.expenses')} value={format.money(totals.expenses)} icon={<IconReceipt size={20} />} color="red" />
        <FinanceStatCard label={t('finance.analytics.payroll')} value={format.money(totals.payroll)} icon={<IconUsers size={20} />} color="orange" />
        <FinanceStatCard label={t('finance.analytics.net')} value={format.money(totals.net)} icon={<IconScale size={20} />} color={totals.net < 0 ? 'red' : 'indigo'} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('finance.analytics.counts', { payments: counted(totals.paymentCount), expenses: counted(totals.expenseCount), payroll: counted(totals.payrollCount) })}
      </Text>
      <MonthlyFinanceChart months={analytics.months} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <FinanceBreakdown title={t('finance.analytics.expensesByCategory')} items={analytics.expensesByCategory} label={(category) => category} color="red.6" />
        <FinanceBreakdown title={t('finance.analytics.paymentsByMethod')} items={analytics.paymentsByMethod} label={labels.method} color="teal.6" />
      </SimpleGrid>
      <FinanceReports range={shown.startDate && shown.endDate && !reversed ? shown : null} />
    </Stack>
  );
}
