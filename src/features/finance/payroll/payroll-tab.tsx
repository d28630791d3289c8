/**
 * The Payroll tab (spec part 2 §2.4 "Payroll list"): search by employee name or id, the status
 * filter (all / completed / pending / cancelled: the server's alias words, docs/decisions.md
 * "Finance"), the month/year filter, sort by payment date, amount or status, the four cards over
 * every match, pages, and rows with a working Edit and a Delete that asks first. Paging, sums and
 * filtering happen on the server (GET /payrolls).
 */
import { Button, Center, Group, Loader, NativeSelect, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_FINANCE_PAGE_SIZE, FINANCE_SORT_ORDERS, PAYROLL_SORT_FIELDS, STATUS_FILTER_ALIASES, type Payroll, type StatusFilterAlias } from '@/contract/finance';
import { usePayrolls, type PayrollListParams } from '@/features/finance/api/get-payrolls';
import { FinanceQueryError } from '@/features/finance/components/finance-query-error';
import { DeletePayrollDialog } from '@/features/finance/payroll/delete-payroll-dialog';
import { PayrollFormModal } from '@/features/finance/payroll/payroll-form-modal';
import { PayrollRecordCard } from '@/features/finance/payroll/payroll-record-card';
import { PendingPayrollRecords, usePendingPayroll } from '@/features/finance/payroll/pending-payroll';
import { PayrollSummaryCards } from '@/features/finance/payroll/payroll-summary-cards';
import { usePayrollPermissions } from '@/features/finance/payroll/use-payroll-permissions';
import { PICKER_DEBOUNCE_MS } from '@/features/finance/finance-timings';

/** The Payroll tab (spec §2.4 "Payroll list"); `onAdd` opens the Add Payroll modal (owned by the screen). */
export type PayrollTabProps = { onAdd: () => void };

type Filters = Omit<PayrollListParams, 'search' | 'page' | 'limit'>;
const DEFAULT_FILTERS: Filters = { status: '', month: '', sortBy: 'date', sortOrder: 'desc' };

