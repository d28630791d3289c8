import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@/contract/endpoint';
import * as expenseEndpoints from '@/contract/endpoints/finance/expenses';
import type { Expense } from '@/contract/finance';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { isQueued, send } from '@/lib/api/send';
import { financeKeys } from '@/features/finance/api/finance-keys';

export const EXPENSE_SAVE_FAILED = 'Failed to save expense';

export type CreateExpenseVariables = {
  payload: EndpointInput<typeof expenseEndpoints.create>['body'];
  /** X-Request-ID of this one logical write, kept when the same form is sent again unchanged. */
  requestId: string;
};

/** POST /expenses (spec part 2 §7.4): the created expense, or null when the write was queued offline. */
export async function createExpense({ payload, requestId }: CreateExpenseVariables): Promise<Expense | null> {
  const answer = await send(
    expenseEndpoints.create,
    { body: payload },
    { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS, failed: EXPENSE_SAVE_FAILED },
  );
  return isQueued(answer) ? null : answer.data;
}

export function useCreateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExpense,
    onSuccess: (created) => {
      // Queued (null): nothing changed on the server yet.
      if (!created) return;
      // Lists, the overview's stats and the analytics all depend on every money write.
      void queryClient.invalidateQueries({ queryKey: financeKeys.all });
    },
  });
}
