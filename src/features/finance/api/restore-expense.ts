import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FINANCE_LEDGER_MESSAGES } from '@/contract/finance-ledger';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { expensePath } from '@/features/finance/api/expense-paths';
import { financeKeys } from '@/features/finance/api/finance-keys';

/** POST /expenses/{id}/restore: undoes a soft delete (404 when the expense is not deleted); audited. */
export async function restoreExpense(id: number): Promise<void> {
  const answer = await api.post(`${expensePath(id)}/restore`, undefined, { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? FINANCE_LEDGER_MESSAGES.deletedRecordNotFound, { status: 200 });
}

/** A money write: the expense is back in the list, the stats and the analytics. */
export function useRestoreExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreExpense,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