export function PayrollTab({ onAdd }: PayrollTabProps) {
  const { t } = useTranslation();
  const permissions = usePayrollPermissions();
  const [search, setSearch] = useState('');
  // The list search waits for a pause in typing, like the pickers (spec §9: 300 ms).
  const [debouncedSearch] = useDebouncedValue(search.trim(), PICKER_DEBOUNCE_MS);
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS);
  const [page, setPage] = useState(1);
  // The record stays while the modal closes (its title and values must not switch to Add meanwhile).
  const [editing, setEditing] = useState<Payroll | null>(null);
  const [editOpened, setEditOpened] = useState(false);
  const [deleting, setDeleting] = useState<Payroll | null>(null);

  const params: PayrollListParams = { ...filters, search: debouncedSearch, page, limit: DEFAULT_FINANCE_PAGE_SIZE };
  const list = usePayrolls(params);
  const pending = usePendingPayroll();
  const narrowed = debouncedSearch !== '' || filters.status !== '' || filters.month !== '';

  // A new search, filter or sort starts again at page 1.
  const changeFilter = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const changeSearch = (text: string) => {
    setSearch(text);
    setPage(1);
  };
  const clearFilters = () => {
    setSearch('');
    setFilters(DEFAULT_FILTERS);
    setPage(1);
  };

  return (
    <Stack gap="md">
      {/* Adding is the screen's floating button (it follows the tab); the empty state offers it too. */}
      <Title order={2} size="h3">
        {t('financePayroll.tab.title')}
      </Title>

      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={t('financePayroll.tab.searchLabel')}
          placeholder={t('financePayroll.tab.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => changeSearch(event.currentTarget.value)}
          style={{ flex: '1 1 16rem' }}
        />
        <NativeSelect
          label={t('financePayroll.tab.statusLabel')}
          value={filters.status}
          onChange={(event) => changeFilter({ status: event.currentTarget.value as StatusFilterAlias | '' })}
          data={[
            { value: '', label: t('financePayroll.filters.all') },
            ...STATUS_FILTER_ALIASES.map((alias) => ({ value: alias, label: t(`financePayroll.filters.${alias}`) })),
          ]}
        />
        <TextInput
          type="month"
          label={t('financePayroll.tab.monthLabel')}
          value={filters.month}
          onChange={(event) => changeFilter({ month: event.currentTarget.value })}
        />
        <NativeSelect
          label={t('financePayroll.tab.sortByLabel')}
          value={filters.sortBy}
          onChange={(event) => changeFilter({ sortBy: event.currentTarget.value as Filters['sortBy'] })}
          data={PAYROLL_SORT_FIELDS.map((field) => ({ value: field, label: t(`financePayroll.sort.${field}`) }))}
        />
        <NativeSelect
          label={t('financePayroll.tab.sortOrderLabel')}
          value={filters.sortOrder}
          onChange={(event) => changeFilter({ sortOrder: event.currentTarget.value as Filters['sortOrder'] })}
          data={[...FINANCE_SORT_ORDERS].reverse().map((order) => ({ value: order, label: t(`financePayroll.sort.${order}`) }))}
        />
      </Group>

      {list.data ? <PayrollSummaryCards summary={list.data.summary} /> : null}

      {list.isPending ? (
        <Center py="xl" role="status">
          <Stack align="center" gap="xs">
            <Loader aria-hidden />
            <Text c="dimmed">{t('financePayroll.tab.loading')}</Text>
          </Stack>
        </Center>
      ) : null}

      {list.isError ? (
        <FinanceQueryError
          title={t('financePayroll.tab.errorTitle')}
          fallback={t('financePayroll.tab.errorFallback')}
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : null}

      {list.data && list.data.payrolls.length === 0 ? (
        <Center py="xl" role="status">
          <Stack align="center" gap="xs">
            <Text fw={600}>{t('financePayroll.tab.emptyTitle')}</Text>
            {narrowed ? (
              <>
                <Text size="sm" c="dimmed">
                  {t('financePayroll.tab.emptyFiltered')}
                </Text>
                <Button variant="light" onClick={clearFilters}>
                  {t('financePayroll.tab.clearFilters')}
                </Button>
              </>
            ) : list.data.pagination.totalCount > 0 ? (
              // Past the last page (its last records were deleted): the pages there are.
              <PayrollPager pagination={list.data.pagination} shown={0} onPage={setPage} />
            ) : permissions.canCreate ? (
              <Button variant="light" onClick={onAdd}>
                {t('financePayroll.tab.addFirst')}
              </Button>
            ) : null}
          </Stack>
        </Center>
      ) : null}

      <PendingPayrollRecords created={pending.created} />

      {list.data && list.data.payrolls.length > 0 ? (
        <Stack gap="sm" aria-busy={list.isFetching}>
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('financePayroll.tab.listLabel')}>
            {list.data.payrolls.map((payroll) => (
              <li key={payroll.id}>
                <PayrollRecordCard
                  payroll={payroll}
                  pendingStates={pending.changed}
                  canEdit={permissions.canUpdate}
                  canDelete={permissions.canDelete}
                  onEdit={(payroll) => {
                    setEditing(payroll);
                    setEditOpened(true);
                  }}
                  onDelete={setDeleting}
                />
              </li>
            ))}
          </Stack>
          <PayrollPager pagination={list.data.pagination} shown={list.data.payrolls.length} onPage={setPage} />
        </Stack>
      ) : null}

      <PayrollFormModal opened={editOpened} payroll={editing} onClose={() => setEditOpened(false)} />
      <DeletePayrollDialog payroll={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

type PayrollPagerProps = {
  pagination: { currentPage: number; totalPages: number; totalCount: number; limit: number };
  shown: number;
  onPage: (page: number) => void;
};

function PayrollPager({ pagination, shown, onPage }: PayrollPagerProps) {
  const { t } = useTranslation();
  const from = (pagination.currentPage - 1) * pagination.limit + 1;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      {shown > 0 ? (
        <Text size="sm" c="dimmed">
          {t('financePayroll.tab.showing', { from, to: from + shown - 1, total: pagination.totalCount })}
        </Text>
      ) : null}
      {pagination.totalPages > 1 ? (
        <nav aria-label={t('financePayroll.tab.paginationLabel')}>
          <Pagination
            total={pagination.totalPages}
            value={pagination.currentPage}
            onChange={onPage}
            size="sm"
          />
        </nav>
      ) : null}
    </Group>
  );
}
