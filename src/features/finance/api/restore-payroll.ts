import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as payrollEndpoints from '@/contract/endpoints/finance/payroll';
import { FINANCE_LEDGER_MESSAGES } from '@/contract/finance-ledger';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { send } from '@/lib/api/send';
import { financeKeys } from '@/features/finance/api/finance-keys';

/** POST /payrolls/{id}/restore: undoes a soft delete (404 when the record is not deleted); audited. Kept for later when offline. */
export async function restorePayroll(id: number): Promise<void> {
  await send(
    payrollEndpoints.restore,
    { params: { id } },
    { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS, failed: FINANCE_LEDGER_MESSAGES.deletedRecordNotFound },
  );
}

/** A money write: the record is back in the payroll list, the stats and the analytics. */
export function useRestorePayroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restorePayroll,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
