import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@/contract/endpoint';
import * as expenseEndpoints from '@/contract/endpoints/finance/expenses';
import type { Expense } from '@/contract/finance';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { isQueued, send } from '@/lib/api/send';
import { EXPENSE_SAVE_FAILED } from '@/features/finance/api/create-expense';
import { financeKeys } from '@/features/finance/api/finance-keys';

/** The PUT body: fields left out keep their value; null (or blank) clears an optional text. */
export type ExpenseUpdatePayload = EndpointInput<typeof expenseEndpoints.update>['body'];

export type UpdateExpenseVariables = { id: number; payload: ExpenseUpdatePayload;
  requestId: string;
  /** The `updatedAt` of the record the change was made from: a newer one on the server answers 412. */
  version: string;
};

/** PUT /expenses/{id} (spec part 2 §7.4): the saved expense, or null when the write was queued offline. */
export async function updateExpense({ id, payload, requestId, version }: UpdateExpenseVariables): Promise<Expense | null> {
  const answer = await send(
    expenseEndpoints.update,
    { params: { id }, body: payload },
    { requestId, version, timeout: SERVICE_WRITE_TIMEOUT_MS, failed: EXPENSE_SAVE_FAILED },
  );
  return isQueued(answer) ? null : answer.data;
}

export function useUpdateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExpense,
    onSuccess: (saved) => {
      if (!saved) return;
      void queryClient.invalidateQueries({ queryKey: financeKeys.all });
    },
  });
}
