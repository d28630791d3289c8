import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FINANCE_LEDGER_MESSAGES } from '@/contract/finance-ledger';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { payrollPath } from '@/features/finance/api/payroll-paths';

/** POST /payrolls/{id}/restore: undoes a soft delete (404 when the record is not deleted); audited. */
export async function restorePayroll(id: number): Promise<void> {
  const answer = await api.post(`${payrollPath(id)}/restore`, undefined, { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? FINANCE_LEDGER_MESSAGES.deletedRecordNotFound, { status: 200 });
}

/** A money write: the record is back in the payroll list, the stats and the analytics. */
export function useRestorePayroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restorePayroll,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
