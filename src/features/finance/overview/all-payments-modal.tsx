import { Divider, Group, Modal, Pagination, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { centsToDecimal, decimalToCents, DEFAULT_FINANCE_PAGE_SIZE, moneyNumber } from '@/contract/finance';
import { usePayments } from '@/features/finance/api/get-payments';
import { FinanceLoading } from '@/features/finance/components/finance-loading';
import { FinanceQueryError } from '@/features/finance/components/finance-query-error';
import { useFinanceFormat } from '@/features/finance/hooks/use-finance-format';
import { PaymentSummaryItem } from '@/features/finance/overview/payment-summary-item';

export type AllPaymentsModalProps = { opened: boolean; onClose: () => void };

/** The mean of `count` payments summing `total`, to the cent (whole-cent division, rounded half up). */
export function averagePayment(total: number, count: number): number {
  const cents = decimalToCents(total);
  if (count <= 0 || cents === null) return 0;
  return moneyNumber(centsToDecimal(Math.round(cents / count)));
}

function Figure({ label, value }: { label: string; value: string }) {
  const labelId = useId();
  return (
    <Paper withBorder p="sm" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Paper>
  );
}

/**
 * 'See All' (spec part 2 §2.4): the count, total and average over every payment (the server's
 * meta, exact, not this page's rows) and the payments page by page, newest first.
 */
function AllPaymentsContent() {
  const { t } = useTranslation();
  const format = useFinanceFormat();
  const [page, setPage] = useState(1);
  const list = usePayments({ page, limit: DEFAULT_FINANCE_PAGE_SIZE, sortBy: 'paymentDate', sortOrder: 'desc' });

  if (list.isPending) return <FinanceLoading label={t('finance.payments.loading')} />;
  if (!list.data) {
    return (
      <FinanceQueryError
        title={t('finance.payments.errorTitle')}
        fallback={t('finance.payments.errorFallback')}
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  const { payments, total, totalAmount, pagination } = list.data;
  return (
    <Stack gap="md" aria-busy={list.isFetching}>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Figure label={t('finance.overview.totalCount')} value={format.count(total)} />
        <Figure label={t('finance.overview.totalAmount')} value={format.money(totalAmount)} />
        <Figure label={t('finance.overview.averagePayment')} value={format.money(averagePayment(totalAmount, total))} />
      </SimpleGrid>
      {payments.length === 0 ? (
        <Text c="dimmed" role="status">
          {t('finance.overview.emptyTitle')}
        </Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('finance.overview.allPayments')}>
          {payments.map((payment, index) => (
            <li key={payment.id}>
              {index > 0 ? <Divider /> : null}
              <PaymentSummaryItem payment={payment} />
            </li>
          ))}
        </Stack>
      )}
      {pagination.totalPages > 1 ? (
        <Group justify="center">
          <nav aria-label={t('finance.pagination.label')}>
            <Pagination
              total={pagination.totalPages}
              value={pagination.currentPage}
              onChange={setPage}
              size="sm"
            />
          </nav>
        </Group>
      ) : null}
    </Stack>
  );
}

export function AllPaymentsModal({ opened, onClose }: AllPaymentsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('finance.overview.allPayments')} size="lg">
      {/* Mounted only while open: its page starts at 1 each time, and nothing is fetched while closed. */}
      {opened ? <AllPaymentsContent /> : null}
    </Modal>
  );
}
