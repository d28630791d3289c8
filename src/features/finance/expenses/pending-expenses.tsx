/**
 * Expenses added on this device that the server has not taken yet (issue 24): shown at once above
 * the list, as they were typed and will be sent, with the Pending sync badge (Needs attention once
 * the server refused one: the sync panel says why and offers Fix or Discard). Once the server
 * takes one, it leaves this section and comes back in the list with the server's answer.
 */
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import * as expenseEndpoints from '@/contract/endpoints/finance/expenses';
import { expenseCreateSchema } from '@/contract/finance';
import { offlineWritesOf } from '@/contract/endpoint';
import { usePendingWrites, useRefreshWhenSent, type PendingWrite } from '@/lib/offline/outbox/pending-writes';
import { PendingSyncBadge } from '@/lib/ui/pending-sync-badge';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { useFinanceLabels } from '@/features/finance/hooks/use-finance-labels';
import { useFinanceFormat } from '@/features/finance/hooks/use-finance-format';

/** The expense writes the device may keep (only this area's definitions: see kept-write.ts). */
export const EXPENSE_WRITES = offlineWritesOf(expenseEndpoints);

/**
 * The signed-in user's unsent expense writes (new expenses, and the expenses with an unsent
 * change); once one is sent, the finance reads are refreshed (every money write moves them).
 */
export function usePendingExpenses() {
  const pending = usePendingWrites(EXPENSE_WRITES, 'expense');
  useRefreshWhenSent(pending, financeKeys.all);
  return pending;
}

function PendingExpense({ write }: { write: PendingWrite }) {
  const { t } = useTranslation();
  const format = useFinanceFormat();
  const labels = useFinanceLabels();
  // Read with the contract's own rule, so what shows is what the server will be asked to save.
  const parsed = expenseCreateSchema.safeParse(write.body);
  const expense = parsed.success ? parsed.data : null;
  const title = expense?.title ?? t('financeExpenses.waiting.unnamed');
  return (
    <li>
      <Paper component="article" withBorder p="sm" radius="md" aria-label={title}>
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{title}</Text>
              <PendingSyncBadge state={write.state} />
            </Group>
            {expense ? (
              <Text size="sm" c="dimmed">
                {[labels.category(expense.category), format.day(expense.date), labels.method(expense.method)].join(' · ')}
              </Text>
            ) : null}
          </Stack>
          {expense ? (
            <Text fw={700} c="red.8" style={{ whiteSpace: 'nowrap' }}>
              {format.money(-expense.amount)}
            </Text>
          ) : null}
        </Group>
      </Paper>
    </li>
  );
}

export function PendingExpenses({ created }: { created: readonly PendingWrite[] }) {
  const { t } = useTranslation();
  if (created.length === 0) return null;
  const title = t('financeExpenses.waiting.title', { count: created.length });
  return (
    <Stack component="section" gap="xs" aria-label={title}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Text size="xs" c="dimmed">
        {t('financeExpenses.waiting.hint')}
      </Text>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {created.map((write) => (
          <PendingExpense key={write.requestId} write={write} />
        ))}
      </Stack>
    </Stack>
  );
}
