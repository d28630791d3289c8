import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FINANCE_MESSAGES } from '@/contract/finance';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { financeKeys } from '@/features/finance/api/finance-keys';

/** DELETE /payments/{id}: a soft delete on the server, recorded in the finance audit log. */
export async function deletePayment(id: number): Promise<void> {
  const answer = await api.delete(`/payments/${id}`, { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? FINANCE_MESSAGES.paymentNotFound, { status: 200 });
}

/** A money write: every finance figure (lists, stats, analytics) depends on it. */
export function useDeletePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
