/**
 * The Expenses tab (spec part 2 §2.4 "Expenses list"): search, status and category filters, sort,
 * the four cards over every match (the server's meta.summary), the rows in a list or a table, pages,
 * a working Edit (the spec's "does nothing yet") and Delete after the spec's question.
 */
import { Alert, Button, Center, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Expense } from '@/contract/finance';
import { apiErrorText } from '@/lib/api/api-error-text';
import { useExpenses } from '@/features/finance/api/get-expenses';
import { DeleteExpenseDialog } from '@/features/finance/expenses/delete-expense-dialog';
import { ExpenseFormModal } from '@/features/finance/expenses/expense-form-modal';
import { ExpenseListToolbar, type ExpenseLayout } from '@/features/finance/expenses/expense-list-toolbar';
import { ExpenseListView } from '@/features/finance/expenses/expense-list-view';
import { ExpenseSummaryCards } from '@/features/finance/expenses/expense-summary-cards';
import { ExpenseTableView } from '@/features/finance/expenses/expense-table-view';
import { PendingExpenses, usePendingExpenses } from '@/features/finance/expenses/pending-expenses';
import { useExpenseListState } from '@/features/finance/expenses/use-expense-list-state';
import { useExpensePermissions } from '@/features/finance/expenses/use-expense-permissions';

/** The Expenses tab (spec §2.4 "Expenses list"); `onAdd` opens the Add Expense modal (owned by the screen). */
export type ExpensesTabProps = { onAdd: () => void };

type OpenDialog = 'edit' | 'delete' | null;

function ListError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('financeExpenses.list.errorTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{apiErrorText(error, t('financeExpenses.list.errorFallback'))}</Text>
        <Button size="compact-sm" variant="light" color="red" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry} loading={retrying}>
          {t('financeExpenses.list.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}

export function ExpensesTab({ onAdd }: ExpensesTabProps) {
  const { t } = useTranslation();
  const state = useExpenseListState();
  const list = useExpenses(state.params);
  // Expenses saved on this device and not sent yet: shown at once, whatever the list's state.
  const pending = usePendingExpenses();
  const { canCreate, canUpdate, canDelete } = useExpensePermissions();
  const [layout, setLayout] = useState<ExpenseLayout>('list');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Kept while a dialog closes, so its content does not vanish mid-animation.
  const [chosen, setChosen] = useState<Expense | null>(null);
  const page = list.data;
  const retry = () => void list.refetch();

  const open = (next: 'edit' | 'delete') => (expense: Expense) => {
    setChosen(expense);
    setDialog(next);
  };
  const handlers = {
    onEdit: canUpdate ? open('edit') : undefined,
    onDelete: canDelete ? open('delete') : undefined,
    pendingStates: pending.changed,
  };

  const body = () => {
    if (list.isPending) {
      return (
        <Center py="xl" role="status">
          <Stack align="center" gap="xs">
            <Loader aria-hidden />
            <Text c="dimmed">{t('financeExpenses.list.loading')}</Text>
          </Stack>
        </Center>
      );
    }
    if (list.isError && !page) return <ListError error={list.error} onRetry={retry} retrying={list.isFetching} />;
    if (!page) return null;
    const { expenses, pagination } = page;
    if (expenses.length === 0 && pagination.totalCount > 0 && pagination.currentPage > 1) {
      // Past the last page (its last expenses were deleted): go back to the last one there is.
      const lastPage = Math.max(1, pagination.totalPages);
      return (
        <Center py="xl" role="status">
          <Button variant="light" onClick={() => state.setPage(lastPage)}>
            {t('financeExpenses.list.goToPage', { page: lastPage })}
          </Button>
        </Center>
      );
    }
    return (
      <Stack gap="md" aria-busy={list.isFetching}>
        {/* A later refresh failed: what is shown stays, the error shows above it. */}
        {list.isError ? <ListError error={list.error} onRetry={retry} retrying={list.isFetching} /> : null}
        <ExpenseSummaryCards summary={page.summary} />
        {expenses.length === 0 ? (
          <Center py="xl" role="status">
            <Stack align="center" gap="xs">
              <Text fw={600}>{t('financeExpenses.list.emptyTitle')}</Text>
              {state.isNarrowed ? (
                <Button variant="light" onClick={state.clearFilters}>
                  {t('financeExpenses.list.clearFilters')}
                </Button>
              ) : canCreate ? (
                <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
                  {t('financeExpenses.list.addFirst')}
                </Button>
              ) : null}
            </Stack>
          </Center>
        ) : layout === 'table' ? (
          <ExpenseTableView expenses={expenses} {...handlers} />
        ) : (
          <ExpenseListView expenses={expenses} {...handlers} />
        )}
        {pagination.totalPages > 1 ? (
          <Group justify="flex-end">
            <nav aria-label={t('financeExpenses.pagination.label')}>
              <Pagination
                total={pagination.totalPages}
                value={pagination.currentPage}
                onChange={state.setPage}
                size="sm"
              />
            </nav>
          </Group>
        ) : null}
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('financeExpenses.title')}
      </Title>
      <ExpenseListToolbar state={state} layout={layout} onLayoutChange={setLayout} />
      <PendingExpenses created={pending.created} />
      {body()}
      <ExpenseFormModal opened={dialog === 'edit'} expense={chosen} onClose={() => setDialog(null)} />
      <DeleteExpenseDialog opened={dialog === 'delete'} expense={chosen} onClose={() => setDialog(null)} />
    </Stack>
  );
}
