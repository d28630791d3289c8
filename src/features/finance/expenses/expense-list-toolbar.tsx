import { Group, NativeSelect, SegmentedControl, TextInput, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPENSE_CATEGORIES, EXPENSE_SORT_FIELDS, FINANCE_SORT_ORDERS, STATUS_FILTER_ALIASES } from '@/contract/finance';
import type { ExpenseListParams } from '@/features/finance/api/get-expenses';
import type { ExpenseListState } from '@/features/finance/expenses/use-expense-list-state';
import { useFinanceLabels } from '@/features/finance/hooks/use-finance-labels';

/** How the rows are laid out: a list of rows (the spec's) or a table (more per screen). */
export type ExpenseLayout = 'list' | 'table';

export type ExpenseListToolbarProps = {
  state: ExpenseListState;
  layout: ExpenseLayout;
  onLayoutChange: (layout: ExpenseLayout) => void;
};

const sortValue = (sortBy: string, sortOrder: string) => `${sortBy}:${sortOrder}`;

function parseSortValue(value: string): [ExpenseListParams['sortBy'], ExpenseListParams['sortOrder']] | null {
  const [field, order] = value.split(':');
  const knownField = EXPENSE_SORT_FIELDS.find((candidate) => candidate === field);
  const knownOrder = FINANCE_SORT_ORDERS.find((candidate) => candidate === order);
  return knownField && knownOrder ? [knownField, knownOrder] : null;
}

/** Search, status and category filters, sort and the layout toggle (spec part 2 §2.4). */
export function ExpenseListToolbar({ state, layout, onLayoutChange }: ExpenseListToolbarProps) {
  const { t } = useTranslation();
  const labels = useFinanceLabels();
  const { params } = state;

  const handleSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      state.applySearchNow();
    }
  };

  const statusOptions = [
    { value: '', label: t('financeExpenses.filters.allStatuses') },
    ...STATUS_FILTER_ALIASES.map((value) => ({ value, label: t(`financeExpenses.filters.status.${value}`) })),
  ];
  // The fixed list (the only categories the server takes), not "the categories present": the
  // list is paged on the server, so one page does not know every category there is.
  const categoryOptions = [{ value: '', label: t('financeExpenses.filters.allCategories') }, ...labels.options.category];
  const sortOptions = EXPENSE_SORT_FIELDS.flatMap((field) =>
    FINANCE_SORT_ORDERS.map((order) => ({ value: sortValue(field, order), label: t(`financeExpenses.sort.${field}.${order}`) })),
  );

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={t('financeExpenses.search.label')}
        placeholder={t('financeExpenses.search.placeholder')}
        value={state.searchText}
        onChange={(event) => state.setSearchText(event.currentTarget.value)}
        onKeyDown={handleSearchKeyDown}
        leftSection={<IconSearch size={16} aria-hidden />}
        autoComplete="off"
        maxLength={100}
        style={{ flex: '1 1 14rem' }}
      />
      <NativeSelect
        label={t('financeExpenses.filters.statusLabel')}
        value={params.status}
        onChange={(event) => {
          const value = STATUS_FILTER_ALIASES.find((candidate) => candidate === event.currentTarget.value);
          state.setStatus(value ?? '');
        }}
        data={statusOptions}
      />
      <NativeSelect
        label={t('financeExpenses.filters.categoryLabel')}
        value={params.category}
        onChange={(event) => {
          const value = EXPENSE_CATEGORIES.find((candidate) => candidate === event.currentTarget.value);
          state.setCategory(value ?? '');
        }}
        data={categoryOptions}
      />
      <NativeSelect
        label={t('financeExpenses.sort.label')}
        value={sortValue(params.sortBy, params.sortOrder)}
        onChange={(event) => {
          const sort = parseSortValue(event.currentTarget.value);
          if (sort) state.setSort(...sort);
        }}
        data={sortOptions}
      />
      <div role="group" aria-labelledby="expense-layout-label">
        <VisuallyHidden id="expense-layout-label">{t('financeExpenses.layout.label')}</VisuallyHidden>
        <SegmentedControl
          value={layout}
          onChange={(value) => onLayoutChange(value === 'table' ? 'table' : 'list')}
          data={[
            { value: 'list', label: t('financeExpenses.layout.list') },
            { value: 'table', label: t('financeExpenses.layout.table') },
          ]}
        />
      </div>
    </Group>
  );
}
