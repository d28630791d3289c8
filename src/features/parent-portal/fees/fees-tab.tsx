import { Stack, Tabs, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeeHistory } from '@/features/parent-portal/api/get-fee-history';
import { useFees, type PortalFeeList } from '@/features/parent-portal/api/get-fees';
import type { PortalChildTabProps } from '@/features/parent-portal/components/portal-tab-props';
import { FeeCard } from '@/features/parent-portal/fees/fee-card';
import { feeSummaryOf } from '@/features/parent-portal/fees/fee-summary-of';
import { FeeSummaryCards } from '@/features/parent-portal/fees/fee-summary-cards';
import { PortalEmpty, PortalLoading, PortalQueryError } from '@/features/parent-portal/components/portal-query-state';

type FeeView = 'current' | 'history';

function FeeList({ query, view }: { query: UseQueryResult<PortalFeeList, unknown>; view: FeeView }) {
  const { t } = useTranslation();
  if (query.isPending) return <PortalLoading label={t(`portalFees.${view}.loading`)} />;
  if (query.isError)
    return (
      <PortalQueryError
        title={t(`portalFees.${view}.errorTitle`)}
        fallback={t(`portalFees.${view}.errorFallback`)}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (query.data.fees.length === 0) return <PortalEmpty text={t(`portalFees.${view}.empty`)} />;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t(`portalFees.tabs.${view}`)}>
      {query.data.fees.map((fee) => (
        <li key={fee.id}>
          <FeeCard fee={fee} />
        </li>
      ))}
    </Stack>
  );
}

/** The Fees tab of the parent portal (spec part 2 §2.5): the summary, then Current Fees and Payment History. */
export function FeesTab({ child }: PortalChildTabProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<FeeView>('current');
  const current = useFees(child.id);
  const history = useFeeHistory(child.id);
  const summary = feeSummaryOf(current.data, history.data);
  return (
    <Stack gap="md">
      <Title order={3}>{t('portalFees.title')}</Title>
      {summary ? <FeeSummaryCards summary={summary} /> : current.isPending || history.isPending ? <PortalLoading label={t('portalFees.summary.loading')} /> : null}
      <Tabs value={view} onChange={(value) => setView(value === 'history' ? 'history' : 'current')} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="current">{t('portalFees.tabs.current')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('portalFees.tabs.history')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="current" pt="sm">
          <FeeList query={current} view="current" />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="sm">
          <FeeList query={history} view="history" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
