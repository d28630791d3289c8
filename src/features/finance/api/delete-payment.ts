import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as paymentEndpoints from '@/contract/endpoints/finance/payments';
import { FINANCE_MESSAGES } from '@/contract/finance';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { send } from '@/lib/api/send';
import { financeKeys } from '@/features/finance/api/finance-keys';

/** DELETE /payments/{id}: a soft delete on the server, recorded in the finance audit log. */
export async function deletePayment(id: number): Promise<void> {
  await send(
    paymentEndpoints.remove,
    { params: { id } },
    { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS, failed: FINANCE_MESSAGES.paymentNotFound },
  );
}

/** A money write: every finance figure (lists, stats, analytics) depends on it. */
export function useDeletePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
