import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFinancePermissions } from '@/features/finance/components/use-finance-permissions';
import { OverviewCards } from '@/features/finance/overview/overview-cards';
import { RecentTransactions, type FinanceAddActions } from '@/features/finance/overview/recent-transactions';

/** The Overview tab (spec part 2 §2.4): the four cards and Recent Transactions. */
export function FinanceOverview(actions: FinanceAddActions) {
  const { t } = useTranslation();
  const permissions = useFinancePermissions();
  const access = { payments: permissions.canReadPayments, expenses: permissions.canReadExpenses, payroll: permissions.canReadPayroll };
  return (
    <Stack gap="md" component="section" aria-label={t('finance.tabs.overview')}>
      <OverviewCards access={access} />
      {permissions.canReadPayments ? <RecentTransactions {...actions} /> : null}
    </Stack>
  );
}
