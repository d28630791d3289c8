import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FINANCE_MESSAGES } from '@/contract/finance';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { expensePath } from '@/features/finance/api/expense-paths';
import { financeKeys } from '@/features/finance/api/finance-keys';

/** DELETE /expenses/{id}: a soft delete (audited on the server). Never queued offline (only POST/PUT/PATCH are). */
export async function deleteExpense(id: number): Promise<void> {
  const answer = await api.delete(expensePath(id), { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? FINANCE_MESSAGES.expenseNotFound, { status: 200 });
}

export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExpense,
    // Spec §4: deletes refresh the expense list and the finance stats and analytics.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
