import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as expenseEndpoints from '@/contract/endpoints/finance/expenses';
import { FINANCE_LEDGER_MESSAGES } from '@/contract/finance-ledger';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { send } from '@/lib/api/send';
import { financeKeys } from '@/features/finance/api/finance-keys';

/** POST /expenses/{id}/restore: undoes a soft delete (404 when the expense is not deleted); audited. Kept for later when offline. */
export async function restoreExpense(id: number): Promise<void> {
  await send(
    expenseEndpoints.restore,
    { params: { id } },
    { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS, failed: FINANCE_LEDGER_MESSAGES.deletedRecordNotFound },
  );
}

/** A money write: the expense is back in the list, the stats and the analytics. */
export function useRestoreExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreExpense,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
