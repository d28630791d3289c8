import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@/contract/permissions';
import type { AnalyticsRange } from '@/contract/finance-analytics';
import { useSessionUser } from '@/lib/session/use-session-user';
import { FinanceReportRow } from '@/features/finance/analytics/finance-report-row';
import { useFinanceReports } from '@/features/finance/api/get-finance-reports';
import { FinanceLoading } from '@/features/finance/components/finance-loading';
import { FinanceQueryError } from '@/features/finance/components/finance-query-error';
import { useFinanceFormat } from '@/features/finance/hooks/use-finance-format';

export type FinanceReportsProps = {
  /** The Analytics tab's range; null while it has none or a reversed one. */
  range: AnalyticsRange | null;
};

/** The Reports section of the Analytics tab (GET /finance/reports), for finance:read only. */
export function FinanceReports({ range }: FinanceReportsProps) {
  const { permissions } = useSessionUser();
  // Display only: the server refuses both report routes without finance:read.
  if (!hasPermission(permissions, 'finance:read')) return null;
  return <FinanceReportList range={range} />;
}

function FinanceReportList({ range }: FinanceReportsProps) {
  const { t } = useTranslation();
  const format = useFinanceFormat();
  const headingId = useId();
  const query = useFinanceReports();

  let body;
  if (query.isPending) {
    body = <FinanceLoading label={t('finance.reports.loading')} />;
  } else if (query.isError) {
    body = (
      <FinanceQueryError
        title={t('finance.reports.errorTitle')}
        fallback={t('finance.reports.errorFallback')}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (query.data.length === 0) {
    body = <Text c="dimmed">{t('finance.reports.empty')}</Text>;
  } else {
    body = (
      <SimpleGrid component="ul" cols={{ base: 1, md: 2 }} spacing="md" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={headingId}>
        {query.data.map((report) => (
          <FinanceReportRow key={report.kind} report={report} range={range} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {t('finance.reports.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {range === null
          ? t('finance.reports.rangeNeeded')
          : t('finance.reports.period', { startDate: format.day(range.startDate), endDate: format.day(range.endDate) })}
      </Text>
      {body}
    </Stack>
  );
}
