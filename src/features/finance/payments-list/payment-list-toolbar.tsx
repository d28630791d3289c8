import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FINANCE_SORT_ORDERS, PAYMENT_SORT_FIELDS } from '@/contract/finance';
import type { FinanceSortOrder, PaymentSortField } from '@/features/finance/api/get-payments';
import { useFinanceLabels, type FinanceOption } from '@/features/finance/hooks/use-finance-labels';
import type { PaymentFilters, PaymentListState } from '@/features/finance/payments-list/use-payment-list-state';
import { CalendarDateInput } from '@/lib/ui/calendar-date-input';

const SORT_OPTIONS = PAYMENT_SORT_FIELDS.flatMap((field) => FINANCE_SORT_ORDERS.map((order) => `${field}:${order}`));

/** Search, status/method/type filters, date range and sort of the Payments tab. */
export function PaymentListToolbar({ state }: { state: PaymentListState }) {
  const { t } = useTranslation();
  const labels = useFinanceLabels();
  const { filters, params } = state;
  const choice = <K extends 'status' | 'method' | 'type'>(name: K, options: FinanceOption[]) => (
    <NativeSelect
      label={t(`finance.payments.filters.${name}`)}
      value={filters[name] ?? ''}
      onChange={(event) => state.setFilter(name, event.currentTarget.value as PaymentFilters[K])}
      data={[{ value: '', label: t(`finance.payments.filters.${name}All`) }, ...options]}
    />
  );
  const date = (name: 'startDate' | 'endDate', error?: string) => (
    <CalendarDateInput
      label={t(`finance.payments.filters.${name}`)}
      value={filters[name] ?? ''}
      onChange={(day) => state.setFilter(name, day)}
      error={error}
    />
  );

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          style={{ flex: '1 1 16rem' }}
          label={t('finance.payments.search.label')}
          placeholder={t('finance.payments.search.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={state.searchText}
          onChange={(event) => state.setSearchText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') state.applySearchNow();
          }}
        />
        <NativeSelect
          label={t('finance.payments.sort.label')}
          value={`${params.sortBy}:${params.sortOrder}`}
          onChange={(event) => {
            const [sortBy, sortOrder] = event.currentTarget.value.split(':') as [PaymentSortField, FinanceSortOrder];
            state.setSort({ sortBy, sortOrder });
          }}
          data={SORT_OPTIONS.map((value) => {
            const [field, order] = value.split(':');
            return { value, label: t('finance.payments.sort.option', { field: t(`finance.payments.sort.fields.${field}`), order: t(`finance.payments.sort.${order}`) }) };
          })}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        {choice('status', labels.options.paymentStatus)}
        {choice('method', labels.options.paymentMethod)}
        {choice('type', labels.options.paymentType)}
        {date('startDate')}
        {date('endDate', state.rangeReversed ? t('finance.payments.filters.rangeReversed') : undefined)}
      </SimpleGrid>
      {state.isNarrowed ? (
        <Group>
          <Button variant="subtle" size="compact-sm" leftSection={<IconX size={14} aria-hidden />} onClick={state.clearFilters}>
            {t('finance.payments.clearFilters')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
