/**
 * Expenses added on this device that the server has not taken yet (issue 24): shown at once above
 * the list, as they were typed and will be sent, with the Pending sync badge (Needs attention once
 * the server refused one: the sync panel says why and offers Fix or Discard). Once the server
 * takes one, it leaves this section and comes back in the list with the server's answer.
 */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import * as expenseEndpoints from '@/contract/endpoints/finance/expenses';
import { expenseCreateSchema } from '@/contract/finance';
import { offlineWritesOf } from '@/contract/endpoint';
import type { PendingWrite } from '@/lib/offline/outbox/pending-writes';
import { WaitingRecord, WaitingToSend } from '@/lib/ui/waiting-to-send';
import { usePendingFinanceWrites } from '@/features/finance/api/pending-finance-writes';
import { useFinanceLabels } from '@/features/finance/hooks/use-finance-labels';
import { useFinanceFormat } from '@/features/finance/hooks/use-finance-format';

/** The expense writes the device may keep (only this area's definitions: see kept-write.ts). */
const EXPENSE_WRITES = offlineWritesOf(expenseEndpoints);

export function usePendingExpenses() {
  return usePendingFinanceWrites(EXPENSE_WRITES, 'expense');
}

function PendingExpense({ write }: { write: PendingWrite }) {
  const { t } = useTranslation();
  const format = useFinanceFormat();
  const labels = useFinanceLabels();
  // Read with the contract's own rule, so what shows is what the server will be asked to save.
  const parsed = expenseCreateSchema.safeParse(write.body);
  const expense = parsed.success ? parsed.data : null;
  return (
    <WaitingRecord
      name={expense?.title ?? t('financeExpenses.waiting.unnamed')}
      state={write.state}
      details={expense ? [labels.category(expense.category), format.day(expense.date), labels.method(expense.method)].join(' · ') : null}
      amount={
        expense ? (
          <Text fw={700} c="red.8" style={{ whiteSpace: 'nowrap' }}>
            {format.money(-expense.amount)}
          </Text>
        ) : null
      }
    />
  );
}

export function PendingExpenses({ created }: { created: readonly PendingWrite[] }) {
  const { t } = useTranslation();
  if (created.length === 0) return null;
  return (
    <WaitingToSend title={t('financeExpenses.waiting.title', { count: created.length })} hint={t('financeExpenses.waiting.hint')}>
      {created.map((write) => (
        <PendingExpense key={write.requestId} write={write} />
      ))}
    </WaitingToSend>
  );
}
