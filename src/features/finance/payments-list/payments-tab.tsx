import { Button, Center, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment, PaymentBill } from '@/contract/finance';
import { usePayments } from '@/features/finance/api/get-payments';
import { useSchoolProfile } from '@/lib/school/school-profile';
import { FinanceLoading } from '@/features/finance/components/finance-loading';
import { FinanceQueryError } from '@/features/finance/components/finance-query-error';
import { useFinanceFormat } from '@/features/finance/hooks/use-finance-format';
import { PaymentBillModal } from '@/features/finance/payments/payment-bill-modal';
import { DeletePaymentDialog } from '@/features/finance/payments-list/delete-payment-dialog';
import { PaymentListToolbar } from '@/features/finance/payments-list/payment-list-toolbar';
import { PendingPayments, usePendingPayments } from '@/features/finance/payments-list/pending-payments';
import { PaymentsTable } from '@/features/finance/payments-list/payments-table';
import type { PaymentListState } from '@/features/finance/payments-list/use-payment-list-state';

export type PaymentsTabProps = {
  state: PaymentListState;
  /** Left out: the user may not record payments. */
  onAdd?: () => void;
  canDelete: boolean;
};

/**
 * The Payments tab: the payments waiting on this device (pending-payments.tsx), then the list with
 * search, filters, sort and pages; each payment's bill and delete.
 */
export function PaymentsTab({ state, onAdd, canDelete }: PaymentsTabProps) {
  const { t } = useTranslation();
  const format = useFinanceFormat();
  const list = usePayments(state.params);
  const pending = usePendingPayments();
  // Read (and kept on the device) while the server answers: a payment made during an outage prints
  // its provisional bill with the school's name and manager (pending-payments.tsx).
  useSchoolProfile();
  const [billFor, setBillFor] = useState<number | null>(null);
  const [provisionalBill, setProvisionalBill] = useState<PaymentBill | null>(null);
  // Kept while the dialog closes, so its text does not vanish mid-animation.
  const [deleting, setDeleting] = useState<Payment | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);

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
  } else if (list.data.payments.length === 0) {
    const { pagination } = list.data;
    const pastTheEnd = pagination.totalCount > 0 && pagination.currentPage > 1;
    content = (
      <Center py="xl" role="status">
        <Stack align="center" gap="xs">
          <Text fw={600}>{t('finance.payments.emptyTitle')}</Text>
          <Text size="sm" c="dimmed">
            {state.isNarrowed ? t('finance.payments.emptyFiltered') : t('finance.payments.emptyFirst')}
          </Text>
          {pastTheEnd ? (
            <Button variant="light" onClick={() => state.setPage(Math.max(1, pagination.totalPages))}>
              {t('finance.pagination.goTo', { page: Math.max(1, pagination.totalPages) })}
            </Button>
          ) : state.isNarrowed ? (
            <Button variant="light" onClick={state.clearFilters}>
              {t('finance.payments.clearFilters')}
            </Button>
          ) : onAdd ? (
            <Button onClick={onAdd}>{t('finance.add.payment')}</Button>
          ) : null}
        </Stack>
      </Center>
    );
  } else {
    const { payments, pagination, total, totalAmount } = list.data;
    const from = (pagination.currentPage - 1) * pagination.limit + 1;
    content = (
      <Stack gap="sm" aria-busy={list.isFetching}>
        {/* A later refresh failed: the rows already shown stay, the error shows above them. */}
        {list.isError ? (
          <FinanceQueryError
            title={t('finance.payments.errorTitle')}
            fallback={t('finance.payments.errorFallback')}
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : null}
        <PaymentsTable
          payments={payments}
          pendingStates={pending.changed}
          onBill={(payment) => setBillFor(payment.id)}
          onDelete={
            canDelete
              ? (payment) => {
                  setDeleting(payment);
                  setDeleteOpen(true);
                }
              : undefined
          }
        />
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('finance.payments.showing', { from, to: from + payments.length - 1, total: format.count(total), amount: format.money(totalAmount) })}
          </Text>
          {pagination.totalPages > 1 ? (
            <nav aria-label={t('finance.pagination.label')}>
              <Pagination
                total={pagination.totalPages}
                value={pagination.currentPage}
                onChange={state.setPage}
                size="sm"
              />
            </nav>
          ) : null}
        </Group>
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('finance.tabs.payments')}>
      <Stack gap="md">
        <PaymentListToolbar state={state} />
        <PendingPayments created={pending.created} onBill={setProvisionalBill} />
        {content}
      </Stack>
      <PaymentBillModal
        paymentId={billFor}
        provisional={provisionalBill}
        onClose={() => {
          setBillFor(null);
          setProvisionalBill(null);
        }}
      />
      <DeletePaymentDialog payment={deleting} opened={deleteOpen} onClose={() => setDeleteOpen(false)} />
    </Paper>
  );
}
