import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as expenseEndpoints from '@/contract/endpoints/finance/expenses';
import { FINANCE_MESSAGES } from '@/contract/finance';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { send } from '@/lib/api/send';
import { financeKeys } from '@/features/finance/api/finance-keys';

/** DELETE /expenses/{id}: a soft delete (audited on the server). Never queued offline (it has no offline policy). */
export async function deleteExpense(id: number): Promise<void> {
  await send(
    expenseEndpoints.remove,
    { params: { id } },
    { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS, failed: FINANCE_MESSAGES.expenseNotFound },
  );
}

export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExpense,
    // Spec §4: deletes refresh the expense list and the finance stats and analytics.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
