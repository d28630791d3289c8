import { Button, Center, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCash, IconReceipt, IconUsers } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECENT_TRANSACTIONS_COUNT } from '@/contract/finance';
import { usePayments } from '@/features/finance/api/get-payments';
import { FinanceLoading } from '@/features/finance/components/finance-loading';
import { FinanceQueryError } from '@/features/finance/components/finance-query-error';
import { AllPaymentsModal } from '@/features/finance/overview/all-payments-modal';
import { PaymentSummaryItem } from '@/features/finance/overview/payment-summary-item';

/** The screen's add actions the user may take (left out: no permission). */
export type FinanceAddActions = { onAddPayment?: () => void; onAddExpense?: () => void; onAddPayroll?: () => void };

/** Spec part 2 §2.4: no payments at all → 'No Payments Found' with the three add actions. */
function NoPayments({ onAddPayment, onAddExpense, onAddPayroll }: FinanceAddActions) {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status">
      <Stack align="center" gap="sm">
        <Title order={3} size="h4">
          {t('finance.overview.emptyTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('finance.overview.emptyBody')}
        </Text>
        <Group gap="sm" justify="center">
          {onAddPayment ? (
            <Button leftSection={<IconCash size={16} aria-hidden />} onClick={onAddPayment}>
              {t('finance.add.payment')}
            </Button>
          ) : null}
          {onAddExpense ? (
            <Button variant="light" leftSection={<IconReceipt size={16} aria-hidden />} onClick={onAddExpense}>
              {t('finance.add.expense')}
            </Button>
          ) : null}
          {onAddPayroll ? (
            <Button variant="light" leftSection={<IconUsers size={16} aria-hidden />} onClick={onAddPayroll}>
              {t('finance.add.payroll')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Center>
  );
}

/** Recent Transactions: the 5 latest payments, 'See All' for the rest (spec part 2 §2.4, §9). */
export function RecentTransactions(actions: FinanceAddActions) {
  const { t } = useTranslation();
  const titleId = useId();
  const [allOpen, setAllOpen] = useState(false);
  const list = usePayments({ page: 1, limit: RECENT_TRANSACTIONS_COUNT, sortBy: 'paymentDate', sortOrder: 'desc' });

  let content;
  if (list.isPending) content = <FinanceLoading label={t('finance.payments.loading')} />;
  else if (!list.data) {
    content = (
      <FinanceQueryError
        title={t('finance.payments.errorTitle')}
        fallback={t('finance.payments.errorFallback')}
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (list.data.total === 0) content = <NoPayments {...actions} />;
  else {
    content = (
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={titleId} aria-busy={list.isFetching}>
        {list.data.payments.map((payment, index) => (
          <li key={payment.id}>
            {index > 0 ? <Divider /> : null}
            <PaymentSummaryItem payment={payment} />
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5" id={titleId}>
            {t('finance.overview.recentTransactions')}
          </Title>
          {list.data && list.data.total > 0 ? (
            <Button variant="subtle" size="compact-sm" onClick={() => setAllOpen(true)}>
              {t('finance.overview.seeAll')}
            </Button>
          ) : null}
        </Group>
        {content}
      </Stack>
      <AllPaymentsModal opened={allOpen} onClose={() => setAllOpen(false)} />
    </Paper>
  );
}
