import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as paymentEndpoints from '@/contract/endpoints/finance/payments';
import { FINANCE_LEDGER_MESSAGES } from '@/contract/finance-ledger';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { send } from '@/lib/api/send';
import { financeKeys } from '@/features/finance/api/finance-keys';

/** POST /payments/{id}/restore: undoes a soft delete (404 when the payment is not deleted); audited. Kept for later when offline. */
export async function restorePayment(id: number): Promise<void> {
  await send(
    paymentEndpoints.restore,
    { params: { id } },
    { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS, failed: FINANCE_LEDGER_MESSAGES.deletedRecordNotFound },
  );
}

/** A money write: the payment is back in every finance figure. */
export function useRestorePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restorePayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
